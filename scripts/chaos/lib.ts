// Shared by the crash checks (`npm run chaos`) and the load run (`npm run load`): a fresh database,
// the built server as a child process, signed-in demo users, a write workload that remembers every
// write the server acknowledged, and checks run directly against the database afterwards.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../../src/server/db/client';
import { DEMO_ACCOUNTS, SEED_MEMBER_PASSWORD } from '../../src/server/db/seed';
import { PAYMENT_METHOD_IDS } from '../../src/shared/constants';
import { signIn, sleep, startServer as startBuiltServer, type RunningServer, type Session } from '../lib/server';

export { BUILD_DIR, signIn, sleep, type Session } from '../lib/server';

const ADMIN_URL = process.env.CHAOS_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type Kind = 'pglite' | 'postgres';

// ---------------------------------------------------------------------------------------------
// A fresh database per run

export interface Store {
  kind: Kind;
  /** Environment for the server: where its data lives. */
  env: Record<string, string>;
  dataDir: string;
  /** Runs `fn` with a direct connection (for PGlite: only while no server holds the data directory). */
  query<T>(fn: (q: (text: string) => Promise<T[]>) => Promise<T | void>): Promise<void>;
  drop(): Promise<void>;
}

export async function freshStore(kind: Kind, label: string): Promise<Store> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `manzil-${label}-`));
  if (kind === 'pglite') {
    return {
      kind,
      dataDir,
      env: { DATA_DIR: dataDir },
      async query(fn) {
        const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: PGLITE_EXTENSIONS });
        try {
          await fn(async (text) => (await client.query(text)).rows as never);
        } finally {
          await client.close();
        }
      },
      async drop() {
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `manzil_${label.replace(/\W/g, '_')}_${process.pid}_${Date.now() % 100000}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async query(fn) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await fn(async (text) => (await client.query(text)).rows as never);
      } finally {
        await client.end();
      }
    },
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The server

export type Server = RunningServer;

/** The built server on the store's database. */
export async function startServer(store: Store, extraEnv: Record<string, string> = {}): Promise<Server> {
  return startBuiltServer({
    dataDir: store.dataDir,
    // The set-up signs in a dozen users from one address; the limiter is not what is under test.
    // The throttles are raised for the run: they are not under test here (tests/api/rate-limits.test.ts).
    env: {
      ...store.env,
      LOGIN_RATE_LIMIT: '10000',
      SEARCH_RATE_LIMIT: '10000000',
      WRITE_RATE_LIMIT: '10000000',
      SIGNUP_RATE_LIMIT: '10000',
      ...extraEnv,
    },
    output: 'capture',
  });
}

/** Peak VmRSS of a process, sampled every 250 ms from /proc. */
export function rssSampler(pid: number): { stop(): number } {
  let peakKb = 0;
  const sample = () => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) peakKb = Math.max(peakKb, Number(m[1]));
    } catch {
      /* gone */
    }
  };
  sample();
  const timer = setInterval(sample, 250);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peakKb / 1024;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Users and targets

const demo = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;

/** The buyer and investor demo accounts and up to `members` seeded members (buyers/investors). */
export async function signInActors(url: string, members = 10): Promise<Session[]> {
  const admin = await signIn(url, demo('admin').email, demo('admin').password);
  const res = await fetch(`${url}/api/admin/users?pageSize=100`, { headers: { cookie: admin.cookie } });
  const list = (await res.json()) as { items: Array<{ email: string; role: string }> };
  const demoEmails = new Set(DEMO_ACCOUNTS.map((a) => a.email));
  const memberEmails = list.items
    .filter((u) => !demoEmails.has(u.email) && (u.role === 'buyer' || u.role === 'investor'))
    .map((u) => u.email);
  const sessions = [
    await signIn(url, demo('buyer').email, demo('buyer').password),
    await signIn(url, demo('investor').email, demo('investor').password),
  ];
  for (const email of memberEmails.slice(0, members)) sessions.push(await signIn(url, email, SEED_MEMBER_PASSWORD));
  return sessions;
}

export interface Targets {
  /** Active properties for sale (none of them owned by a buyer or investor). */
  properties: Array<{ id: number; price: string }>;
  /** Active opportunities with their minimum. */
  opportunities: Array<{ id: number; minimumInvestment: string }>;
}

export async function loadTargets(url: string): Promise<Targets> {
  const properties: Targets['properties'] = [];
  for (let page = 1; page <= 5; page++) {
    const r = (await (await fetch(`${url}/api/properties?forSale=true&pageSize=50&page=${page}`)).json()) as {
      items: Array<{ id: number; price: string; status: string }>;
    };
    properties.push(...r.items.filter((p) => p.status === 'active').map((p) => ({ id: p.id, price: p.price })));
    if (r.items.length < 50) break;
  }
  const all = (await (await fetch(`${url}/api/investments`)).json()) as Array<{ id: number; minimumInvestment: string; status: string }>;
  const opportunities = all.filter((i) => i.status === 'active').map((i) => ({ id: i.id, minimumInvestment: i.minimumInvestment }));
  if (!properties.length || !opportunities.length) throw new Error('no active properties or opportunities to write to');
  return { properties, opportunities };
}

// ---------------------------------------------------------------------------------------------
// Writes

export type WriteKind = 'investment' | 'bid' | 'inquiry';

export interface Ack {
  kind: WriteKind;
  id: number;
  /** Investments and bids: the amount the server answered with. */
  amount?: string;
  /** Investments: the opportunity. */
  investmentId?: number;
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)];

/** One random write as an HTTP request description (method POST, JSON body). */
export function randomWrite(
  targets: Targets,
  session: Session,
): { kind: WriteKind; path: string; headers: Record<string, string>; body: string } {
  const r = Math.random();
  const headers: Record<string, string> = { 'content-type': 'application/json', cookie: session.cookie };
  if (r < 0.4) {
    const opp = pick(targets.opportunities);
    // The minimum, or a little more: opportunities fill slowly and the amounts differ.
    const amount = (Number(opp.minimumInvestment) + Math.floor(Math.random() * 5) * 1000).toFixed(2);
    return {
      kind: 'investment',
      path: '/api/user/investments',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      // As the payment dialog sends it: a method, and the risks acknowledged (docs/product.md#investments).
      body: JSON.stringify({ amount, investmentId: opp.id, paymentMethod: pick(PAYMENT_METHOD_IDS), riskAcknowledged: true }),
    };
  }
  const property = pick(targets.properties);
  if (r < 0.75) {
    // Offers are in whole riyals (docs/product.md): a fraction would only be refused with 400.
    const bidAmount = String(Math.round(Number(property.price) * (0.8 + Math.random() * 0.3)));
    return {
      kind: 'bid',
      path: `/api/properties/${property.id}/bids`,
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ bidAmount }),
    };
  }
  const phone = `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return {
    kind: 'inquiry',
    path: `/api/properties/${property.id}/inquiries`,
    headers,
    body: JSON.stringify({ message: `Chaos inquiry ${randomUUID()}: is it still available?`, contactPhone: phone }),
  };
}

export interface WriteStats {
  acks: Ack[];
  /** Expected refusals (409: opportunity full, 400 below minimum after a change…) by status. */
  refused: Record<number, number>;
  /** 5xx answers. */
  serverErrors: number;
  /** Connection refused/reset: the server was down (not acknowledged, not counted as loss). */
  networkErrors: number;
  /** When each 5xx or connection error happened (Date.now()): how long the clients saw a failure last. */
  failedAt: number[];
}

export const emptyStats = (): WriteStats => ({ acks: [], refused: {}, serverErrors: 0, networkErrors: 0, failedAt: [] });

/**
 * `concurrency` loops, each sending one write at a time to a server chosen by `urlFor`, until
 * `stop()` says so. Every 2xx is recorded with the id and amount the server returned.
 */
export async function writeLoad(opts: {
  urlFor: (worker: number) => string;
  sessions: Session[];
  targets: Targets;
  concurrency: number;
  stop: () => boolean;
  stats: WriteStats;
}): Promise<void> {
  await Promise.all(
    Array.from({ length: opts.concurrency }, async (_, worker) => {
      while (!opts.stop()) {
        const session = opts.sessions[(worker + Math.floor(Math.random() * opts.sessions.length)) % opts.sessions.length];
        const w = randomWrite(opts.targets, session);
        const url = opts.urlFor(worker);
        let res: Response;
        try {
          res = await fetch(`${url}${w.path}`, {
            method: 'POST',
            headers: { ...w.headers, origin: url },
            body: w.body,
            signal: AbortSignal.timeout(10_000),
          });
        } catch {
          opts.stats.networkErrors++;
          opts.stats.failedAt.push(Date.now());
          await sleep(50);
          continue;
        }
        let body: { id?: number; amount?: string; bidAmount?: string; investmentId?: number } = {};
        try {
          body = (await res.json()) as typeof body;
        } catch {
          // The connection died between the status line and the body: the 2xx was not received whole.
          if (res.status >= 200 && res.status < 300) {
            opts.stats.networkErrors++;
            opts.stats.failedAt.push(Date.now());
            continue;
          }
        }
        if (res.status >= 200 && res.status < 300) {
          opts.stats.acks.push({ kind: w.kind, id: body.id!, amount: body.amount ?? body.bidAmount, investmentId: body.investmentId });
        } else if (res.status >= 500) {
          opts.stats.serverErrors++;
          opts.stats.failedAt.push(Date.now());
        } else {
          opts.stats.refused[res.status] = (opts.stats.refused[res.status] ?? 0) + 1;
        }
      }
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Checks against the database itself

export interface Verdict {
  found: number;
  lost: Ack[];
  fundingMismatches: Array<{ id: number; currentFunding: string; sum: string }>;
}

const toHalalas = (s: string) => BigInt(Math.round(Number(s) * 100));

export async function verify(store: Store, acks: Ack[]): Promise<Verdict> {
  const verdict: Verdict = { found: 0, lost: [], fundingMismatches: [] };
  await store.query(async (q) => {
    const rowsOf = async (table: string, amountColumn: string | null) => {
      const rows = (await q(
        `SELECT id, ${amountColumn ? `${amountColumn}::text AS amount` : 'NULL AS amount'}${table === 'user_investments' ? ', investment_id' : ''} FROM ${table}`,
      )) as unknown as Array<{ id: number; amount: string | null; investment_id?: number }>;
      return new Map(rows.map((r) => [Number(r.id), r]));
    };
    const tables = {
      investment: await rowsOf('user_investments', 'amount'),
      bid: await rowsOf('property_bids', 'bid_amount'),
      inquiry: await rowsOf('property_inquiries', null),
    };
    for (const ack of acks) {
      const row = tables[ack.kind].get(ack.id);
      const same =
        row &&
        (ack.amount === undefined || toHalalas(row.amount!) === toHalalas(ack.amount)) &&
        (ack.investmentId === undefined || Number(row.investment_id) === ack.investmentId);
      if (same) verdict.found++;
      else verdict.lost.push(ack);
    }
    const funding = (await q(`
      SELECT i.id, i.current_funding::text AS current, coalesce(sum(u.amount), 0)::text AS sum
      FROM investments i LEFT JOIN user_investments u ON u.investment_id = i.id
      GROUP BY i.id HAVING i.current_funding <> coalesce(sum(u.amount), 0)`)) as unknown as Array<{
      id: number;
      current: string;
      sum: string;
    }>;
    verdict.fundingMismatches = funding.map((f) => ({ id: Number(f.id), currentFunding: f.current, sum: f.sum }));
  });
  return verdict;
}

export const pad = (s: string | number, n: number) => String(s).padEnd(n);
