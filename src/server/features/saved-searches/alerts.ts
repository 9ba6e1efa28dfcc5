import { eq, sql, type SQL } from 'drizzle-orm';
import type { SavedSearchFrequency } from '../../../shared/schemas/saved-search';
import { rowsOf, type Db, type Tx } from '../../db/client';
import { properties } from '../../db/schema';
import type { Job } from '../../jobs/worker';
import type { Site } from '../mail/site';
import { tellFavouriters, tellSavedSearches, type AlertListing, type AnnouncedSearch } from '../notifications/events/alerts';
import type { ListingAlert } from '../notifications/events/listings';
import { amenityMask } from '../properties/search';
import { onMarket } from '../properties/visibility';

// The alert job (docs/product.md#alerts): a listing that became active, or whose price dropped, is
// matched against every saved search in one indexed statement over their parsed columns
// (filters.ts) — never by loading the searches — and announced to each search once per event (the
// primary key of saved_search_matches), whatever the retries or the number of workers.

/** The listing as the matcher and the notices read it: its facts, and its amenity mask (search.ts). */
const alertColumns = {
  id: properties.id,
  title: properties.title,
  titleAr: properties.titleAr,
  status: properties.status,
  developerId: properties.developerId,
  city: properties.city,
  neighborhood: properties.neighborhood,
  address: properties.address,
  propertyType: properties.propertyType,
  price: properties.price,
  currency: properties.currency,
  rentPeriod: properties.rentPeriod,
  rentPrice: properties.rentPrice,
  priceSar: properties.priceSar,
  yearlyRentSar: properties.yearlyRentSar,
  area: properties.area,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  parking: properties.parking,
  yearBuilt: properties.yearBuilt,
  forSale: properties.forSale,
  forRent: properties.forRent,
  mask: sql<number>`${amenityMask}`.mapWith(Number),
  /** Active with its ad licence (if any) in force, at the statement's time: what the search finds. */
  onMarket: sql<boolean>`${onMarket()}`.mapWith(Boolean),
};

export type MatchedListing = AlertListing & {
  status: string;
  address: string | null;
  propertyType: string;
  area: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  parking: number | null;
  yearBuilt: number | null;
  forSale: boolean;
  forRent: boolean;
  mask: number;
  onMarket: boolean;
};

export async function loadAlertListing(db: Db | Tx, id: number): Promise<MatchedListing | undefined> {
  const [row] = await db.select(alertColumns).from(properties).where(eq(properties.id, id)).limit(1);
  return row;
}

/**
 * The saved searches (`s`) the listing matches, as a condition: the search's filters read the way
 * GET /api/properties reads them (search.ts, searchFilters), with the listing's values as constants.
 * An absent filter is '' or null and matches anything; a filter on a value the listing lacks (no
 * area, no bedrooms) matches nothing, as in the search. The first three terms are the key of
 * saved_searches_match_idx: at most 2 × 2 × 2 index probes, whatever the number of searches.
 * Not the owner's own searches, nor those of an erased account.
 */
export function searchesMatching(l: MatchedListing): SQL {
  const price = sql`(case when s.rent_mode then ${l.yearlyRentSar}::numeric else ${l.priceSar}::numeric end)`;
  const text = (v: string | null) => sql`${v}::text`;
  return sql`s.city_key in ('', lower(${l.city}::text))
    and s.property_type in ('', ${l.propertyType}::text)
    and s.rent_mode in (false, ${l.forRent}::boolean)
    and s.user_id is distinct from ${l.developerId}::text
    and (s.min_price is null or s.min_price <= ${price})
    and (s.max_price is null or s.max_price >= ${price})
    and (s.min_area is null or s.min_area <= ${l.area}::numeric)
    and (s.max_area is null or s.max_area >= ${l.area}::numeric)
    and (s.bedrooms is null or s.bedrooms <= ${l.bedrooms}::int)
    and (s.bathrooms is null or s.bathrooms <= ${l.bathrooms}::int)
    and (s.parking is null or s.parking <= ${l.parking}::int)
    and (s.year_built is null or s.year_built <= ${l.yearBuilt}::int)
    and (s.feature_mask & ${l.mask}::int) = s.feature_mask
    and (not s.for_sale or ${l.forSale}::boolean)
    and (not s.for_rent or ${l.forRent}::boolean)
    and (s.neighborhood_patterns is null or exists (select 1 from unnest(s.neighborhood_patterns) p where ${text(l.neighborhood)} ilike p))
    and (s.keyword_patterns is null or s.keyword_city = lower(${l.city}::text) or exists (select 1 from unnest(s.keyword_patterns) p
      where ${text(l.neighborhood)} ilike p or ${text(l.title)} ilike p or ${text(l.address)} ilike p or ${text(l.titleAr)} ilike p))
    and (s.listing_number is null or s.listing_number = ${l.id}::int)
    and exists (select 1 from users u where u.id = s.user_id and u.deleted_at is null)`;
}

/** The event key of an alert: a listing is announced to a search once per key. */
export const eventKey = (alert: ListingAlert) => (alert.event === 'listed' ? 'listed' : `price:${alert.to}`);

type AnnouncedRow = {
  id: string | number;
  name: string;
  frequency: SavedSearchFrequency;
  user_id: string;
  email: string;
  first_name: string | null;
  email_communications: boolean;
  email_notifications: boolean;
  email_marketing: boolean;
};

/**
 * One statement: records the listing as announced to every saved search it matches that has not
 * had this event yet, and answers those searches with their owners (the rows actually inserted).
 */
export async function announceToSearches(tx: Db | Tx, listing: MatchedListing, event: string): Promise<AnnouncedSearch[]> {
  const result = await tx.execute(sql`
    with announced as (
      insert into saved_search_matches (saved_search_id, property_id, event)
      select s.id, ${listing.id}::int, ${event}::text from saved_searches s where ${searchesMatching(listing)}
      on conflict do nothing
      returning saved_search_id
    )
    select s.id, s.name, s.frequency, u.id as user_id, u.email, u.first_name, u.email_communications, u.email_notifications, u.email_marketing
    from announced a join saved_searches s on s.id = a.saved_search_id join users u on u.id = s.user_id
    order by s.id`);
  return rowsOf<AnnouncedRow>(result).map((r) => ({
    id: Number(r.id),
    name: r.name,
    frequency: r.frequency,
    owner: {
      id: r.user_id,
      email: r.email,
      firstName: r.first_name,
      deletedAt: null,
      emailCommunications: r.email_communications,
      emailNotifications: r.email_notifications,
      emailMarketing: r.email_marketing,
    },
  }));
}

/**
 * Runs one alert: in one transaction, the matches recorded and their notices written (and on a price
 * drop the favouriters told), so a retry after a failure starts clean. An alert about a listing no
 * longer on the market (not active, or its ad licence run out), or a price drop since overtaken by
 * another change, has nothing to say.
 */
export async function runListingAlert(db: Db, site: Site, alert: ListingAlert): Promise<{ searches: number; favouriters: number }> {
  return db.transaction(async (tx) => {
    const listing = await loadAlertListing(tx, alert.propertyId);
    if (!listing?.onMarket) return { searches: 0, favouriters: 0 };
    if (alert.event === 'price' && (alert.basis === 'sale' ? listing.priceSar : listing.yearlyRentSar) !== alert.to)
      return { searches: 0, favouriters: 0 };
    const searches = await announceToSearches(tx, listing, eventKey(alert));
    await tellSavedSearches(tx, site, listing, alert, searches);
    const favouriters = alert.event === 'price' ? await tellFavouriters(tx, site, listing, alert) : 0;
    return { searches: searches.length, favouriters };
  });
}

/** The worker's handler of LISTING_ALERT_JOB. */
export const listingAlertJob =
  ({ db, site }: { db: Db; site: Site }) =>
  async (job: Job): Promise<void> => {
    await runListingAlert(db, site, job.payload as ListingAlert);
  };
