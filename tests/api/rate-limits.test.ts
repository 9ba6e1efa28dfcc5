// Hardening 2 and 10: throttles that a made-up X-Forwarded-For cannot escape, on sign-in, sign-up,
// search, bids and inquiries, per client address and per account; issue 21: counted in the database
// every server shares (rate_limit_hits), here on PGlite and on PostgreSQL.
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, insertUser } from '../../src/server/db/seed/factories';
import { rateLimitHits, users } from '../../src/server/db/schema';
import { pruneSpentWindows } from '../../src/server/lib/rate-limit-store';
import { Agent, appWith, setupTestApp, signedInAs, type TestApp } from '../setup/app';
import { signupProfile, validBid, validInquiry } from './security/payloads';

// One database; each test builds the apps it needs on it. The counts live in the database, so each
// test starts with none.
let base: TestApp;
let t: TestApp;
let app: FastifyInstance | undefined;
const others: FastifyInstance[] = [];
beforeAll(async () => {
  base = await setupTestApp();
});
afterAll(() => base.close());
afterEach(async () => {
  await app?.close();
  app = undefined;
  for (const other of others.splice(0)) await other.close();
  await base.db.delete(rateLimitHits);
});

async function configured(env: Record<string, string>): Promise<TestApp> {
  app = await appWith(base, env);
  t = { ...base, app };
  return t;
}

let n = 0;
/** A new, made-up address on the left of the chain, as an attacker would send with each request. */
const spoofed = (realClient: string) => ({ 'x-forwarded-for': `198.51.100.${++n % 250}, 10.9.${n % 250}.1, ${realClient}` });

async function wrongSignIns(server: FastifyInstance, times: number, headers: (i: number) => Record<string, string>) {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) {
    codes.push(
      (
        await server.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: headers(i),
          payload: { email: 'nobody@manzil.sa', password: `guess-${i}-long` },
        })
      ).statusCode,
    );
  }
  return codes;
}

/** The counts in the database, by key ('<limit>:ip:<the client address as the app sees it>'). */
const countedClients = () =>
  t.db.select({ key: rateLimitHits.key, hits: rateLimitHits.hits }).from(rateLimitHits).orderBy(rateLimitHits.key);

describe('the sign-in limit behind trusted proxies', () => {
  // app.inject connects from 127.0.0.1: that is the proxy; the real client is what it appended last.
  it.each([
    ['a hop count', '1'],
    ['the proxy address', '127.0.0.1'],
    ['a range', '127.0.0.0/8, 10.0.0.0/8'],
  ])('with TRUST_PROXY as %s, a new X-Forwarded-For per request does not escape it', async (_label, trustProxy) => {
    t = await configured({ TRUST_PROXY: trustProxy, LOGIN_RATE_LIMIT: '3' });
    expect(await wrongSignIns(t.app, 5, () => spoofed('203.0.113.7'))).toEqual([401, 401, 401, 429, 429]);
    // Another real client behind the same proxy is not locked out with the first.
    expect(await wrongSignIns(t.app, 1, () => spoofed('203.0.113.8'))).toEqual([401]);
    expect(await countedClients()).toEqual([
      { key: 'sign-in:ip:203.0.113.7', hits: 5 },
      { key: 'sign-in:ip:203.0.113.8', hits: 1 },
    ]);
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: the connection is the client', async () => {
    t = await configured({ LOGIN_RATE_LIMIT: '3' });
    expect(await wrongSignIns(t.app, 4, (i) => ({ 'x-forwarded-for': `203.0.113.${i + 1}` }))).toEqual([401, 401, 401, 429]);
    expect(await countedClients()).toEqual([{ key: 'sign-in:ip:127.0.0.1', hits: 4 }]);
  });

  it('answers 429 with a message and a Retry-After', async () => {
    t = await configured({ LOGIN_RATE_LIMIT: '1' });
    await wrongSignIns(t.app, 1, () => ({}));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@manzil.sa', password: 'guess-again-1' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the counts every server shares', () => {
  it('two servers on one database allow together what one allows', async () => {
    t = await configured({ LOGIN_RATE_LIMIT: '4' });
    const second = await appWith(base, { LOGIN_RATE_LIMIT: '4' });
    others.push(second);
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push(...(await wrongSignIns(i % 2 === 0 ? t.app : second, 1, () => ({}))));
    expect(codes).toEqual([401, 401, 401, 401]);
    expect(await wrongSignIns(t.app, 1, () => ({}))).toEqual([429]);
    expect(await wrongSignIns(second, 1, () => ({}))).toEqual([429]);
  });

  it('a spent limit opens again when its window is over, and the spent window is deleted', async () => {
    t = await configured({ LOGIN_RATE_LIMIT: '2' });
    expect(await wrongSignIns(t.app, 3, () => ({}))).toEqual([401, 401, 429]);
    // The minute passes (as the database sees it).
    await t.db.update(rateLimitHits).set({ resetsAt: sql`now() - interval '1 second'` });
    expect(await wrongSignIns(t.app, 3, () => ({}))).toEqual([401, 401, 429]);

    await t.db.update(rateLimitHits).set({ resetsAt: sql`now() - interval '1 second'` });
    await t.app.inject({ url: '/api/properties' });
    await pruneSpentWindows(t.db);
    expect(await countedClients()).toEqual([{ key: 'search:ip:127.0.0.1', hits: 1 }]);
  });

  it('each limit keeps its own count', async () => {
    t = await configured({ LOGIN_RATE_LIMIT: '1', SEARCH_RATE_LIMIT: '1' });
    expect(await wrongSignIns(t.app, 2, () => ({}))).toEqual([401, 429]);
    expect((await t.app.inject({ url: '/api/properties' })).statusCode).toBe(200);
  });
});

describe('sign-up', () => {
  it('is limited per client address: the account past the limit is not created', async () => {
    t = await configured({ TRUST_PROXY: '1', SIGNUP_RATE_LIMIT: '2' });
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: spoofed('203.0.113.20'),
        payload: { ...signupProfile, email: `new-${i}@manzil.example`, password: 'a-long-new-password' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([201, 201, 429]);
    const [{ n: created }] = await t.db.select({ n: count() }).from(users).where(eq(users.email, 'new-2@manzil.example'));
    expect(created).toBe(0);
  });
});

describe('search', () => {
  it('is limited per client address, the list and the map together', async () => {
    t = await configured({ SEARCH_RATE_LIMIT: '3' });
    const codes = [];
    for (const url of ['/api/properties', '/api/properties/map', '/api/properties?city=Riyadh', '/api/properties/map']) {
      codes.push((await t.app.inject({ url })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    // A listing's own page is not a search.
    expect((await t.app.inject({ url: '/api/properties/featured' })).statusCode).toBe(200);
  });
});

describe('bids and inquiries', () => {
  async function listingFor(on: TestApp) {
    const owner = await insertUser(on.db, { role: 'developer' });
    return insertProperty(on.db, { developerId: owner.id, status: 'active', forSale: true, price: '1000000.00' });
  }

  it('are limited per account, whatever address each request claims to come from', async () => {
    t = await configured({ TRUST_PROXY: '1', WRITE_RATE_LIMIT: '2' });
    const property = await listingFor(t);
    const { agent } = await signedInAs(t, 'buyer');
    const codes = [];
    codes.push(
      (await agent.post(`/api/properties/${property.id}/bids`, { ...validBid, bidAmount: '900000' }, spoofed(`203.0.113.${++n}`)))
        .statusCode,
    );
    codes.push((await agent.post(`/api/properties/${property.id}/inquiries`, validInquiry, spoofed(`203.0.113.${++n}`))).statusCode);
    codes.push(
      (await agent.post(`/api/properties/${property.id}/bids`, { ...validBid, bidAmount: '910000' }, spoofed(`203.0.113.${++n}`)))
        .statusCode,
    );
    expect(codes).toEqual([201, 201, 429]);
  });

  it('are limited per client address too, however many accounts share it', async () => {
    t = await configured({ TRUST_PROXY: '1', WRITE_RATE_LIMIT: '1' });
    const property = await listingFor(t);
    const codes = [];
    // Five times the per-account limit from one address, then refused.
    for (let i = 0; i < 6; i++) {
      const { agent } = await signedInAs(t, 'buyer');
      codes.push(
        (
          await agent.post(
            `/api/properties/${property.id}/bids`,
            { ...validBid, bidAmount: String(900_000 + i * 1000) },
            spoofed('203.0.113.99'),
          )
        ).statusCode,
      );
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

it('a signed-out visitor is counted by address on the write routes, before the 401', async () => {
  t = await configured({ WRITE_RATE_LIMIT: '1' });
  const agent = new Agent(t.app);
  const codes = [];
  for (let i = 0; i < 6; i++) codes.push((await agent.post('/api/properties/1/bids', validBid)).statusCode);
  expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
});
