import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, recentlyViewed, savedSearches } from '../../src/server/db/schema';
import { insertProperty, makeProperty } from '../../src/server/db/seed/factories';
import { insertFavorite, insertSavedSearch } from '../../src/server/db/seed/return-loop';
import { SAVED_SEARCH_LIMIT } from '../../src/shared/schemas/saved-search';
import { Agent, dbKindLabel, setupTestApp, signedInAs, type TestApp } from '../setup/app';

// Saved searches (docs/product.md#saved-searches): each user's own, at most 25, their filters
// checked by the search's own schema, with the search's count of matches and the new ones.

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const villasInRiyadh = { city: 'Riyadh', propertyType: 'villa' };
const rowOf = async (id: number) => (await t.db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0];

describe(`saved searches (${dbKindLabel})`, () => {
  it('are saved, listed, renamed, re-filtered, marked seen and deleted by their owner', async () => {
    const { agent } = await signedInAs(t, 'buyer');
    const created = await agent.post('/api/saved-searches', {
      name: 'Villas in Riyadh',
      filters: { ...villasInRiyadh, maxPrice: '', sort: 'price_asc' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const search = created.json();
    // An empty value is no filter: not kept. The frequency defaults to instant.
    expect(search).toMatchObject({
      name: 'Villas in Riyadh',
      filters: { city: 'Riyadh', propertyType: 'villa', sort: 'price_asc' },
      frequency: 'instant',
      newCount: 0,
      matchCountCapped: false,
    });
    expect((await rowOf(search.id)).cityKey).toBe('riyadh');

    const list = await agent.get('/api/saved-searches');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ items: [{ id: search.id, name: 'Villas in Riyadh' }], limit: SAVED_SEARCH_LIMIT });

    const renamed = await agent.put(`/api/saved-searches/${search.id}`, { name: 'Family villas', frequency: 'daily' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Family villas', frequency: 'daily', filters: search.filters });

    const refiltered = await agent.put(`/api/saved-searches/${search.id}`, {
      filters: { city: 'Jeddah', forSale: 'false', forRent: 'true', amenities: 'pool,gym', q: '#42' },
    });
    expect(refiltered.statusCode, refiltered.body).toBe(200);
    // The matcher's columns follow the new filters.
    expect(await rowOf(search.id)).toMatchObject({
      cityKey: 'jeddah',
      propertyType: '',
      rentMode: true,
      forRent: true,
      forSale: false,
      featureMask: 0b11,
      listingNumber: 42,
      keywordPatterns: null,
      keywordCity: '',
    });

    const seen = await agent.post(`/api/saved-searches/${search.id}/seen`);
    expect(seen.statusCode).toBe(200);
    expect(new Date(seen.json().lastSeenAt).getTime()).toBeGreaterThanOrEqual(new Date(search.lastSeenAt).getTime());

    expect((await agent.delete(`/api/saved-searches/${search.id}`)).statusCode).toBe(204);
    expect((await agent.get('/api/saved-searches')).json().items).toEqual([]);
    expect((await agent.delete(`/api/saved-searches/${search.id}`)).statusCode).toBe(404);
  });

  it("are private: anyone else's is a 404, and signed out is a 401", async () => {
    const { user: owner } = await signedInAs(t, 'buyer');
    const search = await insertSavedSearch(t.db, { userId: owner.id, name: 'Mine', filters: villasInRiyadh });
    for (const role of ['buyer', 'developer', 'admin'] as const) {
      const { agent } = await signedInAs(t, role);
      expect((await agent.put(`/api/saved-searches/${search.id}`, { name: 'Theirs' })).statusCode, role).toBe(404);
      expect((await agent.post(`/api/saved-searches/${search.id}/seen`)).statusCode, role).toBe(404);
      expect((await agent.delete(`/api/saved-searches/${search.id}`)).statusCode, role).toBe(404);
      expect((await agent.get('/api/saved-searches')).json().items).toEqual([]);
    }
    expect((await rowOf(search.id)).name).toBe('Mine');
    const anonymous = new Agent(t.app);
    expect((await anonymous.get('/api/saved-searches')).statusCode).toBe(401);
    expect((await anonymous.post('/api/saved-searches', { name: 'x', filters: {} })).statusCode).toBe(401);
  });

  it('refuse a filter the search refuses (400 naming it), an unknown filter, and a missing name', async () => {
    const { agent } = await signedInAs(t, 'buyer');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: 'x', filters: { minPrice: 'cheap' } }, 'filters.minPrice', 'Min price must be a number'],
      [{ name: 'x', filters: { propertyType: 'castle' } }, 'filters.propertyType', 'Property type must be one of'],
      [{ name: 'x', filters: { bedrooms: '2.5' } }, 'filters.bedrooms', 'Bedrooms must be a whole number'],
      [{ name: 'x', filters: { amenities: 'pool,moat' } }, 'filters.amenities', 'Amenities must be among'],
      [{ name: 'x', filters: { colour: 'red' } }, 'filters.colour', 'Unknown filter: colour'],
      [{ name: 'x', filters: { page: '2' } }, 'filters.page', 'Unknown filter: page'],
      [{ name: 'x', filters: { city: 7 } }, 'filters.city', 'Each filter must be text'],
      [{ name: ' ', filters: {} }, 'name', 'Name is required'],
      [{ name: 'x', filters: {}, frequency: 'hourly' }, 'frequency', 'Frequency must be instant, daily, weekly or off'],
    ];
    for (const [body, field, message] of cases) {
      const res = await agent.post('/api/saved-searches', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(res.json())).toContain(message);
    }
    const { items } = (await agent.get('/api/saved-searches')).json();
    expect(items).toEqual([]);
    const search = (await agent.post('/api/saved-searches', { name: 'ok', filters: {} })).json();
    const bad = await agent.put(`/api/saved-searches/${search.id}`, { filters: { maxArea: '-5' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['filters.maxArea']).toBe('Max area must be 0 or more');
    expect((await agent.put(`/api/saved-searches/${search.id}`, {})).statusCode).toBe(400);
  });

  it('refuse the same filters saved twice, whatever their order, naming the search that has them', async () => {
    const { agent } = await signedInAs(t, 'buyer');
    const first = await agent.post('/api/saved-searches', { name: 'Riyadh villas', filters: { city: 'Riyadh', propertyType: 'villa' } });
    expect(first.statusCode).toBe(201);
    const again = await agent.post('/api/saved-searches', {
      name: 'Again',
      filters: { propertyType: 'villa', city: 'Riyadh', maxPrice: '' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already saved this search as “Riyadh villas”.');
    expect((await agent.get('/api/saved-searches')).json().items).toHaveLength(1);
    // Other filters, or another user with the same ones, are saved.
    expect((await agent.post('/api/saved-searches', { name: 'Villas', filters: { propertyType: 'villa' } })).statusCode).toBe(201);
    const other = await signedInAs(t, 'buyer');
    expect(
      (await other.agent.post('/api/saved-searches', { name: 'Riyadh villas', filters: { city: 'Riyadh', propertyType: 'villa' } }))
        .statusCode,
    ).toBe(201);
  });

  it(`keep at most ${SAVED_SEARCH_LIMIT} per user, even when a burst of saves arrives at once`, async () => {
    const { agent, user } = await signedInAs(t, 'buyer');
    for (let i = 0; i < SAVED_SEARCH_LIMIT - 3; i++) await insertSavedSearch(t.db, { userId: user.id, name: `Search ${i}`, filters: {} });
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) => agent.post('/api/saved-searches', { name: `Burst ${i}`, filters: { bedrooms: String(i) } })),
    );
    const statuses = burst.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(burst.find((r) => r.statusCode === 409)!.json().message).toBe(
      `You can keep at most ${SAVED_SEARCH_LIMIT} saved searches. Delete one to save another.`,
    );
    expect((await agent.get('/api/saved-searches')).json().items).toHaveLength(SAVED_SEARCH_LIMIT);
    // Another user is not counted with them.
    const other = await signedInAs(t, 'buyer');
    expect((await other.agent.post('/api/saved-searches', { name: 'Mine', filters: {} })).statusCode).toBe(201);
  });

  it("count the search's own matches now, and the listings announced since the owner last ran it", async () => {
    const { user: seller } = await signedInAs(t, 'developer');
    const { agent } = await signedInAs(t, 'buyer');
    const city = 'Abha';
    for (const status of ['active', 'active', 'sold'] as const)
      await insertProperty(t.db, { developerId: seller.id, city, propertyType: 'warehouse', status, forSale: true, forRent: false });
    const filters = { city, propertyType: 'warehouse' };
    const search = (await agent.post('/api/saved-searches', { name: 'Warehouses in Abha', filters })).json();
    const found = (await new Agent(t.app).get(`/api/properties?${new URLSearchParams(filters)}`)).json();
    expect(search).toMatchObject({ matchCount: found.total, matchCountCapped: false, newCount: 0 });
    expect(search.matchCount).toBe(2);

    // A new listing (through the API, as a seller lists it) is announced to the search.
    const { agent: sellerAgent } = await signedInAs(t, 'developer');
    const listed = await sellerAgent.post('/api/properties', { title: 'Cold store', price: '4000000', propertyType: 'warehouse', city });
    expect(listed.statusCode, listed.body).toBe(201);
    await t.app.jobs.drain();
    const [after] = (await agent.get('/api/saved-searches')).json().items;
    expect(after).toMatchObject({ matchCount: 3, newCount: 1 });
    const seen = (await agent.post(`/api/saved-searches/${search.id}/seen`)).json();
    expect(seen).toMatchObject({ matchCount: 3, newCount: 0 });
  });

  it('say when the count reached the search’s cap, as the search does', async () => {
    const { user: seller } = await signedInAs(t, 'developer');
    const { agent } = await signedInAs(t, 'buyer');
    // A text filter counts up to 200 ("200+").
    await t.db
      .insert(properties)
      .values(
        Array.from({ length: 201 }, () =>
          makeProperty({ developerId: seller.id, neighborhood: 'Capped Gardens', city: 'Taif', status: 'active' }),
        ),
      );
    const search = (await agent.post('/api/saved-searches', { name: 'Capped', filters: { neighborhood: 'capped gardens' } })).json();
    expect(search).toMatchObject({ matchCount: 200, matchCountCapped: true });
  });

  it("are in the owner's data download, with their favourites and recently viewed listings", async () => {
    const { user: seller } = await signedInAs(t, 'developer');
    const { agent, user } = await signedInAs(t, 'buyer');
    const villa = await insertProperty(t.db, { developerId: seller.id, title: 'Kept villa', status: 'active' });
    await insertFavorite(t.db, { userId: user.id, propertyId: villa.id });
    await t.db.insert(recentlyViewed).values({ userId: user.id, propertyId: villa.id });
    await insertSavedSearch(t.db, { userId: user.id, name: 'Villas in Riyadh', filters: villasInRiyadh, frequency: 'daily' });
    const data = (await agent.get('/api/account/export')).json();
    expect(data.favourites).toEqual([expect.objectContaining({ propertyId: villa.id, listing: 'Kept villa' })]);
    expect(data.recentlyViewed).toEqual([expect.objectContaining({ propertyId: villa.id, listing: 'Kept villa' })]);
    expect(data.savedSearches).toEqual([
      expect.objectContaining({ name: 'Villas in Riyadh', filters: villasInRiyadh, frequency: 'daily' }),
    ]);
  });
});
