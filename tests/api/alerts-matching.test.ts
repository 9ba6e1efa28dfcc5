import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { insertProperty, insertUser } from '../../src/server/db/seed/factories';
import { loadAlertListing, searchesMatching } from '../../src/server/features/saved-searches/alerts';
import { Agent, dbKindLabel, setupTestApp, signedInAs, type TestApp } from '../setup/app';

// The alert matcher agrees with the search (docs/product.md#alerts): for varied saved searches and
// listings, "the matcher finds the search for the listing" is exactly "the listing is among that
// search's results in GET /api/properties".

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

/** Every listing id GET /api/properties finds with `filters`, page after page. */
async function searchIds(filters: Record<string, string>): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 1; ; page++) {
    const res = await new Agent(t.app).get(`/api/properties?${new URLSearchParams({ ...filters, page: String(page), pageSize: '100' })}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totalCapped).toBe(false);
    for (const item of body.items) ids.add(item.id);
    if (page * 100 >= body.total) return ids;
  }
}

/** The saved searches the matcher finds for a listing. */
async function matcherIds(propertyId: number): Promise<Set<number>> {
  const listing = await loadAlertListing(t.db, propertyId);
  const rows = rowsOf<{ id: string | number }>(
    await t.db.execute(sql`select s.id from saved_searches s where ${searchesMatching(listing!)}`),
  );
  return new Set(rows.map((r) => Number(r.id)));
}

describe(`the alert matcher (${dbKindLabel})`, () => {
  it('matches a listing to a saved search exactly when the search finds the listing', async () => {
    const seller = await insertUser(t.db, { role: 'developer' });
    const base = { developerId: seller.id, status: 'active' as const, amenities: [] as string[], furnished: false };
    const sale = { forSale: true, forRent: false, rentPeriod: null, rentPrice: null };
    const listings = [
      // prettier-ignore
      await insertProperty(t.db, { ...base, ...sale, title: 'Garden villa with pool', propertyType: 'villa', city: 'Riyadh', neighborhood: 'Al Malqa', address: '12 King Fahd Road', price: '2500000', area: '450', bedrooms: 5, bathrooms: 4, parking: 2, yearBuilt: 2018, pool: true, gym: true, garden: true }),
      await insertProperty(t.db, {
        ...base,
        ...sale,
        title: 'City flat',
        propertyType: 'apartment',
        city: 'RIYADH',
        neighborhood: 'Al Olaya',
        price: '900000',
        area: '120',
        bedrooms: 2,
        bathrooms: 2,
        parking: 0,
        yearBuilt: 2010,
        furnished: true,
      }),
      await insertProperty(t.db, {
        ...base,
        ...sale,
        title: 'Plot on the ring road',
        propertyType: 'land',
        city: 'Riyadh',
        neighborhood: null,
        price: '3000000',
        area: '1000',
        bedrooms: null,
        bathrooms: null,
        parking: null,
        yearBuilt: null,
      }),
      await insertProperty(t.db, {
        ...base,
        title: 'Monthly flat',
        propertyType: 'apartment',
        city: 'Jeddah',
        neighborhood: 'Al Rawdah',
        forSale: false,
        forRent: true,
        rentPeriod: 'monthly',
        price: '8000',
        area: '140',
        bedrooms: 3,
        bathrooms: 2,
        yearBuilt: 2016,
      }),
      await insertProperty(t.db, {
        ...base,
        title: 'Yearly flat',
        propertyType: 'apartment',
        city: 'Jeddah',
        neighborhood: 'Al Shati',
        forSale: false,
        forRent: true,
        rentPeriod: 'yearly',
        price: '150000',
        area: '220',
        bedrooms: 4,
        bathrooms: 3,
        yearBuilt: 2021,
        elevator: true,
      }),
      await insertProperty(t.db, {
        ...base,
        title: 'Sea villa to buy or rent',
        propertyType: 'villa',
        city: 'Jeddah',
        neighborhood: 'Obhur',
        forSale: true,
        forRent: true,
        rentPeriod: 'yearly',
        price: '4000000',
        rentPrice: '200000',
        area: '600',
        bedrooms: 6,
        bathrooms: 5,
        parking: 3,
        yearBuilt: 2019,
        pool: true,
      }),
      await insertProperty(t.db, {
        ...base,
        ...sale,
        title: 'Office 50% off',
        propertyType: 'office',
        city: 'Dammam',
        neighborhood: 'Al Faisaliyah',
        price: '1200000',
        area: null,
        bedrooms: null,
        bathrooms: 2,
        yearBuilt: 2005,
      }),
      await insertProperty(t.db, {
        ...base,
        ...sale,
        title: 'Euro villa',
        titleAr: 'فيلا فاخرة باليورو',
        propertyType: 'villa',
        city: 'Riyadh',
        neighborhood: 'Hittin',
        currency: 'EUR',
        price: '600000',
        area: '380',
        bedrooms: 4,
        bathrooms: 4,
        parking: 2,
        yearBuilt: 2015,
        security: true,
        garden: true,
      }),
    ];
    const [villa] = listings;
    const filterSets: Array<Record<string, string>> = [
      {},
      { city: 'riyadh' },
      { city: 'الرياض', propertyType: 'villa' },
      { city: 'جدة', forRent: 'true' },
      { city: 'Riyadh', propertyType: 'villa' },
      { minPrice: '1000000', maxPrice: '3000000' },
      { minPrice: '0', maxPrice: '2250000.50' },
      { forSale: 'false', forRent: 'true', maxPrice: '100000' },
      { forSale: 'false', forRent: 'true', minPrice: '100000' },
      { forRent: 'true', minPrice: '96000', maxPrice: '96000' },
      { forSale: 'true', forRent: 'false' },
      { forSale: 'true', forRent: 'true', minPrice: '3000000' },
      { bedrooms: '3', bathrooms: '2' },
      { parking: '0', bedrooms: '0' },
      { parking: '2' },
      { yearBuilt: '2015' },
      { yearBuilt: '0' },
      { minArea: '200', maxArea: '500' },
      { maxArea: '150' },
      { propertyType: 'land', minArea: '500' },
      { amenities: 'pool,gym' },
      { amenities: 'garden', furnished: 'false' },
      { furnished: 'true' },
      { amenities: 'elevator', forSale: 'false', forRent: 'true' },
      { neighborhood: 'MALQA' },
      { neighborhood: 'al' },
      { q: 'garden' },
      // In Arabic: a neighbourhood's and a city's Arabic names, as typed with "حي", and words of an Arabic title.
      { q: 'حطين' },
      { q: 'حي الملقا' },
      { neighborhood: 'الملقا' },
      { q: 'فاخرة' },
      { q: 'riyadh' },
      { q: 'جدة', forRent: 'true' },
      { q: 'king fahd' },
      { q: `#${villa.id}` },
      { q: `# ${villa.id}`, city: 'Jeddah' },
      { q: '#99999999999' },
      { q: '50%' },
      { q: '50_' },
      { city: 'Jeddah', forRent: 'true' },
      { city: 'Jeddah', forSale: 'true', maxPrice: '5000000', sort: 'price_desc' },
    ];
    // The searches belong to buyers (at most 25 each), saved through the API as /buy saves them.
    const searches: Array<{ id: number; filters: Record<string, string> }> = [];
    for (let i = 0; i < filterSets.length; i += 20) {
      const { agent } = await signedInAs(t, 'buyer');
      for (const filters of filterSets.slice(i, i + 20)) {
        const res = await agent.post('/api/saved-searches', { name: JSON.stringify(filters), filters });
        expect(res.statusCode, res.body).toBe(201);
        searches.push({ id: res.json().id, filters });
      }
    }

    let agreements = 0;
    const found = await Promise.all(searches.map((s) => searchIds(s.filters)));
    for (const listing of listings) {
      const matched = await matcherIds(listing.id);
      for (const [i, search] of searches.entries()) {
        expect(matched.has(search.id), `${listing.title} × ${JSON.stringify(search.filters)}`).toBe(found[i].has(listing.id));
        if (matched.has(search.id)) agreements++;
      }
    }
    // The cases are not trivial: many pairs match, many do not.
    expect(agreements).toBeGreaterThan(40);
    expect(agreements).toBeLessThan(listings.length * searches.length - 60);
  });

  it("leaves out the seller's own searches and those of an erased account", async () => {
    const [seller, other, erased] = [await signedInAs(t, 'developer'), await signedInAs(t, 'buyer'), await signedInAs(t, 'buyer')];
    const listing = await insertProperty(t.db, { developerId: seller.user.id, status: 'active', city: 'Sakaka' });
    const save = async (who: { agent: Agent }) =>
      (await who.agent.post('/api/saved-searches', { name: 'Sakaka', filters: { city: 'Sakaka' } })).json().id;
    const [own, theirs, gone] = [await save(seller), await save(other), await save(erased)];
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, erased.user.id));
    const matched = await matcherIds(listing.id);
    expect([own, theirs, gone].map((id) => matched.has(id))).toEqual([false, true, false]);
  });
});
