import { and, eq, isNull, ne } from 'drizzle-orm';
import { listingPrice, listingPriceText, type PricedListing } from '../../../../shared/listing-price';
import { toHalalas } from '../../../../shared/money';
import type { Locale } from '../../../../shared/i18n/locale';
import type { SavedSearchFrequency } from '../../../../shared/schemas/saved-search';
import type { Db, Tx } from '../../../db/client';
import { favorites, users } from '../../../db/schema';
import { siteLink, type Site } from '../../mail/site';
import { notifyEach, type Notice, type Recipient } from '../notify';
import { listingTitle, words, type Words } from '../say';
import type { ListingAlert } from './listings';
import { RECIPIENT_COLUMNS } from './people';

// The alerts' notices (docs/product.md#alerts): a new listing or a price drop told to each saved
// search it matches (in the app always; by e-mail now when the search is instant), a price drop to
// the listing's favouriters, and the daily or weekly digest of a search. A saved search's e-mail
// carries its own one-click unsubscribe, which turns off that search's e-mails only.

/** What the notices say of a listing. */
export type AlertListing = PricedListing & {
  id: number;
  title: string;
  titleAr: string | null;
  city: string;
  neighborhood: string | null;
  developerId: string | null;
};

/** A saved search a listing was just announced to, with its owner. */
export interface AnnouncedSearch {
  id: number;
  name: string;
  frequency: SavedSearchFrequency;
  owner: Recipient;
}

/** The token category of a saved search's unsubscribe link (src/server/features/account/service.ts reads it). */
export const savedSearchUnsubscribe = (id: number) => `saved-search:${id}`;
/** The saved search of an unsubscribe token's category, or null for a preference's category. */
export function unsubscribedSearch(category: string | null): number | null {
  const m = /^saved-search:(\d{1,15})$/.exec(category ?? '');
  return m ? Number(m[1]) : null;
}

const listingLink = (id: number) => `/properties/${id}`;

/** What the sentences of a listing say of it: its title, its place, its price. */
const listingValues = (l: AlertListing) => ({
  title: listingTitle(l),
  city: l.city,
  neighborhood: l.neighborhood ?? '',
  price: listingPriceText(l),
});

/** The percent a price drop took off (of the SAR figure, whole), and the price now. */
function reduction(listing: AlertListing, alert: Extract<ListingAlert, { event: 'price' }>) {
  const from = toHalalas(alert.from);
  const percent = Math.round((Number(from - toHalalas(alert.to)) / Number(from)) * 100);
  return { percent: String(percent), now: listingPrice(listing).main.text, cut: percent >= 1 };
}

/** A saved search's e-mail footer and its unsubscribe for that search alone. */
const searchUnsubscribe = (search: { id: number; name: string }, how: SavedSearchFrequency) => ({
  category: savedSearchUnsubscribe(search.id),
  reason:
    how === 'weekly'
      ? words('You receive this because you saved the search “{search}” with weekly e-mails.', { search: search.name })
      : how === 'daily'
        ? words('You receive this because you saved the search “{search}” with daily e-mails.', { search: search.name })
        : words('You receive this because you saved the search “{search}” with instant e-mails.', { search: search.name }),
});

/** "Villa in Hittin (Hittin, Riyadh): 2,500,000 SAR." */
function listedAt(l: AlertListing): Words {
  const values = listingValues(l);
  return l.neighborhood ? words('{title} ({neighborhood}, {city}): {price}.', values) : words('{title} ({city}): {price}.', values);
}

/** "Price reduced 8 %: now 2,300,000 SAR. Villa in Hittin (Hittin, Riyadh)." */
function reducedAt(l: AlertListing, alert: Extract<ListingAlert, { event: 'price' }>): Words {
  const { percent, now, cut } = reduction(l, alert);
  const values = { ...listingValues(l), percent, price: now };
  if (cut)
    return l.neighborhood
      ? words('Price reduced {percent} %: now {price}. {title} ({neighborhood}, {city}).', values)
      : words('Price reduced {percent} %: now {price}. {title} ({city}).', values);
  return l.neighborhood
    ? words('Price reduced: now {price}. {title} ({neighborhood}, {city}).', values)
    : words('Price reduced: now {price}. {title} ({city}).', values);
}

function searchNotice(listing: AlertListing, alert: ListingAlert, search: AnnouncedSearch): Notice {
  const common = {
    category: 'communications',
    link: listingLink(listing.id),
    actionLabel: words('View the listing'),
    // Instant: the e-mail now; daily and weekly: their digest carries it; off: the bell only.
    email: search.frequency === 'instant',
    unsubscribe: searchUnsubscribe(search, 'instant'),
  } as const;
  const matches = words('It matches your saved search “{search}”.', { search: search.name });
  if (alert.event === 'listed')
    return {
      ...common,
      kind: 'saved-search-match',
      title: words('New listing for “{search}”', { search: search.name }),
      paragraphs: [listedAt(listing), matches],
    };
  return {
    ...common,
    kind: 'saved-search-price-drop',
    title: words('Price reduced: {title}', { title: listingTitle(listing) }),
    paragraphs: [reducedAt(listing, alert), matches],
  };
}

/** The listing announced to each saved search just matched: one notice per search. */
export async function tellSavedSearches(
  tx: Db | Tx,
  site: Site,
  listing: AlertListing,
  alert: ListingAlert,
  searches: AnnouncedSearch[],
): Promise<void> {
  await notifyEach(
    tx,
    site,
    searches.map((s) => ({ to: s.owner, notice: searchNotice(listing, alert, s) })),
  );
}

/** A price drop → everyone who keeps the listing as a favourite (but its owner), in the app and under user communications. */
export async function tellFavouriters(
  tx: Db | Tx,
  site: Site,
  listing: AlertListing,
  alert: Extract<ListingAlert, { event: 'price' }>,
): Promise<number> {
  const keepers = await tx
    .select(RECIPIENT_COLUMNS)
    .from(favorites)
    .innerJoin(users, eq(users.id, favorites.userId))
    .where(
      and(
        eq(favorites.propertyId, listing.id),
        isNull(users.deletedAt),
        listing.developerId ? ne(users.id, listing.developerId) : undefined,
      ),
    );
  const { percent, now, cut } = reduction(listing, alert);
  const values = { ...listingValues(listing), percent, price: now };
  const paragraph = cut
    ? listing.neighborhood
      ? words('Price reduced {percent} %: now {price}. {title} ({neighborhood}, {city}) is one of your favourites.', values)
      : words('Price reduced {percent} %: now {price}. {title} ({city}) is one of your favourites.', values)
    : listing.neighborhood
      ? words('Price reduced: now {price}. {title} ({neighborhood}, {city}) is one of your favourites.', values)
      : words('Price reduced: now {price}. {title} ({city}) is one of your favourites.', values);
  await notifyEach(
    tx,
    site,
    keepers.map((to) => ({
      to,
      notice: {
        category: 'communications',
        kind: 'price-drop',
        title: words('Price reduced: {title}', { title: listingTitle(listing) }),
        paragraphs: [paragraph],
        summary: cut ? words('Price reduced {percent} %: now {price}.', values) : words('Price reduced: now {price}.', values),
        link: listingLink(listing.id),
        actionLabel: words('View the listing'),
      },
    })),
  );
  return keepers.length;
}

/** The /buy page with a saved search's filters: the digest's "See all". */
export const buyLink = (filters: Record<string, string>) => {
  const query = new URLSearchParams(filters).toString();
  return query ? `/buy?${query}` : '/buy';
};

/** The daily or weekly digest of one saved search: its newest new listings (up to 10), and a link to see all. */
export async function emailDigest(
  tx: Db | Tx,
  site: Site,
  { search, listings, total }: { search: AnnouncedSearch & { filters: Record<string, string> }; listings: AlertListing[]; total: number },
): Promise<void> {
  const weekly = search.frequency === 'weekly';
  const more = total - listings.length;
  const values = { count: total, search: search.name };
  await notifyEach(tx, site, [
    {
      to: search.owner,
      notice: {
        category: 'communications',
        kind: 'saved-search-digest',
        title: words('{count, plural, one {# new listing} other {# new listings}} for “{search}”', values),
        paragraphs: [
          weekly
            ? words(
                'Your weekly digest: {count, plural, one {# new listing matches} other {# new listings match}} your saved search “{search}”.',
                values,
              )
            : words(
                'Your daily digest: {count, plural, one {# new listing matches} other {# new listings match}} your saved search “{search}”.',
                values,
              ),
          ...listings.map((l) => (locale: Locale) => `${listedAt(l)(locale)} ${siteLink(site, listingLink(l.id), locale)}`),
          ...(more > 0 ? [words('And {count} more.', { count: String(more) })] : []),
        ],
        link: buyLink(search.filters),
        actionLabel: words('See all'),
        // The bell told of each listing when it was announced.
        inApp: false,
        unsubscribe: searchUnsubscribe(search, weekly ? 'weekly' : 'daily'),
      },
    },
  ]);
}
