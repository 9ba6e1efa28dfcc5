// Hardening 3, 5 and 11: the server-rendered head takes listing text literally; the CSRF check and
// the session follow the route the router chose, however the path is spelled; a Host header never
// ends up in a cached answer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { insertProperty, insertUser } from '../../../src/server/db/seed/factories';
import { escapeHtml } from '../../../src/server/spa';
import { setupTestApp, TEST_PASSWORD, type TestApp } from '../../setup/app';

const TEMPLATE = '<!doctype html><html><head><meta charset="utf-8"><title>Manzil</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let clientDir: string;
/** The site without PUBLIC_URL (links from the request's Host) and with it. */
let hostDerived: FastifyInstance;
let published: FastifyInstance;

beforeAll(async () => {
  t = await setupTestApp();
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-paths-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
  const site = async (env: Record<string, string>) => {
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, ...env }), database: t.database, clientDir });
    await app.ready();
    return app;
  };
  hostDerived = await site({});
  published = await site({ PUBLIC_URL: 'https://manzil.example' });
});
afterAll(async () => {
  await hostDerived.close();
  await published.close();
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe("a listing page's head", () => {
  it.each([
    ['$`', 'the text before the match'],
    ["$'", 'the text after the match'],
    ['$&', 'the match itself'],
    ['$$', 'a dollar'],
  ])('shows %s in a title literally (a replacement pattern for %s)', async (sequence) => {
    const owner = await insertUser(t.db, { role: 'developer' });
    const title = `Villa ${sequence.repeat(100)} end`;
    const property = await insertProperty(t.db, {
      title,
      description: `Quiet ${sequence} street`,
      developerId: owner.id,
      status: 'active',
      images: [`https://img.example/a${encodeURIComponent(sequence)}.jpg`],
    });
    const res = await published.inject({ url: `/properties/${property.id}` });
    expect(res.statusCode).toBe(200);
    // The page is the template plus the listing's tags: a few kilobytes, not the template spliced into itself.
    expect(res.body.length).toBeLessThan(TEMPLATE.length + 3000);
    expect(res.body.match(/<!doctype html>/g)).toHaveLength(1);
    expect(res.body.match(/<\/head>/g)).toHaveLength(1);
    expect(res.body).toContain(`<title>${escapeHtml(title)} | Manzil</title>`);
    expect(res.body).toContain(`<meta property="og:title" content="${escapeHtml(title)}">`);
  });
});

describe('encoded spellings of /api', () => {
  const SPELLINGS = ['/%61pi/auth/login', '/a%70i/auth/login', '/ap%69/auth/login', '/%61%70%69/auth/login'];

  it.each(SPELLINGS)('a cross-site sign-in POSTed to %s is refused like one to /api/auth/login', async (url) => {
    const user = await insertUser(t.db, { role: 'buyer', password: TEST_PASSWORD });
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies.find((c) => c.name === 'manzil_sid')).toBeUndefined();
  });

  it.each(SPELLINGS.map((s) => s.replace('auth/login', 'auth/user')))('the session is read on %s as on /api/auth/user', async (url) => {
    const user = await insertUser(t.db, { role: 'buyer', password: TEST_PASSWORD });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
    const sid = login.cookies.find((c) => c.name === 'manzil_sid')!.value;
    const res = await t.app.inject({ url, cookies: { manzil_sid: sid } });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(user.id);
  });
});

describe('links made from the Host header', () => {
  it.each(['/sitemap.xml', '/robots.txt'])("%s without PUBLIC_URL names the request's host and may not be cached", async (url) => {
    const res = await hostDerived.inject({ url, headers: { host: 'evil.example' } });
    expect(res.body).toContain('http://evil.example/');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['/sitemap.xml', '/robots.txt'])('%s with PUBLIC_URL names the site whatever the Host, and is cacheable', async (url) => {
    const res = await published.inject({ url, headers: { host: 'evil.example' } });
    expect(res.body).toContain('https://manzil.example/');
    expect(res.body).not.toContain('evil.example');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });

  it("a listing's share tags from the Host are not kept by a cache; from PUBLIC_URL they may be revalidated", async () => {
    const owner = await insertUser(t.db, { role: 'developer' });
    const property = await insertProperty(t.db, { developerId: owner.id, status: 'active', images: ['/uploads/a.webp'] });
    const derived = await hostDerived.inject({ url: `/properties/${property.id}`, headers: { host: 'evil.example' } });
    expect(derived.body).toContain('content="http://evil.example/uploads/a.webp"');
    expect(derived.headers['cache-control']).toBe('no-store');
    const site = await published.inject({ url: `/properties/${property.id}`, headers: { host: 'evil.example' } });
    expect(site.body).toContain('content="https://manzil.example/uploads/a.webp"');
    expect(site.headers['cache-control']).toBe('no-cache');
  });
});
