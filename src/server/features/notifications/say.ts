import { formatPrice } from '../../../shared/format';
import type { Locale } from '../../../shared/i18n/locale';
import { matchMessage, messagePatterns } from '../../../shared/i18n/patterns';
import notificationMessages from '../../i18n/notifications.ar.json' with { type: 'json' };
import { sayRiyadhTime, translate } from '../../lib/i18n';
import { ownText } from '../mail/compose';

// A notice's words in the reader's language (docs/product.md#languages). A notice is written in
// English, and the bell keeps that English; each of its sentences is a message of
// src/server/i18n/notifications.ar.json with {placeholders} ("New offer on {title}"), so the written
// sentence ("New offer on Villa in Hittin") is said in Arabic by finding its message: for the bell
// as it is read, for an e-mail as it is written. The values keep what was written, made the reader's
// by their placeholder's name: an amount in its currency's word ({price}: "1,250,000 ر.س"), a date
// in Arabic ({date}), a word of ours in Arabic ({city}: "الرياض", {person}: "A buyer" → "مشترٍ");
// anything else (a title, a name, a message) is user content and stays as written.

/** What a notice says, in each language: a sentence of the catalog (words()) or user content (ownWords()). */
export type Words = (locale: Locale) => string;
/** Words, or an English sentence as written: said by finding its message in the catalog (sayWritten), else as it is. */
export type Text = Words | string;
/** A placeholder's value: as written in English (said by its name), or already said in each language (a listing's title). */
type Values = Record<string, string | number | Words>;

const PATTERNS = messagePatterns(Object.keys(notificationMessages));
const CATALOG: Record<string, string> = notificationMessages;

const AMOUNT = /(-?\d[\d,]*(?:\.\d+)?) (SAR|USD|EUR)\b/g;
/** "2,300,000 SAR / year", "Rent 150,000 SAR / month", "750,000 USD (≈ 2,812,500 SAR)": as written by formatPrice and listingPriceText. */
function sayAmounts(locale: Locale, text: string): string {
  return text
    .replace(AMOUNT, (_m, amount: string, currency: string) => formatPrice(amount.replace(/,/g, ''), currency, locale))
    .replace(/(\d[\d,.]* \S+) \/ (year|month)\b/g, (_m, price: string, period: string) =>
      translate(locale, `{price} / ${period}`, { price }),
    )
    .replace(/\bRent (\d[^·()]*?)(?= ·| \(|$)/g, (_m, price: string) => translate(locale, 'Rent {price}', { price }));
}

/** How a placeholder's value is said: by its name. Words (ours or a user's) keep their own direction within the sentence. */
function sayValue(locale: Locale, name: string, value: string): string {
  if (/^(price|amount|total|raised|target|percent|count)$/.test(name)) return sayAmounts(locale, value);
  if (/^(date|when)$/.test(name)) return sayRiyadhTime(locale, value);
  if (/^(city|neighborhood|person)$/.test(name)) return ownText(locale, translate(locale, value));
  return ownText(locale, value);
}

const sayValues = (locale: Locale, values: Values): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'function' ? value(locale) : typeof value === 'string' && locale !== 'en' ? sayValue(locale, name, value) : value,
    ]),
  );

/**
 * A sentence of src/server/i18n/notifications.ar.json, its values as written in English ("1,250,000
 * SAR", formatRiyadhDateTime's date, "A buyer"): said in each language.
 */
export const words =
  (id: string, values: Values = {}): Words =>
  (locale) =>
    translate(locale, id, sayValues(locale, values));

/** A listing's title in each language: its Arabic title for an Arabic reader, falling back to the English, and the reverse. */
export const listingTitle =
  (listing: { title: string; titleAr: string | null }): Words =>
  (locale) =>
    locale === 'ar' ? ownText(locale, listing.titleAr || listing.title) : listing.title || (listing.titleAr ?? '');

/** User content (a message, a listing's link): the same in every language (in its own direction). */
export const ownWords =
  (text: string): Words =>
  (locale) =>
    ownText(locale, text);

/** A notice's sentence as the bell keeps it (its English) in the locale; a sentence of no message (a message quoted) stays as written. */
export function sayWritten(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  if (CATALOG[text] !== undefined) return translate(locale, text);
  const matched = matchMessage(PATTERNS, text);
  return matched ? translate(locale, matched.id, sayValues(locale, matched.values)) : text;
}

/** A notice's text in the locale. */
export const say = (locale: Locale, text: Text): string => (typeof text === 'string' ? sayWritten(locale, text) : text(locale));
