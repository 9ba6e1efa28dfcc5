import { sql, type SQL } from 'drizzle-orm';
import { MAX_ID } from '../../../shared/constants';
import { propertyMapQuerySchema, type PropertyMapQuery } from '../../../shared/schemas/property-search';
import { containsPattern } from '../../db/like';
import type { savedSearches } from '../../db/schema';
import { cityNamed, spellingsOf } from '../properties/arabic-names';
import { listingNumber } from '../properties/keyword';
import { isRentMode, masksWithAll } from '../properties/search';

// A saved search's filters as the matcher reads them (the parsed columns of `saved_searches`): each
// one exactly as the listing search interprets it (src/server/features/properties/search.ts,
// searchFilters), so "this new listing matches that search" agrees with "the listing is in that
// search's results".

type MatchColumns = { cityKey: string | SQL } & Pick<
  typeof savedSearches.$inferInsert,
  | 'propertyType'
  | 'rentMode'
  | 'minPrice'
  | 'maxPrice'
  | 'minArea'
  | 'maxArea'
  | 'bedrooms'
  | 'bathrooms'
  | 'parking'
  | 'yearBuilt'
  | 'featureMask'
  | 'forSale'
  | 'forRent'
  | 'neighborhoodPatterns'
  | 'keywordPatterns'
  | 'keywordCity'
  | 'listingNumber'
>;

/** A listing number no listing has: "#99999999999" finds nothing in the search, and matches nothing here. */
const NO_LISTING = 0;

/** The filters (already checked by savedFiltersSchema) as the search reads them. */
export const searchQueryOf = (filters: Record<string, string>): PropertyMapQuery => propertyMapQuerySchema.parse(filters);

/** The parsed columns of a saved search with these filters (the search's own reading of them). */
export function matchColumns(filters: Record<string, string>): MatchColumns {
  const q = searchQueryOf(filters);
  // Furnished counts like an amenity: a bit of the same mask (search.ts, amenityMask).
  const features = [...(q.amenities ?? []), ...(q.furnished === 'true' ? ['furnished' as const] : [])];
  const keywordNumber = q.q ? listingNumber(q.q) : null;
  return {
    // lower() of PostgreSQL, as the search compares `lower(city) = lower($city)`, an Arabic name
    // ("الرياض") read as the English one the listings are stored under.
    cityKey: q.city ? sql`lower(${cityNamed(q.city) ?? q.city})` : '',
    propertyType: q.propertyType ?? '',
    rentMode: isRentMode(q),
    minPrice: q.minPrice ?? null,
    maxPrice: q.maxPrice ?? null,
    minArea: q.minArea ?? null,
    maxArea: q.maxArea ?? null,
    // Counts of 0 ask for nothing (search.ts); a year of 0 is still a filter (a year must be known).
    bedrooms: q.bedrooms || null,
    bathrooms: q.bathrooms || null,
    parking: q.parking || null,
    yearBuilt: q.yearBuilt ?? null,
    // The smallest mask with every required bit is the required bits themselves.
    featureMask: features.length > 0 ? masksWithAll(features)[0] : 0,
    forSale: q.forSale === 'true',
    forRent: q.forRent === 'true',
    // A text is looked for as typed and, an Arabic name of ours, as its English names (search.ts, spellingsOf).
    neighborhoodPatterns: q.neighborhood ? spellingsOf(q.neighborhood).map(containsPattern) : null,
    keywordPatterns: q.q && keywordNumber === null ? spellingsOf(q.q).map(containsPattern) : null,
    // A keyword that names a city finds that city's listings too (search.ts, keywordFilter).
    keywordCity: q.q && keywordNumber === null ? (cityNamed(q.q)?.toLowerCase() ?? '') : '',
    listingNumber: keywordNumber === null ? null : keywordNumber <= MAX_ID ? keywordNumber : NO_LISTING,
  };
}
