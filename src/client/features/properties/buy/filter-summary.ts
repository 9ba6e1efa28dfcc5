import { formatNumber, plural } from '@shared/format';
import { priceRangeSummary } from '@client/components/price-bands';
import { advancedOf } from './search-draft';
import { activeFilterChips, capitalize, EMPTY_FILTERS, type BuyFilters } from './search-params';

// What the Buy page says about a search (docs/product.md#buy-page-and-map): the phone bar's one-line
// summary ("Riyadh · Villa · 1M - 2M SAR · 3+ BR"), and the counts of matches.

/** A count of matches: "1 property", "46 properties", "10,000+ properties" (the server counts at most 10,000). */
function propertiesCount(total: number, capped: boolean): string {
  return capped ? `${formatNumber(total)}+ properties` : plural(total, 'property', 'properties');
}

/** The results badge: "1 property found", "0 properties found", "10,000+ properties found". */
export const foundLabel = (total: number, capped: boolean) => `${propertiesCount(total, capped)} found`;

/** The filter sheet's button: "Show 46 properties", "Show 1 property"; "Show properties" until a count is known. */
export const showLabel = (count: { total: number; totalCapped: boolean } | undefined) =>
  count ? `Show ${propertiesCount(count.total, count.totalCapped)}` : 'Show properties';

/** The price filter in short (priceRangeSummary). */
export const priceSummary = (f: Pick<BuyFilters, 'mode' | 'minPrice' | 'maxPrice'>) => priceRangeSummary(f.mode, f.minPrice, f.maxPrice);

export function filterSummary(f: BuyFilters): string {
  const advanced = activeFilterChips({ ...EMPTY_FILTERS, ...advancedOf(f) }).map((chip) => chip.label);
  const parts = [
    f.q ? `“${f.q}”` : null,
    f.city || null,
    f.propertyType ? capitalize(f.propertyType) : null,
    priceSummary(f),
    ...advanced,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(' · ') : 'Any city, type or price';
}
