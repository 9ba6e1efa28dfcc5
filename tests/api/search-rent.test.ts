// Rent mode's price bands (docs/product.md#listings): in Rent mode (forSale=false&forRent=true) the
// price filters and sorts are on the rent for a year in SAR, a monthly rent counted 12 times and a
// foreign rent at its SAR value; Buy mode's are on the price in SAR.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../src/server/db/seed/factories';
import { RENT_PRICE_BANDS } from '../../src/shared/constants';
import { setupTestApp, type TestApp } from '../setup/app';
import { audiencesOf, signedOut } from '../setup/audiences';

let t: TestApp;

beforeAll(async () => {
  t = await setupTestApp();
  const { owner } = await audiencesOf(t, ['owner']);
  const common = { developerId: owner.user.id, status: 'active' as const, city: 'Riyadh', propertyType: 'apartment' as const };
  const rent = { forSale: false, forRent: true };
  const listings: Array<[string, Parameters<typeof insertProperty>[1]]> = [
    // 6,000 a month: 72,000 a year.
    ['M monthly 6,000 SAR', { ...rent, rentPeriod: 'monthly', price: '6000.00' }],
    // 1,600 USD a month: 1,600 × 3.75 × 12 = 72,000 SAR a year.
    ['U monthly 1,600 USD', { ...rent, rentPeriod: 'monthly', price: '1600.00', currency: 'USD' }],
    ['Y yearly 45,000 SAR', { ...rent, rentPeriod: 'yearly', price: '45000.00' }],
    ['L yearly 250,000 SAR', { ...rent, rentPeriod: 'yearly', price: '250000.00' }],
    // For sale at 1,000,000 and for rent at 80,000 a year: in both modes, each on its own figure.
    ['B both, rent 80,000 a year', { forSale: true, forRent: true, rentPeriod: 'yearly', price: '1000000.00', rentPrice: '80000.00' }],
    // A sale whose price falls in a rent band: never in Rent mode.
    ['S sale at 70,000', { forSale: true, forRent: false, price: '70000.00' }],
  ];
  for (const [title, values] of listings) await insertProperty(t.db, { ...common, title, ...values });
});
afterAll(() => t.close());

const band = (id: string) => {
  const b = RENT_PRICE_BANDS.find((r) => r.id === id)!;
  return [b.min !== null ? `minPrice=${b.min}` : '', b.max !== null ? `maxPrice=${b.max}` : ''].filter(Boolean).join('&');
};
const RENT = 'forSale=false&forRent=true';
const BUY = 'forSale=true&forRent=false';

/** The first letters of the titles a search finds, in its order. */
async function found(query: string, path = '/api/properties'): Promise<string> {
  const res = await signedOut(t).get(`${path}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as Array<{ title: string }>).map((p) => p.title[0]).join('');
}

describe('Rent mode with a rent band', () => {
  it('finds a monthly rent of 6,000 (72,000 a year) in 60K - 100K, not in 30K - 60K', async () => {
    expect(await found(`${RENT}&${band('rent-60000-100000')}&sort=price_asc`)).toBe('MUB');
    expect(await found(`${RENT}&${band('rent-30000-60000')}`)).toBe('Y');
    expect(await found(`${RENT}&${band('rent-0-30000')}`)).toBe('');
    expect(await found(`${RENT}&${band('rent-100000-200000')}`)).toBe('');
    expect(await found(`${RENT}&${band('rent-200000-')}`)).toBe('L');
  });

  it('sorts on the rent for a year', async () => {
    expect(await found(`${RENT}&sort=price_asc`)).toBe('YMUBL');
    expect(await found(`${RENT}&sort=price_desc`)).toBe('LBUMY');
  });

  it('does the same on the map', async () => {
    expect(await found(`${RENT}&${band('rent-60000-100000')}&sort=price_asc`, '/api/properties/map')).toBe('MUB');
    expect(await found(`${RENT}&${band('rent-30000-60000')}`, '/api/properties/map')).toBe('Y');
  });

  it('leaves Buy mode on the sale price', async () => {
    // 60K - 100K as a sale price: the sale at 70,000 only; the rents are not sale prices.
    expect(await found(`${BUY}&minPrice=60000&maxPrice=100000`)).toBe('S');
    expect(await found(`${BUY}&minPrice=500000&maxPrice=1000000`)).toBe('B');
  });
});
