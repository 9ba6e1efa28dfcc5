import { Gavel } from 'lucide-react';
import { formatPrice } from '@shared/format';
import { BidStatusBadge, isBidExpired } from '@client/components/bid-status-badge';
import { WithdrawOfferButton } from '@client/components/forms/withdraw-offer-button';
import { useMyBids } from '@client/features/bids/api/bids';
import { useAuth } from '@client/lib/auth';
import { ownWords, t, translateMessage } from '@client/lib/i18n';
import type { Property } from '../api/listing';
import { dateTimeWithHijri } from '../listing-words';

/**
 * The visitor's own offer on this listing, where they would make another (docs/product.md#offers-bids):
 * the pending one with Withdraw (a new offer would replace it), or how the latest one ended (unless withdrawn).
 */
export function MyOffer({ property }: { property: Property }) {
  const { isAuthenticated } = useAuth();
  const { data } = useMyBids(isAuthenticated);
  // My Bids come newest first. A withdrawn latest offer shows nothing: its bidder took it back.
  const latest = data?.find((bid) => bid.propertyId === property.id);
  if (!latest || latest.status === 'withdrawn') return null;
  const expired = isBidExpired(latest);
  const pending = latest.status === 'pending' && !expired;
  return (
    <section aria-label={t('Your offer')} className="space-y-2 rounded-md border bg-muted/40 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 font-medium">
          <Gavel className="size-4 text-primary" aria-hidden />{' '}
          {t('Your offer: {amount}', { amount: formatPrice(latest.bidAmount, latest.currency) })}
        </p>
        <BidStatusBadge status={latest.status} expired={expired} />
      </div>
      <p className="text-muted-foreground">
        {latest.status === 'accepted'
          ? t('The seller accepted your offer. The listing is under offer while you complete the deal.')
          : latest.rejectionReason
            ? // The seller's own words, or the server's (already in the page's language).
              translateMessage(latest.rejectionReason)
            : t('Sent {date}.', { date: dateTimeWithHijri(latest.createdAt) })}
        {pending ? ` ${t('A new offer replaces this one.')}` : ''}
      </p>
      {pending ? <WithdrawOfferButton bid={latest} title={ownWords(property.title, property.titleAr)} /> : null}
    </section>
  );
}
