import { describe, expect, it } from 'vitest';
import { dbKindLabel, signedInAs } from '../setup/app';
import { signedOut } from '../setup/audiences';
import { distribute, invest, opportunity, refund, t, usePortfolioApp } from './portfolio-shared';

// GET /api/user/ledger/{reference} (docs/product.md#the-ledger): one of the investor's own entries,
// as its printed receipt shows it. Anyone else's reference is "not found", never "forbidden".

usePortfolioApp();

describe(`GET /api/user/ledger/{reference} (${dbKindLabel})`, () => {
  it("shows the investor's own payment with the investor, the opportunity and the holding", async () => {
    const tower = await opportunity({ title: 'Olaya Tower REIT', investmentType: 'REIT', location: 'Riyadh' });
    const { agent, user } = await signedInAs(t, 'investor', { firstName: 'Hind', lastName: 'Al-Harbi' });
    const paid = await invest(agent, tower.id, '25000.50', 'apple-pay');

    const res = await agent.get(`/api/user/ledger/${paid.reference}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      reference: paid.reference,
      kind: 'investment',
      amount: '25000.50',
      method: 'apple-pay',
      occurredAt: paid.investmentDate,
      investor: { name: 'Hind Al-Harbi', email: user.email },
      investment: { id: tower.id, title: 'Olaya Tower REIT', investmentType: 'REIT', location: 'Riyadh' },
      holding: { id: paid.id, amount: '25000.50', status: 'active' },
      distribution: null,
    });
  });

  it('shows a refund with its holding, and a distribution with the whole payout; a nameless investor by e-mail', async () => {
    const chalets = await opportunity({ title: 'Abha Chalets' });
    const { agent, user } = await signedInAs(t, 'investor', { firstName: null, lastName: null });
    const paid = await invest(agent, chalets.id, '3000', 'mada');
    const refunded = await refund(paid.id, new Date('2026-12-01T09:00:00Z'));
    const payout = await distribute(user.id, chalets.id, '45.10', new Date('2026-06-30T09:00:00Z'), '1200.00');

    const back = (await agent.get(`/api/user/ledger/${refunded}`)).json();
    expect(back).toMatchObject({
      kind: 'refund',
      amount: '3000.00',
      method: 'mada',
      occurredAt: '2026-12-01T09:00:00.000Z',
      investor: { name: user.email, email: user.email },
      holding: { id: paid.id, amount: '3000.00', status: 'refunded' },
      distribution: null,
    });
    const part = (await agent.get(`/api/user/ledger/${payout.reference}`)).json();
    expect(part).toMatchObject({
      kind: 'distribution',
      amount: '45.10',
      method: 'transfer',
      holding: null,
      distribution: { id: payout.id, amount: '1200.00', paidAt: '2026-06-30T09:00:00.000Z' },
    });
  });

  it("answers 404 for another user's reference, even to an admin, as for one that does not exist", async () => {
    const tower = await opportunity();
    const owner = await signedInAs(t, 'investor');
    const paid = await invest(owner.agent, tower.id, '1000');
    for (const role of ['investor', 'admin'] as const) {
      const { agent } = await signedInAs(t, role);
      const res = await agent.get(`/api/user/ledger/${paid.reference}`);
      expect(res.statusCode, role).toBe(404);
      expect(res.json()).toEqual({ message: 'Receipt not found' });
    }
    const unknown = await owner.agent.get('/api/user/ledger/MNZ-2026-999999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Receipt not found' });
  });

  it('refuses a malformed reference with 400, and anyone signed out with 401', async () => {
    const { agent } = await signedInAs(t, 'investor');
    const bad = await agent.get('/api/user/ledger/MNZ-26-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ reference: 'A reference looks like MNZ-2026-000123' });
    expect((await signedOut(t).get('/api/user/ledger/MNZ-2026-000001')).statusCode).toBe(401);
  });
});
