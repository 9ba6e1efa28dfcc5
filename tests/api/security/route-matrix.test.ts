/**
 * Every route × every audience (issue #7, Security). The route table comes from the server itself
 * (Fastify's onRoute hook, see harness.ts), so a route added without a row in
 * route-matrix.expected.ts fails here with "… has no expected row". Each case runs on fresh
 * records and a fresh session, with a valid body; a refused call (4xx) must leave every data
 * table exactly as it was. The expected table is copied, as markdown, into README.md beside this
 * file (regenerate with UPDATE_SECURITY_README=1 when the table changes).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInvestment, insertProject, insertProperty, insertUser } from '../../../src/server/db/seed/factories';
import { propertyBids, propertyInquiries, savedSearches, type User } from '../../../src/server/db/schema';
import { issueToken } from '../../../src/server/auth/tokens';
import { queueEmail } from '../../../src/server/features/mail/outbox';
import { TEST_PASSWORD } from '../../setup/app';
import { paidHolding, validDistribution, validInvestment } from '../portfolio-shared';
import { AUDIENCES, EXPECTED, OUT_OF_SCOPE, type Audience } from './route-matrix.expected';
import { signupProfile, validBid, validInquiry, validListing, validOpportunity, validProject, validReply } from './payloads';
import { call, dataVersion, multipart, pngBytes, routeKey, sessionFor, setupRecordedApp, type RecordedApp } from './harness';

let t: RecordedApp;
let people: Record<Exclude<Audience, 'signed out'>, User> & { customer: User; login: User };
let png: Buffer;
let seq = 0;

beforeAll(async () => {
  t = await setupRecordedApp();
  people = {
    buyer: await insertUser(t.db, { role: 'buyer' }),
    investor: await insertUser(t.db, { role: 'investor' }),
    owner: await insertUser(t.db, { role: 'developer' }),
    'other developer': await insertUser(t.db, { role: 'developer' }),
    admin: await insertUser(t.db, { role: 'admin' }),
    customer: await insertUser(t.db, { role: 'buyer' }),
    login: await insertUser(t.db, { role: 'buyer', password: TEST_PASSWORD }),
  };
  png = await pngBytes();
  // The local store makes its directory at the first upload.
  fs.mkdirSync(t.app.deps.config.uploadDir, { recursive: true });
  fs.writeFileSync(path.join(t.app.deps.config.uploadDir, 'matrix-probe.webp'), png);
});
afterAll(async () => t?.close());

/* ---------------------------------------------------------------------------------------------- */
/* Records each case needs, made fresh per case                                                     */
/* ---------------------------------------------------------------------------------------------- */

const listing = (status: 'active' | 'pending' = 'active') =>
  insertProperty(t.db, { developerId: people.owner.id, status, forSale: true, forRent: false, price: '1000000.00' });
/** A row's listing: active, pending, or withdrawn (pending without an owner, as deleting the owner's account leaves it). */
const listingFor = (variant: string | undefined) =>
  variant === 'withdrawn listing'
    ? insertProperty(t.db, { developerId: null, status: 'pending', forSale: true, forRent: false, price: '1000000.00' })
    : listing(variant ? 'pending' : 'active');
const project = () => insertProject(t.db, { developerId: people.owner.id });
const opportunity = () =>
  insertInvestment(t.db, { minimumInvestment: '1000.00', totalFunding: '10000000.00', currentFunding: '0.00', status: 'active' });
async function bid() {
  const p = await listing();
  const [b] = await t.db
    .insert(propertyBids)
    .values({ propertyId: p.id, bidderId: people.customer.id, bidAmount: '900000.00' })
    .returning();
  return b;
}
async function inquiry() {
  const p = await listing();
  const [q] = await t.db
    .insert(propertyInquiries)
    .values({
      propertyId: p.id,
      userId: people.customer.id,
      message: 'Is the villa still available for a viewing?',
      contactPhone: '+966551234567',
    })
    .returning();
  return q;
}
const victim = () => insertUser(t.db, { role: 'buyer' });
const roleOf = (who: Audience) =>
  (who === 'owner' || who === 'other developer' ? 'developer' : who === 'admin' ? 'admin' : 'buyer') as User['role'];
/** A fresh account of the audience's role, with a password, and its session (null signed out): for calls that change the account. */
async function ownAccount(who: Audience, overrides: Partial<User> = {}) {
  const user = await insertUser(t.db, { role: who === 'investor' ? 'investor' : roleOf(who), password: TEST_PASSWORD, ...overrides });
  return { user, session: who === 'signed out' ? null : await sessionFor(t, user) };
}
const link = (purpose: 'verify-email' | 'reset-password' | 'unsubscribe', extra: { category?: string } = {}) =>
  victim().then((u) => issueToken(t.db, { userId: u.id, purpose, ttlMs: 3600_000, email: u.email, ...extra }));
/** The opaque id /account shows for the session `token`. */
async function sessionId(token: string) {
  const res = await call(t.app, token, { method: 'GET', url: '/api/account/sessions' });
  return (res.json().items as Array<{ id: string; current: boolean }>).find((s) => s.current)!.id;
}
async function emailRow() {
  const u = await victim();
  return (
    await queueEmail(
      t.db,
      { origin: 'https://manzil.sa' },
      { to: u.email, userId: u.id, kind: 'test', category: 'requested', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' },
    )
  ).id;
}
const unique = () => `${Date.now().toString(36)}${++seq}`;
/** A saved search of the audience's own account (or of another customer, for the row's variant). */
async function savedSearch(who: Audience, variant: string | undefined) {
  const userId = variant || who === 'signed out' ? people.customer.id : people[who].id;
  const [row] = await t.db
    .insert(savedSearches)
    .values({
      userId,
      name: 'Villas in Riyadh',
      filters: { city: 'Riyadh', propertyType: 'villa' },
      cityKey: 'riyadh',
      propertyType: 'villa',
    })
    .returning();
  return row.id;
}

/** What a case sends; `session` replaces the audience's session (a case that needs a special account). */
interface Built {
  opts: InjectOptions;
  session?: string | null;
}
type Builder = (who: Audience, variant: string | undefined) => Promise<Built>;

const get = (url: string): Built => ({ opts: { method: 'GET', url } });
const json = (method: InjectOptions['method'], url: string, payload: unknown): Built => ({
  opts: { method, url, payload: payload as InjectOptions['payload'] },
});

/** One request builder per route (method + url as Fastify registered it); variants are the row's note. */
const BUILDERS: Record<string, Builder> = {
  'GET /api/health': async () => get('/api/health'),
  'GET /api/health/live': async () => get('/api/health/live'),
  'GET /api/health/ready': async () => get('/api/health/ready'),
  'GET /metrics': async () => get('/metrics'),
  'GET /api/docs': async () => get('/api/docs'),
  'GET /api/docs/': async () => get('/api/docs/'),
  'GET /api/docs/json': async () => get('/api/docs/json'),
  'GET /api/docs/yaml': async () => get('/api/docs/yaml'),
  'GET /api/docs/static/index.html': async () => get('/api/docs/static/index.html'),
  'GET /api/docs/static/swagger-initializer.js': async () => get('/api/docs/static/swagger-initializer.js'),
  'GET /api/docs/static/*': async () => get('/api/docs/static/swagger-ui.css'),
  'GET /sitemap.xml': async () => get('/sitemap.xml'),
  'GET /robots.txt': async () => get('/robots.txt'),
  'GET /sitemaps/properties-:page.xml': async () => get('/sitemaps/properties-1.xml'),
  'GET /buy/:id': async () => get(`/buy/${(await listing()).id}?from=messages`),
  'GET /uploads/*': async (_who, variant) => get(variant ? '/uploads/no-such-file.webp' : '/uploads/matrix-probe.webp'),

  'POST /api/auth/signup': async () =>
    json('POST', '/api/auth/signup', { ...signupProfile, email: `matrix.${unique()}@example.sa`, password: 'desert-rose-2026' }),
  'POST /api/auth/complete-signup': async (who, variant) => {
    if (!variant || who === 'signed out') return json('POST', '/api/auth/complete-signup', signupProfile);
    // An account made by a first OpenID Connect sign-in, of the audience's role, not finished yet.
    const role = who === 'owner' || who === 'other developer' ? 'developer' : who === 'admin' ? 'admin' : who;
    const fresh = await insertUser(t.db, { role, signupCompleted: false });
    return { ...json('POST', '/api/auth/complete-signup', signupProfile), session: await sessionFor(t, fresh) };
  },
  'POST /api/auth/login': async () => json('POST', '/api/auth/login', { email: people.login.email, password: TEST_PASSWORD }),
  'GET /api/auth/user': async () => get('/api/auth/user'),
  'GET /api/login': async () => get('/api/login?returnTo=%2Finvest'),
  'GET /api/callback': async () => get('/api/callback?code=abc&state=xyz'),
  'GET /api/logout': async () => get('/api/logout'),
  'POST /api/auth/verify-email': async () => json('POST', '/api/auth/verify-email', { token: await link('verify-email') }),
  'POST /api/auth/verify-email/resend': async (who, variant) => {
    if (!variant) return json('POST', '/api/auth/verify-email/resend', {});
    const { session } = await ownAccount(who, { emailVerifiedAt: null });
    return { ...json('POST', '/api/auth/verify-email/resend', {}), session };
  },
  'POST /api/auth/password-reset': async () => json('POST', '/api/auth/password-reset', { email: (await victim()).email }),
  'POST /api/auth/password-reset/confirm': async () =>
    json('POST', '/api/auth/password-reset/confirm', { token: await link('reset-password'), password: 'desert-rose-2026-new' }),
  'GET /api/unsubscribe': async () => get(`/api/unsubscribe?token=${await link('unsubscribe', { category: 'communications' })}`),
  'POST /api/unsubscribe': async () => json('POST', `/api/unsubscribe?token=${await link('unsubscribe', { category: 'marketing' })}`, {}),

  'GET /api/account': async () => get('/api/account'),
  'PUT /api/account': async (who) => ({
    ...json('PUT', '/api/account', { emailMarketing: true, firstName: 'Renamed' }),
    session: (await ownAccount(who)).session,
  }),
  'PUT /api/account/email': async (who) => ({
    ...json('PUT', '/api/account/email', { email: `moved.${unique()}@example.sa`, password: TEST_PASSWORD }),
    session: (await ownAccount(who)).session,
  }),
  'PUT /api/account/password': async (who) => ({
    ...json('PUT', '/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: 'desert-rose-2026-new' }),
    session: (await ownAccount(who)).session,
  }),
  'GET /api/account/sessions': async () => get('/api/account/sessions'),
  'DELETE /api/account/sessions/:id': async (who, variant) => {
    const mine = await ownAccount(who);
    // Ends a second session of the same account, or of someone else's.
    const other = variant ? await sessionFor(t, await victim()) : await sessionFor(t, mine.user);
    return { opts: { method: 'DELETE', url: `/api/account/sessions/${await sessionId(other)}` }, session: mine.session };
  },
  'DELETE /api/account/sessions': async (who) => ({
    opts: { method: 'DELETE', url: '/api/account/sessions' },
    session: (await ownAccount(who)).session,
  }),
  'GET /api/account/export': async () => get('/api/account/export'),
  'DELETE /api/account': async (who) => ({
    ...json('DELETE', '/api/account', { password: TEST_PASSWORD }),
    session: (await ownAccount(who)).session,
  }),
  'GET /api/notifications': async () => get('/api/notifications?unread=true'),
  'POST /api/notifications/read': async () => json('POST', '/api/notifications/read', { all: true }),

  'GET /api/properties': async () => get('/api/properties?city=Riyadh&sort=price_desc'),
  'GET /api/properties/map': async () => get('/api/properties/map?city=Riyadh&sort=price_desc'),
  'GET /api/properties/featured': async () => get('/api/properties/featured'),
  'GET /api/properties/:id': async (_who, variant) =>
    get(`/api/properties/${variant === 'no such listing' ? 2_000_000_000 : (await listingFor(variant)).id}`),
  'POST /api/properties': async () => json('POST', '/api/properties', validListing),
  'PUT /api/properties/:id': async (_who, variant) =>
    json('PUT', `/api/properties/${(await listing(variant ? 'pending' : 'active')).id}`, { title: 'Renamed villa in Al Malqa' }),
  'DELETE /api/properties/:id': async () => ({ opts: { method: 'DELETE', url: `/api/properties/${(await listing()).id}` } }),
  'PATCH /api/properties/:id/status': async (_who, variant) =>
    json('PATCH', `/api/properties/${(await listingFor(variant)).id}/status`, { status: variant ? 'active' : 'sold' }),
  'GET /api/owner/properties': async () => get('/api/owner/properties?pageSize=5'),
  'GET /api/admin/properties': async () => get('/api/admin/properties?q=villa'),
  'GET /api/stats': async () => get('/api/stats'),
  'GET /api/market': async () => get('/api/market?mode=rent&city=Riyadh'),
  'POST /api/uploads': async () => {
    const { payload, headers } = multipart(png, 'photo.png', 'image/png');
    return { opts: { method: 'POST', url: '/api/uploads', payload, headers } };
  },

  'GET /api/development-projects': async () => get('/api/development-projects'),
  'GET /api/development-projects/:id': async () => get(`/api/development-projects/${(await project()).id}`),
  'POST /api/development-projects': async () => json('POST', '/api/development-projects', validProject),
  'PUT /api/development-projects/:id': async () =>
    json('PUT', `/api/development-projects/${(await project()).id}`, { name: 'Renamed Residences' }),
  'DELETE /api/development-projects/:id': async () => ({
    opts: { method: 'DELETE', url: `/api/development-projects/${(await project()).id}` },
  }),

  'POST /api/properties/:id/bids': async (_who, variant) =>
    json('POST', `/api/properties/${(await listing(variant ? 'pending' : 'active')).id}/bids`, validBid),
  'GET /api/properties/:id/bids': async () => get(`/api/properties/${(await bid()).propertyId}/bids`),
  'GET /api/user/bids': async () => get('/api/user/bids'),
  'GET /api/owner/bids': async () => get('/api/owner/bids'),
  'PATCH /api/bids/:bidId/status': async () => json('PATCH', `/api/bids/${(await bid()).id}/status`, { status: 'rejected' }),
  'POST /api/bids/:bidId/withdraw': async () => json('POST', `/api/bids/${(await bid()).id}/withdraw`, {}),

  'POST /api/properties/:id/inquiries': async (_who, variant) =>
    json('POST', `/api/properties/${(await listing(variant ? 'pending' : 'active')).id}/inquiries`, validInquiry),
  'GET /api/properties/:id/inquiries': async () => get(`/api/properties/${(await inquiry()).propertyId}/inquiries`),
  'GET /api/user/inquiries': async () => get('/api/user/inquiries'),
  'GET /api/owner/inquiries': async () => get('/api/owner/inquiries'),
  'GET /api/inquiries/:id': async () => get(`/api/inquiries/${(await inquiry()).id}`),
  'POST /api/inquiries/:id/messages': async () => json('POST', `/api/inquiries/${(await inquiry()).id}/messages`, validReply),
  // The matrix's inquiry asks for no viewing: the owner's side gets past the guard to a 409.
  'POST /api/inquiries/:id/viewing': async () => json('POST', `/api/inquiries/${(await inquiry()).id}/viewing`, { action: 'confirm' }),

  'GET /api/investments': async () => get('/api/investments'),
  'GET /api/investments/:id': async () => get(`/api/investments/${(await opportunity()).id}`),
  'POST /api/investments': async () => json('POST', '/api/investments', validOpportunity),
  'PUT /api/investments/:id': async () => json('PUT', `/api/investments/${(await opportunity()).id}`, { title: 'Renamed REIT' }),
  'DELETE /api/investments/:id': async () => ({ opts: { method: 'DELETE', url: `/api/investments/${(await opportunity()).id}` } }),
  'GET /api/user/investments': async () => get('/api/user/investments'),
  'GET /api/user/portfolio': async () => get('/api/user/portfolio'),
  'POST /api/user/investments': async (_who, variant) =>
    json('POST', '/api/user/investments', { ...validInvestment, investmentId: (await opportunity()).id, riskAcknowledged: !variant }),
  'GET /api/user/ledger': async () => get('/api/user/ledger?type=investment&from=2026-01-01&to=2026-12-31'),
  'GET /api/user/ledger/export': async () => get('/api/user/ledger/export?type=investment'),
  'GET /api/user/ledger/:reference': async (who, variant) =>
    get(`/api/user/ledger/${(await paidHolding(t.db, (variant || who === 'signed out' ? people.customer : people[who]).id)).reference}`),
  // Of an opportunity another customer holds.
  'GET /api/investments/:id/distributions': async () =>
    get(`/api/investments/${(await paidHolding(t.db, people.customer.id)).investmentId}/distributions`),
  'POST /api/investments/:id/distributions': async () =>
    json('POST', `/api/investments/${(await paidHolding(t.db, people.customer.id)).investmentId}/distributions`, validDistribution),

  'GET /api/admin/users': async () => get('/api/admin/users?role=buyer&q=a'),
  'PUT /api/admin/users/:id': async () => json('PUT', `/api/admin/users/${(await victim()).id}`, { firstName: 'Renamed' }),
  'DELETE /api/admin/users/:id': async () => ({ opts: { method: 'DELETE', url: `/api/admin/users/${(await victim()).id}` } }),
  'GET /api/analytics': async () => get('/api/analytics'),
  'GET /api/admin/outbox': async () => get('/api/admin/outbox?status=held'),
  'GET /api/admin/outbox/:id': async () => get(`/api/admin/outbox/${await emailRow()}`),

  'GET /api/favorites': async () => get('/api/favorites'),
  'GET /api/favorites/ids': async () => get('/api/favorites/ids'),
  'PUT /api/favorites/:propertyId': async (_who, variant) => json('PUT', `/api/favorites/${(await listingFor(variant)).id}`, {}),
  'DELETE /api/favorites/:propertyId': async () => ({ opts: { method: 'DELETE', url: `/api/favorites/${(await listing()).id}` } }),
  'GET /api/recently-viewed': async () => get('/api/recently-viewed'),
  'PUT /api/recently-viewed/:propertyId': async () => json('PUT', `/api/recently-viewed/${(await listing()).id}`, {}),
  'GET /api/saved-searches': async () => get('/api/saved-searches'),
  'POST /api/saved-searches': async () =>
    json('POST', '/api/saved-searches', {
      name: '3+ bedrooms',
      filters: { bedrooms: '3' },
      frequency: 'daily',
    }),
  'PUT /api/saved-searches/:id': async (who, variant) =>
    json('PUT', `/api/saved-searches/${await savedSearch(who, variant)}`, { name: 'Riyadh villas', frequency: 'weekly' }),
  'DELETE /api/saved-searches/:id': async (who, variant) => ({
    opts: { method: 'DELETE', url: `/api/saved-searches/${await savedSearch(who, variant)}` },
  }),
  'POST /api/saved-searches/:id/seen': async (who, variant) =>
    json('POST', `/api/saved-searches/${await savedSearch(who, variant)}/seen`, {}),
};

/** 'GET /api/properties/:id (pending listing)' → ['GET /api/properties/:id', 'pending listing']. */
function splitRow(row: string): [base: string, variant: string | undefined] {
  const m = /^(\S+ \S+)(?: \((.+)\))?$/.exec(row)!;
  return [m[1], m[2]];
}

async function runCase(row: string, method: string, who: Audience, expected: number) {
  const [base, variant] = splitRow(row);
  const builder = BUILDERS[base];
  expect(builder, `no request builder for ${base}`).toBeDefined();
  const built = await builder(who, variant);
  const session = built.session !== undefined ? built.session : who === 'signed out' ? null : await sessionFor(t, people[who]);
  // Only a refusal is checked for changed data (an expected 2xx that is refused fails on its status first).
  const before = expected >= 400 ? await dataVersion(t.db) : undefined;
  const res = await call(t.app, session ?? undefined, { ...built.opts, method: method as InjectOptions['method'] });
  expect(res.statusCode, `${method} ${built.opts.url} as ${who}: ${res.body.slice(0, 300)}`).toBe(expected);
  if (expected >= 400 && method !== 'HEAD' && res.headers['content-type']?.toString().includes('json')) {
    expect(typeof res.json().message).toBe('string');
  }
  // A refused call changes no data.
  if (before) expect(await dataVersion(t.db), `${method} ${built.opts.url} as ${who} changed data`).toEqual(before);
}

describe('the route table', () => {
  it('has an expected row for every route the server registers, and no row for a route that is gone', () => {
    const registered = new Set(t.routes.map(routeKey));
    expect(registered.size).toBeGreaterThan(40);
    const rowBases = new Set(Object.keys(EXPECTED).map((r) => splitRow(r)[0]));
    const missing = [...registered].filter((key) => {
      const asGet = key.startsWith('HEAD ') ? `GET ${key.slice(5)}` : key;
      return !rowBases.has(asGet) && !(key in OUT_OF_SCOPE);
    });
    expect(missing.map((key) => `route ${key} has no expected row`)).toEqual([]);
    // (Fastify lists `/api/docs/` only as its HEAD twin: the GET is one route answering both paths.)
    const stale = [...rowBases].filter((base) => !registered.has(base) && !registered.has(`HEAD ${base.slice(4)}`));
    expect(stale.map((base) => `row ${base} names no registered route`)).toEqual([]);
    // Every GET route has its HEAD twin (and it is called below with the GET's row).
    for (const key of registered) if (key.startsWith('GET ')) expect(registered.has(`HEAD ${key.slice(4)}`), key).toBe(true);
  });

  it('has a request builder for every row', () => {
    expect(
      Object.keys(EXPECTED)
        .map((r) => splitRow(r)[0])
        .filter((base) => !BUILDERS[base]),
    ).toEqual([]);
  });

  it('is copied, current, into README.md', () => {
    const readmePath = path.join(__dirname, 'README.md');
    const table = renderMatrix();
    const readme = fs.readFileSync(readmePath, 'utf8');
    const start = '<!-- route-matrix:start -->';
    const end = '<!-- route-matrix:end -->';
    const current = readme.slice(readme.indexOf(start) + start.length, readme.indexOf(end)).trim();
    if (process.env.UPDATE_SECURITY_README === '1' && current !== table) {
      fs.writeFileSync(
        readmePath,
        `${readme.slice(0, readme.indexOf(start) + start.length)}\n${table}\n${readme.slice(readme.indexOf(end))}`,
      );
      return;
    }
    expect(current, 'README.md is out of date: run with UPDATE_SECURITY_README=1').toBe(table);
  });
});

/** The expected table as markdown. */
function renderMatrix(): string {
  const head = `| Route | ${AUDIENCES.join(' | ')} |`;
  const sep = `|---|${AUDIENCES.map(() => '---:').join('|')}|`;
  const rows = Object.entries(EXPECTED).map(([row, codes]) => `| \`${row}\` | ${codes.join(' | ')} |`);
  return [head, sep, ...rows].join('\n');
}

const cases: Array<[row: string, who: Audience, status: number, method: string]> = [];
for (const [row, codes] of Object.entries(EXPECTED)) {
  const [base, variant] = splitRow(row);
  const method = base.split(' ')[0];
  AUDIENCES.forEach((who, i) => {
    cases.push([row, who, codes[i], method]);
    // HEAD answers like GET (the base rows only: variants are about records, not methods).
    if (method === 'GET' && !variant) cases.push([`HEAD ${row.slice(4)}`, who, codes[i], 'HEAD']);
  });
}

describe('every route as every audience', () => {
  it.each(cases)('%s as %s → %i', async (row, who, status, method) => {
    const [base, variant] = splitRow(row);
    const getRow = method === 'HEAD' ? `GET ${base.slice(5)}${variant ? ` (${variant})` : ''}` : row;
    await runCase(getRow, method, who, status);
  });
});
