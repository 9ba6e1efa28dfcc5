import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../src/server/db/seed/factories';
import { properties, type Property } from '../../src/server/db/schema';
import { setupTestApp, type TestApp } from '../setup/app';
import { audiences, signedOut, type Audiences } from '../setup/audiences';
import { daysAgo } from './properties-shared';

// Price history and days on market (docs/product.md#price-history-and-sold-prices): a row when a
// listing is listed and at each change of its price, rent or currency, whoever writes it; the "price
// reduced" figures of a cut; how long it has been on the market.

let t: TestApp;
let people: Audiences;

beforeAll(async () => {
  t = await setupTestApp();
  people = await audiences(t);
});
afterAll(async () => t.close());

const detail = async (id: number) => {
  const res = await signedOut(t).get(`/api/properties/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const pricesOf = async (id: number) =>
  (await detail(id)).priceHistory.map((e: { price: string; rentPrice: string | null; currency: string; priceSar: string }) => [
    e.price,
    e.rentPrice,
    e.currency,
    e.priceSar,
  ]);
const edit = async (id: number, body: Record<string, unknown>) => {
  const res = await people.owner.agent.put(`/api/properties/${id}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const rowOf = async (id: number) => (await t.db.select().from(properties).where(eq(properties.id, id)))[0];
const owned = (overrides: Partial<Property> = {}) =>
  insertProperty(t.db, { developerId: people.owner.user.id, status: 'active', forSale: true, price: '1000000.00', ...overrides });

describe('GET /api/properties/:id priceHistory', () => {
  it('starts with the price asked when it was listed, dated then', async () => {
    const res = await people.owner.agent.post('/api/properties', {
      title: 'Villa in Al Malqa',
      price: '2500000',
      city: 'Riyadh',
      propertyType: 'villa',
      area: '500',
    });
    expect(res.statusCode, res.body).toBe(201);
    const listing = await detail(res.json().id);
    expect(listing.priceHistory).toEqual([
      { price: '2500000.00', rentPrice: null, currency: 'SAR', priceSar: '2500000.00', changedAt: listing.createdAt },
    ]);
    expect(listing.daysOnMarket).toBe(0);
  });

  it('adds a row at each change of price, rent or currency, and none for other edits', async () => {
    const p = await owned({ forRent: true, rentPeriod: 'yearly', rentPrice: '60000.00' });
    await edit(p.id, { title: 'Renovated villa', bedrooms: 6, status: 'pending' });
    await edit(p.id, { status: 'active' });
    expect(await pricesOf(p.id)).toEqual([['1000000.00', '60000.00', 'SAR', '1000000.00']]);

    await edit(p.id, { price: '950000' });
    await edit(p.id, { rentPrice: '55000' });
    await edit(p.id, { currency: 'USD' });
    // The same price sent again is no change.
    await edit(p.id, { price: '950000', title: 'Renovated villa, again' });
    expect(await pricesOf(p.id)).toEqual([
      ['1000000.00', '60000.00', 'SAR', '1000000.00'],
      ['950000.00', '60000.00', 'SAR', '950000.00'],
      ['950000.00', '55000.00', 'SAR', '950000.00'],
      ['950000.00', '55000.00', 'USD', '3562500.00'],
    ]);
    const { priceHistory } = await detail(p.id);
    const times = priceHistory.map((e: { changedAt: string }) => Date.parse(e.changedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("records a change written straight to the database too (the seed's, an operator's)", async () => {
    const p = await owned();
    await t.db.update(properties).set({ price: '990000.00', priceSar: '990000.00' }).where(eq(properties.id, p.id));
    expect(await pricesOf(p.id)).toEqual([
      ['1000000.00', null, 'SAR', '1000000.00'],
      ['990000.00', null, 'SAR', '990000.00'],
    ]);
  });
});

describe('the price reduced figures (priceReducedFromSar, priceReducedAt)', () => {
  it('keeps the price before a cut and when, and shows them in the search', async () => {
    const p = await owned({ title: 'A cut this week' });
    const before = Date.now();
    const cut = await edit(p.id, { price: '920000' });
    expect(cut.priceReducedFromSar).toBe('1000000.00');
    expect(Date.parse(cut.priceReducedAt)).toBeGreaterThanOrEqual(before - 1000);
    const found = (await signedOut(t).get('/api/properties?pageSize=100')).json().items.find((i: Property) => i.id === p.id);
    expect(found).toMatchObject({ priceSar: '920000.00', priceReducedFromSar: '1000000.00', priceReducedAt: cut.priceReducedAt });
  });

  it('keeps the first "before" for a second cut within 30 days, so the figure is the whole cut', async () => {
    const p = await owned();
    await edit(p.id, { price: '950000' });
    const second = await edit(p.id, { price: '900000' });
    expect(second.priceReducedFromSar).toBe('1000000.00');
    // A rise short of the first price keeps the cut; back to it, the cut is gone.
    expect((await edit(p.id, { price: '980000' })).priceReducedFromSar).toBe('1000000.00');
    expect(await edit(p.id, { price: '1000000' })).toMatchObject({ priceReducedFromSar: null, priceReducedAt: null });
  });

  it('starts afresh from the price before a cut made more than 30 days after the last one', async () => {
    const p = await owned();
    await edit(p.id, { price: '950000' });
    await t.db
      .update(properties)
      .set({ priceReducedAt: daysAgo(31) })
      .where(eq(properties.id, p.id));
    expect((await edit(p.id, { price: '900000' })).priceReducedFromSar).toBe('950000.00');
  });

  it('has none for a listing never cut, nor after a rise alone, nor for a currency change worth more', async () => {
    const p = await owned();
    expect(await edit(p.id, { price: '1100000' })).toMatchObject({ priceReducedFromSar: null, priceReducedAt: null });
    expect(await edit(p.id, { currency: 'USD' })).toMatchObject({ priceReducedFromSar: null, priceReducedAt: null });
    // The same amount in SAR after USD is worth less: a cut in SAR.
    expect((await edit(p.id, { currency: 'SAR' })).priceReducedFromSar).toBe('4125000.00');
    expect((await rowOf(p.id)).priceReducedAt).not.toBeNull();
  });
});

describe('daysOnMarket', () => {
  it('counts whole days since listing, and stops at the sale for a sold listing', async () => {
    const listed = await owned({ createdAt: daysAgo(12) });
    expect((await detail(listed.id)).daysOnMarket).toBe(12);
    const yesterday = await owned({ createdAt: new Date(Date.now() - 36 * 3_600_000) });
    expect((await detail(yesterday.id)).daysOnMarket).toBe(1);
    const sold = await owned({ createdAt: daysAgo(42), status: 'sold', soldAt: daysAgo(2) });
    expect((await detail(sold.id)).daysOnMarket).toBe(40);
    // Re-opened, it counts from listing again.
    expect((await people.owner.agent.patch(`/api/properties/${sold.id}/status`, { status: 'active' })).statusCode).toBe(200);
    expect((await detail(sold.id)).daysOnMarket).toBe(42);
  });
});
