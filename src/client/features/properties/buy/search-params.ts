import {
  PAGINATION,
  PROPERTY_SORTS,
  SEARCH_AMENITIES,
  SEARCH_AMENITY_LABELS,
  type PropertySort,
  type SearchAmenity,
} from '@shared/constants';
import { formatNumber } from '@shared/format';
import type { MapQuery, SearchQuery } from '../api/search';
import { priceUnit } from '@client/components/price-bands';
import { msg, t } from '@client/lib/i18n';

// The Buy page's whole state lives in the URL query (filters, sort, page, view), so reload, Back and
// shared links reproduce a search. This module parses and writes that query.

import type { SearchMode } from '@client/components/buy-rent-toggle';

export type { SearchMode };
export type ViewMode = 'grid' | 'map';

export interface BuyFilters {
  mode: SearchMode;
  /** The keyword box: a part of a neighbourhood, title or address, or "#59" for listing 59. */
  q: string;
  city: string;
  propertyType: string;
  minPrice: number | null;
  maxPrice: number | null;
  neighborhood: string;
  bedrooms: number | null;
  bathrooms: number | null;
  parking: number | null;
  yearBuilt: number | null;
  minArea: number | null;
  maxArea: number | null;
  furnished: boolean;
  amenities: SearchAmenity[];
}

export interface BuyState extends BuyFilters {
  sort: PropertySort;
  page: number;
  view: ViewMode;
}

export const EMPTY_FILTERS: BuyFilters = {
  mode: 'buy',
  q: '',
  city: '',
  propertyType: '',
  minPrice: null,
  maxPrice: null,
  neighborhood: '',
  bedrooms: null,
  bathrooms: null,
  parking: null,
  yearBuilt: null,
  minArea: null,
  maxArea: null,
  furnished: false,
  amenities: [],
};

/** The sorts' names (translate with t()). */
export const SORT_LABELS: Record<PropertySort, string> = {
  newest: msg('Newest'),
  price_asc: msg('Price: Low to High'),
  price_desc: msg('Price: High to Low'),
  area_desc: msg('Largest Area'),
};

const NUMERIC_KEYS = ['minPrice', 'maxPrice', 'bedrooms', 'bathrooms', 'parking', 'yearBuilt', 'minArea', 'maxArea'] as const;
type NumericKey = (typeof NUMERIC_KEYS)[number];

/** Numeric filters are whole numbers, a fraction cut off; anything else counts as absent (docs/product.md#listings). */
export function parseIntParam(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim().replace(/,/g, '');
  if (!/^\d+(\.\d*)?$/.test(trimmed)) return null;
  const n = Number.parseInt(trimmed, 10);
  return Number.isSafeInteger(n) ? n : null;
}

type Ranges = Pick<BuyFilters, 'minPrice' | 'maxPrice' | 'minArea' | 'maxArea'>;
const reversed = (min: number | null, max: number | null) => min !== null && max !== null && min > max;

/** A range given the wrong way round (a minimum above its maximum) means the range between them: its ends swap. */
export function inOrder<T extends Ranges>(f: T): T {
  let out = f;
  if (reversed(f.minPrice, f.maxPrice)) out = { ...out, minPrice: f.maxPrice, maxPrice: f.minPrice };
  if (reversed(f.minArea, f.maxArea)) out = { ...out, minArea: f.maxArea, maxArea: f.minArea };
  return out;
}

export function parseBuyState(search: string): BuyState {
  const q = new URLSearchParams(search);
  const text = (key: string) => (q.get(key) ?? '').trim();
  const numeric = Object.fromEntries(NUMERIC_KEYS.map((k) => [k, parseIntParam(q.get(k))])) as Record<NumericKey, number | null>;
  const amenities = [
    ...new Set(
      text('amenities')
        .split(',')
        .map((s) => s.trim()),
    ),
  ].filter((a): a is SearchAmenity => (SEARCH_AMENITIES as readonly string[]).includes(a));
  const sort = text('sort');
  const page = parseIntParam(q.get('page'));
  return inOrder({
    ...EMPTY_FILTERS,
    ...numeric,
    // Rent only when the URL asks for rentals and not for sales; Buy otherwise (the default).
    mode: q.get('forRent') === 'true' && q.get('forSale') !== 'true' ? 'rent' : 'buy',
    q: text('q'),
    city: text('city'),
    propertyType: text('propertyType'),
    neighborhood: text('neighborhood'),
    furnished: q.get('furnished') === 'true',
    amenities,
    sort: (PROPERTY_SORTS as readonly string[]).includes(sort) ? (sort as PropertySort) : 'newest',
    page: page && page > 0 ? page : 1,
    view: q.get('view') === 'map' ? 'map' : 'grid',
  });
}

/** The URL query of a state: empty values omitted; defaults (newest, page 1, grid) left out. */
export function buySearchString(state: BuyState): string {
  const q = new URLSearchParams();
  q.set('forSale', String(state.mode === 'buy'));
  q.set('forRent', String(state.mode === 'rent'));
  if (state.q) q.set('q', state.q);
  if (state.city) q.set('city', state.city);
  if (state.propertyType) q.set('propertyType', state.propertyType);
  if (state.neighborhood) q.set('neighborhood', state.neighborhood);
  for (const key of NUMERIC_KEYS) {
    const value = state[key];
    if (value !== null) q.set(key, String(value));
  }
  if (state.amenities.length) q.set('amenities', state.amenities.join(','));
  if (state.furnished) q.set('furnished', 'true');
  if (state.sort !== 'newest') q.set('sort', state.sort);
  if (state.page > 1) q.set('page', String(state.page));
  if (state.view !== 'grid') q.set('view', state.view);
  return `?${q.toString()}`;
}

const asBoolean = (on: boolean): 'true' | 'false' => (on ? 'true' : 'false');
const asDecimal = (value: number | null) => (value === null ? undefined : String(value));
const asCount = (value: number | null) => value ?? undefined;

/** What GET /api/properties/map receives: the filters (empty left out) and the sort; the map has no pages. */
export function mapQuery(state: BuyState): MapQuery {
  return {
    forSale: asBoolean(state.mode === 'buy'),
    forRent: asBoolean(state.mode === 'rent'),
    sort: state.sort,
    q: state.q || undefined,
    city: state.city || undefined,
    propertyType: (state.propertyType || undefined) as MapQuery['propertyType'],
    neighborhood: state.neighborhood || undefined,
    minPrice: asDecimal(state.minPrice),
    maxPrice: asDecimal(state.maxPrice),
    minArea: asDecimal(state.minArea),
    maxArea: asDecimal(state.maxArea),
    bedrooms: asCount(state.bedrooms),
    bathrooms: asCount(state.bathrooms),
    parking: asCount(state.parking),
    yearBuilt: asCount(state.yearBuilt),
    amenities: state.amenities.length ? state.amenities.join(',') : undefined,
    // Furnished is always sent, true or false (false restricts nothing).
    furnished: asBoolean(state.furnished),
  };
}

/** What GET /api/properties receives: the map's query plus the page and the page size. */
export function apiQuery(state: BuyState): SearchQuery {
  return { ...mapQuery(state), page: state.page, pageSize: PAGINATION.defaultPageSize };
}

export const capitalize = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** A property type's name in the page's language ("villa" → "Villa", "فيلا"; the shared names catalog). */
export const typeName = (type: string) => t(capitalize(type));

/** "3+ BR", "2+ BA", "No parking", "1+ spaces": the rooms and parking filters' values. */
export const bedroomsLabel = (count: number) => t('{count}+ BR', { count });
export const bathroomsLabel = (count: number) => t('{count}+ BA', { count });
export const parkingLabel = (count: number) => (count === 0 ? t('No parking') : t('{count}+ spaces', { count }));

export interface FilterChip {
  /** What the chip says, and what its × button removes ('Remove {label}'). */
  label: string;
  /** The state without this filter. */
  without: (state: BuyState) => BuyState;
}

const clear =
  (patch: Partial<BuyFilters>) =>
  (state: BuyState): BuyState => ({ ...state, ...patch, page: 1 });

/** The active filters as removable chips (the Buy/Rent mode is not a chip: it always has a value). */
export function activeFilterChips(f: BuyFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  // In Rent mode prices are rents for a year (docs/product.md#listings).
  if (f.q) chips.push({ label: t('Keyword: {keyword}', { keyword: f.q }), without: clear({ q: '' }) });
  if (f.city) chips.push({ label: t('City: {city}', { city: t(f.city) }), without: clear({ city: '' }) });
  if (f.propertyType) chips.push({ label: t('Type: {type}', { type: typeName(f.propertyType) }), without: clear({ propertyType: '' }) });
  const unit = priceUnit(f.mode);
  if (f.minPrice !== null) {
    chips.push({ label: t('Min price: {amount} {unit}', { amount: formatNumber(f.minPrice), unit }), without: clear({ minPrice: null }) });
  }
  if (f.maxPrice !== null) {
    chips.push({ label: t('Max price: {amount} {unit}', { amount: formatNumber(f.maxPrice), unit }), without: clear({ maxPrice: null }) });
  }
  if (f.neighborhood) {
    chips.push({ label: t('Neighborhood: {neighborhood}', { neighborhood: t(f.neighborhood) }), without: clear({ neighborhood: '' }) });
  }
  if (f.bedrooms !== null) chips.push({ label: bedroomsLabel(f.bedrooms), without: clear({ bedrooms: null }) });
  if (f.bathrooms !== null) chips.push({ label: bathroomsLabel(f.bathrooms), without: clear({ bathrooms: null }) });
  if (f.parking !== null) chips.push({ label: parkingLabel(f.parking), without: clear({ parking: null }) });
  if (f.yearBuilt !== null) chips.push({ label: t('Built {year} or later', { year: f.yearBuilt }), without: clear({ yearBuilt: null }) });
  if (f.minArea !== null) {
    chips.push({ label: t('Min area: {area} sqm', { area: formatNumber(f.minArea) }), without: clear({ minArea: null }) });
  }
  if (f.maxArea !== null) {
    chips.push({ label: t('Max area: {area} sqm', { area: formatNumber(f.maxArea) }), without: clear({ maxArea: null }) });
  }
  if (f.furnished) chips.push({ label: t('Furnished'), without: clear({ furnished: false }) });
  for (const amenity of f.amenities) {
    chips.push({
      label: t(SEARCH_AMENITY_LABELS[amenity]),
      without: (state) => ({ ...state, amenities: state.amenities.filter((a) => a !== amenity), page: 1 }),
    });
  }
  return chips;
}
