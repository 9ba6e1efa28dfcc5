import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { messageKey } from '../src/shared/i18n/message-key';

/**
 * The message catalogs (docs/decisions/010-arabic-and-its-catalogs.md), compiled at build time so the
 * browser carries Lingui's 2.5 KB runtime and no message parser:
 * - `virtual:catalog/ar/<namespace>`: the namespace's `ar.json` ({ English message: Arabic message }),
 *   each message compiled, under a short hash of its English (src/shared/i18n/message-key.ts);
 * - `virtual:catalog/en/<namespace>`: the same file's English keys that need formatting (a `{value}`,
 *   a plural, a `<0>tag</0>`), compiled; a plain English message is its own key and needs no entry.
 * Each is its own chunk, loaded when a page of its namespace is (src/client/lib/i18n.ts).
 */
export const CATALOG_FILES: Record<string, string[]> = {
  // Names of cities, neighbourhoods, types and amenities; the static shell's words: every page.
  shared: ['src/shared/i18n/names.ar.json', 'src/shared/i18n/shell.ar.json'],
  common: ['src/client/components/ar.json'],
  // The schemas' field messages and the form components', loaded with the pages that have forms (not
  // the landing: its JavaScript budget, issue 22).
  forms: ['src/shared/i18n/forms.ar.json', 'src/client/components/forms/ar.json'],
  // The signed-in home's, loaded with it (the landing does without).
  'home-signed-in': ['src/client/features/home/signed-in/ar.json'],
  // The compare page's (the tray's words, always loaded, are compare's).
  'compare-page': ['src/client/features/compare/page/ar.json'],
  // The listing form's, loaded with the pages that show it (sell, edit, admin).
  'listing-form': ['src/client/components/property-form/ar.json'],
};

/** A namespace's catalog files: a feature's is `ar.json` in its folder. */
export function catalogFiles(root: string, namespace: string): string[] {
  return (CATALOG_FILES[namespace] ?? [`src/client/features/${namespace}/ar.json`]).map((f) => path.resolve(root, f));
}

/** A namespace's messages, { English: Arabic }, from all its files. */
export function readCatalog(root: string, namespace: string): Record<string, string> {
  return Object.assign(
    {},
    ...catalogFiles(root, namespace)
      .filter((file) => fs.existsSync(file))
      .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>),
  );
}

const PREFIX = 'virtual:catalog/';
const needsFormatting = (message: string) => /[{<]/.test(message);

/** The catalog as the browser gets it: each message compiled, under its short key (messageKey). */
export function compileCatalog(messages: Record<string, string>, locale: 'en' | 'ar'): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  const englishOf = new Map<string, string>();
  for (const [english, arabic] of Object.entries(messages)) {
    if (locale === 'en' && !needsFormatting(english)) continue;
    const key = messageKey(english);
    if (englishOf.has(key) && englishOf.get(key) !== english) {
      throw new Error(`Two messages share the catalog key ${key}: "${englishOf.get(key)}" and "${english}". Reword one.`);
    }
    englishOf.set(key, english);
    compiled[key] = compileMessage(locale === 'ar' ? arabic : english);
  }
  return compiled;
}

export function catalogs(root = process.cwd()): Plugin {
  return {
    name: 'manzil-catalogs',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [locale, namespace] = id.slice(PREFIX.length + 1).split('/') as ['en' | 'ar', string];
      for (const file of catalogFiles(root, namespace)) if (fs.existsSync(file)) this.addWatchFile(file);
      const messages = readCatalog(root, namespace);
      // The English of messages with simple {values}, to recognise a text they made (src/shared/i18n/patterns.ts).
      const patterns = locale === 'ar' ? Object.keys(messages).filter((id) => /\{\w+\}/.test(id) && !/\{\w+,/.test(id)) : [];
      return `export default ${JSON.stringify(compileCatalog(messages, locale))};\nexport const patterns = ${JSON.stringify(patterns)};`;
    },
  };
}
