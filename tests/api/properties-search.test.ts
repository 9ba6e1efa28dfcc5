import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../src/server/db/seed/factories';
import { properties, type Property } from '../../src/server/db/schema';
import { masksWithAll, SEARCH_TOTAL_CAP, searchProperties } from '../../src/server/features/properties/search';
import { propertyMapPinSchema, propertyMapSchema, propertyPageSchema, propertySchema } from '../../src/shared/schemas/property';
import { propertySearchQuerySchema } from '../../src/shared/schemas/property-search';
import { setupTestApp, type Agent, type TestApp } from '../setup/app';
import { audiences, signedOut, type SignedIn } from '../setup/audiences';
import { searchListings } from './properties-search-listings';

describe('GET /api/properties — filters, sort, pagination and visibility', () => {
  // Its own database: every expectation below is the exact set of listings that should match.
  let s: TestApp;
  /** The owner of every listing but G. */
  let devA: SignedIn;
  /** The owner of G. */
  let devB: SignedIn;
  let admin: SignedIn;
  let buyer: SignedIn;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    s = await setupTestApp();
    ({ owner: devA, 'other developer': devB, admin, buyer } = await audiences(s));
    for (const [title, values] of searchListings) {
      const developerId = title.startsWith('G') ? devB.user.id : devA.user.id;
      const row = await insertProperty(s.db, { title, developerId, status: 'active', ...values });
      ids[title[0]] = row.id;
    }
  });
  afterAll(async () => s.close());

  /** Titles' first letters of the listings a query returns, in order. */
  async function letters(query: string, agent: Agent = signedOut(s)): Promise<string> {
    const res = await agent.get(`/api/properties${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as Array<{ title: string }>).map((p) => p.title[0]).join('');
  }

  // The search and the map are serialised without a Zod pass (plainJsonSerializer): what they send
  // must still be exactly what their schemas document, and not one column more.
  it('answers the search and the map with exactly the documented fields, in the documented form', async () => {
    const page = (await admin.agent.get('/api/properties?pageSize=100')).json();
    expect(Object.keys(page).sort()).toEqual(Object.keys(propertyPageSchema.shape).sort());
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) {
      expect(Object.keys(item).sort()).toEqual(Object.keys(propertySchema.shape).sort());
      expect(propertySchema.safeParse(item).success, JSON.stringify(item)).toBe(true);
    }
    const map = (await admin.agent.get('/api/properties/map')).json();
    expect(Object.keys(map).sort()).toEqual(Object.keys(propertyMapSchema.shape).sort());
    for (const pin of map.items) {
      expect(Object.keys(pin).sort()).toEqual(Object.keys(propertyMapPinSchema.shape).sort());
      expect(propertyMapPinSchema.safeParse(pin).success, JSON.stringify(pin)).toBe(true);
    }
  });

  it('lists the active listings, newest first, with the page shape (items, total, page, pageSize, totalPages)', async () => {
    const res = await signedOut(s).get('/api/properties');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 5, totalCapped: false, page: 1, pageSize: 24 });
    expect(body.items.map((p: Property) => p.title[0]).join('')).toBe('ABCDE');
    const a = body.items[0];
    // Money, area and coordinates are decimal strings; timestamps are ISO strings; the owner is named.
    expect(a).toMatchObject({ price: '2500000.00', area: '400.00', pricePerSqm: '6250.00', developerId: devA.user.id, status: 'active' });
    expect(new Date(a.createdAt).toISOString()).toBe(a.createdAt);
  });

  it.each([
    ['city', '?city=Riyadh', 'AC'],
    ['city, in any case', '?city=riyadh', 'AC'],
    ['neighborhood (part of the name)', '?neighborhood=rawdah', 'B'],
    ['propertyType', '?propertyType=apartment', 'BD'],
    ['minPrice', '?minPrice=850000', 'ABCE'],
    ['maxPrice', '?maxPrice=850000', 'BDE'],
    ['maxPrice with cents', '?maxPrice=450000.49', ''],
    ['minArea', '?minArea=150', 'ABC'],
    ['maxArea', '?maxArea=150', 'BD'],
    ['bedrooms (a minimum)', '?bedrooms=4', 'AE'],
    ['bathrooms (a minimum)', '?bathrooms=3', 'AE'],
    ['parking (a minimum)', '?parking=2', 'AC'],
    ['yearBuilt (built that year or later)', '?yearBuilt=2010', 'ABC'],
    ['one amenity', '?amenities=pool', 'AD'],
    ['amenities: must have all', '?amenities=pool,gym', 'D'],
    ['amenities: security and elevator', '?amenities=security,elevator', 'CD'],
    ['furnished=true restricts', '?furnished=true', 'AD'],
    ['furnished=false does not restrict', '?furnished=false', 'ABCDE'],
    ['forSale=true restricts', '?forSale=true', 'ABE'],
    ['forSale=false does not restrict', '?forSale=false', 'ABCDE'],
    ['forRent=true restricts', '?forRent=true', 'CDE'],
    ['forRent=false does not restrict', '?forRent=false', 'ABCDE'],
    ['empty values are ignored', '?city=&minPrice=&bedrooms=&amenities=&sort=&page=&pageSize=', 'ABCDE'],
  ])('filters by %s', async (_name, query, expected) => {
    expect(await letters(query)).toBe(expected);
  });

  it.each(['parking=0', 'bedrooms=0', 'bathrooms=0'])(
    '%s (a minimum of nothing, e.g. "No parking") restricts nothing: the same results as no filter',
    async (filter) => {
      const all = (await signedOut(s).get('/api/properties')).json();
      const zero = (await signedOut(s).get(`/api/properties?${filter}`)).json();
      expect(zero.total).toBe(all.total);
      expect(zero.items.map((p: Property) => p.id)).toEqual(all.items.map((p: Property) => p.id));
      // E's parking and C's bedrooms are unknown (null): a minimum of 0 keeps them.
      expect(zero.items.map((p: Property) => p.title[0]).join('')).toBe('ABCDE');
    },
  );

  it('shows a listing both for sale and for rent in the Buy and in the Rent search (docs/product.md#listings)', async () => {
    // Buy sends forSale=true&forRent=false, Rent the reverse: E (both) is in each, and forRent=false does not drop it.
    expect(await letters('?forSale=true&forRent=false')).toBe('ABE');
    expect(await letters('?forSale=false&forRent=true')).toBe('CDE');
    expect(await letters('?forSale=true&forRent=false&city=Khobar')).toBe('E');
    expect(await letters('?forSale=false&forRent=true&city=Khobar')).toBe('E');
    expect(await letters('?forSale=false&forRent=false')).toBe('ABCDE');
    const pins = async (query: string) =>
      ((await signedOut(s).get(`/api/properties/map${query}`)).json().items as Array<{ title: string }>).map((p) => p.title[0]).join('');
    expect(await pins('?forSale=true&forRent=false')).toBe('ABE');
    expect(await pins('?forSale=false&forRent=true')).toBe('CDE');
  });

  it('combines filters (all must hold)', async () => {
    expect(
      await letters(
        '?city=Riyadh&propertyType=villa&minPrice=1000000&maxPrice=3000000&bedrooms=3&amenities=pool&furnished=true&forSale=true',
      ),
    ).toBe('A');
    expect(await letters('?forSale=true&forRent=true&maxPrice=900000')).toBe('E');
    expect(await letters('?propertyType=apartment&minArea=100&maxArea=200&bathrooms=1&yearBuilt=2000&forRent=true&furnished=true')).toBe(
      'D',
    );
    const none = await signedOut(s).get('/api/properties?city=Jeddah&forRent=true');
    expect(none.json()).toMatchObject({ items: [], total: 0 });
  });

  it.each([
    ['newest', 'ABCDE'],
    // B and E both cost 850,000: the tie is broken by id (B was listed first).
    ['price_asc', 'DBEAC'],
    ['price_desc', 'CAEBD'],
    // E has no area: last.
    ['area_desc', 'CABDE'],
  ])('sorts by %s', async (sort, expected) => {
    expect(await letters(`?sort=${sort}`)).toBe(expected);
  });

  it('paginates with a total, and page 2 continues where page 1 stopped', async () => {
    const one = (await signedOut(s).get('/api/properties?pageSize=2')).json();
    expect(one).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(one.items.map((p: Property) => p.title[0]).join('')).toBe('AB');
    const two = (await signedOut(s).get('/api/properties?pageSize=2&page=2')).json();
    expect(two).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(two.items.map((p: Property) => p.title[0]).join('')).toBe('CD');
    expect(await letters('?pageSize=2&page=3')).toBe('E');
    const past = (await signedOut(s).get('/api/properties?pageSize=2&page=9')).json();
    expect(past).toMatchObject({ items: [], total: 5 });
    expect(await letters('?sort=price_asc&pageSize=2&page=2')).toBe('EA');
  });

  it('counts matches only up to a cap, and says when the total is a lower bound', async () => {
    expect(SEARCH_TOTAL_CAP).toBe(10_000);
    const search = (params: Record<string, string>, totalCap: number) =>
      searchProperties({ db: s.db, actor: null, query: propertySearchQuerySchema.parse(params), totalCap });
    // 5 active listings: a cap below that reports "cap+" (totalCapped), at or above it the exact count.
    expect(await search({ pageSize: '2' }, 3)).toMatchObject({ total: 3, totalCapped: true, page: 1, pageSize: 2 });
    expect((await search({ pageSize: '2' }, 3)).items.map((p) => p.title[0]).join('')).toBe('AB');
    expect(await search({}, 4)).toMatchObject({ total: 4, totalCapped: true });
    expect(await search({}, 5)).toMatchObject({ total: 5, totalCapped: false });
    expect(await search({ city: 'riyadh' }, 1)).toMatchObject({ total: 1, totalCapped: true });
    expect(await search({ city: 'dammam' }, 1)).toMatchObject({ total: 1, totalCapped: false });
    // The page itself does not depend on the cap, even past it.
    expect((await search({ pageSize: '2', page: '3' }, 2)).items.map((p) => p.title[0]).join('')).toBe('E');
  });

  it('encodes "has all of these amenities" as every amenity mask that includes them', () => {
    expect(masksWithAll([])).toHaveLength(128);
    expect(masksWithAll(['pool'])).toEqual(Array.from({ length: 64 }, (_, i) => i * 2 + 1));
    const poolGymFurnished = masksWithAll(['pool', 'gym', 'furnished']);
    expect(poolGymFurnished).toHaveLength(16);
    expect(poolGymFurnished.every((m) => (m & 0b1000011) === 0b1000011)).toBe(true);
    expect(masksWithAll(['pool', 'gym', 'security', 'garden', 'elevator', 'balcony', 'furnished'])).toEqual([127]);
  });

  it('hides inactive listings from buyers; an owner also sees their own; an admin sees all', async () => {
    expect(await letters('', buyer.agent)).toBe('ABCDE');
    expect(await letters('', devA.agent)).toBe('FABCDE');
    expect(await letters('', devB.agent)).toBe('ABCDEG');
    expect(await letters('', admin.agent)).toBe('FABCDEG');
    // The filters apply to what the caller may see.
    expect(await letters('?city=Riyadh&propertyType=villa', devA.agent)).toBe('FA');
    expect(await letters('?city=Riyadh&propertyType=villa', buyer.agent)).toBe('A');
  });

  it.each(['newest', 'price_asc', 'price_desc', 'area_desc'])(
    'pages through active and own inactive listings together, in one order (sort=%s)',
    async (sort) => {
      for (const who of [devA, devB, admin]) {
        const all = await letters(`?sort=${sort}&pageSize=50`, who.agent);
        let paged = '';
        for (let page = 1; page <= 4; page++) {
          const res = await who.agent.get(`/api/properties?sort=${sort}&pageSize=2&page=${page}`);
          expect(res.json()).toMatchObject({ total: all.length, totalCapped: false, page, pageSize: 2 });
          paged += (res.json().items as Array<{ title: string }>).map((p) => p.title[0]).join('');
        }
        expect(paged).toBe(all);
      }
    },
  );

  it('gives the detail of a sold listing to everyone (the page outlives the deal), though the search keeps it from others', async () => {
    const url = `/api/properties/${ids.F}`;
    for (const agent of [signedOut(s), buyer.agent, devB.agent, devA.agent, admin.agent]) {
      const res = await agent.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: ids.F, status: 'sold' });
    }
    expect((await signedOut(s).get(`/api/properties/${ids.A}`)).json()).toMatchObject({ id: ids.A, title: 'A Riyadh villa' });
  });

  it.each([
    ['minPrice=abc', 'minPrice', 'Min price must be a number'],
    ['maxPrice=-5', 'maxPrice', 'Max price must be 0 or more'],
    ['minArea=ten', 'minArea', 'Min area must be a number'],
    ['bedrooms=-1', 'bedrooms', 'Bedrooms must be 0 or more'],
    ['bathrooms=two', 'bathrooms', 'Bathrooms must be a number'],
    ['parking=1.5', 'parking', 'Parking must be a whole number'],
    ['yearBuilt=abc', 'yearBuilt', 'Year built must be a number'],
    ['sort=cheapest', 'sort', 'Sort must be one of newest, price_asc, price_desc, area_desc'],
    ['pageSize=10000', 'pageSize', 'Page size must be at most 100'],
    ['page=0', 'page', 'Page must be at least 1'],
    ['propertyType=castle', 'propertyType', 'Property type must be one of apartment, villa, commercial, office, land, warehouse'],
    ['amenities=pool,sauna', 'amenities', 'Amenities must be among pool, gym, security, garden, elevator, balcony'],
    ['furnished=yes', 'furnished', 'Furnished must be true or false'],
    ['forSale=1', 'forSale', 'For sale must be true or false'],
  ])("answers %s with 400 and the field's message", async (query, field, message) => {
    const res = await signedOut(s).get(`/api/properties?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(res.json().message).toBe(message);
  });

  it('lists featured listings: active only, newest first', async () => {
    await s.db.update(properties).set({ featured: true }).where(eq(properties.id, ids.B));
    await s.db.update(properties).set({ featured: true }).where(eq(properties.id, ids.D));
    await s.db.update(properties).set({ featured: true }).where(eq(properties.id, ids.F)); // sold: never featured publicly
    const res = await signedOut(s).get('/api/properties/featured');
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((p: Property) => p.title[0])
        .join(''),
    ).toBe('BD');
    const asOwner = await devA.agent.get('/api/properties/featured');
    expect(
      asOwner
        .json()
        .map((p: Property) => p.title[0])
        .join(''),
    ).toBe('BD');
  });
});
