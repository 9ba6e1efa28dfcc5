import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInvestment, insertProperty, insertUser } from '../../src/server/db/seed/factories';
import { properties, propertyBids, propertyInquiries, users } from '../../src/server/db/schema';
import { dbKindLabel, setupTestApp, signedInAs, type Agent, type TestApp } from '../setup/app';
import { audiencesOf, type Audiences } from '../setup/audiences';

let t: TestApp;
let people: Audiences<'admin' | 'buyer' | 'other developer'>;
let admin: Agent;
let investor: Agent;

const DAY = 86_400_000;
const WEEK = 7 * DAY;
/** Monday (UTC) of the ISO week holding `d`, as YYYY-MM-DD. */
function weekStart(d: Date): string {
  const midnight = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY).toISOString().slice(0, 10);
}

const now = new Date();
const threeWeeksAgo = new Date(now.getTime() - 3 * WEEK);
const longAgo = new Date(now.getTime() - 20 * WEEK);

beforeAll(async () => {
  t = await setupTestApp();
  // users: 1 admin, 1 buyer, 1 developer, 1 investor (signed in, joined now) ...
  people = await audiencesOf(t, ['admin', 'buyer', 'other developer']);
  admin = people.admin.agent;
  investor = (await signedInAs(t, 'investor')).agent;
  // ... plus 2 developers and 1 buyer: one joined three weeks ago, one long ago
  const dev = await insertUser(t.db, { role: 'developer' });
  await insertUser(t.db, { role: 'developer', createdAt: threeWeeksAgo });
  await insertUser(t.db, { role: 'buyer', createdAt: longAgo });

  // listings: Najran has two listings for sale with an area (5000 and 3000 SAR per m²), one for rent only and one without area
  const najran = [
    await insertProperty(t.db, {
      city: 'Najran',
      propertyType: 'villa',
      price: '1000000.00',
      area: '200.00',
      currency: 'SAR',
      status: 'active',
      forSale: true,
      forRent: false,
      developerId: dev.id,
    }),
    await insertProperty(t.db, {
      city: 'Najran',
      propertyType: 'villa',
      price: '900000.00',
      area: '300.00',
      currency: 'SAR',
      status: 'sold',
      forSale: true,
      forRent: false,
      createdAt: threeWeeksAgo,
    }),
    await insertProperty(t.db, {
      city: 'Najran',
      propertyType: 'apartment',
      price: '100000.00',
      area: '10.00',
      currency: 'USD',
      status: 'pending',
      forSale: false,
      forRent: true,
    }),
    await insertProperty(t.db, {
      city: 'Najran',
      propertyType: 'land',
      price: '500000.00',
      area: null,
      currency: 'SAR',
      status: 'active',
      forSale: true,
      forRent: true,
      createdAt: longAgo,
    }),
  ];
  // one Tabuk office priced in dollars: 3,200 USD = 12,000 SAR at the peg, / 4 m² = 3000.00 SAR per m²
  await insertProperty(t.db, {
    city: 'Tabuk',
    propertyType: 'office',
    price: '3200.00',
    area: '4.00',
    currency: 'USD',
    status: 'active',
    forSale: true,
    forRent: false,
  });

  const buyerId = (await insertUser(t.db, { role: 'buyer', createdAt: longAgo })).id;
  await t.db.insert(propertyBids).values([
    { propertyId: najran[0].id, bidderId: buyerId, bidAmount: '950000', status: 'pending' },
    // One pending offer per buyer per listing: this buyer's pending offers are on four listings.
    { propertyId: najran[2].id, bidderId: buyerId, bidAmount: '960000', status: 'pending' },
    { propertyId: najran[1].id, bidderId: buyerId, bidAmount: '880000', status: 'accepted' },
    { propertyId: najran[3].id, bidderId: buyerId, bidAmount: '400000', status: 'rejected' },
    // validUntil: a lapsed pending bid is expired (as My Bids shows it); one still valid is pending;
    // an answered bid keeps its answer whatever its validUntil
    { propertyId: najran[3].id, bidderId: buyerId, bidAmount: '970000', status: 'pending', validUntil: new Date(now.getTime() - DAY) },
    { propertyId: najran[1].id, bidderId: buyerId, bidAmount: '980000', status: 'pending', validUntil: new Date(now.getTime() + 30 * DAY) },
    { propertyId: najran[1].id, bidderId: buyerId, bidAmount: '890000', status: 'accepted', validUntil: new Date(now.getTime() - DAY) },
  ]);
  await t.db.insert(propertyInquiries).values([
    { propertyId: najran[0].id, userId: buyerId, status: 'pending' },
    { propertyId: najran[1].id, userId: buyerId, status: 'responded' },
    { propertyId: najran[1].id, userId: buyerId, status: 'responded' },
  ]);

  // six opportunities; the one with the least money raised is left out of the top 5
  const funding: Array<[string, string, string]> = [
    ['Alpha REIT', '500000.00', '1000000.00'], // 50%
    ['Beta Fund', '250000.50', '1000000.00'], // 25.00005% → 25.00
    ['Gamma Development', '900000.00', '3000000.00'], // 30%
    ['Delta REIT', '100000.00', '100000.00'], // 100%
    ['Epsilon Fund', '1.00', '3.00'], // 33.33%
    ['Zeta Fund', '0.00', '2000000.00'], // 0%
  ];
  for (const [title, currentFunding, totalFunding] of funding) {
    await insertInvestment(t.db, { title, currentFunding, totalFunding, minimumInvestment: '1.00' });
  }
});
afterAll(async () => t.close());

describe(`GET /api/analytics (${dbKindLabel})`, () => {
  it.each([
    ['signed out', 401],
    ['buyer', 403],
    ['developer', 403],
    ['investor', 403],
  ])('refuses %s with %i', async (who, status) => {
    const agent = who === 'investor' ? investor : people.as(who === 'developer' ? 'other developer' : (who as 'signed out' | 'buyer'));
    const res = await agent.get('/api/analytics');
    expect(res.statusCode).toBe(status);
    if (status === 403) expect(res.json().message).toBe('Admin access required');
  });

  it('gives the admin totals that match the rows in the database', async () => {
    const res = await admin.get('/api/analytics');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Date.parse(body.generatedAt)).not.toBeNaN();
    expect(body.totals).toEqual({
      users: { total: 8, buyer: 3, developer: 3, investor: 1, admin: 1 },
      properties: { total: 5, active: 3, sold: 1, pending: 1, forSale: 4, forRent: 2 },
      bids: { total: 7, pending: 3, expired: 1, accepted: 2, rejected: 1 },
      inquiries: { total: 3, pending: 1, responded: 2 },
      investments: {
        opportunities: 6,
        active: 6,
        holdings: 0,
        fundingRaised: '1750001.50',
        fundingTarget: '7100003.00',
        percentFunded: 24.65,
      },
    });
  });

  it('counts a pending bid as expired, not pending, once its validUntil has passed (as My Bids does)', async () => {
    const before = (await admin.get('/api/analytics')).json().totals.bids;
    const [property] = await t.db.select({ id: properties.id }).from(properties).limit(1);
    const bidder = await insertUser(t.db, { role: 'buyer', createdAt: longAgo });
    const [bid] = await t.db
      .insert(propertyBids)
      .values({
        propertyId: property.id,
        bidderId: bidder.id,
        bidAmount: '123456',
        status: 'pending',
        validUntil: new Date(Date.now() + DAY),
      })
      .returning();
    try {
      const valid = (await admin.get('/api/analytics')).json().totals.bids;
      expect(valid).toEqual({ ...before, total: before.total + 1, pending: before.pending + 1 });

      await t.db
        .update(propertyBids)
        .set({ validUntil: new Date(Date.now() - 60_000) })
        .where(eq(propertyBids.id, bid.id));
      const lapsed = (await admin.get('/api/analytics')).json().totals.bids;
      expect(lapsed).toEqual({ ...before, total: before.total + 1, expired: before.expired + 1 });
      expect(lapsed.pending + lapsed.expired + lapsed.accepted + lapsed.rejected).toBe(lapsed.total);
    } finally {
      await t.db.delete(propertyBids).where(eq(propertyBids.id, bid.id));
      await t.db.delete(users).where(eq(users.id, bidder.id));
    }
  });

  it('gives listings and the average SAR price per m² by city and by type', async () => {
    const body = (await admin.get('/api/analytics')).json();
    expect(body.propertiesByCity).toEqual([
      { city: 'Najran', count: 4, averagePricePerSqm: '4000.00' },
      { city: 'Tabuk', count: 1, averagePricePerSqm: '3000.00' },
    ]);
    expect(body.propertiesByType).toEqual([
      { propertyType: 'villa', count: 2, averagePricePerSqm: '4000.00' },
      { propertyType: 'apartment', count: 1, averagePricePerSqm: null },
      { propertyType: 'land', count: 1, averagePricePerSqm: null },
      { propertyType: 'office', count: 1, averagePricePerSqm: '3000.00' },
    ]);
  });

  it('gives 12 weekly buckets, oldest first, zero-filled, counting this week’s new listing and users', async () => {
    const { weekly } = (await admin.get('/api/analytics')).json() as {
      weekly: Array<{ weekStart: string; newListings: number; newUsers: number }>;
    };
    expect(weekly).toHaveLength(12);
    const thisWeek = weekStart(now);
    expect(weekly[11].weekStart).toBe(thisWeek);
    const expectedStarts = Array.from({ length: 12 }, (_, i) => weekStart(new Date(Date.parse(`${thisWeek}T12:00:00Z`) - (11 - i) * WEEK)));
    expect(weekly.map((w) => w.weekStart)).toEqual(expectedStarts);

    const byWeek = Object.fromEntries(weekly.map((w) => [w.weekStart, w]));
    // this week: 3 listings (Najran villa, Najran apartment, Tabuk office); 5 users (4 signed in + 1 developer)
    expect(byWeek[thisWeek]).toMatchObject({ newListings: 3, newUsers: 5 });
    expect(byWeek[weekStart(threeWeeksAgo)]).toMatchObject({ newListings: 1, newUsers: 1 });
    const others = weekly.filter((w) => w.weekStart !== thisWeek && w.weekStart !== weekStart(threeWeeksAgo));
    expect(others.every((w) => w.newListings === 0 && w.newUsers === 0)).toBe(true);
    // what happened 20 weeks ago is outside the window
    expect(weekly.reduce((s, w) => s + w.newListings, 0)).toBe(4);
    expect(weekly.reduce((s, w) => s + w.newUsers, 0)).toBe(6);
  });

  it('sees a listing created through the API in this week’s bucket at once', async () => {
    const before = (await admin.get('/api/analytics')).json();
    const created = await admin.post('/api/properties', {
      title: 'Fresh listing',
      price: '800000',
      propertyType: 'villa',
      city: 'Abha',
      area: '400',
    });
    expect(created.statusCode).toBe(201);
    const after = (await admin.get('/api/analytics')).json();
    expect(after.weekly[11].newListings).toBe(before.weekly[11].newListings + 1);
    expect(after.totals.properties.total).toBe(before.totals.properties.total + 1);
    expect(after.propertiesByCity).toContainEqual({ city: 'Abha', count: 1, averagePricePerSqm: '2000.00' });
  });

  it('ranks the top 5 opportunities by money raised', async () => {
    const { topOpportunities } = (await admin.get('/api/analytics')).json();
    expect(topOpportunities.map((o: { title: string }) => o.title)).toEqual([
      'Gamma Development',
      'Alpha REIT',
      'Beta Fund',
      'Delta REIT',
      'Epsilon Fund',
    ]);
    expect(topOpportunities[0]).toMatchObject({ currentFunding: '900000.00', totalFunding: '3000000.00', percent: 30 });
    expect(topOpportunities[2]).toMatchObject({ currentFunding: '250000.50', percent: 25 });
    expect(topOpportunities[3]).toMatchObject({ percent: 100 });
    expect(topOpportunities[4]).toMatchObject({ currentFunding: '1.00', totalFunding: '3.00', percent: 33.33 });
  });
});
