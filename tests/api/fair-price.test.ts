import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, insertUser, type NewProperty } from '../../src/server/db/seed/factories';
import type { Property, User } from '../../src/server/db/schema';
import { setupTestApp, type TestApp } from '../setup/app';
import { signedOut } from '../setup/audiences';
import { daysAgo } from './properties-shared';

// The fair-price check (docs/product.md#fair-price-check): a sale listing's page carries the median
// price per m² (SAR) of comparable listings on the market — same type, same neighbourhood, else same
// city — with the sample size, the scope and the listing's difference, or null with fewer than 5.
// Every figure here is worked out by hand from the prices and areas below. Each test has a city (or
// a type) of its own, so the listings of one never count in another.
describe('the fair-price check on a listing page', () => {
  let t: TestApp;
  let owner: User;

  beforeAll(async () => {
    t = await setupTestApp();
    owner = await insertUser(t.db, { role: 'developer' });
  });
  afterAll(async () => t.close());

  /** An active villa for sale in SAR, owned by `owner`; `price` over `area` is its price per m². */
  const listing = (overrides: Partial<NewProperty>): Promise<Property> =>
    insertProperty(t.db, {
      developerId: owner.id,
      propertyType: 'villa',
      status: 'active',
      forSale: true,
      forRent: false,
      currency: 'SAR',
      adLicenseNumber: null,
      adLicenseExpiresAt: null,
      ...overrides,
    });
  /** Listings priced so their prices per m² are `perSqm` (SAR), on 100 m² each. */
  const atPerSqm = (perSqm: number[], overrides: Partial<NewProperty>) =>
    Promise.all(perSqm.map((p) => listing({ price: String(p * 100), area: '100', ...overrides })));
  const comparisonOf = async (id: number) => {
    const res = await signedOut(t).get(`/api/properties/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().marketComparison;
  };

  it('an odd sample: the middle price per m², and only comparable listings on the market count', async () => {
    const here = { city: 'Riyadh', neighborhood: 'Al Malqa' };
    // Seven villas on the market in Al Malqa: 5,000 … 12,000 SAR/m², the middle one 7,850. One is
    // written in other case, one has an ad licence in force.
    await Promise.all([
      listing({ ...here, price: '2000000', area: '400' }), // 5,000
      listing({ ...here, price: '2400000', area: '400' }), // 6,000
      listing({ ...here, price: '3000000', area: '400' }), // 7,500
      listing({ city: 'RIYADH', neighborhood: 'al malqa', price: '3140000', area: '400' }), // 7,850
      listing({ ...here, price: '2880000', area: '300', adLicenseNumber: '7100000001', adLicenseExpiresAt: daysAgo(-30) }), // 9,600
      listing({ ...here, price: '3000000', area: '300' }), // 10,000
      listing({ ...here, price: '6000000', area: '500' }), // 12,000
    ]);
    // None of these counts: another type, another city, sold, under offer, an expired licence,
    // rent-only, no area. Each is priced far off, so counting any would move the median.
    await Promise.all([
      listing({ ...here, propertyType: 'apartment', price: '100000', area: '100' }),
      listing({ city: 'Jeddah', neighborhood: 'Al Malqa', price: '100000', area: '100' }),
      listing({ ...here, status: 'sold', price: '100000', area: '100' }),
      listing({ ...here, status: 'pending', price: '100000', area: '100' }),
      listing({ ...here, price: '100000', area: '100', adLicenseNumber: '7100000002', adLicenseExpiresAt: daysAgo(1) }),
      listing({ ...here, forSale: false, forRent: true, rentPeriod: 'yearly', price: '100000', area: '100' }),
      listing({ ...here, price: '100000', area: null }),
    ]);
    // 2,072,400 SAR over 300 m² is 6,908 SAR/m²: (6,908 − 7,850) / 7,850 = −12 %. The listing itself is
    // on the market in Al Malqa, and is not one of its own comparables.
    const subject = await listing({ ...here, price: '2072400', area: '300' });
    expect(await comparisonOf(subject.id)).toEqual({
      medianPricePerSqm: '7850.00',
      sampleSize: 7,
      scope: 'neighborhood',
      differencePercent: -12,
    });
  });

  it('an even sample: the mean of the middle two; a comparable at the same price per m² as the listing still counts', async () => {
    const here = { city: 'Jeddah', neighborhood: 'Al Rawdah', propertyType: 'apartment' as const };
    await atPerSqm([4000, 4500, 5000, 5200, 6000, 7000], here);
    // The middle two are 5,000 and 5,200: the median is 5,100; 5,200 is 2.0 % above it (1.96 rounded).
    const subject = await listing({ ...here, price: '520000', area: '100' });
    expect(await comparisonOf(subject.id)).toEqual({
      medianPricePerSqm: '5100.00',
      sampleSize: 6,
      scope: 'neighborhood',
      differencePercent: 2,
    });
  });

  it('falls back to the city with fewer than 5 in the neighbourhood; a listing without a neighbourhood compares with its city', async () => {
    const city = { city: 'Dammam' };
    await atPerSqm([3000, 3200, 3400, 3600], { ...city, neighborhood: 'Al Shati' });
    await atPerSqm([4000, 4400, 5000], { ...city, neighborhood: 'Al Faisaliyah' });
    const [noNeighborhood] = await atPerSqm([6000], { ...city, neighborhood: null });

    // Four others in Al Shati are too few: the eight villas of Dammam, whose middle two are 3,600 and 4,000.
    const inAlShati = await listing({ ...city, neighborhood: 'Al Shati', price: '380000', area: '100' });
    expect(await comparisonOf(inAlShati.id)).toEqual({
      medianPricePerSqm: '3800.00',
      sampleSize: 8,
      scope: 'city',
      differencePercent: 0,
    });
    // The villa without a neighbourhood: the seven others and the one just listed in Al Shati (3,800):
    // the middle two are 3,600 and 3,800, and 6,000 is 62.2 % above 3,700.
    expect(await comparisonOf(noNeighborhood.id)).toEqual({
      medianPricePerSqm: '3700.00',
      sampleSize: 8,
      scope: 'city',
      differencePercent: 62.2,
    });
  });

  it('gives no figure with 4 comparables, and one with 5', async () => {
    const here = { city: 'Abha', neighborhood: 'Al Mansak', propertyType: 'land' as const };
    await atPerSqm([1000, 1100, 1200, 1300], here);
    const subject = await listing({ ...here, price: '150000', area: '100' });
    expect(await comparisonOf(subject.id)).toBeNull();

    await atPerSqm([1400], here);
    // 1,000 … 1,400: the middle one is 1,200, and 1,500 is 25 % above it.
    expect(await comparisonOf(subject.id)).toEqual({
      medianPricePerSqm: '1200.00',
      sampleSize: 5,
      scope: 'neighborhood',
      differencePercent: 25,
    });
  });

  it('weighs a price in USD in SAR, on both sides', async () => {
    const here = { city: 'Tabuk', neighborhood: 'Al Muruj', propertyType: 'office' as const };
    await atPerSqm([6000, 7000, 9000, 10000], here);
    // 200,000 USD over 100 m² is 7,500 SAR/m² at the peg (2,000 USD/m², the lowest if read in dollars).
    await listing({ ...here, currency: 'USD', price: '200000', area: '100' });
    // 240,000 USD over 100 m² is 9,000 SAR/m², 20 % above the median of 7,500.
    const subject = await listing({ ...here, currency: 'USD', price: '240000', area: '100' });
    expect(await comparisonOf(subject.id)).toEqual({
      medianPricePerSqm: '7500.00',
      sampleSize: 5,
      scope: 'neighborhood',
      differencePercent: 20,
    });
  });

  it('is shown while a listing is for sale, active or under offer; never for a rent, a listing without an area, or a sold one', async () => {
    const here = { city: 'Khobar', neighborhood: 'Al Aqrabiyah', propertyType: 'warehouse' as const };
    await atPerSqm([2000, 2100, 2200, 2300, 2400], here);
    const underOffer = await listing({ ...here, status: 'pending', price: '242000', area: '100' });
    expect(await comparisonOf(underOffer.id)).toEqual({
      medianPricePerSqm: '2200.00',
      sampleSize: 5,
      scope: 'neighborhood',
      differencePercent: 10,
    });
    const sold = await listing({ ...here, status: 'sold', price: '242000', area: '100' });
    const rentOnly = await listing({ ...here, forSale: false, forRent: true, rentPeriod: 'yearly', price: '50000', area: '100' });
    const noArea = await listing({ ...here, price: '242000', area: null });
    for (const p of [sold, rentOnly, noArea]) expect(await comparisonOf(p.id), `listing ${p.id}`).toBeNull();
  });
});
