import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, rowsOf, type Database } from '../../src/server/db/client';
import { notifications } from '../../src/server/db/schema';
import { refundMissedRaise } from '../../src/server/features/investments/deadline';
import { siteOf } from '../../src/server/features/mail/site';
import { RAISE_REFUNDED_KIND } from '../../src/server/features/notifications/events/investments';
import { formatRiyadhDateTime } from '../../src/shared/format';
import { setupTestApp, signedInAs, type TestApp } from '../setup/app';
import { audiencesOf, type SignedIn } from '../setup/audiences';
import {
  deadlineJobsOf,
  expectRefundedOnce,
  holdingsIn,
  inMs,
  investIn,
  ledgerOf,
  moveDeadline,
  raiseRow,
  raiseWithDeadline,
  untilPassed,
} from './deadline-shared';
import { until, workerFor } from './mail-shared';

// PostgreSQL only, with real concurrency (docs/product.md#raises-with-a-deadline): two workers at
// once, a worker killed in the middle of a refund, and investments racing the deadline while its job
// runs. Each worker is on a connection pool of its own, as on two servers.

let t: TestApp;
let admin: SignedIn;
let url: string;
const pools: Database[] = [];
beforeAll(async () => {
  t = await setupTestApp({ PUBLIC_URL: 'https://manzil.test' });
  ({ admin } = await audiencesOf(t, ['admin']));
  const [{ name }] = rowsOf<{ name: string }>(await t.db.execute(sql`select current_database() as name`));
  const u = new URL(process.env.TEST_DATABASE_URL!);
  u.pathname = `/${name}`;
  url = u.toString();
  pools.push(openPostgres(url, 4), openPostgres(url, 4));
});
afterAll(async () => {
  for (const pool of pools) await pool.close();
  await t.close();
});

const investors = async (n: number) => {
  const made: SignedIn[] = [];
  for (let i = 0; i < n; i++) made.push(await signedInAs(t, 'investor'));
  return made;
};

/** A raise with these investors' holdings (two each), whose deadline the admin then brings to `deadline`. */
async function shortRaiseWith(holders: SignedIn[], deadline: Date) {
  const raise = await raiseWithDeadline(admin.agent, inMs(86_400_000));
  for (const [i, { agent }] of holders.entries()) {
    expect((await investIn(agent, raise.id, `${1000 + i * 250}.25`, 'mada')).statusCode).toBe(201);
    expect((await investIn(agent, raise.id, '2000', 'stc-pay')).statusCode).toBe(201);
  }
  await moveDeadline(admin.agent, raise.id, deadline);
  return raise;
}

const refundNoticeCounts = async (userIds: string[]) =>
  (
    await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(inArray(notifications.userId, userIds), eq(notifications.kind, RAISE_REFUNDED_KIND)))
  ).length;

describe('two workers on one PostgreSQL', () => {
  it('refund each missed raise once between them', async () => {
    const holders = await investors(3);
    const deadline = inMs(2500);
    const raises = [];
    for (let i = 0; i < 4; i++) raises.push(await shortRaiseWith(holders, deadline));
    await untilPassed(t.db, deadline);

    const [a, b] = pools.map((pool) => workerFor(t, { db: pool.db }));
    await Promise.all([a.drain(), b.drain()]);

    for (const raise of raises) {
      await expectRefundedOnce(t.db, raise.id);
      expect(await holdingsIn(t.db, raise.id)).toHaveLength(6);
    }
    // One notice per investor per raise.
    expect(await refundNoticeCounts(holders.map((h) => h.user.id))).toBe(3 * 4);
  });

  it('refund once when the job runs twice at the same moment', async () => {
    const holders = await investors(2);
    const deadline = inMs(1500);
    const raise = await shortRaiseWith(holders, deadline);
    await untilPassed(t.db, deadline);

    const site = siteOf(t.app.deps.config);
    const job = { investmentId: raise.id, deadline: deadline.toISOString() };
    const counts = await Promise.all(pools.map((pool) => refundMissedRaise(pool.db, site, job)));

    expect(counts.sort()).toEqual([0, 4]);
    await expectRefundedOnce(t.db, raise.id);
    expect(await refundNoticeCounts(holders.map((h) => h.user.id))).toBe(2);
  });
});

describe('a worker killed in the middle of a refund', () => {
  it('leaves nothing half done, and the next worker refunds every holding exactly once after its lease', async () => {
    const holders = await investors(3);
    const deadline = inMs(1500);
    const raise = await shortRaiseWith(holders, deadline);
    await untilPassed(t.db, deadline);
    // The job of the deadline it missed (the raise's first, a day ahead, is not due).
    const job = async () => (await deadlineJobsOf(t.db, raise.id)).find((j) => j.runAt.getTime() === deadline.getTime())!;

    // Another session holds the ledger, so the refund stalls on its first ledger entry: after it
    // locked the raise and marked its holdings refunded.
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE ledger_entries IN EXCLUSIVE MODE');

    const doomedPool = openPostgres(url, 2);
    // A cut connection is also an 'error' event on its pg client, which a pool leaves unheard while the
    // client is checked out (it would crash this test process; the dying worker's process is gone anyway).
    (doomedPool.driver as unknown as { $client: pg.Pool }).$client.on('connect', (client) => client.on('error', () => undefined));
    const doomed = workerFor(t, { db: doomedPool.db, leaseMs: 1500 });
    const running = doomed.tick();
    let pid = 0;
    await until(async () => {
      const [stalled] = rowsOf<{ pid: number }>(
        await t.db.execute(sql`select pid from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query ilike 'insert into "ledger_entries"%'`),
      );
      pid = stalled?.pid ?? 0;
      return pid !== 0;
    }, 'the refund to stall on the ledger');
    // It holds the raise's row: an investment now would wait for it.
    await expect(
      t.db.transaction((tx) => tx.execute(sql`select id from investments where id = ${raise.id} for update nowait`)),
    ).rejects.toThrow();

    // The worker's process dies: its pool takes no more work, and the database sees its connection cut.
    const closing = doomedPool.close();
    await t.db.execute(sql`select pg_terminate_backend(${pid})`);
    await running;
    await closing;
    await locker.query('ROLLBACK');
    await locker.end();

    // Its transaction died whole: nothing refunded, and the job still leased to the dead worker.
    expect((await raiseRow(t.db, raise.id)).status).toBe('active');
    expect((await holdingsIn(t.db, raise.id)).map((h) => h.status)).toEqual(Array(6).fill('active'));
    expect(await ledgerOf(t.db, raise.id, 'refund')).toEqual([]);
    expect(await job()).toMatchObject({ status: 'queued', attempts: 1, lockedBy: doomed.id, lastError: null });

    const rescuer = workerFor(t, { db: pools[0].db });
    await until(
      async () => {
        await rescuer.drain();
        return (await job()).status === 'done';
      },
      'another worker to take the job once its lease ran out',
      20_000,
    );

    expect((await job()).attempts).toBe(2);
    await expectRefundedOnce(t.db, raise.id);
    expect(await refundNoticeCounts(holders.map((h) => h.user.id))).toBe(3);
  });
});

describe('investments racing the deadline while its job runs', () => {
  it('each either landed before the deadline and was refunded with the rest, or was refused', async () => {
    const racers = await investors(10);
    const deadline = inMs(2500);
    const raise = await raiseWithDeadline(admin.agent, deadline, { totalFunding: '100000000' });
    const workers = pools.map((pool) => workerFor(t, { db: pool.db }));
    const jobDone = until(
      async () => {
        await Promise.all(workers.map((w) => w.drain()));
        return (await deadlineJobsOf(t.db, raise.id))[0].status === 'done';
      },
      'the deadline job',
      30_000,
    );

    // Every investor keeps investing until refused.
    const answers = (
      await Promise.all(
        racers.map(async ({ agent }, i) => {
          const mine = [];
          for (let n = 0; ; n++) {
            const res = await investIn(agent, raise.id, `${1000 + i}.${String(n % 100).padStart(2, '0')}`);
            mine.push(res);
            if (res.statusCode !== 201) return mine;
          }
        }),
      )
    ).flat();
    await jobDone;

    const landed = answers.filter((r) => r.statusCode === 201).map((r) => r.json() as { id: number; investmentDate: string });
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(landed.length).toBeGreaterThan(0);
    expect(refused).toHaveLength(racers.length);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(`This raise closed on ${formatRiyadhDateTime(deadline)}`);
    }
    for (const h of landed) expect(Date.parse(h.investmentDate)).toBeLessThan(deadline.getTime());
    expect((await holdingsIn(t.db, raise.id)).map((h) => h.id)).toEqual(landed.map((h) => h.id).sort((x, y) => x - y));
    await expectRefundedOnce(t.db, raise.id);
    expect(await ledgerOf(t.db, raise.id, 'investment')).toHaveLength(landed.length);
  });
});
