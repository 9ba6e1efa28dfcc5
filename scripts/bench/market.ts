// Market page benchmark (issue 19): N listings in a fresh PostgreSQL database (INSERT … SELECT
// generate_series), then the market figures' job (src/server/features/market/figures.ts: every
// figure in one statement, the table's rows replaced in one transaction) timed as the worker runs
// it, and GET /api/market through the running server with autocannon: the country, a city, a city
// and a type, rent in a city, and the country again while the job runs. Usage:
//   npm run bench:market -- --rows 1000000 --duration 10 --runs 3
// PostgreSQL: a temporary database on BENCH_DATABASE_URL / TEST_DATABASE_URL (default the local server).
// Exits non-zero when an answer is anything but 2xx.
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import * as schema from '../../src/server/db/schema';
import { computeMarketFigures } from '../../src/server/features/market/figures';
import { assertBuilt, startServer } from '../lib/server';
import { benchDatabase } from './listings';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    /** How many times the job is run and timed. */
    runs: { type: 'string', default: '3' },
    keep: { type: 'boolean', default: false },
  },
});
const ROWS = Number(args.rows!.replace(/_/g, ''));
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const RUNS = Number(args.runs);

/** Riyadh and Jeddah weigh most, as on the portals. */
const CITIES = ['Riyadh', 'Riyadh', 'Riyadh', 'Jeddah', 'Jeddah', 'Dammam', 'Mecca', 'Medina', 'Khobar', 'Abha', 'Taif', 'Tabuk'];
const arr = (xs: string[]) => `(ARRAY[${xs.map((x) => `'${x}'`).join(',')}])`;

const READS: Array<[string, string]> = [
  ['country (sale)', ''],
  ['a city (Riyadh)', '?city=Riyadh'],
  ['a city + type (Riyadh, villa)', '?city=Riyadh&propertyType=villa'],
  ['rent, a city (Jeddah)', '?mode=rent&city=Jeddah'],
];

/**
 * N listings: 12 cities (1 in 50 written in lower case, as people type), 40 neighbourhoods each (1 in
 * 20 without one), six types; 3 in 4 for sale (1 in 40 of all both for sale and for
 * rent, yearly), the rest for rent (yearly or monthly); 80 % active (1 in 25 of them with an expired ad licence, 1 in 5 with one in
 * force), 10 % sold (most with a sold price, within the last 18 months), the rest under offer;
 * listed over the last two years. The price-history trigger is off during the load (the bench's
 * own database): it would write a second million rows the figures never read.
 */
async function fill(db: Db): Promise<void> {
  const [dev] = await db
    .insert(schema.users)
    .values({ email: `bench-${Date.now()}@manzil.sa`, role: 'developer', firstName: 'Bench', lastName: 'Developer' })
    .returning();
  await db.execute(sql`ALTER TABLE properties DISABLE TRIGGER USER`);
  for (let start = 1; start <= ROWS; start += 250_000) {
    const end = Math.min(ROWS, start + 249_999);
    await db.execute(
      sql.raw(`
      INSERT INTO properties (title, price, price_sar, rent_period, rent_price, yearly_rent_sar, property_type, city, neighborhood, area,
        developer_id, status, for_sale, for_rent, ad_license_number, ad_license_expires_at, sold_price, sold_price_sar, sold_at,
        created_at, updated_at)
      SELECT 'Bench listing ' || g, r.price, r.price, r.period::rent_period, CASE WHEN m.sale AND m.rent THEN y.year END, r.yearly, t.type::property_type,
        CASE WHEN h.k % 50 = 0 THEN lower(c.city) ELSE c.city END,
        CASE WHEN h.d % 20 <> 0 THEN 'Al Nakheel ' || (h.d % 40) END, p.area, '${dev.id}',
        s.status::property_status, m.sale, m.rent,
        CASE WHEN l.expires IS NOT NULL THEN '71' || lpad(g::text, 8, '0') END, l.expires,
        CASE WHEN s.sold_at IS NOT NULL THEN round(p.price * 0.95, 2) END,
        CASE WHEN s.sold_at IS NOT NULL THEN round(p.price * 0.95, 2) END, s.sold_at,
        now() - ((h.a % 730) || ' days')::interval - ((g % 1440) || ' minutes')::interval, now()
      FROM generate_series(${start}, ${end}) g
      CROSS JOIN LATERAL (SELECT abs(hashint4(g + 1)) AS c, abs(hashint4(g + 2)) AS d, abs(hashint4(g + 3)) AS s, abs(hashint4(g + 4)) AS m,
                                 abs(hashint4(g + 5)) AS t, abs(hashint4(g + 6)) AS l, abs(hashint4(g + 7)) AS a, abs(hashint4(g + 8)) AS k,
                                 abs(hashint4(g + 9)) AS r) h
      CROSS JOIN LATERAL (SELECT ${arr(CITIES)}[1 + h.c % ${CITIES.length}] AS city) c
      CROSS JOIN LATERAL (SELECT (ARRAY['apartment','villa','commercial','office','land','warehouse'])[1 + h.t % 6] AS type) t
      CROSS JOIN LATERAL (SELECT round((60 + h.a % 1200)::numeric, 2) AS area,
                                 round((150000 + (hashint4(g) & 2147483647) % 9850000)::numeric, 2) AS price) p
      CROSS JOIN LATERAL (SELECT h.m % 4 <> 0 AS sale, h.m % 4 = 0 OR h.m % 40 = 1 AS rent) m
      CROSS JOIN LATERAL (SELECT round((20000 + h.r % 280000)::numeric, -2) AS year, h.r % 2 = 0 AS monthly) y
      CROSS JOIN LATERAL (SELECT CASE WHEN m.sale THEN p.price WHEN y.monthly THEN round(y.year / 12, 2) ELSE y.year END AS price,
                                 CASE WHEN m.rent THEN (CASE WHEN y.monthly AND NOT m.sale THEN 'monthly' ELSE 'yearly' END) END AS period,
                                 CASE WHEN m.rent THEN (CASE WHEN y.monthly AND NOT m.sale THEN round(y.year / 12, 2) * 12 ELSE y.year END) END AS yearly) r
      CROSS JOIN LATERAL (SELECT CASE WHEN h.s % 10 < 8 THEN 'active' WHEN h.s % 10 = 8 THEN 'sold' ELSE 'pending' END AS status,
                                 CASE WHEN h.s % 10 = 8 AND h.s % 7 <> 0 THEN now() - ((h.l % 540) || ' days')::interval END AS sold_at) s
      CROSS JOIN LATERAL (SELECT CASE WHEN h.l % 25 = 0 THEN now() - interval '3 days'
                                      WHEN h.l % 5 = 1 THEN now() + interval '200 days' END AS expires) l`),
    );
  }
  await db.execute(sql`ALTER TABLE properties ENABLE TRIGGER USER`);
  await db.execute(sql`VACUUM (ANALYZE) properties`);
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const ms = (n: number) => `${n.toFixed(1)} ms`;
const failures: string[] = [];

async function read(url: string, name: string) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  if (r.non2xx > 0 || r.errors > 0) failures.push(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} socket errors`);
  console.log(`${pad(name, 34)}${pad(Math.round(r.requests.average), 10)}${pad(ms(r.latency.p50), 12)}${ms(r.latency.p99)}`);
}

async function main() {
  assertBuilt();
  console.log(
    `# Manzil market benchmark: ${ROWS.toLocaleString('en-US')} listings, ${CONNECTIONS} connections, ${DURATION} s per read, ${os.cpus().length} cores`,
  );
  const { database, serverEnv, dropDb } = await benchDatabase('postgres', ROWS, {
    connections: CONNECTIONS,
    keep: args.keep,
    bench: 'market',
  });
  const { db } = database;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    await runMigrations(database);
    const t0 = performance.now();
    await fill(db);
    console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const [counts] = rowsOf<{ sale: number; rent: number; sold: number }>(
      await db.execute(sql`
        select count(*) filter (where status = 'active' and price_per_sqm_sar is not null
                                  and (ad_license_expires_at is null or ad_license_expires_at > now()))::int as sale,
               count(*) filter (where status = 'active' and for_rent and (ad_license_expires_at is null or ad_license_expires_at > now()))::int as rent,
               count(*) filter (where status = 'sold' and sold_at > now() - interval '12 months')::int as sold
        from properties`),
    );
    console.log(`counted: ${counts.sale} for sale, ${counts.rent} for rent on the market; ${counts.sold} sold in about 12 months`);

    console.log('\nthe job (computeMarketFigures: one statement, the rows replaced in one transaction)');
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await computeMarketFigures(db);
      times.push(performance.now() - start);
      console.log(`  run ${i + 1}: ${(times[i] / 1000).toFixed(2)} s`);
    }
    const [{ rows }] = rowsOf<{ rows: number }>(await db.execute(sql`select count(*)::int as rows from market_figures`));
    console.log(
      `  median ${(times.sort((a, b) => a - b)[Math.floor(times.length / 2)] / 1000).toFixed(2)} s; ${rows} rows in market_figures`,
    );

    server = await startServer({ env: { ...serverEnv, SEED: 'false' } });
    console.log(`\n${pad('GET /api/market', 34)}${pad('req/s', 10)}${pad('p50', 12)}p99`);
    for (const [label, query] of READS) await read(`${server.url}/api/market${query}`, label);
    // Readers are not held by the job: it locks out other writers only, and replaces the rows in one transaction.
    let jobs = 0;
    let running = true;
    const loop = (async () => {
      while (running) {
        await computeMarketFigures(db);
        jobs += 1;
      }
    })();
    await read(`${server.url}/api/market`, 'country, while the job runs');
    running = false;
    await loop;
    console.log(`  (the job ran ${jobs} times meanwhile)`);
  } finally {
    await server?.stop();
    await database.close();
    await dropDb?.();
  }
  if (failures.length) {
    console.log(`\nFailed:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
