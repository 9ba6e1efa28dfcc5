import type { Db, Tx } from '../db/client';
import { jobs } from '../db/schema';

// Adding work for the job worker (src/server/jobs/worker.ts). Call it with the transaction of the
// event that causes the work, so the job exists exactly when the event does.

export interface NewJob {
  /** The handler's name, as registered with the worker ('email.deliver', …). */
  kind: string;
  payload?: Record<string, unknown>;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** A job with this key is added once ever; a second enqueue with the same key is a no-op (null). */
  dedupeKey?: string;
}

/** Adds a job; answers its id, or null when `dedupeKey` was already used. */
export async function enqueueJob(db: Db | Tx, job: NewJob): Promise<number | null> {
  const rows = await db
    .insert(jobs)
    .values({ kind: job.kind, payload: job.payload ?? {}, runAt: job.runAt, dedupeKey: job.dedupeKey })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}
