import { APP_NAME } from '../../../shared/constants';

// Every e-mail's text and HTML from one description, in our look (the site's teal, its name at the
// top). Everything a user wrote (names, titles, messages) is escaped in the HTML; the text part is
// plain text and needs no escaping.

export interface EmailContent {
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

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const greeting = (name: string | null) => (name ? `Hello ${name},` : 'Hello,');

function text(c: EmailContent): string {
  const lines = [greeting(c.name), '', ...c.paragraphs.flatMap((p) => [p, ''])];
  if (c.action) lines.push(`${c.action.label}: ${c.action.url}`, '');
  lines.push(`— ${APP_NAME}`);
  if (c.unsubscribe) lines.push('', c.unsubscribe.reason, `Unsubscribe: ${c.unsubscribe.url}`);
  return `${lines.join('\n')}\n`;
}

function html(c: EmailContent): string {
  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(s)}</p>`;
  const button = c.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.action.url)}" style="background:${PRIMARY};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block;font-weight:600">${escapeHtml(c.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#64748b;line-height:1.5">Or paste this link into your browser: ${escapeHtml(c.action.url)}</p>`
    : '';
  const footer = c.unsubscribe
    ? `<p style="margin:24px 0 0;font-size:12px;color:#64748b;line-height:1.5">${escapeHtml(c.unsubscribe.reason)} <a href="${escapeHtml(c.unsubscribe.url)}" style="color:#64748b">Unsubscribe</a></p>`
    : '';
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(c.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f1f5f9;font-family:-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#0f172a">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    `<div style="font-size:22px;font-weight:700;color:${PRIMARY};margin-bottom:24px">${APP_NAME}</div>`,
    p(greeting(c.name)),
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
