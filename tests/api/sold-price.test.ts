import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../src/server/db/seed/factories';
import { properties, propertyBids, type Property } from '../../src/server/db/schema';
import { setupTestApp, type TestApp } from '../setup/app';
import { audiences, signedOut, type Audiences } from '../setup/audiences';
import { daysAgo } from './properties-shared';

// Sold prices (docs/product.md#price-history-and-sold-prices): marking a listing sold keeps what it
// sold for — the price the owner enters, else the accepted offer's amount in the listing's currency —
// and when; any other status clears them. My Listings offers the accepted offer as the sold price.

let t: TestApp;
let people: Audiences;

beforeAll(async () => {
  t = await setupTestApp({ EUR_SAR_RATE: '4.35' });
  people = await audiences(t);
});
afterAll(async () => t.close());

const owned = (overrides: Partial<Property> = {}) =>
  insertProperty(t.db, { developerId: people.owner.user.id, status: 'active', forSale: true, price: '1000000.00', ...overrides });
const setStatus = (id: number, body: Record<string, unknown>) => people.owner.agent.patch(`/api/properties/${id}/status`, body);
const soldOf = async (id: number) => {
  const [row] = await t.db
    .select({
      status: properties.status,
      soldPrice: properties.soldPrice,
      soldPriceSar: properties.soldPriceSar,
      soldAt: properties.soldAt,
    })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
};
const placeBid = async (propertyId: number, bidAmount: string, currency: 'SAR' | 'USD' | 'EUR' = 'SAR') => {
  const res = await people.buyer.agent.post(`/api/properties/${propertyId}/bids`, { bidAmount, currency });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};
const accept = async (bidId: number) =>
  expect((await people.owner.agent.patch(`/api/bids/${bidId}/status`, { status: 'accepted' })).statusCode).toBe(200);

describe('PATCH /api/properties/:id/status soldPrice', () => {
  it("keeps the accepted offer's amount when the owner marks the listing sold without a price", async () => {
    const p = await owned();
    await accept(await placeBid(p.id, '940000'));
    expect(await soldOf(p.id)).toMatchObject({ status: 'pending', soldPrice: null, soldAt: null });
    const before = Date.now();
    const res = await setStatus(p.id, { status: 'sold' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'sold', soldPrice: '940000.00', soldPriceSar: '940000.00' });
    expect(Date.parse(res.json().soldAt)).toBeGreaterThanOrEqual(before - 1000);
    // The listing's page says so.
    expect((await signedOut(t).get(`/api/properties/${p.id}`)).json()).toMatchObject({ soldPrice: '940000.00', status: 'sold' });
  });

  it('keeps the price the owner enters over the accepted offer', async () => {
    const p = await owned();
    await accept(await placeBid(p.id, '940000'));
    const res = await setStatus(p.id, { status: 'sold', soldPrice: '955,000' });
    expect(res.json()).toMatchObject({ soldPrice: '955000.00', soldPriceSar: '955000.00' });
  });

  it("converts an offer made in another currency to the listing's", async () => {
    const p = await owned({ currency: 'EUR', price: '250000.00' });
    await accept(await placeBid(p.id, '1000000', 'SAR'));
    const res = await setStatus(p.id, { status: 'sold' });
    // 1,000,000 SAR at 4.35 SAR per euro; in SAR, the offer as made.
    expect(res.json()).toMatchObject({ soldPrice: '229885.06', soldPriceSar: '1000000.00' });
  });

  it('keeps an entered price in the listing currency, with its SAR figure', async () => {
    const p = await owned({ currency: 'USD', price: '300000.00' });
    expect((await setStatus(p.id, { status: 'sold', soldPrice: '290000' })).json()).toMatchObject({
      soldPrice: '290000.00',
      soldPriceSar: '1087500.00',
    });
  });

  it('keeps no price for a sale without an offer or a price, only its date', async () => {
    const p = await owned();
    const res = await setStatus(p.id, { status: 'sold' });
    expect(res.json()).toMatchObject({ status: 'sold', soldPrice: null, soldPriceSar: null });
    expect(res.json().soldAt).not.toBeNull();
  });

  it('updates the price of a sold listing marked sold again with a new one, keeping its sale date', async () => {
    const p = await owned({ status: 'sold', soldPrice: '900000.00', soldPriceSar: '900000.00', soldAt: daysAgo(3) });
    const res = await setStatus(p.id, { status: 'sold', soldPrice: '910000' });
    expect(res.json()).toMatchObject({ soldPrice: '910000.00', soldPriceSar: '910000.00' });
    expect(res.json().soldAt).toBe(p.soldAt!.toISOString());
    // Marked sold again without a price, nothing changes.
    expect((await setStatus(p.id, { status: 'sold' })).json().soldPrice).toBe('910000.00');
  });

  it('clears the sold figures when the listing is re-opened or put under offer', async () => {
    for (const status of ['active', 'pending'] as const) {
      const p = await owned({ status: 'sold', soldPrice: '900000.00', soldPriceSar: '900000.00', soldAt: daysAgo(3) });
      const res = await setStatus(p.id, { status });
      expect(res.json()).toMatchObject({ status, soldPrice: null, soldPriceSar: null, soldAt: null });
    }
  });

  it('refuses a sold price with any other status, and one that is not an amount (400)', async () => {
    const p = await owned();
    for (const status of ['active', 'pending']) {
      const res = await setStatus(p.id, { status, soldPrice: '900000' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ soldPrice: 'A sold price is only given when marking the listing sold' });
    }
    for (const soldPrice of ['-5', '0', 'lots']) {
      const res = await setStatus(p.id, { status: 'sold', soldPrice });
      expect(res.statusCode, soldPrice).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['soldPrice']);
    }
    expect(await soldOf(p.id)).toMatchObject({ status: 'active', soldPrice: null });
  });

  it('takes the latest accepted offer when a listing was re-opened and another accepted', async () => {
    const p = await owned();
    await accept(await placeBid(p.id, '900000'));
    await setStatus(p.id, { status: 'active' });
    await accept(await placeBid(p.id, '930000'));
    expect((await setStatus(p.id, { status: 'sold' })).json().soldPrice).toBe('930000.00');
  });
});

describe('GET /api/owner/properties acceptedOffer and soldPrice', () => {
  it("carries the listing's accepted offer (for Mark sold) and a sold listing's price", async () => {
    const underOffer = await owned({ title: 'Under offer' });
    await accept(await placeBid(underOffer.id, '975000'));
    const open = await owned({ title: 'Open' });
    await t.db
      .insert(propertyBids)
      .values({ propertyId: open.id, bidderId: people.buyer.user.id, bidAmount: '800000.00', status: 'rejected' });
    const sold = await owned({ title: 'Sold', status: 'sold', soldPrice: '990000.00', soldPriceSar: '990000.00', soldAt: daysAgo(1) });
    const items = (await people.owner.agent.get('/api/owner/properties?pageSize=100')).json().items;
    const byId = (id: number) => items.find((i: { id: number }) => i.id === id);
    expect(byId(underOffer.id)).toMatchObject({ acceptedOffer: { amount: '975000.00', currency: 'SAR' }, soldPrice: null });
    expect(byId(open.id)).toMatchObject({ acceptedOffer: null, soldPrice: null });
    expect(byId(sold.id)).toMatchObject({ acceptedOffer: null, soldPrice: '990000.00' });
  });
});
