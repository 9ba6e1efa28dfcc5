import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS, seedIfEmpty } from '../../src/server/db/seed';
import {
  inquiryMessages,
  investments,
  properties,
  propertyBids,
  propertyInquiries,
  userInvestments,
  users,
} from '../../src/server/db/schema';
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
