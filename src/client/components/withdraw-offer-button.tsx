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
        () => toast({ title: 'Offer withdrawn', description: `Your offer on ${title} was withdrawn.` }),
        (error: unknown) => {
          if (isUnauthorized(error)) return handleUnauthorized();
          toast({ title: 'Error', description: errorMessage(error, 'Failed to withdraw the offer.'), variant: 'destructive' });
        },
      )
      .finally(() => setOpen(false));
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !withdraw.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={withdraw.isPending}>
          <Undo2 aria-hidden /> Withdraw
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Withdraw this offer?</AlertDialogTitle>
          <AlertDialogDescription>
            Withdraw your offer of {formatPrice(bid.bidAmount, bid.currency)} on {title}? The seller can no longer accept it. You can make a
            new offer while the listing is open.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={withdraw.isPending}>Keep offer</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={confirm} disabled={withdraw.isPending}>
            {withdraw.isPending ? <Spinner label="" className="size-4" /> : null}
            Withdraw offer
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
