import type { Db } from '../../db/client';
import { marketFigures } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { computeMarketFigures } from './figures';

// The market figures' job (docs/product.md#market): every 15 minutes on the shared worker, one job
// per period whichever servers' workers queue it (its dedupe key names the period), each queuing the
// next; and at once when a worker starts on a database that has no figures yet.

export const MARKET_FIGURES_JOB = 'market.figures';
export const MARKET_PERIOD_MS = 15 * 60_000;

/** The start of the period `at` falls in. */
const periodOf = (at: Date) => new Date(Math.floor(at.getTime() / MARKET_PERIOD_MS) * MARKET_PERIOD_MS);

/** Queues the figures for the period starting at `runAt` (once ever per period: its dedupe key). */
function enqueueFigures(db: Db, runAt: Date) {
  return enqueueJob(db, { kind: MARKET_FIGURES_JOB, runAt, dedupeKey: `${MARKET_FIGURES_JOB}:${runAt.toISOString()}` });
}

/**
 * Makes sure the next period's run is queued (every worker at start, and each run after it) and, when
 * the table is empty, this period's run at once.
 */
export async function scheduleMarketFigures(db: Db, now = new Date()): Promise<void> {
  const [any] = await db.select({ mode: marketFigures.mode }).from(marketFigures).limit(1);
  if (!any) await enqueueFigures(db, periodOf(now));
  await enqueueFigures(db, new Date(periodOf(now).getTime() + MARKET_PERIOD_MS));
}

/** The worker's handler of MARKET_FIGURES_JOB: the figures, then the next period queued. */
export const marketFiguresJob =
  ({ db }: { db: Db }) =>
  async (): Promise<void> => {
    await computeMarketFigures(db);
    await scheduleMarketFigures(db);
  };
