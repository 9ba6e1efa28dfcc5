import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { investments, userInvestments } from '../../src/server/db/schema';
import { setupTestApp, type TestApp } from '../setup/app';

// Shared by the investments-*.test.ts files. Each file calls useInvestmentsApp() once, for a
// database of its own, which `t` and the helpers below then use.

export let t: TestApp;

export function useInvestmentsApp(): void {
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(async () => t.close());
}

/**
 * The invest form's payload: a payment method, and the investor's acknowledgement of the risks (their
 * first investment in an opportunity needs it; sending it again changes nothing).
 */
export const investBody = (investmentId: unknown, amount: unknown, extra: Record<string, unknown> = {}) => ({
  amount,
  investmentId,
  paymentMethod: 'card',
  riskAcknowledged: true,
  ...extra,
});

export async function opportunityRow(id: number) {
  const [row] = await t.db.select().from(investments).where(eq(investments.id, id));
  return row;
}
export async function holdingsOf(investmentId: number) {
  return t.db.select().from(userInvestments).where(eq(userInvestments.investmentId, investmentId));
}
