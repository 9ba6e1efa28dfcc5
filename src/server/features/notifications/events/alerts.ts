import { and, eq, isNull, ne } from 'drizzle-orm';
import { plural } from '../../../../shared/format';
import { listingPrice, listingPriceText, type PricedListing } from '../../../../shared/listing-price';
import { toHalalas } from '../../../../shared/money';
import type { SavedSearchFrequency } from '../../../../shared/schemas/saved-search';
import type { Db, Tx } from '../../../db/client';
import { favorites, users } from '../../../db/schema';
import { siteLink, type Site } from '../../mail/site';
import { notifyEach, type Notice, type Recipient } from '../notify';
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
const place = (l: AlertListing) => (l.neighborhood ? `${l.neighborhood}, ${l.city}` : l.city);

/** "Price reduced 8 %: now 2,300,000 SAR" (the percent of the SAR figure, whole). */
export function priceReduced(listing: AlertListing, alert: Extract<ListingAlert, { event: 'price' }>): string {
  const from = toHalalas(alert.from);
  const percent = Math.round((Number(from - toHalalas(alert.to)) / Number(from)) * 100);
  return `Price reduced${percent >= 1 ? ` ${percent} %` : ''}: now ${listingPrice(listing).main.text}`;
}

/** A saved search's e-mail footer and its unsubscribe for that search alone. */
const searchUnsubscribe = (search: { id: number; name: string }, how: string) => ({
  category: savedSearchUnsubscribe(search.id),
  reason: `You receive this because you saved the search “${search.name}” with ${how} e-mails.`,
});

function searchNotice(listing: AlertListing, alert: ListingAlert, search: AnnouncedSearch): Notice {
  const where = `${listing.title} (${place(listing)})`;
  const common = {
    category: 'communications',
    link: listingLink(listing.id),
    actionLabel: 'View the listing',
    // Instant: the e-mail now; daily and weekly: their digest carries it; off: the bell only.
    email: search.frequency === 'instant',
    unsubscribe: searchUnsubscribe(search, 'instant'),
  } as const;
  if (alert.event === 'listed')
    return {
      ...common,
      kind: 'saved-search-match',
      title: `New listing for “${search.name}”`,
      paragraphs: [`${where}: ${listingPriceText(listing)}.`, `It matches your saved search “${search.name}”.`],
    };
  return {
    ...common,
    kind: 'saved-search-price-drop',
    title: `Price reduced: ${listing.title}`,
    paragraphs: [`${priceReduced(listing, alert)}. ${where}.`, `It matches your saved search “${search.name}”.`],
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
  const reduced = priceReduced(listing, alert);
  await notifyEach(
    tx,
    site,
    keepers.map((to) => ({
      to,
      notice: {
        category: 'communications',
        kind: 'price-drop',
        title: `Price reduced: ${listing.title}`,
        paragraphs: [`${reduced}. ${listing.title} (${place(listing)}) is one of your favourites.`],
        summary: `${reduced}.`,
        link: listingLink(listing.id),
        actionLabel: 'View the listing',
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
  const how = search.frequency === 'weekly' ? 'weekly' : 'daily';
  const count = plural(total, 'new listing', 'new listings');
  const more = total - listings.length;
  await notifyEach(tx, site, [
    {
      to: search.owner,
      notice: {
        category: 'communications',
        kind: 'saved-search-digest',
        title: `${count} for “${search.name}”`,
        paragraphs: [
          `Your ${how} digest: ${count} ${total === 1 ? 'matches' : 'match'} your saved search “${search.name}”.`,
          ...listings.map((l) => `${l.title} (${place(l)}): ${listingPriceText(l)}. ${siteLink(site, listingLink(l.id))}`),
          ...(more > 0 ? [`And ${more} more.`] : []),
        ],
        link: buyLink(search.filters),
        actionLabel: 'See all',
        // The bell told of each listing when it was announced.
        inApp: false,
        unsubscribe: searchUnsubscribe(search, how),
      },
    },
  ]);
}
