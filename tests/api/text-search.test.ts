// Hardening 6: the text searches (neighbourhood, keyword, the admin's) use trigram indexes and never
// count more than they must: a neighbourhood or keyword search counts up to 1,000, the admin list up to 10,000.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../src/server/db/seed/factories';
import { SEARCH_TOTAL_CAP, TEXT_SEARCH_TOTAL_CAP } from '../../src/server/features/properties/search';
import { setupTestApp, signedInAs, type TestApp } from '../setup/app';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
  const dev = await insertUser(t.db, { role: 'developer' });
  // 10,002 listings in Al Malqa (so both caps are passed) and 3 in Hittin.
  await t.db.execute(sql`
    insert into properties (title, price, price_sar, property_type, city, neighborhood, developer_id, status)
    select 'Villa ' || g, 1000000, 1000000, 'villa', 'Riyadh', case when g <= 3 then 'Hittin' else 'Al Malqa' end, ${dev.id}, 'active'
    from generate_series(1, ${SEARCH_TOTAL_CAP + 5}) g`);
});
afterAll(() => t.close());

describe('the neighbourhood filter', () => {
  it('finds a part of the name, whatever its case', async () => {
    const res = (await t.app.inject({ url: '/api/properties?neighborhood=HITT' })).json();
    expect(res).toMatchObject({ total: 3, totalCapped: false });
    expect(res.items.every((p: { neighborhood: string }) => p.neighborhood === 'Hittin')).toBe(true);
  });

  it('counts up to 200 matches and says there are more', async () => {
    expect(TEXT_SEARCH_TOTAL_CAP).toBe(200);
    expect((await t.app.inject({ url: '/api/properties?neighborhood=malqa&pageSize=5' })).json()).toMatchObject({
      total: 200,
      totalCapped: true,
    });
    // The keyword box is a text search too; a listing number is not (it finds one listing at most).
    expect((await t.app.inject({ url: '/api/properties?q=malqa&pageSize=5' })).json()).toMatchObject({ total: 200, totalCapped: true });
    expect((await t.app.inject({ url: '/api/properties/map?q=VILLA' })).json()).toMatchObject({ total: 200, totalCapped: true });
    // Without a text filter, the usual cap.
    expect((await t.app.inject({ url: '/api/properties?city=Riyadh&pageSize=5' })).json()).toMatchObject({
      total: 10_000,
      totalCapped: true,
    });
  });

  it('refuses more than 60 characters', async () => {
    const res = await t.app.inject({ url: `/api/properties?neighborhood=${'a'.repeat(61)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.neighborhood).toBe('Neighborhood must be at most 60 characters');
  });
});

describe("the admin's listing search", () => {
  it('counts up to 10,000 matches and says there are more', async () => {
    const { agent } = await signedInAs(t, 'admin');
    expect((await agent.get('/api/admin/properties?q=villa&pageSize=5')).json()).toMatchObject({ total: 10_000, totalCapped: true });
    expect((await agent.get('/api/admin/properties?q=hittin')).json()).toMatchObject({ total: 3, totalCapped: false });
  });
});

it('the text searches are served by trigram indexes', async () => {
  const result = await t.db.execute(sql`select indexname from pg_indexes where indexdef like '%gin_trgm_ops%' order by indexname`);
  const rows = (Array.isArray(result) ? result : (result as { rows: Array<{ indexname: string }> }).rows) as Array<{ indexname: string }>;
  expect(rows.map((r) => r.indexname)).toEqual([
    'neighbourhood_names_trgm_idx',
    'properties_active_address_trgm_idx',
    'properties_active_neighborhood_trgm_idx',
    'properties_active_title_ar_trgm_idx',
    'properties_active_title_trgm_idx',
    'properties_city_trgm_idx',
    'properties_neighborhood_trgm_idx',
    'properties_title_ar_trgm_idx',
    'properties_title_trgm_idx',
    'title_vocabulary_trgm_idx',
    'users_email_trgm_idx',
    'users_first_name_trgm_idx',
    'users_full_name_trgm_idx',
    'users_last_name_trgm_idx',
  ]);
});
