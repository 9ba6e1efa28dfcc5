import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { properties } from '../../src/server/db/schema';
import { as, bidRow, bidsOn, freshAmount, listing, people, storedBid, t, useBidsApp } from './bids-shared';

// An offer's life after it is placed (docs/product.md#offers-bids): one pending offer per buyer per
// listing (a new one replaces the earlier), withdrawing, and what an accepted offer closes.

useBidsApp();

const place = (propertyId: number, bidAmount = freshAmount()) => as('buyer').post(`/api/properties/${propertyId}/bids`, { bidAmount });
const statusesOn = async (propertyId: number) => (await bidsOn(propertyId)).sort((a, b) => a.id - b.id).map((b) => [b.bidAmount, b.status]);

describe('one pending offer per buyer per listing', () => {
  it('a new offer replaces the earlier one, which becomes withdrawn; both stay in My Bids as history', async () => {
    const property = await listing();
    const first = await place(property.id, '900000');
    const second = await place(property.id, '950000');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(await statusesOn(property.id)).toEqual([
      ['900000.00', 'withdrawn'],
      ['950000.00', 'pending'],
    ]);
    const mine = (await as('buyer').get('/api/user/bids')).json().filter((b: { propertyId: number }) => b.propertyId === property.id);
    expect(mine.map((b: { status: string }) => b.status)).toEqual(['pending', 'withdrawn']);
    // The owner sees the replaced one as withdrawn, below the live offer.
    const owners = (await as('owner').get(`/api/properties/${property.id}/bids`)).json().items;
    expect(owners.map((b: { bidAmount: string; status: string }) => [b.bidAmount, b.status])).toEqual([
      ['950000.00', 'pending'],
      ['900000.00', 'withdrawn'],
    ]);
  });

  it("replaces only the buyer's own offer on that listing: other buyers' and other listings' stay pending", async () => {
    const property = await listing();
    const elsewhere = await listing();
    const mineElsewhere = await place(elsewhere.id);
    const theirs = await storedBid(property.id, people['other developer'].user.id);
    await place(property.id);
    await place(property.id);
    expect((await bidRow(theirs.id)).status).toBe('pending');
    expect((await bidRow(mineElsewhere.json().id)).status).toBe('pending');
  });

  it('different offers from one buyer sent at the same moment leave exactly one pending', async () => {
    const property = await listing();
    const results = await Promise.all([1, 2, 3, 4].map(() => place(property.id)));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const rows = await bidsOn(property.id);
    expect(rows.filter((b) => b.status === 'pending')).toHaveLength(1);
    expect(rows.filter((b) => b.status === 'withdrawn')).toHaveLength(3);
  });
});

describe('POST /api/bids/:bidId/withdraw', () => {
  it('the bidder withdraws a pending offer: 200, withdrawn, and the owner can no longer accept it', async () => {
    const property = await listing();
    const bid = (await place(property.id)).json();
    const res = await as('buyer').post(`/api/bids/${bid.id}/withdraw`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: bid.id, status: 'withdrawn' });
    const accept = await as('owner').patch(`/api/bids/${bid.id}/status`, { status: 'accepted' });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe('This bid has already been withdrawn');
    const [row] = await t.db.select().from(properties).where(eq(properties.id, property.id));
    expect(row.status).toBe('active');
  });

  it('twice is a 409, and an answered offer cannot be withdrawn', async () => {
    const property = await listing();
    const bid = (await place(property.id)).json();
    expect((await as('buyer').post(`/api/bids/${bid.id}/withdraw`, {})).statusCode).toBe(200);
    const again = await as('buyer').post(`/api/bids/${bid.id}/withdraw`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This bid has already been withdrawn');

    const accepted = (await place((await listing()).id)).json();
    expect((await as('owner').patch(`/api/bids/${accepted.id}/status`, { status: 'accepted' })).statusCode).toBe(200);
    const late = await as('buyer').post(`/api/bids/${accepted.id}/withdraw`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This bid has already been accepted');
    expect((await bidRow(accepted.id)).status).toBe('accepted');
  });

  it('only the bidder: the owner, another user and an admin get 403, the signed out 401, an unknown bid 404', async () => {
    const bid = (await place((await listing()).id)).json();
    for (const who of ['owner', 'other developer', 'admin'] as const) {
      const res = await as(who).post(`/api/bids/${bid.id}/withdraw`, {});
      expect(res.statusCode, who).toBe(403);
      expect(res.json().message).toBe('Only the bidder can withdraw this offer');
    }
    expect((await as('signed out').post(`/api/bids/${bid.id}/withdraw`, {})).statusCode).toBe(401);
    expect((await as('buyer').post('/api/bids/2000000000/withdraw', {})).statusCode).toBe(404);
    expect((await as('buyer').post('/api/bids/abc/withdraw', {})).statusCode).toBe(400);
    expect((await bidRow(bid.id)).status).toBe('pending');
  });

  it('a withdraw racing an accept: exactly one wins, and the row says which', async () => {
    for (let i = 0; i < 20; i++) {
      const bid = (await place((await listing()).id)).json();
      const [withdraw, accept] = await Promise.all([
        as('buyer').post(`/api/bids/${bid.id}/withdraw`, {}),
        as('owner').patch(`/api/bids/${bid.id}/status`, { status: 'accepted' }),
      ]);
      expect([withdraw.statusCode, accept.statusCode].sort()).toEqual([200, 409]);
      expect((await bidRow(bid.id)).status).toBe(withdraw.statusCode === 200 ? 'withdrawn' : 'accepted');
    }
  });
});

describe('after an offer is accepted', () => {
  it('the listing takes no new offers (409), from anyone', async () => {
    const property = await listing();
    const bid = (await place(property.id)).json();
    expect((await as('owner').patch(`/api/bids/${bid.id}/status`, { status: 'accepted' })).statusCode).toBe(200);
    for (const who of ['buyer', 'other developer', 'admin'] as const) {
      const res = await as(who).post(`/api/properties/${property.id}/bids`, { bidAmount: freshAmount() });
      expect(res.statusCode, who).toBe(409);
      expect(res.json().message).toBe('This property is not accepting offers');
    }
    expect(await bidsOn(property.id)).toHaveLength(1);
  });

  it('offers racing an accept: none lands pending on the listing once it is under offer', async () => {
    for (let i = 0; i < 3; i++) {
      const property = await listing();
      const bid = await storedBid(property.id, people['other developer'].user.id);
      const results = await Promise.all([
        as('owner').patch(`/api/bids/${bid.id}/status`, { status: 'accepted' }),
        ...[1, 2, 3].map(() => place(property.id)),
      ]);
      expect(results[0].statusCode).toBe(200);
      // Each offer either came first (and was then rejected by the accept) or found the listing under offer.
      for (const r of results.slice(1)) expect([201, 409]).toContain(r.statusCode);
      const rows = await bidsOn(property.id);
      expect(rows.filter((b) => b.status === 'pending')).toHaveLength(0);
      expect(rows.filter((b) => b.status === 'accepted')).toHaveLength(1);
    }
  });
});
