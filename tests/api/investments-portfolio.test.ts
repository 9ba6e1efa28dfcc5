import { describe, expect, it } from 'vitest';
import { insertInvestment } from '../../src/server/db/seed/factories';
import { signedInAs } from '../setup/app';
import { signedOut } from '../setup/audiences';
import { t, useInvestmentsApp } from './investments-shared';

useInvestmentsApp();

describe('GET /api/user/investments and /api/user/portfolio', () => {
  it("shows only the signed-in user's own investments, newest first, with the opportunity", async () => {
    const a = await insertInvestment(t.db, {
      title: 'Makkah Hospitality REIT',
      status: 'active',
      minimumInvestment: '1000.00',
      totalFunding: '500000.00',
      currentFunding: '0.00',
    });
    const b = await insertInvestment(t.db, {
      title: 'Khobar Towers Fund',
      status: 'active',
      minimumInvestment: '1000.00',
      totalFunding: '500000.00',
      currentFunding: '0.00',
    });
    const me = await signedInAs(t, 'investor');
    const other = await signedInAs(t, 'investor');
    expect((await me.agent.post('/api/user/investments', { amount: '1500', investmentId: a.id })).statusCode).toBe(201);
    expect((await other.agent.post('/api/user/investments', { amount: '7777', investmentId: a.id })).statusCode).toBe(201);
    expect((await me.agent.post('/api/user/investments', { amount: '2500', investmentId: b.id })).statusCode).toBe(201);

    const mine = await me.agent.get('/api/user/investments');
    expect(mine.statusCode).toBe(200);
    const rows = mine.json() as Array<{ userId: string; amount: string; investment: { title: string; currentFunding: string } }>;
    expect(rows.map((r) => r.amount)).toEqual(['2500.00', '1500.00']);
    expect(rows.every((r) => r.userId === me.user.id)).toBe(true);
    expect(rows[0].investment).toMatchObject({
      title: 'Khobar Towers Fund',
      investmentType: b.investmentType,
      currentFunding: '2500.00',
      totalFunding: '500000.00',
      status: 'active',
    });
    expect(rows[1].investment).toMatchObject({ title: 'Makkah Hospitality REIT', currentFunding: '9277.00' });

    const theirs = (await other.agent.get('/api/user/investments')).json() as Array<{ userId: string; amount: string }>;
    expect(theirs).toEqual([expect.objectContaining({ userId: other.user.id, amount: '7777.00' })]);
  });

  it('shows an empty list to a user with no investments, and 401 when signed out', async () => {
    const { agent } = await signedInAs(t, 'buyer');
    const res = await agent.get('/api/user/investments');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await signedOut(t).get('/api/user/investments')).statusCode).toBe(401);
    expect((await signedOut(t).get('/api/user/portfolio')).statusCode).toBe(401);
  });

  it('sums the portfolio exactly: total invested, holdings and the expected annual return', async () => {
    const reit = await insertInvestment(t.db, {
      status: 'active',
      expectedRoi: '12.50',
      minimumInvestment: '1000.00',
      totalFunding: '900000.00',
      currentFunding: '0.00',
    });
    const fund = await insertInvestment(t.db, {
      status: 'active',
      expectedRoi: '8.25',
      minimumInvestment: '1000.00',
      totalFunding: '900000.00',
      currentFunding: '0.00',
    });
    const { agent } = await signedInAs(t, 'investor');
    const empty = await agent.get('/api/user/portfolio');
    expect(empty.json()).toEqual({ totalInvested: '0.00', holdings: 0, opportunities: 0, expectedAnnualReturn: '0.00' });

    for (const [amount, inv] of [
      ['10000.10', reit],
      ['25000', fund],
      ['0.10', reit],
    ] as const) {
      // 0.10 is below the minimum: it must not count.
      await agent.post('/api/user/investments', { amount, investmentId: inv.id });
    }
    await agent.post('/api/user/investments', { amount: '1000.10', investmentId: reit.id });
    const res = await agent.get('/api/user/portfolio');
    expect(res.statusCode).toBe(200);
    // 11000.20 × 12.5% + 25000 × 8.25% = 1375.025 + 2062.5 = 3437.525 → 3437.53
    expect(res.json()).toEqual({ totalInvested: '36000.20', holdings: 3, opportunities: 2, expectedAnnualReturn: '3437.53' });
  });
});
