import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { PaymentMethodId } from '../../src/shared/constants';
import { distributions, userInvestments, type Investment } from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/client';
import { insertInvestment, insertUserInvestment } from '../../src/server/db/seed/factories';
import { recordLedgerEntries } from '../../src/server/features/portfolio/ledger';
import { setupTestApp, type Agent, type TestApp } from '../setup/app';

// Shared by the portfolio-*.test.ts files. Investments go through the API as an investor makes them;
// refunds and distributions are written straight to the database, as the deadline job and the
// distributions service write them (a ledger entry in the movement's transaction).

export let t: TestApp;

export function usePortfolioApp(): void {
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(async () => t?.close());
}

const OPEN = {
  status: 'active',
  minimumInvestment: '1000.00',
  totalFunding: '1000000.00',
  currentFunding: '0.00',
  fundingDeadline: null,
} as const;

/** An open opportunity with room for every test's investments. */
export const opportunity = (overrides: Partial<Investment> = {}) => insertInvestment(t.db, { ...OPEN, ...overrides });

export interface Invested {
  id: number;
  amount: string;
  reference: string;
  investmentDate: string;
}

/** POST /api/user/investments as the investor would: a payment method, the risks acknowledged. */
export async function invest(
  agent: Agent,
  investmentId: number,
  amount: string,
  paymentMethod: PaymentMethodId = 'card',
): Promise<Invested> {
  const res = await agent.post('/api/user/investments', { investmentId, amount, paymentMethod, riskAcknowledged: true });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Invested;
}

/**
 * A holding of `userId`'s and its payment's ledger entry, written straight to the database as the
 * invest service writes them: 5,000 SAR paid by mada on 10 January 2026, in an opportunity open since
 * the 1st, so that a distribution paid after it (validDistribution) splits across it.
 */
export async function paidHolding(db: Db, userId: string): Promise<{ investmentId: number; holdingId: number; reference: string }> {
  const { id: investmentId } = await insertInvestment(db, { ...OPEN, createdAt: new Date('2026-01-01T09:00:00Z') });
  const investmentDate = new Date('2026-01-10T09:00:00Z');
  const { id: holdingId } = await insertUserInvestment(db, {
    userId,
    investmentId,
    amount: '5000.00',
    paymentMethod: 'mada',
    investmentDate,
  });
  const [{ reference }] = await recordLedgerEntries(db, [
    { userId, kind: 'investment', investmentId, holdingId, amount: '5000.00', method: 'mada', occurredAt: investmentDate },
  ]);
  return { investmentId, holdingId, reference };
}

/** POST /api/user/investments, with the opportunity's id to add. */
export const validInvestment = { amount: '25000', paymentMethod: 'mada' };

/** POST /api/investments/{id}/distributions, paid after paidHolding's investment. */
export const validDistribution = { amount: '1000.00', paidAt: '2026-02-01T12:00:00+03:00' };

/** A holding refunded as a missed deadline refunds it: its refund entry, and the holding marked refunded. */
export async function refund(holdingId: number, occurredAt: Date): Promise<string> {
  return t.db.transaction(async (tx) => {
    const [holding] = await tx.update(userInvestments).set({ status: 'refunded' }).where(eq(userInvestments.id, holdingId)).returning();
    const [entry] = await recordLedgerEntries(tx, [
      {
        userId: holding.userId,
        kind: 'refund',
        investmentId: holding.investmentId,
        holdingId,
        amount: holding.amount,
        method: holding.paymentMethod as PaymentMethodId,
        occurredAt,
      },
    ]);
    return entry.reference;
  });
}

/** A distribution of `whole` SAR of which `userId` gets `part`: its row and the investor's entry. */
export async function distribute(
  userId: string,
  investmentId: number,
  part: string,
  paidAt: Date,
  whole = part,
): Promise<{ id: number; reference: string }> {
  return t.db.transaction(async (tx) => {
    const [row] = await tx.insert(distributions).values({ investmentId, amount: whole, paidAt }).returning();
    const [entry] = await recordLedgerEntries(tx, [
      { userId, kind: 'distribution', investmentId, distributionId: row.id, amount: part, method: 'transfer', occurredAt: paidAt },
    ]);
    return { id: row.id, reference: entry.reference };
  });
}
