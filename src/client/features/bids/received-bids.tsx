import { Check, Inbox, X } from 'lucide-react';
import { formatDateTime, formatPrice, shortId } from '@shared/format';

import { isBidExpired } from '@client/components/bid-status-badge';
import { EmptyState, ErrorCard } from '@client/components/page-states';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { errorMessage, isUnauthorized } from '@client/lib/api-client';
import { handleUnauthorized } from '@client/lib/auth';
import { useRespondToBid, type RespondToBidVariables } from '@client/features/bids/api/bids';
import type { PagedList } from '@client/lib/paged';
import { ShowMore } from '@client/components/show-more';
import { toast } from '@client/lib/toast';
import { BidListSkeleton } from './bid-list-states';
import { BidRowHeading } from './bid-row-heading';
import type { ApiSchema } from '@client/lib/api-client';

type OwnerBid = ApiSchema['OwnerBid'];

function bidderName(bid: OwnerBid): string {
  if (bid.bidder === null) return 'Deleted user';
  return [bid.bidder.firstName, bid.bidder.lastName].filter(Boolean).join(' ');
}

function ReceivedBidRow({ bid, onRespond, busy }: { bid: OwnerBid; onRespond: (v: RespondToBidVariables) => void; busy: boolean }) {
  const name = bidderName(bid);
  const expired = isBidExpired(bid);
  return (
    <li>
      <Card className="gap-3 py-5">
        <CardContent className="space-y-2 px-5">
          <BidRowHeading propertyId={bid.propertyId} title={bid.property.title} status={bid.status} expired={expired} />
          <p className="text-sm text-muted-foreground">
            Bidder: {name ? <span className="font-medium text-foreground">{name}</span> : null}{' '}
            {bid.bidderId ? (
              <span className="font-mono text-xs" title={bid.bidderId}>
                ({shortId(bid.bidderId)})
              </span>
            ) : null}
          </p>
          <p className="text-xl font-bold">{formatPrice(bid.bidAmount, bid.currency)}</p>
          {bid.message ? <p className="whitespace-pre-wrap break-words text-sm text-muted-foreground">{bid.message}</p> : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span className="text-xs text-muted-foreground">
              Received {formatDateTime(bid.createdAt)}
              {bid.validUntil ? ` · Valid until ${formatDateTime(bid.validUntil)}` : ''}
            </span>
            {bid.status === 'pending' ? (
              <div className="flex gap-2">
                {expired ? null : (
                  <Button size="sm" disabled={busy} onClick={() => onRespond({ bidId: bid.id, status: 'accepted' })}>
                    <Check aria-hidden /> Accept
                  </Button>
                )}
                <Button size="sm" variant="outline" disabled={busy} onClick={() => onRespond({ bidId: bid.id, status: 'rejected' })}>
                  <X aria-hidden /> Decline
                </Button>
              </div>
            ) : null}
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

/** Bids on my properties (developers and admins), pending first; Accept / Decline on pending ones (only Decline once expired). */
export function ReceivedBidsPanel({ list }: { list: PagedList<OwnerBid> }) {
  const { items: bids, isLoading, isError } = list;
  const respond = useRespondToBid();

  const onRespond = (variables: RespondToBidVariables) =>
    respond.mutate(variables, {
      onSuccess: () => toast({ title: 'Success', description: `Bid has been ${variables.status} successfully.` }),
      onError: (error) => {
        if (isUnauthorized(error)) return handleUnauthorized();
        toast({ title: 'Error', description: errorMessage(error, 'Failed to update bid status.'), variant: 'destructive' });
      },
    });

  if (isLoading) return <BidListSkeleton />;
  if (isError) return <ErrorCard title="Error" message="Failed to load bids. Please try again." />;
  if (bids.length === 0)
    return (
      <EmptyState
        icon={<Inbox className="size-10 text-muted-foreground" aria-hidden />}
        title="No Bids Received"
        message="Offers on your listings will appear here."
      />
    );
  return (
    <>
      <ul className="space-y-4" aria-label="Received bids">
        {bids.map((bid) => (
          <ReceivedBidRow key={bid.id} bid={bid} onRespond={onRespond} busy={respond.isPending && respond.variables?.bidId === bid.id} />
        ))}
      </ul>
      <ShowMore list={list} noun="bids" />
    </>
  );
}
