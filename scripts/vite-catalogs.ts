import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * The message catalogs (docs/decisions/010-arabic-and-its-catalogs.md), compiled at build time so the
 * browser carries Lingui's 2.5 KB runtime and no message parser:
 * - `virtual:catalog/ar/<namespace>`: the namespace's `ar.json` ({ English message: Arabic message }),
 *   each message compiled;
 * - `virtual:catalog/en/<namespace>`: the same file's English keys that need formatting (a `{value}`,
 *   a plural, a `<0>tag</0>`), compiled; a plain English message is its own key and needs no entry.
 * Each is its own chunk, loaded when a page of its namespace is (src/client/lib/i18n.ts).
 */
export const CATALOG_FILES: Record<string, string[]> = {
  // The schemas' messages and the page titles; names of cities, types and amenities; the static shell's words.
  shared: ['src/shared/i18n/ar.json', 'src/shared/i18n/names.ar.json', 'src/shared/i18n/shell.ar.json'],
  common: ['src/client/components/ar.json'],
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

export function compileCatalog(messages: Record<string, string>, locale: 'en' | 'ar'): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [english, arabic] of Object.entries(messages)) {
    if (locale === 'ar') compiled[english] = compileMessage(arabic);
    else if (needsFormatting(english)) compiled[english] = compileMessage(english);
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
      for (const file of catalogFiles(root, namespace)) this.addWatchFile(file);
      return `export default ${JSON.stringify(compileCatalog(readCatalog(root, namespace), locale))};`;
    },
  };
}
