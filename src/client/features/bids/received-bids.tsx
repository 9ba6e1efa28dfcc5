import { Inbox } from 'lucide-react';
import { EmptyState, ErrorCard } from '@client/components/page-states';
import { ShowMore } from '@client/components/show-more';
import { msg, t } from '@client/lib/i18n';
import type { PagedList } from '@client/lib/paged';
import type { OwnerBid } from './api/bids';
import { BidListSkeleton } from './bid-list-states';
import { ReceivedBidRow } from './received-bid-row';
import { useAnswerOffer } from '@client/components/answer-offer-dialog';

/** Bids on my properties (developers and admins), pending first; Accept / Decline (confirmed) on pending ones, only Decline once expired. */
export function ReceivedBidsPanel({ list }: { list: PagedList<OwnerBid> }) {
  const { items: bids, isLoading, isError } = list;
  const answer = useAnswerOffer();

  if (isLoading) return <BidListSkeleton />;
  if (isError) return <ErrorCard title={t('Error')} message={t('Failed to load bids. Please try again.')} />;
  if (bids.length === 0)
    return (
      <EmptyState
        icon={<Inbox className="size-10 text-muted-foreground" aria-hidden />}
        title={t('No Bids Received')}
        message={t('Offers on your listings will appear here.')}
      />
    );
  return (
    <>
      <ul className="space-y-4" aria-label={t('Received bids')}>
        {bids.map((bid) => (
          <ReceivedBidRow key={bid.id} bid={bid} onRespond={({ status }) => answer.ask(bid, status)} disabled={answer.locked} />
        ))}
      </ul>
      <ShowMore list={list} noun={msg('bids')} />
      {answer.dialog}
    </>
  );
}
