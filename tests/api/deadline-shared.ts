import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf, type Db } from '../../src/server/db/client';
import { investments, jobs, ledgerEntries, userInvestments } from '../../src/server/db/schema';
import { INVESTMENT_DEADLINE_JOB } from '../../src/server/features/investments/deadline';
import type { PaymentMethodId } from '../../src/shared/constants';
import type { Agent } from '../setup/app';
import { until } from './mail-shared';

// Shared by the deadline tests (docs/product.md#raises-with-a-deadline): raises made and moved as an
// admin makes them, investments as an investor makes them, and what the database then holds.

/** A deadline `ms` from now, to the millisecond (what the admin form sends). */
export const inMs = (ms: number) => new Date(Date.now() + ms);

/** An open raise with a deadline, created through the admin API (which queues its job). */
export async function raiseWithDeadline(
  admin: Agent,
  fundingDeadline: Date | null,
  fields: { totalFunding?: string; minimumInvestment?: string; title?: string } = {},
): Promise<{ id: number; title: string; fundingDeadline: string | null }> {
  const res = await admin.post('/api/investments', {
    title: fields.title ?? 'Qassim Date Farms Fund',
    minimumInvestment: fields.minimumInvestment ?? '1000',
    expectedRoi: '9.5',
    duration: 24,
    investmentType: 'fund',
    location: 'Buraidah',
    totalFunding: fields.totalFunding ?? '1000000',
    fundingDeadline: fundingDeadline?.toISOString() ?? null,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The admin moves (or clears) a raise's deadline. */
export async function moveDeadline(admin: Agent, id: number, fundingDeadline: Date | null): Promise<void> {
  const res = await admin.put(`/api/investments/${id}`, { fundingDeadline: fundingDeadline?.toISOString() ?? null });
  expect(res.statusCode, res.body).toBe(200);
}

export function investIn(agent: Agent, investmentId: number, amount: string, paymentMethod: PaymentMethodId = 'card') {
  return agent.post('/api/user/investments', { investmentId, amount, paymentMethod, riskAcknowledged: true });
}

/** Waits until the database's clock (the one the rules read) is at or past `deadline`. */
export async function untilPassed(db: Db, deadline: Date): Promise<void> {
  await until(async () => {
    const [row] = rowsOf<{ passed: boolean }>(await db.execute(sql`select now() >= ${deadline.toISOString()}::timestamptz as passed`));
    return row.passed;
  }, `the deadline ${deadline.toISOString()}`);
}

export function deadlineJobsOf(db: Db, investmentId: number) {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, INVESTMENT_DEADLINE_JOB), sql`${jobs.payload} ->> 'investmentId' = ${String(investmentId)}`))
    .orderBy(jobs.id);
}

export async function raiseRow(db: Db, id: number) {
  const [row] = await db.select().from(investments).where(eq(investments.id, id));
  return row;
}

export function holdingsIn(db: Db, investmentId: number) {
  return db.select().from(userInvestments).where(eq(userInvestments.investmentId, investmentId)).orderBy(userInvestments.id);
}

export function ledgerOf(db: Db, investmentId: number, kind: 'investment' | 'refund') {
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.investmentId, investmentId), eq(ledgerEntries.kind, kind)))
    .orderBy(ledgerEntries.id);
}

/**
 * What a refunded raise must hold: closed with its refund time, every holding refunded by exactly one
 * refund entry of its amount, by its method, and the funding still the sum of the holdings.
 */
export async function expectRefundedOnce(db: Db, investmentId: number): Promise<void> {
  const raise = await raiseRow(db, investmentId);
  expect(raise.status).toBe('closed');
  expect(raise.refundedAt).not.toBeNull();
  const holdings = await holdingsIn(db, investmentId);
  expect(holdings.every((h) => h.status === 'refunded')).toBe(true);
  const refunds = await ledgerOf(db, investmentId, 'refund');
  expect(refunds.map((r) => r.holdingId).sort((a, b) => a! - b!)).toEqual(holdings.map((h) => h.id));
  for (const h of holdings) {
    const refund = refunds.find((r) => r.holdingId === h.id)!;
    expect({ amount: refund.amount, method: refund.method, userId: refund.userId }).toEqual({
      amount: h.amount,
      method: h.paymentMethod,
      userId: h.userId,
    });
    expect(refund.occurredAt.getTime()).toBe(raise.refundedAt!.getTime());
  }
  const [sum] = rowsOf<{ total: string }>(
    await db.execute(
      sql`select coalesce(sum(amount), 0)::numeric(15,2)::text as total from user_investments where investment_id = ${investmentId}`,
    ),
  );
  expect(raise.currentFunding).toBe(sum.total);
}
