// Alerts benchmark (issue 18): N saved searches (realistic spread over cities, types, prices, rooms,
// amenities and text) and M new listings in a fresh database; then each listing's alert as the worker
// runs it (src/server/features/saved-searches/alerts.ts: the one matching statement, the bell's rows,
// the instant e-mails). Prints, per database: the time to match them all (the matching statement for
// every listing) and the statements it took, the matches; the whole alert job for the first N
// listings (--alerts, default 50: its cost is per match, the bell's row and the e-mail); and the
// EXPLAIN ANALYZE of the matching statement for a typical listing. Usage:
//   npm run bench:alerts -- --db postgres,pglite --searches 100000 --listings 1000 --alerts 50
// PostgreSQL: a temporary database on BENCH_DATABASE_URL / TEST_DATABASE_URL (default the local server).
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { rowsOf, type Db } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { benchDatabase } from './listings';
import * as schema from '../../src/server/db/schema';
import { loadAlertListing, runListingAlert, searchesMatching } from '../../src/server/features/saved-searches/alerts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres,pglite' },
    searches: { type: 'string', default: '100000' },
    listings: { type: 'string', default: '1000' },
    /** The listings whose whole alert job (record, bell, e-mails) is run and timed: the first N. */
    alerts: { type: 'string', default: '50' },
    keep: { type: 'boolean', default: false },
  },
});
const KINDS = args.db!.split(',').map((k): 'postgres' | 'pglite' => {
  if (k !== 'postgres' && k !== 'pglite') throw new Error(`--db: postgres, pglite or both (postgres,pglite), not "${k}"`);
  return k;
});
const SEARCHES = Number(args.searches!.replace(/_/g, ''));
const LISTINGS = Number(args.listings!.replace(/_/g, ''));
const ALERTS = Math.min(LISTINGS, Number(args.alerts));
const SITE = { origin: 'https://manzil.test' };

/** Riyadh and Jeddah weigh most, as on the portals; the search's own city list. */
const CITIES = ['Riyadh', 'Riyadh', 'Riyadh', 'Jeddah', 'Jeddah', 'Dammam', 'Mecca', 'Medina', 'Khobar', 'Abha'];
const TYPES = ['apartment', 'apartment', 'villa', 'villa', 'land', 'commercial', 'office', 'warehouse'];
const arr = (xs: string[]) => `(ARRAY[${xs.map((x) => `'${x}'`).join(',')}])`;

/**
 * The users (5 searches each) and their searches, in set-based INSERTs. A search: Buy mode or (20 %)
 * Rent mode, as /buy saves them; a city (90 %, Riyadh and Jeddah the most) and a type (85 %); a
 * price band (70 %, a factor of 2 wide) or a maximum (20 %); minimum bedrooms (50 %), an area bound
 * (15 %), an amenity or two (10 %), a neighbourhood (4 %) or a keyword (3 %), a listing number
 * (0.1 %); half instant, the rest daily, weekly or off. The filters jsonb holds what the parsed
 * columns say (the matcher reads only the columns).
 */
async function fillSearches(db: Db): Promise<void> {
  const users = Math.ceil(SEARCHES / 5);
  await db.execute(
    sql.raw(`INSERT INTO users (id, email, first_name, role)
      SELECT 'bench-' || g, 'bench-' || g || '@example.com', 'Buyer ' || g, 'buyer' FROM generate_series(1, ${users}) g`),
  );
  await db.execute(
    sql.raw(`
    INSERT INTO saved_searches (user_id, name, filters, frequency, city_key, property_type, rent_mode, min_price, max_price,
      min_area, max_area, bedrooms, feature_mask, for_sale, for_rent, neighborhood_patterns, keyword_patterns, listing_number)
    SELECT 'bench-' || (1 + (g - 1) / 5), 'Search ' || g,
      jsonb_strip_nulls(jsonb_build_object('city', c.city, 'propertyType', nullif(c.type, ''), 'minPrice', c.min_price::text,
        'maxPrice', c.max_price::text, 'bedrooms', c.bedrooms::text, 'forSale', CASE WHEN c.rent THEN 'false' ELSE 'true' END,
        'forRent', CASE WHEN c.rent THEN 'true' ELSE 'false' END, 'neighborhood', c.hood, 'q', c.q)),
      (ARRAY['instant','instant','instant','instant','instant','daily','daily','daily','weekly','off'])[1 + h.f % 10],
      coalesce(lower(c.city), ''), c.type, c.rent, c.min_price, c.max_price, c.min_area, c.max_area, c.bedrooms,
      c.mask, NOT c.rent, c.rent, CASE WHEN c.hood IS NOT NULL THEN ARRAY['%' || lower(c.hood) || '%'] END,
      CASE WHEN c.q IS NOT NULL AND c.q NOT LIKE '#%' THEN ARRAY['%' || c.q || '%'] END,
      CASE WHEN c.q LIKE '#%' THEN substr(c.q, 2)::int END
    FROM generate_series(1, ${SEARCHES}) g
    CROSS JOIN LATERAL (SELECT abs(hashint4(g * 7 + 1)) AS c, abs(hashint4(g * 7 + 2)) AS t, abs(hashint4(g * 7 + 3)) AS r,
      abs(hashint4(g * 7 + 4)) AS p, abs(hashint4(g * 7 + 5)) AS b, abs(hashint4(g * 7 + 6)) AS a, abs(hashint4(g * 7 + 7)) AS f) h
    CROSS JOIN LATERAL (SELECT h.r % 5 = 0 AS rent) m
    CROSS JOIN LATERAL (SELECT
      CASE WHEN h.c % 10 < 9 THEN ${arr(CITIES)}[1 + h.c / 10 % 10] END AS city,
      CASE WHEN h.t % 20 < 17 THEN ${arr(TYPES)}[1 + h.t / 20 % 8] ELSE '' END AS type,
      m.rent,
      CASE WHEN h.p % 10 < 7 THEN (CASE WHEN m.rent THEN 25000 ELSE 400000 END) * (1 + h.p / 10 % 8) END::numeric AS min_price,
      CASE WHEN h.p % 10 < 7 THEN (CASE WHEN m.rent THEN 50000 ELSE 800000 END) * (1 + h.p / 10 % 8)
           WHEN h.p % 10 < 9 THEN (CASE WHEN m.rent THEN 60000 ELSE 1500000 END) * (1 + h.p / 10 % 5) END::numeric AS max_price,
      CASE WHEN h.a % 20 < 2 THEN 100 + 50 * (h.a / 20 % 6) END::numeric AS min_area,
      CASE WHEN h.a % 20 = 2 THEN 300 + 100 * (h.a / 20 % 6) END::numeric AS max_area,
      CASE WHEN h.b % 10 < 5 THEN 1 + h.b / 10 % 5 END AS bedrooms,
      CASE WHEN h.a % 10 = 9 THEN 1 << (h.a / 10 % 7) | CASE WHEN h.a % 3 = 0 THEN 1 ELSE 0 END ELSE 0 END AS mask,
      CASE WHEN h.b % 100 < 4 THEN 'Al Nakheel ' || (h.b / 100 % 40) END AS hood,
      CASE WHEN h.f % 1000 = 999 THEN '#' || (1 + h.f / 1000 % ${LISTINGS})
           WHEN h.f % 100 < 3 THEN (ARRAY['garden','sea view','corner','majlis','renovated'])[1 + h.f / 100 % 5] END AS q) c`),
  );
  await db.execute(sql`VACUUM (ANALYZE) saved_searches`);
  await db.execute(sql`VACUUM (ANALYZE) users`);
}

/** M new listings (a fifth for rent), spread as the search benchmark spreads them; the owner has no searches. */
async function fillListings(db: Db): Promise<number[]> {
  await db.execute(sql`INSERT INTO users (id, email, role) VALUES ('bench-seller', 'seller@example.com', 'developer')`);
  const result = await db.execute(
    sql.raw(`
    INSERT INTO properties (title, price, price_sar, rent_period, yearly_rent_sar, property_type, city, address, neighborhood,
      bedrooms, bathrooms, area, developer_id, status, for_sale, for_rent, year_built, parking, furnished, balcony, garden,
      pool, gym, security, elevator)
    SELECT (ARRAY['Modern','Spacious','Family','Corner','Renovated'])[1 + h.w % 5] || ' ' || t.type || CASE WHEN h.w % 7 = 0 THEN ' with garden' ELSE '' END,
      r.price, r.price_sar, r.period::rent_period, r.yearly, t.type::property_type, ${arr(CITIES)}[1 + h.c % 10],
      (1 + h.b % 300) || ' King Fahd Road', 'Al Nakheel ' || (h.d % 40), CASE WHEN t.type IN ('apartment','villa') THEN 1 + h.b % 6 END,
      1 + h.b % 4, (60 + h.a % 1200)::numeric, 'bench-seller', 'active', NOT r.rent, r.rent, 1980 + h.y % 45, h.y % 4,
      h.f % 3 = 0, h.f % 2 = 0, h.a % 5 = 0, h.a % 7 = 0, h.a % 6 = 0, h.f % 2 = 1, h.a % 3 = 1
    FROM generate_series(1, ${LISTINGS}) g
    CROSS JOIN LATERAL (SELECT abs(hashint4(g + 101)) AS c, abs(hashint4(g + 102)) AS d, abs(hashint4(g + 103)) AS b,
      abs(hashint4(g + 104)) AS y, abs(hashint4(g + 105)) AS f, abs(hashint4(g + 106)) AS a, abs(hashint4(g + 107)) AS t,
      abs(hashint4(g + 108)) AS w, abs(hashint4(g + 109)) AS s) h
    CROSS JOIN LATERAL (SELECT ${arr(TYPES)}[1 + h.t % 8] AS type) t
    CROSS JOIN LATERAL (SELECT h.s % 5 = 0 AS rent, round((20000 + h.s % 280000)::numeric, -2) AS year,
      round((300000 + h.s % 7700000)::numeric, -3) AS sale) p
    CROSS JOIN LATERAL (SELECT p.rent, CASE WHEN p.rent THEN p.year ELSE p.sale END AS price, CASE WHEN p.rent THEN p.year ELSE p.sale END AS price_sar,
      CASE WHEN p.rent THEN 'yearly' END AS period, CASE WHEN p.rent THEN p.year END AS yearly) r
    RETURNING id`),
  );
  await db.execute(sql`VACUUM (ANALYZE) properties`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

type Raw = pg.Pool | PGlite;
/** A Drizzle handle on the same driver that counts the statements it sends (and keeps the last). */
function counted(raw: Raw): { db: Db; statements: () => number; last: () => { query: string; params: unknown[] } } {
  let n = 0;
  let last = { query: '', params: [] as unknown[] };
  const logger = {
    logQuery: (query: string, params: unknown[]) => {
      n += 1;
      last = { query, params };
    },
  };
  const db = (raw instanceof PGlite ? drizzlePglite(raw, { schema, logger }) : drizzlePg(raw, { schema, logger })) as unknown as Db;
  return { db, statements: () => n, last: () => last };
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const s1 = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function bench(kind: 'postgres' | 'pglite') {
  const { database, dropDb, dataDir } = await benchDatabase(kind, LISTINGS, { connections: 2, keep: args.keep, bench: 'alerts' });
  const cleanup = async () => {
    await database.close();
    await dropDb?.();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const t0 = performance.now();
    await runMigrations(database);
    await fillSearches(database.db);
    const ids = await fillListings(database.db);
    console.log(
      `${kind}: ${SEARCHES.toLocaleString('en-US')} saved searches and ${ids.length} listings made in ${s1(performance.now() - t0)}`,
    );
    const raw = (database.db as unknown as { $client: Raw }).$client;

    // 1. The matching statement alone, for every listing (a read: nothing recorded).
    const perListing: number[] = [];
    let candidatesMatched = 0;
    const match = counted(raw);
    const t1 = performance.now();
    for (const id of ids) {
      const listing = (await loadAlertListing(match.db, id))!;
      const start = performance.now();
      const rows = rowsOf(await match.db.execute(sql`select s.id from saved_searches s where ${searchesMatching(listing)}`));
      perListing.push(performance.now() - start);
      candidatesMatched += rows.length;
    }
    const matchMs = performance.now() - t1;
    perListing.sort((a, b) => a - b);

    // 2. The whole alert job per listing: match and record, the bell's rows, the instant e-mails.
    const alert = counted(raw);
    let announced = 0;
    const t2 = performance.now();
    for (const id of ids.slice(0, ALERTS))
      announced += (await runListingAlert(alert.db, SITE, { propertyId: id, event: 'listed' })).searches;
    const alertMs = performance.now() - t2;
    const [emails] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from outbox_emails`));

    // 3. The plan of the matching statement for a typical listing (a Riyadh villa for sale, or the first).
    const [typical] = rowsOf<{ id: number }>(
      await database.db.execute(
        sql`select id from properties where city = 'Riyadh' and property_type = 'villa' and for_sale order by id limit 1`,
      ),
    );
    const listing = (await loadAlertListing(database.db, typical?.id ?? ids[0]))!;
    const capture = counted(raw);
    await capture.db.execute(sql`select s.id from saved_searches s where ${searchesMatching(listing)}`);
    const { query, params } = capture.last();
    const explain = raw as unknown as { query(text: string, params: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> };
    const plan = await explain.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${query}`, params);

    return {
      kind,
      matchMs,
      p50: perListing[Math.floor(perListing.length / 2)],
      p99: perListing[Math.min(perListing.length - 1, Math.floor(perListing.length * 0.99))],
      matchStatements: match.statements(),
      matches: candidatesMatched,
      alertMs,
      alertStatements: alert.statements(),
      announced,
      emails: Number(emails.n),
      plan: plan.rows.map((r) => `    ${String(Object.values(r)[0])}`),
      planFor: `${listing.title} (${listing.city}, ${listing.propertyType}, ${listing.priceSar} SAR)`,
    };
  } finally {
    await cleanup();
  }
}

async function main() {
  console.log(
    `# Manzil alerts benchmark: ${SEARCHES.toLocaleString('en-US')} saved searches, ${LISTINGS.toLocaleString('en-US')} new listings, ${os.cpus().length} cores\n`,
  );
  const results = [];
  for (const kind of KINDS) results.push(await bench(kind));
  console.log(
    `\n${pad('database', 10)}${pad('match all', 11)}${pad('p50/listing', 13)}${pad('p99/listing', 13)}${pad('statements', 12)}${pad('matches', 10)}` +
      `${pad(`${ALERTS} alert jobs`, 16)}${pad('statements', 12)}${pad('announced', 11)}${pad('e-mails', 9)}per match`,
  );
  for (const r of results) {
    console.log(
      `${pad(r.kind, 10)}${pad(s1(r.matchMs), 11)}${pad(`${r.p50.toFixed(1)} ms`, 13)}${pad(`${r.p99.toFixed(1)} ms`, 13)}${pad(r.matchStatements, 12)}${pad(r.matches.toLocaleString('en-US'), 10)}` +
        `${pad(s1(r.alertMs), 16)}${pad(r.alertStatements, 12)}${pad(r.announced, 11)}${pad(r.emails, 9)}${(r.alertMs / Math.max(1, r.announced)).toFixed(2)} ms`,
    );
  }
  console.log(
    `\n"match all": the matching statement for each of the ${LISTINGS} listings (and the read of the listing: 2 statements each);\n` +
      `"alert jobs": the first ${ALERTS} listings' alert jobs as the worker runs them (read, match and record in one statement, the bell's\n` +
      'rows in one insert, each instant e-mail: token, outbox row, delivery job). Statements as Drizzle sends them (BEGIN/COMMIT not counted).',
  );
  for (const r of results) console.log(`\n${r.kind}: EXPLAIN ANALYZE of the matching statement for ${r.planFor}\n${r.plan.join('\n')}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
