import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG_FILES, catalogFiles, readCatalog as read } from '../../scripts/vite-catalogs';

// Every message the pages show has its Arabic, in the catalog that is loaded with the code that
// shows it, or in the shared one that every page loads (docs/decisions/010-arabic-and-its-catalogs.md): a missing key fails here, not on a page.

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLIENT = path.join(ROOT, 'src/client');

/** The folders with a catalog of their own (CATALOG_FILES), deepest first: their code's messages are that namespace's. */
const CATALOG_FOLDERS = Object.entries(CATALOG_FILES)
  .flatMap(([namespace, files]) => files.map((f) => [path.dirname(path.resolve(ROOT, f)), namespace] as const))
  .filter(([dir]) => dir.startsWith(CLIENT + path.sep))
  .sort(([a], [b]) => b.length - a.length);

/** The namespace whose catalog a file's messages belong to (src/client/lib/i18n.ts loads them so). */
function namespaceOf(file: string): string {
  const own = CATALOG_FOLDERS.find(([dir]) => file.startsWith(dir + path.sep));
  if (own) return own[1];
  const rel = path.relative(CLIENT, file).split(path.sep);
  if (rel[0] === 'features') return rel[2] === 'api' ? 'common' : rel[1];
  return 'common';
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return walk(p);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && e.name !== 'api-types.ts' ? [p] : [];
  });
}

const unescape = (text: string) => text.replace(/\\(['"`\\])/g, '$1').replace(/\\n/g, '\n');

/** The messages a source file names: t('…'), msg('…'), translateMessage('…') and <Trans id="…">. */
export function messagesIn(source: string): string[] {
  const found: string[] = [];
  const call = /(?<![\w.$])(?:t|msg)\(\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"|`((?:\\.|[^`\\$])*)`)\s*[,)]/g;
  for (const m of source.matchAll(call)) found.push(unescape(m[1] ?? m[2] ?? m[3]));
  const trans = /<Trans\s+id=(?:"([^"]*)"|\{\s*'((?:\\.|[^'\\])*)'\s*\})/g;
  for (const m of source.matchAll(trans)) found.push(unescape(m[1] ?? m[2]));
  return found;
}

const readCatalog = (namespace: string) => read(ROOT, namespace);

/** The namespaces whose pages also load `forms` (router.tsx: `page([..., 'forms'], …)`). */
const withForms = new Set(
  [...fs.readFileSync(path.join(CLIENT, 'router.tsx'), 'utf8').matchAll(/page\(\[([^\]]*)\]/g)]
    .map((m) => m[1].split(',').map((ns) => ns.trim().replace(/'/g, '')))
    .filter((namespaces) => namespaces.includes('forms'))
    .flat(),
);
const fileNames = (namespace: string) =>
  catalogFiles(ROOT, namespace)
    .map((f) => path.relative(ROOT, f))
    .join(', ');

const byNamespace = new Map<string, Map<string, string[]>>();
for (const file of walk(CLIENT)) {
  const ns = namespaceOf(file);
  const messages = byNamespace.get(ns) ?? new Map<string, string[]>();
  for (const message of messagesIn(fs.readFileSync(file, 'utf8'))) {
    messages.set(message, [...(messages.get(message) ?? []), path.relative(ROOT, file)]);
  }
  byNamespace.set(ns, messages);
}

const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)[,}]/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
/** A message's words: without its placeholders, its plural and select syntax (`{n, plural, one {`), and its tags. */
const wordsOf = (message: string) =>
  message
    .replace(/\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,/g, '')
    .replace(/\{\s*\w+\s*\}/g, '')
    .replace(/[\w=]+\s*\{/g, '')
    .replace(/<\/?\d+>/g, '');
const tags = (message: string) =>
  [...message.matchAll(/<\/?(\d+)>/g)]
    .map((m) => m[0])
    .sort()
    .join(',');

describe('message catalogs', () => {
  it('finds the messages of the code (the scanner reads every form of call)', () => {
    expect(messagesIn(`t('a'); msg("b"); t(\`c\`, { n }); x.t('no'); <Trans id="d" />; t(\n  'e',\n)`)).toEqual(['a', 'b', 'c', 'e', 'd']);
  });

  for (const [namespace, messages] of byNamespace) {
    it(`${namespace}: every message of its code has its Arabic in ${fileNames(namespace)}`, () => {
      // The shared catalog is loaded with every page: a message may be there (the static shell's words
      // are); so is `forms` with the pages that have forms.
      const catalog = { ...readCatalog('shared'), ...(withForms.has(namespace) ? readCatalog('forms') : {}), ...readCatalog(namespace) };
      const missing = [...messages.keys()].filter((m) => !catalog[m]?.trim()).map((m) => `${m}  (${messages.get(m)![0]})`);
      expect(missing).toEqual([]);
    });

    it(`${namespace}: its catalog has no message its code does not use`, () => {
      // (The schemas' messages in forms' src/shared file are said by the server too: server-messages.test.ts.)
      const own = Object.assign(
        {},
        ...catalogFiles(ROOT, namespace)
          .filter((f) => f.startsWith(CLIENT) && fs.existsSync(f))
          .map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as object),
      );
      const unused = Object.keys(own).filter((m) => !messages.has(m));
      expect(unused).toEqual([]);
    });
  }

  for (const namespace of new Set([...Object.keys(CATALOG_FILES), ...byNamespace.keys()])) {
    it(`${namespace}: each Arabic message keeps its English placeholders and tags, and a plural has Arabic's six forms`, () => {
      const wrong: string[] = [];
      for (const [english, arabic] of Object.entries(readCatalog(namespace))) {
        if (placeholders(english) !== placeholders(arabic) || tags(english) !== tags(arabic)) wrong.push(english);
        if (
          /\{\w+,\s*plural,/.test(english) &&
          !['zero', 'one', 'two', 'few', 'many', 'other'].every((f) => new RegExp(`\\b${f}\\s*\\{`).test(arabic))
        ) {
          wrong.push(`${english} (plural forms)`);
        }
        if (/[A-Za-z]{3,}/.test(wordsOf(arabic))) wrong.push(`${english} (English left in the Arabic)`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
