import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { rowsOf, type Database } from '../../db/client';
import type { AppMetrics } from '../../lib/metrics';

// What /metrics reads from the database at scrape time: the pool, the job queue and the e-mail
// outbox. The queue and outbox are read at most once per FRESH_MS however many scrapers ask, with
// counts the indexes answer where they can (`jobs_due_idx` covers every queued job).

const FRESH_MS = 5000;

interface QueueRow {
  kind: string;
  queued: number;
  due: number;
  oldest_due_seconds: number | null;
}
interface Backlog {
  queue: QueueRow[];
  failed: Array<{ kind: string; failed: number }>;
  outbox: Array<{ status: string; n: number }>;
}

async function readBacklog(database: Database): Promise<Backlog> {
  const { db } = database;
  const queue = rowsOf<QueueRow>(
    await db.execute(sql`
      select kind, count(*)::int as queued,
             count(*) filter (where run_at <= now())::int as due,
             extract(epoch from now() - min(run_at) filter (where run_at <= now()))::float8 as oldest_due_seconds
      from jobs where status = 'queued' group by kind`),
  );
  const failed = rowsOf<{ kind: string; failed: number }>(
    await db.execute(sql`select kind, count(*)::int as failed from jobs where status = 'failed' group by kind`),
  );
  const outbox = rowsOf<{ status: string; n: number }>(
    await db.execute(sql`select status, count(*)::int as n from outbox_emails where status in ('queued', 'failed') group by status`),
  );
  return { queue, failed, outbox };
}

/** The node-postgres pool under a PostgreSQL database. */
const poolOf = (database: Database): pg.Pool | null => (database.kind === 'postgres' ? database.pool : null);

/** Registers the database's gauges on the app's metrics. */
export function registerDatabaseGauges(metrics: AppMetrics, database: Database, log: FastifyBaseLogger): void {
  const pool = poolOf(database);
  metrics.gauge({
    name: 'manzil_db_pool',
    help: 'The database pool: open connections (total), idle ones, and queries waiting for a connection (waiting); PGlite is one connection',
    labelNames: ['state'],
    collect() {
      if (!pool) return void this.set({ state: 'total' }, 1);
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  let last: { at: number; backlog: Promise<Backlog | null> } | undefined;
  /** The latest read, or null when the database did not answer (the gauges are then left out). */
  const backlog = () => {
    if (!last || Date.now() - last.at > FRESH_MS) {
      const read = readBacklog(database).catch((err: unknown) => {
        log.warn({ err }, 'metrics: could not read the job queue and outbox');
        return null;
      });
      last = { at: Date.now(), backlog: read };
    }
    return last.backlog;
  };
  const fromBacklog = <L extends string>(
    name: string,
    help: string,
    labelNames: L[],
    fill: (b: Backlog, set: (labels: Record<L, string>, v: number) => void) => void,
  ) =>
    metrics.gauge({
      name,
      help,
      labelNames,
      async collect() {
        this.reset();
        const b = await backlog();
        if (b) fill(b, (labels, v) => this.set(labels, v));
      },
    });

  fromBacklog('manzil_jobs_queued', 'Jobs waiting to run, by kind (retries and scheduled jobs included)', ['kind'], (b, set) => {
    for (const r of b.queue) set({ kind: r.kind }, r.queued);
  });
  fromBacklog(
    'manzil_jobs_due',
    'Jobs due now and not yet run, by kind: the queue depth the workers have to catch up',
    ['kind'],
    (b, set) => {
      for (const r of b.queue) set({ kind: r.kind }, r.due);
    },
  );
  fromBacklog('manzil_jobs_oldest_due_seconds', 'How long the oldest due job has waited, by kind', ['kind'], (b, set) => {
    for (const r of b.queue) if (r.oldest_due_seconds !== null) set({ kind: r.kind }, r.oldest_due_seconds);
  });
  fromBacklog('manzil_jobs_failed', 'Jobs that failed for good, by kind (since the jobs table began)', ['kind'], (b, set) => {
    for (const r of b.failed) set({ kind: r.kind }, r.failed);
  });
  fromBacklog(
    'manzil_outbox_emails',
    'E-mails in the outbox not delivered: queued (the backlog) and failed for good',
    ['status'],
    (b, set) => {
      for (const status of ['queued', 'failed']) set({ status }, b.outbox.find((r) => r.status === status)?.n ?? 0);
    },
  );
}
