import type { FastifyRequest } from 'fastify';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import sharedMessages from '../../shared/i18n/ar.json';
import nameMessages from '../../shared/i18n/names.ar.json';
import shellMessages from '../../shared/i18n/shell.ar.json';
import { matchMessage, messagePatterns } from '../../shared/i18n/patterns';
import { LANGUAGE_HEADER, isLocale, localeOfAcceptLanguage, type Locale } from '../../shared/i18n/locale';
import serverMessages from '../i18n/ar.json';
import mailMessages from '../i18n/mail.ar.json';
import notificationMessages from '../i18n/notifications.ar.json';

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
  const i18n = setupI18n({ missing: (_l, id) => id });
  i18n.setMessagesCompiler(compileMessage);
  i18n.load(locale, compile(messages));
  i18n.activate(locale, [locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US']);
  return i18n;
}

const catalogs: Record<Locale, I18n> = { en: instance('en', {}), ar: instance('ar', ARABIC) };

const PATTERNS = messagePatterns(Object.keys(ARABIC));

/** The English message in the locale; `values` fill its placeholders and plurals. */
export function translate(locale: Locale, message: string, values?: Record<string, unknown>): string {
  const i18n = catalogs[locale];
  if (locale === 'en' || ARABIC[message] !== undefined || values) return i18n._(message, values);
  const matched = matchMessage(PATTERNS, message);
  if (!matched) return message;
  // The values said in the language too where they are words of ours ("Bedrooms", "Riyadh").
  const said = Object.fromEntries(Object.entries(matched.values).map(([name, value]) => [name, translate(locale, value)]));
  return i18n._(matched.id, said);
}

/** The request's language: what the site's client says (X-Language), else the browser's Accept-Language. */
export function localeOf(request: FastifyRequest): Locale {
  const said = request.headers[LANGUAGE_HEADER];
  return isLocale(said) ? said : localeOfAcceptLanguage(request.headers['accept-language']);
}

/** The static app shell of index.html in the locale: its words and labels (the header's and the banner's, in the shared catalog). */
export function localizeShell(html: string, locale: Locale): string {
  if (locale === 'en') return html;
  const words = ARABIC;
  return html
    .replace(/>([^<>]*\S[^<>]*)</g, (whole, text: string) => {
      const arabic = words[text.trim()];
      return arabic ? `>${text.replace(text.trim(), arabic)}<` : whole;
    })
    .replace(/(aria-label|placeholder|title)="([^"]+)"/g, (whole, attr: string, text: string) => {
      const arabic = words[text];
      return arabic ? `${attr}="${arabic}"` : whole;
    });
}
