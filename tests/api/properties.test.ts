import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { insertProject, insertProperty, makeProperty } from '../../src/server/db/seed/factories';
import { properties, type Property, type User } from '../../src/server/db/schema';
import { seoRoutes, SITEMAP_STATIC_PATHS } from '../../src/server/features/properties/seo';
import { masksWithAll, SEARCH_TOTAL_CAP, searchProperties } from '../../src/server/features/properties/search';
import { SITEMAP_URL_LIMIT } from '../../src/server/features/properties/sitemap';
import { pricePerSqm as computePricePerSqm } from '../../src/shared/money';
import { MAP_PIN_CAP, MAP_PIN_DESCRIPTION_CHARS } from '../../src/shared/constants';
import { propertyMapPinSchema, propertyMapSchema, propertyPageSchema, propertySchema } from '../../src/shared/schemas/property';
import { propertySearchQuerySchema } from '../../src/shared/schemas/property-search';
import { Agent, setupTestApp, signedInAs, type TestApp } from '../setup/app';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

const noAmenities = { pool: false, gym: false, security: false, garden: false, elevator: false, balcony: false, furnished: false };

const validListing = {
  title: 'Family villa in Al Malqa',
  description: 'Five bedrooms, private pool and garden.',
  price: '1500000',
  city: 'Riyadh',
  propertyType: 'villa',
  area: '333.33',
  bedrooms: 5,
  bathrooms: 4,
};

describe('GET /api/properties — filters, sort, pagination and visibility', () => {
  // Its own database: every expectation below is the exact set of listings that should match.
  let s: TestApp;
  let devA: { agent: Agent; user: User };
  let devB: { agent: Agent; user: User };
  let admin: { agent: Agent; user: User };
  let buyer: { agent: Agent; user: User };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    s = await setupTestApp();
    devA = await signedInAs(s, 'developer');
    devB = await signedInAs(s, 'developer');
    admin = await signedInAs(s, 'admin');
    buyer = await signedInAs(s, 'buyer');
    const rows: Array<[string, Partial<Property>]> = [
      ['A Riyadh villa', {
        city: 'Riyadh', neighborhood: 'Al Malqa', propertyType: 'villa', price: '2500000.00', area: '400.00', bedrooms: 5, bathrooms: 4,
        parking: 2, yearBuilt: 2018, ...noAmenities, pool: true, garden: true, security: true, furnished: true, forSale: true, forRent: false, createdAt: daysAgo(1),
      }],
      ['B Jeddah apartment', {
        city: 'Jeddah', neighborhood: 'Al Rawdah', propertyType: 'apartment', price: '850000.00', area: '150.00', bedrooms: 3, bathrooms: 2,
        parking: 1, yearBuilt: 2010, ...noAmenities, gym: true, elevator: true, balcony: true, forSale: true, forRent: false, createdAt: daysAgo(2),
      }],
      ['C Riyadh office', {
        city: 'Riyadh', neighborhood: 'Al Olaya', propertyType: 'office', price: '5000000.00', area: '600.00', bedrooms: null, bathrooms: 2,
        parking: 4, yearBuilt: 2022, ...noAmenities, security: true, elevator: true, forSale: false, forRent: true, createdAt: daysAgo(3),
      }],
      ['D Dammam apartment', {
        city: 'Dammam', neighborhood: 'Al Faisaliyah', propertyType: 'apartment', price: '450000.50', area: '110.50', bedrooms: 2, bathrooms: 1,
        parking: 0, yearBuilt: 2005, pool: true, gym: true, security: true, garden: true, elevator: true, balcony: true, furnished: true,
        forSale: false, forRent: true, createdAt: daysAgo(4),
      }],
      ['E Khobar villa', {
        city: 'Khobar', neighborhood: 'Al Rakah', propertyType: 'villa', price: '850000.00', area: null, bedrooms: 4, bathrooms: 3,
        parking: null, yearBuilt: null, ...noAmenities, forSale: true, forRent: true, createdAt: daysAgo(5),
      }],
      // Not for buyers' eyes: sold (owned by A) and pending (owned by B).
      ['F sold Riyadh villa', {
        city: 'Riyadh', neighborhood: 'Al Malqa', propertyType: 'villa', price: '3000000.00', area: '500.00', bedrooms: 6, bathrooms: 5,
        parking: 3, yearBuilt: 2020, ...noAmenities, pool: true, forSale: true, forRent: false, status: 'sold', createdAt: daysAgo(0.5),
      }],
      ['G pending Jeddah apartment', {
        city: 'Jeddah', neighborhood: 'Al Rawdah', propertyType: 'apartment', price: '700000.00', area: '120.00', bedrooms: 2, bathrooms: 2,
        parking: 1, yearBuilt: 2015, ...noAmenities, forSale: true, forRent: false, status: 'pending', createdAt: daysAgo(6),
      }],
    ];
    for (const [title, values] of rows) {
      const developerId = title.startsWith('G') ? devB.user.id : devA.user.id;
      const row = await insertProperty(s.db, { title, developerId, status: 'active', ...values });
      ids[title[0]] = row.id;
    }
  });
  afterAll(async () => s.close());

  /** Titles' first letters of the listings a query returns, in order. */
  async function letters(query: string, agent: Agent = new Agent(s.app)): Promise<string> {
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

  it('lists the active listings, newest first, with the page shape of DESIGN §4', async () => {
    const res = await new Agent(s.app).get('/api/properties');
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

  it.each(['parking=0', 'bedrooms=0', 'bathrooms=0'])('%s (a minimum of nothing, e.g. "No parking") restricts nothing: the same results as no filter', async (filter) => {
    const all = (await new Agent(s.app).get('/api/properties')).json();
    const zero = (await new Agent(s.app).get(`/api/properties?${filter}`)).json();
    expect(zero.total).toBe(all.total);
    expect(zero.items.map((p: Property) => p.id)).toEqual(all.items.map((p: Property) => p.id));
    // E's parking and C's bedrooms are unknown (null): a minimum of 0 keeps them.
    expect(zero.items.map((p: Property) => p.title[0]).join('')).toBe('ABCDE');
  });

  it('shows a listing both for sale and for rent in the Buy and in the Rent search (SPEC §4 modes)', async () => {
    // Buy sends forSale=true&forRent=false, Rent the reverse: E (both) is in each, and forRent=false does not drop it.
    expect(await letters('?forSale=true&forRent=false')).toBe('ABE');
    expect(await letters('?forSale=false&forRent=true')).toBe('CDE');
    expect(await letters('?forSale=true&forRent=false&city=Khobar')).toBe('E');
    expect(await letters('?forSale=false&forRent=true&city=Khobar')).toBe('E');
    expect(await letters('?forSale=false&forRent=false')).toBe('ABCDE');
    const pins = async (query: string) =>
      ((await new Agent(s.app).get(`/api/properties/map${query}`)).json().items as Array<{ title: string }>).map((p) => p.title[0]).join('');
    expect(await pins('?forSale=true&forRent=false')).toBe('ABE');
    expect(await pins('?forSale=false&forRent=true')).toBe('CDE');
  });

  it('combines filters (all must hold)', async () => {
    expect(await letters('?city=Riyadh&propertyType=villa&minPrice=1000000&maxPrice=3000000&bedrooms=3&amenities=pool&furnished=true&forSale=true')).toBe('A');
    expect(await letters('?forSale=true&forRent=true&maxPrice=900000')).toBe('E');
    expect(await letters('?propertyType=apartment&minArea=100&maxArea=200&bathrooms=1&yearBuilt=2000&forRent=true&furnished=true')).toBe('D');
    const none = await new Agent(s.app).get('/api/properties?city=Jeddah&forRent=true');
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
    const one = (await new Agent(s.app).get('/api/properties?pageSize=2')).json();
    expect(one).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(one.items.map((p: Property) => p.title[0]).join('')).toBe('AB');
    const two = (await new Agent(s.app).get('/api/properties?pageSize=2&page=2')).json();
    expect(two).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(two.items.map((p: Property) => p.title[0]).join('')).toBe('CD');
    expect(await letters('?pageSize=2&page=3')).toBe('E');
    const past = (await new Agent(s.app).get('/api/properties?pageSize=2&page=9')).json();
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

  it('gives the detail of a hidden listing only to its owner and to admins (404 for others)', async () => {
    const url = `/api/properties/${ids.F}`;
    for (const agent of [new Agent(s.app), buyer.agent, devB.agent]) {
      const res = await agent.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Property not found');
    }
    expect((await devA.agent.get(url)).json()).toMatchObject({ id: ids.F, status: 'sold' });
    expect((await admin.agent.get(url)).statusCode).toBe(200);
    expect((await new Agent(s.app).get(`/api/properties/${ids.A}`)).json()).toMatchObject({ id: ids.A, title: 'A Riyadh villa' });
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
  ])('answers %s with 400 and the field\'s message', async (query, field, message) => {
    const res = await new Agent(s.app).get(`/api/properties?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(res.json().message).toBe(message);
  });

  it('lists featured listings: active only, newest first', async () => {
    await s.db.update(properties).set({ featured: true }).where(eq(properties.id, ids.B));
    await s.db.update(properties).set({ featured: true }).where(eq(properties.id, ids.D));
    await s.db.update(properties).set({ featured: true }).where(eq(properties.id, ids.F)); // sold: never featured publicly
    const res = await new Agent(s.app).get('/api/properties/featured');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: Property) => p.title[0]).join('')).toBe('BD');
    const asOwner = await devA.agent.get('/api/properties/featured');
    expect(asOwner.json().map((p: Property) => p.title[0]).join('')).toBe('BD');
  });
});

describe('writes: POST, PUT, DELETE /api/properties', () => {
  let t: TestApp;
  let owner: { agent: Agent; user: User };
  let other: { agent: Agent; user: User };
  let admin: { agent: Agent; user: User };
  let buyer: { agent: Agent; user: User };

  beforeAll(async () => {
    t = await setupTestApp();
    owner = await signedInAs(t, 'developer');
    other = await signedInAs(t, 'developer');
    admin = await signedInAs(t, 'admin');
    buyer = await signedInAs(t, 'buyer');
  });
  afterAll(async () => t.close());

  const ownedListing = (overrides: Partial<Property> = {}) =>
    insertProperty(t.db, { developerId: owner.user.id, status: 'active', price: '1000000.00', area: '200.00', ...overrides });
  const rowOf = async (id: number) => (await t.db.select().from(properties).where(eq(properties.id, id)))[0];

  it('creates a listing for a developer: 201, owned by the session user, pricePerSqm computed', async () => {
    const res = await owner.agent.post('/api/properties', validListing);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Family villa in Al Malqa', price: '1500000.00', area: '333.33', pricePerSqm: '4500.05', developerId: owner.user.id,
      // SPEC §5 defaults
      status: 'active', currency: 'SAR', featured: false, forSale: true, forRent: false, furnished: false, images: [], amenities: [],
    });
    const row = await rowOf(body.id);
    expect(row).toMatchObject({ developerId: owner.user.id, pricePerSqm: '4500.05', price: '1500000.00' });
  });

  it('lets an admin create a listing, owned by the admin', async () => {
    const res = await admin.agent.post('/api/properties', { ...validListing, title: 'Admin listing', price: 990_000.5, area: 100, status: 'pending', featured: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ developerId: admin.user.id, price: '990000.50', pricePerSqm: '9900.01', status: 'pending', featured: true });
  });

  it('stores every field of the form', async () => {
    const project = await insertProject(t.db, { developerId: owner.user.id });
    const full = {
      ...validListing,
      title: 'Everything set',
      price: '2,750,000',
      currency: 'USD',
      address: '12 King Fahd Road',
      neighborhood: 'Al Olaya',
      parking: 2,
      yearBuilt: 2019,
      images: ['/uploads/abc-gallery.webp', 'https://images.example.com/villa.jpg'],
      amenities: ['Swimming Pool', 'Central AC', "Maid's Room"],
      latitude: '24.7136',
      longitude: 46.6753,
      developmentProjectId: project.id,
      forSale: false,
      forRent: true,
      furnished: true,
      balcony: true,
      garden: true,
      pool: true,
      gym: true,
      security: true,
      elevator: true,
    };
    const res = await owner.agent.post('/api/properties', full);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      price: '2750000.00', currency: 'USD', address: '12 King Fahd Road', neighborhood: 'Al Olaya', parking: 2, yearBuilt: 2019,
      images: full.images,
      // Every switch that is on lists its amenity too, in the order of SPEC §9's list.
      amenities: ['Swimming Pool', 'Gym', 'Security', 'Elevator', 'Balcony', 'Garden', 'Central AC', "Maid's Room"],
      latitude: '24.71360000', longitude: '46.67530000', developmentProjectId: project.id,
      forSale: false, forRent: true, furnished: true, balcony: true, garden: true, pool: true, gym: true, security: true, elevator: true,
      pricePerSqm: '8250.08',
    });
  });

  it('leaves pricePerSqm empty without an area, or when it would not fit numeric(10,2)', async () => {
    const noArea = await owner.agent.post('/api/properties', { ...validListing, area: undefined });
    expect(noArea.json().pricePerSqm).toBeNull();
    const huge = await owner.agent.post('/api/properties', { ...validListing, price: '9999999999999.99', area: '1' });
    expect(huge.statusCode).toBe(201);
    expect(huge.json().pricePerSqm).toBeNull();
    expect(computePricePerSqm('100', '3')).toBe('33.33');
    expect(computePricePerSqm('200', '3')).toBe('66.67');
    expect(computePricePerSqm('0.05', '0.1')).toBe('0.50');
  });

  it('refuses a developerId in the body (unknown key) instead of letting it choose the owner', async () => {
    const before = (await t.db.select().from(properties)).length;
    const res = await owner.agent.post('/api/properties', { ...validListing, developerId: other.user.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown field: developerId');
    for (const key of ['id', 'pricePerSqm', 'createdAt']) {
      const r = await owner.agent.post('/api/properties', { ...validListing, [key]: key === 'createdAt' ? '2020-01-01T00:00:00Z' : '1' });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe(`Unknown field: ${key}`);
    }
    expect((await t.db.select().from(properties)).length).toBe(before);
  });

  it('answers 401 signed out and 403 for a buyer or investor', async () => {
    const out = await new Agent(t.app).post('/api/properties', validListing);
    expect(out.statusCode).toBe(401);
    const res = await buyer.agent.post('/api/properties', validListing);
    expect(res.statusCode).toBe(403);
    const investor = await signedInAs(t, 'investor');
    expect((await investor.agent.post('/api/properties', validListing)).statusCode).toBe(403);
  });

  it('decides who may write before looking at the payload: 401 signed out, 403 for a buyer, even with an invalid body', async () => {
    const p = await ownedListing();
    const invalid = { title: '', price: 'abc', bedrooms: -1, developerId: 'x' };
    const calls: Array<[string, (agent: Agent) => Promise<{ statusCode: number; json: () => { message: string } }>]> = [
      ['POST', (a) => a.post('/api/properties', invalid)],
      ['PUT', (a) => a.put(`/api/properties/${p.id}`, invalid)],
      ['PUT with a bad id', (a) => a.put('/api/properties/abc', invalid)],
      ['DELETE with a bad id', (a) => a.delete('/api/properties/abc')],
    ];
    for (const [what, call] of calls) {
      const out = await call(new Agent(t.app));
      expect(out.statusCode, `${what} signed out`).toBe(401);
      const byBuyer = await call(buyer.agent);
      expect(byBuyer.statusCode, `${what} as a buyer`).toBe(403);
      expect(byBuyer.json().message).toBe('You do not have permission to do this');
    }
    expect((await rowOf(p.id)).title).toBe(p.title);
  });

  it('keeps feature switches and their amenity choices in step on create: a switch adds its amenity', async () => {
    const res = await owner.agent.post('/api/properties', { ...validListing, pool: true, elevator: true, amenities: ['Central AC'] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ pool: true, elevator: true, gym: false, amenities: ['Swimming Pool', 'Elevator', 'Central AC'] });
    // Search (which reads the switches) and the amenities list agree.
    const found = await new Agent(t.app).get('/api/properties?amenities=pool,elevator');
    expect(found.json().items.map((p: Property) => p.id)).toContain(res.json().id);
  });

  it('keeps them in step on create: an amenity sets its switch, even one sent as false', async () => {
    const res = await owner.agent.post('/api/properties', { ...validListing, amenities: ['Gym', 'Garden', 'Parking'], garden: false });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ gym: true, garden: true, pool: false, security: false, amenities: ['Gym', 'Parking', 'Garden'] });
    expect((await rowOf(res.json().id)).gym).toBe(true);
    const found = await new Agent(t.app).get('/api/properties?amenities=gym,garden');
    expect(found.json().items.map((p: Property) => p.id)).toContain(res.json().id);
  });

  it('keeps them in step on edit: what the request says about a pair decides it, the rest stays', async () => {
    const p = await ownedListing({ ...noAmenities, security: true, amenities: ['Security', 'Central AC'] });
    // A switch alone: turning it on adds the amenity; turning one off removes it.
    const on = await owner.agent.put(`/api/properties/${p.id}`, { balcony: true, security: false });
    expect(on.json()).toMatchObject({ balcony: true, security: false, amenities: ['Balcony', 'Central AC'] });
    // The list alone replaces the stored one, switches following it.
    const listed = await owner.agent.put(`/api/properties/${p.id}`, { amenities: ['Swimming Pool', 'Storage Room'] });
    expect(listed.json()).toMatchObject({ pool: true, balcony: false, amenities: ['Swimming Pool', 'Storage Room'] });
    // Both: the listed name wins over a switch sent as false.
    const both = await owner.agent.put(`/api/properties/${p.id}`, { amenities: ['Swimming Pool', 'Elevator'], elevator: false, pool: false });
    expect(both.json()).toMatchObject({ pool: true, elevator: true, amenities: ['Swimming Pool', 'Elevator'] });
    // An edit that mentions none of them leaves them alone.
    const other = await owner.agent.put(`/api/properties/${p.id}`, { title: 'Renamed' });
    expect(other.json()).toMatchObject({ pool: true, elevator: true, amenities: ['Swimming Pool', 'Elevator'] });
    expect(await rowOf(p.id)).toMatchObject({ pool: true, elevator: true, amenities: ['Swimming Pool', 'Elevator'] });
  });

  it('names every missing required field', async () => {
    const res = await owner.agent.post('/api/properties', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      title: 'Title is required',
      price: 'Price is required',
      city: 'City is required',
      propertyType: 'Property type is required',
    });
  });

  it.each([
    ['title', { title: '   ' }, 'Title is required'],
    ['title', { title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    ['price', { price: 'abc' }, 'Price must be a positive amount with at most two decimals'],
    ['price', { price: '10.999' }, 'Price must be a positive amount with at most two decimals'],
    ['price', { price: '0' }, 'Price must be greater than zero'],
    ['price', { price: '12345678901234' }, 'Price must be a positive amount with at most two decimals'],
    ['city', { city: '' }, 'City is required'],
    ['propertyType', { propertyType: 'castle' }, 'Property type must be one of apartment, villa, commercial, office, land, warehouse'],
    ['currency', { currency: 'GBP' }, 'Currency must be one of SAR, USD, EUR'],
    ['bedrooms', { bedrooms: -1 }, 'Bedrooms must be 0 or more'],
    ['bedrooms', { bedrooms: 2.5 }, 'Bedrooms must be a whole number'],
    ['bathrooms', { bathrooms: -2 }, 'Bathrooms must be 0 or more'],
    ['parking', { parking: 'many' }, 'Parking must be a whole number'],
    ['area', { area: '-5' }, 'Area must be a positive number with at most two decimals'],
    ['area', { area: '0' }, 'Area must be a positive number'],
    ['area', { area: '100000000' }, 'Area must be at most 99,999,999.99'],
    ['yearBuilt', { yearBuilt: 1899 }, `Year built must be between 1900 and ${new Date().getFullYear()}`],
    ['yearBuilt', { yearBuilt: new Date().getFullYear() + 1 }, `Year built must be between 1900 and ${new Date().getFullYear()}`],
    ['images', { images: Array.from({ length: 16 }, (_, i) => `/uploads/img-${i}.webp`) }, 'Maximum images reached: You can only upload up to 15 images'],
    ['images.0', { images: ['javascript:alert(1)'] }, 'Invalid URL: Please enter a valid image URL'],
    ['images.0', { images: ['data:image/png;base64,iVBORw0KGgo='] }, 'Invalid URL: Please enter a valid image URL'],
    ['amenities.0', { amenities: ['Helipad'] }, expect.stringMatching(/^Amenities must be among Swimming Pool, Gym/)],
    ['latitude', { latitude: '91' }, 'Latitude must be a number between -90 and 90'],
    ['longitude', { longitude: -180.5 }, 'Longitude must be a number between -180 and 180'],
    ['latitude', { latitude: '24.123456789' }, 'Latitude must have at most 8 decimal places'],
    ['longitude', { longitude: '46.123456789' }, 'Longitude must have at most 8 decimal places'],
    ['developmentProjectId', { developmentProjectId: -3 }, 'Development project must be an id'],
    ['status', { status: 'archived' }, 'Status must be one of active, sold, pending'],
    ['pool', { pool: 'yes' }, 'Pool must be true or false'],
  ])('rejects a bad %s with its message', async (field, patch, message) => {
    const res = await owner.agent.post('/api/properties', { ...validListing, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual(message);
  });

  it('refuses a development project that does not exist', async () => {
    const res = await owner.agent.post('/api/properties', { ...validListing, developmentProjectId: 999_999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.developmentProjectId).toBe('Development project not found');
  });

  it("refuses another developer's project (403), and lets an admin use any project", async () => {
    const othersProject = await insertProject(t.db, { developerId: other.user.id });
    const res = await owner.agent.post('/api/properties', { ...validListing, developmentProjectId: othersProject.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only add listings to your own development projects');
    const p = await ownedListing();
    expect((await owner.agent.put(`/api/properties/${p.id}`, { developmentProjectId: othersProject.id })).statusCode).toBe(403);
    expect((await rowOf(p.id)).developmentProjectId).toBeNull();
    // An admin may put the owner's listing in any project; the owner may then keep editing it.
    expect((await admin.agent.put(`/api/properties/${p.id}`, { developmentProjectId: othersProject.id })).statusCode).toBe(200);
    const kept = await owner.agent.put(`/api/properties/${p.id}`, { developmentProjectId: othersProject.id, title: 'Still in the project' });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('leaves featuring to admins: a developer cannot feature or unfeature a listing', async () => {
    const res = await owner.agent.post('/api/properties', { ...validListing, featured: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only admins can feature a listing');
    const p = await ownedListing();
    expect((await owner.agent.put(`/api/properties/${p.id}`, { featured: true })).statusCode).toBe(403);
    expect((await rowOf(p.id)).featured).toBe(false);
    expect((await admin.agent.put(`/api/properties/${p.id}`, { featured: true })).statusCode).toBe(200);
    expect((await owner.agent.put(`/api/properties/${p.id}`, { featured: false })).statusCode).toBe(403);
    // Sending the value it already has (a form posting every field) is fine.
    expect((await owner.agent.put(`/api/properties/${p.id}`, { featured: true, title: 'Edited' })).statusCode).toBe(200);
  });

  it('lets the owner edit their listing; pricePerSqm follows price and area', async () => {
    const p = await ownedListing();
    const res = await owner.agent.put(`/api/properties/${p.id}`, { price: '1200000', title: 'Renovated villa' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: p.id, title: 'Renovated villa', price: '1200000.00', area: '200.00', pricePerSqm: '6000.00', developerId: owner.user.id });
    const row = await rowOf(p.id);
    expect(row.pricePerSqm).toBe('6000.00');
    expect(row.updatedAt.getTime()).toBeGreaterThan(p.updatedAt.getTime());
    // Absent fields keep their values; clearing the area clears pricePerSqm.
    const cleared = await owner.agent.put(`/api/properties/${p.id}`, { area: null, status: 'sold' });
    expect(cleared.json()).toMatchObject({ title: 'Renovated villa', area: null, pricePerSqm: null, status: 'sold' });
    const withArea = await owner.agent.put(`/api/properties/${p.id}`, { area: '300' });
    expect(withArea.json().pricePerSqm).toBe('4000.00');
  });

  it('lets an admin edit anyone\'s listing without taking it over', async () => {
    const p = await ownedListing();
    const res = await admin.agent.put(`/api/properties/${p.id}`, { featured: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ featured: true, developerId: owner.user.id });
  });

  it('refuses edits by another developer (403), a buyer (403) and the signed out (401)', async () => {
    const p = await ownedListing();
    const byOther = await other.agent.put(`/api/properties/${p.id}`, { price: '1' });
    expect(byOther.statusCode).toBe(403);
    expect((await buyer.agent.put(`/api/properties/${p.id}`, { price: '1' })).statusCode).toBe(403);
    expect((await new Agent(t.app).put(`/api/properties/${p.id}`, { price: '1' })).statusCode).toBe(401);
    expect((await rowOf(p.id)).price).toBe('1000000.00');
  });

  it('refuses to hand a listing to someone else through PUT', async () => {
    const p = await ownedListing();
    const res = await owner.agent.put(`/api/properties/${p.id}`, { developerId: other.user.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.body).toBe('Unknown field: developerId');
    expect((await rowOf(p.id)).developerId).toBe(owner.user.id);
  });

  it('validates PUT bodies and ids like POST', async () => {
    const p = await ownedListing();
    const bad = await owner.agent.put(`/api/properties/${p.id}`, { title: '', bedrooms: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ title: 'Title is required', bedrooms: 'Bedrooms must be 0 or more' });
    expect((await owner.agent.put('/api/properties/999999', { title: 'x' })).statusCode).toBe(404);
    expect((await owner.agent.put('/api/properties/abc', { title: 'x' })).statusCode).toBe(400);
    const noProject = await owner.agent.put(`/api/properties/${p.id}`, { developmentProjectId: 424242 });
    expect(noProject.json().errors.developmentProjectId).toBe('Development project not found');
  });

  it('answers 403 (not 404) to another developer for an active listing, and 404 for a hidden one', async () => {
    const hidden = await ownedListing({ status: 'pending' });
    expect((await other.agent.put(`/api/properties/${hidden.id}`, { title: 'x' })).statusCode).toBe(404);
    expect((await other.agent.delete(`/api/properties/${hidden.id}`)).statusCode).toBe(404);
    expect((await owner.agent.put(`/api/properties/${hidden.id}`, { status: 'active' })).json().status).toBe('active');
  });

  it('lets the owner delete their listing (204), then it is gone', async () => {
    const p = await ownedListing();
    const res = await owner.agent.delete(`/api/properties/${p.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await rowOf(p.id)).toBeUndefined();
    expect((await owner.agent.get(`/api/properties/${p.id}`)).statusCode).toBe(404);
    expect((await owner.agent.delete(`/api/properties/${p.id}`)).statusCode).toBe(404);
  });

  it('refuses deletes by another developer (403), a buyer (403) and the signed out (401); an admin may', async () => {
    const p = await ownedListing();
    expect((await other.agent.delete(`/api/properties/${p.id}`)).statusCode).toBe(403);
    expect((await buyer.agent.delete(`/api/properties/${p.id}`)).statusCode).toBe(403);
    expect((await new Agent(t.app).delete(`/api/properties/${p.id}`)).statusCode).toBe(401);
    expect(await rowOf(p.id)).toBeDefined();
    expect((await admin.agent.delete(`/api/properties/${p.id}`)).statusCode).toBe(204);
    expect(await rowOf(p.id)).toBeUndefined();
  });

  it('answers a bad id with 400 and a missing listing with 404', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await new Agent(t.app).get(`/api/properties/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors.id).toBeDefined();
    }
    const missing = await new Agent(t.app).get('/api/properties/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Property not found');
  });
});

describe('GET /api/admin/properties', () => {
  let t: TestApp;
  let admin: { agent: Agent; user: User };
  let dev: { agent: Agent; user: User };

  beforeAll(async () => {
    t = await setupTestApp();
    admin = await signedInAs(t, 'admin');
    dev = await signedInAs(t, 'developer');
    await insertProperty(t.db, { title: 'Sea view apartment', city: 'Jeddah', neighborhood: 'Al Shati', developerId: dev.user.id, status: 'active', createdAt: daysAgo(3) });
    await insertProperty(t.db, { title: 'Desert villa', city: 'Riyadh', neighborhood: 'Al Malqa', developerId: dev.user.id, status: 'sold', createdAt: daysAgo(2) });
    await insertProperty(t.db, { title: 'Office tower floor', city: 'Riyadh', neighborhood: 'Al Olaya', developerId: dev.user.id, status: 'pending', createdAt: daysAgo(1) });
  });
  afterAll(async () => t.close());

  const titles = async (query = '') => {
    const res = await admin.agent.get(`/api/admin/properties${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('lists every listing, any status, newest first, paginated', async () => {
    const page = await titles();
    expect(page.total).toBe(3);
    expect(page.items.map((p: Property) => p.title)).toEqual(['Office tower floor', 'Desert villa', 'Sea view apartment']);
    const two = await titles('?pageSize=2&page=2');
    expect(two).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(two.items.map((p: Property) => p.title)).toEqual(['Sea view apartment']);
  });

  it('searches title, city and neighborhood', async () => {
    expect((await titles('?q=villa')).items.map((p: Property) => p.title)).toEqual(['Desert villa']);
    expect((await titles('?q=riyadh')).total).toBe(2);
    expect((await titles('?q=shati')).items.map((p: Property) => p.title)).toEqual(['Sea view apartment']);
    expect((await titles('?q=100%25')).total).toBe(0);
    expect((await titles('?status=sold')).items.map((p: Property) => p.title)).toEqual(['Desert villa']);
  });

  it('is for admins only: 401 signed out, 403 for a developer, before the query is validated', async () => {
    expect((await new Agent(t.app).get('/api/admin/properties')).statusCode).toBe(401);
    expect((await dev.agent.get('/api/admin/properties')).statusCode).toBe(403);
    expect((await new Agent(t.app).get('/api/admin/properties?pageSize=10000&status=archived')).statusCode).toBe(401);
    const buyer = await signedInAs(t, 'buyer');
    const refused = await buyer.agent.get('/api/admin/properties?pageSize=10000&status=archived');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Admin access required');
    expect((await admin.agent.get('/api/admin/properties?pageSize=10000')).json().errors.pageSize).toBe('Page size must be at most 100');
  });
});

describe('search engines and shared links', () => {
  let t: TestApp;
  let site: FastifyInstance;
  let clientDir: string;
  let active: Property;
  let sold: Property;

  beforeAll(async () => {
    t = await setupTestApp();
    const dev = await signedInAs(t, 'developer');
    active = await insertProperty(t.db, {
      title: 'Villa <b>"Rose"</b> & garden', description: 'Quiet street. <script>alert(1)</script>', city: 'Riyadh', propertyType: 'villa',
      price: '2500000.00', images: ['/uploads/rose-gallery.webp'], developerId: dev.user.id, status: 'active',
    });
    sold = await insertProperty(t.db, { title: 'Already sold', developerId: dev.user.id, status: 'sold' });
    // The SPA needs a built index.html; a minimal one stands in for it.
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head><title>Manzil</title></head><body><div id="root"></div></body></html>');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, PUBLIC_URL: 'https://manzil.example' });
    site = await buildApp({ config, database: t.database, clientDir });
    await site.ready();
  });
  afterAll(async () => {
    await site.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
    await t.close();
  });

  it('lists the public pages and every active listing in sitemap.xml, and no hidden one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'manzil.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const p of ['/', '/buy', '/invest', '/terms', '/privacy']) expect(res.body).toContain(`<loc>http://manzil.test${p}</loc>`);
    expect(res.body).toContain(`<loc>http://manzil.test/properties/${active.id}</loc><lastmod>${active.updatedAt.toISOString()}</lastmod>`);
    expect(res.body).not.toContain(`/properties/${sold.id}<`);
    // PUBLIC_URL wins over the request's host.
    const pub = await site.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(pub.body).toContain(`<loc>https://manzil.example/properties/${active.id}</loc>`);
  });

  it('publishes robots.txt naming the sitemap and keeping crawlers out of the API', async () => {
    const res = await site.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: https://manzil.example/sitemap.xml');
  });

  it('gives a listing page its own title, description and Open Graph tags, escaped', async () => {
    const res = await site.inject({ method: 'GET', url: `/properties/${active.id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Villa &lt;b&gt;&quot;Rose&quot;&lt;/b&gt; &amp; garden | Manzil</title>');
    expect(html).not.toContain('<title>Manzil</title>');
    expect(html).toContain('<meta property="og:title" content="Villa &lt;b&gt;&quot;Rose&quot;&lt;/b&gt; &amp; garden">');
    expect(html).toMatch(/<meta name="description" content="Villa in Riyadh, Saudi Arabia · 2,500,000 SAR\. Quiet street\. &lt;script&gt;/);
    expect(html).toMatch(/<meta property="og:description" content="[^"]+">/);
    expect(html).toContain('<meta property="og:image" content="https://manzil.example/uploads/rose-gallery.webp">');
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('sends /buy/{id} to /properties/{id} with a permanent redirect, keeping the query; other /buy/ paths are the client\'s', async () => {
    const res = await site.inject({ method: 'GET', url: `/buy/${active.id}?from=messages&tab=bids` });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/properties/${active.id}?from=messages&tab=bids`);
    expect((await site.inject({ method: 'GET', url: `/buy/${active.id}` })).headers.location).toBe(`/properties/${active.id}`);
    // A crawler following it lands on the listing's own preview.
    const landed = await site.inject({ method: 'GET', url: String(res.headers.location) });
    expect(landed.body).toContain('<meta property="og:title" content="Villa &lt;b&gt;&quot;Rose&quot;&lt;/b&gt; &amp; garden">');
    for (const url of ['/buy/abc', '/buy/0', '/buy/-3', '/buy/1.5']) {
      const page = await site.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root"></div>');
    }
  });

  it('keeps the default head for a hidden or missing listing', async () => {
    for (const url of [`/properties/${sold.id}`, '/properties/999999']) {
      const res = await site.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Manzil</title>');
      expect(res.body).not.toContain('og:title');
    }
  });
});

describe('sitemap at scale: an index of pages once the listings outgrow one file', () => {
  // The protocol allows 50,000 URLs per file; here a file holds 7, so page 1 has the 5 public pages
  // and listings with ids 1–2, page 2 ids 3–4, and so on (ids, so a page is a primary-key range).
  const URL_LIMIT = 7;
  const SPAN = URL_LIMIT - SITEMAP_STATIC_PATHS.length;
  const pageOf = (p: Property) => Math.ceil(p.id / SPAN);
  let t: TestApp;
  let small: FastifyInstance;
  let listings: Property[];
  /** The listings of one whole page, sold: that page drops out of the index. */
  let emptied: Property[];
  let active: Property[];

  beforeAll(async () => {
    t = await setupTestApp();
    small = Fastify();
    small.decorate('deps', t.app.deps);
    await small.register(seoRoutes, { sitemapUrlLimit: URL_LIMIT });
    await small.ready();
    listings = [];
    for (let i = 0; i < 9; i++) listings.push(await insertProperty(t.db, { status: 'active' }));
    emptied = listings.filter((p) => pageOf(p) === pageOf(listings[3]));
    for (const p of emptied) await t.db.update(properties).set({ status: 'sold' }).where(eq(properties.id, p.id));
    active = listings.filter((p) => !emptied.includes(p));
  });
  afterAll(async () => {
    await small.close();
    await t.close();
  });

  const get = (url: string) => small.inject({ method: 'GET', url, headers: { host: 'manzil.test' } });
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('serves one urlset while everything fits in one file, and the protocol limit is 50,000', async () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'manzil.test' } });
    expect(res.body).toContain('<urlset');
    expect(locs(res.body)).toHaveLength(SITEMAP_STATIC_PATHS.length + active.length);
  });

  it('lists only the pages that hold an active listing; each page has its own listings, at most the limit', async () => {
    expect(emptied.length).toBeGreaterThan(0);
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/xml/);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const pages = [...new Set(active.map(pageOf))].sort((a, b) => a - b);
    expect(pages).not.toContain(pageOf(emptied[0]));
    expect(locs(index.body)).toEqual(pages.map((n) => `http://manzil.test/sitemaps/properties-${n}.xml`));

    const seen: string[] = [];
    for (const n of pages) {
      const page = await get(`/sitemaps/properties-${n}.xml`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const urls = locs(page.body);
      expect(urls.length).toBeLessThanOrEqual(URL_LIMIT);
      expect(urls.filter((u) => !u.includes('/properties/'))).toEqual(n === 1 ? SITEMAP_STATIC_PATHS.map((p) => `http://manzil.test${p}`) : []);
      seen.push(...urls.filter((u) => u.includes('/properties/')));
    }
    // Every active listing exactly once, in id order, and no sold one.
    expect(seen).toEqual(active.map((p) => `http://manzil.test/properties/${p.id}`));
  });

  it('answers 404 for a page with no listing or a name that is not a page', async () => {
    const last = Math.max(...listings.map(pageOf));
    for (const url of [`/sitemaps/properties-${last + 1}.xml`, `/sitemaps/properties-${pageOf(emptied[0])}.xml`, '/sitemaps/properties-0.xml', '/sitemaps/properties-abc.xml', '/sitemaps/properties-1.5.xml']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

describe('GET /api/properties/map — every match as a pin, up to a cap', () => {
  // Its own database: the expectations are exact sets of listings.
  let s: TestApp;
  let devA: { agent: Agent; user: User };
  let devB: { agent: Agent; user: User };
  let admin: { agent: Agent; user: User };
  let buyer: { agent: Agent; user: User };
  const ids: Record<string, number> = {};
  const longDescription = `${'A bright family villa with a private pool, a shaded garden and a majlis. '.repeat(5)}The end.`;

  beforeAll(async () => {
    s = await setupTestApp();
    devA = await signedInAs(s, 'developer');
    devB = await signedInAs(s, 'developer');
    admin = await signedInAs(s, 'admin');
    buyer = await signedInAs(s, 'buyer');
    const rows: Array<[string, Partial<Property>]> = [
      ['A Riyadh villa', {
        city: 'Riyadh', propertyType: 'villa', price: '2500000.00', ...noAmenities, pool: true, forSale: true, forRent: false, createdAt: daysAgo(1),
        description: longDescription, images: ['/uploads/a1-gallery.webp', '/uploads/a2-gallery.webp'], latitude: '24.71360000', longitude: '46.67530000',
      }],
      ['B Jeddah apartment', {
        city: 'Jeddah', propertyType: 'apartment', price: '850000.00', ...noAmenities, forSale: true, forRent: false, createdAt: daysAgo(2),
        description: null, images: [], latitude: null, longitude: null,
      }],
      ['C Jeddah apartment for rent', {
        city: 'Jeddah', propertyType: 'apartment', price: '90000.00', ...noAmenities, pool: true, forSale: false, forRent: true, createdAt: daysAgo(3),
        description: 'Sea view.',
      }],
      // Not for buyers' eyes: pending (owned by B) and sold (owned by A).
      ['P pending Jeddah apartment', { city: 'Jeddah', propertyType: 'apartment', price: '700000.00', forSale: true, forRent: false, status: 'pending', createdAt: daysAgo(4) }],
      ['S sold Riyadh villa', { city: 'Riyadh', propertyType: 'villa', price: '3000000.00', forSale: true, forRent: false, status: 'sold', createdAt: daysAgo(0.5) }],
    ];
    for (const [title, values] of rows) {
      const developerId = title.startsWith('P') ? devB.user.id : devA.user.id;
      ids[title[0]] = (await insertProperty(s.db, { title, developerId, status: 'active', ...values })).id;
    }
  });
  afterAll(async () => s.close());

  async function pins(query: string, agent: Agent = new Agent(s.app)) {
    const res = await agent.get(`/api/properties/map${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Array<Record<string, unknown> & { id: number; title: string }>; total: number; totalCapped: boolean; truncated: boolean };
  }
  const letters = (items: Array<{ title: string }>) => items.map((p) => p.title[0]).join('');

  it('pins the same listings as the search, in its order, without paging', async () => {
    for (const query of ['', '?city=jeddah', '?forSale=true&forRent=false', '?amenities=pool&furnished=false', '?propertyType=villa', '?sort=price_asc', '?maxPrice=900000&sort=price_desc']) {
      for (const who of [buyer, devB, admin]) {
        const list = (await who.agent.get(`/api/properties${query}${query ? '&' : '?'}pageSize=100`)).json();
        const map = await pins(query, who.agent);
        expect(map.items.map((p) => p.id), `${query} as ${who.user.role}`).toEqual(list.items.map((p: Property) => p.id));
        expect(map).toMatchObject({ total: list.total, totalCapped: false, truncated: false });
      }
    }
    expect(letters((await pins('?forSale=false&forRent=true')).items)).toBe('C');
    expect(letters((await pins('?city=Riyadh&amenities=pool')).items)).toBe('A');
    expect(await pins('?city=Tabuk')).toEqual({ items: [], total: 0, totalCapped: false, truncated: false });
  });

  it('gives each pin what the map shows: facts, a description cut to 200 characters, the first image', async () => {
    const { items } = await pins('');
    const a = items.find((p) => p.id === ids.A)!;
    expect(Object.keys(a).sort()).toEqual(
      ['area', 'bathrooms', 'bedrooms', 'city', 'currency', 'description', 'id', 'image', 'latitude', 'longitude', 'price', 'propertyType', 'title'],
    );
    expect(a).toMatchObject({ title: 'A Riyadh villa', price: '2500000.00', currency: 'SAR', propertyType: 'villa', city: 'Riyadh', latitude: '24.71360000', longitude: '46.67530000', image: '/uploads/a1-gallery.webp' });
    const description = a.description as string;
    expect(longDescription.length).toBeGreaterThan(MAP_PIN_DESCRIPTION_CHARS);
    expect(description.length).toBeLessThanOrEqual(MAP_PIN_DESCRIPTION_CHARS);
    expect(description.endsWith('…')).toBe(true);
    expect(longDescription.startsWith(description.slice(0, -1))).toBe(true);
    expect(items.find((p) => p.id === ids.B)).toMatchObject({ description: null, image: null, latitude: null, longitude: null });
    expect(items.find((p) => p.id === ids.C)).toMatchObject({ description: 'Sea view.' });
  });

  it("shows a buyer no hidden listing; an owner also sees their own, an admin every one", async () => {
    expect(letters((await pins('')).items)).toBe('ABC');
    expect(letters((await pins('', buyer.agent)).items)).toBe('ABC');
    expect(letters((await pins('', devB.agent)).items)).toBe('ABCP');
    expect(letters((await pins('', devA.agent)).items)).toBe('SABC');
    expect(letters((await pins('', admin.agent)).items)).toBe('SABCP');
    // The filters apply to what the caller may see.
    expect(letters((await pins('?city=Jeddah&forSale=true', devB.agent)).items)).toBe('BP');
    expect(letters((await pins('?city=Jeddah&forSale=true', buyer.agent)).items)).toBe('B');
  });

  it.each([
    ['minPrice=abc', 'minPrice', 'Min price must be a number'],
    ['bedrooms=-1', 'bedrooms', 'Bedrooms must be 0 or more'],
    ['sort=cheapest', 'sort', 'Sort must be one of newest, price_asc, price_desc, area_desc'],
    ['amenities=pool,sauna', 'amenities', 'Amenities must be among pool, gym, security, garden, elevator, balcony'],
    ['forRent=1', 'forRent', 'For rent must be true or false'],
  ])('answers %s with 400 and the field\'s message', async (query, field, message) => {
    const res = await new Agent(s.app).get(`/api/properties/map?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  // Last: it adds 501 listings in Tabuk.
  it(`pins at most ${MAP_PIN_CAP} listings, the first in the chosen order, and says when there are more`, async () => {
    expect(MAP_PIN_CAP).toBe(500);
    const many = Array.from({ length: MAP_PIN_CAP + 1 }, (_, i) =>
      makeProperty({ title: `Tabuk flat ${i}`, city: 'Tabuk', propertyType: 'apartment', price: `${100_000 + i * 1000}.00`, developerId: devA.user.id, status: 'active' }));
    await s.db.insert(properties).values(many);
    const cheapest = await pins('?city=Tabuk&sort=price_asc');
    expect(cheapest).toMatchObject({ total: MAP_PIN_CAP + 1, totalCapped: false, truncated: true });
    expect(cheapest.items).toHaveLength(MAP_PIN_CAP);
    expect(cheapest.items.map((p) => p.title)).toEqual(many.slice(0, MAP_PIN_CAP).map((p) => p.title));
    const dearest = await pins('?city=Tabuk&sort=price_desc');
    expect(dearest.items[0].title).toBe(`Tabuk flat ${MAP_PIN_CAP}`);
    expect(dearest.items.map((p) => p.title)).not.toContain('Tabuk flat 0');
    // One fewer match fits: every one pinned.
    const fits = await pins(`?city=Tabuk&maxPrice=${100_000 + (MAP_PIN_CAP - 1) * 1000}`);
    expect(fits).toMatchObject({ total: MAP_PIN_CAP, truncated: false });
    expect(fits.items).toHaveLength(MAP_PIN_CAP);
  });
});
