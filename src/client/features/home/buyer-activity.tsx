import { Link } from 'wouter';
import { Gavel, MessageSquare, Search } from 'lucide-react';
import { LIST_CAPS } from '@shared/constants';
import { formatDate, formatPrice, plural } from '@shared/format';
import { BidStatusBadge } from '@client/components/bid-status-badge';
import { EmptyState } from '@client/components/page-states';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { useMyBids, type MyBid } from '@client/features/bids/api/bids';
import { useMyInquiries, type Inquiry } from '@client/features/messages/api/inquiries';
import { ActivityBlock, ActivityItem } from './activity-block';
import { countInquiries, countOffers, newest, offerState } from './activity-counts';

// A buyer's (and an investor's) home (docs/product.md#home): the offers they made and the inquiries
// they sent, counted by state, with the latest few of each; nothing yet invites them to /buy.

const LATEST = LIST_CAPS.homeDashboard;
const BROWSE = { href: '/buy', label: 'Browse Properties' };

interface Loaded<T> {
  data?: T[];
  isPending: boolean;
  isError: boolean;
}

export function BuyerActivity() {
  const bids = useMyBids(true);
  const inquiries = useMyInquiries(true);

  if (bids.data?.length === 0 && inquiries.data?.length === 0) {
    return (
      <div className="mt-10" data-testid="home-buyer-empty">
        <EmptyState
          icon={<Search className="size-10 text-muted-foreground" aria-hidden />}
          title="No offers or inquiries yet"
          message="Find a home or a commercial property, make an offer or ask its owner a question, and follow it here."
          action={
            <Button asChild>
              <Link href="/buy">
                <Search aria-hidden /> Browse Properties
              </Link>
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div className="mt-10 grid gap-6 lg:grid-cols-2">
      <MyOffersBlock query={bids} />
      <MyInquiriesBlock query={inquiries} />
    </div>
  );
}

function MyOffersBlock({ query }: { query: Loaded<MyBid> }) {
  const bids = query.data ?? [];
  const counts = countOffers(bids);
  return (
    <ActivityBlock
      id="home-my-offers"
      title="Your Offers"
      icon={<Gavel aria-hidden />}
      isLoading={query.isPending}
      isError={query.isError}
      what="your offers"
      counts={[
        { key: 'pending', label: 'Pending', value: counts.pending, tone: 'warning' },
        { key: 'accepted', label: 'Accepted', value: counts.accepted, tone: 'success' },
        { key: 'rejected', label: 'Rejected', value: counts.rejected, tone: 'destructive' },
        { key: 'expired', label: 'Expired', value: counts.expired, onlyWhenAny: true },
        { key: 'withdrawn', label: 'Withdrawn', value: counts.withdrawn, onlyWhenAny: true },
      ]}
      latestTitle="Latest offers"
      items={newest(bids, LATEST).map((bid) => (
        <ActivityItem
          key={bid.id}
          href={`/properties/${bid.propertyId}`}
          title={bid.property.title}
          badge={<BidStatusBadge status={bid.status} expired={offerState(bid) === 'expired'} />}
          date={formatDate(bid.createdAt)}
        >
          <span className="font-semibold text-foreground tabular-nums">{formatPrice(bid.bidAmount, bid.currency)}</span>
        </ActivityItem>
      ))}
      empty={{ message: 'No offers yet. Make one on a listing for sale.', action: BROWSE }}
      link={{ href: '/bids', label: 'View My Bids' }}
    />
  );
}

function InquiryStateBadge({ status }: { status: Inquiry['status'] }) {
  return status === 'responded' ? <Badge variant="success">Answered</Badge> : <Badge variant="warning">Awaiting reply</Badge>;
}

function MyInquiriesBlock({ query }: { query: Loaded<Inquiry> }) {
  const inquiries = query.data ?? [];
  const counts = countInquiries(inquiries);
  return (
    <ActivityBlock
      id="home-my-inquiries"
      title="Your Inquiries"
      icon={<MessageSquare aria-hidden />}
      isLoading={query.isPending}
      isError={query.isError}
      what="your inquiries"
      counts={[
        { key: 'awaiting', label: 'Awaiting reply', value: counts.pending, tone: 'warning' },
        { key: 'answered', label: 'Answered', value: counts.responded, tone: 'success' },
      ]}
      latestTitle="Latest inquiries"
      items={newest(inquiries, LATEST).map((inquiry) => (
        <ActivityItem
          key={inquiry.id}
          href={`/properties/${inquiry.propertyId}`}
          title={inquiry.property.title}
          badge={<InquiryStateBadge status={inquiry.status} />}
          date={formatDate(inquiry.createdAt)}
        >
          {plural(inquiry.messageCount, 'message', 'messages')}
        </ActivityItem>
      ))}
      empty={{ message: 'No inquiries yet. Ask an owner about a listing from its page.', action: BROWSE }}
      link={{ href: '/messages', label: 'View Messages' }}
    />
  );
}
