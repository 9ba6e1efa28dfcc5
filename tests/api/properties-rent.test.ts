import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../src/server/db/seed/factories';
import { properties } from '../../src/server/db/schema';
import { repriceEuroListings } from '../../src/server/features/properties/sar';
import { sarRates } from '../../src/server/lib/sar';
import { Agent, appWith, setupTestApp, type TestApp } from '../setup/app';
import { audiencesOf, type SignedIn } from '../setup/audiences';

// Rent as rent and one currency to compare (docs/product.md#listings): a listing for rent says its
// period, one both for sale and for rent carries its rent apart, and every listing carries its
// price in SAR, which the search filters and sorts on.
describe('rent and SAR: the money of a listing', () => {
  let t: TestApp;
  let owner: SignedIn;

  const listing = {
    title: 'Office tower floor in Al Olaya',
    description: 'A whole floor with parking and a view of the Kingdom Centre.',
    propertyType: 'office',
    city: 'Najran',
    area: '250',
  };

  beforeAll(async () => {
    t = await setupTestApp();
    ({ owner } = await audiencesOf(t, ['owner']));
  });
  afterAll(async () => t.close());

  const post = (body: object) => owner.agent.post('/api/properties', { ...listing, ...body });
  const put = (id: number, body: object) => owner.agent.put(`/api/properties/${id}`, body);

  it('keeps a rent with its period, a year of it in SAR, and no price per m²', async () => {
    const res = await post({ price: '6,000', forSale: false, forRent: true, rentPeriod: 'monthly' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      price: '6000.00',
      rentPeriod: 'monthly',
      rentPrice: null,
      pricePerSqm: null,
      priceSar: '6000.00',
      yearlyRentSar: '72000.00',
    });
  });

  it('keeps the rent of a listing both for sale and for rent beside its sale price', async () => {
    const res = await post({ price: '2500000', forSale: true, forRent: true, rentPeriod: 'yearly', rentPrice: '150,000' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      price: '2500000.00',
      rentPrice: '150000.00',
      rentPeriod: 'yearly',
      pricePerSqm: '10000.00',
      priceSar: '2500000.00',
      yearlyRentSar: '150000.00',
    });
  });

  it('ignores a rent period and rent price on a listing for sale only (stored as none)', async () => {
    const res = await post({ price: '900000', forSale: true, forRent: false, rentPeriod: 'monthly', rentPrice: '5000' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ rentPeriod: null, rentPrice: null, yearlyRentSar: null, pricePerSqm: '3600.00' });
  });

  it('prices dollars at the peg of 3.75 and euros at the configured rate', async () => {
    const usd = (await post({ price: '750000', currency: 'USD' })).json();
    expect(usd).toMatchObject({ price: '750000.00', currency: 'USD', priceSar: '2812500.00', pricePerSqm: '3000.00' });
    const eur = (await post({ price: '100000.55', currency: 'EUR' })).json();
    expect(eur.priceSar).toBe('435002.39'); // 4.35 SAR per euro by default, rounded half up to the halala

    const at4 = await appWith(t, { EUR_SAR_RATE: '4.00' });
    try {
      const sameOwner = new Agent(at4);
      sameOwner.cookie = owner.agent.cookie;
      const res = await sameOwner.put(`/api/properties/${eur.id}`, { price: '200000' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().priceSar).toBe('800000.00');
    } finally {
      await at4.close();
    }
  });

  it('reprices every euro listing at start-up when the rate changes, and nothing else', async () => {
    const eur = await insertProperty(t.db, { currency: 'EUR', price: '1000.00', forSale: false, forRent: true, rentPeriod: 'monthly' });
    const sar = await insertProperty(t.db, { currency: 'SAR', price: '1000.00' });
    expect(eur.priceSar).toBe('4350.00');
    expect(await repriceEuroListings(t.db, sarRates('4.5'))).toBeGreaterThanOrEqual(1);
    const row = async (id: number) => (await t.db.select().from(properties).where(eq(properties.id, id)))[0];
    expect(await row(eur.id)).toMatchObject({ priceSar: '4500.00', yearlyRentSar: '54000.00' });
    expect((await row(sar.id)).priceSar).toBe('1000.00');
    expect(await repriceEuroListings(t.db, sarRates('4.5'))).toBe(0);
  });

  it('filters and sorts on the price in SAR: a 750,000 USD office costs more than a 2,000,000 SAR one', async () => {
    const city = 'Hail';
    const dollars = await insertProperty(t.db, { city, propertyType: 'office', currency: 'USD', price: '750000.00' });
    const riyals = await insertProperty(t.db, { city, propertyType: 'office', currency: 'SAR', price: '2000000.00' });
    const ids = async (query: string) =>
      (await owner.agent.get(`/api/properties?city=${city}&${query}`)).json().items.map((p: { id: number }) => p.id);
    expect(await ids('sort=price_desc')).toEqual([dollars.id, riyals.id]);
    expect(await ids('sort=price_asc')).toEqual([riyals.id, dollars.id]);
    expect(await ids('minPrice=2500000')).toEqual([dollars.id]);
    expect(await ids('maxPrice=2500000')).toEqual([riyals.id]);
  });

  describe('edits keep the rules for the listing the edit leaves', () => {
    it('refuses to end both for sale and for rent, or a rent without its period', async () => {
      const p = (await post({ price: '900000' })).json();
      const neither = await put(p.id, { forSale: false });
      expect(neither.statusCode).toBe(400);
      expect(neither.json().errors).toEqual({ forSale: 'A listing must be for sale, for rent or both' });
      const noPeriod = await put(p.id, { forSale: false, forRent: true });
      expect(noPeriod.statusCode).toBe(400);
      expect(noPeriod.json().errors.rentPeriod).toBe('Rent period is required for a listing for rent');
      expect((await owner.agent.get(`/api/properties/${p.id}`)).json()).toMatchObject({ forSale: true, forRent: false });
    });

    it('asks for the sale price when a listing for rent is put up for sale too, and keeps its rent as the rent', async () => {
      const p = (await post({ price: '60000', forSale: false, forRent: true, rentPeriod: 'yearly' })).json();
      const noPrice = await put(p.id, { forSale: true });
      expect(noPrice.statusCode).toBe(400);
      expect(noPrice.json().errors.price).toBe('Price (the sale price) is required when a listing for rent is put up for sale too');
      const both = await put(p.id, { forSale: true, price: '1,100,000' });
      expect(both.statusCode, both.body).toBe(200);
      expect(both.json()).toMatchObject({ price: '1100000.00', rentPrice: '60000.00', yearlyRentSar: '60000.00', pricePerSqm: '4400.00' });
    });

    it('makes the rent the price when a listing both for sale and for rent stops being for sale', async () => {
      const p = (await post({ price: '2500000', forSale: true, forRent: true, rentPeriod: 'monthly', rentPrice: '12000' })).json();
      const res = await put(p.id, { forSale: false });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        price: '12000.00',
        rentPrice: null,
        rentPeriod: 'monthly',
        pricePerSqm: null,
        priceSar: '12000.00',
        yearlyRentSar: '144000.00',
      });
    });

    it('drops the rent when a listing stops being for rent', async () => {
      const p = (await post({ price: '2500000', forSale: true, forRent: true, rentPeriod: 'yearly', rentPrice: '150000' })).json();
      const res = await put(p.id, { forRent: false });
      expect(res.json()).toMatchObject({ price: '2500000.00', rentPrice: null, rentPeriod: null, yearlyRentSar: null });
    });
  });
});
