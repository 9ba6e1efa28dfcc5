import { RENT_PRICE_BANDS, SALE_PRICE_BANDS, type PriceBand } from '@shared/constants';
import { formatCompactNumber } from '@shared/format';
import type { SearchMode } from '@client/components/buy-rent-toggle';

// The quick price bands of /buy and the landing page's quick search (docs/product.md#choices): sale
// prices in Buy mode, rents for a year in Rent mode (the server compares a monthly rent × 12).

export const priceBandsFor = (mode: SearchMode): readonly PriceBand[] => (mode === 'rent' ? RENT_PRICE_BANDS : SALE_PRICE_BANDS);

/** "60K - 100K SAR / year" in Rent mode, "1M - 2M SAR" in Buy mode. */
export const priceBandLabel = (band: PriceBand, mode: SearchMode) => `${band.label} SAR${mode === 'rent' ? ' / year' : ''}`;

/** What a price is counted in: "SAR / year" for rents. */
export const priceUnit = (mode: SearchMode) => (mode === 'rent' ? 'SAR / year' : 'SAR');

/** The band of `mode` whose ends are `min` and `max` (a minimum of 0 is no minimum), else undefined. */
export function priceBandOf(mode: SearchMode, min: number | null, max: number | null): PriceBand | undefined {
  const low = min === 0 ? null : min;
  return priceBandsFor(mode).find((b) => b.min === low && b.max === max);
}

/** A price filter in short: its band ("60K - 100K SAR / year"), or "From 500K SAR", "Up to 2M SAR", "500K - 2M SAR"; null for none. */
export function priceRangeSummary(mode: SearchMode, min: number | null, max: number | null): string | null {
  const band = priceBandOf(mode, min, max);
  if (band) return priceBandLabel(band, mode);
  const unit = priceUnit(mode);
  if (min !== null && max !== null) return `${formatCompactNumber(min)} - ${formatCompactNumber(max)} ${unit}`;
  if (min !== null) return `From ${formatCompactNumber(min)} ${unit}`;
  if (max !== null) return `Up to ${formatCompactNumber(max)} ${unit}`;
  return null;
}
