import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { insertProperty } from '../../src/server/db/seed/factories';
import { properties, type Property } from '../../src/server/db/schema';
import { seoRoutes, sitemapSpan, SITEMAP_STATIC_PATHS } from '../../src/server/features/properties/seo';
import { pathInLocale } from '../../src/shared/i18n/locale';
import { SITEMAP_URL_LIMIT } from '../../src/server/features/properties/sitemap';
import { setupTestApp, signedInAs, type TestApp } from '../setup/app';

describe('search engines and shared links', () => {
  let t: TestApp;
  let site: FastifyInstance;
  let clientDir: string;
  let active: Property;
  let sold: Property;

  beforeAll(async () => {
    t = await setupTestApp();
    const dev = await signedInAs(t, 'developer');
    active = await insertProperty(t.db, {
      title: 'Villa <b>"Rose"</b> & garden',
      description: 'Quiet street. <script>alert(1)</script>',
      city: 'Riyadh',
      propertyType: 'villa',
      price: '2500000.00',
      images: ['/uploads/rose-gallery.webp'],
      developerId: dev.user.id,
      status: 'active',
    });
    sold = await insertProperty(t.db, { title: 'Already sold', developerId: dev.user.id, status: 'sold' });
    // The SPA needs a built index.html; a minimal one stands in for it.
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-client-'));
    fs.writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>Manzil</title></head><body><div id="root"></div></body></html>',
    );
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, PUBLIC_URL: 'https://manzil.example' });
    site = await buildApp({ config, database: t.database, clientDir });
    await site.ready();
  });
  afterAll(async () => {
    await site.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
    await t.close();
  });

  it('lists the public pages and every active listing in sitemap.xml, and no hidden one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'manzil.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    for (const p of ['/', '/buy', '/invest', '/market', '/terms', '/privacy'])
      expect(res.body).toContain(`<loc>http://manzil.test${p}</loc>`);
    expect(res.body).toContain(`<loc>http://manzil.test/properties/${active.id}</loc><lastmod>${active.updatedAt.toISOString()}</lastmod>`);
    expect(res.body).not.toContain(`/properties/${sold.id}<`);
    // PUBLIC_URL wins over the request's host.
    const pub = await site.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(pub.body).toContain(`<loc>https://manzil.example/properties/${active.id}</loc>`);
  });

  it('publishes robots.txt naming the sitemap and keeping crawlers out of the API', async () => {
    const res = await site.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: https://manzil.example/sitemap.xml');
  });

  it('gives a listing page its own title, description and Open Graph tags, escaped', async () => {
    const res = await site.inject({ method: 'GET', url: `/properties/${active.id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Villa &lt;b&gt;&quot;Rose&quot;&lt;/b&gt; &amp; garden | Manzil</title>');
    expect(html).not.toContain('<title>Manzil</title>');
    expect(html).toContain('<meta property="og:title" content="Villa &lt;b&gt;&quot;Rose&quot;&lt;/b&gt; &amp; garden">');
    expect(html).toMatch(/<meta name="description" content="Villa in Riyadh, Saudi Arabia · 2,500,000 SAR\. Quiet street\. &lt;script&gt;/);
    expect(html).toMatch(/<meta property="og:description" content="[^"]+">/);
    expect(html).toContain('<meta property="og:image" content="https://manzil.example/uploads/rose-gallery.webp">');
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it("sends /buy/{id} to /properties/{id} with a permanent redirect, keeping the query; other /buy/ paths are the client's", async () => {
    const res = await site.inject({ method: 'GET', url: `/buy/${active.id}?from=messages&tab=bids` });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/properties/${active.id}?from=messages&tab=bids`);
    expect((await site.inject({ method: 'GET', url: `/buy/${active.id}` })).headers.location).toBe(`/properties/${active.id}`);
    // A crawler following it lands on the listing's own preview.
    const landed = await site.inject({ method: 'GET', url: String(res.headers.location) });
    expect(landed.body).toContain('<meta property="og:title" content="Villa &lt;b&gt;&quot;Rose&quot;&lt;/b&gt; &amp; garden">');
    for (const url of ['/buy/abc', '/buy/0', '/buy/-3', '/buy/1.5']) {
      const page = await site.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root"></div>');
    }
  });

  it('keeps the default head for a hidden or missing listing', async () => {
    for (const url of [`/properties/${sold.id}`, '/properties/999999']) {
      const res = await site.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Manzil</title>');
      expect(res.body).not.toContain('og:title');
    }
  });
});

describe('sitemap at scale: an index of pages once the listings outgrow one file', () => {
  // The protocol allows 50,000 URLs per file; here a file holds 16, each page and listing in English
  // and in Arabic, so page 1 has the 6 public pages and listings with ids 1–2, page 2 ids 3–4, and so
  // on (ids, so a page is a primary-key range).
  const URL_LIMIT = 16;
  const SPAN = sitemapSpan(URL_LIMIT);
  const pageOf = (p: Property) => Math.ceil(p.id / SPAN);
  let t: TestApp;
  let small: FastifyInstance;
  let listings: Property[];
  /** The listings of one whole page, sold: that page drops out of the index. */
  let emptied: Property[];
  let active: Property[];

  beforeAll(async () => {
    t = await setupTestApp();
    small = Fastify();
    small.decorate('deps', t.app.deps);
    await small.register(seoRoutes, { sitemapUrlLimit: URL_LIMIT });
    await small.ready();
    listings = [];
    for (let i = 0; i < 9; i++) listings.push(await insertProperty(t.db, { status: 'active' }));
    emptied = listings.filter((p) => pageOf(p) === pageOf(listings[3]));
    for (const p of emptied) await t.db.update(properties).set({ status: 'sold' }).where(eq(properties.id, p.id));
    active = listings.filter((p) => !emptied.includes(p));
  });
  afterAll(async () => {
    await small.close();
    await t.close();
  });

  const get = (url: string) => small.inject({ method: 'GET', url, headers: { host: 'manzil.test' } });
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('serves one urlset while everything fits in one file, and the protocol limit is 50,000', async () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'manzil.test' } });
    expect(res.body).toContain('<urlset');
    expect(SPAN).toBe(2);
    expect(locs(res.body)).toHaveLength(2 * (SITEMAP_STATIC_PATHS.length + active.length));
  });

  it('lists only the pages that hold an active listing; each page has its own listings, at most the limit', async () => {
    expect(emptied.length).toBeGreaterThan(0);
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/xml/);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const pages = [...new Set(active.map(pageOf))].sort((a, b) => a - b);
    expect(pages).not.toContain(pageOf(emptied[0]));
    expect(locs(index.body)).toEqual(pages.map((n) => `http://manzil.test/sitemaps/properties-${n}.xml`));

    const seen: string[] = [];
    for (const n of pages) {
      const page = await get(`/sitemaps/properties-${n}.xml`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      );
      const urls = locs(page.body);
      expect(urls.length).toBeLessThanOrEqual(URL_LIMIT);
      expect(urls.filter((u) => !u.includes('/properties/'))).toEqual(
        n === 1 ? SITEMAP_STATIC_PATHS.flatMap((p) => [`http://manzil.test${p}`, `http://manzil.test${pathInLocale(p, 'ar')}`]) : [],
      );
      seen.push(...urls.filter((u) => u.includes('/properties/')));
    }
    // Every active listing exactly once in each language, in id order, and no sold one.
    expect(seen).toEqual(active.flatMap((p) => [`http://manzil.test/properties/${p.id}`, `http://manzil.test/ar/properties/${p.id}`]));
  });

  it('answers 404 for a page with no listing or a name that is not a page', async () => {
    const last = Math.max(...listings.map(pageOf));
    for (const url of [
      `/sitemaps/properties-${last + 1}.xml`,
      `/sitemaps/properties-${pageOf(emptied[0])}.xml`,
      '/sitemaps/properties-0.xml',
      '/sitemaps/properties-abc.xml',
      '/sitemaps/properties-1.5.xml',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
