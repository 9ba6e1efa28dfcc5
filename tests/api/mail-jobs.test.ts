import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/server/db/schema';
import { enqueueJob } from '../../src/server/jobs/queue';
import { JobWorker, PermanentJobError, type Job, type JobHandler } from '../../src/server/jobs/worker';
import { dbKindLabel, setupTestApp, type TestApp } from '../setup/app';
import { until } from './mail-shared';

// The job worker's guarantees (docs/decisions/006-jobs-and-outbox.md), with job kinds of the test's
// own: what it claims, what it leaves for others, how it records failures, how it stops.

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => t.close());

const workerWith = (handlers: Record<string, JobHandler>, options: { batch?: number; leaseMs?: number } = {}) =>
  new JobWorker({ db: t.db, log: t.app.log, handlers, ...options });

const jobRow = async (id: number) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe(`job worker (${dbKindLabel})`, () => {
  it('leaves a job of a kind it has no handler for queued, for a process that knows it', async () => {
    const id = (await enqueueJob(t.db, { kind: 'report.weekly', payload: { week: 47 } }))!;
    expect(await t.app.jobs.drain()).toBe(0);
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 0, lockedUntil: null, lockedBy: null });

    const seen: Job[] = [];
    const knows = workerWith({ 'report.weekly': async (job) => void seen.push(job) });
    expect(await knows.drain()).toBe(1);
    expect(seen.map((j) => j.payload)).toEqual([{ week: 47 }]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1, lastError: null });
  });

  it('adds a job with a dedupe key once', async () => {
    expect(await enqueueJob(t.db, { kind: 'refund', dedupeKey: 'refund:7' })).toEqual(expect.any(Number));
    expect(await enqueueJob(t.db, { kind: 'refund', dedupeKey: 'refund:7' })).toBeNull();
    expect(await workerWith({ refund: async () => undefined }).drain()).toBe(1);
  });

  it('records what a handler throws when it is not an Error, and retries the job later', async () => {
    const thrown: unknown[] = ['quota exceeded', { code: 42, reason: 'busy' }, null];
    const ids: number[] = [];
    for (let i = 0; i < thrown.length; i++) ids.push((await enqueueJob(t.db, { kind: 'throws', payload: { i } }))!);
    const worker = workerWith({
      throws: async (job) => {
        throw thrown[Number(job.payload.i)];
      },
    });
    expect(await worker.drain()).toBe(3);
    const rows = await Promise.all(ids.map(jobRow));
    expect(rows.map((r) => r.lastError)).toEqual([
      'non-error thrown: quota exceeded',
      "non-error thrown: { code: 42, reason: 'busy' }",
      'non-error thrown: null',
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'queued', attempts: 1, lockedUntil: null });
      expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    }
  });

  it('fails a job at once on a PermanentJobError', async () => {
    const id = (await enqueueJob(t.db, { kind: 'permanent' }))!;
    const worker = workerWith({
      permanent: async () => {
        throw new PermanentJobError('the address does not exist');
      },
    });
    expect(await worker.drain()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'the address does not exist' });
    expect((await jobRow(id)).finishedAt).toBeInstanceOf(Date);
  });

  it('never hands one job to two workers running at the same time', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) ids.push((await enqueueJob(t.db, { kind: 'count', payload: { i } }))!);
    const runs: number[] = [];
    const handler: JobHandler = async (job) => {
      runs.push(Number(job.payload.i));
      await new Promise((r) => setTimeout(r, 1));
    };
    const [a, b] = [workerWith({ count: handler }, { batch: 5 }), workerWith({ count: handler }, { batch: 5 })];
    const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
    expect(ranA + ranB).toBe(40);
    expect(runs.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    const rows = await t.db.select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('stop() lets the job in hand finish and gives the rest of the batch back at once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await enqueueJob(t.db, { kind: 'slow', payload: { i } }))!);
    let entered = 0;
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const worker = workerWith({
      slow: async () => {
        entered += 1;
        await gate;
      },
    });
    worker.start();
    await until(() => entered === 1, 'the first job to start');

    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    // Still running the first job: stop() waits for it.
    await until(async () => (await jobRow(ids[0])).lockedBy === worker.id, 'the claim to be visible');
    expect(stopped).toBe(false);
    finish();
    await stopping;

    expect(entered).toBe(1);
    expect(await jobRow(ids[0])).toMatchObject({ status: 'done', attempts: 1 });
    for (const id of ids.slice(1)) {
      expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 0, lockedUntil: null, lockedBy: null });
    }
    // Another worker takes them without waiting for a lease to run out.
    expect(await workerWith({ slow: async () => undefined }).drain()).toBe(2);
  });
});
