import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatSar, toHalalas, type InvestPayload } from '../../../shared/schemas/investment';
import type { Actor } from '../../auth/guards';
import { rowsOf, type Db, type Tx } from '../../db/client';
import { investments, riskAcknowledgements, userInvestments } from '../../db/schema';
import { isViolation } from '../../lib/db-errors';
import { AppError, badRequest, conflict, notFound, unprocessable } from '../../lib/errors';
import { recordLedgerEntries } from '../portfolio/ledger';
import { closedOnMessage } from './deadline';
import { HELD_STATUSES, selectHoldings, type Holding } from './holdings';
import { FUNDING_CHECK, INVESTMENT_NOT_FOUND } from './opportunities';

// Investing (docs/product.md#investments, #limits-a-regulator-would-ask-for,
// #raises-with-a-deadline). Every amount is computed by PostgreSQL `numeric` or as BigInt halalas.

export const NOT_OPEN = 'This opportunity is not open for investment';
export const KEY_REUSED = 'This Idempotency-Key was already used for a different investment';
export const RISK_NOT_ACKNOWLEDGED = 'Please confirm you have read and understood the risks of this investment';
const CHANGED = 'This opportunity changed while you were investing. Please try again.';
const IDEMPOTENCY_INDEX = 'user_investments_idempotency_idx';

export const minimumMessage = (minimum: string) => `Minimum investment is ${formatSar(minimum)} SAR`;
export const remainingMessage = (remaining: string) => `Only ${formatSar(remaining)} SAR of funding remains`;
export const capMessage = (cap: string, room: string) =>
  `You can hold at most ${formatSar(cap)} SAR in one opportunity; you can add up to ${formatSar(room)} SAR`;

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

/** Why the conditional update matched no row, read after the fact (in its transaction: the same now()). */
async function refusal(tx: Tx, input: InvestPayload): Promise<AppError> {
  const [opportunity] = await tx
    .select({
      status: investments.status,
      minimumInvestment: investments.minimumInvestment,
      fundingDeadline: investments.fundingDeadline,
      refundedAt: investments.refundedAt,
      deadlinePassed: sql<boolean>`coalesce(${investments.fundingDeadline} <= now(), false)`,
      fits: sql<boolean>`${investments.currentFunding} + ${input.amount}::numeric <= ${investments.totalFunding}`,
      remaining: sql<string>`(${investments.totalFunding} - ${investments.currentFunding})::text`,
    })
    .from(investments)
    .where(eq(investments.id, input.investmentId));
  if (!opportunity) return notFound(INVESTMENT_NOT_FOUND);
  // Past its deadline and short: refunded already, or not yet (this transaction's time may be just
  // before the deadline while the refund committed under us).
  if (opportunity.fundingDeadline && (opportunity.refundedAt || (opportunity.deadlinePassed && opportunity.status === 'active'))) {
    return conflict(closedOnMessage(opportunity.fundingDeadline));
  }
  if (opportunity.status !== 'active') return conflict(NOT_OPEN);
  if (toHalalas(input.amount) < toHalalas(opportunity.minimumInvestment)) {
    const message = minimumMessage(opportunity.minimumInvestment);
    return badRequest(message, { amount: message });
  }
  if (!opportunity.fits) return conflict(remainingMessage(opportunity.remaining));
  // Changed between the update and this read (e.g. an admin edit); a retry will decide.
  return conflict(CHANGED);
}

/**
 * The first investment in an opportunity needs the investor's acknowledgement of its risks. Sent,
 * it is stored in the investment's transaction (the first one kept), so it exists exactly when an
 * investment relied on it, with that time.
 */
/**
 * One instant for the acknowledgement, the holding and its ledger entry: the transaction's own time,
 * the one the deadline was checked against, to the millisecond a JS Date keeps.
 */
async function transactionTime(tx: Tx): Promise<Date> {
  const [{ at }] = rowsOf<{ at: string | Date }>(await tx.execute(sql`select date_trunc('milliseconds', now()) as at`));
  return new Date(at);
}

async function acknowledgeRisk(tx: Tx, actor: Actor, input: InvestPayload, at: Date): Promise<void> {
  if (input.riskAcknowledged) {
    await tx
      .insert(riskAcknowledgements)
      .values({ userId: actor.id, investmentId: input.investmentId, acknowledgedAt: at })
      .onConflictDoNothing();
    return;
  }
  const [given] = await tx
    .select({ at: riskAcknowledgements.acknowledgedAt })
    .from(riskAcknowledgements)
    .where(and(eq(riskAcknowledgements.userId, actor.id), eq(riskAcknowledgements.investmentId, input.investmentId)));
  if (!given) throw badRequest(RISK_NOT_ACKNOWLEDGED, { riskAcknowledged: RISK_NOT_ACKNOWLEDGED });
}

/**
 * What one investor holds in one opportunity stays within the cap. Called under the opportunity's
 * row lock: this investor's other investments in it have committed or wait behind us, and (READ
 * COMMITTED) this statement's snapshot, newer than the lock, sees every committed one.
 */
async function assertWithinCap(tx: Tx, actor: Actor, input: InvestPayload, cap: string): Promise<void> {
  const [held] = await tx
    .select({ room: sql<string>`greatest(${cap}::numeric - coalesce(sum(${userInvestments.amount}), 0), 0)::text` })
    .from(userInvestments)
    .where(
      and(
        eq(userInvestments.userId, actor.id),
        eq(userInvestments.investmentId, input.investmentId),
        inArray(userInvestments.status, HELD_STATUSES),
      ),
    );
  if (toHalalas(input.amount) > toHalalas(held.room)) throw conflict(capMessage(cap, held.room));
}

/**
 * Invests `input.amount` in an opportunity for `actor`.
 *
 * One transaction: a single conditional UPDATE adds the amount to current_funding only if the
 * opportunity is active, before its deadline (PostgreSQL's transaction time), the amount meets its
 * minimum and the total stays within the target. On PostgreSQL that UPDATE takes the row lock, so
 * concurrent investors queue on it and each re-checks the condition against the committed total:
 * nobody over-funds and nobody's money is lost. Under that lock the risk acknowledgement and the
 * per-investor cap are checked, then the holding and its ledger entry are written; any refusal or
 * failure rolls the funding change back with it.
 */
export async function invest({
  db,
  actor,
  input,
  idempotencyKey,
  investorCapSar,
}: {
  db: Db;
  actor: Actor;
  input: InvestPayload;
  idempotencyKey?: string;
  /** config.investorCapSar: the most one investor may hold in one opportunity. */
  investorCapSar: string;
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
            sql`(${investments.fundingDeadline} IS NULL OR ${investments.fundingDeadline} > now())`,
            sql`${investments.minimumInvestment} <= ${amount}`,
            sql`${investments.currentFunding} + ${amount} <= ${investments.totalFunding}`,
          ),
        )
        .returning({ id: investments.id });
      if (!funded) throw await refusal(tx, input);
      const at = await transactionTime(tx);
      await acknowledgeRisk(tx, actor, input, at);
      await assertWithinCap(tx, actor, input, investorCapSar);
      const [row] = await tx
        .insert(userInvestments)
        .values({
          investmentDate: at,
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
    // A retry that raced its first attempt: the key is taken, or the room the first one used up
    // (funding, the cap) refused it. Either way the first attempt's holding is the answer.
    if (idempotencyKey && (err instanceof AppError || isViolation(err, 'unique', IDEMPOTENCY_INDEX))) {
      const existing = await findByKey(db, actor.id, idempotencyKey);
      if (existing) return { holding: replay(existing, input), replayed: true };
    }
    if (isViolation(err, 'check', FUNDING_CHECK)) throw conflict(CHANGED);
    throw err;
  }
}
