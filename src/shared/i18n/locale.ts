// The site's two languages (docs/product.md#languages): English, the default, and Arabic under /ar.

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** The path prefix of Arabic pages. English pages keep their paths. */
export const ARABIC_BASE = '/ar';

/** The cookie that remembers the language a person chose with the switch. */
export const LANGUAGE_COOKIE = 'manzil_lang';

/** The header the site's own client sends with every API call, naming the page's language. */
export const LANGUAGE_HEADER = 'x-language';

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'ar';

/** The language of a page path: Arabic for `/ar` and under it. */
export const localeOfPath = (pathname: string): Locale =>
  pathname === ARABIC_BASE || pathname.startsWith(`${ARABIC_BASE}/`) ? 'ar' : 'en';

/** A page path without its language prefix ("/ar/buy" → "/buy", "/ar" → "/"). */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(ARABIC_BASE.length) || '/';
}

/** The same page in a language ("/buy" → "/ar/buy", "/" → "/ar"). */
export function pathInLocale(pathname: string, locale: Locale): string {
  const bare = pathWithoutLocale(pathname);
  if (locale === 'en') return bare;
  return bare === '/' ? ARABIC_BASE : `${ARABIC_BASE}${bare}`;
}

/** The language an `Accept-Language` header prefers of ours (by its q-values), else English. */
export function localeOfAcceptLanguage(header: string | undefined): Locale {
  if (!header) return 'en';
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag, ...params] = part.trim().split(';');
    const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(primary) || !(q > 0)) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? 'en';
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';

/**
 * Digits as typed on an Arabic keyboard made Latin: Arabic-Indic (٠–٩) and Persian (۰–۹) digits,
 * the Arabic decimal separator (٫) as ".", the Arabic thousands separator (٬) and the Arabic comma
 * (،) dropped like ",". Anything else is left as it is.
 */
export function latinDigits(text: string): string {
  let out = '';
  for (const ch of text) {
    const arabic = ARABIC_INDIC.indexOf(ch);
    const persian = PERSIAN.indexOf(ch);
    if (arabic !== -1) out += String(arabic);
    else if (persian !== -1) out += String(persian);
    else if (ch === '٫') out += '.';
    else if (ch === '٬') out += ',';
    else out += ch;
  }
  return out;
}
