import { APP_NAME } from '../../../shared/constants';
import type { Locale } from '../../../shared/i18n/locale';
import { translate } from '../../lib/i18n';

// Every e-mail's text and HTML from one description, in our look (the site's teal, its name at the
// top), in the recipient's language: an Arabic e-mail reads right to left. Everything a user wrote
// (names, titles, messages) is escaped in the HTML; the text part is plain text and needs no escaping.

export interface EmailContent {
  /** The recipient's language: the e-mail's own words (greeting, footer) and its direction. The caller says the rest in it. */
  locale?: Locale;
  subject: string;
  /** The recipient's first name, or null: "Hello Sara," or "Hello,". */
  name: string | null;
  /** Paragraphs of plain text, in order. */
  paragraphs: string[];
  /** The one button of the e-mail, with an absolute URL. */
  action?: { label: string; url: string };
  /** A notification's footer: why it came, and its one-click unsubscribe link. */
  unsubscribe?: { reason: string; url: string };
}

const PRIMARY = '#0f766e';

/**
 * Words a user wrote (a name, a title, an address, a message) within a sentence of the locale: in
 * Arabic, isolated (Unicode FSI … PDI) so that they keep their own direction and the sentence's
 * punctuation stays where it belongs ("«Is it free?»", not "«?Is it free»").
 */
export const ownText = (locale: Locale, text: string): string => (locale === 'ar' ? `\u2068${text}\u2069` : text);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const localeOf = (c: EmailContent): Locale => c.locale ?? 'en';
const greeting = (c: EmailContent) =>
  c.name ? translate(localeOf(c), 'Hello {name},', { name: ownText(localeOf(c), c.name) }) : translate(localeOf(c), 'Hello,');
const brand = (c: EmailContent) => translate(localeOf(c), APP_NAME);

function text(c: EmailContent): string {
  const say = (message: string) => translate(localeOf(c), message);
  const lines = [greeting(c), '', ...c.paragraphs.flatMap((p) => [p, ''])];
  if (c.action) lines.push(`${c.action.label}: ${c.action.url}`, '');
  lines.push(`— ${brand(c)}`);
  if (c.unsubscribe) lines.push('', c.unsubscribe.reason, `${say('Unsubscribe')}: ${c.unsubscribe.url}`);
  return `${lines.join('\n')}\n`;
}

function html(c: EmailContent): string {
  const locale = localeOf(c);
  const say = (message: string, values?: Record<string, string>) => translate(locale, message, values);
  const rtl = locale === 'ar';
  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(s)}</p>`;
  const button = c.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.action.url)}" style="background:${PRIMARY};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block;font-weight:600">${escapeHtml(c.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#64748b;line-height:1.5">${escapeHtml(say('Or paste this link into your browser: {url}', { url: c.action.url }))}</p>`
    : '';
  const footer = c.unsubscribe
    ? `<p style="margin:24px 0 0;font-size:12px;color:#64748b;line-height:1.5">${escapeHtml(c.unsubscribe.reason)} <a href="${escapeHtml(c.unsubscribe.url)}" style="color:#64748b">${escapeHtml(say('Unsubscribe'))}</a></p>`
    : '';
  return [
    `<!doctype html><html lang="${locale}"${rtl ? ' dir="rtl"' : ''}><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(c.subject)}</title></head>`,
    `<body${rtl ? ' dir="rtl"' : ''} style="margin:0;padding:24px;background:#f1f5f9;font-family:-apple-system,Segoe UI,Roboto,${rtl ? 'Tahoma,' : ''}Arial,sans-serif;color:#0f172a">`,
    // Arabic reads from the right: mail clients that ignore dir still align it there.
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px${rtl ? ';text-align:right' : ''}">`,
    `<div style="font-size:22px;font-weight:700;color:${PRIMARY};margin-bottom:24px">${escapeHtml(brand(c))}</div>`,
    p(greeting(c)),
    ...c.paragraphs.map(p),
    button,
    footer,
    '</div></body></html>',
  ].join('');
}

/** The subject, text and HTML of an e-mail. */
export function composeEmail(c: EmailContent): { subject: string; text: string; html: string } {
  return { subject: c.subject, text: text(c), html: html(c) };
}
