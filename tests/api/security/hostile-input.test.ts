/**
 * Hostile input (issue #7, Security): for every route of the server's own route table that takes
 * params, a query, headers or a body, fast-check sends malformed and extreme values — wrong types,
 * 100k-character strings, unicode (RTL, emoji, NUL, lone surrogates), nulls, arrays and objects
 * where scalars belong, negative and enormous numbers, NaN/Infinity strings, SQL and script
 * fragments — as an admin (every permission check passes, so validation and the SQL are reached),
 * as a buyer, and signed out. Properties: never a 5xx; a 4xx changes no data (the rows written to every
 * table that holds data, counted by a trigger, before and after each request: harness.ts).
 *
 * Reproducible: the seed is fixed (FC_SEED to change it) and printed; FC_RUNS sets the runs per route.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInvestment, insertProject, insertProperty, insertUser } from '../../../src/server/db/seed/factories';
import { propertyBids, propertyInquiries, savedSearches, type User } from '../../../src/server/db/schema';
import { TEST_PASSWORD } from '../../setup/app';
import { paidHolding, validDistribution, validInvestment } from '../portfolio-shared';
import { call, dataVersion, routeKey, sessionFor, setupRecordedApp, type RecordedApp, type RecordedRoute } from './harness';
import { asText, FRAGMENTS, headerSafe, hostileValue } from './hostile-values';
import { signupProfile, validBid, validInquiry, validListing, validOpportunity, validProject, validReply } from './payloads';

const SEED = Number(process.env.FC_SEED ?? 7_2026);
const RUNS = Number(process.env.FC_RUNS ?? 15);
console.log(`hostile-input: fast-check seed ${SEED}, ${RUNS} runs per route and audience (FC_SEED / FC_RUNS to change)`);

/** Routes with nothing a caller can shape (static files, documentation) are not fuzzed. */
const NOT_FUZZED = /^(HEAD |GET \/api\/docs|GET \/uploads\/|GET \/sitemap\.xml|GET \/robots\.txt)/;

let t: RecordedApp;
let admin: User;
let buyer: User;
let loginUser: User;
const ids: Record<string, Array<number | string>> = {};

beforeAll(async () => {
  t = await setupRecordedApp({ LOG_LEVEL: 'silent' });
  admin = await insertUser(t.db, { role: 'admin' });
  buyer = await insertUser(t.db, { role: 'buyer' });
  loginUser = await insertUser(t.db, { role: 'buyer', password: TEST_PASSWORD });
  const dev = await insertUser(t.db, { role: 'developer' });
  const props = await Promise.all([1, 2, 3].map(() => insertProperty(t.db, { developerId: dev.id, status: 'active', forSale: true })));
  const projects = await Promise.all([1, 2].map(() => insertProject(t.db, { developerId: dev.id })));
  // Held since January: a valid distribution (paid in February) gets past the rules to the split.
  const opportunities = [await paidHolding(t.db, buyer.id), await paidHolding(t.db, admin.id)].map((h) => ({ id: h.investmentId }));
  const bids = await t.db
    .insert(propertyBids)
    .values(props.map((p) => ({ propertyId: p.id, bidderId: buyer.id, bidAmount: '900000.00' })))
    .returning();
  const inquiries = await t.db
    .insert(propertyInquiries)
    .values(
      props.map((p) => ({ propertyId: p.id, userId: buyer.id, message: 'Is the villa still available?', contactPhone: '+966551234567' })),
    )
    .returning();
  const victims = await Promise.all([1, 2, 3].map(() => insertUser(t.db, { role: 'buyer' })));
  // DELETE gets records of its own, so the routes fuzzed after it still find theirs.
  ids['DELETE properties'] = (await Promise.all([1, 2, 3].map(() => insertProperty(t.db, { developerId: dev.id })))).map((p) => p.id);
  ids['DELETE development-projects'] = (await Promise.all([1, 2, 3].map(() => insertProject(t.db, { developerId: dev.id })))).map(
    (p) => p.id,
  );
  ids['DELETE investments'] = (await Promise.all([1, 2, 3].map(() => insertInvestment(t.db)))).map((o) => o.id);
  ids['DELETE users'] = (await Promise.all([1, 2, 3, 4, 5, 6].map(() => insertUser(t.db, { role: 'buyer' })))).map((u) => u.id);
  ids.properties = props.map((p) => p.id);
  ids['development-projects'] = projects.map((p) => p.id);
  ids.investments = opportunities.map((o) => o.id);
  ids.bids = bids.map((b) => b.id);
  ids.inquiries = inquiries.map((q) => q.id);
  ids.users = victims.map((u) => u.id);
  // Receipts: the admin's own entry, and the buyer's (a 404 to anyone else).
  ids.ledger = [(await paidHolding(t.db, admin.id)).reference, (await paidHolding(t.db, buyer.id)).reference];
  ids.favorites = ids.properties;
  ids['recently-viewed'] = ids.properties;
  const search = () => ({ userId: admin.id, name: 'Villas in Riyadh', filters: { city: 'Riyadh' }, cityKey: 'riyadh' });
  ids['saved-searches'] = (await t.db.insert(savedSearches).values([search(), search(), search()]).returning()).map((r) => r.id);
  ids['DELETE saved-searches'] = (await t.db.insert(savedSearches).values([search(), search(), search()]).returning()).map((r) => r.id);
});
afterAll(async () => t?.close());

/** The field names a zod object schema knows, if it is one. */
function keysOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

/* ---------------------------------------------------------------------------------------------- */
/* Valid starting points per route (spoiled one field at a time)                                   */
/* ---------------------------------------------------------------------------------------------- */

function validBody(key: string): Record<string, unknown> | undefined {
  switch (key) {
    case 'POST /api/auth/signup':
      return { ...signupProfile, email: `fuzz.${randomUUID()}@example.sa`, password: 'desert-rose-2026' };
    case 'POST /api/auth/complete-signup':
      return { ...signupProfile };
    case 'POST /api/auth/login':
      return { email: loginUser.email, password: TEST_PASSWORD };
    case 'POST /api/properties':
    case 'PUT /api/properties/:id':
      return { ...validListing };
    case 'POST /api/development-projects':
    case 'PUT /api/development-projects/:id':
      return { ...validProject };
    case 'POST /api/investments':
    case 'PUT /api/investments/:id':
      return { ...validOpportunity };
    case 'POST /api/user/investments':
      return { ...validInvestment, investmentId: ids.investments[0], amount: '1000', riskAcknowledged: true };
    case 'POST /api/investments/:id/distributions':
      return { ...validDistribution };
    case 'POST /api/properties/:id/bids':
      return { ...validBid };
    case 'PATCH /api/bids/:bidId/status':
      return { status: 'rejected' };
    case 'POST /api/properties/:id/inquiries':
      return { ...validInquiry };
    case 'POST /api/inquiries/:id/messages':
      return { ...validReply };
    case 'PUT /api/admin/users/:id':
      return { firstName: 'Renamed' };
    case 'POST /api/saved-searches':
    case 'PUT /api/saved-searches/:id':
      return { name: 'Villas in Riyadh', filters: { city: 'Riyadh', propertyType: 'villa' }, frequency: 'daily' };
    default:
      return undefined;
  }
}

/** Real ids for the route's path parameter, so the request reaches the record. */
function realIds(method: string, url: string, name: string): string[] {
  const collection =
    name === 'bidId' ? 'bids' : name === 'reference' ? 'ledger' : url.includes('/admin/users/') ? 'users' : url.split('/')[2];
  return (ids[`${method} ${collection}`] ?? ids[collection] ?? [1]).map(String);
}
const realParam = (method: string, url: string, name: string) => fc.constantFrom(...realIds(method, url, name));
/** The route's path parameters, each a real id. */
const realParams = (route: RecordedRoute) =>
  Object.fromEntries([...route.url.matchAll(/:(\w+)/g)].map(([, n]) => [n, realIds(route.method, route.url, n)[0]]));

interface Plan {
  params: Record<string, string>;
  query?: Record<string, string | string[]>;
  headers: Record<string, string>;
  body?: { raw: string } | { json: unknown };
}

function planFor(route: RecordedRoute): fc.Arbitrary<Plan> {
  const key = routeKey(route);
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const schema = (route.schema ?? {}) as { querystring?: z.ZodType; body?: z.ZodType; headers?: z.ZodType };
  const queryKeys = [...keysOf(schema.querystring), 'junk'];
  const bodyKeys = [...new Set([...keysOf(schema.body), ...Object.keys(validBody(key) ?? {}), 'developerId', 'id', 'role', '__proto__'])];
  const takesBody = route.method !== 'GET' && route.method !== 'DELETE';

  const params = fc.record(
    Object.fromEntries(
      paramNames.map((n) => [
        n,
        fc.oneof({ weight: 2, arbitrary: realParam(route.method, route.url, n) }, { weight: 1, arbitrary: hostileValue.map(asText) }),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;

  const query = schema.querystring
    ? fc.option(
        fc.dictionary(
          fc.constantFrom(...queryKeys),
          fc.oneof(
            hostileValue.map(asText),
            fc.array(hostileValue.map(asText), { minLength: 2, maxLength: 3 }), // ?city=a&city=b
          ),
          { minKeys: 1, maxKeys: 4 },
        ),
        { nil: undefined },
      )
    : fc.constant(undefined);

  const headers = schema.headers
    ? fc.oneof(
        fc.constant({}),
        hostileValue.map((v) => ({ 'idempotency-key': headerSafe(asText(v)) })),
      )
    : fc.constant({});

  const spoiled = fc
    .tuple(fc.subarray(bodyKeys, { minLength: 1, maxLength: 3 }), fc.array(hostileValue, { minLength: 3, maxLength: 3 }))
    .map(([keys, values]) => {
      const body: Record<string, unknown> = { ...(validBody(key) ?? {}) };
      keys.forEach((k, i) => Object.defineProperty(body, k, { value: values[i], enumerable: true, configurable: true, writable: true }));
      return { json: body };
    });
  // A text field holding a fragment: valid as far as the schema goes, so it reaches the SQL.
  const textKeys = Object.entries(validBody(key) ?? {})
    .filter(([, v]) => typeof v === 'string')
    .map(([k]) => k);
  const textSpoiled = textKeys.length
    ? fc
        .tuple(
          fc.constantFrom(...textKeys),
          fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ unit: 'grapheme', minLength: 3, maxLength: 40 })),
        )
        .map(([k, v]) => ({ json: { ...(validBody(key) ?? {}), [k]: v } }))
    : spoiled;
  const body = takesBody
    ? fc.oneof(
        { weight: 4, arbitrary: spoiled },
        { weight: 2, arbitrary: textSpoiled },
        { weight: 1, arbitrary: hostileValue.map((v) => ({ json: v })) }, // a whole body of the wrong shape
        {
          weight: 1,
          arbitrary: fc
            .constantFrom('{', '{"a":', '[1,2', '{"title": "x"}}', 'null', '"text"', '{"a":1,"a":2}', '\u0000')
            .map((raw) => ({ raw })),
        },
      )
    : fc.constant(undefined);

  return fc.record({ params, query, headers, body }) as fc.Arbitrary<Plan>;
}

function requestOf(route: RecordedRoute, plan: Plan): InjectOptions {
  const url = route.url.replace(/:(\w+)/g, (_m, n: string) => encodeURIComponent(plan.params[n]));
  const opts: InjectOptions = { method: route.method as InjectOptions['method'], url, headers: { ...plan.headers } };
  if (plan.query) opts.query = plan.query;
  if (plan.body && 'raw' in plan.body) {
    opts.payload = plan.body.raw;
    opts.headers = { ...opts.headers, 'content-type': 'application/json' };
  } else if (plan.body) {
    opts.payload = JSON.stringify(plan.body.json) ?? 'null';
    opts.headers = { ...opts.headers, 'content-type': 'application/json' };
  }
  return opts;
}

/* ---------------------------------------------------------------------------------------------- */

const fuzzed = () => t.routes.filter((r) => !NOT_FUZZED.test(routeKey(r)) && (r.url.includes(':') || r.schema || r.method !== 'GET'));

describe('hostile input: never a 5xx, and a 4xx changes nothing', () => {
  it('fuzzes the routes of the server route table (and knows which it leaves out)', () => {
    const keys = fuzzed().map(routeKey);
    expect(keys.length).toBeGreaterThan(35);
    for (const key of ['GET /api/properties', 'GET /api/properties/:id', 'POST /api/properties/:id/bids', 'PUT /api/admin/users/:id'])
      expect(keys).toContain(key);
  });

  for (const who of ['admin', 'buyer', 'signed out'] as const) {
    it(`${who === 'signed out' ? who : `as ${who}`}, on every route`, async () => {
      const failures: string[] = [];
      let session: string | undefined;
      for (const route of fuzzed()) {
        await fc
          .assert(
            fc.asyncProperty(planFor(route), async (plan) => {
              const opts = requestOf(route, plan);
              if (who !== 'signed out') session ??= await sessionFor(t, who === 'admin' ? admin : buyer);
              const before = await dataVersion(t.db);
              const res = await call(t.app, session, opts);
              // Signing in, up or out ends the session the request came with.
              if (res.cookies.some((c) => c.name === 'manzil_sid')) session = undefined;
              const what = `${opts.method} ${String(opts.url).slice(0, 200)} query=${JSON.stringify(opts.query ?? {}).slice(0, 200)} body=${String(opts.payload ?? '').slice(0, 300)}`;
              if (res.statusCode >= 500) throw new Error(`${res.statusCode} for ${what}: ${res.body.slice(0, 200)}`);
              if (res.statusCode >= 400 && (await dataVersion(t.db)) !== before)
                throw new Error(`${res.statusCode} changed data for ${what}`);
            }),
            { seed: SEED, numRuns: RUNS, endOnFailure: true },
          )
          .catch((err: Error) => failures.push(`${routeKey(route)}: ${err.message.split('\n').slice(0, 6).join(' | ')}`));
      }
      expect(failures).toEqual([]);
    }, 240_000);
  }
});

describe('a NUL character (U+0000) in an otherwise valid request', () => {
  const NUL = 'a\u0000b';
  const withNul = (v: unknown) => (typeof v === 'string' ? `${v.slice(0, 1)}\u0000${v.slice(1)}` : v);

  it('in any text field of a body is refused with 400 naming that field, on every route that takes one', async () => {
    let session = await sessionFor(t, admin);
    const problems: string[] = [];
    let checked = 0;
    for (const route of t.routes) {
      const valid = validBody(routeKey(route));
      if (!valid || route.method === 'GET') continue;
      for (const [field, value] of Object.entries(valid)) {
        if (typeof value !== 'string') continue;
        checked++;
        const before = await dataVersion(t.db);
        const res = await call(
          t.app,
          session,
          requestOf(route, { params: realParams(route), headers: {}, body: { json: { ...valid, [field]: withNul(value) } } }),
        );
        // A sign-up that got through would have replaced the admin's session.
        if (res.cookies.some((c) => c.name === 'manzil_sid')) session = await sessionFor(t, admin);
        if (res.statusCode !== 400 || !(field in (res.json().errors ?? {})))
          problems.push(`${routeKey(route)} ${field}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        if ((await dataVersion(t.db)) !== before) problems.push(`${routeKey(route)} ${field}: data changed`);
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });

  it('in any query value or path parameter is refused with 400, never a 5xx', async () => {
    const session = await sessionFor(t, admin);
    const problems: string[] = [];
    for (const route of fuzzed()) {
      const schema = (route.schema ?? {}) as { querystring?: z.ZodType };
      for (const key of keysOf(schema.querystring)) {
        const res = await call(t.app, session, {
          method: route.method as InjectOptions['method'],
          url: route.url.replace(/:(\w+)/g, '1'),
          query: { [key]: NUL },
        });
        if (res.statusCode !== 400) problems.push(`${routeKey(route)} ?${key}: ${res.statusCode}`);
      }
      for (const [, name] of route.url.matchAll(/:(\w+)/g)) {
        const url = route.url.replace(/:(\w+)/g, (_m, n: string) => encodeURIComponent(n === name ? NUL : '1'));
        const res = await call(t.app, session, {
          method: route.method as InjectOptions['method'],
          url,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: validBody(routeKey(route)) ?? {} }),
        });
        if (res.statusCode >= 500 || (res.statusCode !== 400 && res.statusCode !== 404))
          problems.push(`${routeKey(route)} :${name}: ${res.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
