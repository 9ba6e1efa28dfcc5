import { Building2, Gavel, MessageSquareWarning } from 'lucide-react';
import { LIST_CAPS, PAGINATION } from '@shared/constants';
import { formatDate, formatPrice, plural } from '@shared/format';
import { listingPriceText } from '@shared/listing-price';
import { bidderFirstName } from '@client/components/answer-offer-dialog';
import { ListingStatusBadge } from '@client/components/listing-status-badge';
import { api } from '@client/lib/api-client';
import type { PagedList } from '@client/lib/paged';
import { useOwnerBids, type OwnerBid } from '@client/features/bids/api/bids';
import type { OwnerListing } from '@client/features/listings/api/listings';
import { useOwnerInquiries, type Inquiry } from '@client/features/messages/api/inquiries';
import { ActivityBlock, ActivityItem } from './activity-block';
import { countListings, newest, tallyReceivedOffers, tallyText, tallyUnanswered } from './activity-counts';

// A developer's (and an admin's, for their own listings) home (docs/product.md#home): their listings
// by status, the offers waiting for their answer and the inquiries waiting for their reply, each with
// the latest few. Offers and inquiries are the first page (20) of the owner's lists, shared with My Bids
// and Messages, which put what waits first; the listings come 100 at once, so their counts are whole
// for nearly every seller.

const LATEST = LIST_CAPS.homeDashboard;

type Listings = Pick<PagedList<OwnerListing>, 'items' | 'total' | 'isLoading' | 'isError'>;

/** My listings for their counts: one page of the most the server gives, newest first. */
function useListingsAtAGlance(): Listings {
  const query = api.useQuery('get', '/api/owner/properties', { params: { query: { pageSize: PAGINATION.maxPageSize } } });
  return { items: query.data?.items ?? [], total: query.data?.total ?? null, isLoading: query.isPending, isError: query.isError };
}

export function SellerActivity() {
  const listings = useListingsAtAGlance();
  const offers = useOwnerBids(true);
  const inquiries = useOwnerInquiries(true);
  return (
    <div className="mt-10 grid gap-6 lg:grid-cols-3">
      <MyListingsBlock list={listings} />
      <NewOffersBlock list={offers} />
      <UnansweredInquiriesBlock list={inquiries} />
    </div>
  );
}

function MyListingsBlock({ list }: { list: Listings }) {
  const { counts, partial } = countListings(list.items, list.total);
  return (
    <ActivityBlock
      id="home-my-listings"
      title="Your Listings"
      icon={<Building2 aria-hidden />}
      isLoading={list.isLoading}
      isError={list.isError}
      what="your listings"
      counts={[
        { key: 'active', label: 'Active', value: counts.active, tone: 'success' },
        { key: 'pending', label: 'Under offer', value: counts.pending, tone: 'warning' },
        { key: 'sold', label: 'Sold', value: counts.sold, tone: 'primary' },
      ]}
      note={partial ? `Counted over your latest ${list.items.length} of ${list.total} listings.` : undefined}
      latestTitle="Latest listings"
      items={list.items.slice(0, LATEST).map((listing) => (
        <ActivityItem
          key={listing.id}
          href={`/properties/${listing.id}`}
          title={listing.title}
          badge={<ListingStatusBadge status={listing.status} />}
          date={`Listed ${formatDate(listing.createdAt)}`}
        >
          <span className="font-semibold text-foreground tabular-nums">{listingPriceText(listing)}</span>
          {listing.pendingOffers > 0 || listing.unansweredInquiries > 0 ? (
            <span className="block text-xs">
              {[
                listing.pendingOffers > 0 ? plural(listing.pendingOffers, 'pending offer', 'pending offers') : null,
                listing.unansweredInquiries > 0 ? plural(listing.unansweredInquiries, 'unanswered inquiry', 'unanswered inquiries') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          ) : null}
        </ActivityItem>
      ))}
      empty={{ message: 'No listings yet. Publish one for buyers to find.', action: { href: '/sell', label: 'List a Property' } }}
      link={{ href: '/my-listings', label: 'View My Listings' }}
    />
  );
}

function NewOffersBlock({ list }: { list: PagedList<OwnerBid> }) {
  const { fresh, newOffers, expired } = tallyReceivedOffers(list.items, list.total);
  return (
    <ActivityBlock
      id="home-new-offers"
      title="New Offers"
      icon={<Gavel aria-hidden />}
      isLoading={list.isLoading}
      isError={list.isError}
      what="the offers on your listings"
      counts={[
        { key: 'new', label: 'Pending', value: tallyText(newOffers), tone: 'warning' },
        { key: 'expired', label: 'Expired', value: tallyText(expired), onlyWhenAny: true },
      ]}
      latestTitle="Latest offers received"
      items={newest(fresh, LATEST).map((bid) => (
        <ActivityItem key={bid.id} href={`/properties/${bid.propertyId}`} title={bid.property.title} date={formatDate(bid.createdAt)}>
          <span className="font-semibold text-foreground tabular-nums">{formatPrice(bid.bidAmount, bid.currency)}</span> from{' '}
          <span className="font-medium text-foreground">{bidderFirstName(bid)}</span>
        </ActivityItem>
      ))}
      empty={{ message: 'No offers are waiting for your answer.' }}
      link={{ href: '/bids?tab=received', label: 'View Received Bids' }}
    />
  );
}

const askerFirstName = (inquiry: Inquiry) =>
  inquiry.asker === null ? 'a deleted user' : inquiry.asker.firstName || inquiry.asker.lastName || 'a user';

function UnansweredInquiriesBlock({ list }: { list: PagedList<Inquiry> }) {
  const { waiting, tally } = tallyUnanswered(list.items, list.total);
  return (
    <ActivityBlock
      id="home-unanswered-inquiries"
      title="Unanswered Inquiries"
      icon={<MessageSquareWarning aria-hidden />}
      isLoading={list.isLoading}
      isError={list.isError}
      what="the inquiries on your listings"
      counts={[{ key: 'unanswered', label: 'Unanswered', value: tallyText(tally), tone: 'warning' }]}
      latestTitle="Latest unanswered"
      items={newest(waiting, LATEST).map((inquiry) => (
        <ActivityItem
          key={inquiry.id}
          href={`/properties/${inquiry.propertyId}`}
          title={inquiry.property.title}
          date={formatDate(inquiry.createdAt)}
        >
          From <span className="font-medium text-foreground">{askerFirstName(inquiry)}</span>
          {inquiry.viewing ? ' · asks for a viewing' : null}
        </ActivityItem>
      ))}
      empty={{ message: 'Every inquiry on your listings has an answer.' }}
      link={{ href: '/messages?tab=received', label: 'View Received Inquiries' }}
    />
  );
}
