import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES, pathInLocale, type Locale } from '../../../shared/i18n/locale';
import { countActiveUpTo, listActiveForSitemap, SITEMAP_URL_LIMIT, sitemapPages } from './sitemap';

// Search engines' view of the site: every public page and every active listing (never a sold,
// pending or otherwise hidden one), in English and in Arabic, which paths are not worth crawling,
// and old listing links.

/** Public pages that need no sign-in and show the same content to everyone. */
export const SITEMAP_STATIC_PATHS = ['/', '/buy', '/invest', '/market', '/terms', '/privacy'] as const;

export interface SeoOptions {
  /** URLs per sitemap file; the protocol's 50,000 unless a test wants pages without 50,000 rows. */
  sitemapUrlLimit?: number;
}

/**
 * The site's origin for absolute links (sitemaps, robots.txt, a listing's Open Graph tags):
 * PUBLIC_URL when set (required in production), else the request's own, which no shared cache may
 * keep (`cacheable: false`): a request with a forged Host would otherwise poison it for everyone.
 */
export function publicOrigin(request: FastifyRequest): { origin: string; cacheable: boolean } {
  const { publicUrl } = request.server.deps.config;
  return publicUrl ? { origin: publicUrl, cacheable: true } : { origin: `${request.protocol}://${request.host}`, cacheable: false };
}

const cacheFor = (cacheable: boolean, seconds: number) => (cacheable ? `public, max-age=${seconds}` : 'no-store');

function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** Listings per sitemap page: page 1 also carries the public pages, and each page and listing is there in both languages. */
export const sitemapSpan = (urlLimit: number) => Math.floor(urlLimit / LOCALES.length) - SITEMAP_STATIC_PATHS.length;

/**
 * A page's <url> in each language, each naming every language's twin and the default
 * (hreflang alternates, as search engines read them in a sitemap).
 */
function urlsOf(origin: string, path: string, lastmod?: Date): string[] {
  const href = (locale: Locale) => xmlEscape(`${origin}${pathInLocale(path, locale)}`);
  const alternates = [
    ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href('en')}"/>`,
  ].join('');
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return LOCALES.map((locale) => `  <url><loc>${href(locale)}</loc>${modified}${alternates}</url>`);
}

export async function seoRoutes(app: FastifyInstance, opts: SeoOptions = {}): Promise<void> {
  const { db } = app.deps.database;
  const urlLimit = opts.sitemapUrlLimit ?? SITEMAP_URL_LIMIT;
  const span = sitemapSpan(urlLimit);

  const sendXml = (reply: FastifyReply, cacheable: boolean, lines: string[]) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', cacheFor(cacheable, 3600))
      .send([XML_HEAD, ...lines, ''].join('\n'));

  /** A <urlset> of sitemap page `page`: its listings, and on page 1 the public pages too, each in English and in Arabic. */
  function urlset(origin: string, page: number, listings: Array<{ id: number; updatedAt: Date }>): string[] {
    return [
      `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`,
      ...(page === 1 ? SITEMAP_STATIC_PATHS.flatMap((p) => urlsOf(origin, p)) : []),
      ...listings.flatMap((l) => urlsOf(origin, `/properties/${l.id}`, l.updatedAt)),
      '</urlset>',
    ];
  }

  // One file while everything fits in one (the protocol's limit), else an index of the pages.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const { origin, cacheable } = publicOrigin(request);
    if ((await countActiveUpTo({ db, upTo: span + 1 })) <= span) {
      return sendXml(reply, cacheable, urlset(origin, 1, await listActiveForSitemap({ db, limit: span })));
    }
    const pages = await sitemapPages({ db, span });
    return sendXml(reply, cacheable, [
      `<sitemapindex xmlns="${SITEMAP_NS}">`,
      ...pages.map((n) => `  <sitemap><loc>${xmlEscape(`${origin}/sitemaps/properties-${n}.xml`)}</loc></sitemap>`),
      '</sitemapindex>',
    ]);
  });

  app.get<{ Params: { page: string } }>('/sitemaps/properties-:page.xml', { schema: { hide: true } }, async (request, reply) => {
    const page = /^[1-9]\d{0,8}$/.test(request.params.page) ? Number(request.params.page) : null;
    const listings = page === null ? [] : await listActiveForSitemap({ db, page: { n: page, span } });
    // Page 1 always exists (it carries the public pages); any other only while it lists a listing.
    if (page === null || (page > 1 && listings.length === 0)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    const { origin, cacheable } = publicOrigin(request);
    return sendXml(reply, cacheable, urlset(origin, page, listings));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const { origin, cacheable } = publicOrigin(request);
    const body = [
      'User-agent: *',
      'Allow: /',
      // Signed-in screens and the API have nothing for a search engine.
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /bids',
      'Disallow: /messages',
      'Disallow: /portfolio',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', cacheFor(cacheable, 86400)).send(body);
  });

  // /buy/{id}, the original product's link to a listing (docs/product.md#pages): shared links and
  // crawlers get a permanent redirect to the listing's own page (and its Open Graph tags) before any
  // script runs. Anything
  // else under /buy/ is left to the client.
  app.get<{ Params: { id: string } }>('/buy/:id', { schema: { hide: true } }, async (request, reply) => {
    if (!/^[1-9]\d*$/.test(request.params.id)) {
      reply.callNotFound();
      return reply;
    }
    const query = request.url.indexOf('?');
    return reply.redirect(`/properties/${request.params.id}${query === -1 ? '' : request.url.slice(query)}`, 301);
  });
}
