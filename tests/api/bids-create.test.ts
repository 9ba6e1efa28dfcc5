import { describe, expect, it } from 'vitest';
import type { Audience } from '../setup/audiences';
import { as, bidRow, bidsOn, freshAmount, listing, people, storedBid, useBidsApp } from './bids-shared';

useBidsApp();

describe('who may use each bid route', () => {
  type Case = [route: string, who: Audience, status: number];
  const cases: Case[] = [];
  const audiences: Audience[] = ['signed out', 'buyer', 'owner', 'other developer', 'admin'];
  const expected: Record<string, Record<Audience, number>> = {
    'POST /api/properties/:id/bids': { 'signed out': 401, buyer: 201, owner: 403, 'other developer': 201, admin: 201 },
    'GET /api/properties/:id/bids': { 'signed out': 401, buyer: 403, owner: 200, 'other developer': 403, admin: 200 },
    'GET /api/user/bids': { 'signed out': 401, buyer: 200, owner: 200, 'other developer': 200, admin: 200 },
    'GET /api/owner/bids': { 'signed out': 401, buyer: 200, owner: 200, 'other developer': 200, admin: 200 },
    'PATCH /api/bids/:bidId/status': { 'signed out': 401, buyer: 403, owner: 200, 'other developer': 403, admin: 200 },
  };
  for (const [route, byWho] of Object.entries(expected)) for (const who of audiences) cases.push([route, who, byWho[who]]);

  it.each(cases)('%s as %s → %i', async (route, who, status) => {
    const property = await listing();
    const bid = await storedBid(property.id);
    const agent = as(who);
    let res;
    switch (route) {
      case 'POST /api/properties/:id/bids':
        res = await agent.post(`/api/properties/${property.id}/bids`, { bidAmount: freshAmount(), currency: 'SAR', status: 'pending' });
        break;
      case 'GET /api/properties/:id/bids':
        res = await agent.get(`/api/properties/${property.id}/bids`);
        break;
      case 'GET /api/user/bids':
        res = await agent.get('/api/user/bids');
        break;
      case 'GET /api/owner/bids':
        res = await agent.get('/api/owner/bids');
        break;
      default:
        res = await agent.patch(`/api/bids/${bid.id}/status`, { status: 'rejected' });
    }
    expect(res.statusCode, res.body).toBe(status);
    if (status >= 400) expect(typeof res.json().message).toBe('string');
    // A refused answer changes nothing.
    if (route.startsWith('PATCH') && status !== 200) expect((await bidRow(bid.id)).status).toBe('pending');
    if (route.startsWith('POST') && status !== 201) expect(await bidsOn(property.id)).toHaveLength(1);
  });

  it('answers 404 for a property or bid that does not exist', async () => {
    expect((await as('buyer').post('/api/properties/999999/bids', { bidAmount: '1000' })).statusCode).toBe(404);
    expect((await as('admin').get('/api/properties/999999/bids')).statusCode).toBe(404);
    expect((await as('admin').patch('/api/bids/999999/status', { status: 'accepted' })).statusCode).toBe(404);
  });
});

describe('POST /api/properties/:id/bids', () => {
  it('stores a pending bid in SAR by default and returns it with 201', async () => {
    const property = await listing();
    const validUntil = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await as('buyer').post(`/api/properties/${property.id}/bids`, {
      bidAmount: '950000',
      message: 'Ready to close this month.',
      status: 'pending',
      validUntil,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      propertyId: property.id,
      bidderId: people.buyer.user.id,
      bidAmount: '950000.00',
      currency: 'SAR',
      message: 'Ready to close this month.',
      status: 'pending',
      validUntil,
      respondedAt: null,
    });
    expect(body).not.toHaveProperty('idempotencyKey');
    const [row] = await bidsOn(property.id);
    expect(row.bidAmount).toBe('950000.00');
    expect(row.validUntil?.toISOString()).toBe(validUntil);
  });

  it('accepts an amount outside the 80–110 % hint range (a hint, not a rule)', async () => {
    const property = await listing();
    const res = await as('buyer').post(`/api/properties/${property.id}/bids`, { bidAmount: '2', currency: 'USD' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ bidAmount: '2.00', currency: 'USD' });
  });

  it('refuses a bid on your own property with 403', async () => {
    const property = await listing();
    const res = await as('owner').post(`/api/properties/${property.id}/bids`, { bidAmount: '900000' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot bid on your own property');
    expect(await bidsOn(property.id)).toHaveLength(0);
  });

  it('refuses a bid on a property that is not for sale with 409', async () => {
    const property = await listing({ forSale: false, forRent: true });
    const res = await as('buyer').post(`/api/properties/${property.id}/bids`, { bidAmount: '900000' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This property is not for sale');
    expect(await bidsOn(property.id)).toHaveLength(0);
  });

  it.each(['sold', 'pending'] as const)(
    'a %s listing takes no offers: 409 to a bidder and to an admin alike (the listing stays viewable), nothing stored',
    async (status) => {
      const property = await listing({ status });
      for (const who of ['buyer', 'admin'] as const) {
        const res = await as(who).post(`/api/properties/${property.id}/bids`, { bidAmount: '900000' });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe('This property is not accepting offers');
      }
      expect(await bidsOn(property.id)).toHaveLength(0);
    },
  );

  it.each([
    ['', 'Bid amount is required'],
    ['-5', 'Bid amount must be a positive number with at most two decimals'],
    ['0', 'Bid amount must be greater than zero'],
    ['abc', 'Bid amount must be a positive number with at most two decimals'],
    ['1.234', 'Bid amount must be a positive number with at most two decimals'],
    ['12345678901234', 'Bid amount is too large'],
    ['2600000.50', 'Offers are in whole riyals: leave out the halalas'],
    ['0.99', 'Offers are in whole riyals: leave out the halalas'],
  ])('refuses the amount %j with 400 and its message, storing nothing', async (bidAmount, message) => {
    const property = await listing();
    const res = await as('buyer').post(`/api/properties/${property.id}/bids`, { bidAmount });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.bidAmount).toBe(message);
    expect(await bidsOn(property.id)).toHaveLength(0);
  });

  it('refuses a missing amount and a number too large for JSON (1e309) with 400', async () => {
    const property = await listing();
    const missing = await as('buyer').post(`/api/properties/${property.id}/bids`, { currency: 'SAR' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.bidAmount).toBe('Bid amount is required');
    // Sent as raw JSON: JSON.parse turns 1e309 into Infinity, which must not become a bid.
    const huge = await as('buyer').request({
      method: 'POST',
      url: `/api/properties/${property.id}/bids`,
      payload: '{"bidAmount":1e309}',
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors.bidAmount).toMatch(/Bid amount/);
    expect(await bidsOn(property.id)).toHaveLength(0);
  });

  it.each([
    ['validUntil', { validUntil: new Date(Date.now() - 60_000).toISOString() }, 'Valid until must be in the future'],
    ['validUntil', { validUntil: '2020-01-01' }, 'Valid until must be in the future'],
    ['validUntil', { validUntil: 'next week' }, 'Valid until must be a date (YYYY-MM-DD) or an ISO date and time'],
    ['currency', { currency: 'GBP' }, 'Currency must be SAR, USD or EUR'],
    ['status', { status: 'accepted' }, 'A new bid is always pending'],
    ['message', { message: 'x'.repeat(2001) }, 'Message must be at most 2000 characters'],
  ])('refuses a bad %s with 400 (%j)', async (field, patch, message) => {
    const property = await listing();
    const res = await as('buyer').post(`/api/properties/${property.id}/bids`, { bidAmount: '900000', ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await bidsOn(property.id)).toHaveLength(0);
  });

  it('refuses fields a client may not set (bidderId)', async () => {
    const property = await listing();
    const res = await as('buyer').post(`/api/properties/${property.id}/bids`, { bidAmount: '900000', bidderId: people.admin.user.id });
    expect(res.statusCode).toBe(400);
    expect(await bidsOn(property.id)).toHaveLength(0);
  });
});
