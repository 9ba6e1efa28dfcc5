import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, localeOfPath, pathInLocale, pathWithoutLocale, type Locale } from '../shared/i18n/locale';
import { sendError } from './lib/error-handler';
import { localizeShell, translate } from './lib/i18n';

/**
 * Extra `<head>` content for a page (Open Graph tags of a listing, say), or null for the default;
 * `cacheable: false` when it holds links made from the request's own Host (no PUBLIC_URL).
 */
export type HeadProvider = (
  request: FastifyRequest,
  page: { locale: Locale; path: string },
) => Promise<{ html: string; cacheable: boolean } | null>;
/** A feature's server-rendered meta tags for the pages whose path matches (shared links preview properly). */
export type PageHead = { pattern: RegExp; provide: HeadProvider };

/**
 * `extra` inserted just before `</head>`, taken literally: String.replace would read `$&`, `` $` ``
 * or `$'` in a listing's title as replacement patterns and splice the page into itself.
 */
export function beforeHeadEnd(html: string, extra: string): string {
  const at = html.indexOf('</head>');
  return at === -1 ? html : html.slice(0, at) + extra + html.slice(at);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * Each page's lazy route module (router.tsx), so the HTML can name its chunks up front: the browser
 * fetches them beside the main script instead of after it has run (one round trip less before the
 * first paint). A path not listed here, or a build without a manifest, just gets no hints.
 */
const ROUTE_MODULES: Array<[RegExp, string]> = [
  [/^\/$/, 'features/home/home-route.tsx'],
  [/^\/buy$/, 'features/properties/buy-page.tsx'],
  [/^\/properties\/[^/]+$/, 'features/properties/property-detail-page.tsx'],
  [/^\/invest$/, 'features/investments/invest-page.tsx'],
  [/^\/market$/, 'features/market/market-page.tsx'],
  [/^\/portfolio$/, 'features/portfolio/portfolio-page.tsx'],
  [/^\/portfolio\/receipts\/[^/]+$/, 'features/portfolio/receipt-page.tsx'],
  [/^\/investments\/[^/]+$/, 'features/investments/investment-detail-page.tsx'],
  [/^\/login$/, 'features/auth/login-page.tsx'],
  [/^\/signup$/, 'features/auth/signup-page.tsx'],
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** `<link rel="modulepreload">` tags per route module, from Vite's build manifest (what the entry already loads is left out). */
function routePreloads(clientDir: string): Map<string, string> {
  const hints = new Map<string, string>();
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) return hints;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const loadedByEntry = entry ? closure(entry) : new Set<string>();
  for (const [, module] of ROUTE_MODULES) {
    if (!manifest[module]) continue;
    const links: string[] = [];
    for (const key of closure(module)) {
      if (loadedByEntry.has(key)) continue;
      links.push(`<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`);
      for (const css of manifest[key].css ?? []) links.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
    }
    hints.set(module, links.join(''));
  }
  return hints;
}

/**
 * The page's share image (og:image) is its first gallery image and its largest paint: when it is one
 * of our uploads, let the browser fetch it while the scripts load instead of after the page rendered.
 */
function imagePreload(head: string): string {
  const url = /<meta property="og:image" content="([^"]+)"/.exec(head)?.[1];
  const site = /<meta property="og:url" content="(https?:\/\/[^/"]+)/.exec(head)?.[1];
  if (!url || !/\/[^/"?#\s]+-gallery\.webp$/.test(url)) return '';
  // The page's own upload by its path, as the page asks for it; a bucket's (UPLOAD_PUBLIC_URL) as it is.
  const href = site && url.startsWith(`${site}/uploads/`) ? url.slice(site.length) : url;
  return `<link rel="preload" as="image" fetchpriority="high" href="${href}">`;
}

/**
 * Every page names itself and its twin in the other language (canonical and hreflang alternates),
 * with links from PUBLIC_URL, else from the request's own Host (then no shared cache may keep it).
 */
function languageLinks(request: FastifyRequest, path: string): { html: string; cacheable: boolean } {
  const { publicUrl } = request.server.deps.config;
  const origin = publicUrl ?? `${request.protocol}://${request.host}`;
  const href = (locale: Locale) => escapeHtml(`${origin}${pathInLocale(path, locale)}`);
  const html = [
    `<link rel="canonical" href="${href(localeOfPath(path))}">`,
    `<link rel="alternate" hreflang="en" href="${href('en')}">`,
    `<link rel="alternate" hreflang="ar" href="${href('ar')}">`,
    `<link rel="alternate" hreflang="x-default" href="${href('en')}">`,
  ].join('');
  return { html, cacheable: publicUrl !== undefined };
}

/** The page's language in its first response: `lang`, `dir`, the default title and description, the static shell's words. */
function inLanguage(template: string, locale: Locale): string {
  if (locale === 'en') return template;
  return localizeShell(template, locale)
    .replace('<html lang="en" dir="ltr">', '<html lang="ar" dir="rtl">')
    .replace(/<title>(.*?)<\/title>/, (_m, title: string) => `<title>${escapeHtml(translate(locale, title))}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/,
      (_m, text: string) => `<meta name="description" content="${escapeHtml(translate(locale, text))}" />`,
    );
}

/** Serves the built SPA: hashed assets cached for a year, index.html for every other page path. */
export async function registerSpa(app: FastifyInstance, clientDir: string | undefined, headProviders: readonly PageHead[]): Promise<void> {
  const indexPath = clientDir ? path.join(clientDir, 'index.html') : undefined;
  const hasClient = indexPath !== undefined && fs.existsSync(indexPath);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir!,
      wildcard: false,
      index: false,
      // The build writes .br/.gz beside each asset (vite.config.ts): sent when the browser accepts them.
      preCompressed: true,
      // One route per servable file is enough: the .br/.gz twins are found through their original.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(reply, filePath) {
        reply.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  const source = hasClient ? fs.readFileSync(indexPath!, 'utf8') : '';
  const templates = { en: inLanguage(source, 'en'), ar: inLanguage(source, 'ar') };
  const preloads = hasClient ? routePreloads(clientDir!) : new Map<string, string>();

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith('/api/') || pathname === '/api' || !hasClient || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(request, reply, 404, `Route ${request.method} ${pathname} not found`);
    }
    if (/\.[a-z0-9]{2,5}$/i.test(pathname)) return reply.status(404).type('text/plain').send('Not found');
    const locale = localeOfPath(pathname);
    const path = pathWithoutLocale(pathname);
    // The site's root remembers the language chosen with the switch; any other address is its own language.
    if (pathname === '/' && request.cookies[LANGUAGE_COOKIE] === 'ar') {
      const query = request.url.slice(pathname.length);
      return reply.header('Cache-Control', 'no-store').redirect(`${pathInLocale('/', 'ar')}${query}`, 302);
    }
    const links = languageLinks(request, pathname);
    let html = beforeHeadEnd(templates[locale], links.html);
    const route = ROUTE_MODULES.find(([pattern]) => pattern.test(path));
    const hints = route ? preloads.get(route[1]) : undefined;
    if (hints) html = beforeHeadEnd(html, hints);
    // Links built from the request's Host must not be kept for others; the root varies by the language cookie.
    let cacheControl = links.cacheable ? 'no-cache' : 'no-store';
    if (pathname === '/') reply.header('Vary', 'Cookie');
    for (const { pattern, provide } of headProviders) {
      if (!pattern.test(path)) continue;
      const head = await provide(request, { locale, path }).catch(() => null);
      if (head) {
        html = beforeHeadEnd(
          html.replace(/<title>.*?<\/title>/, '').replace(/<meta name="description"[^>]*>/, ''),
          head.html + imagePreload(head.html),
        );
        // Links built from the request's Host must not be kept for others by a shared cache.
        if (!head.cacheable) cacheControl = 'no-store';
      }
      break;
    }
    return reply.type('text/html; charset=utf-8').header('Cache-Control', cacheControl).send(html);
  });
}
