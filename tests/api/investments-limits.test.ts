import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { riskAcknowledgements, userInvestments } from '../../src/server/db/schema';
import { insertInvestment } from '../../src/server/db/seed/factories';
import { toHalalas } from '../../src/shared/money';
import { Agent, appWith, dbKindLabel, signedInAs, TEST_PASSWORD } from '../setup/app';
import { holdingsOf, investBody, opportunityRow, t, useInvestmentsApp } from './investments-shared';

// Limits a regulator would ask for (docs/product.md#limits-a-regulator-would-ask-for): the
// investor's acknowledgement of an opportunity's risks before their first investment in it, and the
// most one investor may hold in one opportunity (INVESTOR_CAP_SAR, 500,000 SAR unless set).

useInvestmentsApp();

const RISK_MESSAGE = 'Please confirm you have read and understood the risks of this investment';
const capMessage = (room: string) => `You can hold at most 500,000 SAR in one opportunity; you can add up to ${room} SAR`;

const roomy = () =>
  insertInvestment(t.db, {
    status: 'active',
    minimumInvestment: '1000.00',
    totalFunding: '10000000.00',
    currentFunding: '0.00',
    fundingDeadline: null,
  });

const acknowledgementsOf = (userId: string, investmentId: number) =>
  t.db
    .select()
    .from(riskAcknowledgements)
    .where(and(eq(riskAcknowledgements.userId, userId), eq(riskAcknowledgements.investmentId, investmentId)));

const sumOf = (amounts: string[]) => amounts.reduce((s, a) => s + toHalalas(a), 0n);

describe(`the acknowledgement of the risks (${dbKindLabel})`, () => {
  it('is required before the first investment in an opportunity, stored with that investment’s time, and not asked again', async () => {
    const inv = await roomy();
    const { agent, user } = await signedInAs(t, 'investor');

    for (const riskAcknowledged of [undefined, false]) {
      const refused = await agent.post('/api/user/investments', investBody(inv.id, '5000', { riskAcknowledged }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: RISK_MESSAGE, errors: { riskAcknowledged: RISK_MESSAGE } });
    }
    expect(await holdingsOf(inv.id)).toHaveLength(0);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('0.00');
    expect(await acknowledgementsOf(user.id, inv.id)).toHaveLength(0);

    const first = await agent.post('/api/user/investments', investBody(inv.id, '5000'));
    expect(first.statusCode).toBe(201);
    const [ack] = await acknowledgementsOf(user.id, inv.id);
    // Written in the investment's transaction: the very time the investment relied on it.
    expect(ack.acknowledgedAt.toISOString()).toBe(first.json().investmentDate);

    const second = await agent.post('/api/user/investments', investBody(inv.id, '2000', { riskAcknowledged: undefined }));
    expect(second.statusCode).toBe(201);
    const third = await agent.post('/api/user/investments', investBody(inv.id, '3000'));
    expect(third.statusCode).toBe(201);
    // Still the one row, with the first time.
    expect(await acknowledgementsOf(user.id, inv.id)).toEqual([ack]);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('10000.00');
  });

  it('is per opportunity and per investor', async () => {
    const [one, two] = [await roomy(), await roomy()];
    const me = await signedInAs(t, 'investor');
    const other = await signedInAs(t, 'investor');
    expect((await me.agent.post('/api/user/investments', investBody(one.id, '5000'))).statusCode).toBe(201);

    const elsewhere = await me.agent.post('/api/user/investments', investBody(two.id, '5000', { riskAcknowledged: undefined }));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors.riskAcknowledged).toBe(RISK_MESSAGE);
    const someoneElse = await other.agent.post('/api/user/investments', investBody(one.id, '5000', { riskAcknowledged: undefined }));
    expect(someoneElse.statusCode).toBe(400);
    expect(someoneElse.json().errors.riskAcknowledged).toBe(RISK_MESSAGE);
    expect(await holdingsOf(two.id)).toHaveLength(0);
    expect((await holdingsOf(one.id)).map((h) => h.userId)).toEqual([me.user.id]);
  });

  it('is not stored when the investment is refused', async () => {
    const inv = await roomy();
    const { agent, user } = await signedInAs(t, 'investor');
    const belowMinimum = await agent.post('/api/user/investments', investBody(inv.id, '999.99'));
    expect(belowMinimum.statusCode).toBe(400);
    const overCap = await agent.post('/api/user/investments', investBody(inv.id, '500000.01'));
    expect(overCap.statusCode).toBe(409);
    expect(await acknowledgementsOf(user.id, inv.id)).toHaveLength(0);
    const unacknowledged = await agent.post('/api/user/investments', investBody(inv.id, '5000', { riskAcknowledged: undefined }));
    expect(unacknowledged.statusCode).toBe(400);
    expect(unacknowledged.json().errors.riskAcknowledged).toBe(RISK_MESSAGE);
  });

  it('refuses a value that is not true or false', async () => {
    const inv = await roomy();
    const { agent } = await signedInAs(t, 'investor');
    const res = await agent.post('/api/user/investments', investBody(inv.id, '5000', { riskAcknowledged: 'yes' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.riskAcknowledged).toBe('Risk acknowledgement must be true or false');
  });
});

describe(`the per-investor cap (${dbKindLabel})`, () => {
  it('lets one investor hold at most 500,000 SAR in one opportunity, naming what they can still add', async () => {
    const inv = await roomy();
    const another = await roomy();
    const me = await signedInAs(t, 'investor');
    const other = await signedInAs(t, 'investor');
    expect((await me.agent.post('/api/user/investments', investBody(inv.id, '300000'))).statusCode).toBe(201);

    const over = await me.agent.post('/api/user/investments', investBody(inv.id, '200000.01'));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(capMessage('200,000'));
    expect((await me.agent.post('/api/user/investments', investBody(inv.id, '199999.50'))).statusCode).toBe(201);
    const full = await me.agent.post('/api/user/investments', investBody(inv.id, '1000'));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(capMessage('0.50'));
    expect((await me.agent.post('/api/user/investments', investBody(inv.id, '0.50'))).statusCode).toBe(400); // below the minimum

    // Per investor and per opportunity.
    expect((await other.agent.post('/api/user/investments', investBody(inv.id, '500000'))).statusCode).toBe(201);
    expect((await me.agent.post('/api/user/investments', investBody(another.id, '500000'))).statusCode).toBe(201);

    const mine = (await holdingsOf(inv.id)).filter((h) => h.userId === me.user.id);
    expect(sumOf(mine.map((h) => h.amount))).toBe(toHalalas('499999.50'));
    expect((await opportunityRow(inv.id)).currentFunding).toBe('999999.50');
  });

  it('is the operator’s to set (INVESTOR_CAP_SAR)', async () => {
    const app = await appWith(t, { INVESTOR_CAP_SAR: '20000' });
    try {
      const inv = await roomy();
      const { user } = await signedInAs(t, 'investor');
      const agent = new Agent(app);
      expect((await agent.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
      expect((await agent.post('/api/user/investments', investBody(inv.id, '15000'))).statusCode).toBe(201);
      const over = await agent.post('/api/user/investments', investBody(inv.id, '5000.01'));
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toBe('You can hold at most 20,000 SAR in one opportunity; you can add up to 5,000 SAR');
    } finally {
      await app.close();
    }
  });

  it('holds when one investor sends many investments at once: exactly those that fit land', async () => {
    const inv = await roomy();
    const { agent, user } = await signedInAs(t, 'investor');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        agent.post('/api/user/investments', investBody(inv.id, '100000'), { 'idempotency-key': `cap-burst-${i}` }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(201), ...Array(7).fill(409)]);
    for (const refused of results.filter((r) => r.statusCode === 409)) expect(refused.json().message).toBe(capMessage('0'));
    const held = await t.db.select().from(userInvestments).where(eq(userInvestments.userId, user.id));
    expect(held).toHaveLength(5);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('500000.00');

    // A retry of one that landed is still its replay, not a refusal.
    const landed = results.findIndex((r) => r.statusCode === 201);
    const retry = await agent.post('/api/user/investments', investBody(inv.id, '100000'), { 'idempotency-key': `cap-burst-${landed}` });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(results[landed].json().id);
  });

  it('lets in, of different amounts sent at once, only what fits: no refused amount would fit in what is left', async () => {
    const inv = await roomy();
    const { agent, user } = await signedInAs(t, 'investor');
    const amounts = Array.from({ length: 14 }, (_, i) => `${40000 + ((i * 37) % 11) * 9000}.${String(i * 7).padStart(2, '0')}`);
    const results = await Promise.all(amounts.map((amount) => agent.post('/api/user/investments', investBody(inv.id, amount))));
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const held = await t.db.select().from(userInvestments).where(eq(userInvestments.userId, user.id));
    const landed = results.filter((r) => r.statusCode === 201);
    expect(held).toHaveLength(landed.length);
    const total = sumOf(held.map((h) => h.amount));
    expect(total <= toHalalas('500000')).toBe(true);
    const left = toHalalas('500000') - total;
    const refused = amounts.filter((_, i) => results[i].statusCode === 409);
    expect(refused.length).toBeGreaterThan(0);
    for (const amount of refused) expect(toHalalas(amount) > left).toBe(true);
    expect(toHalalas((await opportunityRow(inv.id)).currentFunding)).toBe(total);
  });

  it('answers a retry of a request that used the whole cap with its first answer, even sent at once', async () => {
    const inv = await roomy();
    const { agent } = await signedInAs(t, 'investor');
    const headers = { 'idempotency-key': 'whole-cap-double-click' };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => agent.post('/api/user/investments', investBody(inv.id, '500000'), headers)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await holdingsOf(inv.id)).toHaveLength(1);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('500000.00');
  });
});
