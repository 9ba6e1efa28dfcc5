import { Link } from 'wouter';
import { Gavel, MessageSquare, Search } from 'lucide-react';
import { LIST_CAPS } from '@shared/constants';
import { formatDate, formatDateWithHijri, formatPrice } from '@shared/format';
import { BidStatusBadge } from '@client/components/bid-status-badge';
import { EmptyState } from '@client/components/page-states';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { useMyBids, type MyBid } from '@client/features/bids/api/bids';
import { useMyInquiries, type Inquiry } from '@client/features/messages/api/inquiries';
import { t } from '@client/lib/i18n';
import { ActivityBlock, ActivityItem, listingTitle } from './activity-block';
import { countInquiries, countOffers, newest, offerState } from './activity-counts';

// A buyer's (and an investor's) home (docs/product.md#home): the offers they made and the inquiries
// they sent, counted by state, with the latest few of each; nothing yet invites them to /buy.

const LATEST = LIST_CAPS.homeDashboard;
const browse = () => ({ href: '/buy', label: t('Browse Properties') });

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
          title={t('No offers or inquiries yet')}
          message={t('Find a home or a commercial property, make an offer or ask its owner a question, and follow it here.')}
          action={
            <Button asChild>
              <Link href="/buy">
                <Search aria-hidden /> {t('Browse Properties')}
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
      title={t('Your Offers')}
      icon={<Gavel aria-hidden />}
      isLoading={query.isPending}
      isError={query.isError}
      what={t('your offers')}
      counts={[
        { key: 'pending', label: t('Pending'), value: counts.pending, tone: 'warning' },
        { key: 'accepted', label: t('Accepted'), value: counts.accepted, tone: 'success' },
        { key: 'rejected', label: t('Rejected'), value: counts.rejected, tone: 'destructive' },
        { key: 'expired', label: t('Expired'), value: counts.expired, onlyWhenAny: true },
        { key: 'withdrawn', label: t('Withdrawn'), value: counts.withdrawn, onlyWhenAny: true },
      ]}
      latestTitle={t('Latest offers')}
      items={newest(bids, LATEST).map((bid) => (
        <ActivityItem
          key={bid.id}
          href={`/properties/${bid.propertyId}`}
          title={listingTitle(bid.property)}
          badge={<BidStatusBadge status={bid.status} expired={offerState(bid) === 'expired'} />}
          date={formatDateWithHijri(bid.createdAt)}
        >
          <span className="font-semibold text-foreground tabular-nums">{formatPrice(bid.bidAmount, bid.currency)}</span>
        </ActivityItem>
      ))}
      empty={{ message: t('No offers yet. Make one on a listing for sale.'), action: browse() }}
      link={{ href: '/bids', label: t('View My Bids') }}
    />
  );
}

function InquiryStateBadge({ status }: { status: Inquiry['status'] }) {
  return status === 'responded' ? <Badge variant="success">{t('Answered')}</Badge> : <Badge variant="warning">{t('Awaiting reply')}</Badge>;
}

function MyInquiriesBlock({ query }: { query: Loaded<Inquiry> }) {
  const inquiries = query.data ?? [];
  const counts = countInquiries(inquiries);
  return (
    <ActivityBlock
      id="home-my-inquiries"
      title={t('Your Inquiries')}
      icon={<MessageSquare aria-hidden />}
      isLoading={query.isPending}
      isError={query.isError}
      what={t('your inquiries')}
      counts={[
        { key: 'awaiting', label: t('Awaiting reply'), value: counts.pending, tone: 'warning' },
        { key: 'answered', label: t('Answered'), value: counts.responded, tone: 'success' },
      ]}
      latestTitle={t('Latest inquiries')}
      items={newest(inquiries, LATEST).map((inquiry) => (
        <ActivityItem
          key={inquiry.id}
          href={`/properties/${inquiry.propertyId}`}
          title={listingTitle(inquiry.property)}
          badge={<InquiryStateBadge status={inquiry.status} />}
          date={formatDate(inquiry.createdAt)}
        >
          {t('{count, plural, one {# message} other {# messages}}', { count: inquiry.messageCount })}
        </ActivityItem>
      ))}
      empty={{ message: t('No inquiries yet. Ask an owner about a listing from its page.'), action: browse() }}
      link={{ href: '/messages', label: t('View Messages') }}
    />
  );
}
