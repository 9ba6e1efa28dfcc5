import { useState, type MouseEvent } from 'react';
import { Undo2 } from 'lucide-react';
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
  AlertDialogTrigger,
} from '@client/components/ui/alert-dialog';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useWithdrawBid } from '@client/features/bids/api/bids';
import { errorMessage, isUnauthorized } from '@client/lib/api-client';
import { handleUnauthorized } from '@client/lib/auth';
import { t } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';

/** Withdraw, confirmed, for my pending offer (My Bids and the listing page): docs/product.md#offers-bids. */
export function WithdrawOfferButton({ bid, title }: { bid: { id: number; bidAmount: string; currency: string }; title: string }) {
  const withdraw = useWithdrawBid();
  const [open, setOpen] = useState(false);
  const confirm = (event: MouseEvent) => {
    event.preventDefault();
    // mutateAsync, not mutate's callbacks: once withdrawn, the offer's row (and this button) may be
    // gone before the answer's callbacks would run, and the toast must still say it worked.
    withdraw
      .mutateAsync(bid.id)
      .then(
        () => toast({ title: t('Offer withdrawn'), description: t('Your offer on {title} was withdrawn.', { title }) }),
        (error: unknown) => {
          if (isUnauthorized(error)) return handleUnauthorized();
          toast({ title: t('Error'), description: errorMessage(error, t('Failed to withdraw the offer.')), variant: 'destructive' });
        },
      )
      .finally(() => setOpen(false));
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !withdraw.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={withdraw.isPending}>
          <Undo2 className="rtl:-scale-x-100" aria-hidden /> {t('Withdraw')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('Withdraw this offer?')}</AlertDialogTitle>
          <AlertDialogDescription>
            {t(
              'Withdraw your offer of {amount} on {title}? The seller can no longer accept it. You can make a new offer while the listing is open.',
              { amount: formatPrice(bid.bidAmount, bid.currency), title },
            )}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={withdraw.isPending}>{t('Keep offer')}</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={confirm} disabled={withdraw.isPending}>
            {withdraw.isPending ? <Spinner label="" className="size-4" /> : null}
            {t('Withdraw offer')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
