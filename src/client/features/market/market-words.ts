import { formatNumber } from '@shared/format';
import { locale, msg, t } from '@client/lib/i18n';
import type { MarketMode } from './use-market-filters';

// The market page's words (docs/product.md#market), shared by its tables and its charts, in the
// page's language. Types, cities and neighbourhoods are named by the shared names catalog.

/** "Villa" for "villa" ("فيلا" on an Arabic page). */
export const typeLabel = (type: string) => t(type[0].toUpperCase() + type.slice(1));

/** What a median is of, in this mode. */
export const medianLabel = (mode: MarketMode) => (mode === 'sale' ? t('Median price per m²') : t('Median rent per m² a year'));

/** "8,250 SAR/m²", or "—" for a median not shown (fewer than 5 listings). */
export const perSqm = (value: string | number | null) => (value === null ? '—' : t('{value} SAR/m²', { value: formatNumber(value) }));

/** Month names in the page's language, digits Latin: "Nov 2026", "نوفمبر 2026". */
const MONTH_LOCALE = locale === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-US';

/** "Nov 2026" for "2026-11". */
export function monthLabel(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString(MONTH_LOCALE, { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** In English: translate where shown, t(SOLD_LABEL). */
export const SOLD_LABEL = msg('Sold (last 12 months)');
export const FEW_NOTE = msg('— : fewer than 5 listings, so no median is shown.');

/** What the figures are grouped by: the cities of the country, or the neighbourhoods of a city. */
export type AreaKind = 'city' | 'neighbourhood';
