import { SEARCH_AMENITIES, SEARCH_AMENITY_LABELS, type PropertyType, type SearchAmenity } from '@shared/constants';
import { formatNumber } from '@shared/format';
import { SAVED_SEARCH_NAME_MAX, type SavedSearchFrequency } from '@shared/schemas/saved-search';
import type { SearchMode } from '@client/components/buy-rent-toggle';
import { priceRangeSummary, shortAmount } from '@client/components/price-bands';
import { locale, msg, t } from '@client/lib/i18n';

// What the app says about a saved search (docs/product.md#saved-searches): the name it suggests from
// the filters ("Villas in Riyadh under 3M"), the one-line summary of its filters on the Saved page,
// its frequency, and where Run leads. The filters are /buy's query as the URL holds it (key → text),
// so this reads them as /buy does, whoever calls it (the Buy page, or the Saved page). All of it in
// the page's language; the words of the frequencies are English marked for the catalogs: t(label).

/** /buy's query values as a saved search holds them: `{ forSale: 'true', city: 'Riyadh', propertyType: 'villa' }`. */
export type SavedFilters = Record<string, string>;

/** The frequencies in the order offered, with what each means. */
export const FREQUENCY_CHOICES: ReadonlyArray<{ value: SavedSearchFrequency; label: string; help: string }> = [
  { value: 'instant', label: msg('Instant'), help: msg('An e-mail as soon as a new listing matches.') },
  { value: 'daily', label: msg('Daily'), help: msg('One e-mail a day with the day’s new matches.') },
  { value: 'weekly', label: msg('Weekly'), help: msg('One e-mail a week with the week’s new matches.') },
  { value: 'off', label: msg('Off'), help: msg('No e-mails. New matches still show in your notifications.') },
];

/** The frequency as the Saved page lists it. */
export const FREQUENCY_SUMMARY: Record<SavedSearchFrequency, string> = {
  instant: msg('Instant e-mails'),
  daily: msg('Daily e-mail'),
  weekly: msg('Weekly e-mail'),
  off: msg('No e-mails'),
};

/** A property type in the plural, as a sentence names many: "villas", "commercial properties" (say it with t()). */
export const TYPE_PLURALS: Record<PropertyType, string> = {
  apartment: msg('apartments'),
  villa: msg('villas'),
  commercial: msg('commercial properties'),
  office: msg('offices'),
  land: msg('land'),
  warehouse: msg('warehouses'),
};

const capitalize = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);
const text = (filters: SavedFilters, key: string) => (filters[key] ?? '').trim();

/** A number filter, or null. Saved filters passed the search's own schema: whole numbers, or decimal prices. */
function count(filters: SavedFilters, key: string): number | null {
  const value = text(filters, key);
  return value !== '' && Number.isFinite(Number(value)) ? Math.trunc(Number(value)) : null;
}

/** Rent only when the search asks for rentals and not for sales; Buy otherwise (as /buy reads its URL). */
export const modeOf = (filters: SavedFilters): SearchMode => (filters.forRent === 'true' && filters.forSale !== 'true' ? 'rent' : 'buy');

const range = (filters: SavedFilters, minKey: string, maxKey: string) => [count(filters, minKey), count(filters, maxKey)] as const;

/** The price in a name: "1M - 2M", "5M+", "under 3M"; rents "60K - 100K / year". */
function namePrice(filters: SavedFilters): string | null {
  const [min, max] = range(filters, 'minPrice', 'maxPrice');
  const low = min === 0 ? null : min;
  const words =
    low !== null && max !== null
      ? t('{min} - {max}', { min: shortAmount(low), max: shortAmount(max) })
      : low !== null
        ? t('{min}+', { min: shortAmount(low) })
        : max !== null
          ? t('under {max}', { max: shortAmount(max) })
          : null;
  return words && modeOf(filters) === 'rent' ? t('{price} / year', { price: words }) : words;
}

/** "Al Malqa, Riyadh", "Riyadh", or null (our names of places in the page's language, others as typed). */
function place(filters: SavedFilters): string | null {
  const [neighborhood, city] = [text(filters, 'neighborhood'), text(filters, 'city')].map((name) => (name ? t(name) : ''));
  if (neighborhood && city) return t('{neighborhood}, {city}', { neighborhood, city });
  return neighborhood || city || null;
}

/**
 * The name suggested for a search: what it is, where, for how much. "Villas in Riyadh under 3M",
 * "Apartments for rent in Jeddah", "Properties in Al Malqa", "Land in Tabuk 1M - 2M",
 * "Furnished 3+ bedroom apartments for rent in Jeddah 60K - 100K / year" ("شقق مفروشة 3+ غرف نوم
 * للإيجار في العليا، الرياض …": Arabic names the type first). At most the name's length.
 */
export function suggestSearchName(filters: SavedFilters): string {
  const type = text(filters, 'propertyType') as PropertyType;
  const bedrooms = count(filters, 'bedrooms');
  const furnished = filters.furnished === 'true' ? t('furnished') : null;
  const rooms = bedrooms ? t('{count}+ bedroom', { count: formatNumber(bedrooms) }) : null;
  const what = t(TYPE_PLURALS[type] ?? msg('properties'));
  const subject = locale === 'ar' ? [what, furnished, rooms] : [furnished, rooms, what];
  const keyword = text(filters, 'q');
  const where = place(filters);
  const name = [
    capitalize(subject.filter(Boolean).join(' ')),
    modeOf(filters) === 'rent' ? t('for rent') : null,
    keyword ? t('matching “{keyword}”', { keyword }) : null,
    where ? t('in {place}', { place: where }) : null,
    namePrice(filters),
  ]
    .filter(Boolean)
    .join(' ');
  return name.length > SAVED_SEARCH_NAME_MAX ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…` : name;
}

/** The price in the summary, as /buy's phone bar says it (priceRangeSummary). */
function summaryPrice(filters: SavedFilters, mode: SearchMode): string | null {
  const [min, max] = range(filters, 'minPrice', 'maxPrice');
  return priceRangeSummary(mode, min, max);
}

function summaryArea(filters: SavedFilters): string | null {
  const [min, max] = range(filters, 'minArea', 'maxArea');
  if (min !== null && max !== null) return t('{min} - {max} sqm', { min: formatNumber(min), max: formatNumber(max) });
  if (min !== null) return t('From {min} sqm', { min: formatNumber(min) });
  if (max !== null) return t('Up to {max} sqm', { max: formatNumber(max) });
  return null;
}

/**
 * Every filter of a saved search in one line, in /buy's words:
 * "For sale · Riyadh · Villa · 1M - 2M SAR · 3+ BR · Pool".
 */
export function searchSummary(filters: SavedFilters): string {
  const mode = modeOf(filters);
  const keyword = text(filters, 'q');
  const type = text(filters, 'propertyType');
  const bedrooms = count(filters, 'bedrooms');
  const bathrooms = count(filters, 'bathrooms');
  const parking = count(filters, 'parking');
  const yearBuilt = count(filters, 'yearBuilt');
  const amenities = text(filters, 'amenities')
    .split(',')
    .map((a) => a.trim())
    .filter((a): a is SearchAmenity => (SEARCH_AMENITIES as readonly string[]).includes(a));
  return [
    mode === 'rent' ? t('For rent') : t('For sale'),
    keyword ? t('“{keyword}”', { keyword }) : null,
    place(filters),
    type ? t(capitalize(type)) : null,
    summaryPrice(filters, mode),
    bedrooms !== null ? t('{count}+ BR', { count: bedrooms }) : null,
    bathrooms !== null ? t('{count}+ BA', { count: bathrooms }) : null,
    parking === null ? null : parking === 0 ? t('No parking') : t('{count}+ spaces', { count: parking }),
    yearBuilt !== null ? t('Built {year} or later', { year: yearBuilt }) : null,
    summaryArea(filters),
    filters.furnished === 'true' ? t('Furnished') : null,
    ...[...new Set(amenities)].map((a) => t(SEARCH_AMENITY_LABELS[a])),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Where Run leads: /buy with the search's filters in its URL. */
export function searchUrl(filters: SavedFilters): string {
  const query = new URLSearchParams(filters).toString();
  return query ? `/buy?${query}` : '/buy';
}

/** "12 matches", "1 match", "200+ matches". */
export function matchesLabel(matchCount: number, capped: boolean): string {
  if (capped) return t('{count}+ matches', { count: formatNumber(matchCount) });
  return t('{count, plural, one {# match} other {# matches}}', { count: matchCount });
}
