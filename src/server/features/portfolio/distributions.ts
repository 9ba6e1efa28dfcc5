import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DISTRIBUTION_METHOD } from '../../../shared/constants';
import { formatRiyadhDateTime, plural } from '../../../shared/format';
import { formatSar, fromHalalas, toHalalas } from '../../../shared/money';
import type { DistributionPayload, distributionSchema } from '../../../shared/schemas/portfolio';
import type { Actor } from '../../auth/guards';
import type { Db, Tx } from '../../db/client';
import { distributions, investments, ledgerEntries, userInvestments } from '../../db/schema';
import { isViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors';
import type { Site } from '../mail/site';
import { notifyDistributionReceived } from '../notifications/events/distributions';
import { recordLedgerEntries } from './ledger';
import { minimumProRataTotal, splitProRata, type ProRataShare } from './pro-rata';

// An opportunity's distributions (docs/product.md#distributions): an admin records a payout, and it
// is split across the investors who held the opportunity when it was paid, pro rata to what each
// held then, in exact halalas, as one ledger entry and one notice per investor.

type Distribution = z.output<typeof distributionSchema>;

const NOT_FOUND = 'Investment not found';
/** Holdings whose principal is still invested: not refunded (nor cancelled, which never was). */
const HELD = ['active', 'completed'] as const;

/** The investors holding `investmentId` at `paidAt`: what each held then, first investment first. */
async function holdersAt(tx: Tx, investmentId: number, paidAt: Date): Promise<ProRataShare[]> {
  const since = sql`min(${userInvestments.investmentDate})`;
  const rows = await tx
    .select({
      userId: userInvestments.userId,
      held: sql<string>`sum(${userInvestments.amount})::text`,
      since: since.mapWith(userInvestments.investmentDate),
    })
    .from(userInvestments)
    .where(
      and(
        eq(userInvestments.investmentId, investmentId),
        inArray(userInvestments.status, HELD),
        lte(userInvestments.investmentDate, paidAt),
      ),
    )
    .groupBy(userInvestments.userId)
    .orderBy(since, asc(userInvestments.userId));
  return rows.map((r) => ({ userId: r.userId, weight: toHalalas(r.held), since: r.since }));
}

/** Distributions as answered, each with how many investors it paid (one ledger entry each). */
function selectDistributions(db: Db) {
  return db
    .select({
      id: distributions.id,
      investmentId: distributions.investmentId,
      amount: distributions.amount,
      paidAt: distributions.paidAt,
      // One ledger entry per investor paid.
      investors: sql<number>`count(${ledgerEntries.id})::int`,
      createdAt: distributions.createdAt,
    })
    .from(distributions)
    .leftJoin(ledgerEntries, eq(ledgerEntries.distributionId, distributions.id))
    .groupBy(distributions.id)
    .$dynamic();
}

/** An opportunity's distributions, the latest paid first, each with how many investors it paid. */
export async function listDistributions({ db, investmentId }: { db: Db; investmentId: number }): Promise<Distribution[]> {
  const [opportunity] = await db.select({ id: investments.id }).from(investments).where(eq(investments.id, investmentId));
  if (!opportunity) throw notFound(NOT_FOUND);
  return selectDistributions(db)
    .where(eq(distributions.investmentId, investmentId))
    .orderBy(desc(distributions.paidAt), desc(distributions.id));
}

export const KEY_REUSED = 'This Idempotency-Key was already used for a different distribution';

/**
 * The distribution a retried request already recorded under `key`, answered as it was; the same key
 * with another amount or date is a 422. Undefined when the key is new.
 */
async function replayOf(db: Db, investmentId: number, key: string, input: DistributionPayload): Promise<Distribution | undefined> {
  const [recorded] = await db
    .select({ id: distributions.id, amount: distributions.amount, paidAt: distributions.paidAt })
    .from(distributions)
    .where(and(eq(distributions.investmentId, investmentId), eq(distributions.idempotencyKey, key)));
  if (!recorded) return undefined;
  if (toHalalas(recorded.amount) !== toHalalas(input.amount) || recorded.paidAt.getTime() !== input.paidAt.getTime()) {
    throw unprocessable(KEY_REUSED);
  }
  const [answer] = await selectDistributions(db).where(eq(distributions.id, recorded.id));
  return answer;
}

interface DistributionRequest {
  db: Db;
  site: Site;
  actor: Actor;
  investmentId: number;
  input: DistributionPayload;
  /** A retry with the same key pays no one twice (the contract's Idempotency-Key). */
  idempotencyKey?: string;
}

/**
 * Records a distribution of `input.amount`, paid at `input.paidAt`, and pays each investor their
 * part. One transaction, with the opportunity's row locked, so a refund or an investment cannot
 * land between reading who holds it and paying them.
 */
export async function recordDistribution(request: DistributionRequest): Promise<{ distribution: Distribution; replayed: boolean }> {
  const { db, investmentId, input, idempotencyKey } = request;
  if (idempotencyKey) {
    const earlier = await replayOf(db, investmentId, idempotencyKey, input);
    if (earlier) return { distribution: earlier, replayed: true };
  }
  try {
    const distribution = await record(request);
    return { distribution, replayed: false };
  } catch (err) {
    // The same key racing us committed first: its distribution is the answer.
    if (idempotencyKey && isViolation(err, 'unique', 'distributions_idempotency_idx')) {
      const earlier = await replayOf(db, investmentId, idempotencyKey, input);
      if (earlier) return { distribution: earlier, replayed: true };
    }
    throw err;
  }
}

async function record({ db, site, actor, investmentId, input, idempotencyKey }: DistributionRequest): Promise<Distribution> {
  return db.transaction(async (tx) => {
    const [opportunity] = await tx
      .select({ id: investments.id, title: investments.title, createdAt: investments.createdAt, refundedAt: investments.refundedAt })
      .from(investments)
      .where(eq(investments.id, investmentId))
      .for('update');
    if (!opportunity) throw notFound(NOT_FOUND);
    if (opportunity.refundedAt) throw conflict('This raise was refunded: it has no investors to pay');
    const { paidAt } = input;
    if (paidAt.getTime() > Date.now()) throw badRequest('Paid on cannot be in the future', { paidAt: 'Paid on cannot be in the future' });
    if (paidAt < opportunity.createdAt) {
      const message = `Paid on cannot be before the opportunity was created (${formatRiyadhDateTime(opportunity.createdAt)})`;
      throw badRequest(message, { paidAt: message });
    }

    const holders = await holdersAt(tx, investmentId, paidAt);
    if (holders.length === 0) throw conflict(`No one held this opportunity on ${formatRiyadhDateTime(paidAt)}: there is no one to pay`);
    const total = toHalalas(input.amount);
    const minimum = minimumProRataTotal(holders.map((h) => h.weight));
    if (total < minimum) {
      const message = `Amount must be at least ${formatSar(fromHalalas(minimum))} SAR, so that each of ${plural(holders.length, 'investor', 'investors')} receives 0.01 SAR or more`;
      throw badRequest(message, { amount: message });
    }

    const [distribution] = await tx
      .insert(distributions)
      .values({ investmentId, amount: input.amount, paidAt, recordedBy: actor.id, idempotencyKey: idempotencyKey ?? null })
      .returning();
    const parts = splitProRata(total, holders).map(fromHalalas);
    const entries = await recordLedgerEntries(
      tx,
      holders.map((h, i) => ({
        userId: h.userId,
        kind: 'distribution' as const,
        investmentId,
        distributionId: distribution.id,
        amount: parts[i],
        method: DISTRIBUTION_METHOD,
        occurredAt: paidAt,
      })),
    );
    await notifyDistributionReceived(tx, site, {
      opportunity,
      amount: distribution.amount,
      paidAt,
      parts: holders.map((h, i) => ({ userId: h.userId, amount: parts[i], reference: entries[i].reference })),
    });
    return {
      id: distribution.id,
      investmentId,
      amount: distribution.amount,
      paidAt: distribution.paidAt,
      investors: holders.length,
      createdAt: distribution.createdAt,
    };
  });
}
