import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import mailMessages from '../../src/server/i18n/mail.ar.json' with { type: 'json' };
import notificationMessages from '../../src/server/i18n/notifications.ar.json' with { type: 'json' };
import { sayWritten, words } from '../../src/server/features/notifications/say';
import { sayRiyadhTime } from '../../src/server/lib/i18n';
import { formatRiyadhDateTime } from '../../src/shared/format';

// The server's Arabic for e-mails and notifications (src/server/i18n/mail.ar.json and
// notifications.ar.json): every message the code writes has its Arabic, which keeps its placeholders
// and has Arabic's six plural forms; a notice kept in English is read back in Arabic.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['src/server/features/mail', 'src/server/features/notifications', 'src/server/features/account', 'src/server/auth'];

function files(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return files(rel);
    return e.name.endsWith('.ts') ? [rel] : [];
  });
}

const quoted = String.raw`(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)")`;
/** The messages of a source: words('…'), translate(locale, '…'), say('…') (a mail's local translate). */
function messagesIn(source: string): string[] {
  const found: string[] = [];
  for (const pattern of [
    `(?<![\\w.])words\\(\\s*${quoted}`,
    `(?<![\\w.])translate\\(\\s*\\w+,\\s*${quoted}`,
    `(?<![\\w.])say\\(\\s*${quoted}`,
  ]) {
    for (const m of source.matchAll(new RegExp(pattern, 'g'))) found.push((m[1] ?? m[2]).replace(/\\(['"\\])/g, '$1'));
  }
  // say('en', …) names a language, not a message.
  return found.filter((m) => m !== 'en' && m !== 'ar');
}

/** Words of a user (or ours) within an Arabic sentence, isolated in their own direction. */
const own = (text: string) => `\u2068${text}\u2069`;

const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)[,}]/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

describe('the server’s Arabic for e-mails and notifications', () => {
  it('has every message the code writes', () => {
    const catalog: Record<string, string> = { ...mailMessages, ...notificationMessages };
    const missing = SOURCES.flatMap(files).flatMap((file) =>
      messagesIn(fs.readFileSync(path.join(ROOT, file), 'utf8'))
        .filter((m) => !catalog[m])
        .map((m) => `${m}  (${file})`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps each message’s placeholders, has six plural forms, and no English left', () => {
    const wrong: string[] = [];
    for (const [english, arabic] of Object.entries({ ...mailMessages, ...notificationMessages })) {
      if (placeholders(english) !== placeholders(arabic)) wrong.push(english);
      if (
        /\{\w+,\s*plural,/.test(english) &&
        !['zero', 'one', 'two', 'few', 'many', 'other'].every((f) => new RegExp(`\\b${f}\\s*\\{`).test(arabic))
      )
        wrong.push(`${english} (plural forms)`);
      if (/[A-Za-z]{3,}/.test(arabic.replace(/\{(\w+)(?:, plural,)?|\b(?:zero|one|two|few|many|other)\b/g, '')))
        wrong.push(`${english} (English left)`);
    }
    expect(wrong).toEqual([]);
  });

  it('reads a notice kept in English in Arabic: its amounts, dates and our words too; user content as written', () => {
    const at = new Date('2026-03-05T13:30:00Z');
    const written = words('{person} would like a viewing on {date}.', { person: 'Someone', date: formatRiyadhDateTime(at) })('en');
    expect(written).toBe('Someone would like a viewing on Mar 5, 2026, 4:30 PM GMT+3.');
    expect(sayWritten('ar', written)).toBe(`يرغب ${own('أحدهم')} في معاينة العقار في ${formatRiyadhDateTime(at, 'ar')}.`);
    expect(sayRiyadhTime('ar', 'Mar 5, 2026, 12:05 AM GMT+3')).toBe(formatRiyadhDateTime(new Date('2026-03-04T21:05:00Z'), 'ar'));
    expect(sayWritten('ar', 'Villa (Hittin, Riyadh): 2,500,000 SAR · Rent 150,000 SAR / year.')).toMatch(
      /^\u2068Villa\u2069 \(\u2068.+\u2069، \u2068.+\u2069\): 2,500,000 ر\.س · إيجار 150,000 ر\.س \/ سنة\.$/,
    );
    expect(sayWritten('ar', 'Price reduced 8 %: now 2,300,000 SAR.')).toBe('انخفض السعر بنسبة 8٪: أصبح 2,300,000 ر.س.');
    expect(sayWritten('ar', 'A message nobody wrote in the catalog')).toBe('A message nobody wrote in the catalog');
    expect(sayWritten('en', 'New offer on Villa')).toBe('New offer on Villa');
  });

  it('counts in Arabic’s six forms', () => {
    const digest = (n: number) =>
      words('{count, plural, one {# new listing} other {# new listings}} for “{search}”', { count: n, search: 'Villas' });
    expect([0, 1, 2, 3, 11, 100].map((n) => digest(n)('ar'))).toEqual(
      [
        'لا عقارات جديدة لبحثك «Villas»',
        'عقار جديد واحد لبحثك «Villas»',
        'عقاران جديدان لبحثك «Villas»',
        '3 عقارات جديدة لبحثك «Villas»',
        '11 عقارًا جديدًا لبحثك «Villas»',
        '100 عقار جديد لبحثك «Villas»',
      ].map((line) => line.replace('Villas', own('Villas'))),
    );
    expect(digest(1)('en')).toBe('1 new listing for “Villas”');
    expect(digest(1250)('en')).toBe('1,250 new listings for “Villas”');
  });
});
