import { useRef, useState, type MouseEvent } from 'react';
import { formatPrice } from '@shared/format';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';
import { buttonVariants } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { errorMessage, isUnauthorized } from '@client/lib/api-client';
import { handleUnauthorized } from '@client/lib/auth';
import { ownWords, t } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';
import { useRespondToBid, type OwnerBid, type RespondToBidVariables } from '@client/features/bids/api/bids';

/** The bidder as the owner addresses them: their first name (the full name stays with the bidder). */
export function bidderFirstName(bid: OwnerBid): string {
  if (bid.bidder === null) return t('a deleted user');
  return bid.bidder.firstName || bid.bidder.lastName || t('the bidder');
}

type Asked = { bid: OwnerBid; status: RespondToBidVariables['status'] };

/**
 * Accept / Decline as an owner gives them, wherever offers are listed: `ask` opens a confirmation
 * naming amount, bidder and listing; only its confirm sends the answer. While a question is open or
 * an answer is on its way, `locked` is true, so no other row's button acts; the lists refresh (and
 * may re-sort) only once the answer has landed.
 */
export function useAnswerOffer() {
  const respond = useRespondToBid();
  const [asked, setAsked] = useState<Asked | null>(null);
  const onConfirm = () => {
    if (!asked || respond.isPending) return;
    const { status } = asked;
    respond.mutate(
      { bidId: asked.bid.id, status },
      {
        onSuccess: () =>
          toast({
            title: t('Success'),
            description: status === 'accepted' ? t('Bid has been accepted successfully.') : t('Bid has been rejected successfully.'),
          }),
        onError: (error) => {
          if (isUnauthorized(error)) return handleUnauthorized();
          toast({ title: t('Error'), description: errorMessage(error, t('Failed to update bid status.')), variant: 'destructive' });
        },
        onSettled: () => setAsked(null),
      },
    );
  };
  return {
    ask: (bid: OwnerBid, status: Asked['status']) => setAsked({ bid, status }),
    locked: asked !== null || respond.isPending,
    dialog: <RespondDialog pending={asked} busy={respond.isPending} onConfirm={onConfirm} onCancel={() => setAsked(null)} />,
  };
}

/** What an owner is about to do to an offer, confirmed before it is sent (docs/product.md#offers-bids). */
function RespondDialog({
  pending,
  busy,
  onConfirm,
  onCancel,
}: {
  pending: Asked | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  // The last question asked, so the text does not go blank while the dialog animates closed.
  const last = useRef(pending);
  if (pending) last.current = pending;
  const shown = last.current;
  const accepting = shown?.status === 'accepted';
  const confirm = (event: MouseEvent) => {
    // Stays open, its buttons disabled, until the server has answered.
    event.preventDefault();
    onConfirm();
  };
  const amount = shown ? formatPrice(shown.bid.bidAmount, shown.bid.currency) : '';
  const who = shown ? bidderFirstName(shown.bid) : '';
  const title = shown ? ownWords(shown.bid.property.title, shown.bid.property.titleAr) : '';
  const words = { who, amount, title, bidder: shown?.bid.bidder === null ? t('The bidder') : who };
  return (
    <AlertDialog open={pending !== null} onOpenChange={(open) => !open && !busy && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{accepting ? t('Accept this offer?') : t('Decline this offer?')}</AlertDialogTitle>
          <AlertDialogDescription>
            {accepting
              ? t(
                  "Accept {who}'s offer of {amount} for {title}? The listing goes under offer and every other pending offer on it is declined.",
                  words,
                )
              : t("Decline {who}'s offer of {amount} for {title}? {bidder} will see it was declined.", words)}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{t('Cancel')}</AlertDialogCancel>
          <AlertDialogAction
            className={accepting ? undefined : buttonVariants({ variant: 'destructive' })}
            onClick={confirm}
            disabled={busy}
          >
            {busy ? <Spinner label="" className="size-4" /> : null}
            {accepting ? t('Accept offer') : t('Decline offer')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
