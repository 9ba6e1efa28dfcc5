import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS, seedIfEmpty } from '../../src/server/db/seed';
import {
  distributions,
  inquiryMessages,
  investments,
  jobs,
  ledgerEntries,
  properties,
  propertyBids,
  propertyInquiries,
  userInvestments,
  users,
} from '../../src/server/db/schema';
import { INVESTMENT_DEADLINE_JOB } from '../../src/server/features/investments/deadline';
import { LEDGER_REFERENCE_PATTERN, PAYMENT_METHOD_IDS } from '../../src/shared/constants';
import { toHalalas } from '../../src/shared/money';
import { Agent, setupTestApp, type TestApp } from '../setup/app';

let t: TestApp;
const log = { info: () => {} };

beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const count = async (query: Promise<{ n: number }[]>) => Number((await query)[0].n);

describe('the demo data', () => {
  it('is seeded into an empty database once, and a second start leaves it alone', async () => {
    expect(await seedIfEmpty(t.db, { uploadDir: t.dataDir, log, images: false, passwords: 'published', printPasswords: false })).toBe(true);
    const before = await count(t.db.select({ n: sql<number>`count(*)::int` }).from(properties));
    expect(before).toBeGreaterThan(50);
    expect(await seedIfEmpty(t.db, { uploadDir: t.dataDir, log, images: false, passwords: 'published', printPasswords: false })).toBe(
      false,
    );
    expect(await count(t.db.select({ n: sql<number>`count(*)::int` }).from(properties))).toBe(before);
  });

  it('lets every demo account sign in with the password the README gives', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await new Agent(t.app).post('/api/auth/login', { email: account.email, password: account.password });
      expect(res.statusCode, account.email).toBe(200);
      expect(res.json().role).toBe(account.role);
    }
  });

  it('dates nothing in the future, and no bid or inquiry before its listing', async () => {
    const future = sql`> now()`;
    expect(
      await count(
        t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(properties)
          .where(sql`${properties.createdAt} ${future}`),
      ),
    ).toBe(0);
    expect(
      await count(
        t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(sql`${users.createdAt} ${future}`),
      ),
    ).toBe(0);
    expect(
      await count(
        t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(propertyBids)
          .where(sql`${propertyBids.createdAt} ${future} or ${propertyBids.respondedAt} ${future}`),
      ),
    ).toBe(0);
    expect(
      await count(
        t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(propertyInquiries)
          .where(sql`${propertyInquiries.createdAt} ${future}`),
      ),
    ).toBe(0);
    expect(
      await count(
        t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(inquiryMessages)
          .where(sql`${inquiryMessages.createdAt} ${future}`),
      ),
    ).toBe(0);
    expect(
      await count(
        t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(userInvestments)
          .where(sql`${userInvestments.investmentDate} ${future}`),
      ),
    ).toBe(0);

    const bidsBeforeListing = await count(
      t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(propertyBids)
        .innerJoin(properties, eq(properties.id, propertyBids.propertyId))
        .where(sql`${propertyBids.createdAt} < ${properties.createdAt}`),
    );
    expect(bidsBeforeListing).toBe(0);
    const inquiriesBeforeListing = await count(
      t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(propertyInquiries)
        .innerJoin(properties, eq(properties.id, propertyInquiries.propertyId))
        .where(sql`${propertyInquiries.createdAt} < ${properties.createdAt}`),
    );
    expect(inquiriesBeforeListing).toBe(0);
    const repliesBeforeInquiry = await count(
      t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(inquiryMessages)
        .innerJoin(propertyInquiries, eq(propertyInquiries.id, inquiryMessages.inquiryId))
        .where(sql`${inquiryMessages.createdAt} < ${propertyInquiries.createdAt}`),
    );
    expect(repliesBeforeInquiry).toBe(0);
  });

  it('gives every opportunity a currentFunding equal to the sum of its holdings', async () => {
    const mismatched = await t.db
      .select({ id: investments.id })
      .from(investments)
      .where(
        sql`${investments.currentFunding} <> coalesce((select sum(${userInvestments.amount}) from ${userInvestments} where ${userInvestments.investmentId} = ${investments.id}), 0)`,
      );
    expect(mismatched).toEqual([]);
    expect(await count(t.db.select({ n: sql<number>`count(*)::int` }).from(userInvestments))).toBeGreaterThan(0);
  });
});

describe('the demo portfolio', () => {
  const DAY = 86_400_000;
  const demoInvestor = DEMO_ACCOUNTS.find((a) => a.role === 'investor')!.email;
  const ledger = () => t.db.select().from(ledgerEntries).orderBy(ledgerEntries.id);
  const serial = (reference: string) => BigInt(reference.split('-')[2]);

  it('pays for every holding by one of the payment methods, mostly mada, card and Apple Pay', async () => {
    const holdings = await t.db.select().from(userInvestments);
    expect(holdings.every((h) => (PAYMENT_METHOD_IDS as readonly string[]).includes(h.paymentMethod))).toBe(true);
    const popular = holdings.filter((h) => ['mada', 'card', 'apple-pay'].includes(h.paymentMethod)).length;
    expect(popular * 2).toBeGreaterThan(holdings.length);
    expect(new Set(holdings.map((h) => h.paymentMethod)).size).toBeGreaterThanOrEqual(6);
  });

  it('gives every holding exactly one investment entry, of its amount, method and date', async () => {
    const holdings = await t.db.select().from(userInvestments);
    const entries = (await ledger()).filter((e) => e.kind === 'investment');
    expect(entries).toHaveLength(holdings.length);
    const byHolding = new Map(entries.map((e) => [e.holdingId, e]));
    for (const h of holdings) {
      const e = byHolding.get(h.id);
      expect(e, `holding ${h.id}`).toBeDefined();
      expect([e!.userId, e!.investmentId, e!.amount, e!.method, e!.occurredAt.getTime()]).toEqual([
        h.userId,
        h.investmentId,
        h.amount,
        h.paymentMethod,
        h.investmentDate.getTime(),
      ]);
    }
  });

  it('gives every movement a unique reference, its serials in date order', async () => {
    const entries = await ledger();
    expect(entries.every((e) => LEDGER_REFERENCE_PATTERN.test(e.reference))).toBe(true);
    expect(new Set(entries.map((e) => e.reference)).size).toBe(entries.length);
    const bySerial = [...entries].sort((a, b) => (serial(a.reference) < serial(b.reference) ? -1 : 1));
    const times = bySerial.map((e) => e.occurredAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(entries.every((e) => e.occurredAt.getTime() <= Date.now())).toBe(true);
  });

  it('splits every distribution into parts that sum to it, one per investor who held the opportunity when it was paid', async () => {
    const paid = await t.db.select().from(distributions);
    expect(paid.length).toBeGreaterThanOrEqual(4);
    const entries = (await ledger()).filter((e) => e.kind === 'distribution');
    const holdings = await t.db.select().from(userInvestments);
    const createdAt = new Map((await t.db.select().from(investments)).map((o) => [o.id, o.createdAt.getTime()]));
    for (const d of paid) {
      const parts = entries.filter((e) => e.distributionId === d.id);
      expect(
        parts.reduce((s, e) => s + toHalalas(e.amount), 0n),
        `distribution ${d.id}`,
      ).toBe(toHalalas(d.amount));
      const holders = new Set(
        holdings
          .filter((h) => h.investmentId === d.investmentId && h.status !== 'refunded' && h.investmentDate <= d.paidAt)
          .map((h) => h.userId),
      );
      expect(new Set(parts.map((e) => e.userId))).toEqual(holders);
      expect(parts).toHaveLength(holders.size);
      expect(parts.every((e) => e.occurredAt.getTime() === d.paidAt.getTime() && e.method === 'transfer')).toBe(true);
      expect(d.paidAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(d.paidAt.getTime()).toBeGreaterThanOrEqual(createdAt.get(d.investmentId)!);
    }
  });

  it('pays the demo investor distributions across the last year, and holds one of its refunds', async () => {
    const [investor] = await t.db.select().from(users).where(eq(users.email, demoInvestor));
    const mine = (await ledger()).filter((e) => e.userId === investor.id);
    const received = mine.filter((e) => e.kind === 'distribution');
    const yearAgo = Date.now() - 365 * DAY;
    expect(received.every((e) => e.occurredAt.getTime() >= yearAgo)).toBe(true);
    expect(received.length).toBeGreaterThanOrEqual(6);
    // Quarterly payouts back over the year: one in each of the last three quarters at least.
    const quarters = new Set(received.map((e) => Math.floor((Date.now() - e.occurredAt.getTime()) / (91 * DAY))));
    expect(quarters.size).toBeGreaterThanOrEqual(3);
    expect(mine.filter((e) => e.kind === 'refund')).toHaveLength(1);
    expect(new Set(mine.map((e) => e.kind))).toEqual(new Set(['investment', 'distribution', 'refund']));
  });

  it('holds one raise that missed its deadline: closed, refunded once, every holding with one refund entry', async () => {
    const refunded = await t.db
      .select()
      .from(investments)
      .where(sql`${investments.refundedAt} is not null`);
    expect(refunded).toHaveLength(1);
    const [raise] = refunded;
    expect(raise.status).toBe('closed');
    expect(raise.fundingDeadline!.getTime()).toBeLessThanOrEqual(raise.refundedAt!.getTime());
    expect(raise.refundedAt!.getTime()).toBeLessThan(Date.now());
    const holdings = await t.db.select().from(userInvestments).where(eq(userInvestments.investmentId, raise.id));
    expect(holdings.length).toBeGreaterThan(1);
    expect(holdings.every((h) => h.status === 'refunded' && h.investmentDate <= raise.fundingDeadline!)).toBe(true);
    const refunds = (await ledger()).filter((e) => e.kind === 'refund');
    expect(refunds.map((e) => e.holdingId).sort()).toEqual(holdings.map((h) => h.id).sort());
    for (const e of refunds) {
      const h = holdings.find((x) => x.id === e.holdingId)!;
      expect([e.amount, e.method, e.occurredAt.getTime()]).toEqual([h.amount, h.paymentMethod, raise.refundedAt!.getTime()]);
    }
    expect(
      await count(
        t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(distributions)
          .where(eq(distributions.investmentId, raise.id)),
      ),
    ).toBe(0);
  });

  it('holds one open raise whose deadline is about three weeks ahead, its job queued for that instant', async () => {
    const ahead = await t.db
      .select()
      .from(investments)
      .where(sql`${investments.fundingDeadline} > now()`);
    expect(ahead).toHaveLength(1);
    const [raise] = ahead;
    expect(raise.status).toBe('active');
    const days = (raise.fundingDeadline!.getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(20);
    expect(days).toBeLessThan(23);
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, INVESTMENT_DEADLINE_JOB));
    expect(queued).toHaveLength(1);
    expect(queued[0].payload).toMatchObject({ investmentId: raise.id });
    expect(queued[0].runAt.getTime()).toBe(raise.fundingDeadline!.getTime());
  });
});
