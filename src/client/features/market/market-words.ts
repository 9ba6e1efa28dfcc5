import { formatNumber } from '@shared/format';
import type { MarketMode } from './use-market-filters';

// The market page's words (docs/product.md#market), shared by its tables and its charts.

export const typeLabel = (type: string) => type[0].toUpperCase() + type.slice(1);

/** What a median is of, in this mode. */
export const medianLabel = (mode: MarketMode) => (mode === 'sale' ? 'Median price per m²' : 'Median rent per m² a year');

/** "8,250 SAR/m²", or "—" for a median not shown (fewer than 5 listings). */
export const perSqm = (value: string | number | null) => (value === null ? '—' : `${formatNumber(value)} SAR/m²`);

/** "Nov 2026" for "2026-11". */
export function monthLabel(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export const SOLD_LABEL = 'Sold (last 12 months)';
export const FEW_NOTE = '— : fewer than 5 listings, so no median is shown.';
