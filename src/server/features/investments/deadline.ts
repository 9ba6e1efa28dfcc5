import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentMethodId } from '../../../shared/constants';
import { formatRiyadhDateTime } from '../../../shared/format';
import type { Db, Tx } from '../../db/client';
import { investments, userInvestments } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import type { Job } from '../../jobs/worker';
import { badRequest } from '../../lib/errors';
import type { Site } from '../mail/site';
import { notifyRaiseRefunded } from '../notifications/events/investments';
import { recordLedgerEntries } from '../portfolio/ledger';
import { HELD_STATUSES } from './holdings';

// Raises with a deadline (docs/product.md#raises-with-a-deadline). No investment lands at or after
// the deadline: the invest UPDATE's condition says so, by PostgreSQL's clock. A raise short of its
// target then is closed and every holding refunded by one job queued for that instant, in one
// transaction that holds the opportunity's row lock: an investment that took the lock first is
// committed before the refund reads the holdings (and is refunded with the rest); one that comes
// after finds the raise closed. The refund ledger index and the status check make a rerun a no-op.

export const INVESTMENT_DEADLINE_JOB = 'investment.deadline';

type RaiseDeadline = { investmentId: number; deadline: string };

export const DEADLINE_IN_PAST = 'Funding deadline must be in the future';

export const closedOnMessage = (deadline: Date) => `This raise closed on ${formatRiyadhDateTime(deadline)}`;

/**
 * A deadline an admin sets or changes, or that an opportunity reopens (becomes active) with, must
 * still be ahead; one left as it was is not checked again (the form sends it back with any edit).
 */
export function assertDeadlineAhead(deadline: Date | null, { changed, reopened }: { changed: boolean; reopened: boolean }): void {
  if (deadline && (changed || reopened) && deadline.getTime() <= Date.now()) {
    throw badRequest(DEADLINE_IN_PAST, { fundingDeadline: DEADLINE_IN_PAST });
  }
}

/**
 * Call in the transaction that sets or changes an opportunity's deadline: queues the job that closes
 * and refunds it at that instant if it is still short. One job per opportunity and deadline (its
 * dedupe key), so calling it again with the same deadline adds nothing; a moved deadline gets its
 * own, and the old one finds the deadline changed and does nothing.
 */
export async function queueDeadlineJob(db: Db | Tx, opportunity: { id: number; fundingDeadline: Date | null }): Promise<void> {
  if (!opportunity.fundingDeadline) return;
  const deadline = opportunity.fundingDeadline.toISOString();
  await enqueueJob(db, {
    kind: INVESTMENT_DEADLINE_JOB,
    payload: { investmentId: opportunity.id, deadline } satisfies RaiseDeadline,
    runAt: opportunity.fundingDeadline,
    dedupeKey: `${INVESTMENT_DEADLINE_JOB}:${opportunity.id}:${deadline}`,
  });
}

/**
 * Closes a raise that missed `deadline` and refunds every holding in it, if it is still active, still
 * has that deadline, the deadline has passed (the database's clock) and it is short of its target.
 * All in one transaction, so a worker killed midway leaves nothing half done for the next to trip on.
 * `current_funding` keeps what was raised (it is still the sum of the holdings); each holding shows
 * its refund. Answers how many holdings it refunded (0: nothing to do).
 */
export async function refundMissedRaise(db: Db, site: Site, { investmentId, deadline }: RaiseDeadline): Promise<number> {
  return db.transaction(async (tx) => {
    const [raise] = await tx
      .select({
        id: investments.id,
        title: investments.title,
        currentFunding: investments.currentFunding,
        totalFunding: investments.totalFunding,
      })
      .from(investments)
      .where(
        and(
          eq(investments.id, investmentId),
          eq(investments.status, 'active'),
          // Milliseconds, as the job's payload carries it.
          sql`date_trunc('milliseconds', ${investments.fundingDeadline}) = ${deadline}::timestamptz`,
          sql`${investments.fundingDeadline} <= now()`,
          sql`${investments.currentFunding} < ${investments.totalFunding}`,
        ),
      )
      .for('update');
    if (!raise) return 0;
    const [closed] = await tx
      .update(investments)
      .set({ status: 'closed', refundedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(investments.id, raise.id))
      .returning({ refundedAt: sql<Date>`${investments.refundedAt}`.mapWith(investments.refundedAt) });
    const refunded = await tx
      .update(userInvestments)
      .set({ status: 'refunded' })
      .where(and(eq(userInvestments.investmentId, raise.id), inArray(userInvestments.status, HELD_STATUSES)))
      .returning({
        id: userInvestments.id,
        userId: userInvestments.userId,
        amount: userInvestments.amount,
        paymentMethod: sql<PaymentMethodId>`${userInvestments.paymentMethod}`,
      });
    refunded.sort((a, b) => a.id - b.id);
    // Back the way it came: each holding's refund by the method that paid for it.
    await recordLedgerEntries(
      tx,
      refunded.map((h) => ({
        userId: h.userId,
        kind: 'refund' as const,
        investmentId: raise.id,
        holdingId: h.id,
        amount: h.amount,
        method: h.paymentMethod,
        occurredAt: closed.refundedAt,
      })),
    );
    await notifyRaiseRefunded(tx, site, { ...raise, fundingDeadline: new Date(deadline) }, refunded);
    return refunded.length;
  });
}

/** The worker's handler of INVESTMENT_DEADLINE_JOB. */
export const investmentDeadlineJob =
  ({ db, site }: { db: Db; site: Site }) =>
  async (job: Job): Promise<void> => {
    await refundMissedRaise(db, site, job.payload as RaiseDeadline);
  };
