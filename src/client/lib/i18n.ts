import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { localeOfPath, ARABIC_BASE, type Locale } from '@shared/i18n/locale';
import { setFormatLocale } from '@shared/format';
import { messageKey } from '@shared/i18n/message-key';
import { matchMessage, messagePatterns, type MessagePattern } from '@shared/i18n/patterns';

// The page's language and its messages (docs/decisions/010-arabic-and-its-catalogs.md).
// - The language is the path's: /ar and under it is Arabic, the rest English. It never changes
//   within a page load: the language switch loads the other language's page.
// - Messages are written in English in the code, t(English text), and that English is the
//   message's id. An Arabic page looks each up in its namespace's catalog (ar.json beside the code);
//   an English page needs a catalog only for messages with values or plurals, compiled from the ids.
// - Never call `t` at a module's top level: the catalogs are not loaded yet. Mark such text with
//   msg(English text) (so the catalog test finds it) and translate it where it is shown: t(label).

export const locale: Locale = typeof window === 'undefined' ? 'en' : localeOfPath(window.location.pathname);
/** The router's base: the Arabic pages' prefix, or none. */
export const routerBase = locale === 'ar' ? ARABIC_BASE : '';
export const dir: 'rtl' | 'ltr' = locale === 'ar' ? 'rtl' : 'ltr';

/** Numbers in Latin digits in both languages, as Saudi portals show them. */
const FORMAT_LOCALES = { en: ['en-US'], ar: ['ar-SA-u-nu-latn'] } as const;

/**
 * A message with no catalog entry shows its id: the English itself. (Outside a production build,
 * Lingui compiles such an id itself, so tests need no English catalog.)
 */
export const i18n = setupI18n(import.meta.env.PROD ? { missing: (_locale, id) => id } : {});
// The compiled catalogs key each message by a short hash of its English (scripts/vite-catalogs.ts):
// every lookup, t()'s and <Trans>'s alike, goes by that key when the catalog has it.
const lookUp = i18n._.bind(i18n);
i18n._ = ((id: Parameters<I18n['_']>[0], values?: Parameters<I18n['_']>[1], options?: Parameters<I18n['_']>[2]) => {
  const key = typeof id === 'string' ? messageKey(id) : undefined;
  return key !== undefined && i18n.messages[key] !== undefined ? lookUp(key, values, options) : lookUp(id, values, options);
}) as I18n['_'];
i18n.load(locale, {});
i18n.activate(locale, [...FORMAT_LOCALES[locale]]);
setFormatLocale(locale);

/** The message in the page's language; `values` fill its `{placeholders}` and plurals. */
export function t(id: string, values?: Record<string, unknown>): string {
  return i18n._(id, values);
}

/** The English of the loaded messages with simple {values}, as patterns (each catalog brings its own). */
let patterns: MessagePattern[] = [];
/**
 * A message that reached us already written (a schema's field message, "Bedrooms must be at most
 * 1000", or the server's, which is already in the page's language) said in the page's language.
 */
export function translateMessage(text: string): string {
  if (locale === 'en' || i18n.messages[messageKey(text)] !== undefined) return t(text);
  const matched = matchMessage(patterns, text);
  if (!matched) return text;
  return t(matched.id, Object.fromEntries(Object.entries(matched.values).map(([name, value]) => [name, t(value)])));
}

/** Marks an English message for the catalogs where it cannot be translated yet (a module constant): translate it with `t(…)` where it is shown. */
export const msg = <T extends string>(id: T): T => id;

type Loader = () => Promise<{ default: Messages; patterns: string[] }>;
/**
 * Every namespace's compiled catalogs (scripts/vite-catalogs.ts). `shared` (names of cities and
 * types, the shell's words) and `common` (src/client/components and lib) load with the app; `forms`
 * (the schemas' field messages, src/client/components/forms) and a feature's with its pages (router.tsx).
 */
const CATALOGS: Record<string, Record<Locale, Loader>> = {
  shared: { en: () => import('virtual:catalog/en/shared'), ar: () => import('virtual:catalog/ar/shared') },
  common: { en: () => import('virtual:catalog/en/common'), ar: () => import('virtual:catalog/ar/common') },
  forms: { en: () => import('virtual:catalog/en/forms'), ar: () => import('virtual:catalog/ar/forms') },
  account: { en: () => import('virtual:catalog/en/account'), ar: () => import('virtual:catalog/ar/account') },
  admin: { en: () => import('virtual:catalog/en/admin'), ar: () => import('virtual:catalog/ar/admin') },
  auth: { en: () => import('virtual:catalog/en/auth'), ar: () => import('virtual:catalog/ar/auth') },
  bids: { en: () => import('virtual:catalog/en/bids'), ar: () => import('virtual:catalog/ar/bids') },
  compare: { en: () => import('virtual:catalog/en/compare'), ar: () => import('virtual:catalog/ar/compare') },
  'compare-page': {
    en: () => import('virtual:catalog/en/compare-page'),
    ar: () => import('virtual:catalog/ar/compare-page'),
  },
  home: { en: () => import('virtual:catalog/en/home'), ar: () => import('virtual:catalog/ar/home') },
  'home-signed-in': {
    en: () => import('virtual:catalog/en/home-signed-in'),
    ar: () => import('virtual:catalog/ar/home-signed-in'),
  },
  investments: { en: () => import('virtual:catalog/en/investments'), ar: () => import('virtual:catalog/ar/investments') },
  'listing-form': {
    en: () => import('virtual:catalog/en/listing-form'),
    ar: () => import('virtual:catalog/ar/listing-form'),
  },
  legal: { en: () => import('virtual:catalog/en/legal'), ar: () => import('virtual:catalog/ar/legal') },
  listings: { en: () => import('virtual:catalog/en/listings'), ar: () => import('virtual:catalog/ar/listings') },
  market: { en: () => import('virtual:catalog/en/market'), ar: () => import('virtual:catalog/ar/market') },
  messages: { en: () => import('virtual:catalog/en/messages'), ar: () => import('virtual:catalog/ar/messages') },
  'not-found': { en: () => import('virtual:catalog/en/not-found'), ar: () => import('virtual:catalog/ar/not-found') },
  notifications: {
    en: () => import('virtual:catalog/en/notifications'),
    ar: () => import('virtual:catalog/ar/notifications'),
  },
  portfolio: { en: () => import('virtual:catalog/en/portfolio'), ar: () => import('virtual:catalog/ar/portfolio') },
  properties: { en: () => import('virtual:catalog/en/properties'), ar: () => import('virtual:catalog/ar/properties') },
  saved: { en: () => import('virtual:catalog/en/saved'), ar: () => import('virtual:catalog/ar/saved') },
  sell: { en: () => import('virtual:catalog/en/sell'), ar: () => import('virtual:catalog/ar/sell') },
};
export type Namespace = keyof typeof CATALOGS;

const loaded = new Map<string, Promise<void>>();

/** Loads the namespaces' catalogs of the page's language (each once) and makes them current. */
export function loadCatalogs(namespaces: readonly Namespace[]): Promise<void> {
  return Promise.all(
    namespaces.map((ns) => {
      let done = loaded.get(ns);
      if (!done) {
        done = CATALOGS[ns][locale]().then((catalog) => {
          i18n.load(locale, catalog.default);
          if (catalog.patterns.length) patterns = messagePatterns([...patterns.map((p) => p.id), ...catalog.patterns]);
        });
        loaded.set(ns, done);
      }
      return done;
    }),
  ).then(() => undefined);
}

/** What the app needs before its first render: the shared and common messages, and the shell's features. */
export const APP_NAMESPACES: readonly Namespace[] = ['shared', 'common', 'compare', 'notifications'];

/**
 * A listing's own words (its title, its description) in the page's language: the Arabic on an
 * Arabic page, the English on an English one, each falling back to the other. Show it with
 * `dir="auto"`: user-written text reads in its own direction in either language.
 */
export function ownWords(english: string, arabic: string | null | undefined): string;
export function ownWords(english: string | null, arabic: string | null | undefined): string | null;
export function ownWords(english: string | null, arabic: string | null | undefined): string | null {
  return locale === 'ar' ? arabic || english : english || arabic || null;
}
