import { formatDateTime, formatHijriDate, formatPrice } from '@shared/format';
import { locale, t } from '@client/lib/i18n';

// Words the listing pages say about a listing in the page's language: its currency, where it is (city
// and neighbourhood names come from the shared names catalog; others stay as written), and when.

/** A currency as written beside an amount: "SAR" / "ر.س". formatPrice's own word, so the two never differ. */
export const currencyWord = (currency: string) => formatPrice(0, currency).replace(/^0 /, '');

/** "Al Olaya, Riyadh", or "Riyadh" without a neighbourhood. */
export const placeName = (city: string, neighborhood?: string | null) =>
  neighborhood ? t('{neighborhood}, {city}', { neighborhood: t(neighborhood), city: t(city) }) : t(city);

/** "Al Olaya, Riyadh, Saudi Arabia", or "Riyadh, Saudi Arabia". */
export const placeInSaudiArabia = (city: string, neighborhood?: string | null) =>
  t('{place}, Saudi Arabia', { place: placeName(city, neighborhood) });

/** A moment that matters (a listing's, an offer's), "Jan 5, 2026, 3:00 PM": on an Arabic page with the Hijri date beside it. */
export const dateTimeWithHijri = (value: string) =>
  locale === 'ar' ? `${formatDateTime(value)} · ${formatHijriDate(value)}` : formatDateTime(value);
