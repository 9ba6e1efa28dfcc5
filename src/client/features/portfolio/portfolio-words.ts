import type { LedgerEntryKind } from '@shared/constants';
import { formatDate, formatDateWithHijri, formatHijriDate, formatPrice, formatRiyadhDateTime } from '@shared/format';
import { formatDeadline, riyadhWallClock } from '@client/components/funding-deadline';
import { locale, msg } from '@client/lib/i18n';

// The portfolio's words: kinds of movement, which way their money went, and days.

/** What every receipt, and the portfolio page, says of the money shown. */
export const SIMULATED_STATEMENT = msg('Payments on Manzil are simulated: no real funds moved.');

/** A movement's kind (its label, said with t()), and whether the money left the investor (an investment) or came to them. */
export const LEDGER_KINDS: Record<LedgerEntryKind, { label: string; incoming: boolean }> = {
  investment: { label: msg('Investment'), incoming: false },
  distribution: { label: msg('Distribution'), incoming: true },
  refund: { label: msg('Refund'), incoming: true },
};

/**
 * "−30,000 SAR" for money paid, "+1,250.50 SAR" for money received. On Arabic pages the sign is
 * led by a left-to-right mark, as Arabic number formats write it, so it stays before the digits.
 */
export function signedAmount(kind: LedgerEntryKind, amount: string): string {
  return `${locale === 'ar' ? '\u200e' : ''}${LEDGER_KINDS[kind].incoming ? '+' : '−'}${formatPrice(amount)}`;
}

/** Green for money received; money paid stays in the text colour (its sign says it). */
export const amountClass = (kind: LedgerEntryKind): string => (LEDGER_KINDS[kind].incoming ? 'text-success' : 'text-foreground');

/**
 * "Jan 31, 2026": the day in Saudi time, the days the ledger's filters count in; on Arabic pages
 * with its Hijri date beside it ("31 يناير 2026 · 12 شعبان 1447 هـ").
 */
export function riyadhDate(value: string): string {
  if (locale !== 'ar') {
    return new Date(value).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Riyadh' });
  }
  return formatDateWithHijri(riyadhNoon(value));
}

/** The day of `value` in Riyadh at the reader's noon: that day, in Gregorian and Hijri, wherever the reader is. */
function riyadhNoon(value: string): Date {
  const [year, month, day] = riyadhWallClock(value).slice(0, 10).split('-').map(Number);
  return new Date(year, month - 1, day, 12);
}

/** The Riyadh day as riyadhDate says it, in two parts where a narrow column shows them on two lines: the Gregorian and (Arabic pages) the Hijri. */
export function riyadhDateParts(value: string): { gregorian: string; hijri: string | null } {
  if (locale !== 'ar') return { gregorian: riyadhDate(value), hijri: null };
  const noon = riyadhNoon(value);
  return { gregorian: formatDate(noon), hijri: formatHijriDate(noon) };
}

/**
 * A moment in Riyadh time: "Mar 31, 2026, 11:00 PM GMT+3"; on Arabic pages in full with its Hijri
 * date beside it ("31 مارس 2026، 11:00 م · 12 شوال 1447 هـ").
 */
export function riyadhDateTime(value: string): string {
  return locale === 'ar' ? formatDeadline(value) : formatRiyadhDateTime(new Date(value));
}
