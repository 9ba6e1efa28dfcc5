import { YEAR_BUILT_MIN, YEAR_BUILT_SEARCH_MAX } from '@shared/constants';
import { priceBandOf, priceBandsFor } from '@client/components/price-bands';
import { EMPTY_FILTERS, inOrder, parseIntParam, type BuyFilters, type SearchMode } from './search-params';

// The search forms' draft (docs/product.md#buy-page-and-map): what the fields hold until Search,
// Apply Filters or "Show {n} properties" makes it the search in force. Typed numbers stay text (as
// typed) and become whole numbers, or nothing, when the draft is read as filters.

export interface FilterDraft {
  mode: SearchMode;
  q: string;
  /** '' is every city (and '' every type). */
  city: string;
  propertyType: string;
  minPrice: string;
  maxPrice: string;
  neighborhood: string;
  bedrooms: number | null;
  bathrooms: number | null;
  parking: number | null;
  yearBuilt: string;
  minArea: string;
  maxArea: string;
  furnished: boolean;
  amenities: BuyFilters['amenities'];
}

/** The filters of the Advanced dialog (the rest are the panel's basic fields). */
export const ADVANCED_KEYS = [
  'neighborhood',
  'bedrooms',
  'bathrooms',
  'parking',
  'yearBuilt',
  'minArea',
  'maxArea',
  'furnished',
  'amenities',
] as const;
export type AdvancedFilters = Pick<BuyFilters, (typeof ADVANCED_KEYS)[number]>;

const toText = (n: number | null) => (n === null ? '' : String(n));

export function draftOf(f: BuyFilters): FilterDraft {
  return {
    mode: f.mode,
    q: f.q,
    city: f.city,
    propertyType: f.propertyType,
    minPrice: toText(f.minPrice),
    maxPrice: toText(f.maxPrice),
    neighborhood: f.neighborhood,
    bedrooms: f.bedrooms,
    bathrooms: f.bathrooms,
    parking: f.parking,
    yearBuilt: toText(f.yearBuilt),
    minArea: toText(f.minArea),
    maxArea: toText(f.maxArea),
    furnished: f.furnished,
    amenities: f.amenities,
  };
}

/** The draft as filters: text trimmed, numbers whole (or absent), a year held to 1900–2030, reversed ranges swapped. */
export function filtersOf(d: FilterDraft): BuyFilters {
  const year = parseIntParam(d.yearBuilt);
  return inOrder({
    ...d,
    q: d.q.trim(),
    neighborhood: d.neighborhood.trim(),
    minPrice: parseIntParam(d.minPrice),
    maxPrice: parseIntParam(d.maxPrice),
    yearBuilt: year === null ? null : Math.min(YEAR_BUILT_SEARCH_MAX, Math.max(YEAR_BUILT_MIN, year)),
    minArea: parseIntParam(d.minArea),
    maxArea: parseIntParam(d.maxArea),
  });
}

export function advancedOf(f: AdvancedFilters): AdvancedFilters {
  return Object.fromEntries(ADVANCED_KEYS.map((k) => [k, f[k]])) as unknown as AdvancedFilters;
}

const FILTER_KEYS = Object.keys(EMPTY_FILTERS) as Array<keyof BuyFilters>;

/** One string per search (the filters only: not the sort, page or view): filters that search alike give the same key. */
export function filtersKey(f: BuyFilters): string {
  return JSON.stringify(FILTER_KEYS.map((k) => (k === 'amenities' ? [...f.amenities].sort() : f[k])));
}

/** The draft's prices seen as one of its mode's bands, if they make one. */
export const draftBand = (d: FilterDraft) => priceBandOf(d.mode, parseIntParam(d.minPrice), parseIntParam(d.maxPrice));

/** Prices that make a band of one mode mean nothing in the other (a sale price is not a year's rent): they go; typed prices stay. */
export function withMode<T extends Pick<BuyFilters, 'mode' | 'minPrice' | 'maxPrice'>>(f: T, mode: SearchMode): T {
  if (mode === f.mode) return f;
  return priceBandOf(f.mode, f.minPrice, f.maxPrice) ? { ...f, mode, minPrice: null, maxPrice: null } : { ...f, mode };
}

export function draftWithMode(d: FilterDraft, mode: SearchMode): FilterDraft {
  if (mode === d.mode) return d;
  return draftBand(d) ? { ...d, mode, minPrice: '', maxPrice: '' } : { ...d, mode };
}

/** The prices of the band `id` of the draft's mode (an unknown id changes nothing). */
export function draftWithBand(d: FilterDraft, id: string): FilterDraft {
  const band = priceBandsFor(d.mode).find((b) => b.id === id);
  return band ? { ...d, minPrice: toText(band.min), maxPrice: toText(band.max) } : d;
}

/** No price band: both prices emptied. */
export const draftWithoutPrices = (d: FilterDraft): FilterDraft => ({ ...d, minPrice: '', maxPrice: '' });

const EMPTY_DRAFT = draftOf(EMPTY_FILTERS);

/** Every filter cleared; the mode stays. */
export const draftCleared = (d: FilterDraft): FilterDraft => ({ ...EMPTY_DRAFT, mode: d.mode });
