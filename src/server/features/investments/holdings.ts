import { desc, eq, sql } from 'drizzle-orm';
import type { PaymentMethodId } from '../../../shared/constants';
import type { Actor } from '../../auth/guards';
import type { Db, Tx } from '../../db/client';
import { investments, ledgerEntries, userInvestments } from '../../db/schema';

// The holdings users take in opportunities, as their owner reads them.

/**
 * A holding whose money is in the raise: what the per-investor cap counts and what a missed
 * deadline refunds (a refunded one went back; a cancelled one never counted in the funding).
 */
export const HELD_STATUSES = ['active', 'completed'] as const;

const holdingColumns = {
  id: userInvestments.id,
  userId: userInvestments.userId,
  investmentId: userInvestments.investmentId,
  amount: userInvestments.amount,
  investmentDate: userInvestments.investmentDate,
  status: userInvestments.status,
  paymentMethod: sql<PaymentMethodId>`${userInvestments.paymentMethod}`,
  /** The payment's ledger entry, written in the same transaction as the holding. */
  reference: sql<string>`(SELECT ${ledgerEntries.reference} FROM ${ledgerEntries} WHERE ${ledgerEntries.holdingId} = ${userInvestments.id} AND ${ledgerEntries.kind} = 'investment')`,
  investment: {
    id: investments.id,
    title: investments.title,
    investmentType: investments.investmentType,
    expectedRoi: investments.expectedRoi,
    currentFunding: investments.currentFunding,
    totalFunding: investments.totalFunding,
    status: investments.status,
    location: investments.location,
    fundingDeadline: investments.fundingDeadline,
  },
};

export function selectHoldings(db: Db | Tx) {
  return db.select(holdingColumns).from(userInvestments).innerJoin(investments, eq(investments.id, userInvestments.investmentId));
}
export type Holding = Awaited<ReturnType<typeof selectHoldings>>[number];

/** The actor's own investments, newest first, each with its opportunity. Never anyone else's. */
export async function listUserInvestments({ db, actor }: { db: Db; actor: Actor }): Promise<Holding[]> {
  return selectHoldings(db)
    .where(eq(userInvestments.userId, actor.id))
    .orderBy(desc(userInvestments.investmentDate), desc(userInvestments.id));
}
