import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import serverMessages from '../../src/server/i18n/ar.json' with { type: 'json' };
import { translate } from '../../src/server/lib/i18n';
import sharedMessages from '../../src/shared/i18n/forms.ar.json' with { type: 'json' };
import nameMessages from '../../src/shared/i18n/names.ar.json' with { type: 'json' };

// The server's error messages in Arabic (docs/product.md#languages): every message an error of the
// services is thrown with (badRequest('…'), conflict(NAME), new AppError(code, `…`)) and every
// message of the schemas is said in Arabic, through src/server/i18n/ar.json or the shared catalog,
// exactly or by a pattern with its values; English stays as it is.

const ROOT = path.resolve(import.meta.dirname, '../..');

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return walk(p);
    return /\.ts$/.test(e.name) && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

const files = [...walk(path.join(ROOT, 'src/server')), ...walk(path.join(ROOT, 'src/shared'))].filter((f) => !f.includes('/db/seed/'));
const sources = new Map(files.map((f) => [f, fs.readFileSync(f, 'utf8')]));

const STRING = String.raw`'(?:[^'\\\n]|\\.)*'|\x60(?:[^\x60\\]|\\.)*\x60`;
/** `const NAME = '…'` (or a template) anywhere in the server and the shared code: what a constant named in a throw says. */
const constants = new Map<string, string>();
for (const source of sources.values())
  for (const m of source.matchAll(new RegExp(String.raw`\bconst ([A-Z][A-Z0-9_]+) =\s*(${STRING});`, 'g'))) constants.set(m[1], m[2]);

const SAMPLE = '\u0007';
/** A literal as its text, each `${…}` a sample value ("This bid expired on ${date}": a value stands for the date). */
const textOf = (literal: string) =>
  literal
    .slice(1, -1)
    .replace(/\$\{[^}]*\}/g, SAMPLE)
    .replace(/\\(['"`\\])/g, '$1');

const IDS = Object.keys({ ...sharedMessages, ...nameMessages, ...serverMessages });
/**
 * Said in Arabic: by its own id or a pattern, with its sample values; or, for a template of fixed values
 * (`at most ${SAVED_SEARCH_LIMIT} saved searches`), by an id that is the template with its values.
 */
function inArabic(text: string): boolean {
  if (translate('ar', text.replaceAll(SAMPLE, '7')) !== text.replaceAll(SAMPLE, '7')) return true;
  if (!text.includes(SAMPLE)) return false;
  const escaped = text.split(SAMPLE).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const template = new RegExp(`^${escaped.join('.+')}$`, 's');
  return IDS.some((id) => template.test(id));
}

/** The messages the services throw: the first argument of an error helper, a literal or a constant. */
function thrownMessages(): Map<string, string> {
  const found = new Map<string, string>();
  const call = new RegExp(
    String.raw`\b(?:badRequest|conflict|notFound|forbidden|unauthorized|unprocessable)\(\s*(${STRING}|[A-Z][A-Z0-9_]+)|new AppError\(\s*'[A-Z_]+',\s*(${STRING}|[A-Z][A-Z0-9_]+)`,
    'g',
  );
  for (const [file, source] of sources) {
    for (const m of source.matchAll(call)) {
      const arg = m[1] ?? m[2];
      const literal = /^[A-Z]/.test(arg) ? constants.get(arg) : arg;
      if (literal) found.set(textOf(literal), path.relative(ROOT, file));
    }
  }
  return found;
}

/** The messages the schemas give their fields: `error:` options and the message argument of a check. */
function schemaMessages(): Map<string, string> {
  const found = new Map<string, string>();
  const message = new RegExp(
    String.raw`(?:error|message):\s*(${STRING})|\.(?:min|max|int|positive|regex|refine|email)\([^()'\x60]*?,\s*(${STRING})\)`,
    'g',
  );
  for (const [file, source] of sources) {
    if (!file.includes('/shared/schemas/')) continue;
    for (const m of source.matchAll(message)) found.set(textOf(m[1] ?? m[2]), path.relative(ROOT, file));
    for (const [, literal] of source.matchAll(new RegExp(String.raw`\bconst [A-Z][A-Z0-9_]+ =\s*(${STRING});`, 'g'))) {
      const text = textOf(literal);
      if (/^[A-Z].* (must|is|cannot|are) /.test(text)) found.set(text, path.relative(ROOT, file));
    }
  }
  return found;
}

describe("the server's messages in Arabic", () => {
  it('finds the messages thrown (the scan reads every form of throw)', () => {
    const thrown = thrownMessages();
    expect(thrown.get('Property not found')).toBeDefined();
    expect(thrown.get(`This bid has already been ${SAMPLE}`)).toBeDefined();
    expect(thrown.size).toBeGreaterThan(60);
    expect(schemaMessages().get('Bid amount is required')).toBeDefined();
  });

  it('says every message thrown in Arabic', () => {
    const untranslated = [...thrownMessages()].filter(([text]) => !inArabic(text)).map(([text, file]) => `${text}  (${file})`);
    expect(untranslated).toEqual([]);
  });

  it("says every schema's message in Arabic", () => {
    const untranslated = [...schemaMessages()].filter(([text]) => !inArabic(text)).map(([text, file]) => `${text}  (${file})`);
    expect(untranslated).toEqual([]);
  });

  it('fills values in English and in Arabic, with the words and dates of the values said in the language too', () => {
    expect(translate('en', '{message} (and {count} more)', { message: 'Title is required', count: 2 })).toBe(
      'Title is required (and 2 more)',
    );
    expect(translate('en', 'Bedrooms must be a whole number')).toBe('Bedrooms must be a whole number');
    expect(translate('ar', 'Bedrooms must be a whole number')).toBe('يجب أن تكون قيمة غرف النوم عددًا صحيحًا');
    expect(translate('ar', 'Title must be at most 120 characters')).toBe('يجب ألا يزيد طول العنوان على 120 حرفًا');
    expect(translate('ar', 'First name must be at least 2 characters')).toBe('يجب ألا يقل طول الاسم الأول عن حرفين');
    expect(translate('ar', 'Rent period must be one of yearly, monthly')).toBe('يجب أن تكون قيمة دورية الإيجار إحدى القيم: سنوي، شهري');
    expect(translate('ar', 'This bid expired on Mar 31, 2027, 11:59 PM GMT+3')).toMatch(/^انتهت صلاحية هذا العرض في 31 مارس 2027/);
    expect(translate('ar', 'Too many requests. Please try again in 5 seconds.')).toBe(
      'طلبات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد 5 ثوانٍ.',
    );
    expect(translate('ar', 'Too many requests. Please try again in 1 second.')).toBe(
      'طلبات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد ثانية واحدة.',
    );
  });
});
