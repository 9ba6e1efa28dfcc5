import { desc, eq } from 'drizzle-orm';
import { formatSar, toHalalas, type InvestmentCreate, type InvestmentUpdate } from '../../../shared/schemas/investment';
import type { Db } from '../../db/client';
import { investments, userInvestments, type Investment } from '../../db/schema';
import { isViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { assertDeadlineAhead, queueDeadlineJob } from './deadline';

// Investment opportunities, managed by admins (docs/product.md#investments). Every amount is
// computed by PostgreSQL `numeric` or as BigInt halalas; a JS float never decides anything here.

export const INVESTMENT_NOT_FOUND = 'Investment not found';
export const HAS_INVESTORS = 'This opportunity has investors and cannot be deleted. Close it instead.';
export const REFUNDED_STAYS_CLOSED = 'This raise missed its deadline and its holdings were refunded: it stays closed';
export const FUNDING_CHECK = 'investments_funding_within_target';

/** Every opportunity, newest first; the page filters and sorts them (docs/product.md#investments-page). */
export async function listInvestments({ db }: { db: Db }): Promise<Investment[]> {
  return db.select().from(investments).orderBy(desc(investments.createdAt), desc(investments.id));
}

export async function getInvestment({ db, id }: { db: Db; id: number }): Promise<Investment> {
  const [row] = await db.select().from(investments).where(eq(investments.id, id));
  if (!row) throw notFound(INVESTMENT_NOT_FOUND);
  return row;
}

/** Creates an opportunity; with a deadline (ahead), the job that closes it then is queued with it. */
export async function createInvestment({ db, input }: { db: Db; input: InvestmentCreate }): Promise<Investment> {
  const fundingDeadline = input.fundingDeadline ?? null;
  assertDeadlineAhead(fundingDeadline, { changed: true, reopened: false });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(investments)
      .values({
        title: input.title,
        description: input.description ?? null,
        minimumInvestment: input.minimumInvestment,
        expectedRoi: input.expectedRoi,
        duration: input.duration,
        investmentType: input.investmentType,
        location: input.location,
        totalFunding: input.totalFunding,
        status: input.status,
        fundingDeadline,
      })
      .returning();
    await queueDeadlineJob(tx, row);
    return row;
  });
}

/**
 * Edits an opportunity. The row is locked while the rules that depend on it are checked, so an
 * investment landing at the same moment cannot slip under a lowered total.
 */
export async function updateInvestment({ db, id, input }: { db: Db; id: number; input: InvestmentUpdate }): Promise<Investment> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(investments).where(eq(investments.id, id)).for('update');
      if (!current) throw notFound(INVESTMENT_NOT_FOUND);
      const total = input.totalFunding ?? current.totalFunding;
      const minimum = input.minimumInvestment ?? current.minimumInvestment;
      const status = input.status ?? current.status;
      const deadline = input.fundingDeadline === undefined ? current.fundingDeadline : input.fundingDeadline;
      if (toHalalas(total) < toHalalas(current.currentFunding)) {
        throw conflict(`Total funding cannot be less than the ${formatSar(current.currentFunding)} SAR already invested`);
      }
      if (toHalalas(minimum) > toHalalas(total)) {
        const message = 'Minimum investment cannot be more than the total funding';
        throw badRequest(message, { minimumInvestment: message });
      }
      // Its holdings were paid back: reopening it would take new money on top of refunded money.
      if (current.refundedAt && status !== 'closed') throw conflict(REFUNDED_STAYS_CLOSED);
      assertDeadlineAhead(deadline, {
        changed: deadline !== null && deadline.getTime() !== current.fundingDeadline?.getTime(),
        reopened: status === 'active' && current.status !== 'active',
      });
      const [row] = await tx
        .update(investments)
        .set({
          ...(input.title !== undefined && { title: input.title }),
          ...(input.description !== undefined && { description: input.description }),
          ...(input.minimumInvestment !== undefined && { minimumInvestment: input.minimumInvestment }),
          ...(input.expectedRoi !== undefined && { expectedRoi: input.expectedRoi }),
          ...(input.duration !== undefined && { duration: input.duration }),
          ...(input.investmentType !== undefined && { investmentType: input.investmentType }),
          ...(input.location !== undefined && { location: input.location }),
          ...(input.totalFunding !== undefined && { totalFunding: input.totalFunding }),
          ...(input.status !== undefined && { status: input.status }),
          ...(input.fundingDeadline !== undefined && { fundingDeadline: input.fundingDeadline }),
          updatedAt: new Date(),
        })
        .where(eq(investments.id, id))
        .returning();
      await queueDeadlineJob(tx, row);
      return row;
    });
  } catch (err) {
    // The CHECK is the last line of defence (e.g. PGlite has no row locks to wait on).
    if (isViolation(err, 'check', FUNDING_CHECK)) throw conflict('Total funding cannot be less than the amount already invested');
    throw err;
  }
}

/** Deletes an opportunity nobody has invested in; one with holdings can only be closed. */
export async function deleteInvestment({ db, id }: { db: Db; id: number }): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx.select({ id: investments.id }).from(investments).where(eq(investments.id, id)).for('update');
      if (!current) throw notFound(INVESTMENT_NOT_FOUND);
      const [holding] = await tx
        .select({ id: userInvestments.id })
        .from(userInvestments)
        .where(eq(userInvestments.investmentId, id))
        .limit(1);
      if (holding) throw conflict(HAS_INVESTORS);
      await tx.delete(investments).where(eq(investments.id, id));
    });
  } catch (err) {
    // An investment committed between the check and the delete: the foreign key refuses it.
    if (isViolation(err, 'foreignKey')) throw conflict(HAS_INVESTORS);
    throw err;
  }
}
