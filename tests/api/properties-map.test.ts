import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, makeProperty } from '../../src/server/db/seed/factories';
import { properties, type Property } from '../../src/server/db/schema';
import { MAP_PIN_CAP, MAP_PIN_DESCRIPTION_CHARS } from '../../src/shared/constants';
import { setupTestApp, type Agent, type TestApp } from '../setup/app';
import { audiences, signedOut, type SignedIn } from '../setup/audiences';
import { daysAgo, noAmenities } from './properties-shared';

describe('GET /api/properties/map — every match as a pin, up to a cap', () => {
  // Its own database: the expectations are exact sets of listings.
  let s: TestApp;
  /** The owner of every listing but P. */
  let devA: SignedIn;
  /** The owner of P. */
  let devB: SignedIn;
  let admin: SignedIn;
  let buyer: SignedIn;
  const ids: Record<string, number> = {};
  const longDescription = `${'A bright family villa with a private pool, a shaded garden and a majlis. '.repeat(5)}The end.`;

  beforeAll(async () => {
    s = await setupTestApp();
    ({ owner: devA, 'other developer': devB, admin, buyer } = await audiences(s));
    const rows: Array<[string, Partial<Property>]> = [
      [
        'A Riyadh villa',
        {
          city: 'Riyadh',
          propertyType: 'villa',
          price: '2500000.00',
          ...noAmenities,
          pool: true,
          forSale: true,
          forRent: false,
          createdAt: daysAgo(1),
          description: longDescription,
          images: ['/uploads/a1-gallery.webp', '/uploads/a2-gallery.webp'],
          latitude: '24.71360000',
          longitude: '46.67530000',
        },
      ],
      [
        'B Jeddah apartment',
        {
          city: 'Jeddah',
          propertyType: 'apartment',
          price: '850000.00',
          ...noAmenities,
          forSale: true,
          forRent: false,
          createdAt: daysAgo(2),
          description: null,
          images: [],
          latitude: null,
          longitude: null,
        },
      ],
      [
        'C Jeddah apartment for rent',
        {
          city: 'Jeddah',
          propertyType: 'apartment',
          price: '90000.00',
          ...noAmenities,
          pool: true,
          forSale: false,
          forRent: true,
          createdAt: daysAgo(3),
          description: 'Sea view.',
        },
      ],
      // Not for buyers' eyes: pending (owned by B) and sold (owned by A).
      [
        'P pending Jeddah apartment',
        {
          city: 'Jeddah',
          propertyType: 'apartment',
          price: '700000.00',
          forSale: true,
          forRent: false,
          status: 'pending',
          createdAt: daysAgo(4),
        },
      ],
      [
        'S sold Riyadh villa',
        {
          city: 'Riyadh',
          propertyType: 'villa',
          price: '3000000.00',
          forSale: true,
          forRent: false,
          status: 'sold',
          createdAt: daysAgo(0.5),
        },
      ],
    ];
    for (const [title, values] of rows) {
      const developerId = title.startsWith('P') ? devB.user.id : devA.user.id;
      ids[title[0]] = (await insertProperty(s.db, { title, developerId, status: 'active', ...values })).id;
    }
  });
  afterAll(async () => s.close());

  async function pins(query: string, agent: Agent = signedOut(s)) {
    const res = await agent.get(`/api/properties/map${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      items: Array<Record<string, unknown> & { id: number; title: string }>;
      total: number;
      totalCapped: boolean;
      truncated: boolean;
    };
  }
  const letters = (items: Array<{ title: string }>) => items.map((p) => p.title[0]).join('');

  it('pins the same listings as the search, in its order, without paging', async () => {
    for (const query of [
      '',
      '?city=jeddah',
      '?forSale=true&forRent=false',
      '?amenities=pool&furnished=false',
      '?propertyType=villa',
      '?sort=price_asc',
      '?maxPrice=900000&sort=price_desc',
    ]) {
      for (const who of [buyer, devB, admin]) {
        const list = (await who.agent.get(`/api/properties${query}${query ? '&' : '?'}pageSize=100`)).json();
        const map = await pins(query, who.agent);
        expect(
          map.items.map((p) => p.id),
          `${query} as ${who.user.role}`,
        ).toEqual(list.items.map((p: Property) => p.id));
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
    expect(Object.keys(a).sort()).toEqual([
      'area',
      'bathrooms',
      'bedrooms',
      'city',
      'currency',
      'description',
      'descriptionAr',
      'id',
      'image',
      'latitude',
      'longitude',
      'price',
      'priceSar',
      'propertyType',
      'rentPeriod',
      'rentPrice',
      'title',
      'titleAr',
      'yearlyRentSar',
    ]);
    expect(a).toMatchObject({
      title: 'A Riyadh villa',
      price: '2500000.00',
      currency: 'SAR',
      propertyType: 'villa',
      city: 'Riyadh',
      latitude: '24.71360000',
      longitude: '46.67530000',
      image: '/uploads/a1-gallery.webp',
    });
    const description = a.description as string;
    expect(longDescription.length).toBeGreaterThan(MAP_PIN_DESCRIPTION_CHARS);
    expect(description.length).toBeLessThanOrEqual(MAP_PIN_DESCRIPTION_CHARS);
    expect(description.endsWith('…')).toBe(true);
    expect(longDescription.startsWith(description.slice(0, -1))).toBe(true);
    expect(items.find((p) => p.id === ids.B)).toMatchObject({ description: null, image: null, latitude: null, longitude: null });
    expect(items.find((p) => p.id === ids.C)).toMatchObject({ description: 'Sea view.' });
  });

  it('shows a buyer no hidden listing; an owner also sees their own, an admin every one', async () => {
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
  ])("answers %s with 400 and the field's message", async (query, field, message) => {
    const res = await signedOut(s).get(`/api/properties/map?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  // Last: it adds 501 listings in Tabuk.
  it(`pins at most ${MAP_PIN_CAP} listings, the first in the chosen order, and says when there are more`, async () => {
    expect(MAP_PIN_CAP).toBe(500);
    const many = Array.from({ length: MAP_PIN_CAP + 1 }, (_, i) =>
      makeProperty({
        title: `Tabuk flat ${i}`,
        city: 'Tabuk',
        propertyType: 'apartment',
        price: `${100_000 + i * 1000}.00`,
        developerId: devA.user.id,
        status: 'active',
      }),
    );
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
