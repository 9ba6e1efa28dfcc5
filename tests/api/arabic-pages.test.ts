// The pages in Arabic as the server sends them (docs/product.md#languages): /ar's HTML in Arabic and
// right to left with its canonical and hreflang links, the root that remembers the language, a
// listing's share preview in Arabic, and the sitemap with both languages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { insertProperty } from '../../src/server/db/seed/factories';
import type { Property } from '../../src/server/db/schema';
import { setupTestApp, type TestApp } from '../setup/app';

const ORIGIN = 'https://manzil.example';
const SHELL =
  '<!doctype html><html lang="en" dir="ltr"><head><title>Manzil</title>' +
  '<meta name="description" content="Manzil" /></head><body><div id="root"></div></body></html>';

let t: TestApp;
let site: FastifyInstance;
let clientDir: string;
let villa: Property;
let englishOnly: Property;

beforeAll(async () => {
  t = await setupTestApp();
  villa = await insertProperty(t.db, {
    title: 'Luxury villa in Hittin',
    titleAr: 'فيلا فاخرة في حي حطين',
    description: 'Five bedrooms and a private pool.',
    descriptionAr: 'خمس غرف نوم ومسبح خاص.',
    propertyType: 'villa',
    city: 'Riyadh',
    price: '4850000.00',
    currency: 'SAR',
    status: 'active',
    images: [],
  });
  englishOnly = await insertProperty(t.db, {
    title: 'Office floor on Olaya',
    titleAr: null,
    description: null,
    descriptionAr: null,
    propertyType: 'office',
    city: 'Jeddah',
    price: '900000.00',
    status: 'active',
  });
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), SHELL);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, PUBLIC_URL: ORIGIN });
  site = await buildApp({ config, database: t.database, clientDir });
  await site.ready();
});
afterAll(async () => {
  await site.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
  await t.close();
});

describe('pages under /ar', () => {
  it('sends /ar/buy in Arabic, right to left, naming itself and its English twin', async () => {
    const res = await site.inject({ url: '/ar/buy' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('<title>منزل</title>');
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/ar/buy">`);
    expect(res.body).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/buy">`);
    expect(res.body).toContain(`<link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/buy">`);
    expect(res.body).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/buy">`);
    const english = await site.inject({ url: '/buy' });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain(`<link rel="canonical" href="${ORIGIN}/buy">`);
  });

  it('sends the root to /ar for whoever chose Arabic, keeping the query; English otherwise', async () => {
    const res = await site.inject({ url: '/?ref=footer', cookies: { manzil_lang: 'ar' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ar?ref=footer');
    expect(res.headers['cache-control']).toBe('no-store');
    const english = await site.inject({ url: '/', cookies: { manzil_lang: 'en' } });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.headers.vary).toMatch(/Cookie/);
  });

  it('previews a shared Arabic listing link in Arabic: its Arabic title, summary, /ar address and ar_SA', async () => {
    const html = (await site.inject({ url: `/ar/properties/${villa.id}` })).body;
    expect(html).toContain('<title>فيلا فاخرة في حي حطين | منزل</title>');
    expect(html).toContain('<meta property="og:title" content="فيلا فاخرة في حي حطين">');
    expect(html).toContain(
      '<meta property="og:description" content="فيلا في الرياض، المملكة العربية السعودية · 4,850,000 ر.س. خمس غرف نوم ومسبح خاص.">',
    );
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/ar/properties/${villa.id}">`);
    expect(html).toContain('<meta property="og:locale" content="ar_SA">');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    // Without an Arabic title the English one is shown, with the Arabic summary.
    const fallback = (await site.inject({ url: `/ar/properties/${englishOnly.id}` })).body;
    expect(fallback).toContain('<meta property="og:title" content="Office floor on Olaya">');
    expect(fallback).toContain('<meta property="og:description" content="مكتب في جدة، المملكة العربية السعودية · 900,000 ر.س">');
  });

  it('keeps the English preview as it was', async () => {
    const html = (await site.inject({ url: `/properties/${villa.id}` })).body;
    expect(html).toContain('<title>Luxury villa in Hittin | Manzil</title>');
    expect(html).toContain(
      '<meta property="og:description" content="Villa in Riyadh, Saudi Arabia · 4,850,000 SAR. Five bedrooms and a private pool.">',
    );
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/properties/${villa.id}">`);
    expect(html).not.toContain('og:locale');
  });
});

describe('the sitemap in both languages', () => {
  it('lists every page and listing in English and in Arabic, each with its hreflang alternates', async () => {
    const xml = (await site.inject({ url: '/sitemap.xml' })).body;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/buy"/>` +
      `<xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/buy"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/buy"/>`;
    expect(xml).toContain(`<url><loc>${ORIGIN}/buy</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/ar/buy</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/ar</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/ar"/>`);
    expect(xml).toMatch(new RegExp(`<url><loc>${ORIGIN}/ar/properties/${villa.id}</loc><lastmod>[^<]+</lastmod><xhtml:link`));
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/properties/${villa.id}"/>`);
    // robots.txt is as it was.
    const robots = (await site.inject({ url: '/robots.txt' })).body;
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
