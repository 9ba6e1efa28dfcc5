import { formatNumber } from '@shared/format';
import { priceRangeSummary } from '@client/components/price-bands';
import { t } from '@client/lib/i18n';
import { advancedOf } from './search-draft';
import { activeFilterChips, EMPTY_FILTERS, typeName, type BuyFilters } from './search-params';

// What the Buy page says about a search (docs/product.md#buy-page-and-map): the phone bar's one-line
// summary ("Riyadh · Villa · 1M - 2M SAR · 3+ BR"), and the counts of matches.

/** The results badge: "1 property found", "0 properties found", "10,000+ properties found" (the server counts at most 10,000). */
export const foundLabel = (total: number, capped: boolean) =>
  capped
    ? t('{count}+ properties found', { count: formatNumber(total) })
    : t('{n, plural, one {# property found} other {# properties found}}', { n: total });

/** The filter sheet's button: "Show 46 properties", "Show 1 property"; "Show properties" until a count is known. */
export function showLabel(count: { total: number; totalCapped: boolean } | undefined): string {
  if (!count) return t('Show properties');
  return count.totalCapped
    ? t('Show {count}+ properties', { count: formatNumber(count.total) })
    : t('{n, plural, one {Show # property} other {Show # properties}}', { n: count.total });
}

/** "2 active filters": what a filter button's count badge says to a screen reader. */
export const activeFiltersLabel = (count: number) => t('{n, plural, one {# active filter} other {# active filters}}', { n: count });

/** The price filter in short (priceRangeSummary). */
export const priceSummary = (f: Pick<BuyFilters, 'mode' | 'minPrice' | 'maxPrice'>) => priceRangeSummary(f.mode, f.minPrice, f.maxPrice);

export function filterSummary(f: BuyFilters): string {
  const advanced = activeFilterChips({ ...EMPTY_FILTERS, ...advancedOf(f) }).map((chip) => chip.label);
  const parts = [
    f.q ? t('“{keyword}”', { keyword: f.q }) : null,
    f.city ? t(f.city) : null,
    f.propertyType ? typeName(f.propertyType) : null,
    priceSummary(f),
    ...advanced,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(' · ') : t('Any city, type or price');
}
