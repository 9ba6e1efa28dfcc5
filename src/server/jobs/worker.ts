import crypto from 'node:crypto';
import { inspect } from 'node:util';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type Db, type Tx } from '../db/client';
import { jobs } from '../db/schema';

// The job worker (docs/decisions/006-jobs-and-outbox.md): every app process runs one, and they
// coordinate through the `jobs` table alone, on PGlite and PostgreSQL alike. A worker claims due
// jobs with `FOR UPDATE SKIP LOCKED` and leases them (`locked_until`): two workers never hold one job
// at once, and a worker killed mid-job leaves a lease that runs out, after which another takes the job
// again (at least once; a handler that must not repeat its effect keys it, as e-mails do by their
// Message-ID). A handler's temporary failure is retried with backoff until the job's retry window
// closes; a permanent one fails the job at once. A worker only records the outcome of a job it still
// holds: once its lease has run out and another worker has taken the job, its late answer changes nothing.

export interface Job {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  /** This run included (the first run is attempt 1). */
  attempts: number;
  createdAt: Date;
}

/** Thrown by a handler for a failure that retrying cannot mend (an SMTP 5xx): the job fails at once. */
export class PermanentJobError extends Error {}

export type JobHandler = (job: Job) => Promise<void>;
/**
 * What a job's failure should do to it, beyond the worker's own bookkeeping (an e-mail records its
 * status): run in the transaction that records the failure, and only while the worker still holds the job.
 */
export type JobFailureHook = (job: Job, outcome: { error: Error; final: boolean }, tx: Tx) => Promise<void>;

export interface WorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /**
   * The kinds this worker runs. A job of another kind is left queued, for a process that knows it
   * (during a rolling deploy, an older server never claims a newer server's jobs).
   */
  handlers: Record<string, JobHandler>;
  onFailure?: Record<string, JobFailureHook>;
  /** Runs once stop() has let the job in hand finish: connections the handlers hold are closed here. */
  onStop?: () => void | Promise<void>;
  /** How long a claimed job is this worker's (default 5 minutes): longer than any handler runs. */
  leaseMs?: number;
  /** How often an idle worker looks for due jobs (default 1 s). */
  pollMs?: number;
  /** Jobs claimed at once (default 10). */
  batch?: number;
  /** A job still failing this long after it was created fails for good (default 24 hours). */
  retryWindowMs?: number;
  /** The first retry's delay (default 30 s), doubled each attempt up to `maxBackoffMs` (default 1 hour). */
  backoffMs?: number;
  maxBackoffMs?: number;
}

export const JOB_DEFAULTS = {
  leaseMs: 5 * 60_000,
  pollMs: 1000,
  batch: 10,
  retryWindowMs: 24 * 3600_000,
  backoffMs: 30_000,
  maxBackoffMs: 3600_000,
} as const;

/** The message of anything a handler throws: an Error's, or a readable form of a string, object, null… */
export function errorOf(thrown: unknown): Error {
  if (thrown instanceof Error) return thrown;
  const message = typeof thrown === 'string' ? thrown : inspect(thrown, { depth: 2, breakLength: Infinity });
  return new Error(`non-error thrown: ${message}`);
}

/** When a job that failed on its `attempts`-th run may run again: `backoffMs` doubled each time, capped. */
export function retryDelayMs(attempts: number, o: { backoffMs: number; maxBackoffMs: number }): number {
  return Math.min(o.backoffMs * 2 ** Math.max(0, attempts - 1), o.maxBackoffMs);
}

export class JobWorker {
  readonly id = `${process.pid}-${crypto.randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = true;
  /** Set by stop(): the batch in hand finishes its current job and gives back the rest. */
  private stopping = false;
  private readonly o: Required<Omit<WorkerOptions, 'onFailure' | 'onStop'>> & Pick<WorkerOptions, 'onFailure' | 'onStop'>;

  constructor(options: WorkerOptions) {
    this.o = { ...JOB_DEFAULTS, ...options };
  }

  /** Polls for due jobs until `stop()`; the timer never keeps the process alive. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = false;
    const loop = async () => {
      if (this.stopped) return;
      try {
        // A full batch means more may be waiting: look again at once.
        const ran = await this.tick();
        this.schedule(loop, ran >= this.o.batch ? 0 : this.o.pollMs);
      } catch (err) {
        this.o.log.warn({ err }, 'job worker: poll failed');
        this.schedule(loop, this.o.pollMs);
      }
    };
    this.schedule(loop, 0);
  }

  private schedule(fn: () => Promise<void>, ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => void fn(), ms);
    this.timer.unref();
  }

  /**
   * Stops polling, lets the job in hand finish, and gives the batch's other claimed jobs back at once
   * (another worker need not wait for their leases to run out).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    await this.o.onStop?.();
  }

  /** Claims one batch of due jobs and runs them; answers how many ran. */
  tick(): Promise<number> {
    if (!this.running) {
      this.running = this.runBatch().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  /** Runs every due job, batch after batch, until none is left (tests, and a quick flush). */
  async drain(): Promise<number> {
    this.stopping = false;
    let total = 0;
    for (;;) {
      const ran = await this.tick();
      total += ran;
      if (ran === 0) return total;
    }
  }

  private async runBatch(): Promise<number> {
    const claimed = await this.claim();
    let ran = 0;
    for (const job of claimed) {
      if (this.stopping) {
        await this.release(claimed.slice(ran));
        break;
      }
      await this.run(job);
      ran += 1;
    }
    return ran;
  }

  /**
   * One statement: pick due, unleased jobs no other worker is claiming, and lease them to this one.
   * The row-locking CTE is never inlined, so its LIMIT bounds what one claim takes.
   */
  private async claim(): Promise<Job[]> {
    const kinds = Object.keys(this.o.handlers);
    if (kinds.length === 0 || this.stopping) return [];
    const result = await this.o.db.execute(sql`
      with due as (
        select id from ${jobs}
        where status = 'queued' and run_at <= now() and (locked_until is null or locked_until < now())
          and kind in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})
        order by run_at, id
        limit ${this.o.batch}
        for update skip locked
      )
      update ${jobs} set locked_until = now() + ${`${this.o.leaseMs} milliseconds`}::interval, locked_by = ${this.id}, attempts = ${jobs.attempts} + 1
      from due where ${jobs.id} = due.id
      returning ${jobs.id} as id, ${jobs.kind} as kind, ${jobs.payload} as payload, ${jobs.attempts} as attempts, ${jobs.createdAt} as created_at`);
    return rowsOf<{ id: string | number; kind: string; payload: Record<string, unknown>; attempts: number; created_at: string | Date }>(
      result,
    )
      .map((r) => ({ id: Number(r.id), kind: r.kind, payload: r.payload, attempts: r.attempts, createdAt: new Date(r.created_at) }))
      .sort((a, b) => a.id - b.id);
  }

  /** Gives back claimed jobs this worker will not run (it is stopping): free at once, the claim not counted. */
  private async release(unrun: Job[]): Promise<void> {
    if (unrun.length === 0) return;
    await this.o.db
      .update(jobs)
      .set({ lockedUntil: null, lockedBy: null, attempts: sql`${jobs.attempts} - 1` })
      .where(
        and(
          inArray(
            jobs.id,
            unrun.map((j) => j.id),
          ),
          eq(jobs.lockedBy, this.id),
        ),
      );
  }

  /** Runs one job and records its outcome; never throws (a database error is logged, and the lease runs out). */
  private async run(job: Job): Promise<void> {
    try {
      await this.o.handlers[job.kind](job);
    } catch (thrown) {
      await this.failed(job, errorOf(thrown)).catch((err: unknown) =>
        this.o.log.error({ err, jobId: job.id, kind: job.kind }, 'job worker: could not record a failure'),
      );
      return;
    }
    await this.o.db
      .update(jobs)
      .set({ status: 'done', finishedAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(this.mine(job))
      .catch((err: unknown) => this.o.log.error({ err, jobId: job.id, kind: job.kind }, 'job worker: could not record a success'));
  }

  private mine(job: Job) {
    return and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.id));
  }

  private async failed(job: Job, error: Error): Promise<void> {
    const retryAt = new Date(Date.now() + retryDelayMs(job.attempts, this.o));
    const final = error instanceof PermanentJobError || retryAt.getTime() - job.createdAt.getTime() > this.o.retryWindowMs;
    const lastError = error.message.slice(0, 1000);
    const held = await this.o.db.transaction(async (tx) => {
      const [row] = await tx
        .update(jobs)
        .set(
          final
            ? { status: 'failed', finishedAt: sql`now()`, lockedUntil: null, lastError }
            : { runAt: retryAt, lockedUntil: null, lastError },
        )
        .where(this.mine(job))
        .returning({ id: jobs.id });
      if (row) await this.o.onFailure?.[job.kind]?.(job, { error, final }, tx);
      return row !== undefined;
    });
    // The lease ran out and another worker took the job: what this run learnt is no longer news.
    if (!held) this.o.log.warn({ jobId: job.id, kind: job.kind, err: error }, 'job failed after its lease ran out; another worker has it');
    else this.o.log.warn({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts, final }, 'job failed');
  }
}
