/**
 * Sessions and browsers (issue #7, Security), at the API level. What other files already prove is
 * not repeated here; README.md beside this file maps each point of the issue to its test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../src/server/auth/sessions';
import { insertProject, insertProperty, insertUser } from '../../../src/server/db/seed/factories';
import { sessions } from '../../../src/server/db/schema';
import { Agent, TEST_PASSWORD, setupTestApp, signedInAs } from '../../setup/app';
import { audiencesOf } from '../../setup/audiences';
import { call, dataVersion, routeKey, sessionFor, setupRecordedApp, type RecordedApp } from './harness';
import { signupProfile, validListing } from './payloads';

let t: RecordedApp;
let clientDir: string;

beforeAll(async () => {
  // A stand-in for the built client, so the SPA's pages are served (and their headers checked).
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-sec-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Manzil</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  fs.writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'console.log("app")');
  t = await setupRecordedApp({}, clientDir);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const sessionCookie = (res: { cookies: Array<{ name: string; value: string }> }) => res.cookies.find((c) => c.name === SESSION_COOKIE);
const setCookieHeader = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie']].flat().filter((h): h is string => typeof h === 'string' && h.startsWith(`${SESSION_COOKIE}=`))[0] ?? '';
const whoAmI = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { [SESSION_COOKIE]: token } });
const sessionRows = (userId: string) => t.db.select().from(sessions).where(eq(sessions.userId, userId));

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, with an expiry, and not Secure over plain http when COOKIE_SECURE=auto', async () => {
    const { user } = await signedInAs(t, 'buyer');
    const res = await new Agent(t.app).post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    const header = setCookieHeader(res);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).toMatch(/; Expires=/);
    expect(header).not.toMatch(/; Secure/);
    expect(header).not.toMatch(/; Domain=/); // host-only: never sent to other subdomains
    // 32 random bytes, base64url: nothing guessable.
    expect(sessionCookie(res)!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('is set the same way at sign-up', async () => {
    const res = await new Agent(t.app).post('/api/auth/signup', {
      ...signupProfile,
      email: 'cookie.signup@example.sa',
      password: 'desert-rose-2026',
    });
    expect(res.statusCode).toBe(201);
    const header = setCookieHeader(res);
    for (const flag of ['HttpOnly', 'SameSite=Lax', 'Path=/']) expect(header).toContain(`; ${flag}`);
  });

  it('is Secure with COOKIE_SECURE=true, and with COOKIE_SECURE=auto behind a TLS proxy (TRUST_PROXY, X-Forwarded-Proto: https)', async () => {
    const envs: Array<Record<string, string>> = [{ COOKIE_SECURE: 'true' }, { COOKIE_SECURE: 'auto', TRUST_PROXY: '127.0.0.1' }];
    for (const env of envs) {
      const s = await setupTestApp(env);
      try {
        const user = await insertUser(s.db, { role: 'buyer', password: TEST_PASSWORD });
        const res = await s.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: TEST_PASSWORD },
          headers: env.TRUST_PROXY ? { 'x-forwarded-proto': 'https' } : {},
        });
        expect(res.statusCode).toBe(200);
        expect(setCookieHeader(res), JSON.stringify(env)).toMatch(/; Secure/);
        // Without the proxy's word, a client cannot make it think it is on https.
        if (env.TRUST_PROXY) {
          const plain = await s.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: user.email, password: TEST_PASSWORD },
          });
          expect(setCookieHeader(plain)).not.toMatch(/; Secure/);
        }
      } finally {
        await s.close();
      }
    }
    // And a client's X-Forwarded-Proto is ignored when no proxy is trusted.
    const user = await insertUser(t.db, { role: 'buyer', password: TEST_PASSWORD });
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(setCookieHeader(spoofed)).not.toMatch(/; Secure/);
  });
});

describe('session fixation: a new session id at sign-in', () => {
  it('replaces a pre-login session the browser already had (e.g. one planted by an attacker) with a new id, and ends the old one', async () => {
    const user = await insertUser(t.db, { role: 'buyer', password: TEST_PASSWORD });
    // A valid session without a user: what a browser holds mid single-sign-on, or what an attacker could plant.
    const anonymous = await insertUser(t.db, { role: 'buyer' });
    const planted = await sessionFor(t, anonymous);
    await t.db
      .update(sessions)
      .set({ userId: null, sess: { createdAt: new Date().toISOString() } })
      .where(eq(sessions.userId, anonymous.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
      cookies: { [SESSION_COOKIE]: planted },
    });
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookie(res)!.value;
    expect(fresh).not.toBe(planted);
    // The planted id does not become the victim's session.
    expect((await whoAmI(planted)).statusCode).toBe(401);
    expect((await whoAmI(fresh)).json().id).toBe(user.id);
    expect(await sessionRows(user.id)).toHaveLength(1);
  });

  it('never adopts a cookie value chosen by the client', async () => {
    const user = await insertUser(t.db, { role: 'buyer', password: TEST_PASSWORD });
    const chosen = 'attacker-chosen-session-id-0000000000000000';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
      cookies: { [SESSION_COOKIE]: chosen },
    });
    expect(sessionCookie(res)!.value).not.toBe(chosen);
    expect((await whoAmI(chosen)).statusCode).toBe(401);
  });

  it('gives a signed-in user who signs up again a new id too, and ends the old session', async () => {
    const { agent } = await signedInAs(t, 'buyer');
    const before = agent.cookie!;
    const res = await agent.post('/api/auth/signup', {
      ...signupProfile,
      email: 'fixation.signup@example.sa',
      password: 'desert-rose-2026',
    });
    expect(res.statusCode).toBe(201);
    expect(agent.cookie).not.toBe(before);
    expect((await whoAmI(before)).statusCode).toBe(401);
  });

  it('stores only a hash of the token: the table cannot be replayed as cookies', async () => {
    const { agent, user } = await signedInAs(t, 'buyer');
    const [row] = await sessionRows(user.id);
    expect(row.sid).not.toBe(agent.cookie);
    expect(row.sid).toMatch(/^[0-9a-f]{64}$/);
    expect((await whoAmI(row.sid)).statusCode).toBe(401);
  });
});

describe('sessions end server-side', () => {
  it('deleting a user signs them out on every device at once: their cookies answer 401, reads and writes alike', async () => {
    const {
      admin: { agent: admin },
      owner: { agent: phone, user },
    } = await audiencesOf(t, ['admin', 'owner']);
    const laptop = new Agent(t.app);
    expect((await laptop.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await sessionRows(user.id)).toHaveLength(2);

    expect((await admin.delete(`/api/admin/users/${user.id}`)).statusCode).toBe(204);
    for (const device of [phone.cookie!, laptop.cookie!]) {
      expect((await whoAmI(device)).statusCode).toBe(401);
      const write = await call(t.app, device, { method: 'POST', url: '/api/properties', payload: validListing });
      expect(write.statusCode).toBe(401);
    }
    expect(await sessionRows(user.id)).toHaveLength(0);
  });

  it('a role taken away by an admin takes effect on the next request of an open session', async () => {
    const {
      admin: { agent: admin },
      owner: { agent: dev, user },
    } = await audiencesOf(t, ['admin', 'owner']);
    expect((await dev.post('/api/properties', validListing)).statusCode).toBe(201);
    expect((await admin.put(`/api/admin/users/${user.id}`, { role: 'buyer' })).statusCode).toBe(200);
    expect((await dev.post('/api/properties', validListing)).statusCode).toBe(403);
    expect((await dev.get('/api/admin/users')).statusCode).toBe(403);
  });

  it('a session past its expiry is refused even if the browser still sends it (and is not slid forward)', async () => {
    const { agent, user } = await signedInAs(t, 'buyer');
    await t.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1) })
      .where(eq(sessions.userId, user.id));
    expect((await agent.get('/api/user/bids')).statusCode).toBe(401);
    const [row] = await sessionRows(user.id);
    expect(row.expire.getTime()).toBeLessThan(Date.now());
  });
});

describe('cross-origin requests', () => {
  const EVIL = [
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { origin: 'http://localhost.evil.example' },
    { origin: 'http://localhost:80.evil.example' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
  ];

  it('refuses every state-changing route of the route table from another origin with 403, as an admin, and changes nothing', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    const dev = await insertUser(t.db, { role: 'developer' });
    const property = await insertProperty(t.db, { developerId: dev.id, status: 'active', forSale: true });
    const project = await insertProject(t.db, { developerId: dev.id });
    const writes = t.routes.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && r.url.startsWith('/api/'));
    expect(writes.length).toBeGreaterThan(15);
    const fill = (url: string) =>
      url
        .replace('/properties/:id', `/properties/${property.id}`)
        .replace('/development-projects/:id', `/development-projects/${project.id}`)
        .replace('/admin/users/:id', `/admin/users/${dev.id}`)
        .replace(/:\w+/g, '1');
    const session = await sessionFor(t, admin);
    const refused: string[] = [];
    for (const route of writes) {
      for (const headers of EVIL) {
        const before = await dataVersion(t.db);
        const opts: InjectOptions = { method: route.method as InjectOptions['method'], url: fill(route.url), headers, payload: {} };
        const res = await call(t.app, session, opts);
        if (res.statusCode !== 403 || res.json().message !== 'Cross-origin request refused')
          refused.push(`${routeKey(route)} ${JSON.stringify(headers)} → ${res.statusCode}`);
        expect(await dataVersion(t.db)).toEqual(before);
      }
    }
    expect(refused).toEqual([]);
  });

  it('lets the same origin through (the check is not simply "refuse every Origin")', async () => {
    const { agent } = await signedInAs(t, 'developer');
    const res = await agent.request({
      method: 'POST',
      url: '/api/properties',
      payload: validListing,
      headers: { host: 'manzil.example', origin: 'https://manzil.example', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('sends no CORS headers that would let another site read answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/properties',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('login rate limit', () => {
  // auth.test.ts proves the 429 itself; here: the limit holds against the right password too.
  it('keeps answering 429 during the window, even for the right password, with a Retry-After', async () => {
    const limited = await setupTestApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      const user = await insertUser(limited.db, { role: 'buyer', password: TEST_PASSWORD });
      for (let i = 0; i < 3; i++)
        await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: `wrong-guess-${i}` } });
      const right = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(right.statusCode).toBe(429);
      expect(sessionCookie(right)).toBeUndefined();
      expect(typeof right.json().message).toBe('string');
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('security headers', () => {
  const PAGES = [
    '/',
    '/buy',
    '/properties/1',
    '/admin',
    '/assets/app.js',
    '/api/properties',
    '/api/auth/user',
    '/api/no-such-route',
    '/api/properties/abc',
    '/robots.txt',
    '/uploads/missing.webp',
    '/api/docs',
    '/api/docs/json',
  ];

  it.each(PAGES)('%s carries a CSP without inline scripts, frame-ancestors none, nosniff and a referrer policy', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeLessThan(500);
    const csp = String(res.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives['script-src']).toEqual(["'self'"]);
    // No other script directive (script-src-elem, script-src-attr) may loosen it either.
    for (const [name, values] of Object.entries(directives)) {
      if (name.startsWith('script-src')) expect(values, name).not.toContain("'unsafe-inline'");
    }
    expect(csp).not.toMatch(/'unsafe-eval'/);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('serves the SPA pages as HTML and the API as JSON (a stored payload is never served as a page)', async () => {
    expect(String((await t.app.inject({ method: 'GET', url: '/buy' })).headers['content-type'])).toMatch(/^text\/html/);
    expect(String((await t.app.inject({ method: 'GET', url: '/api/properties' })).headers['content-type'])).toMatch(/^application\/json/);
  });
});

describe('GET /api/logout signs out only when the user follows it', () => {
  it.each([
    ['an image', { 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'same-origin' }],
    ['a script', { 'sec-fetch-dest': 'script', 'sec-fetch-mode': 'no-cors', 'sec-fetch-site': 'same-origin' }],
    ['a link on another site', { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' }],
  ])('loaded as %s, it leaves the session alone', async (_label, headers) => {
    const { agent } = await signedInAs(t, 'buyer');
    const res = await agent.get('/api/logout', headers);
    expect(res.statusCode).toBe(302);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('followed from our own page, it ends the session', async () => {
    const { agent } = await signedInAs(t, 'buyer');
    const cookie = `${SESSION_COOKIE}=${agent.cookie}`;
    const res = await agent.get('/api/logout', {
      'sec-fetch-dest': 'document',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-site': 'same-origin',
    });
    expect(res.statusCode).toBe(302);
    // The old cookie, sent again, no longer opens a session: it ended on the server.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });
});
