// Fair-price check benchmark (issue 19): seeds N listings into a fresh PostgreSQL database, spread as
// a portal's are (Riyadh and Jeddah weigh most, a few busy neighbourhoods and a long tail, some ad
// licences run out), then times `marketComparisonFor` (src/server/features/properties/market-comparison.ts)
// for four listings — in the busiest neighbourhood, in a typical one, in a neighbourhood too new to
// compare (the city fallback: two statements), and without a neighbourhood (the city at once) —
// prints how many comparables each read, p50/p99 one call at a time, the same listings' pages
// (GET /api/properties/{id}) through the built server with autocannon beside a rent-only page (no
// check) as the baseline, and the EXPLAIN (ANALYZE, BUFFERS) of every statement. Usage:
//   npm run bench:fair-price -- --rows 1000000 --duration 10
// Exits non-zero when a comparable scan is not an index-only scan of properties_active_sale_sqm_idx
// without heap fetches, or when a page answers anything but 2xx.
// (The seed is its own, not scripts/bench/search.ts's: that one spreads 40 equal neighbourhoods
// over every city, with no ad licences, and is not exported.)
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { rowsOf, type Db } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import * as schema from '../../src/server/db/schema';
import { marketComparisonFor } from '../../src/server/features/properties/market-comparison';
import { assertBuilt, startServer } from '../lib/server';
import { benchDatabase } from './listings';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    /** Leave the database in place (its name is printed), to look at plans by hand. */
    keep: { type: 'boolean', default: false },
    /** Measure a database a --keep run left (as it is now, an index changed by hand say) instead of seeding one. */
    database: { type: 'string' },
  },
});
const ROWS = Number(args.rows!.replace(/_/g, ''));
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);

/** Riyadh and Jeddah weigh most, as on the portals. */
const CITIES = ['Riyadh', 'Riyadh', 'Riyadh', 'Jeddah', 'Jeddah', 'Dammam', 'Mecca', 'Medina', 'Khobar', 'Abha'];
const TYPES = ['apartment', 'apartment', 'apartment', 'villa', 'villa', 'land', 'land', 'commercial', 'office', 'warehouse'];
/** SAR per m² of each type in an average neighbourhood. */
const BASE_PER_SQM = { apartment: 5500, villa: 4800, land: 1800, commercial: 9000, office: 8000, warehouse: 2200 };
const NEW_NEIGHBORHOOD = 'Al Ruwais Gardens';
const arr = (xs: readonly string[]) => `(ARRAY[${xs.map((x) => `'${x}'`).join(',')}])`;

/**
 * N listings in set-based INSERTs of 250,000. 80 neighbourhoods per city, skewed (the square of a
 * uniform draw: the first few hold the most), 3 % without one; a neighbourhood sets the price level
 * (0.6× to 1.8× the type's), each listing ±25 % around it. Three in four for sale (5 % priced in USD),
 * the rest rent-only; 4 % without an area; 82 % active, 10 % sold, 8 % under offer; 40 % with an ad
 * licence, one in ten of them expired. The price-history trigger is off during the load (it would
 * write a row per listing, which this benchmark does not read).
 */
async function fill(db: Db): Promise<void> {
  const [dev] = await db.insert(schema.users).values({ email: 'bench-fair-price@manzil.sa', role: 'developer' }).returning();
  const base = `(ARRAY[${TYPES.map((t) => BASE_PER_SQM[t as keyof typeof BASE_PER_SQM]).join(',')}])`;
  await db.execute(sql`ALTER TABLE properties DISABLE TRIGGER USER`);
  for (let start = 1; start <= ROWS; start += 250_000) {
    const end = Math.min(ROWS, start + 249_999);
    await db.execute(
      sql.raw(`
      INSERT INTO properties (title, price, currency, price_sar, rent_period, yearly_rent_sar, property_type, city, neighborhood,
        area, developer_id, status, for_sale, for_rent, ad_license_number, ad_license_expires_at, created_at, updated_at)
      SELECT 'Listing ' || g, m.price, m.currency::currency, m.price_sar, m.period::rent_period, m.yearly, l.type::property_type,
        l.city, l.hood, l.area, '${dev.id}',
        (CASE WHEN h.s % 100 < 82 THEN 'active' WHEN h.s % 100 < 92 THEN 'sold' ELSE 'pending' END)::property_status,
        NOT l.rent, l.rent, CASE WHEN h.l % 10 < 4 THEN '71' || lpad(g::text, 8, '0') END,
        CASE WHEN h.l % 10 < 4 THEN now() + ((CASE WHEN h.l % 100 < 4 THEN -1 ELSE 1 END) * (1 + h.l % 300) || ' days')::interval END,
        now() - ((g % 365) || ' days')::interval, now()
      FROM generate_series(${start}, ${end}) g
      CROSS JOIN LATERAL (SELECT abs(hashint4(g + 201)) AS c, abs(hashint4(g + 202)) AS n, abs(hashint4(g + 203)) AS t,
        abs(hashint4(g + 204)) AS s, abs(hashint4(g + 205)) AS l, abs(hashint4(g + 206)) AS a, abs(hashint4(g + 207)) AS p,
        abs(hashint4(g + 208)) AS r) h
      CROSS JOIN LATERAL (SELECT ${arr(CITIES)}[1 + h.c % 10] AS city, ${arr(TYPES)}[1 + h.t % 10] AS type, ${base}[1 + h.t % 10] AS base,
        floor(80 * power((h.n % 10000) / 10000.0, 2))::int AS k, h.r % 4 = 0 AS rent,
        CASE WHEN h.a % 25 = 0 THEN NULL ELSE (80 + h.a % 900)::numeric END AS area) x
      CROSS JOIN LATERAL (SELECT x.city, x.type, x.rent, x.area, CASE WHEN h.n % 100 < 3 THEN NULL ELSE 'Al Nakheel ' || x.k END AS hood,
        -- The neighbourhood's level (its own hash), then this listing's ±25 %.
        x.base * (0.6 + (abs(hashint4(x.k + 31 * length(x.city))) % 1200) / 1000.0) * (0.75 + (h.p % 500) / 1000.0) AS per_sqm) l
      CROSS JOIN LATERAL (SELECT CASE WHEN h.p % 20 = 0 THEN 'USD' ELSE 'SAR' END AS currency,
        round((20000 + h.r % 280000)::numeric, -2) AS year) c
      CROSS JOIN LATERAL (SELECT c.currency,
        CASE WHEN l.rent THEN c.year WHEN c.currency = 'USD' THEN round(l.per_sqm * coalesce(l.area, 300) / 3.75, -3)
             ELSE round(l.per_sqm * coalesce(l.area, 300), -3) END AS price,
        CASE WHEN l.rent THEN 'yearly' END AS period, CASE WHEN l.rent THEN c.year END AS yearly) q
      CROSS JOIN LATERAL (SELECT q.price, q.currency, q.period, q.yearly,
        CASE WHEN q.currency = 'USD' THEN q.price * 3.75 ELSE q.price END AS price_sar) m`),
    );
  }
  // A neighbourhood just opened up: two villas there, too few to compare, so the check falls back to the city.
  await db.insert(schema.properties).values(
    [1_600_000, 1_700_000].map((price, i) => ({
      title: `New district villa ${i + 1}`,
      price: String(price),
      priceSar: String(price),
      propertyType: 'villa' as const,
      city: 'Riyadh',
      neighborhood: NEW_NEIGHBORHOOD,
      area: '320',
      developerId: dev.id,
    })),
  );
  await db.execute(sql`ALTER TABLE properties ENABLE TRIGGER USER`);
  // What autovacuum does to a live table: statistics, and the visibility map without which an
  // index-only scan still visits the heap (a freshly bulk-loaded table has none yet).
  await db.execute(sql`VACUUM (ANALYZE) properties`);
}

interface Subject {
  name: string;
  id: number;
}

/** The four listings measured: each an active villa for sale in Riyadh with an area. */
async function subjects(db: Db): Promise<Subject[]> {
  const villa = `status = 'active' AND price_per_sqm_sar IS NOT NULL AND property_type = 'villa' AND city = 'Riyadh'`;
  const first = async (where: string) =>
    rowsOf<{ id: number }>(await db.execute(sql.raw(`SELECT min(id) AS id FROM properties WHERE ${villa} AND ${where}`)))[0].id;
  const hoods = rowsOf<{ neighborhood: string; n: number }>(
    await db.execute(
      sql.raw(
        `SELECT neighborhood, count(*)::int AS n FROM properties WHERE ${villa} AND neighborhood IS NOT NULL GROUP BY 1 ORDER BY 2 DESC`,
      ),
    ),
  );
  const typical = hoods[Math.floor(hoods.length / 2)];
  return [
    { name: `busiest neighbourhood (${hoods[0].neighborhood})`, id: await first(`neighborhood = '${hoods[0].neighborhood}'`) },
    { name: `typical neighbourhood (${typical.neighborhood})`, id: await first(`neighborhood = '${typical.neighborhood}'`) },
    { name: 'new neighbourhood → city', id: await first(`neighborhood = '${NEW_NEIGHBORHOOD}'`) },
    { name: 'no neighbourhood → city', id: await first('neighborhood IS NULL') },
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** `run` one call at a time for DURATION seconds: the latency a page's request waits for it. */
async function timed(run: () => Promise<unknown>): Promise<{ p50: number; p99: number; calls: number }> {
  const latencies: number[] = [];
  const until = Date.now() + DURATION * 1000;
  while (Date.now() < until) {
    const t0 = performance.now();
    await run();
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), calls: latencies.length };
}

/** Every statement `marketComparisonFor` sends for `row`, with its EXPLAIN (ANALYZE, BUFFERS). */
async function plans(pool: pg.Pool, row: schema.Property): Promise<string[]> {
  const captured: Array<{ q: string; p: unknown[] }> = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (q, p) => captured.push({ q, p }) } }) as unknown as Db;
  await marketComparisonFor(db, row);
  const out: string[] = [];
  for (const { q, p } of captured) {
    const res = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF, SUMMARY ON) ${q}`, p);
    out.push(...res.rows.map((r: Record<string, unknown>) => `    ${String(Object.values(r)[0])}`), '');
  }
  return out;
}

/** A comparable scan that is not index-only, or that visited the heap. */
function planProblems(name: string, lines: string[]): string[] {
  const text = lines.join('\n');
  const problems: string[] = [];
  if (!text.includes('Index Only Scan using properties_active_sale_sqm_idx'))
    problems.push(`${name}: no index-only scan of properties_active_sale_sqm_idx`);
  for (const m of text.matchAll(/Heap Fetches: (\d+)/g)) if (Number(m[1]) > 0) problems.push(`${name}: ${m[1]} heap fetches`);
  return problems;
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function main() {
  assertBuilt();
  const [load] = os.loadavg();
  console.log(
    `# Manzil fair-price benchmark on PostgreSQL: ${DURATION} s per figure, ` +
      `${os.cpus().length} cores, load average ${load.toFixed(2)} at the start`,
  );
  const { database, serverEnv, dropDb } = await benchDatabase('postgres', ROWS, {
    connections: 4,
    keep: args.keep,
    bench: 'fair_price',
    reuse: args.database,
  });
  const failures: string[] = [];
  try {
    if (!args.database) {
      const t0 = Date.now();
      await runMigrations(database);
      await fill(database.db);
      console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    const db = database.db;
    const counts = rowsOf<{ listings: number; on_market: number; riyadh_villas: number }>(
      await db.execute(sql`SELECT count(*)::int AS listings, count(*) FILTER (WHERE status = 'active' AND price_per_sqm_sar IS NOT NULL)::int AS on_market,
        count(*) FILTER (WHERE status = 'active' AND price_per_sqm_sar IS NOT NULL AND property_type = 'villa' AND city = 'Riyadh')::int AS riyadh_villas
        FROM properties`),
    )[0];
    console.log(
      `${counts.listings.toLocaleString('en-US')} listings; active for sale with an area: ${counts.on_market.toLocaleString('en-US')}; of them villas in Riyadh: ${counts.riyadh_villas.toLocaleString('en-US')}`,
    );

    const measured = await subjects(db);
    const rowOf = async (id: number) => (await db.select().from(schema.properties).where(eq(schema.properties.id, id)))[0];
    console.log(
      `\n${pad('marketComparisonFor, one at a time', 44)}${pad('scope', 14)}${pad('sample', 10)}${pad('calls', 8)}${pad('p50', 12)}p99`,
    );
    const explained: string[] = [];
    for (const s of measured) {
      const row = await rowOf(s.id);
      const result = await marketComparisonFor(db, row);
      const r = await timed(() => marketComparisonFor(db, row));
      console.log(
        `${pad(s.name, 44)}${pad(result?.scope ?? 'none', 14)}${pad(result?.sampleSize ?? 0, 10)}${pad(r.calls, 8)}${pad(ms(r.p50), 12)}${ms(r.p99)}`,
      );
      const lines = await plans((db as unknown as { $client: pg.Pool }).$client, row);
      failures.push(...planProblems(s.name, lines));
      explained.push(
        `  ${s.name} (listing ${s.id}, ${result ? `median ${result.medianPricePerSqm} SAR/m², ${result.differencePercent} %` : 'no figure'}):`,
        ...lines,
      );
    }

    const baseline = rowsOf<{ id: number }>(
      await db.execute(sql`SELECT min(id) AS id FROM properties WHERE status = 'active' AND for_rent AND NOT for_sale AND city = 'Riyadh'`),
    )[0].id;
    const server = await startServer({ env: { ...serverEnv, SEED: 'false', LOG_LEVEL: 'error' } });
    try {
      console.log(`\n${pad(`GET /api/properties/{id}, ${CONNECTIONS} connections`, 44)}${pad('req/s', 10)}${pad('p50', 12)}p99`);
      for (const s of [...measured, { name: 'rent-only listing (no check): baseline', id: baseline }]) {
        const r = await autocannon({ url: `${server.url}/api/properties/${s.id}`, connections: CONNECTIONS, duration: DURATION });
        if (r.non2xx > 0 || r.errors > 0) failures.push(`${s.name}: ${r.non2xx} non-2xx answers, ${r.errors} socket errors`);
        console.log(`${pad(s.name, 44)}${pad(Math.round(r.requests.average), 10)}${pad(ms(r.latency.p50), 12)}${ms(r.latency.p99)}`);
      }
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
    console.log(`\nQuery plans (EXPLAIN ANALYZE, BUFFERS):\n${explained.join('\n')}`);
    console.log(`load average at the end: ${os.loadavg()[0].toFixed(2)}`);
  } finally {
    await database.close();
    await dropDb?.();
  }
  if (failures.length) {
    console.log(`\nMissed:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery comparable scan index-only with no heap fetch; every page 2xx.');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
