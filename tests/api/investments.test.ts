import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInvestment } from '../../src/server/db/seed/factories';
import { investments, userInvestments, type User } from '../../src/server/db/schema';
import { toHalalas } from '../../src/shared/schemas/investment';
import { Agent, setupTestApp, signedInAs, type TestApp } from '../setup/app';

let t: TestApp;
let admin: Agent;
const roleAgents: Partial<Record<User['role'], Agent>> = {};

beforeAll(async () => {
  t = await setupTestApp();
  admin = (await signedInAs(t, 'admin')).agent;
  for (const role of ['buyer', 'developer', 'investor'] as const) roleAgents[role] = (await signedInAs(t, role)).agent;
});
afterAll(async () => t.close());

const validOpportunity = {
  title: 'Riyadh Logistics REIT',
  description: 'Grade-A warehouses on the Riyadh ring road.',
  minimumInvestment: '25000',
  expectedRoi: '12.5',
  duration: 36,
  investmentType: 'REIT',
  location: 'Riyadh',
  totalFunding: '5000000',
};

async function opportunityRow(id: number) {
  const [row] = await t.db.select().from(investments).where(eq(investments.id, id));
  return row;
}
async function holdingsOf(investmentId: number) {
  return t.db.select().from(userInvestments).where(eq(userInvestments.investmentId, investmentId));
}
const sumHalalas = (amounts: string[]) => amounts.reduce((s, a) => s + toHalalas(a), 0n);

describe('GET /api/investments (public)', () => {
  it('lists every opportunity, whatever its status, newest first, with money as exact decimal strings', async () => {
    const older = await insertInvestment(t.db, { title: 'Older fund', status: 'closed', createdAt: new Date('2025-01-01T00:00:00Z') });
    const newer = await insertInvestment(t.db, { title: 'Newer fund', totalFunding: '1234567.89', createdAt: new Date('2030-01-01T00:00:00Z') });
    const res = await new Agent(t.app).get('/api/investments');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ id: number; totalFunding: string; createdAt: string }>;
    const ids = list.map((i) => i.id);
    expect(ids).toContain(older.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids[0]).toBe(newer.id);
    expect(list[0].totalFunding).toBe('1234567.89');
    expect(list[0].createdAt).toBe('2030-01-01T00:00:00.000Z');
    const times = list.map((i) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('shows one opportunity, 400 for a malformed id and 404 for an unknown one', async () => {
    const inv = await insertInvestment(t.db, { title: 'Jeddah Waterfront Development', expectedRoi: '14.25' });
    const ok = await new Agent(t.app).get(`/api/investments/${inv.id}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: inv.id, title: 'Jeddah Waterfront Development', expectedRoi: '14.25' });

    const bad = await new Agent(t.app).get('/api/investments/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.id).toBe('Id must be a number');

    const missing = await new Agent(t.app).get('/api/investments/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Investment not found');
  });
});

describe('admin: create, edit and delete opportunities', () => {
  const agentFor = (who: string) => (who === 'signed out' ? new Agent(t.app) : roleAgents[who as User['role']]!);

  it.each([
    ['signed out', 401],
    ['buyer', 403],
    ['developer', 403],
    ['investor', 403],
  ])('refuses %s with %i and changes nothing', async (who, status) => {
    const inv = await insertInvestment(t.db, { title: 'Untouchable' });
    const agent = agentFor(who);
    const before = (await new Agent(t.app).get('/api/investments')).json().length;

    const created = await agent.post('/api/investments', { ...validOpportunity, title: `By ${who}` });
    const edited = await agent.put(`/api/investments/${inv.id}`, { title: 'Hijacked' });
    const deleted = await agent.delete(`/api/investments/${inv.id}`);
    expect([created.statusCode, edited.statusCode, deleted.statusCode]).toEqual([status, status, status]);
    if (status === 403) expect(created.json().message).toBe('Admin access required');

    expect((await new Agent(t.app).get('/api/investments')).json()).toHaveLength(before);
    expect((await opportunityRow(inv.id)).title).toBe('Untouchable');
  });

  it('answers 401/403 before looking at the payload', async () => {
    expect((await new Agent(t.app).post('/api/investments', { nonsense: true })).statusCode).toBe(401);
    expect((await roleAgents.investor!.post('/api/investments', { nonsense: true })).statusCode).toBe(403);
  });

  it('lets an admin create an opportunity: 201, active, nothing funded yet', async () => {
    const res = await admin.post('/api/investments', validOpportunity);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Riyadh Logistics REIT', minimumInvestment: '25000.00', expectedRoi: '12.50', duration: 36,
      investmentType: 'REIT', location: 'Riyadh', totalFunding: '5000000.00', currentFunding: '0.00', status: 'active',
    });
    const row = await opportunityRow(body.id);
    expect(row.totalFunding).toBe('5000000.00');
    expect((await new Agent(t.app).get(`/api/investments/${body.id}`)).json().title).toBe('Riyadh Logistics REIT');
  });

  it.each([
    ['title', { title: '   ' }, 'Title is required'],
    ['location', { location: '' }, 'Location is required'],
    ['minimumInvestment', { minimumInvestment: '-1' }, 'Minimum investment must be a positive amount with at most two decimals'],
    ['minimumInvestment', { minimumInvestment: '6000000' }, 'Minimum investment cannot be more than the total funding'],
    ['totalFunding', { totalFunding: '10.999' }, 'Total funding must be a positive amount with at most two decimals'],
    ['totalFunding', { totalFunding: '0' }, 'Total funding must be greater than zero'],
    ['expectedRoi', { expectedRoi: '0' }, 'Expected ROI must be a percentage greater than 0 and at most 100, with at most two decimals'],
    ['expectedRoi', { expectedRoi: 100.01 }, 'Expected ROI must be a percentage greater than 0 and at most 100, with at most two decimals'],
    ['expectedRoi', { expectedRoi: '12.345' }, 'Expected ROI must be a percentage greater than 0 and at most 100, with at most two decimals'],
    ['duration', { duration: 0 }, 'Duration must be a whole number of months from 1 to 600'],
    ['duration', { duration: 601 }, 'Duration must be a whole number of months from 1 to 600'],
    ['duration', { duration: 12.5 }, 'Duration must be a whole number of months from 1 to 600'],
    ['investmentType', { investmentType: 'crypto' }, 'Investment type must be REIT, fund or development'],
    ['status', { status: 'open' }, 'Status must be active, funded or closed'],
  ])('refuses a bad %s (%j) with its message', async (field, patch, message) => {
    const title = `Invalid ${field} ${JSON.stringify(patch)}`;
    const res = await admin.post('/api/investments', { ...validOpportunity, title, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    const titles = (await new Agent(t.app).get('/api/investments')).json().map((i: { title: string }) => i.title);
    expect(titles).not.toContain(title);
  });

  it('accepts ROI of exactly 100 and a duration sent as a form string', async () => {
    const res = await admin.post('/api/investments', { ...validOpportunity, expectedRoi: 100, duration: '600' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ expectedRoi: '100.00', duration: 600 });
  });

  it('refuses fields the server owns, such as currentFunding or id', async () => {
    expect((await admin.post('/api/investments', { ...validOpportunity, currentFunding: '5000000' })).statusCode).toBe(400);
    expect((await admin.post('/api/investments', { ...validOpportunity, id: 7 })).statusCode).toBe(400);
  });

  it('edits only the fields given', async () => {
    const inv = await insertInvestment(t.db, { title: 'Dammam Fund', investmentType: 'fund', expectedRoi: '8.00' });
    const res = await admin.put(`/api/investments/${inv.id}`, { expectedRoi: '9.75', status: 'closed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: inv.id, title: 'Dammam Fund', investmentType: 'fund', expectedRoi: '9.75', status: 'closed' });
    const row = await opportunityRow(inv.id);
    expect(row.expectedRoi).toBe('9.75');
    expect(row.status).toBe('closed');
  });

  it('refuses an empty edit, a bad field and an unknown opportunity', async () => {
    const inv = await insertInvestment(t.db);
    const empty = await admin.put(`/api/investments/${inv.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Provide at least one field to update');
    const bad = await admin.put(`/api/investments/${inv.id}`, { duration: -3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.duration).toBe('Duration must be a whole number of months from 1 to 600');
    const missing = await admin.put('/api/investments/987654', { title: 'Ghost' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Investment not found');
    expect((await admin.put('/api/investments/0', { title: 'Zero' })).statusCode).toBe(400);
  });

  it('never lets total funding go below what is already invested', async () => {
    const inv = await insertInvestment(t.db, { minimumInvestment: '1000.00', totalFunding: '100000.00', currentFunding: '0.00' });
    const { agent } = await signedInAs(t, 'investor');
    expect((await agent.post('/api/user/investments', { amount: '40000.50', investmentId: inv.id })).statusCode).toBe(201);

    const below = await admin.put(`/api/investments/${inv.id}`, { totalFunding: '40000.49' });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe('Total funding cannot be less than the 40,000.50 SAR already invested');
    expect((await opportunityRow(inv.id)).totalFunding).toBe('100000.00');

    const exact = await admin.put(`/api/investments/${inv.id}`, { totalFunding: '40000.50' });
    expect(exact.statusCode).toBe(200);
    expect(exact.json()).toMatchObject({ totalFunding: '40000.50', currentFunding: '40000.50' });

    const minAbove = await admin.put(`/api/investments/${inv.id}`, { minimumInvestment: '50000' });
    expect(minAbove.statusCode).toBe(400);
    expect(minAbove.json().errors.minimumInvestment).toBe('Minimum investment cannot be more than the total funding');
  });

  it('deletes an opportunity without investors (204, then 404)', async () => {
    const inv = await insertInvestment(t.db);
    const res = await admin.delete(`/api/investments/${inv.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await opportunityRow(inv.id)).toBeUndefined();
    expect((await admin.delete(`/api/investments/${inv.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete an opportunity with investors (409) but lets it be closed', async () => {
    const inv = await insertInvestment(t.db, { minimumInvestment: '1000.00', totalFunding: '100000.00', currentFunding: '0.00' });
    const { agent } = await signedInAs(t, 'investor');
    expect((await agent.post('/api/user/investments', { amount: '1000', investmentId: inv.id })).statusCode).toBe(201);

    const res = await admin.delete(`/api/investments/${inv.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This opportunity has investors and cannot be deleted. Close it instead.');
    expect(await opportunityRow(inv.id)).toBeDefined();
    expect(await holdingsOf(inv.id)).toHaveLength(1);

    const closed = await admin.put(`/api/investments/${inv.id}`, { status: 'closed' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe('closed');
  });
});

describe('POST /api/user/investments', () => {
  const openOpportunity = (overrides: Parameters<typeof insertInvestment>[1] = {}) =>
    insertInvestment(t.db, { status: 'active', minimumInvestment: '10000.00', totalFunding: '100000.00', currentFunding: '0.00', ...overrides });

  it('needs a signed-in user', async () => {
    const inv = await openOpportunity();
    const res = await new Agent(t.app).post('/api/user/investments', { amount: '10000', investmentId: inv.id });
    expect(res.statusCode).toBe(401);
    expect(await holdingsOf(inv.id)).toHaveLength(0);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('0.00');
  });

  it('records the investment and adds it to the funding exactly (201)', async () => {
    const inv = await openOpportunity({ currentFunding: '2500.75' });
    const { agent, user } = await signedInAs(t, 'buyer');
    const res = await agent.post('/api/user/investments', { amount: '10000.10', investmentId: inv.id });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      userId: user.id, investmentId: inv.id, amount: '10000.10', status: 'active',
      investment: { id: inv.id, title: inv.title, currentFunding: '12500.85', totalFunding: '100000.00', status: 'active' },
    });
    expect(Number.isNaN(Date.parse(body.investmentDate))).toBe(false);
    const rows = await holdingsOf(inv.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: body.id, userId: user.id, amount: '10000.10' });
    expect((await opportunityRow(inv.id)).currentFunding).toBe('12500.85');
  });

  it('accepts the amount as a JSON number too', async () => {
    const inv = await openOpportunity();
    const { agent } = await signedInAs(t, 'investor');
    const res = await agent.post('/api/user/investments', { amount: 10000.5, investmentId: inv.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().amount).toBe('10000.50');
  });

  it('refuses an amount below the minimum with a message on the amount field', async () => {
    const inv = await openOpportunity();
    const { agent } = await signedInAs(t, 'investor');
    const res = await agent.post('/api/user/investments', { amount: '9999.99', investmentId: inv.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.amount).toBe('Minimum investment is 10,000 SAR');
    expect(await holdingsOf(inv.id)).toHaveLength(0);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('0.00');
  });

  it('refuses to over-fund (409, naming the remaining amount) and accepts exactly the remainder', async () => {
    const inv = await openOpportunity({ currentFunding: '87499.50' });
    const { agent } = await signedInAs(t, 'investor');
    const res = await agent.post('/api/user/investments', { amount: '12500.51', investmentId: inv.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 12,500.50 SAR of funding remains');
    expect(await holdingsOf(inv.id)).toHaveLength(0);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('87499.50');

    const exact = await agent.post('/api/user/investments', { amount: '12500.50', investmentId: inv.id });
    expect(exact.statusCode).toBe(201);
    const row = await opportunityRow(inv.id);
    expect(row.currentFunding).toBe('100000.00');
    // Fully funded: closed to new money.
    expect(row.status).toBe('funded');
    const more = await agent.post('/api/user/investments', { amount: '10000', investmentId: inv.id });
    expect(more.statusCode).toBe(409);
  });

  it.each(['closed', 'funded'] as const)('refuses an opportunity that is %s (409)', async (status) => {
    const inv = await openOpportunity({ status });
    const { agent } = await signedInAs(t, 'investor');
    const res = await agent.post('/api/user/investments', { amount: '20000', investmentId: inv.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This opportunity is not open for investment');
    expect(await holdingsOf(inv.id)).toHaveLength(0);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('0.00');
  });

  it('answers 404 for an unknown opportunity and 400 for a bad investmentId', async () => {
    const { agent } = await signedInAs(t, 'investor');
    const missing = await agent.post('/api/user/investments', { amount: '20000', investmentId: 987654 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Investment not found');
    const bad = await agent.post('/api/user/investments', { amount: '20000', investmentId: 'one' });
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
    const res = await agent.post('/api/user/investments', { amount, investmentId: inv.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.amount).toBe(message);
    expect(await holdingsOf(inv.id)).toHaveLength(0);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('0.00');
  });

  it('refuses the JSON number 1e309 (Infinity once parsed) with 400', async () => {
    const inv = await openOpportunity();
    const { agent } = await signedInAs(t, 'investor');
    const res = await agent.request({
      method: 'POST', url: '/api/user/investments', headers: { 'content-type': 'application/json' },
      payload: `{"amount":1e309,"investmentId":${inv.id}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.amount).toBe('Amount must be a positive amount with at most two decimals');
    expect(await holdingsOf(inv.id)).toHaveLength(0);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('0.00');
  });
});

describe('Idempotency-Key', () => {
  const opportunity = () => insertInvestment(t.db, { status: 'active', minimumInvestment: '1000.00', totalFunding: '1000000.00', currentFunding: '0.00' });

  it('records one investment for two requests with the same key (201, then 200 with the same row)', async () => {
    const inv = await opportunity();
    const { agent } = await signedInAs(t, 'investor');
    const headers = { 'idempotency-key': 'invest-7f3c' };
    const first = await agent.post('/api/user/investments', { amount: '5000.25', investmentId: inv.id }, headers);
    const second = await agent.post('/api/user/investments', { amount: 5000.25, investmentId: inv.id }, headers);
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
    const a = await agent.post('/api/user/investments', { amount: '5000', investmentId: inv.id }, { 'idempotency-key': 'key-a' });
    const b = await agent.post('/api/user/investments', { amount: '5000', investmentId: inv.id }, { 'idempotency-key': 'key-b' });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(await holdingsOf(inv.id)).toHaveLength(2);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('10000.00');
  });

  it('keeps keys per user: the same key from two users makes two investments', async () => {
    const inv = await opportunity();
    const one = await signedInAs(t, 'investor');
    const two = await signedInAs(t, 'buyer');
    const headers = { 'idempotency-key': 'shared-key' };
    expect((await one.agent.post('/api/user/investments', { amount: '2000', investmentId: inv.id }, headers)).statusCode).toBe(201);
    expect((await two.agent.post('/api/user/investments', { amount: '2000', investmentId: inv.id }, headers)).statusCode).toBe(201);
    expect(await holdingsOf(inv.id)).toHaveLength(2);
  });

  it('records one investment when the same key arrives several times at once', async () => {
    const inv = await opportunity();
    const { agent } = await signedInAs(t, 'investor');
    const headers = { 'idempotency-key': 'double-click-1' };
    const results = await Promise.all(Array.from({ length: 6 }, () => agent.post('/api/user/investments', { amount: '3000.30', investmentId: inv.id }, headers)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await holdingsOf(inv.id)).toHaveLength(1);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('3000.30');
  });

  it('refuses a key reused for a different investment (422) and a key that is empty or too long (400)', async () => {
    const inv = await opportunity();
    const { agent } = await signedInAs(t, 'investor');
    expect((await agent.post('/api/user/investments', { amount: '2000', investmentId: inv.id }, { 'idempotency-key': 'k-1' })).statusCode).toBe(201);
    const reused = await agent.post('/api/user/investments', { amount: '2500', investmentId: inv.id }, { 'idempotency-key': 'k-1' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe('This Idempotency-Key was already used for a different investment');

    for (const key of ['', 'x'.repeat(201)]) {
      const res = await agent.post('/api/user/investments', { amount: '2000', investmentId: inv.id }, { 'idempotency-key': key });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors['idempotency-key']).toBe('Idempotency-Key must be 1 to 200 characters');
    }
    const okLong = await agent.post('/api/user/investments', { amount: '2000', investmentId: inv.id }, { 'idempotency-key': 'y'.repeat(200) });
    expect(okLong.statusCode).toBe(201);
    expect(await holdingsOf(inv.id)).toHaveLength(2);
    expect((await opportunityRow(inv.id)).currentFunding).toBe('4000.00');
  });
});

describe('GET /api/user/investments and /api/user/portfolio', () => {
  it("shows only the signed-in user's own investments, newest first, with the opportunity", async () => {
    const a = await insertInvestment(t.db, { title: 'Makkah Hospitality REIT', status: 'active', minimumInvestment: '1000.00', totalFunding: '500000.00', currentFunding: '0.00' });
    const b = await insertInvestment(t.db, { title: 'Khobar Towers Fund', status: 'active', minimumInvestment: '1000.00', totalFunding: '500000.00', currentFunding: '0.00' });
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
    expect(rows[0].investment).toMatchObject({ title: 'Khobar Towers Fund', investmentType: b.investmentType, currentFunding: '2500.00', totalFunding: '500000.00', status: 'active' });
    expect(rows[1].investment).toMatchObject({ title: 'Makkah Hospitality REIT', currentFunding: '9277.00' });

    const theirs = (await other.agent.get('/api/user/investments')).json() as Array<{ userId: string; amount: string }>;
    expect(theirs).toEqual([expect.objectContaining({ userId: other.user.id, amount: '7777.00' })]);
  });

  it('shows an empty list to a user with no investments, and 401 when signed out', async () => {
    const { agent } = await signedInAs(t, 'buyer');
    const res = await agent.get('/api/user/investments');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await new Agent(t.app).get('/api/user/investments')).statusCode).toBe(401);
    expect((await new Agent(t.app).get('/api/user/portfolio')).statusCode).toBe(401);
  });

  it('sums the portfolio exactly: total invested, holdings and the expected annual return', async () => {
    const reit = await insertInvestment(t.db, { status: 'active', expectedRoi: '12.50', minimumInvestment: '1000.00', totalFunding: '900000.00', currentFunding: '0.00' });
    const fund = await insertInvestment(t.db, { status: 'active', expectedRoi: '8.25', minimumInvestment: '1000.00', totalFunding: '900000.00', currentFunding: '0.00' });
    const { agent } = await signedInAs(t, 'investor');
    const empty = await agent.get('/api/user/portfolio');
    expect(empty.json()).toEqual({ totalInvested: '0.00', holdings: 0, opportunities: 0, expectedAnnualReturn: '0.00' });

    for (const [amount, inv] of [['10000.10', reit], ['25000', fund], ['0.10', reit]] as const) {
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

describe('concurrency', () => {
  it('50 investors at once against room for 20: exactly 20 recorded, and the funding is their exact sum', async () => {
    const minimum = '1000.05';
    const inv = await insertInvestment(t.db, {
      status: 'active', minimumInvestment: minimum, totalFunding: '20001.00', currentFunding: '0.00',
    });
    const investors = await Promise.all(Array.from({ length: 50 }, () => signedInAs(t, 'investor')));

    const results = await Promise.all(investors.map(({ agent }) => agent.post('/api/user/investments', { amount: minimum, investmentId: inv.id })));

    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.filter((c) => c === 409)).toHaveLength(30);
    const rows = await holdingsOf(inv.id);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(20);
    const winners = results.filter((r) => r.statusCode === 201).map((r) => r.json().id).sort((x, y) => x - y);
    expect(rows.map((r) => r.id).sort((x, y) => x - y)).toEqual(winners);
    const row = await opportunityRow(inv.id);
    expect(toHalalas(row.currentFunding)).toBe(sumHalalas(rows.map((r) => r.amount)));
    expect(row.currentFunding).toBe('20001.00');
  });

  it('never over-funds when investors race with different amounts', async () => {
    const inv = await insertInvestment(t.db, { status: 'active', minimumInvestment: '100.00', totalFunding: '10000.00', currentFunding: '0.00' });
    const agents = await Promise.all(Array.from({ length: 30 }, async () => (await signedInAs(t, 'investor')).agent));
    const amounts = agents.map((_, i) => `${(i % 7) * 150 + 333}.${String(i).padStart(2, '0')}`);
    const results = await Promise.all(agents.map((agent, i) => agent.post('/api/user/investments', { amount: amounts[i], investmentId: inv.id })));
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const rows = await holdingsOf(inv.id);
    expect(rows).toHaveLength(results.filter((r) => r.statusCode === 201).length);
    const row = await opportunityRow(inv.id);
    expect(toHalalas(row.currentFunding)).toBe(sumHalalas(rows.map((r) => r.amount)));
    expect(toHalalas(row.currentFunding) <= toHalalas(row.totalFunding)).toBe(true);
  });
});
