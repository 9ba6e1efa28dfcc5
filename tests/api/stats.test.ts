import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInvestment, insertProperty, insertUser, insertUserInvestment } from '../../src/server/db/seed/factories';
import { propertyBids } from '../../src/server/db/schema';
import { Agent, setupTestApp, type TestApp } from '../setup/app';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

let t: TestApp;

beforeAll(async () => {
  t = await setupTestApp();
  const developer = await insertUser(t.db, { role: 'developer' });
  const buyer = await insertUser(t.db, { role: 'buyer' });
  const investor = await insertUser(t.db, { role: 'investor' });
  await insertUser(t.db, { role: 'admin' });

  const listing = (city: string, status: 'active' | 'sold' | 'pending' = 'active') =>
    insertProperty(t.db, { city, status, developerId: developer.id, price: '1000000.00' });
  const [riyadh] = [await listing('Riyadh'), await listing('Riyadh'), await listing('Riyadh')];
  await listing('Jeddah');
  await listing('Jeddah');
  await listing('Dammam');
  await listing('Riyadh', 'sold');
  await listing('Jeddah', 'pending');
  await listing('Abha', 'sold'); // a city with no active listing is not listed

  const open = await insertInvestment(t.db, { status: 'active', totalFunding: '10000000.00', minimumInvestment: '10000.00' });
  await insertInvestment(t.db, { status: 'active' });
  await insertInvestment(t.db, { status: 'closed' });

  // Bids: one accepted 5 days ago counts; an acceptance 40 days ago, a pending and a recent rejection do not.
  const bid = (status: 'pending' | 'accepted' | 'rejected', respondedAt: Date | null) =>
    t.db.insert(propertyBids).values({ propertyId: riyadh.id, bidderId: buyer.id, bidAmount: '900000.00', status, respondedAt });
  await bid('accepted', daysAgo(5));
  await bid('accepted', daysAgo(40));
  await bid('pending', null);
  await bid('rejected', daysAgo(2));

  // Investments: two in the last 30 days count, one 45 days ago does not.
  await insertUserInvestment(t.db, { userId: investor.id, investmentId: open.id, amount: '10000.00', investmentDate: daysAgo(1) });
  await insertUserInvestment(t.db, { userId: investor.id, investmentId: open.id, amount: '25000.00', investmentDate: daysAgo(29) });
  await insertUserInvestment(t.db, { userId: investor.id, investmentId: open.id, amount: '50000.00', investmentDate: daysAgo(45) });
});
afterAll(async () => t.close());

describe('GET /api/stats', () => {
  it('computes the market figures from the stored rows, for anyone (no sign-in)', async () => {
    const res = await new Agent(t.app).get('/api/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalProperties: 6,
      totalInvestments: 2,
      totalUsers: 4,
      monthlyTransactions: 3,
      propertiesByCity: [
        { city: 'Riyadh', count: 3 },
        { city: 'Jeddah', count: 2 },
        { city: 'Dammam', count: 1 },
      ],
    });
  });

  it('follows the data: a new listing and a new user change the figures', async () => {
    await insertUser(t.db, { role: 'buyer' });
    const dev = await insertUser(t.db, { role: 'developer' });
    await insertProperty(t.db, { city: 'Dammam', status: 'active', developerId: dev.id });
    await insertProperty(t.db, { city: 'Dammam', status: 'active', developerId: dev.id });
    const body = (await new Agent(t.app).get('/api/stats')).json();
    expect(body.totalUsers).toBe(6);
    expect(body.totalProperties).toBe(8);
    // Ties are ordered by city name, so the order is stable.
    expect(body.propertiesByCity).toEqual([
      { city: 'Dammam', count: 3 },
      { city: 'Riyadh', count: 3 },
      { city: 'Jeddah', count: 2 },
    ]);
  });
});
