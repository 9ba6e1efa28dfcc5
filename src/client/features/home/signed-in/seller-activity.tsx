import { Building2, Gavel, MessageSquareWarning } from 'lucide-react';
import { LIST_CAPS, PAGINATION } from '@shared/constants';
import { formatDate, formatDateWithHijri, formatPrice } from '@shared/format';
import { listingPriceText } from '@shared/listing-price';
import { bidderFirstName } from '@client/components/answer-offer-dialog';
import { ListingStatusBadge } from '@client/components/listing-status-badge';
import { api } from '@client/lib/api-client';
import type { PagedList } from '@client/lib/paged';
import { useOwnerBids, type OwnerBid } from '@client/features/bids/api/bids';
import type { OwnerListing } from '@client/features/listings/api/listings';
import { useOwnerInquiries, type Inquiry } from '@client/features/messages/api/inquiries';
import { t } from '@client/lib/i18n';
import { ActivityBlock, ActivityItem, listingTitle } from './activity-block';
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
      title={t('Your Listings')}
      icon={<Building2 aria-hidden />}
      isLoading={list.isLoading}
      isError={list.isError}
      what={t('your listings')}
      counts={[
        { key: 'active', label: t('Active'), value: counts.active, tone: 'success' },
        { key: 'pending', label: t('Under offer'), value: counts.pending, tone: 'warning' },
        { key: 'sold', label: t('Sold'), value: counts.sold, tone: 'primary' },
      ]}
      note={
        partial ? t('Counted over your latest {count} of {total} listings.', { count: list.items.length, total: list.total }) : undefined
      }
      latestTitle={t('Latest listings')}
      items={list.items.slice(0, LATEST).map((listing) => (
        <ActivityItem
          key={listing.id}
          href={`/properties/${listing.id}`}
          title={listingTitle(listing)}
          badge={<ListingStatusBadge status={listing.status} />}
          date={t('Listed {date}', { date: formatDateWithHijri(listing.createdAt) })}
        >
          <span className="font-semibold text-foreground tabular-nums">{listingPriceText(listing)}</span>
          {listing.pendingOffers > 0 || listing.unansweredInquiries > 0 ? (
            <span className="block text-xs">
              {[
                listing.pendingOffers > 0
                  ? t('{count, plural, one {# pending offer} other {# pending offers}}', { count: listing.pendingOffers })
                  : null,
                listing.unansweredInquiries > 0
                  ? t('{count, plural, one {# unanswered inquiry} other {# unanswered inquiries}}', { count: listing.unansweredInquiries })
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          ) : null}
        </ActivityItem>
      ))}
      empty={{ message: t('No listings yet. Publish one for buyers to find.'), action: { href: '/sell', label: t('List a Property') } }}
      link={{ href: '/my-listings', label: t('View My Listings') }}
    />
  );
}

function NewOffersBlock({ list }: { list: PagedList<OwnerBid> }) {
  const { fresh, newOffers, expired } = tallyReceivedOffers(list.items, list.total);
  return (
    <ActivityBlock
      id="home-new-offers"
      title={t('New Offers')}
      icon={<Gavel aria-hidden />}
      isLoading={list.isLoading}
      isError={list.isError}
      what={t('the offers on your listings')}
      counts={[
        { key: 'new', label: t('Pending'), value: tallyText(newOffers), tone: 'warning' },
        { key: 'expired', label: t('Expired'), value: tallyText(expired), onlyWhenAny: true },
      ]}
      latestTitle={t('Latest offers received')}
      items={newest(fresh, LATEST).map((bid) => (
        <ActivityItem
          key={bid.id}
          href={`/properties/${bid.propertyId}`}
          title={listingTitle(bid.property)}
          date={formatDateWithHijri(bid.createdAt)}
        >
          {/* "1,800,000 SAR from Fahad" reads in the same order in Arabic. */}
          <span className="font-semibold text-foreground tabular-nums">{formatPrice(bid.bidAmount, bid.currency)}</span> {t('from')}{' '}
          <span className="font-medium text-foreground" dir="auto">
            {bidderFirstName(bid)}
          </span>
        </ActivityItem>
      ))}
      empty={{ message: t('No offers are waiting for your answer.') }}
      link={{ href: '/bids?tab=received', label: t('View Received Bids') }}
    />
  );
}

const askerFirstName = (inquiry: Inquiry) =>
  inquiry.asker === null ? t('a deleted user') : inquiry.asker.firstName || inquiry.asker.lastName || t('a user');

function UnansweredInquiriesBlock({ list }: { list: PagedList<Inquiry> }) {
  const { waiting, tally } = tallyUnanswered(list.items, list.total);
  return (
    <ActivityBlock
      id="home-unanswered-inquiries"
      title={t('Unanswered Inquiries')}
      icon={<MessageSquareWarning aria-hidden />}
      isLoading={list.isLoading}
      isError={list.isError}
      what={t('the inquiries on your listings')}
      counts={[{ key: 'unanswered', label: t('Unanswered'), value: tallyText(tally), tone: 'warning' }]}
      latestTitle={t('Latest unanswered')}
      items={newest(waiting, LATEST).map((inquiry) => (
        <ActivityItem
          key={inquiry.id}
          href={`/properties/${inquiry.propertyId}`}
          title={listingTitle(inquiry.property)}
          date={formatDate(inquiry.createdAt)}
        >
          {t('From')}{' '}
          <span className="font-medium text-foreground" dir="auto">
            {askerFirstName(inquiry)}
          </span>
          {inquiry.viewing ? ` · ${t('asks for a viewing')}` : null}
        </ActivityItem>
      ))}
      empty={{ message: t('Every inquiry on your listings has an answer.') }}
      link={{ href: '/messages?tab=received', label: t('View Received Inquiries') }}
    />
  );
}
