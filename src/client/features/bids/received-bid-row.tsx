import { Check, X } from 'lucide-react';
import { Trans } from '@lingui/react';
import { formatPrice } from '@shared/format';
import { isBidExpired } from '@client/components/bid-status-badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import type { OwnerBid, RespondToBidVariables } from './api/bids';
import { BidRowHeading } from './bid-row-heading';
import { bidderFirstName } from '@client/components/answer-offer-dialog';
import { ownWords, t, translateMessage } from '@client/lib/i18n';
import { offerDateTime } from './offer-date';

/** "97% of asking" (whole percent; one decimal below 10 %), or nothing when the currencies differ. */
export function shareOfAsking(bid: OwnerBid, askingCurrency = 'SAR'): string | null {
  const asking = Number(bid.property.price);
  if (bid.currency !== askingCurrency || !(asking > 0)) return null;
  const percent = (Number(bid.bidAmount) / asking) * 100;
  return t('{percent}% of asking', { percent: percent < 10 ? percent.toFixed(1) : Math.round(percent).toLocaleString('en-US') });
}

export function ReceivedBidRow({
  bid,
  onRespond,
  disabled,
}: {
  bid: OwnerBid;
  onRespond: (v: RespondToBidVariables) => void;
  disabled: boolean;
}) {
  const expired = isBidExpired(bid);
  const share = shareOfAsking(bid);
  return (
    <li>
      <Card className="gap-3 py-5">
        <CardContent className="space-y-2 px-5">
          <BidRowHeading
            propertyId={bid.propertyId}
            title={ownWords(bid.property.title, bid.property.titleAr)}
            status={bid.status}
            expired={expired}
          />
          <p className="text-sm text-muted-foreground">
            {/* The name goes in as an element, never as text to format: a name such as "<b>" stays as typed. */}
            <Trans
              id="From {name}"
              values={{
                name: (
                  <span dir="auto" className="font-medium text-foreground">
                    {bidderFirstName(bid)}
                  </span>
                ),
              }}
            />
          </p>
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-xl font-bold">{formatPrice(bid.bidAmount, bid.currency)}</span>
            <span className="text-sm text-muted-foreground" data-testid="bid-share">
              {share ? `${share} · ` : ''}
              {t('Asking {price}', { price: formatPrice(bid.property.price) })}
            </span>
          </p>
          {bid.rejectionReason ? <p className="text-sm text-muted-foreground">{translateMessage(bid.rejectionReason)}</p> : null}
          {bid.message ? (
            <p dir="auto" className="whitespace-pre-wrap break-words text-sm text-muted-foreground">
              {bid.message}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span className="text-xs text-muted-foreground">
              {t('Received {date}', { date: offerDateTime(bid.createdAt) })}
              {bid.validUntil ? ` · ${t('Valid until {date}', { date: offerDateTime(bid.validUntil) })}` : ''}
            </span>
            {bid.status === 'pending' ? (
              <div className="flex gap-2">
                {expired ? null : (
                  <Button size="sm" disabled={disabled} onClick={() => onRespond({ bidId: bid.id, status: 'accepted' })}>
                    <Check aria-hidden /> {t('Accept')}
                  </Button>
                )}
                <Button size="sm" variant="outline" disabled={disabled} onClick={() => onRespond({ bidId: bid.id, status: 'rejected' })}>
                  <X aria-hidden /> {t('Decline')}
                </Button>
              </div>
            ) : null}
          </div>
        </CardContent>
      </Card>
    </li>
  );
}
