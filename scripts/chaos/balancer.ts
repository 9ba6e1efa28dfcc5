// Two servers behind a real balancer (issue 21; docs/operations.md#running-n-servers): Debian's HAProxy
// in front of two built servers on one PostgreSQL, checking GET /api/health/ready every second, with
// retries of the requests that are safe to repeat (GET, and writes that carry an Idempotency-Key),
// under a steady load of reads and writes as signed-in users:
//   (a) a rolling restart: SIGTERM A (it answers "not ready", drains, exits), start it again, wait until
//       HAProxy has it up, then the same for B. Target: no failed request.
//   (b) kill -9 of A mid-load: what the clients saw (failures, HAProxy's retries and redispatches, the
//       time until HAProxy marked A down, the time until the last failure), A restarted, then back up.
// After each, every acknowledged write is looked for in the database. Run alone: npm run chaos -- --only balancer
import { freePort } from '../lib/server';
import { ensureHaproxy, Haproxy, SERVERS, type Name } from './haproxy';
import {
  emptyStats,
  freshStore,
  loadTargets,
  pad,
  signInActors,
  sleep,
  startServer,
  verify,
  writeLoad,
  type Server,
  type Targets,
  type WriteStats,
} from './lib';

export interface BalancerRow {
  scenario: string;
  requests: number;
  failed: number;
  retries: number;
  redispatches: number;
  /** From kill -9 until HAProxy marked the server down. */
  downMs?: number;
  /** From the event until the last failed request (none failed: undefined). */
  recoveredMs?: number;
  lost: number;
  mismatches: number;
  notes: string[];
}

// ---------------------------------------------------------------------------------------------
// Load: reads beside the lib's writes

interface ReadStats {
  ok: number;
  failed: number;
  failedAt: number[];
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)];

function readPath(targets: Targets): string {
  return pick([
    () => '/api/properties?city=Riyadh',
    () => `/api/properties/${pick(targets.properties).id}`,
    () => '/api/properties/featured',
    () => '/api/investments',
    () => `/api/investments/${pick(targets.opportunities).id}`,
  ])();
}

async function readLoad(o: { url: string; targets: Targets; concurrency: number; stop: () => boolean; stats: ReadStats }): Promise<void> {
  await Promise.all(
    Array.from({ length: o.concurrency }, async () => {
      while (!o.stop()) {
        try {
          const res = await fetch(`${o.url}${readPath(o.targets)}`, { signal: AbortSignal.timeout(10_000) });
          await res.arrayBuffer();
          if (res.status === 200) {
            o.stats.ok++;
            continue;
          }
        } catch {
          // a connection error: a failure the client saw
        }
        o.stats.failed++;
        o.stats.failedAt.push(Date.now());
      }
    }),
  );
}

/** Reads and writes through the balancer until the returned function is called (it resolves once they stopped). */
function steadyLoad(o: { url: string; sessions: Awaited<ReturnType<typeof signInActors>>; targets: Targets; concurrency: number }) {
  let stopped = false;
  const writes = emptyStats();
  const reads: ReadStats = { ok: 0, failed: 0, failedAt: [] };
  const running = Promise.all([
    writeLoad({
      urlFor: () => o.url,
      sessions: o.sessions,
      targets: o.targets,
      concurrency: o.concurrency,
      stop: () => stopped,
      stats: writes,
    }),
    readLoad({ url: o.url, targets: o.targets, concurrency: o.concurrency, stop: () => stopped, stats: reads }),
  ]);
  return {
    writes,
    reads,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

const refusedCount = (w: WriteStats) => Object.values(w.refused).reduce((a, b) => a + b, 0);

// ---------------------------------------------------------------------------------------------
// The scenarios

export async function balancerScenarios(o: {
  seconds: number;
  concurrency: number;
  drainSeconds: number;
}): Promise<BalancerRow[] | string> {
  const haproxy = ensureHaproxy();
  if (!haproxy.found) return `skipped: ${haproxy.why}`;
  console.log(
    `\n## Two servers behind HAProxy on one PostgreSQL: ${o.concurrency} readers and ${o.concurrency} writers, ` +
      `readiness checked every second, SHUTDOWN_DRAIN_SECONDS=${o.drainSeconds}`,
  );
  const store = await freshStore('postgres', 'balancer');
  const port = await freePort();
  const env = { PUBLIC_URL: `http://127.0.0.1:${port}`, TRUST_PROXY: '1', SHUTDOWN_DRAIN_SECONDS: String(o.drainSeconds) };
  const servers = {} as Record<Name, Server>;
  let proxy: Haproxy | undefined;
  const rows: BalancerRow[] = [];
  try {
    servers.a = await startServer(store, env);
    servers.b = await startServer(store, { ...env, SEED: 'true' });
    proxy = await Haproxy.start(port, { a: servers.a.port, b: servers.b.port });
    for (const name of SERVERS) await proxy.waitFor(name, 'UP');
    console.log(`A and B up; HAProxy at ${proxy.url} sees both UP`);
    const sessions = await signInActors(proxy.url);
    const targets = await loadTargets(proxy.url);
    const acks: WriteStats['acks'] = [];

    const measure = async (scenario: string, event: (t0: number) => Promise<Partial<BalancerRow>>) => {
      const before = await proxy!.counters();
      const load = steadyLoad({ url: proxy!.url, sessions, targets, concurrency: o.concurrency });
      await sleep(o.seconds * 1000);
      const t0 = Date.now();
      const extra = await event(t0);
      await sleep(o.seconds * 1000);
      await load.stop();
      const after = await proxy!.counters();
      acks.push(...load.writes.acks);
      const v = await verify(store, acks);
      const failures = [...load.writes.failedAt, ...load.reads.failedAt].filter((t) => t >= t0);
      const row: BalancerRow = {
        scenario,
        requests:
          load.reads.ok +
          load.reads.failed +
          load.writes.acks.length +
          refusedCount(load.writes) +
          load.writes.serverErrors +
          load.writes.networkErrors,
        failed: load.reads.failed + load.writes.serverErrors + load.writes.networkErrors,
        retries: after.retries - before.retries,
        redispatches: after.redispatches - before.redispatches,
        recoveredMs: failures.length ? Math.max(...failures) - t0 : undefined,
        lost: v.lost.length,
        mismatches: v.fundingMismatches.length,
        notes: [],
        ...extra,
      };
      console.log(
        `${scenario}: reads ${load.reads.ok} ok, ${load.reads.failed} failed; writes ${load.writes.acks.length} acknowledged, ` +
          `refused ${JSON.stringify(load.writes.refused)}, 5xx ${load.writes.serverErrors}, connection errors ${load.writes.networkErrors}; ` +
          `HAProxy retries ${row.retries}, redispatches ${row.redispatches}; acknowledged writes lost ${v.lost.length}, funding mismatches ${v.fundingMismatches.length}`,
      );
      rows.push(row);
    };

    // (a) Rolling restart: one server at a time, the next only once HAProxy has the first back up.
    await measure('rolling restart, A then B', async () => {
      const steps: string[] = [];
      for (const name of SERVERS) {
        const t = Date.now();
        await servers[name].stop();
        const stoppedMs = Date.now() - t;
        servers[name] = await startServer(store, { ...env, SEED: 'true' });
        await proxy!.pointAt(name, servers[name].port);
        const upMs = await proxy!.waitFor(name, 'UP');
        steps.push(
          `${name.toUpperCase()} stopped in ${(stoppedMs / 1000).toFixed(1)} s, back up ${((Date.now() - t) / 1000).toFixed(1)} s after its SIGTERM (${upMs} ms of checks)`,
        );
      }
      console.log(steps.join('; '));
      return {};
    });

    // (b) kill -9 mid-load: HAProxy notices by its checks; the requests A held are lost with it.
    await measure('kill -9 A under load', async (t0) => {
      await servers.a.kill();
      await proxy!.waitFor('a', 'DOWN');
      const downMs = Date.now() - t0;
      servers.a = await startServer(store, { ...env, SEED: 'true' });
      await proxy!.pointAt('a', servers.a.port);
      await proxy!.waitFor('a', 'UP');
      console.log(
        `A marked DOWN ${downMs} ms after kill -9; restarted and UP again ${((Date.now() - t0) / 1000).toFixed(1)} s after the kill`,
      );
      return { downMs };
    });
  } catch (err) {
    rows.push({
      scenario: 'balancer',
      requests: 0,
      failed: 0,
      retries: 0,
      redispatches: 0,
      lost: 0,
      mismatches: 0,
      notes: [`failed: ${(err as Error).message.split('\n')[0]}`],
    });
    console.error(err);
  } finally {
    for (const name of SERVERS) await servers[name]?.kill();
    await proxy?.stop();
    await store.drop();
  }
  return rows;
}

const seconds = (ms: number | undefined) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);

/** Prints the table; true when the run failed (a rolling restart with a failed request, a lost write). */
export function reportBalancer(rows: BalancerRow[] | string): boolean {
  if (typeof rows === 'string') {
    console.log(`\nbalancer: ${rows}`);
    return false;
  }
  console.log(
    `\n${pad('balancer scenario', 28)}${pad('requests', 10)}${pad('failed', 8)}${pad('retries', 9)}${pad('redispatched', 14)}` +
      `${pad('down after', 12)}${pad('last failure', 14)}${pad('lost writes', 13)}notes`,
  );
  let failed = false;
  for (const r of rows) {
    console.log(
      `${pad(r.scenario, 28)}${pad(r.requests, 10)}${pad(r.failed, 8)}${pad(r.retries, 9)}${pad(r.redispatches, 14)}` +
        `${pad(seconds(r.downMs), 12)}${pad(r.recoveredMs === undefined ? 'none' : seconds(r.recoveredMs), 14)}${pad(r.lost, 13)}${r.notes.join('; ')}`,
    );
    if (r.lost || r.mismatches || r.notes.some((n) => n.startsWith('failed')) || (r.scenario.startsWith('rolling') && r.failed))
      failed = true;
  }
  return failed;
}
