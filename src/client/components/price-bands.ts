import { RENT_PRICE_BANDS, SALE_PRICE_BANDS, type PriceBand } from '@shared/constants';
import { formatCompactNumber } from '@shared/format';
import type { SearchMode } from '@client/components/buy-rent-toggle';
import { t } from '@client/lib/i18n';

// The quick price bands of /buy and the landing page's quick search (docs/product.md#choices): sale
// prices in Buy mode, rents for a year in Rent mode (the server compares a monthly rent × 12). Said in
// the page's language: "60K - 100K SAR / year", "60 ألف - 100 ألف ر.س / سنويًا".

export const priceBandsFor = (mode: SearchMode): readonly PriceBand[] => (mode === 'rent' ? RENT_PRICE_BANDS : SALE_PRICE_BANDS);

/** "3M" rather than "3.0M" ("3 مليون"): a band or a name is short. */
export const shortAmount = (n: number): string => formatCompactNumber(n).replace(/\.0(?=\D*$)/, '');

/** A band's ends: "Up to 500K", "500K - 1M", "5M+". */
function bandEnds(band: PriceBand): string {
  if (band.min === null && band.max !== null) return t('Up to {max}', { max: shortAmount(band.max) });
  if (band.max === null && band.min !== null) return t('{min}+', { min: shortAmount(band.min) });
  return t('{min} - {max}', { min: shortAmount(band.min ?? 0), max: shortAmount(band.max ?? 0) });
}

/** What a price is counted in: "SAR / year" for rents. */
export const priceUnit = (mode: SearchMode) => (mode === 'rent' ? t('SAR / year') : t('SAR'));

/** "60K - 100K SAR / year" in Rent mode, "1M - 2M SAR" in Buy mode. */
export const priceBandLabel = (band: PriceBand, mode: SearchMode) =>
  t('{amount} {unit}', { amount: bandEnds(band), unit: priceUnit(mode) });

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
  if (min !== null && max !== null)
    return t('{min} - {max} {unit}', { min: formatCompactNumber(min), max: formatCompactNumber(max), unit });
  if (min !== null) return t('From {min} {unit}', { min: formatCompactNumber(min), unit });
  if (max !== null) return t('Up to {max} {unit}', { max: formatCompactNumber(max), unit });
  return null;
}
