import { beforeAll, describe, expect, it } from 'vitest';
import { insertInvestment } from '../../src/server/db/seed/factories';
import { signedInAs, type Agent } from '../setup/app';
import { audiencesOf, signedOut, type Audiences } from '../setup/audiences';
import { holdingsOf, investBody, opportunityRow, t, useInvestmentsApp } from './investments-shared';

useInvestmentsApp();

let people: Audiences<'admin' | 'buyer' | 'other developer'>;
let admin: Agent;
let investor: Agent;

beforeAll(async () => {
  people = await audiencesOf(t, ['admin', 'buyer', 'other developer']);
  admin = people.admin.agent;
  investor = (await signedInAs(t, 'investor')).agent;
});

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

describe('GET /api/investments (public)', () => {
  it('lists every opportunity, whatever its status, newest first, with money as exact decimal strings', async () => {
    const older = await insertInvestment(t.db, { title: 'Older fund', status: 'closed', createdAt: new Date('2025-01-01T00:00:00Z') });
    const newer = await insertInvestment(t.db, {
      title: 'Newer fund',
      totalFunding: '1234567.89',
      createdAt: new Date('2030-01-01T00:00:00Z'),
    });
    const res = await signedOut(t).get('/api/investments');
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
    const ok = await signedOut(t).get(`/api/investments/${inv.id}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: inv.id, title: 'Jeddah Waterfront Development', expectedRoi: '14.25' });

    const bad = await signedOut(t).get('/api/investments/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.id).toBe('Id must be a number');

    const missing = await signedOut(t).get('/api/investments/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Investment not found');
  });
});

describe('admin: create, edit and delete opportunities', () => {
  // Opportunities are the admin's: the developer here is one like any other (who owns nothing).
  const agentFor = (who: string): Agent =>
    who === 'investor' ? investor : people.as(who === 'developer' ? 'other developer' : (who as 'signed out' | 'buyer'));

  it.each([
    ['signed out', 401],
    ['buyer', 403],
    ['developer', 403],
    ['investor', 403],
  ])('refuses %s with %i and changes nothing', async (who, status) => {
    const inv = await insertInvestment(t.db, { title: 'Untouchable' });
    const agent = agentFor(who);
    const before = (await signedOut(t).get('/api/investments')).json().length;

    const created = await agent.post('/api/investments', { ...validOpportunity, title: `By ${who}` });
    const edited = await agent.put(`/api/investments/${inv.id}`, { title: 'Hijacked' });
    const deleted = await agent.delete(`/api/investments/${inv.id}`);
    expect([created.statusCode, edited.statusCode, deleted.statusCode]).toEqual([status, status, status]);
    if (status === 403) expect(created.json().message).toBe('Admin access required');

    expect((await signedOut(t).get('/api/investments')).json()).toHaveLength(before);
    expect((await opportunityRow(inv.id)).title).toBe('Untouchable');
  });

  it('answers 401/403 before looking at the payload', async () => {
    expect((await signedOut(t).post('/api/investments', { nonsense: true })).statusCode).toBe(401);
    expect((await investor.post('/api/investments', { nonsense: true })).statusCode).toBe(403);
  });

  it('lets an admin create an opportunity: 201, active, nothing funded yet', async () => {
    const res = await admin.post('/api/investments', validOpportunity);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Riyadh Logistics REIT',
      minimumInvestment: '25000.00',
      expectedRoi: '12.50',
      duration: 36,
      investmentType: 'REIT',
      location: 'Riyadh',
      totalFunding: '5000000.00',
      currentFunding: '0.00',
      status: 'active',
    });
    const row = await opportunityRow(body.id);
    expect(row.totalFunding).toBe('5000000.00');
    expect((await signedOut(t).get(`/api/investments/${body.id}`)).json().title).toBe('Riyadh Logistics REIT');
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
    [
      'expectedRoi',
      { expectedRoi: '12.345' },
      'Expected ROI must be a percentage greater than 0 and at most 100, with at most two decimals',
    ],
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
    const titles = (await signedOut(t).get('/api/investments')).json().map((i: { title: string }) => i.title);
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
    expect((await agent.post('/api/user/investments', investBody(inv.id, '40000.50'))).statusCode).toBe(201);

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
    expect((await agent.post('/api/user/investments', investBody(inv.id, '1000'))).statusCode).toBe(201);

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
