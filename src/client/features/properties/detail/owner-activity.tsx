import { Link } from 'wouter';
import { Gavel, MessageSquare } from 'lucide-react';
import { formatPrice, shortId } from '@shared/format';

import { BidStatusBadge, isBidExpired } from '@client/components/bid-status-badge';
import { InquiryStatusBadge } from '@client/components/inquiry-status-badge';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { usePropertyBids } from '@client/features/bids/api/bids';
import { bidderFirstName, useAnswerOffer } from '@client/components/answer-offer-dialog';
import { usePropertyInquiries } from '@client/features/messages/api/inquiries';
import { ShowMore } from '@client/components/show-more';
import type { ApiSchema } from '@client/lib/api-client';
import { t } from '@client/lib/i18n';
import { dateTimeWithHijri } from '../listing-words';
import { BIDS_SECTION_ID } from './use-listing-actions';

type OwnerBid = ApiSchema['OwnerBid'];

/** The bids card's heading, which the phone's sticky bar scrolls to (View Bids). */

// The owner (or an admin) sees the bids and inquiries on the listing (docs/product.md#listing-page).
// Bids: pending first, then amount descending, then newest (docs/product.md#offers-bids); the server
// sends them in that order, and we sort again so a refetch never reorders them by surprise.

function sortBids(bids: OwnerBid[]): OwnerBid[] {
  return [...bids].sort(
    (a, b) =>
      Number(b.status === 'pending') - Number(a.status === 'pending') ||
      Number(b.bidAmount) - Number(a.bidAmount) ||
      new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime(),
  );
}

function ListSkeleton() {
  return (
    <div className="space-y-3" aria-hidden>
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
    </div>
  );
}

function PropertyBids({ propertyId }: { propertyId: number }) {
  const list = usePropertyBids(propertyId);
  const { items: data, isLoading: isPending, isError } = list;
  const answer = useAnswerOffer();

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id={BIDS_SECTION_ID} tabIndex={-1} className="flex scroll-mt-20 items-center gap-2 text-lg outline-none">
            <Gavel className="size-5 text-primary" aria-hidden /> {t('Bids on this Property')}
            {list.total !== null ? <Badge variant="secondary">{list.total}</Badge> : null}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <ListSkeleton />
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('Failed to load bids. Please try again.')}
          </p>
        ) : data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('No bids yet.')}</p>
        ) : (
          <ul className="divide-y" aria-label={t('Bids on this property')}>
            {sortBids(data).map((bid) => {
              const expired = isBidExpired(bid);
              return (
                <li key={bid.id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0 space-y-1">
                    <p className="text-lg font-semibold tabular-nums">{formatPrice(bid.bidAmount, bid.currency)}</p>
                    <p className="text-sm text-muted-foreground">
                      {t('From')}{' '}
                      <span dir="auto" className="font-medium text-foreground">
                        {bidderFirstName(bid)}
                      </span>{' '}
                      · {dateTimeWithHijri(bid.createdAt)}
                    </p>
                    {bid.message ? (
                      <p dir="auto" className="text-sm break-words">
                        {bid.message}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex shrink-0 flex-wrap items-center gap-2">
                    <BidStatusBadge status={bid.status} expired={expired} />
                    {bid.status === 'pending' ? (
                      <>
                        {expired ? null : (
                          <Button size="sm" disabled={answer.locked} onClick={() => answer.ask(bid, 'accepted')}>
                            {t('Accept')}
                            <span className="sr-only"> {t('bid of {amount}', { amount: formatPrice(bid.bidAmount, bid.currency) })}</span>
                          </Button>
                        )}
                        <Button size="sm" variant="outline" disabled={answer.locked} onClick={() => answer.ask(bid, 'rejected')}>
                          {t('Decline')}
                          <span className="sr-only"> {t('bid of {amount}', { amount: formatPrice(bid.bidAmount, bid.currency) })}</span>
                        </Button>
                      </>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <ShowMore list={list} noun={t('bids')} />
        {answer.dialog}
      </CardContent>
    </Card>
  );
}

function PropertyInquiries({ propertyId }: { propertyId: number }) {
  const list = usePropertyInquiries(propertyId);
  const { items: data, isLoading: isPending, isError } = list;

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>
          <h2 className="flex items-center gap-2 text-lg">
            <MessageSquare className="size-5 text-primary" aria-hidden /> {t('Inquiries')}
            {list.total !== null ? <Badge variant="secondary">{list.total}</Badge> : null}
          </h2>
        </CardTitle>
        <Button asChild variant="link" size="sm">
          <Link href="/messages?tab=received">{t('Open Messages')}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <ListSkeleton />
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('Failed to load inquiries. Please try again.')}
          </p>
        ) : data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('No inquiries yet.')}</p>
        ) : (
          <ul className="divide-y" aria-label={t('Inquiries on this property')}>
            {data.map((inquiry) => (
              <li key={inquiry.id} className="space-y-1 py-4 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p dir="auto" className="text-sm font-medium">
                    {inquiry.asker
                      ? [inquiry.asker.firstName, inquiry.asker.lastName].filter(Boolean).join(' ') || shortId(inquiry.asker.id)
                      : t('Deleted user')}
                  </p>
                  <InquiryStatusBadge status={inquiry.status} />
                </div>
                {inquiry.message ? (
                  <p dir="auto" className="text-sm break-words">
                    {inquiry.message}
                  </p>
                ) : null}
                <p className="text-xs text-muted-foreground">
                  {inquiry.contactPhone ? (
                    <>
                      <a
                        href={`tel:${inquiry.contactPhone}`}
                        dir="ltr"
                        className="inline-flex min-h-11 items-center text-sm font-medium text-primary tabular-nums underline-offset-4 hover:underline"
                      >
                        {inquiry.contactPhone}
                      </a>
                      {' · '}
                    </>
                  ) : null}
                  {dateTimeWithHijri(inquiry.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
        <ShowMore list={list} noun={t('inquiries')} />
      </CardContent>
    </Card>
  );
}

/** What the listing's owner sees under it (its own chunk: no other visitor loads it). */
export default function OwnerActivity({ propertyId }: { propertyId: number }) {
  return (
    <div className="space-y-6">
      <PropertyBids propertyId={propertyId} />
      <PropertyInquiries propertyId={propertyId} />
    </div>
  );
}
