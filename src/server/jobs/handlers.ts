import type { FastifyBaseLogger } from 'fastify';
import { PASSWORD_RESET_JOB, passwordResetJob } from '../auth/password-reset';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { emailDelivery } from '../features/mail/deliver';
import { INVESTMENT_DEADLINE_JOB, investmentDeadlineJob } from '../features/investments/deadline';
import { DELIVER_EMAIL_JOB } from '../features/mail/outbox';
import { siteOf } from '../features/mail/site';
import { MARKET_FIGURES_JOB, marketFiguresJob, scheduleMarketFigures } from '../features/market/job';
import { LISTING_ALERT_JOB } from '../features/notifications/events/listings';
import { LICENCE_EXPIRY_JOB, licenceExpiryJob } from '../features/properties/licence-expiry';
import { listingAlertJob } from '../features/saved-searches/alerts';
import { DIGEST_JOB, digestJob, scheduleDigests } from '../features/saved-searches/digest';
import { UPLOADS_CLEANUP_JOB, uploadsCleanupJob } from '../features/uploads/lifecycle';
import { createUploadStore } from '../features/uploads/store';
import { JobWorker, type WorkerOptions } from './worker';

// Every kind of job the worker runs, and the worker each app process starts (src/server/main.ts).
// A feature adds its jobs here: enqueue with src/server/jobs/queue.ts, handle here.

export function createJobWorker(
  { db, config, log }: { db: Db; config: Config; log: FastifyBaseLogger },
  overrides: Partial<Omit<WorkerOptions, 'db' | 'log' | 'handlers' | 'onFailure' | 'onStop'>> = {},
): JobWorker {
  const email = emailDelivery(db, config.mail);
  const site = siteOf(config);
  return new AppJobWorker({
    db,
    log,
    handlers: {
      [DELIVER_EMAIL_JOB]: email.deliver,
      [PASSWORD_RESET_JOB]: passwordResetJob({ db, config }),
      [LISTING_ALERT_JOB]: listingAlertJob({ db, site }),
      [DIGEST_JOB]: digestJob({ db, site }),
      [LICENCE_EXPIRY_JOB]: licenceExpiryJob({ db, site }),
      [INVESTMENT_DEADLINE_JOB]: investmentDeadlineJob({ db, site }),
      [MARKET_FIGURES_JOB]: marketFiguresJob({ db }),
      [UPLOADS_CLEANUP_JOB]: uploadsCleanupJob({ db, store: createUploadStore(config) }),
    },
    onFailure: { [DELIVER_EMAIL_JOB]: email.onFailure },
    onStop: email.close,
    leaseMs: config.jobs.leaseMs,
    ...overrides,
  });
}

/** The app's worker: at start it also makes sure the next recurring jobs are queued (the alert digests, the market figures). */
class AppJobWorker extends JobWorker {
  constructor(private readonly options: WorkerOptions) {
    super(options);
  }

  override start(): void {
    super.start();
    scheduleDigests(this.options.db).catch((err: unknown) => this.options.log.warn({ err }, 'could not queue the next alert digests'));
    scheduleMarketFigures(this.options.db).catch((err: unknown) => this.options.log.warn({ err }, 'could not queue the market figures'));
  }
}
