import type { FastifyReply, FastifyRequest } from 'fastify';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import sharedMessages from '../../shared/i18n/forms.ar.json' with { type: 'json' };
import nameMessages from '../../shared/i18n/names.ar.json' with { type: 'json' };
import shellMessages from '../../shared/i18n/shell.ar.json' with { type: 'json' };
import { formatRiyadhDateTime } from '../../shared/format';
import { matchMessage, messagePatterns } from '../../shared/i18n/patterns';
import { LANGUAGE_HEADER, isLocale, localeOfAcceptLanguage, pathInLocale, type Locale } from '../../shared/i18n/locale';
import serverMessages from '../i18n/ar.json' with { type: 'json' };
import mailMessages from '../i18n/mail.ar.json' with { type: 'json' };
import notificationMessages from '../i18n/notifications.ar.json' with { type: 'json' };

// The server's words in the request's language (docs/product.md#languages): its errors, the
// schemas' field messages, its e-mails and notifications are written in English, and that English is
// the id of their Arabic in src/server/i18n/*.json (the server's own: errors, mail, notifications)
// or src/shared/i18n/*.json (the schemas' messages, names of cities and types, the shell's words).

const ARABIC: Record<string, string> = {
  ...sharedMessages,
  ...nameMessages,
  ...shellMessages,
  ...serverMessages,
  ...mailMessages,
  ...notificationMessages,
};

const compile = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessage(message)]));

function instance(locale: Locale, messages: Record<string, string>): I18n {
  // No `missing` handler: a message without an entry is its own id, compiled, so its values are filled in.
  const i18n = setupI18n({});
  i18n.setMessagesCompiler(compileMessage);
  i18n.load(locale, compile(messages));
  i18n.activate(locale, [locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US']);
  return i18n;
}

const catalogs: Record<Locale, I18n> = { en: instance('en', {}), ar: instance('ar', ARABIC) };

const PATTERNS = messagePatterns(Object.keys(ARABIC));

/** The placeholders of the catalogs that stand for what a person wrote: never translated. */
const PERSONS_WORDS = new Set(['title', 'name']);

/** The English message in the locale; `values` fill its placeholders and plurals. */
export function translate(locale: Locale, message: string, values?: Record<string, unknown>): string {
  const i18n = catalogs[locale];
  // English is its own id: only a message with values is formatted (a message may hold what a person
  // wrote, braces and all, which must not be read as a placeholder).
  if (locale === 'en') return values ? i18n._(message, values) : message;
  if (ARABIC[message] !== undefined || values) return i18n._(message, values);
  const matched = matchMessage(PATTERNS, message);
  if (!matched) return message;
  // The values said in the language too where they are words of ours ("Bedrooms", "Riyadh") or a date;
  // what a person wrote (a listing's title, a saved search's name) stays as written.
  const said = Object.fromEntries(
    Object.entries(matched.values).map(([name, value]) => [name, PERSONS_WORDS.has(name) ? value : sayValue(locale, value)]),
  );
  return i18n._(matched.id, said);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const RIYADH_TIME = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4}), (\d{1,2}):(\d{2}) (AM|PM) GMT\+3$/;
/** "Jul 21, 2025, 3:00 PM GMT+3" (formatRiyadhDateTime's English) said in the locale; anything else as it is. */
export function sayRiyadhTime(locale: Locale, text: string): string {
  const m = RIYADH_TIME.exec(text);
  const month = m ? MONTHS.indexOf(m[1]) : -1;
  if (!m || month < 0) return text;
  const hour = (Number(m[4]) % 12) + (m[6] === 'PM' ? 12 : 0);
  const at = new Date(Date.UTC(Number(m[3]), month, Number(m[2]), hour - 3, Number(m[5])));
  return formatRiyadhDateTime(at, locale);
}

/** A value of a message in the locale: a word of ours (or a list of them) translated, a date in the language's words. */
function sayValue(locale: Locale, value: string): string {
  const date = sayRiyadhTime(locale, value);
  if (date !== value) return date;
  // A list of our words ("yearly, monthly") said word by word; any other text as one.
  const words = value.split(', ');
  if (words.length > 1 && words.every((w) => ARABIC[w] !== undefined)) return words.map((w) => translate(locale, w)).join('، ');
  return translate(locale, value);
}

/** The request's language: what the site's client says (X-Language), else the browser's Accept-Language. */
export function localeOf(request: FastifyRequest): Locale {
  const said = request.headers[LANGUAGE_HEADER];
  return isLocale(said) ? said : localeOfAcceptLanguage(request.headers['accept-language']);
}

/** An answer said in the request's language depends on the headers that name it: caches keep one per language. */
export function varyByLanguage(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  const missing = ['X-Language', 'Accept-Language'].filter((h) => !new RegExp(`(^|,)\\s*${h}\\s*(,|$)`, 'i').test(vary));
  if (missing.length > 0) reply.header('vary', [vary, ...missing].filter(Boolean).join(', '));
}

/** The static app shell of index.html in the locale: its words and labels (the header's and the banner's, in the shared catalog). */
export function localizeShell(html: string, locale: Locale): string {
  if (locale === 'en') return html;
  const words = ARABIC;
  return (
    html
      .replace(/>([^<>]*\S[^<>]*)</g, (whole, text: string) => {
        const arabic = words[text.trim()];
        return arabic ? `>${text.replace(text.trim(), arabic)}<` : whole;
      })
      .replace(/(aria-label|placeholder|title)="([^"]+)"/g, (whole, attr: string, text: string) => {
        const arabic = words[text];
        return arabic ? `${attr}="${arabic}"` : whole;
      })
      // The shell's links to pages go to their Arabic twins (files and the API keep their paths).
      .replace(/<a([^>]*) href="(\/[^"]*)"/g, (whole, before: string, path: string) =>
        /^\/(?:api|assets|uploads)\//.test(path) ? whole : `<a${before} href="${pathInLocale(path, locale)}"`,
      )
  );
}
