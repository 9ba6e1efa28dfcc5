// `npm run chaos -- --only replica` (docs/operations.md#read-replicas): a real streaming replica of
// this machine's PostgreSQL, made with pg_basebackup into a second cluster on another port, serves
// the app's public reads (DATABASE_READ_URL). Under a steady load of public reads, a developer's
// listings are read back right after they are written (read-your-writes); then the replica is
// stopped (`pg_ctl stop -m immediate`, as a crash) and started again. Reported: requests, errors,
// p50/p99 in each phase, the replica's share of the reads, and read-your-writes failures.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, sleep, signIn } from '../lib/server';
import { freshStore, startServer } from './lib';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_BIN = '/usr/lib/postgresql/15/bin';
const asPostgres = (cmd: string, args: string[]) =>
  execFileSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, cmd), ...args], { stdio: 'pipe' });

export interface ReplicaPhase {
  phase: string;
  requests: number;
  ok: number;
  serverErrors: number;
  networkErrors: number;
  p50: number;
  p99: number;
  replicaReads: number;
}
export interface ReplicaReport {
  phases: ReplicaPhase[];
  ownWrites: number;
  ownWritesMissed: number;
  failed: boolean;
  /** Why the scenario could not run here (no PostgreSQL binaries, or not root to act as postgres). */
  skipped?: string;
}

/** What making a second cluster needs on this machine, or why it cannot be made. */
function cannotMakeReplica(): string | null {
  if (!fs.existsSync(path.join(PG_BIN, 'pg_basebackup'))) return `no PostgreSQL 15 binaries in ${PG_BIN}`;
  if (process.getuid?.() !== 0) return 'the replica cluster is run as the postgres user, which needs root (runuser)';
  return null;
}

/** The second cluster: a pg_basebackup of the primary that streams from it, on its own port. */
async function makeReplica(): Promise<{ port: number; dir: string; stop(): void; start(): void; remove(): void }> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const hbaFile = (await admin.query<{ hba_file: string }>('SHOW hba_file')).rows[0].hba_file;
  const line = 'host replication all 127.0.0.1/32 trust';
  if (!fs.readFileSync(hbaFile, 'utf8').split('\n').includes(line)) {
    fs.appendFileSync(hbaFile, `\n${line}\n`);
    await admin.query('SELECT pg_reload_conf()');
  }
  await admin.end();
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-replica-'));
  execFileSync('chown', ['postgres', dir]);
  fs.chmodSync(dir, 0o700);
  const url = new URL(ADMIN_URL);
  asPostgres('pg_basebackup', ['-h', url.hostname, '-p', url.port || '5432', '-U', 'postgres', '-D', dir, '-R', '-X', 'stream']);
  fs.writeFileSync(
    path.join(dir, 'postgresql.conf'),
    `listen_addresses='127.0.0.1'\nport=${port}\nunix_socket_directories='${os.tmpdir()}'\nhot_standby=on\n`,
  );
  fs.copyFileSync(hbaFile, path.join(dir, 'pg_hba.conf'));
  fs.writeFileSync(path.join(dir, 'pg_ident.conf'), '');
  execFileSync('chown', ['-R', 'postgres', dir]);
  const start = () => asPostgres('pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  const stop = () => asPostgres('pg_ctl', ['-D', dir, '-m', 'immediate', 'stop']);
  start();
  return { port, dir, start, stop, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0;

/** Public reads from `concurrency` clients for `seconds`. */
async function readLoad(url: string, ids: number[], seconds: number, concurrency: number) {
  const paths = [
    '/api/properties?pageSize=24',
    '/api/properties?city=Riyadh&propertyType=villa',
    '/api/properties/featured',
    '/api/market',
    ...ids.slice(0, 20).map((id) => `/api/properties/${id}`),
  ];
  const times: number[] = [];
  let ok = 0;
  let serverErrors = 0;
  let networkErrors = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, c) => {
      for (let i = c; Date.now() < end; i += concurrency) {
        const started = performance.now();
        try {
          const res = await fetch(`${url}${paths[i % paths.length]}`);
          await res.arrayBuffer();
          if (res.status >= 500) serverErrors++;
          else ok++;
        } catch {
          networkErrors++;
        }
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { requests: times.length, ok, serverErrors, networkErrors, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

/** A developer writes a listing and reads it back at once, keeping the cookies the server sets. */
async function ownWrites(url: string, count: number): Promise<{ done: number; missed: number }> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === 'developer')!;
  const session = await signIn(url, account.email, account.password);
  let missed = 0;
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${url}/api/properties`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, cookie: session.cookie },
      body: JSON.stringify({
        title: `Replica check apartment ${i + 1}`,
        description: 'Written and read back at once, to check that its owner sees it.',
        price: '900000',
        city: 'Riyadh',
        propertyType: 'apartment',
        area: '140',
        bedrooms: 3,
        bathrooms: 2,
        forSale: true,
      }),
    });
    const marks = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    const id = ((await res.json()) as { id: number }).id;
    const back = await fetch(`${url}/api/properties/${id}`, { headers: { cookie: [session.cookie, ...marks].join('; ') } });
    if (back.status !== 200) missed++;
  }
  return { done: count, missed };
}

async function replicaCommits(port: number, database: string): Promise<number> {
  const c = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await c.connect();
  try {
    const r = await c.query<{ n: string }>('SELECT xact_commit::text AS n FROM pg_stat_database WHERE datname = $1', [database]);
    return Number(r.rows[0]?.n ?? 0);
  } finally {
    await c.end();
  }
}

export async function replicaScenario(opts: { seconds: number; concurrency: number }): Promise<ReplicaReport> {
  const why = cannotMakeReplica();
  if (why) return { phases: [], ownWrites: 0, ownWritesMissed: 0, failed: false, skipped: why };
  const store = await freshStore('postgres', 'replica');
  const database = new URL(store.env.DATABASE_URL).pathname.slice(1);
  const replica = await makeReplica();
  const readUrl = new URL(store.env.DATABASE_URL);
  readUrl.port = String(replica.port);
  const server = await startServer(store, { DATABASE_READ_URL: readUrl.toString(), READ_AFTER_WRITE_SECONDS: '15' });
  const phases: ReplicaPhase[] = [];
  try {
    const featured = (await (await fetch(`${server.url}/api/properties?pageSize=50`)).json()) as { items: { id: number }[] };
    const ids = featured.items.map((p) => p.id);
    const phase = async (name: string, replicaUp: boolean) => {
      const before = replicaUp ? await replicaCommits(replica.port, database) : 0;
      const load = await readLoad(server.url, ids, opts.seconds, opts.concurrency);
      const after = replicaUp ? await replicaCommits(replica.port, database) : 0;
      phases.push({ phase: name, ...load, replicaReads: after - before });
    };
    await phase('replica streaming', true);
    const own = await ownWrites(server.url, 20);
    replica.stop();
    await phase('replica stopped (kill)', false);
    replica.start();
    await sleep(5500); // the app leaves a failed replica alone for 5 s
    await phase('replica back', true);
    const errors = server.log.filter((l) => /"level":(50|60)/.test(l));
    if (errors.length) console.log('  server errors:', errors.slice(0, 3).join('\n  '));
    const failed = phases.some((p) => p.serverErrors > 0 || p.networkErrors > 0) || own.missed > 0 || phases[0].replicaReads === 0;
    return { phases, ownWrites: own.done, ownWritesMissed: own.missed, failed };
  } finally {
    await server.stop().catch(() => undefined);
    try {
      replica.stop();
    } catch {
      /* already stopped */
    }
    replica.remove();
    await store.drop();
  }
}

export function printReplica(report: ReplicaReport): void {
  if (report.skipped) return void console.log(`\nread replica: skipped (${report.skipped})`);
  console.log('\nread replica (pg_basebackup, streaming)   requests  2xx-4xx  5xx  network  p50 ms  p99 ms  replica transactions');
  for (const p of report.phases) {
    console.log(
      `${p.phase.padEnd(41)} ${String(p.requests).padEnd(9)} ${String(p.ok).padEnd(8)} ${String(p.serverErrors).padEnd(4)} ${String(p.networkErrors).padEnd(8)} ${p.p50.toFixed(1).padEnd(7)} ${p.p99.toFixed(1).padEnd(7)} ${p.replicaReads}`,
    );
  }
  console.log(`read-your-writes: ${report.ownWrites} listings written and read back at once, ${report.ownWritesMissed} missed`);
}
