import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { riskAcknowledgements } from '../../src/server/db/schema';
import { dbKindLabel, signedInAs } from '../setup/app';
import { signedOut } from '../setup/audiences';
import { distribute, invest, opportunity, refund, t, usePortfolioApp } from './portfolio-shared';

// GET /api/user/investments and GET /api/user/portfolio (docs/product.md#the-portfolio-page).

usePortfolioApp();

interface PortfolioHolding {
  investment: { id: number; title: string };
  [figure: string]: unknown;
}

describe(`GET /api/user/investments (${dbKindLabel})`, () => {
  it("shows only the signed-in user's own investments, newest first, with the opportunity, the method and the reference", async () => {
    const a = await opportunity({ title: 'Makkah Hospitality REIT', totalFunding: '500000.00' });
    const b = await opportunity({ title: 'Khobar Towers Fund', totalFunding: '500000.00' });
    const me = await signedInAs(t, 'investor');
    const other = await signedInAs(t, 'investor');
    const first = await invest(me.agent, a.id, '1500');
    await invest(other.agent, a.id, '7777');
    const second = await invest(me.agent, b.id, '2500', 'stc-pay');

    const rows = (await me.agent.get('/api/user/investments')).json() as Array<Record<string, unknown>>;
    expect(rows.map((r) => [r.amount, r.paymentMethod, r.reference])).toEqual([
      ['2500.00', 'stc-pay', second.reference],
      ['1500.00', 'card', first.reference],
    ]);
    expect(rows.every((r) => r.userId === me.user.id)).toBe(true);
    expect(rows[0].investment).toMatchObject({ title: 'Khobar Towers Fund', currentFunding: '2500.00', totalFunding: '500000.00' });
    expect(rows[1].investment).toMatchObject({ title: 'Makkah Hospitality REIT', currentFunding: '9277.00' });

    const theirs = (await other.agent.get('/api/user/investments')).json() as Array<{ userId: string; amount: string }>;
    expect(theirs).toEqual([expect.objectContaining({ userId: other.user.id, amount: '7777.00' })]);
  });
});

describe(`GET /api/user/portfolio (${dbKindLabel})`, () => {
  it('is empty for a user who holds nothing, and 401 signed out', async () => {
    const { agent } = await signedInAs(t, 'buyer');
    const res = await agent.get('/api/user/portfolio');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totals: {
        invested: '0.00',
        distributions: '0.00',
        refunded: '0.00',
        currentValue: '0.00',
        holdings: 0,
        expectedAnnualReturn: '0.00',
      },
      holdings: [],
      allocation: { byType: [], byCity: [] },
    });
    expect((await signedOut(t).get('/api/user/portfolio')).statusCode).toBe(401);
  });

  it('shows one row per opportunity, with what was paid, received, refunded and is still invested', async () => {
    const reit = await opportunity({ title: 'Riyadh Logistics REIT', investmentType: 'REIT', location: 'Riyadh ', expectedRoi: '12.50' });
    const fund = await opportunity({
      title: 'Jeddah Waterfront Fund',
      investmentType: 'fund',
      location: 'Jeddah',
      expectedRoi: '8.25',
      totalFunding: '500000.00',
    });
    const failed = await opportunity({ title: 'Abha Chalets', investmentType: 'development', location: 'Abha', totalFunding: '200000.00' });
    const small = await opportunity({
      title: 'Malqa Offices',
      investmentType: 'REIT',
      location: 'Riyadh',
      expectedRoi: '10.00',
      totalFunding: '100000.00',
    });
    const { agent, user } = await signedInAs(t, 'investor');
    const someoneElse = await signedInAs(t, 'investor');
    await invest(someoneElse.agent, reit.id, '50000');

    await invest(agent, reit.id, '10000.10');
    await invest(agent, fund.id, '25000', 'mada');
    const doomed = await invest(agent, failed.id, '5000', 'apple-pay');
    await invest(agent, small.id, '2000');
    await invest(agent, reit.id, '1000.10', 'sadad');
    // The deadline job refunds the failed raise; the REIT pays a distribution of 1,000 SAR, 333.33 of it to this investor.
    await refund(doomed.id, new Date());
    await distribute(user.id, reit.id, '333.33', new Date(), '1000.00');

    const res = await agent.get('/api/user/portfolio');
    expect(res.statusCode).toBe(200);
    const portfolio = res.json() as { totals: unknown; holdings: PortfolioHolding[]; allocation: unknown };
    // Newest first start: the REIT's two investments are one row, started by the first.
    expect(portfolio.holdings.map((h) => h.investment.title)).toEqual([
      'Malqa Offices',
      'Abha Chalets',
      'Jeddah Waterfront Fund',
      'Riyadh Logistics REIT',
    ]);
    const [offices, chalets, waterfront, logistics] = portfolio.holdings;
    expect(logistics).toMatchObject({
      investment: {
        id: reit.id,
        investmentType: 'REIT',
        location: 'Riyadh ',
        expectedRoi: '12.50',
        totalFunding: '1000000.00',
        currentFunding: '61000.20',
        fundingDeadline: null,
        status: 'active',
      },
      invested: '11000.20',
      holdings: 2,
      shareOfRaise: '1.10', // 11,000.20 of 1,000,000
      distributions: '333.33',
      refunded: '0.00',
      currentValue: '11333.53',
      realisedReturn: '3.03', // 333.33 ÷ 11,000.20 = 3.0302…%
      status: 'active',
    });
    expect(chalets).toMatchObject({
      invested: '5000.00',
      holdings: 1,
      shareOfRaise: '2.50',
      distributions: '0.00',
      refunded: '5000.00',
      currentValue: '0.00',
      realisedReturn: '0.00',
      status: 'refunded',
    });
    expect(waterfront).toMatchObject({ invested: '25000.00', shareOfRaise: '5.00', currentValue: '25000.00', realisedReturn: '0.00' });
    expect(offices).toMatchObject({ invested: '2000.00', shareOfRaise: '2.00', currentValue: '2000.00' });

    // The risk acknowledgement each first investment gave, with its time.
    const [acknowledged] = await t.db
      .select()
      .from(riskAcknowledgements)
      .where(and(eq(riskAcknowledgements.userId, user.id), eq(riskAcknowledgements.investmentId, reit.id)));
    expect(logistics.riskAcknowledgedAt).toBe(acknowledged.acknowledgedAt.toISOString());
    const holdings = (await agent.get('/api/user/investments')).json() as Array<{ investmentId: number; investmentDate: string }>;
    expect(logistics.startDate).toBe(holdings.filter((h) => h.investmentId === reit.id).at(-1)!.investmentDate);

    expect(portfolio.totals).toEqual({
      invested: '38000.20', // the refunded 5,000 aside
      distributions: '333.33',
      refunded: '5000.00',
      currentValue: '38333.53',
      holdings: 3,
      // 11,000.20 × 12.5 % + 25,000 × 8.25 % + 2,000 × 10 % = 3,637.525, rounded once
      expectedAnnualReturn: '3637.53',
    });
    // Shares of the 38,000.20 still invested: 65.789…% and 34.210…%, the last hundredth to the larger remainder.
    expect(portfolio.allocation).toEqual({
      byType: [
        { key: 'fund', amount: '25000.00', share: '65.79' },
        { key: 'REIT', amount: '13000.20', share: '34.21' },
      ],
      byCity: [
        { key: 'Jeddah', amount: '25000.00', share: '65.79' },
        { key: 'Riyadh', amount: '13000.20', share: '34.21' },
      ],
    });
  });

  it('splits the allocation into shares that sum to exactly 100.00', async () => {
    const { agent } = await signedInAs(t, 'investor');
    for (const [investmentType, location] of [
      ['REIT', 'Dammam'],
      ['fund', 'Khobar'],
      ['development', 'Taif'],
    ] as const) {
      await invest(agent, (await opportunity({ investmentType, location })).id, '1000');
    }
    const { allocation } = (await agent.get('/api/user/portfolio')).json() as {
      allocation: Record<'byType' | 'byCity', Array<{ key: string; share: string }>>;
    };
    // Thirds: 33.33 each leaves a hundredth, which goes to the first by name.
    expect(allocation.byType.map((a) => [a.key, a.share])).toEqual([
      ['REIT', '33.34'],
      ['development', '33.33'],
      ['fund', '33.33'],
    ]);
    expect(allocation.byCity.map((a) => [a.key, a.share])).toEqual([
      ['Dammam', '33.34'],
      ['Khobar', '33.33'],
      ['Taif', '33.33'],
    ]);
  });
});
