import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { distributions, investments, ledgerEntries, userInvestments } from '../../src/server/db/schema';
import { signedInAs } from '../setup/app';
import { signedOut } from '../setup/audiences';
import {
  DAY,
  daysAgo,
  distribute,
  distributionsOf,
  holdingOn,
  holdingsIn,
  invest,
  investor,
  opportunity,
  t,
  useDistributionsApp,
} from './distributions-shared';

// The rules of recording a distribution (docs/product.md#distributions), and the admin's list of an
// opportunity's distributions. A refused distribution leaves no trace: no row, no ledger entry.

useDistributionsApp();

const now = () => new Date().toISOString();
const countOf = async (investmentId: number) =>
  Number(
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(distributions)
        .where(eq(distributions.investmentId, investmentId))
    )[0].n,
  );
const ledgerCountOf = async (investmentId: number) =>
  Number(
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerEntries)
        .where(sql`${ledgerEntries.investmentId} = ${investmentId} and ${ledgerEntries.kind} = 'distribution'`)
    )[0].n,
  );

/** An opportunity three investors hold, 10,000 SAR each, since 10 days ago. */
async function heldByThree(createdDaysAgo = 30) {
  const raise = await opportunity(createdDaysAgo);
  for (let i = 0; i < 3; i++) await holdingOn((await investor()).user.id, raise.id, '10000.00', daysAgo(10));
  return raise;
}

describe('recording a distribution is refused', () => {
  it('with 404 for an unknown opportunity', async () => {
    const res = await distribute(987_654, { amount: '100', paidAt: now() });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Investment not found');
  });

  it('with 409 when no one holds the opportunity', async () => {
    const raise = await opportunity();
    const res = await distribute(raise.id, { amount: '100', paidAt: now() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^No one held this opportunity on .+: there is no one to pay$/);
    expect(await countOf(raise.id)).toBe(0);
  });

  it('with 409 when no one held it yet on the day it was paid', async () => {
    const raise = await opportunity(30);
    await holdingOn((await investor()).user.id, raise.id, '5000.00', daysAgo(5));
    const res = await distribute(raise.id, { amount: '100', paidAt: daysAgo(20).toISOString() });
    expect(res.statusCode).toBe(409);
    expect(await countOf(raise.id)).toBe(0);
  });

  it('with 409 when the raise was refunded', async () => {
    const raise = await opportunity(60, { status: 'closed', fundingDeadline: daysAgo(10), refundedAt: daysAgo(10) });
    const holder = await investor();
    await holdingOn(holder.user.id, raise.id, '5000.00', daysAgo(20));
    await t.db.update(userInvestments).set({ status: 'refunded' }).where(eq(userInvestments.investmentId, raise.id));
    for (const paidAt of [daysAgo(15), new Date()]) {
      const res = await distribute(raise.id, { amount: '100', paidAt: paidAt.toISOString() });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This raise was refunded: it has no investors to pay');
    }
    expect(await countOf(raise.id)).toBe(0);
    expect(await ledgerCountOf(raise.id)).toBe(0);
  });

  it('with 400 on paidAt when it is in the future', async () => {
    const raise = await heldByThree();
    const res = await distribute(raise.id, { amount: '100', paidAt: new Date(Date.now() + DAY).toISOString() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ paidAt: 'Paid on cannot be in the future' });
    expect(await countOf(raise.id)).toBe(0);
  });

  it('with 400 on paidAt when it is before the opportunity was created', async () => {
    const raise = await heldByThree(30);
    const res = await distribute(raise.id, { amount: '100', paidAt: daysAgo(31).toISOString() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.paidAt).toMatch(/^Paid on cannot be before the opportunity was created \(.+\)$/);
    expect(await countOf(raise.id)).toBe(0);
  });

  it('with 400 on amount when it cannot give every investor 0.01 SAR, naming the minimum', async () => {
    const raise = await heldByThree();
    const res = await distribute(raise.id, { amount: '0.02', paidAt: now() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      amount: 'Amount must be at least 0.03 SAR, so that each of 3 investors receives 0.01 SAR or more',
    });
    expect(await countOf(raise.id)).toBe(0);
    expect(await ledgerCountOf(raise.id)).toBe(0);
    const enough = await distribute(raise.id, { amount: '0.03', paidAt: now() });
    expect(enough.statusCode, enough.body).toBe(201);
  });

  it('with 400 on amount when the smallest holder’s share would be under 0.01 SAR', async () => {
    const raise = await opportunity();
    const small = await investor();
    const large = await investor();
    await holdingOn(small.user.id, raise.id, '1000.00', daysAgo(3));
    await holdingOn(large.user.id, raise.id, '99000.00', daysAgo(3));
    const res = await distribute(raise.id, { amount: '0.99', paidAt: now() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.amount).toBe('Amount must be at least 1 SAR, so that each of 2 investors receives 0.01 SAR or more');
    expect((await distribute(raise.id, { amount: '1', paidAt: now() })).statusCode).toBe(201);
  });

  it('with 400 for a payload that is not an amount and a date', async () => {
    const raise = await heldByThree();
    for (const [body, field] of [
      [{ amount: '0', paidAt: now() }, 'amount'],
      [{ amount: '-5', paidAt: now() }, 'amount'],
      [{ amount: '10.005', paidAt: now() }, 'amount'],
      [{ amount: '100', paidAt: 'yesterday' }, 'paidAt'],
      [{ amount: '100' }, 'paidAt'],
      [{ paidAt: now() }, 'amount'],
    ] as const) {
      const res = await distribute(raise.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await countOf(raise.id)).toBe(0);
  });

  it('for anyone but an admin: 401 signed out, 403 for an investor (even one who holds it)', async () => {
    const raise = await opportunity();
    const holder = await investor();
    await invest(holder.agent, raise.id, '5000');
    const body = { amount: '100', paidAt: now() };
    expect((await distribute(raise.id, body, signedOut(t))).statusCode).toBe(401);
    expect((await distribute(raise.id, body, holder.agent)).statusCode).toBe(403);
    expect((await distribute(raise.id, body, (await signedInAs(t, 'developer')).agent)).statusCode).toBe(403);
    expect(await countOf(raise.id)).toBe(0);
  });
});

describe('GET /api/investments/{id}/distributions', () => {
  it('lists an opportunity’s distributions, the latest paid first, with the investors each paid', async () => {
    const raise = await opportunity(90);
    const a = await investor();
    const b = await investor();
    await holdingOn(a.user.id, raise.id, '20000.00', daysAgo(80));
    await holdingOn(b.user.id, raise.id, '20000.00', daysAgo(40));
    const ids: number[] = [];
    for (const [amount, paidAt] of [
      ['500.00', daysAgo(60)],
      ['900.00', daysAgo(1)],
      ['700.00', daysAgo(30)],
    ] as const) {
      const res = await distribute(raise.id, { amount, paidAt: paidAt.toISOString() });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    const res = await distributionsOf(raise.id);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; amount: string; investors: number; paidAt: string; investmentId: number }[];
    expect(list.map((d) => [d.id, d.amount, d.investors])).toEqual([
      [ids[1], '900.00', 2],
      [ids[2], '700.00', 2],
      [ids[0], '500.00', 1],
    ]);
    expect(list.every((d) => d.investmentId === raise.id)).toBe(true);
    expect(new Date(list[0].paidAt).getTime()).toBeGreaterThan(new Date(list[1].paidAt).getTime());
    // Another opportunity lists only its own (here none).
    expect((await distributionsOf((await opportunity()).id)).json()).toEqual([]);
  });

  it('is 404 for an unknown opportunity, 401 signed out, 403 for an investor', async () => {
    const raise = await opportunity();
    expect((await distributionsOf(987_654)).statusCode).toBe(404);
    expect((await distributionsOf(raise.id, signedOut(t))).statusCode).toBe(401);
    expect((await distributionsOf(raise.id, (await investor()).agent)).statusCode).toBe(403);
  });

  it('leaves the opportunity’s funding and holdings as they were', async () => {
    const raise = await heldByThree();
    const [before] = await t.db.select().from(investments).where(eq(investments.id, raise.id));
    expect((await distribute(raise.id, { amount: '300', paidAt: now() })).statusCode).toBe(201);
    const [after] = await t.db.select().from(investments).where(eq(investments.id, raise.id));
    expect(after.currentFunding).toBe(before.currentFunding);
    expect((await holdingsIn(raise.id)).map((h) => h.status)).toEqual(['active', 'active', 'active']);
  });
});

describe('a retried distribution (the same Idempotency-Key)', () => {
  const withKey = (investmentId: number, body: Record<string, unknown>, key: string) =>
    distribute(investmentId, body, undefined, { 'idempotency-key': key });

  it('is recorded once: the repeat answers the first with 200 and pays no one twice', async () => {
    const raise = await heldByThree();
    const body = { amount: '900.00', paidAt: new Date(Date.now() - 60_000).toISOString() };
    const first = await withKey(raise.id, body, 'payout-q3');
    expect(first.statusCode).toBe(201);
    const again = await withKey(raise.id, body, 'payout-q3');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await countOf(raise.id)).toBe(1);
    expect(await ledgerCountOf(raise.id)).toBe(3);
    // Without a key, the same payout is a second one: the key is what says "the same request".
    expect((await distribute(raise.id, body)).statusCode).toBe(201);
    expect(await countOf(raise.id)).toBe(2);
  });

  it('refuses the key with another amount or date (422), recording nothing more', async () => {
    const raise = await heldByThree();
    const paidAt = new Date(Date.now() - 60_000).toISOString();
    expect((await withKey(raise.id, { amount: '900.00', paidAt }, 'payout-q4')).statusCode).toBe(201);
    const otherAmount = await withKey(raise.id, { amount: '901.00', paidAt }, 'payout-q4');
    expect(otherAmount.statusCode).toBe(422);
    expect(otherAmount.json().message).toBe('This Idempotency-Key was already used for a different distribution');
    const otherDay = await withKey(raise.id, { amount: '900.00', paidAt: daysAgo(2).toISOString() }, 'payout-q4');
    expect(otherDay.statusCode).toBe(422);
    expect(await countOf(raise.id)).toBe(1);
    expect(await ledgerCountOf(raise.id)).toBe(3);
  });

  it('sent twice at once, is recorded once', async () => {
    const raise = await heldByThree();
    const body = { amount: '600.00', paidAt: new Date(Date.now() - 60_000).toISOString() };
    const answers = await Promise.all([withKey(raise.id, body, 'payout-twice'), withKey(raise.id, body, 'payout-twice')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(await countOf(raise.id)).toBe(1);
    expect(await ledgerCountOf(raise.id)).toBe(3);
  });
});
