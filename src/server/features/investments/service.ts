import { and, desc, eq, sql } from 'drizzle-orm';
import { formatSar, toHalalas, type InvestmentCreate, type InvestmentUpdate, type InvestPayload } from '../../../shared/schemas/investment';
import type { Actor } from '../../auth/guards';
import type { Db, Tx } from '../../db/client';
import type { PaymentMethodId } from '../../../shared/constants';
import { investments, ledgerEntries, userInvestments, type Investment } from '../../db/schema';
import { isViolation } from '../../lib/db-errors';
import { recordLedgerEntries } from '../portfolio/ledger';
import { AppError, badRequest, conflict, notFound, unprocessable } from '../../lib/errors';

// Investment opportunities and the money users put into them. Every amount is computed by
// PostgreSQL `numeric` or as BigInt halalas; a JS float never decides anything here.

export const INVESTMENT_NOT_FOUND = 'Investment not found';
export const NOT_OPEN = 'This opportunity is not open for investment';
export const HAS_INVESTORS = 'This opportunity has investors and cannot be deleted. Close it instead.';
export const KEY_REUSED = 'This Idempotency-Key was already used for a different investment';
const IDEMPOTENCY_INDEX = 'user_investments_idempotency_idx';
const FUNDING_CHECK = 'investments_funding_within_target';

export const minimumMessage = (minimum: string) => `Minimum investment is ${formatSar(minimum)} SAR`;
export const remainingMessage = (remaining: string) => `Only ${formatSar(remaining)} SAR of funding remains`;

const isFundingCheckViolation = (err: unknown) => isViolation(err, 'check', FUNDING_CHECK);

// ---------------------------------------------------------------------------------------------
// Opportunities

/** Every opportunity, newest first; the page filters and sorts them (docs/product.md#investments-page). */
export async function listInvestments({ db }: { db: Db }): Promise<Investment[]> {
  return db.select().from(investments).orderBy(desc(investments.createdAt), desc(investments.id));
}

export async function getInvestment({ db, id }: { db: Db; id: number }): Promise<Investment> {
  const [row] = await db.select().from(investments).where(eq(investments.id, id));
  if (!row) throw notFound(INVESTMENT_NOT_FOUND);
  return row;
}

export async function createInvestment({ db, input }: { db: Db; input: InvestmentCreate }): Promise<Investment> {
  const [row] = await db
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
    })
    .returning();
  return row;
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
      if (toHalalas(total) < toHalalas(current.currentFunding)) {
        throw conflict(`Total funding cannot be less than the ${formatSar(current.currentFunding)} SAR already invested`);
      }
      if (toHalalas(minimum) > toHalalas(total)) {
        const message = 'Minimum investment cannot be more than the total funding';
        throw badRequest(message, { minimumInvestment: message });
      }
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
          updatedAt: new Date(),
        })
        .where(eq(investments.id, id))
        .returning();
      return row;
    });
  } catch (err) {
    // The CHECK is the last line of defence (e.g. PGlite has no row locks to wait on).
    if (isFundingCheckViolation(err)) throw conflict('Total funding cannot be less than the amount already invested');
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

// ---------------------------------------------------------------------------------------------
// Holdings

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

function selectHoldings(db: Db) {
  return db.select(holdingColumns).from(userInvestments).innerJoin(investments, eq(investments.id, userInvestments.investmentId));
}
export type Holding = Awaited<ReturnType<typeof selectHoldings>>[number];

/** The actor's own investments, newest first, each with its opportunity. Never anyone else's. */
export async function listUserInvestments({ db, actor }: { db: Db; actor: Actor }): Promise<Holding[]> {
  return selectHoldings(db)
    .where(eq(userInvestments.userId, actor.id))
    .orderBy(desc(userInvestments.investmentDate), desc(userInvestments.id));
}

/** Totals over the actor's active holdings, computed in `numeric` and rounded once, to two decimals. */
export async function portfolioSummary({ db, actor }: { db: Db; actor: Actor }) {
  const [row] = await db
    .select({
      totalInvested: sql<string>`round(coalesce(sum(${userInvestments.amount}), 0), 2)::text`,
      holdings: sql<number>`count(*)::int`,
      opportunities: sql<number>`count(distinct ${userInvestments.investmentId})::int`,
      expectedAnnualReturn: sql<string>`round(coalesce(sum(${userInvestments.amount} * ${investments.expectedRoi}), 0) / 100, 2)::text`,
    })
    .from(userInvestments)
    .innerJoin(investments, eq(investments.id, userInvestments.investmentId))
    .where(and(eq(userInvestments.userId, actor.id), eq(userInvestments.status, 'active')));
  return row;
}

async function findByKey(db: Db, userId: string, key: string): Promise<Holding | undefined> {
  const [row] = await selectHoldings(db).where(and(eq(userInvestments.userId, userId), eq(userInvestments.idempotencyKey, key)));
  return row;
}

/** A retried request gets the row its first attempt made; a key reused for another investment is a 422. */
function replay(existing: Holding, input: InvestPayload): Holding {
  if (existing.investmentId !== input.investmentId || toHalalas(existing.amount) !== toHalalas(input.amount))
    throw unprocessable(KEY_REUSED);
  return existing;
}

/** Why the conditional update matched no row, read after the fact. */
async function refusal(tx: Tx, input: InvestPayload): Promise<AppError> {
  const [opportunity] = await tx
    .select({
      status: investments.status,
      minimumInvestment: investments.minimumInvestment,
      fits: sql<boolean>`${investments.currentFunding} + ${input.amount}::numeric <= ${investments.totalFunding}`,
      remaining: sql<string>`(${investments.totalFunding} - ${investments.currentFunding})::text`,
    })
    .from(investments)
    .where(eq(investments.id, input.investmentId));
  if (!opportunity) return notFound(INVESTMENT_NOT_FOUND);
  if (opportunity.status !== 'active') return conflict(NOT_OPEN);
  if (toHalalas(input.amount) < toHalalas(opportunity.minimumInvestment)) {
    const message = minimumMessage(opportunity.minimumInvestment);
    return badRequest(message, { amount: message });
  }
  if (!opportunity.fits) return conflict(remainingMessage(opportunity.remaining));
  // Changed between the update and this read (e.g. an admin edit); a retry will decide.
  return conflict('This opportunity changed while you were investing. Please try again.');
}

/**
 * Invests `input.amount` in an opportunity for `actor`.
 *
 * One transaction: a single conditional UPDATE adds the amount to current_funding only if the
 * opportunity is active, the amount meets its minimum and the total stays within the target. On
 * PostgreSQL that UPDATE takes the row lock, so concurrent investors queue on it and each re-checks
 * the condition against the committed total: nobody over-funds and nobody's money is lost. Then the
 * holding is inserted; if that fails (a duplicate Idempotency-Key racing us), the transaction
 * throws and the funding change is rolled back with it.
 */
export async function invest({
  db,
  actor,
  input,
  idempotencyKey,
}: {
  db: Db;
  actor: Actor;
  input: InvestPayload;
  idempotencyKey?: string;
}): Promise<{ holding: Holding; replayed: boolean }> {
  if (idempotencyKey) {
    const existing = await findByKey(db, actor.id, idempotencyKey);
    if (existing) return { holding: replay(existing, input), replayed: true };
  }
  const amount = sql`${input.amount}::numeric`;
  try {
    const id = await db.transaction(async (tx) => {
      const [funded] = await tx
        .update(investments)
        .set({
          currentFunding: sql`${investments.currentFunding} + ${amount}`,
          // Exactly full: no more money can come in, so say so.
          status: sql`CASE WHEN ${investments.currentFunding} + ${amount} = ${investments.totalFunding} THEN 'funded'::investment_status ELSE ${investments.status} END`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(investments.id, input.investmentId),
            eq(investments.status, 'active'),
            sql`${investments.minimumInvestment} <= ${amount}`,
            sql`${investments.currentFunding} + ${amount} <= ${investments.totalFunding}`,
          ),
        )
        .returning({ id: investments.id });
      if (!funded) throw await refusal(tx, input);
      const [row] = await tx
        .insert(userInvestments)
        .values({
          userId: actor.id,
          investmentId: input.investmentId,
          amount: input.amount,
          paymentMethod: input.paymentMethod,
          idempotencyKey: idempotencyKey ?? null,
        })
        .returning({ id: userInvestments.id, investmentDate: userInvestments.investmentDate });
      await recordLedgerEntries(tx, [
        {
          userId: actor.id,
          kind: 'investment',
          investmentId: input.investmentId,
          holdingId: row.id,
          amount: input.amount,
          method: input.paymentMethod,
          occurredAt: row.investmentDate,
        },
      ]);
      return row.id;
    });
    const [holding] = await selectHoldings(db).where(eq(userInvestments.id, id));
    return { holding, replayed: false };
  } catch (err) {
    if (idempotencyKey && isViolation(err, 'unique', IDEMPOTENCY_INDEX)) {
      const existing = await findByKey(db, actor.id, idempotencyKey);
      if (existing) return { holding: replay(existing, input), replayed: true };
    }
    if (isFundingCheckViolation(err)) throw conflict('This opportunity changed while you were investing. Please try again.');
    throw err;
  }
}
