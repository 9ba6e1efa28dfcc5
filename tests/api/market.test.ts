import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import { insertProperty, type NewProperty } from '../../src/server/db/seed/factories';
import { jobs, marketFigures } from '../../src/server/db/schema';
import { computeMarketFigures } from '../../src/server/features/market/figures';
import { MARKET_FIGURES_JOB, MARKET_PERIOD_MS, scheduleMarketFigures } from '../../src/server/features/market/job';
import { trendMonths } from '../../src/server/features/market/service';
import type { Market } from '../../src/shared/schemas/market';
import { dbKindLabel, setupTestApp, signedInAs, type TestApp } from '../setup/app';

// The public market page's figures (docs/product.md#market): medians per m² and counts by city, by
// neighbourhood, by type and by month, for sale, for rent (a year of rent) and from recent sales,
// computed by a job and read by slice. Every test has its own city, so the figures of one test are
// not the figures of another.

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => t.close());

/** A listing for sale in `city`: `price` SAR over `area` m² (so price / area SAR per m²). */
const forSale = (city: string, price: number, area: number, more: Partial<NewProperty> = {}) =>
  insertProperty(t.db, {
    city,
    price: `${price}.00`,
    area: `${area}.00`,
    forSale: true,
    forRent: false,
    neighborhood: 'Al Wurud',
    ...more,
  });

async function market(query = ''): Promise<Market & { computedAt: string }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/market${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The median per m² PostgreSQL gives for `where`, as the test works it out itself. */
async function medianOf(value: string, where: string): Promise<{ n: number; median: string | null }> {
  const [row] = rowsOf<{ n: number; median: string | null }>(
    await t.db.execute(
      sql.raw(`select count(*)::int as n, round((percentile_cont(0.5) within group (order by (${value})::float8))::numeric, 2)::text as median
               from properties where ${where}`),
    ),
  );
  return row;
}

const ON_MARKET = `status = 'active' and (ad_license_expires_at is null or ad_license_expires_at > now())`;

describe(`the market figures against SQL computed in the test (${dbKindLabel})`, () => {
  it("gives a city's and a neighbourhood's median and counts as percentile_cont does, cities grouped whatever their case", async () => {
    const spellings = ['Tabuk', 'Tabuk', 'tabuk', ' TABUK '];
    const neighbourhoods = ['Al Muruj', 'Al Faisaliyah', 'al muruj', 'Al Muruj'];
    for (let i = 0; i < 36; i++) {
      await forSale(spellings[i % 4], 400_000 + ((i * 7919) % 61) * 25_000, 90 + ((i * 31) % 17) * 10, {
        neighborhood: neighbourhoods[i % 4],
        propertyType: i % 2 ? 'villa' : 'apartment',
      });
    }
    await computeMarketFigures(t.db);

    const city = await medianOf('price_per_sqm_sar', `${ON_MARKET} and lower(btrim(city)) = 'tabuk' and price_per_sqm_sar is not null`);
    const muruj = await medianOf(
      'price_per_sqm_sar',
      `${ON_MARKET} and lower(btrim(city)) = 'tabuk' and lower(neighborhood) = 'al muruj' and price_per_sqm_sar is not null`,
    );
    const villas = await medianOf(
      'price_per_sqm_sar',
      `${ON_MARKET} and lower(btrim(city)) = 'tabuk' and property_type = 'villa' and price_per_sqm_sar is not null`,
    );
    expect(city.n).toBe(36);
    expect(muruj.n).toBe(27);

    const answer = await market('?city=TABUK');
    expect(answer.city).toBe('Tabuk');
    expect(answer.overall).toMatchObject({ listings: 36, medianPerSqm: city.median });
    expect(answer.areas).toEqual([
      { name: 'Al Muruj', listings: 27, medianPerSqm: muruj.median, soldListings: 0, soldMedianPerSqm: null },
      expect.objectContaining({ name: 'Al Faisaliyah', listings: 9 }),
    ]);
    expect(answer.byType).toContainEqual({ propertyType: 'villa', listings: 18, medianPerSqm: villas.median });

    const country = await market();
    expect(country.cities).toContain('Tabuk');
    expect(country.cities.filter((c) => c.toLowerCase() === 'tabuk')).toEqual(['Tabuk']);
    expect(country.areas).toContainEqual(expect.objectContaining({ name: 'Tabuk', listings: 36, medianPerSqm: city.median }));

    const onlyVillas = await market('?city=Tabuk&propertyType=villa');
    expect(onlyVillas.overall).toMatchObject({ listings: 18, medianPerSqm: villas.median });
    expect(onlyVillas.propertyType).toBe('villa');
  });

  it('matches a hand-checked case: six listings, the median between the middle two', async () => {
    // 5,000, 6,000, 7,000, 8,000, 10,000 and 12,000 SAR per m²: the median is (7,000 + 8,000) / 2.
    for (const price of [500_000, 600_000, 700_000, 800_000, 1_000_000, 1_200_000]) await forSale('Hail', price, 100);
    await computeMarketFigures(t.db);
    const answer = await market('?city=Hail');
    expect(answer.overall).toEqual({ listings: 6, medianPerSqm: '7500.00', soldListings: 0, soldMedianPerSqm: null });
  });

  it('gives no median from fewer than 5 listings, only the count', async () => {
    for (const price of [500_000, 600_000, 700_000, 800_000]) await forSale('Arar', price, 100, { propertyType: 'office' });
    await computeMarketFigures(t.db);
    const answer = await market('?city=Arar');
    expect(answer.overall).toMatchObject({ listings: 4, medianPerSqm: null });
    expect(answer.byType).toEqual([{ propertyType: 'office', listings: 4, medianPerSqm: null }]);
    const [stored] = await t.db
      .select()
      .from(marketFigures)
      .where(
        and(
          eq(marketFigures.city, 'Arar'),
          eq(marketFigures.neighborhood, ''),
          eq(marketFigures.propertyType, ''),
          eq(marketFigures.month, ''),
        ),
      );
    expect(stored).toMatchObject({ listings: 4, medianPerSqm: null });
  });

  it('counts listings on the market only: not expired ads, not under offer, sold or without an area', async () => {
    for (const price of [500_000, 600_000, 700_000, 800_000, 900_000]) await forSale('Sakaka', price, 100);
    await forSale('Sakaka', 100_000, 100, { adLicenseNumber: '7100000001', adLicenseExpiresAt: daysAgo(1) });
    await forSale('Sakaka', 950_000, 100, { adLicenseNumber: '7100000002', adLicenseExpiresAt: daysAgo(-30) });
    await forSale('Sakaka', 100_000, 100, { status: 'pending' });
    await forSale('Sakaka', 100_000, 100, { status: 'sold' });
    await forSale('Sakaka', 100_000, 100, { area: null });
    await computeMarketFigures(t.db);
    const answer = await market('?city=Sakaka');
    // 5,000 … 9,000 and the licensed 9,500: the median of six is 7,500.
    expect(answer.overall).toMatchObject({ listings: 6, medianPerSqm: '7500.00', soldListings: 0 });
  });

  it('gives rent per m² for a year: a monthly rent × 12', async () => {
    const rent = (city: string, price: number, rentPeriod: 'monthly' | 'yearly') =>
      insertProperty(t.db, { city, price: `${price}.00`, area: '100.00', forSale: false, forRent: true, rentPeriod });
    // A year: 48,000, 60,000, 72,000 (monthly), 66,000 and 90,000 (yearly) over 100 m².
    await rent('Najran', 4_000, 'monthly');
    await rent('Najran', 5_000, 'monthly');
    await rent('Najran', 6_000, 'monthly');
    await rent('Najran', 66_000, 'yearly');
    await rent('Najran', 90_000, 'yearly');
    await forSale('Najran', 2_000_000, 100);
    await computeMarketFigures(t.db);
    const answer = await market('?mode=rent&city=najran');
    expect(answer).toMatchObject({ mode: 'rent', city: 'Najran' });
    expect(answer.overall).toEqual({ listings: 5, medianPerSqm: '660.00', soldListings: 0, soldMedianPerSqm: null });
    const sale = await market('?city=Najran');
    expect(sale.overall).toMatchObject({ listings: 1, medianPerSqm: null });
  });

  it('counts sold prices of the last 12 months only, by the month of sale', async () => {
    const soldAt = daysAgo(2);
    for (const soldPrice of [600_000, 700_000, 800_000, 900_000, 1_000_000])
      await forSale('Jazan', 2_000_000, 100, { status: 'sold', soldPriceSar: `${soldPrice}.00`, soldAt });
    await forSale('Jazan', 2_000_000, 100, { status: 'sold', soldPriceSar: '100000.00', soldAt: daysAgo(400) });
    await forSale('Jazan', 2_000_000, 100, { status: 'sold' }); // marked sold without a price
    await computeMarketFigures(t.db);

    const answer = await market('?city=Jazan');
    expect(answer.overall).toEqual({ listings: 0, medianPerSqm: null, soldListings: 5, soldMedianPerSqm: '8000.00' });
    expect(answer.areas).toEqual([{ name: 'Al Wurud', listings: 0, medianPerSqm: null, soldListings: 5, soldMedianPerSqm: '8000.00' }]);
    const month = new Date(soldAt.getTime() + 3 * 3600_000).toISOString().slice(0, 7);
    expect(answer.trend.find((m) => m.month === month)).toMatchObject({ soldListings: 5, soldMedianPerSqm: '8000.00' });
    expect(answer.trend.reduce((sum, m) => sum + m.soldListings, 0)).toBe(5);
    expect((await market('?mode=rent&city=Jazan')).overall).toMatchObject({ soldListings: 0 });
  });

  it('gives the trend of the last 12 months by the month listed, oldest first', async () => {
    for (let i = 0; i < 5; i++) await forSale('Abha', 1_000_000 + i * 100_000, 100, { createdAt: new Date() });
    await forSale('Abha', 1_000_000, 100, { createdAt: daysAgo(400) });
    await computeMarketFigures(t.db);
    const answer = await market('?city=Abha');
    expect(answer.trend.map((m) => m.month)).toEqual(trendMonths(new Date(answer.computedAt)));
    expect(answer.trend).toHaveLength(12);
    expect(answer.trend[11]).toMatchObject({ listings: 5, medianPerSqm: '12000.00' });
    expect(answer.trend.slice(0, 11).every((m) => m.listings === 0 && m.medianPerSqm === null)).toBe(true);
    expect(answer.overall.listings).toBe(6);
  });

  it('answers an unknown city with no figures', async () => {
    const answer = await market('?city=Atlantis');
    expect(answer).toMatchObject({ city: 'Atlantis', overall: { listings: 0, medianPerSqm: null }, areas: [], byType: [] });
  });
});

describe(`GET /api/market (${dbKindLabel})`, () => {
  it('is public, the same for a signed-in member, and may be cached for a minute', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/market' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { agent } = await signedInAs(t, 'buyer');
    const signedIn = await agent.get('/api/market');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, max-age=60');
    expect(signedIn.json()).toEqual(res.json());
  });

  it.each([
    ['mode=buy', 'Mode must be one of'],
    ['propertyType=castle', 'Property type must be one of'],
    [`city=${'x'.repeat(101)}`, 'City must be at most 100 characters'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/market?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
  });

  it('computes the figures at once when there are none yet (a fresh database)', async () => {
    await t.db.delete(marketFigures);
    const answer = await market('?city=Hail');
    expect(answer.computedAt).not.toBeNull();
    expect(answer.overall).toMatchObject({ listings: 6, medianPerSqm: '7500.00' });
  });

  it('is computed by the job on the worker: queued at start when empty, each run queuing the next period', async () => {
    await t.db.delete(marketFigures);
    const now = new Date();
    await scheduleMarketFigures(t.db, now);
    const period = Math.floor(now.getTime() / MARKET_PERIOD_MS) * MARKET_PERIOD_MS;
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, MARKET_FIGURES_JOB));
    expect(queued.map((j) => j.runAt.getTime()).sort()).toEqual(expect.arrayContaining([period, period + MARKET_PERIOD_MS]));

    expect(await t.app.jobs.drain()).toBeGreaterThanOrEqual(1);
    const [stored] = await t.db.select({ computedAt: marketFigures.computedAt }).from(marketFigures).limit(1);
    const answer = await market('?city=Hail');
    expect(new Date(answer.computedAt).getTime()).toBe(stored.computedAt.getTime());
    expect(answer.overall).toMatchObject({ listings: 6, medianPerSqm: '7500.00' });
    const [done] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${MARKET_FIGURES_JOB}:${new Date(period).toISOString()}`));
    expect(done.status).toBe('done');

    // Queued again (another server starting): nothing new, the figures exist and the next period is queued once.
    await scheduleMarketFigures(t.db, now);
    expect(await t.db.select().from(jobs).where(eq(jobs.kind, MARKET_FIGURES_JOB))).toHaveLength(queued.length);
  });
});
