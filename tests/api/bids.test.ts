import { eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { insertProperty, insertUser, type NewProperty } from '../../src/server/db/seed/factories';
import { propertyBids, type User } from '../../src/server/db/schema';
import { respondToBid } from '../../src/server/features/bids/service';
import { Agent, setupTestApp, signedInAs, type TestApp } from '../setup/app';

type Audience = 'signed out' | 'buyer' | 'owner' | 'other developer' | 'admin';

let t: TestApp;
let people: Record<Exclude<Audience, 'signed out'>, { agent: Agent; user: User }>;

beforeAll(async () => {
  t = await setupTestApp();
  people = {
    buyer: await signedInAs(t, 'buyer'),
    owner: await signedInAs(t, 'developer'),
    'other developer': await signedInAs(t, 'developer'),
    admin: await signedInAs(t, 'admin'),
  };
});
afterAll(async () => t.close());

const as = (who: Audience): Agent => (who === 'signed out' ? new Agent(t.app) : people[who].agent);

/** An active listing for sale owned by `owner` unless told otherwise. */
const listing = (overrides: Partial<NewProperty> = {}) =>
  insertProperty(t.db, { developerId: people.owner.user.id, price: '1000000.00', status: 'active', forSale: true, ...overrides });

/** A pending bid stored directly, for the tests that answer bids. */
async function storedBid(propertyId: number, bidderId = people.buyer.user.id, extra: Partial<typeof propertyBids.$inferInsert> = {}) {
  const [bid] = await t.db.insert(propertyBids).values({ propertyId, bidderId, bidAmount: '900000.00', ...extra }).returning();
  return bid;
}

const bidsOn = (propertyId: number) => t.db.select().from(propertyBids).where(eq(propertyBids.propertyId, propertyId));
const bidRow = async (id: number) => (await t.db.select().from(propertyBids).where(eq(propertyBids.id, id)))[0];

let amountSeq = 0;
/** A distinct amount per request, so no two tests look like a repeated submit of one bid. */
const freshAmount = () => String(800_000 + ++amountSeq * 1000);

describe('who may use each bid route', () => {
  type Case = [route: string, who: Audience, status: number];
  const cases: Case[] = [];
  const audiences: Audience[] = ['signed out', 'buyer', 'owner', 'other developer', 'admin'];
  const expected: Record<string, Record<Audience, number>> = {
    'POST /api/properties/:id/bids': { 'signed out': 401, buyer: 201, owner: 403, 'other developer': 201, admin: 201 },
    'GET /api/properties/:id/bids': { 'signed out': 401, buyer: 403, owner: 200, 'other developer': 403, admin: 200 },
    'GET /api/user/bids': { 'signed out': 401, buyer: 200, owner: 200, 'other developer': 200, admin: 200 },
    'GET /api/owner/bids': { 'signed out': 401, buyer: 200, owner: 200, 'other developer': 200, admin: 200 },
    'PATCH /api/bids/:bidId/status': { 'signed out': 401, buyer: 403, owner: 200, 'other developer': 403, admin: 200 },
  };
  for (const [route, byWho] of Object.entries(expected)) for (const who of audiences) cases.push([route, who, byWho[who]]);

  it.each(cases)('%s as %s → %i', async (route, who, status) => {
    const property = await listing();
    const bid = await storedBid(property.id);
    const agent = as(who);
    let res;
    switch (route) {
      case 'POST /api/properties/:id/bids':
        res = await agent.post(`/api/properties/${property.id}/bids`, { bidAmount: freshAmount(), currency: 'SAR', status: 'pending' });
        break;
      case 'GET /api/properties/:id/bids':
        res = await agent.get(`/api/properties/${property.id}/bids`);
        break;
      case 'GET /api/user/bids':
        res = await agent.get('/api/user/bids');
        break;
      case 'GET /api/owner/bids':
        res = await agent.get('/api/owner/bids');
        break;
      default:
        res = await agent.patch(`/api/bids/${bid.id}/status`, { status: 'rejected' });
    }
    expect(res.statusCode, res.body).toBe(status);
    if (status >= 400) expect(typeof res.json().message).toBe('string');
    // A refused answer changes nothing.
    if (route.startsWith('PATCH') && status !== 200) expect((await bidRow(bid.id)).status).toBe('pending');
    if (route.startsWith('POST') && status !== 201) expect(await bidsOn(property.id)).toHaveLength(1);
  });

  it('answers 404 for a property or bid that does not exist', async () => {
    expect((await as('buyer').post('/api/properties/999999/bids', { bidAmount: '1000' })).statusCode).toBe(404);
    expect((await as('admin').get('/api/properties/999999/bids')).statusCode).toBe(404);
    expect((await as('admin').patch('/api/bids/999999/status', { status: 'accepted' })).statusCode).toBe(404);
  });
});

describe('POST /api/properties/:id/bids', () => {
  it('stores a pending bid in SAR by default and returns it with 201', async () => {
    const property = await listing();
    const validUntil = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await as('buyer').post(`/api/properties/${property.id}/bids`, { bidAmount: '950000', message: 'Ready to close this month.', status: 'pending', validUntil });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      propertyId: property.id, bidderId: people.buyer.user.id, bidAmount: '950000.00', currency: 'SAR',
      message: 'Ready to close this month.', status: 'pending', validUntil, respondedAt: null,
    });
    expect(body).not.toHaveProperty('idempotencyKey');
    const [row] = await bidsOn(property.id);
    expect(row.bidAmount).toBe('950000.00');
    expect(row.validUntil?.toISOString()).toBe(validUntil);
  });

  it('accepts an amount outside the 80–110 % hint range (a hint, not a rule)', async () => {
    const property = await listing();
    const res = await as('buyer').post(`/api/properties/${property.id}/bids`, { bidAmount: '1.50', currency: 'USD' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ bidAmount: '1.50', currency: 'USD' });
  });

  it('refuses a bid on your own property with 403', async () => {
    const property = await listing();
    const res = await as('owner').post(`/api/properties/${property.id}/bids`, { bidAmount: '900000' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot bid on your own property');
    expect(await bidsOn(property.id)).toHaveLength(0);
  });

  it('refuses a bid on a property that is not for sale with 409', async () => {
    const property = await listing({ forSale: false, forRent: true });
    const res = await as('buyer').post(`/api/properties/${property.id}/bids`, { bidAmount: '900000' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This property is not for sale');
    expect(await bidsOn(property.id)).toHaveLength(0);
  });

  it.each(['sold', 'pending'] as const)('a %s listing is missing (404) to a bidder, and not accepting offers (409) to an admin', async (status) => {
    const property = await listing({ status });
    const res = await as('buyer').post(`/api/properties/${property.id}/bids`, { bidAmount: '900000' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Property not found');
    const byAdmin = await as('admin').post(`/api/properties/${property.id}/bids`, { bidAmount: '900000' });
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json().message).toBe('This property is not accepting offers');
    expect(await bidsOn(property.id)).toHaveLength(0);
  });

  it.each([
    ['', 'Bid amount is required'],
    ['-5', 'Bid amount must be a positive number with at most two decimals'],
    ['0', 'Bid amount must be greater than zero'],
    ['abc', 'Bid amount must be a positive number with at most two decimals'],
    ['1.234', 'Bid amount must be a positive number with at most two decimals'],
    ['12345678901234', 'Bid amount is too large'],
  ])('refuses the amount %j with 400 and its message, storing nothing', async (bidAmount, message) => {
    const property = await listing();
    const res = await as('buyer').post(`/api/properties/${property.id}/bids`, { bidAmount });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.bidAmount).toBe(message);
    expect(await bidsOn(property.id)).toHaveLength(0);
  });

  it('refuses a missing amount and a number too large for JSON (1e309) with 400', async () => {
    const property = await listing();
    const missing = await as('buyer').post(`/api/properties/${property.id}/bids`, { currency: 'SAR' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.bidAmount).toBe('Bid amount is required');
    // Sent as raw JSON: JSON.parse turns 1e309 into Infinity, which must not become a bid.
    const huge = await as('buyer').request({
      method: 'POST', url: `/api/properties/${property.id}/bids`, payload: '{"bidAmount":1e309}', headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors.bidAmount).toMatch(/Bid amount/);
    expect(await bidsOn(property.id)).toHaveLength(0);
  });

  it.each([
    ['validUntil', { validUntil: new Date(Date.now() - 60_000).toISOString() }, 'Valid until must be in the future'],
    ['validUntil', { validUntil: '2020-01-01' }, 'Valid until must be in the future'],
    ['validUntil', { validUntil: 'next week' }, 'Valid until must be a date (YYYY-MM-DD) or an ISO date and time'],
    ['currency', { currency: 'GBP' }, 'Currency must be SAR, USD or EUR'],
    ['status', { status: 'accepted' }, 'A new bid is always pending'],
    ['message', { message: 'x'.repeat(2001) }, 'Message must be at most 2000 characters'],
  ])('refuses a bad %s with 400 (%j)', async (field, patch, message) => {
    const property = await listing();
    const res = await as('buyer').post(`/api/properties/${property.id}/bids`, { bidAmount: '900000', ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await bidsOn(property.id)).toHaveLength(0);
  });

  it('refuses fields a client may not set (bidderId)', async () => {
    const property = await listing();
    const res = await as('buyer').post(`/api/properties/${property.id}/bids`, { bidAmount: '900000', bidderId: people.admin.user.id });
    expect(res.statusCode).toBe(400);
    expect(await bidsOn(property.id)).toHaveLength(0);
  });
});

describe('a repeated submit creates one bid', () => {
  it('two identical POSTs back to back → one row; the repeat answers 200 with the original', async () => {
    const property = await listing();
    const payload = { bidAmount: '910000', currency: 'SAR', message: 'Cash buyer', status: 'pending' };
    const first = await as('buyer').post(`/api/properties/${property.id}/bids`, payload);
    const second = await as('buyer').post(`/api/properties/${property.id}/bids`, payload);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect(await bidsOn(property.id)).toHaveLength(1);
  });

  it('two identical POSTs at the same moment (double click) → one row', async () => {
    const property = await listing();
    const payload = { bidAmount: '920000' };
    const results = await Promise.all([1, 2, 3].map(() => as('buyer').post(`/api/properties/${property.id}/bids`, payload)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await bidsOn(property.id)).toHaveLength(1);
  });

  it('a double click that straddles a 10-second boundary is still one bid', async () => {
    const property = await listing();
    const boundary = Math.ceil(Date.now() / 10_000) * 10_000 + 10_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(boundary - 1);
      const first = await as('buyer').post(`/api/properties/${property.id}/bids`, { bidAmount: '925000' });
      vi.setSystemTime(boundary + 1);
      const second = await as('buyer').post(`/api/properties/${property.id}/bids`, { bidAmount: '925000' });
      expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
      expect(second.json().id).toBe(first.json().id);
      // Well after the window, the same amount again is a new bid (the bidder meant it).
      vi.setSystemTime(boundary + 60_000);
      expect((await as('buyer').post(`/api/properties/${property.id}/bids`, { bidAmount: '925000' })).statusCode).toBe(201);
    } finally {
      vi.useRealTimers();
    }
    expect(await bidsOn(property.id)).toHaveLength(2);
  });

  it('the same Idempotency-Key → one row, even later and concurrently', async () => {
    const property = await listing();
    const headers = { 'idempotency-key': 'a1b2c3d4-retry-key' };
    const url = `/api/properties/${property.id}/bids`;
    const [a, b] = await Promise.all([as('buyer').post(url, { bidAmount: '930000' }, headers), as('buyer').post(url, { bidAmount: '930000' }, headers)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    const again = await as('buyer').post(url, { bidAmount: '930000' }, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(a.json().id);
    expect(await bidsOn(property.id)).toHaveLength(1);
  });

  it('reusing an Idempotency-Key for a different bid is a 422, whichever field differs; different keys are different bids', async () => {
    const property = await listing();
    const url = `/api/properties/${property.id}/bids`;
    expect((await as('buyer').post(url, { bidAmount: '940000', message: 'First offer' }, { 'idempotency-key': 'key-one' })).statusCode).toBe(201);
    for (const changed of [{ bidAmount: '945000', message: 'First offer' }, { bidAmount: '940000', message: 'Another message' }, { bidAmount: '940000' },
      { bidAmount: '940000', message: 'First offer', validUntil: '2099-01-01' }, { bidAmount: '940000', message: 'First offer', currency: 'USD' }]) {
      const reused = await as('buyer').post(url, changed, { 'idempotency-key': 'key-one' });
      expect(reused.statusCode, JSON.stringify(changed)).toBe(422);
      expect(reused.json().message).toBe('This Idempotency-Key was already used for a different bid');
    }
    expect((await as('buyer').post(url, { bidAmount: '940000', message: 'First offer' }, { 'idempotency-key': 'key-one' })).statusCode).toBe(200);
    expect((await as('buyer').post(url, { bidAmount: '940000' }, { 'idempotency-key': 'key-two' })).statusCode).toBe(201);
    expect(await bidsOn(property.id)).toHaveLength(2);
  });

  it('the same amount from two different bidders is two bids', async () => {
    const property = await listing();
    const url = `/api/properties/${property.id}/bids`;
    expect((await as('buyer').post(url, { bidAmount: '950000' })).statusCode).toBe(201);
    expect((await as('other developer').post(url, { bidAmount: '950000' })).statusCode).toBe(201);
    expect(await bidsOn(property.id)).toHaveLength(2);
  });
});

describe('PATCH /api/bids/:bidId/status', () => {
  it('the owner accepts: status, respondedAt and updatedAt are set; other bids stay pending', async () => {
    const property = await listing();
    const bid = await storedBid(property.id);
    const other = await storedBid(property.id, people['other developer'].user.id, { bidAmount: '880000.00' });
    const before = Date.now();
    const res = await as('owner').patch(`/api/bids/${bid.id}/status`, { status: 'accepted' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: bid.id, status: 'accepted' });
    const row = await bidRow(bid.id);
    expect(row.status).toBe('accepted');
    expect(row.respondedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(res.json().respondedAt).toBe(row.respondedAt!.toISOString());
    expect((await bidRow(other.id)).status).toBe('pending');
  });

  it('a second accept is a 409 that names the status', async () => {
    const bid = await storedBid((await listing()).id);
    expect((await as('owner').patch(`/api/bids/${bid.id}/status`, { status: 'accepted' })).statusCode).toBe(200);
    const again = await as('owner').patch(`/api/bids/${bid.id}/status`, { status: 'accepted' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This bid has already been accepted');
  });

  it('accept after reject is a 409, and the bid stays rejected', async () => {
    const bid = await storedBid((await listing()).id);
    expect((await as('owner').patch(`/api/bids/${bid.id}/status`, { status: 'rejected' })).statusCode).toBe(200);
    const res = await as('admin').patch(`/api/bids/${bid.id}/status`, { status: 'accepted' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This bid has already been rejected');
    expect((await bidRow(bid.id)).status).toBe('rejected');
  });

  it('a bid whose validUntil has passed can no longer be accepted (409), but can be rejected', async () => {
    const property = await listing();
    const res = await as('buyer').post(`/api/properties/${property.id}/bids`, { bidAmount: freshAmount(), validUntil: new Date(Date.now() + 3_600_000).toISOString() });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    // Time passes: the offer lapses after it was made.
    const lapsed = new Date('2025-07-21T12:00:00Z');
    await t.db.update(propertyBids).set({ validUntil: lapsed }).where(eq(propertyBids.id, id));
    const accept = await as('owner').patch(`/api/bids/${id}/status`, { status: 'accepted' });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe('This bid expired on Jul 21, 2025, 3:00 PM GMT+3');
    expect((await bidRow(id)).status).toBe('pending');
    expect((await as('owner').patch(`/api/bids/${id}/status`, { status: 'rejected' })).statusCode).toBe(200);
  });

  it('refuses a status other than accepted or rejected with 400', async () => {
    const bid = await storedBid((await listing()).id);
    const res = await as('owner').patch(`/api/bids/${bid.id}/status`, { status: 'pending' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.status).toBe('Status must be accepted or rejected');
    expect((await bidRow(bid.id)).status).toBe('pending');
  });

  it('a concurrent accept and reject of one bid: exactly one wins, the other gets 409, the row matches the winner', async () => {
    const property = await listing();
    for (let i = 0; i < 5; i++) {
      const bid = await storedBid(property.id, people.buyer.user.id, { bidAmount: `${700_000 + i}.00` });
      const url = `/api/bids/${bid.id}/status`;
      const [accept, reject] = await Promise.all([as('owner').patch(url, { status: 'accepted' }), as('admin').patch(url, { status: 'rejected' })]);
      expect([accept.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
      const winner = accept.statusCode === 200 ? 'accepted' : 'rejected';
      const loser = accept.statusCode === 200 ? reject : accept;
      expect(loser.json().message).toBe(`This bid has already been ${winner}`);
      const row = await bidRow(bid.id);
      expect(row.status).toBe(winner);
      expect(row.respondedAt).toBeInstanceOf(Date);
    }
  });

  it('the write itself is conditional: an answer that lands between the check and the write wins, the late one gets 409', async () => {
    // Deterministic on every database: the competing reject commits after respondToBid has read
    // the bid as pending and before its UPDATE runs.
    const bid = await storedBid((await listing()).id);
    const competing = () => t.db.update(propertyBids).set({ status: 'rejected', respondedAt: new Date() }).where(eq(propertyBids.id, bid.id));
    const racingDb = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop !== 'update') return Reflect.get(target, prop, receiver);
        return (table: typeof propertyBids) => ({
          set: (values: Record<string, unknown>) => ({
            where: (cond: SQL | undefined) => ({
              returning: () => competing().then(() => target.update(table).set(values).where(cond).returning()),
            }),
          }),
        });
      },
    }) as Db;
    await expect(respondToBid(racingDb, { actor: people.owner.user, bidId: bid.id, input: { status: 'accepted' } })).rejects.toMatchObject({
      status: 409,
      message: 'This bid has already been rejected',
    });
    expect((await bidRow(bid.id)).status).toBe('rejected');
  });

  it('many answers racing on one bid: exactly one 200, and the DB holds that answer', async () => {
    const property = await listing();
    for (let i = 0; i < 5; i++) {
      const bid = await storedBid(property.id, people.buyer.user.id, { bidAmount: `${600_000 + i}.00` });
      const url = `/api/bids/${bid.id}/status`;
      const attempts = ['accepted', 'rejected', 'accepted', 'rejected', 'accepted', 'rejected'] as const;
      const results = await Promise.all(attempts.map((status, k) => as(k % 2 ? 'admin' : 'owner').patch(url, { status })));
      const winners = results.flatMap((r, k) => (r.statusCode === 200 ? [attempts[k]] : []));
      expect(winners).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(attempts.length - 1);
      expect((await bidRow(bid.id)).status).toBe(winners[0]);
    }
  });
});

describe('bid lists', () => {
  it('GET /api/user/bids: only my bids, newest first, each with its property (id, title, price)', async () => {
    const bidder = await signedInAs(t, 'buyer');
    const p1 = await listing({ title: 'Villa in Al Olaya' });
    const p2 = await listing({ title: 'Flat in Al Rawdah' });
    const older = await storedBid(p1.id, bidder.user.id, { createdAt: new Date(Date.now() - 60_000) });
    const newer = await storedBid(p2.id, bidder.user.id);
    await storedBid(p2.id, people.buyer.user.id);
    const res = await bidder.agent.get('/api/user/bids');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((b: { id: number }) => b.id)).toEqual([newer.id, older.id]);
    expect(body[0].property).toEqual({ id: p2.id, title: 'Flat in Al Rawdah', price: p2.price });
  });

  it('GET /api/owner/bids: bids on my properties only, pending first, then amount descending, then newest; bidder names without e-mail', async () => {
    const owner = await signedInAs(t, 'developer');
    const bidder = await insertUser(t.db, { role: 'buyer', firstName: 'Faisal', lastName: 'Al-Harbi' });
    const mine = await listing({ developerId: owner.user.id, title: 'Tower flat' });
    const notMine = await listing();
    const t0 = Date.now() - 100_000;
    const low = await storedBid(mine.id, bidder.id, { bidAmount: '500000.00', createdAt: new Date(t0) });
    const highOld = await storedBid(mine.id, bidder.id, { bidAmount: '900000.00', createdAt: new Date(t0 + 1000) });
    const highNew = await storedBid(mine.id, bidder.id, { bidAmount: '900000.00', createdAt: new Date(t0 + 2000) });
    const answered = await storedBid(mine.id, bidder.id, { bidAmount: '990000.00', status: 'rejected', createdAt: new Date(t0 + 3000) });
    await storedBid(notMine.id, bidder.id);
    const res = await owner.agent.get('/api/owner/bids');
    expect(res.statusCode).toBe(200);
    const body = res.json().items;
    expect(res.json().total).toBe(4);
    expect(body.map((b: { id: number }) => b.id)).toEqual([highNew.id, highOld.id, low.id, answered.id]);
    expect(body[0].property).toEqual({ id: mine.id, title: 'Tower flat', price: mine.price });
    expect(body[0].bidder).toEqual({ id: bidder.id, firstName: 'Faisal', lastName: 'Al-Harbi' });
    expect(res.body).not.toContain(bidder.email);
    // The property page shows the same list in the same order.
    const perProperty = await owner.agent.get(`/api/properties/${mine.id}/bids`);
    expect(perProperty.json().items.map((b: { id: number }) => b.id)).toEqual([highNew.id, highOld.id, low.id, answered.id]);
  });

  it('GET /api/owner/bids is empty for someone who owns nothing', async () => {
    const nobody = await signedInAs(t, 'buyer');
    const res = await nobody.agent.get('/api/owner/bids');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], total: 0, page: 1, pageSize: 24 });
  });
});
