// The benchmarks' data (bench:search, and the trust benches): a fresh database (PostgreSQL or PGlite)
// and N realistic-enough listings in INSERT … SELECT generate_series (seconds, not minutes), so a
// benchmark at a million listings needs no fixture files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type Database, type Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  database: Database;
  /** What a server started on the same data needs in its environment. */
  serverEnv: Record<string, string>;
  /** Drops the PostgreSQL database (unless kept); PGlite's directory goes with the server's. */
  dropDb?: () => Promise<void>;
  dataDir?: string;
}

/**
 * An empty database of `kind`: a new PostgreSQL database named after the bench, the size and the
 * process, or a PGlite directory. `reuse` opens a PostgreSQL database an earlier run kept (`keep`),
 * as it is, and keeps it.
 */
export async function benchDatabase(
  kind: 'postgres' | 'pglite',
  rows: number,
  { connections, keep = false, bench = 'bench', reuse }: { connections: number; keep?: boolean; bench?: string; reuse?: string },
): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-bench-'));
    return { database: await openPglite({ dir: path.join(dataDir, 'pglite') }), serverEnv: { DATA_DIR: dataDir }, dataDir };
  }
  const name = reuse ?? `manzil_${bench}_${rows}_${process.pid}`;
  if (!reuse) {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dropDb = async () => {
    if (keep || reuse) return console.log(`kept database ${name}`);
    const c = new pg.Client({ connectionString: ADMIN_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return { database: openPostgres(url.toString(), connections), serverEnv: { DATABASE_URL: url.toString() }, dropDb };
}

export const BENCH_CITIES = ['Riyadh', 'Jeddah', 'Dammam', 'Mecca', 'Medina', 'Taif', 'Khobar', 'Dhahran', 'Abha', 'Jubail'];

/** Title words: each on 1 listing in 10 ("Spacious Villa 12345"), and "Penthouse" on 1 in 1,000 (of every status, as the others). */
const TITLE_WORDS = ['Modern', 'Spacious', 'Family', 'Luxury', 'Cozy', 'Bright', 'Elegant', 'Quiet', 'Classic', 'Renovated'];
const STREETS = [
  'King Fahd Road',
  'Olaya Street',
  'Prince Sultan Street',
  'Tahlia Street',
  'Corniche Road',
  'Makkah Road',
  'King Abdullah Road',
  'Imam Saud Street',
];

/**
 * N realistic-enough listings in one INSERT … SELECT generate_series (seconds, not minutes). A listing for
 * rent (1 in 4) has a rent: a year's 20,000 to 300,000 SAR, due yearly or monthly (a twelfth of it).
 */
export async function fillListings(db: Db, rows: number): Promise<void> {
  const [dev] = await db
    .insert(schema.users)
    .values({ email: `bench-${Date.now()}@manzil.sa`, role: 'developer', firstName: 'Bench', lastName: 'Developer' })
    .returning();
  const cities = `(ARRAY[${BENCH_CITIES.map((c) => `'${c}'`).join(',')}])`;
  const words = `(ARRAY[${TITLE_WORDS.map((c) => `'${c}'`).join(',')}])`;
  const streets = `(ARRAY[${STREETS.map((c) => `'${c}'`).join(',')}])`;
  // The price-history trigger would write a second million rows: a benchmark's listings have no past.
  await db.execute(sql`ALTER TABLE properties DISABLE TRIGGER USER`);
  for (let start = 1; start <= rows; start += 250_000) {
    const end = Math.min(rows, start + 249_999);
    await db.execute(
      sql.raw(`
      INSERT INTO properties (title, description, price, price_sar, rent_period, yearly_rent_sar, property_type, city, address,
        neighborhood, bedrooms, bathrooms, area,
        images, developer_id, status, featured, for_sale, for_rent, year_built, parking, furnished, balcony, garden,
        pool, gym, security, elevator, price_per_sqm, ad_license_number, ad_license_expires_at, created_at, updated_at)
      SELECT CASE WHEN g % 1000 = 1 THEN 'Penthouse' ELSE ${words}[1 + h.w % 10] END || ' ' || initcap(t.type) || ' ' || g,
        'A benchmark listing', r.price, r.price, r.period::rent_period, r.yearly, t.type::property_type, ${cities}[1 + h.c % 10],
        (1 + h.b % 300) || ' ' || ${streets}[1 + h.y % ${STREETS.length}],
        'Al Nakheel ' || (h.d % 40), 1 + (h.b % 6), 1 + (h.b % 5), p.area, ARRAY['/uploads/bench/' || md5(g::text) || '-gallery.webp'],
        '${dev.id}', (CASE WHEN g % 10 = 0 THEN 'sold' WHEN g % 17 = 0 THEN 'pending' ELSE 'active' END)::property_status,
        g % 97 = 0, h.s % 4 <> 0, h.s % 4 = 0, 1980 + (h.y % 45), h.y % 5, h.f % 3 = 0, h.f % 2 = 0, h.a % 5 = 0,
        h.a % 7 = 0, h.a % 6 = 0, h.f % 2 = 1, h.a % 3 = 1, CASE WHEN h.s % 4 <> 0 THEN round(p.price / p.area, 2) END,
        -- An ad licence on 4 listings in 5, in force for up to 180 days; 1 in 50 of them has run out (never
        -- a Penthouse, g % 1000 = 1: the rare word's matches stay on the market).
        CASE WHEN g % 5 <> 0 THEN '71' || lpad((g % 100000000)::text, 8, '0') END,
        CASE WHEN g % 5 <> 0 THEN now() + (CASE WHEN g % 50 = 7 THEN -1 ELSE 1 END) * ((1 + g % 180) || ' days')::interval END,
        now() - ((g % 365) || ' days')::interval - ((g % 1440) || ' minutes')::interval, now()
      FROM generate_series(${start}, ${end}) g
      -- Independent pseudo-random attributes, so combined filters select realistic fractions.
      CROSS JOIN LATERAL (SELECT abs(hashint4(g + 1)) AS c, abs(hashint4(g + 2)) AS d, abs(hashint4(g + 3)) AS b, abs(hashint4(g + 4)) AS s,
                                 abs(hashint4(g + 5)) AS y, abs(hashint4(g + 6)) AS f, abs(hashint4(g + 8)) AS a, abs(hashint4(g + 9)) AS t,
                                 abs(hashint4(g + 10)) AS w, abs(hashint4(g + 11)) AS r) h
      CROSS JOIN LATERAL (SELECT round((150000 + (hashint4(g) & 2147483647) % 9850000)::numeric, 2) AS price,
                                 round((60 + (hashint4(g + 7) & 2147483647) % 1200)::numeric, 2) AS area) p
      CROSS JOIN LATERAL (SELECT (ARRAY['apartment','villa','commercial','office','land','warehouse'])[1 + h.t % 6] AS type) t
      -- For sale: the price. For rent: the rent as due, its period, and the rent for a year.
      CROSS JOIN LATERAL (SELECT round((20000 + h.r % 280000)::numeric, -2) AS year, h.y % 2 = 0 AS monthly) y
      CROSS JOIN LATERAL (SELECT CASE WHEN h.s % 4 <> 0 THEN p.price WHEN y.monthly THEN round(y.year / 12, 2) ELSE y.year END AS price,
                                 CASE WHEN h.s % 4 = 0 THEN (CASE WHEN y.monthly THEN 'monthly' ELSE 'yearly' END) END AS period,
                                 CASE WHEN h.s % 4 = 0 THEN (CASE WHEN y.monthly THEN round(y.year / 12, 2) * 12 ELSE y.year END) END AS yearly) r`),
    );
  }
  await db.execute(sql`ALTER TABLE properties ENABLE TRIGGER USER`);
  // What the trigger of migration 0016 would have kept: the keyword and the neighbourhood filter look
  // the titles' words and the neighbourhoods up there.
  await db.execute(sql`INSERT INTO title_vocabulary (word) SELECT DISTINCT unnest(title_words) FROM properties ON CONFLICT DO NOTHING`);
  await db.execute(
    sql`INSERT INTO neighbourhood_names (name) SELECT DISTINCT lower(neighborhood) FROM properties WHERE neighborhood IS NOT NULL ON CONFLICT DO NOTHING`,
  );
  // What autovacuum does to a live table: statistics, and the visibility map that lets the capped
  // count and the page's id lookup be index-only scans (a freshly bulk-loaded table has none yet).
  await db.execute(sql`VACUUM (ANALYZE) properties, title_vocabulary, neighbourhood_names`);
  // Written out now, not by the checkpointer while the searches are timed (the load and the vacuum
  // dirty every page of the table).
  await db.execute(sql`CHECKPOINT`);
}

/** Members for the admin user search: names and e-mail addresses, as many as a large marketplace has. */
export async function fillMembers(db: Db, count: number): Promise<void> {
  await db.execute(
    sql.raw(`
    INSERT INTO users (email, first_name, last_name, role)
    SELECT 'member-' || g || '@example.com', (ARRAY['Noura','Saud','Reem','Faisal','Layla'])[1 + g % 5] || ' ' || (g % 100),
      'Al-' || (ARRAY['Qahtani','Rashid','Harbi','Otaibi','Zahrani'])[1 + (g / 5) % 5], 'buyer'
    FROM generate_series(1, ${count}) g`),
  );
  await db.execute(sql`VACUUM (ANALYZE) users`);
}
