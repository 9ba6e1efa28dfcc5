import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listActiveForSitemap } from './service';

// Search engines' view of the site: every public page and every active listing (never a sold,
// pending or otherwise hidden one), and which paths are not worth crawling.

/** Public pages of SPEC §2 that need no sign-in and show the same content to everyone. */
export const SITEMAP_STATIC_PATHS = ['/', '/buy', '/invest', '/terms', '/privacy'] as const;

function originOf(request: FastifyRequest, publicUrl?: string): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const publicUrl = app.deps.config.publicUrl;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request, publicUrl);
    const listings = await listActiveForSitemap({ db });
    const url = (loc: string, lastmod?: Date) =>
      `  <url><loc>${xmlEscape(`${origin}${loc}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...SITEMAP_STATIC_PATHS.map((p) => url(p)),
      ...listings.map((l) => url(`/properties/${l.id}`, l.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(body);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request, publicUrl);
    const body = [
      'User-agent: *',
      'Allow: /',
      // Signed-in screens and the API have nothing for a search engine.
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /bids',
      'Disallow: /messages',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(body);
  });
}
