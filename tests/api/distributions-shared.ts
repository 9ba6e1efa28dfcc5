import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { ledgerEntries, notifications, outboxEmails, userInvestments, type User } from '../../src/server/db/schema';
import { insertInvestment, insertUserInvestment } from '../../src/server/db/seed/factories';
import { DISTRIBUTION_RECEIVED_KIND } from '../../src/server/features/notifications/events/distributions';
import { signedInAs, setupTestApp, type Agent, type TestApp } from '../setup/app';

// Shared by the distributions*.test.ts files: each calls useDistributionsApp() once, for a database
// of its own, which `t` and the helpers below then use.

export let t: TestApp;
let admin: Agent;

export function useDistributionsApp(): void {
  beforeAll(async () => {
    t = await setupTestApp();
    admin = (await signedInAs(t, 'admin')).agent;
  });
  afterAll(async () => t.close());
}

export const DAY = 86_400_000;
export const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

let seq = 0;
/** An open opportunity with no money in it, created `createdDaysAgo` days ago. */
export const opportunity = (createdDaysAgo = 30, overrides: Parameters<typeof insertInvestment>[1] = {}) =>
  insertInvestment(t.db, {
    title: `Riyadh Logistics Park ${++seq}`,
    status: 'active',
    minimumInvestment: '1000.00',
    totalFunding: '10000000.00',
    currentFunding: '0.00',
    createdAt: daysAgo(createdDaysAgo),
    ...overrides,
  });

/** A new investor, signed in. */
export const investor = (overrides: Partial<User> = {}) => signedInAs(t, 'investor', { email: `holder.${++seq}@example.sa`, ...overrides });

/** Invests through the API, as the payment modal does. */
export async function invest(agent: Agent, investmentId: number, amount: string) {
  const res = await agent.post('/api/user/investments', { investmentId, amount, paymentMethod: 'card', riskAcknowledged: true });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; investmentDate: string };
}

/** A holding made on a given day (the API only makes them now). */
export const holdingOn = (userId: string, investmentId: number, amount: string, investmentDate: Date) =>
  insertUserInvestment(t.db, { userId, investmentId, amount, investmentDate, paymentMethod: 'mada' });

export const distribute = (investmentId: number, body: Record<string, unknown>, as: Agent = admin, headers?: Record<string, string>) =>
  as.post(`/api/investments/${investmentId}/distributions`, body, headers);
export const distributionsOf = (investmentId: number, as: Agent = admin) => as.get(`/api/investments/${investmentId}/distributions`);

/** The investors' parts of a distribution, by user id, as the ledger holds them. */
export async function partsOf(distributionId: number): Promise<Map<string, string>> {
  const rows = await t.db
    .select({ userId: ledgerEntries.userId, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.distributionId, distributionId), eq(ledgerEntries.kind, 'distribution')));
  return new Map(rows.map((r) => [r.userId, r.amount]));
}

export const bellOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, DISTRIBUTION_RECEIVED_KIND)));

export const mailTo = (userId: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.userId, userId), eq(outboxEmails.kind, DISTRIBUTION_RECEIVED_KIND)));

export const holdingsIn = (investmentId: number) =>
  t.db.select().from(userInvestments).where(eq(userInvestments.investmentId, investmentId));
