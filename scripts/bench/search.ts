// Search benchmark (issue 3): seeds N properties into a fresh database, then for five representative
// searches prints requests/s, p50 and p99 through the running server (autocannon on loopback), the
// same search run directly through the pg/PGlite driver in this process, their p50 ratio, and the
// EXPLAIN ANALYZE plans, on PostgreSQL and on PGlite (or the one named). Usage:
//   npm run bench:search -- --rows 10000,1000000 --db postgres --duration 10
// Exits non-zero when a search answers anything but 2xx, or when a PostgreSQL target is missed:
// server p50 ≤ 1.5× the direct p50, and (given two sizes or more) p50 growth ≤ 2× from the first
// size to the last. PGlite's figures are printed against the same marks but do not fail the run.
// (`npm run bench` runs this with the same flags, then the other speed budgets: scripts/bench/all.ts.)
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { benchDatabase, fillListings, fillMembers } from './listings';
import * as schema from '../../src/server/db/schema';
import { computeMarketFigures } from '../../src/server/features/market/figures';
import { listAdminProperties } from '../../src/server/features/properties/reads';
import { searchProperties } from '../../src/server/features/properties/search';
import { listUsers } from '../../src/server/features/users/service';
import { adminPropertiesQuerySchema, propertySearchQuerySchema } from '../../src/shared/schemas/property-search';
import { adminUsersQuerySchema } from '../../src/shared/schemas/user';
import { assertBuilt, startServer } from '../lib/server';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'postgres,pglite' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'no-explain': { type: 'boolean', default: false },
    /** Leave the PostgreSQL database in place (its name is printed), to look at plans by hand. */
    keep: { type: 'boolean', default: false },
  },
});
const SIZES = args.rows!.split(',').map((n) => Number(n.replace(/_/g, '')));
const KINDS = args.db!.split(',').map((k): 'postgres' | 'pglite' => {
  if (k !== 'postgres' && k !== 'pglite') throw new Error(`--db: postgres, pglite or both (postgres,pglite), not "${k}"`);
  return k;
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);

const SEARCHES: Array<[string, string]> = [
  ['plain list', ''],
  ['city + type', 'city=Riyadh&propertyType=villa'],
  ['price range', 'minPrice=1000000&maxPrice=2000000&sort=price_asc'],
  ['amenities + furnished', 'amenities=pool,gym&furnished=true'],
  [
    'everything combined',
    'city=Jeddah&propertyType=apartment&minPrice=500000&maxPrice=3000000&bedrooms=2&bathrooms=2&parking=1&minArea=80&maxArea=400&yearBuilt=2000&amenities=pool&furnished=true&forSale=true&forRent=false&sort=price_asc',
  ],
  // Text search (ILIKE '%…%' over a trigram index, migration 0002): a common match, and none at all.
  ['neighborhood', 'neighborhood=Al Nakheel 7'],
  ['neighborhood, no match', 'neighborhood=Qurtubah Gardens'],
  // The keyword (q): neighbourhood, title or address, each over its trigram index (migrations 0002,
  // 0005), or "#id". A title word on 1 listing in 10, one on 1 in 1,000, a neighbourhood, an
  // address, a listing number, none at all.
  ['q, title word', 'q=spacious'],
  ['q, rare title word', 'q=penthouse'],
  ['q, neighbourhood', 'q=Al Nakheel 7'],
  ['q, address', 'q=tahlia street'],
  ['q, #id', 'q=%23424242'],
  ['q, no match', 'q=Qurtubah Gardens'],
  // Rent mode with a rent band: the yearly rent over properties_active_rent_idx.
  ['rent band', 'forSale=false&forRent=true&minPrice=60000&maxPrice=100000&sort=price_asc'],
];

/** The admin searches (text on title, city and neighbourhood; on names and e-mail), run through the services. */
const ADMIN_SEARCHES: Array<[string, string]> = [
  ['admin listings, common', 'Al Nakheel 3'],
  ['admin listings, none', 'Qurtubah Gardens'],
  ['admin listings, 60 chars', 'x'.repeat(60)],
];
const USER_SEARCHES: Array<[string, string]> = [
  ['admin users, name', 'Noura 12'],
  ['admin users, e-mail', 'member-4242@'],
  ['admin users, none', 'nobody-at-all'],
];
const BENCH_USERS = 100_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** `run` through the driver in this process, `CONNECTIONS` at a time, for DURATION seconds. */
async function timed(run: () => Promise<unknown>): Promise<{ p50: number; p99: number; rps: number }> {
  const latencies: number[] = [];
  const until = Date.now() + DURATION * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const t0 = performance.now();
        await run();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), rps: latencies.length / DURATION };
}

/** The search service itself, through the driver. */
function direct(db: Db, query: string) {
  const parsed = propertySearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  return timed(() => searchProperties({ db, actor: null, query: parsed }));
}

/** The admin searches through their services (signed-in routes: no HTTP run here). */
async function adminSearches(db: Db): Promise<void> {
  console.log(`
${pad('admin search (direct)', 28)}${pad('per s', 10)}${pad('p50', 12)}p99`);
  const rows: Array<[string, () => Promise<unknown>]> = [
    ...ADMIN_SEARCHES.map(([name, q]): [string, () => Promise<unknown>] => [
      name,
      () => listAdminProperties({ db, query: adminPropertiesQuerySchema.parse({ q }) }),
    ]),
    ...USER_SEARCHES.map(([name, q]): [string, () => Promise<unknown>] => [
      name,
      () => listUsers({ db, query: adminUsersQuerySchema.parse({ q }) }),
    ]),
  ];
  for (const [name, run] of rows) {
    const r = await timed(run);
    console.log(`${pad(name, 28)}${pad(Math.round(r.rps), 10)}${pad(ms(r.p50), 12)}${ms(r.p99)}`);
  }
}

/**
 * Does a crowd searching text slow everyone else down? 16 clients search for a neighbourhood with
 * no match while one client pages the plain list; its latency is printed beside its quiet figure.
 */
async function contention(url: string, quietP50: number): Promise<void> {
  const [crowd, one] = await Promise.all([
    autocannon({ url: `${url}/api/properties?neighborhood=Qurtubah%20Gardens`, connections: 16, duration: DURATION }),
    autocannon({ url: `${url}/api/properties`, connections: 1, duration: DURATION }),
  ]);
  console.log(
    `
plain list while 16 clients search a neighbourhood: p50 ${ms(one.latency.p50)} (quiet: ${ms(quietP50)}), p99 ${ms(one.latency.p99)}; ` +
      `the crowd got ${Math.round(crowd.requests.average)} req/s, p50 ${ms(crowd.latency.p50)}`,
  );
  if (one.non2xx > 0 || crowd.non2xx > 0) failures.push(`contention: ${one.non2xx + crowd.non2xx} non-2xx answers`);
}

async function explain(
  raw: { query(text: string, params: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> },
  query: string,
): Promise<string[]> {
  const captured: Array<{ q: string; p: unknown[] }> = [];
  const logger = { logQuery: (q: string, p: unknown[]) => captured.push({ q, p }) };
  const db = (raw instanceof PGlite
    ? drizzlePglite(raw, { schema, logger })
    : drizzlePg(raw as pg.Pool, { schema, logger })) as unknown as Db;
  await searchProperties({ db, actor: null, query: propertySearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))) });
  const out: string[] = [];
  for (const { q, p } of captured) {
    const res = await raw.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${q}`, p);
    out.push(...res.rows.map((r) => `    ${String(Object.values(r)[0])}`), '');
  }
  return out;
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const ms = (n: number) => `${n.toFixed(1)} ms`;

const MAX_RATIO = 1.5;
const MAX_GROWTH = 2;
/** What failed the run: a non-2xx answer anywhere, or a missed PostgreSQL target. */
const failures: string[] = [];
/** Targets missed on PGlite: reported, not failed (the issue sets its targets on PostgreSQL). */
const pgliteMisses: string[] = [];
const miss = (kind: 'postgres' | 'pglite', what: string) => (kind === 'postgres' ? failures : pgliteMisses).push(`${kind}: ${what}`);

async function benchSize(kind: 'postgres' | 'pglite', rows: number): Promise<Array<{ name: string; p50: number }>> {
  console.log(`\n## ${kind}, ${rows.toLocaleString('en-US')} properties`);
  const t0 = Date.now();
  const { database, serverEnv, dropDb, dataDir } = await benchDatabase(kind, rows, { connections: CONNECTIONS, keep: args.keep });
  await runMigrations(database);
  await fillListings(database.db, rows);
  await fillMembers(database.db, BENCH_USERS);
  // What a running marketplace already has: the market figures its worker refreshes every 15 minutes.
  // Without them the server's worker would compute them over every listing as it starts, on the same
  // two cores as the searches being timed.
  await computeMarketFigures(database.db);
  console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  // Direct figures first: PGlite's data directory belongs to one process at a time.
  const directFigures: Record<string, { p50: number; p99: number; rps: number }> = {};
  const plans: string[] = [];
  const raw = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  for (const [name, query] of SEARCHES) {
    directFigures[name] = await direct(database.db, query);
    if (!args['no-explain']) plans.push(`  ${name}:`, ...(await explain(raw as never, query)));
  }
  await adminSearches(database.db);
  if (kind === 'pglite') await database.close();

  // One client address sends every request here: the per-client search limit is not under test. On
  // PostgreSQL the server counts it in Redis, as a deployment of several servers does
  // (docs/operations.md): counted in the database, the ten connections' hits would queue on the one
  // row of their one address, a lock real traffic from many addresses never meets.
  const limits: Record<string, string> = kind === 'postgres' ? { REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379' } : {};
  const server = await startServer({ env: { ...serverEnv, ...limits, SEED: 'false', SEARCH_RATE_LIMIT: '100000000' }, dataDir });
  const results: Array<{ name: string; p50: number }> = [];
  try {
    console.log(
      `\n${pad('search', 24)}${pad('req/s', 10)}${pad('p50', 12)}${pad('p99', 12)}${pad('direct p50', 14)}${pad('direct p99', 14)}ratio`,
    );
    for (const [name, query] of SEARCHES) {
      const r = await autocannon({
        url: `${server.url}/api/properties${query ? `?${query}` : ''}`,
        connections: CONNECTIONS,
        duration: DURATION,
      });
      const d = directFigures[name];
      if (r.non2xx > 0 || r.errors > 0) {
        console.log(`  (${name}: ${r.non2xx} non-2xx, ${r.errors} errors)`);
        failures.push(`${kind}, ${rows} rows, ${name}: ${r.non2xx} non-2xx answers, ${r.errors} socket errors`);
      }
      const ratio = r.latency.p50 / d.p50;
      console.log(
        `${pad(name, 24)}${pad(Math.round(r.requests.average), 10)}${pad(ms(r.latency.p50), 12)}${pad(ms(r.latency.p99), 12)}${pad(ms(d.p50), 14)}${pad(ms(d.p99), 14)}${ratio.toFixed(2)}×`,
      );
      if (ratio > MAX_RATIO)
        miss(
          kind,
          `${rows} rows, ${name}: server p50 ${ms(r.latency.p50)} is ${ratio.toFixed(2)}× the direct ${ms(d.p50)} (target ≤ ${MAX_RATIO}×)`,
        );
      results.push({ name, p50: r.latency.p50 });
    }
    await contention(server.url, results[0].p50);
  } finally {
    await server.stop();
    if (kind === 'postgres') await database.close();
    await dropDb?.();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
  if (!args['no-explain']) console.log(`\nQuery plans (EXPLAIN ANALYZE):\n${plans.join('\n')}`);
  return results;
}

async function main() {
  assertBuilt();
  console.log(`# Manzil search benchmark: ${CONNECTIONS} connections, ${DURATION} s per search, ${os.cpus().length} cores`);
  for (const kind of KINDS) {
    const bySize: Array<{ rows: number; results: Array<{ name: string; p50: number }> }> = [];
    for (const rows of SIZES) bySize.push({ rows, results: await benchSize(kind, rows) });
    if (bySize.length > 1) {
      const first = bySize[0];
      const last = bySize[bySize.length - 1];
      console.log(`\n## ${kind}: p50 growth from ${first.rows.toLocaleString('en-US')} to ${last.rows.toLocaleString('en-US')} rows`);
      for (const { name, p50 } of first.results) {
        const later = last.results.find((r) => r.name === name)!;
        const growth = later.p50 / p50;
        console.log(`${pad(name, 24)}${pad(ms(p50), 12)}→ ${pad(ms(later.p50), 12)}${growth.toFixed(2)}×`);
        if (growth > MAX_GROWTH)
          miss(kind, `${name}: p50 grew ${growth.toFixed(2)}× from ${first.rows} to ${last.rows} rows (target ≤ ${MAX_GROWTH}×)`);
      }
    }
  }
  if (pgliteMisses.length) console.log(`\nPGlite past the PostgreSQL marks (reported, not failed):\n  ${pgliteMisses.join('\n  ')}`);
  if (failures.length) {
    console.log(`\nMissed:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery PostgreSQL search within its targets; no non-2xx answer.');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
