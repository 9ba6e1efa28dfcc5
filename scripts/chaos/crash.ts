// Crash checks (issue 7, "Reliability"). Usage:
//   npm run chaos -- [--db pglite|postgres|both] [--cycles 3] [--seconds 4] [--concurrency 8]
// 1. Crash: under a steady stream of investments, bids and inquiries, `kill -9` the server, restart it
//    on the same data, and check in the database itself that every write answered 2xx is there and
//    that every opportunity's current_funding equals the sum of its holdings. Repeated --cycles times.
// 2. Two servers on one PostgreSQL (with --db postgres or both): the second start neither re-seeds
//    nor fails on applied migrations; a session made on A works on B; writes go to both, one is
//    killed mid-load, and nothing acknowledged is lost.
// 3. kill -9 during delivery (scripts/chaos/delivery.ts): sign-ups queue verification e-mails, the
//    server is killed while it delivers them to a slow SMTP server, and restarted: none may be lost;
//    duplicates (the same Message-ID twice) are counted. `--only delivery` runs this one alone.
// 4. Two servers behind HAProxy on one PostgreSQL (scripts/chaos/balancer.ts): a rolling restart under
//    load must fail no request; a kill -9 reports what the clients saw. `--only balancer` runs it alone
//    (`--drain` sets the servers' SHUTDOWN_DRAIN_SECONDS, default 5).
// 5. A read replica (scripts/chaos/replica.ts): a pg_basebackup replica of this machine's PostgreSQL
//    on another port serves the public reads; a writer reads its own writes at once; the replica is
//    stopped under load (no 5xx allowed) and started again. `--only replica` runs it alone.
// Exits non-zero on any lost write, funding mismatch, lost e-mail or failed check.
import os from 'node:os';
import { parseArgs } from 'node:util';
import {
  BUILD_DIR,
  emptyStats,
  freshStore,
  loadTargets,
  pad,
  signIn,
  signInActors,
  sleep,
  startServer,
  verify,
  writeLoad,
  type Kind,
  type Server,
  type WriteStats,
} from './lib';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed';
import { balancerScenarios, reportBalancer } from './balancer';
import { deliveryCrash, reportDelivery, type DeliveryRow } from './delivery';
import { printReplica, replicaScenario } from './replica';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    cycles: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '4' },
    concurrency: { type: 'string', default: '8' },
    only: { type: 'string', default: 'all' },
    emails: { type: 'string', default: '50' },
    'smtp-delay': { type: 'string', default: '150' },
    lease: { type: 'string', default: '3' },
    drain: { type: 'string', default: '5' },
  },
});
const KINDS: Kind[] = args.db === 'both' ? ['pglite', 'postgres'] : [args.db as Kind];
const CYCLES = Number(args.cycles);
const SECONDS = Number(args.seconds);
const CONCURRENCY = Number(args.concurrency);

interface Row {
  scenario: string;
  cycles: number;
  acknowledged: number;
  found: number;
  lost: number;
  mismatches: number;
  notes: string[];
}

const rows: Row[] = [];
let failed = false;

function describeStats(stats: WriteStats): string {
  const refused =
    Object.entries(stats.refused)
      .map(([s, n]) => `${n}×${s}`)
      .join(', ') || 'none';
  return `refused ${refused}; 5xx ${stats.serverErrors}; connection errors ${stats.networkErrors}`;
}

function byKind(stats: WriteStats): string {
  const n = (k: string) => stats.acks.filter((a) => a.kind === k).length;
  return `${n('investment')} investments, ${n('bid')} bids, ${n('inquiry')} inquiries`;
}

/** A check's verdict into the scenario's row (and the details of anything lost). */
function record(row: Row, stats: WriteStats, v: Awaited<ReturnType<typeof verify>>): void {
  if (v.lost.length) console.log('  lost:', JSON.stringify(v.lost.slice(0, 10)));
  if (v.fundingMismatches.length) console.log('  mismatches:', JSON.stringify(v.fundingMismatches.slice(0, 10)));
  Object.assign(row, { acknowledged: stats.acks.length, found: v.found, lost: v.lost.length, mismatches: v.fundingMismatches.length });
}

/** The writes of a scenario; a 5xx is a note on its row, and fails the run. */
function summarise(row: Row, stats: WriteStats): void {
  console.log(`writes: ${byKind(stats)}; ${describeStats(stats)}`);
  if (stats.serverErrors) row.notes.push(`${stats.serverErrors} answers were 5xx`);
}

async function crash(kind: Kind): Promise<void> {
  console.log(`\n## Crash: ${kind}, ${CYCLES} × kill -9 under ${CONCURRENCY} concurrent writers`);
  const store = await freshStore(kind, 'chaos');
  const stats = emptyStats();
  const row: Row = { scenario: `kill -9, ${kind}`, cycles: CYCLES, acknowledged: 0, found: 0, lost: 0, mismatches: 0, notes: [] };
  try {
    let server = await startServer(store);
    console.log(`seeded and up in ${Math.round(server.readyMs)} ms`);
    // PGlite's data directory belongs to the server while it runs: the baseline check is Postgres-only.
    const before = kind === 'postgres' ? await verify(store, []) : null;
    if (before && before.fundingMismatches.length)
      row.notes.push(`funding mismatches before any write: ${before.fundingMismatches.length}`);
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const sessions = await signInActors(server.url);
      const targets = await loadTargets(server.url);
      let stopped = false;
      const ackedBefore = stats.acks.length;
      const load = writeLoad({ urlFor: () => server.url, sessions, targets, concurrency: CONCURRENCY, stop: () => stopped, stats });
      // Kill at a random moment after a few seconds, while requests are in flight.
      await sleep(SECONDS * 1000 * (0.75 + Math.random() * 0.5));
      await server.kill();
      await sleep(200);
      stopped = true;
      await load;
      const restartT0 = Date.now();
      server = await startServer(store);
      const restartMs = Date.now() - restartT0;
      // The data is checked with the server stopped: PGlite's directory belongs to one process.
      await server.stop();
      const v = await verify(store, stats.acks);
      console.log(
        `cycle ${cycle}: ${stats.acks.length - ackedBefore} writes acknowledged this cycle (${stats.acks.length} in all), ` +
          `restart ${restartMs} ms; found ${v.found}/${stats.acks.length}, lost ${v.lost.length}, funding mismatches ${v.fundingMismatches.length}`,
      );
      record(row, stats, v);
      if (cycle < CYCLES) server = await startServer(store);
    }
    summarise(row, stats);
  } catch (err) {
    row.notes.push(`failed: ${(err as Error).message.split('\n')[0]}`);
    console.error(err);
  } finally {
    await store.drop();
  }
  rows.push(row);
}

async function twoServers(): Promise<void> {
  console.log(`\n## Two servers on one PostgreSQL: ${CONCURRENCY} writers split across A and B, kill -9 one mid-load`);
  const store = await freshStore('postgres', 'chaos2');
  const stats = emptyStats();
  const row: Row = { scenario: 'two servers, postgres', cycles: 2, acknowledged: 0, found: 0, lost: 0, mismatches: 0, notes: [] };
  const servers: Server[] = [];
  try {
    servers[0] = await startServer(store);
    let users = 0;
    await store.query(async (q) => {
      users = Number(((await q('SELECT count(*)::int AS n FROM users')) as unknown as Array<{ n: number }>)[0].n);
    });
    // B starts on the migrated, seeded database with SEED=true: it must neither re-seed nor fail.
    servers[1] = await startServer(store, { SEED: 'true' });
    let usersAfter = 0;
    await store.query(async (q) => {
      usersAfter = Number(((await q('SELECT count(*)::int AS n FROM users')) as unknown as Array<{ n: number }>)[0].n);
    });
    const reseeded = usersAfter !== users;
    console.log(
      `A up (seeded, ${users} users) in ${Math.round(servers[0].readyMs)} ms; B up in ${Math.round(servers[1].readyMs)} ms on the same database: ${reseeded ? `RE-SEEDED (${usersAfter} users)` : 'no re-seed, migrations already applied'}`,
    );
    if (reseeded) row.notes.push('second server re-seeded');

    // A session made on A is honoured by B (sessions live in the database, not in a process).
    const investor = DEMO_ACCOUNTS.find((a) => a.role === 'investor')!;
    const onA = await signIn(servers[0].url, investor.email, investor.password);
    const onB = await fetch(`${servers[1].url}/api/auth/user`, { headers: { cookie: onA.cookie } });
    const whoOnB = onB.status === 200 ? ((await onB.json()) as { email: string }).email : '';
    console.log(`session from A on B: GET /api/auth/user → ${onB.status}${whoOnB ? ` (${whoOnB})` : ''}`);
    if (onB.status !== 200 || whoOnB !== investor.email) row.notes.push(`session from A on B answered ${onB.status}`);

    const sessions = await signInActors(servers[0].url);
    const targets = await loadTargets(servers[0].url);
    for (let cycle = 1; cycle <= 2; cycle++) {
      const victim = cycle === 1 ? 1 : 0; // first B, then A
      const survivor = 1 - victim;
      let stopped = false;
      let victimDown = false;
      // Half the writers on each server; the victim's writers move to the survivor once it is gone.
      const load = writeLoad({
        urlFor: (w) => servers[victimDown ? survivor : w % 2].url,
        sessions,
        targets,
        concurrency: CONCURRENCY,
        stop: () => stopped,
        stats,
      });
      await sleep(SECONDS * 1000 * (0.75 + Math.random() * 0.5));
      await servers[victim].kill();
      victimDown = true;
      await sleep(SECONDS * 500);
      stopped = true;
      await load;
      const v = await verify(store, stats.acks);
      console.log(
        `cycle ${cycle}: killed ${victim === 1 ? 'B' : 'A'}; ${stats.acks.length} writes acknowledged in all; found ${v.found}, lost ${v.lost.length}, funding mismatches ${v.fundingMismatches.length}`,
      );
      record(row, stats, v);
      servers[victim] = await startServer(store, { SEED: 'true' });
    }
    summarise(row, stats);
  } catch (err) {
    row.notes.push(`failed: ${(err as Error).message.split('\n')[0]}`);
    console.error(err);
  } finally {
    for (const s of servers) if (s) await s.kill();
    await store.drop();
  }
  rows.push(row);
}

async function main() {
  console.log(
    `# Manzil chaos: server ${BUILD_DIR}/server/main.js, ${os.cpus().length} cores, ${os.loadavg()[0].toFixed(1)} load average at start`,
  );
  const writes = args.only === 'all' || args.only === 'writes';
  if (writes) for (const kind of KINDS) await crash(kind);
  if (writes && KINDS.includes('postgres')) await twoServers();
  const mail: DeliveryRow[] = [];
  if (args.only === 'all' || args.only === 'delivery') {
    for (const kind of KINDS) {
      mail.push(
        await deliveryCrash(kind, {
          emails: Number(args.emails),
          dataDelayMs: Number(args['smtp-delay']),
          leaseSeconds: Number(args.lease),
        }),
      );
    }
  }

  const balancer =
    args.only === 'balancer' || (args.only === 'all' && KINDS.includes('postgres'))
      ? await balancerScenarios({ seconds: SECONDS, concurrency: CONCURRENCY, drainSeconds: Number(args.drain) })
      : undefined;

  const replica =
    args.only === 'replica' || (args.only === 'all' && KINDS.includes('postgres'))
      ? await replicaScenario({ seconds: SECONDS, concurrency: CONCURRENCY })
      : undefined;

  if (rows.length)
    console.log(
      `\n${pad('scenario', 24)}${pad('cycles', 8)}${pad('acknowledged', 14)}${pad('found', 8)}${pad('lost', 6)}${pad('funding mismatches', 20)}notes`,
    );
  for (const r of rows) {
    console.log(
      `${pad(r.scenario, 24)}${pad(r.cycles, 8)}${pad(r.acknowledged, 14)}${pad(r.found, 8)}${pad(r.lost, 6)}${pad(r.mismatches, 20)}${r.notes.join('; ')}`,
    );
    if (
      r.lost ||
      r.mismatches ||
      r.notes.some((n) => n.startsWith('failed') || n.includes('5xx') || n.includes('re-seeded') || n.includes('session from A')) ||
      r.acknowledged === 0
    )
      failed = true;
  }
  if (mail.length && reportDelivery(mail, pad)) failed = true;
  if (balancer && reportBalancer(balancer)) failed = true;
  if (replica) {
    printReplica(replica);
    if (replica.failed) failed = true;
  }
  console.log(failed ? '\nFAILED: see above.' : '\nOK: no acknowledged write or e-mail lost, funding sums hold.');
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
