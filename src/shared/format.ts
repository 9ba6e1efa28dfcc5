// Number and date formats (docs/product.md#formats), in the page's language: Latin digits in both,
// "ر.س" for SAR and Arabic month names in Arabic, with the Hijri (Umm al-Qura) date beside the
// Gregorian one where a date matters (listings, offers, holdings, the terms).
import type { RentPeriod } from './constants';
import type { Locale } from './i18n/locale';

let activeLocale: Locale = 'en';
/** The browser sets its page's language once at start (src/client/lib/i18n.ts); the server passes a locale where it writes Arabic. */
export function setFormatLocale(locale: Locale): void {
  activeLocale = locale;
}

/** Intl locales that keep Latin digits: Arabic month names, Gregorian or Umm al-Qura calendar. */
const DATE_LOCALE = { en: 'en-US', ar: 'ar-SA-u-nu-latn-ca-gregory' } as const;
const HIJRI_LOCALE = { en: 'en-US-u-ca-islamic-umalqura', ar: 'ar-SA-u-nu-latn-ca-islamic-umalqura' } as const;
const CURRENCY_WORDS: Record<string, Record<Locale, string>> = {
  SAR: { en: 'SAR', ar: 'ر.س' },
  USD: { en: 'USD', ar: 'دولار' },
  EUR: { en: 'EUR', ar: 'يورو' },
};
const RENT_WORDS: Record<Locale, Record<RentPeriod | 'rent', string>> = {
  en: { yearly: 'year', monthly: 'month', rent: 'Rent' },
  ar: { yearly: 'سنة', monthly: 'شهر', rent: 'إيجار' },
};

/** What follows a rent's amount: " / year", " / month" (" / سنة", " / شهر"); nothing for a price. */
export function rentPeriodSuffix(period: RentPeriod | null, locale: Locale = activeLocale): string {
  return period ? ` / ${RENT_WORDS[locale][period]}` : '';
}

/** A listing's rent beside its sale price: "Rent 150,000 SAR / year". */
export function rentLine(rentText: string, locale: Locale = activeLocale): string {
  return `${RENT_WORDS[locale].rent} ${rentText}`;
}

const COMPACT_UNITS = { en: { million: 'M', thousand: 'K', space: '' }, ar: { million: 'مليون', thousand: 'ألف', space: ' ' } } as const;

/** M with one decimal at or above one million, K with no decimals at or above one thousand, else locale format. */
export function formatCompactNumber(value: number | string, locale: Locale = activeLocale): string {
  const unit = COMPACT_UNITS[locale];
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) return '0';
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  // The unit follows the rounded value, so 999,600 reads "1.0M", never "1000K". Rounding is half up
  // on whole tenths of a million (1,950,000 → "2.0M"), not toFixed's binary-fraction rounding.
  const thousands = Math.round(abs / 1_000);
  if (abs >= 1_000_000 || thousands >= 1_000) return `${sign}${(Math.round(abs / 100_000) / 10).toFixed(1)}${unit.space}${unit.million}`;
  if (abs >= 1_000) return `${sign}${thousands}${unit.space}${unit.thousand}`;
  return n.toLocaleString('en-US');
}

/** Plain number format: grouped, no decimals. */
export function formatNumber(value: number | string): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) return '0';
  return n.toLocaleString('en-US', { maximumFractionDigits: 0 });
}

/**
 * A count with its English noun, singular for exactly one: "1 offer", "0 offers", "1,250 listings".
 * English only: a page says counts through its catalog's plural messages (`t('{count, plural, …}')`).
 */
export function plural(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/** An amount with its currency: whole amounts grouped with no decimals, others with their two (2,600,000.50 SAR). */
export function formatPrice(value: number | string, currency = 'SAR', locale: Locale = activeLocale): string {
  const n = typeof value === 'string' ? Number(value) : value;
  const amount =
    Number.isFinite(n) && !Number.isInteger(n)
      ? n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
      : formatNumber(n);
  return `${amount} ${CURRENCY_WORDS[currency]?.[locale] ?? currency}`;
}

/** Short month, day, year, hour, minute (US English, or Arabic month names). */
export function formatDateTime(value: string | Date, locale: Locale = activeLocale): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return d.toLocaleString(DATE_LOCALE[locale], { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/**
 * "Jul 21, 2025, 3:00 PM GMT+3": in Saudi time whoever reads it, for what the server writes into
 * messages (an offer's expiry, a viewing's time), so every reader sees one answer.
 */
export function formatRiyadhDateTime(d: Date, locale: Locale = activeLocale): string {
  return d
    .toLocaleString(DATE_LOCALE[locale], {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Riyadh',
      timeZoneName: 'short',
    })
    .replace(/\u202f/g, ' '); // newer ICU puts a narrow no-break space before AM/PM
}

export function formatDate(value: string | Date, locale: Locale = activeLocale): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return d.toLocaleDateString(DATE_LOCALE[locale], { month: 'short', day: 'numeric', year: 'numeric' });
}

/** The Umm al-Qura (Hijri) date: "16 جمادى الآخرة 1448 هـ". */
export function formatHijriDate(value: string | Date, locale: Locale = activeLocale): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return d.toLocaleDateString(HIJRI_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Riyadh' });
}

/**
 * A date that matters (a listing's, an offer's, a holding's, the terms'): in Arabic the Gregorian
 * date with the Hijri beside it ("26 نوفمبر 2026 · 16 جمادى الآخرة 1448 هـ"); in English as formatDate.
 */
export function formatDateWithHijri(value: string | Date, locale: Locale = activeLocale): string {
  return locale === 'ar' ? `${formatDate(value, locale)} · ${formatHijriDate(value, locale)}` : formatDate(value, locale);
}

/** Percent of current over total with one decimal, capped to 0..100. */
export function fundingPercent(current: number | string, total: number | string): string {
  const c = Number(current);
  const t = Number(total);
  if (!Number.isFinite(c) || !Number.isFinite(t) || t <= 0) return '0.0';
  return Math.min(100, Math.max(0, (c / t) * 100)).toFixed(1);
}

/** Bidder and user ids: first 8 characters and an ellipsis (docs/product.md#formats). */
export function shortId(id: string | number): string {
  return `${String(id).slice(0, 8)}...`;
}

/** Admin users table: the last 8 characters (docs/product.md#formats). */
export function lastEight(id: string): string {
  return id.slice(-8);
}
