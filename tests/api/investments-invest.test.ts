import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../src/server/db/schema';
import { insertInvestment } from '../../src/server/db/seed/factories';
import { LEDGER_REFERENCE_PATTERN } from '../../src/shared/constants';
import { toHalalas } from '../../src/shared/schemas/investment';
import { signedInAs } from '../setup/app';
import { signedOut } from '../setup/audiences';
import { holdingsOf, investBody, opportunityRow, t, useInvestmentsApp } from './investments-shared';

useInvestmentsApp();

const sumHalalas = (amounts: string[]) => amounts.reduce((s, a) => s + toHalalas(a), 0n);

describe('POST /api/user/investments', () => {
  const openOpportunity = (overrides: Parameters<typeof insertInvestment>[1] = {}) =>
    insertInvestment(t.db, {
      status: 'active',
      minimumInvestment: '10000.00',
      totalFunding: '100000.00',
      currentFunding: '0.00',
      ...overrides,
    });

  it('needs a signed-in user', async () => {
    const inv = await openOpportunity();
    const res = await signedOut(t).post('/api/user/investments', investBody(inv.id, '10000'));
    expect(res.statusCode).toBe(401);
    expect(await holdingsOf(inv.id)).toHaveLength(0);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('0.00');
  });

  it('records the investment, its payment method and its ledger entry, and adds it to the funding exactly (201)', async () => {
    const inv = await openOpportunity({ currentFunding: '2500.75' });
    const { agent, user } = await signedInAs(t, 'buyer');
    const res = await agent.post('/api/user/investments', investBody(inv.id, '10000.10', { paymentMethod: 'stc-pay' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      userId: user.id,
      investmentId: inv.id,
      amount: '10000.10',
      status: 'active',
      paymentMethod: 'stc-pay',
      investment: { id: inv.id, title: inv.title, currentFunding: '12500.85', totalFunding: '100000.00', status: 'active' },
    });
    expect(body.reference).toMatch(LEDGER_REFERENCE_PATTERN);
    expect(Number.isNaN(Date.parse(body.investmentDate))).toBe(false);
    const rows = await holdingsOf(inv.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: body.id, userId: user.id, amount: '10000.10', paymentMethod: 'stc-pay' });
    expect((await opportunityRow(inv.id)).currentFunding).toBe('12500.85');
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.holdingId, body.id));
    expect(entries).toEqual([
      expect.objectContaining({ reference: body.reference, kind: 'investment', userId: user.id, amount: '10000.10', method: 'stc-pay' }),
    ]);
    expect(entries[0].occurredAt.toISOString()).toBe(body.investmentDate);
  });

  it('gives every investment a reference of its own, and shows it again in the list', async () => {
    const inv = await openOpportunity();
    const { agent } = await signedInAs(t, 'investor');
    const methods = ['mada', 'apple-pay', 'sadad', 'transfer'] as const;
    const made = [];
    for (const paymentMethod of methods) {
      const res = await agent.post('/api/user/investments', investBody(inv.id, '10000', { paymentMethod }));
      expect(res.statusCode).toBe(201);
      made.push(res.json());
    }
    const references = made.map((h) => h.reference);
    expect(references.every((r) => LEDGER_REFERENCE_PATTERN.test(r))).toBe(true);
    expect(new Set(references).size).toBe(methods.length);
    const listed = (await agent.get('/api/user/investments')).json() as Array<{ id: number; reference: string; paymentMethod: string }>;
    expect(listed.map((h) => [h.reference, h.paymentMethod]).reverse()).toEqual(made.map((h) => [h.reference, h.paymentMethod]));
  });

  it('refuses a missing or unknown payment method with 400 and changes nothing', async () => {
    const inv = await openOpportunity();
    const { agent } = await signedInAs(t, 'investor');
    for (const paymentMethod of [undefined, 'bitcoin']) {
      const res = await agent.post('/api/user/investments', investBody(inv.id, '10000', { paymentMethod }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.paymentMethod).toBe(
        'Payment method must be one of: card, paytabs, hyperpay, transfer, mada, apple-pay, stc-pay, sadad',
      );
    }
    expect(await holdingsOf(inv.id)).toHaveLength(0);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('0.00');
  });

  it('accepts the amount as a JSON number too', async () => {
    const inv = await openOpportunity();
    const { agent } = await signedInAs(t, 'investor');
    const res = await agent.post('/api/user/investments', investBody(inv.id, 10000.5));
    expect(res.statusCode).toBe(201);
    expect(res.json().amount).toBe('10000.50');
  });

  it('refuses an amount below the minimum with a message on the amount field', async () => {
    const inv = await openOpportunity();
    const { agent } = await signedInAs(t, 'investor');
    const res = await agent.post('/api/user/investments', investBody(inv.id, '9999.99'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.amount).toBe('Minimum investment is 10,000 SAR');
    expect(await holdingsOf(inv.id)).toHaveLength(0);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('0.00');
  });

  it('refuses to over-fund (409, naming the remaining amount) and accepts exactly the remainder', async () => {
    const inv = await openOpportunity({ currentFunding: '87499.50' });
    const { agent } = await signedInAs(t, 'investor');
    const res = await agent.post('/api/user/investments', investBody(inv.id, '12500.51'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 12,500.50 SAR of funding remains');
    expect(await holdingsOf(inv.id)).toHaveLength(0);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('87499.50');

    const exact = await agent.post('/api/user/investments', investBody(inv.id, '12500.50'));
    expect(exact.statusCode).toBe(201);
    const row = await opportunityRow(inv.id);
    expect(row.currentFunding).toBe('100000.00');
    // Fully funded: closed to new money.
    expect(row.status).toBe('funded');
    const more = await agent.post('/api/user/investments', investBody(inv.id, '10000'));
    expect(more.statusCode).toBe(409);
  });

  it.each(['closed', 'funded'] as const)('refuses an opportunity that is %s (409)', async (status) => {
    const inv = await openOpportunity({ status });
    const { agent } = await signedInAs(t, 'investor');
    const res = await agent.post('/api/user/investments', investBody(inv.id, '20000'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This opportunity is not open for investment');
    expect(await holdingsOf(inv.id)).toHaveLength(0);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('0.00');
  });

  it('answers 404 for an unknown opportunity and 400 for a bad investmentId', async () => {
    const { agent } = await signedInAs(t, 'investor');
    const missing = await agent.post('/api/user/investments', investBody(987654, '20000'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Investment not found');
    const bad = await agent.post('/api/user/investments', investBody('one', '20000'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.investmentId).toBe('Investment id must be a number');
  });

  it.each([
    ['negative', -5, 'Amount must be a positive amount with at most two decimals'],
    ['negative string', '-5', 'Amount must be a positive amount with at most two decimals'],
    ['zero', 0, 'Amount must be greater than zero'],
    ['zero string', '0.00', 'Amount must be greater than zero'],
    ['text', 'abc', 'Amount must be a positive amount with at most two decimals'],
    ['1e309 as a string', '1e309', 'Amount must be a positive amount with at most two decimals'],
    ['three decimals', '10.123', 'Amount must be a positive amount with at most two decimals'],
    ['three decimals as a number', 10000.123, 'Amount must be a positive amount with at most two decimals'],
    ['more than 13 integer digits', '12345678901234', 'Amount must be a positive amount with at most two decimals'],
    ['missing', undefined, 'Amount is required'],
  ])('refuses a %s amount with 400 and changes nothing', async (_label, amount, message) => {
    const inv = await openOpportunity();
    const { agent } = await signedInAs(t, 'investor');
    const res = await agent.post('/api/user/investments', investBody(inv.id, amount));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.amount).toBe(message);
    expect(await holdingsOf(inv.id)).toHaveLength(0);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('0.00');
  });

  it('refuses the JSON number 1e309 (Infinity once parsed) with 400', async () => {
    const inv = await openOpportunity();
    const { agent } = await signedInAs(t, 'investor');
    const res = await agent.request({
      method: 'POST',
      url: '/api/user/investments',
      headers: { 'content-type': 'application/json' },
      payload: `{"amount":1e309,"investmentId":${inv.id},"paymentMethod":"card","riskAcknowledged":true}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.amount).toBe('Amount must be a positive amount with at most two decimals');
    expect(await holdingsOf(inv.id)).toHaveLength(0);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('0.00');
  });
});

describe('Idempotency-Key', () => {
  const opportunity = () =>
    insertInvestment(t.db, { status: 'active', minimumInvestment: '1000.00', totalFunding: '1000000.00', currentFunding: '0.00' });

  it('records one investment for two requests with the same key (201, then 200 with the same row)', async () => {
    const inv = await opportunity();
    const { agent } = await signedInAs(t, 'investor');
    const headers = { 'idempotency-key': 'invest-7f3c' };
    const first = await agent.post('/api/user/investments', investBody(inv.id, '5000.25'), headers);
    const second = await agent.post('/api/user/investments', investBody(inv.id, 5000.25), headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect(second.json().amount).toBe('5000.25');
    expect(await holdingsOf(inv.id)).toHaveLength(1);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('5000.25');
  });

  it('records two investments for two different keys', async () => {
    const inv = await opportunity();
    const { agent } = await signedInAs(t, 'investor');
    const a = await agent.post('/api/user/investments', investBody(inv.id, '5000'), { 'idempotency-key': 'key-a' });
    const b = await agent.post('/api/user/investments', investBody(inv.id, '5000'), { 'idempotency-key': 'key-b' });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(await holdingsOf(inv.id)).toHaveLength(2);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('10000.00');
  });

  it('keeps keys per user: the same key from two users makes two investments', async () => {
    const inv = await opportunity();
    const one = await signedInAs(t, 'investor');
    const two = await signedInAs(t, 'buyer');
    const headers = { 'idempotency-key': 'shared-key' };
    expect((await one.agent.post('/api/user/investments', investBody(inv.id, '2000'), headers)).statusCode).toBe(201);
    expect((await two.agent.post('/api/user/investments', investBody(inv.id, '2000'), headers)).statusCode).toBe(201);
    expect(await holdingsOf(inv.id)).toHaveLength(2);
  });

  it('records one investment when the same key arrives several times at once', async () => {
    const inv = await opportunity();
    const { agent } = await signedInAs(t, 'investor');
    const headers = { 'idempotency-key': 'double-click-1' };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => agent.post('/api/user/investments', investBody(inv.id, '3000.30'), headers)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await holdingsOf(inv.id)).toHaveLength(1);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('3000.30');
  });

  it('refuses a key reused for a different investment (422) and a key that is empty or too long (400)', async () => {
    const inv = await opportunity();
    const { agent } = await signedInAs(t, 'investor');
    expect((await agent.post('/api/user/investments', investBody(inv.id, '2000'), { 'idempotency-key': 'k-1' })).statusCode).toBe(201);
    const reused = await agent.post('/api/user/investments', investBody(inv.id, '2500'), { 'idempotency-key': 'k-1' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe('This Idempotency-Key was already used for a different investment');

    for (const key of ['', 'x'.repeat(201)]) {
      const res = await agent.post('/api/user/investments', investBody(inv.id, '2000'), { 'idempotency-key': key });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors['idempotency-key']).toBe('Idempotency-Key must be 1 to 200 characters');
    }
    const okLong = await agent.post('/api/user/investments', investBody(inv.id, '2000'), { 'idempotency-key': 'y'.repeat(200) });
    expect(okLong.statusCode).toBe(201);
    expect(await holdingsOf(inv.id)).toHaveLength(2);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('4000.00');
  });
});

describe('concurrency', () => {
  it('50 investors at once against room for 20: exactly 20 recorded, and the funding is their exact sum', async () => {
    const minimum = '1000.05';
    const inv = await insertInvestment(t.db, {
      status: 'active',
      minimumInvestment: minimum,
      totalFunding: '20001.00',
      currentFunding: '0.00',
    });
    const investors = await Promise.all(Array.from({ length: 50 }, () => signedInAs(t, 'investor')));

    const results = await Promise.all(investors.map(({ agent }) => agent.post('/api/user/investments', investBody(inv.id, minimum))));

    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.filter((c) => c === 409)).toHaveLength(30);
    const rows = await holdingsOf(inv.id);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(20);
    const winners = results
      .filter((r) => r.statusCode === 201)
      .map((r) => r.json().id)
      .sort((x, y) => x - y);
    expect(rows.map((r) => r.id).sort((x, y) => x - y)).toEqual(winners);
    const row = await opportunityRow(inv.id);
    expect(toHalalas(row.currentFunding)).toBe(sumHalalas(rows.map((r) => r.amount)));
    expect(row.currentFunding).toBe('20001.00');
  });

  it('never over-funds when investors race with different amounts', async () => {
    const inv = await insertInvestment(t.db, {
      status: 'active',
      minimumInvestment: '100.00',
      totalFunding: '10000.00',
      currentFunding: '0.00',
    });
    const agents = await Promise.all(Array.from({ length: 30 }, async () => (await signedInAs(t, 'investor')).agent));
    const amounts = agents.map((_, i) => `${(i % 7) * 150 + 333}.${String(i).padStart(2, '0')}`);
    const results = await Promise.all(agents.map((agent, i) => agent.post('/api/user/investments', investBody(inv.id, amounts[i]))));
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const rows = await holdingsOf(inv.id);
    expect(rows).toHaveLength(results.filter((r) => r.statusCode === 201).length);
    const row = await opportunityRow(inv.id);
    expect(toHalalas(row.currentFunding)).toBe(sumHalalas(rows.map((r) => r.amount)));
    expect(toHalalas(row.currentFunding) <= toHalalas(row.totalFunding)).toBe(true);
  });
});
