import type { FastifyBaseLogger } from 'fastify';
import { PASSWORD_RESET_JOB, passwordResetJob } from '../auth/password-reset';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { emailDelivery } from '../features/mail/deliver';
import { DELIVER_EMAIL_JOB } from '../features/mail/outbox';
import { JobWorker, type WorkerOptions } from './worker';

// Every kind of job the worker runs, and the worker each app process starts (src/server/main.ts).
// A feature adds its jobs here: enqueue with src/server/jobs/queue.ts, handle here.

export function createJobWorker(
  { db, config, log }: { db: Db; config: Config; log: FastifyBaseLogger },
  overrides: Partial<Omit<WorkerOptions, 'db' | 'log' | 'handlers' | 'onFailure' | 'onStop'>> = {},
): JobWorker {
  const email = emailDelivery(db, config.mail);
  return new JobWorker({
    db,
    log,
    handlers: { [DELIVER_EMAIL_JOB]: email.deliver, [PASSWORD_RESET_JOB]: passwordResetJob({ db, config }) },
    onFailure: { [DELIVER_EMAIL_JOB]: email.onFailure },
    onStop: email.close,
    leaseMs: config.jobs.leaseMs,
    ...overrides,
  });
}
