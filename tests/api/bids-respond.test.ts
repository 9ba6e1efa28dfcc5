import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { properties, propertyBids } from '../../src/server/db/schema';
import { insertUser } from '../../src/server/db/seed/factories';
import { respondToBid } from '../../src/server/features/bids/answer';
import { as, bidRow, freshAmount, listing, people, storedBid, t, useBidsApp } from './bids-shared';

useBidsApp();

describe('PATCH /api/bids/:bidId/status', () => {
  it('the owner accepts: the bid is accepted, the listing goes under offer, every other pending offer is rejected with its reason', async () => {
    const property = await listing();
    const bid = await storedBid(property.id);
    const other = await storedBid(property.id, people['other developer'].user.id, { bidAmount: '880000.00' });
    const third = await storedBid(property.id, (await insertUser(t.db, { role: 'investor' })).id, { bidAmount: '870000.00' });
    const declinedEarlier = await storedBid(property.id, people.admin.user.id, { status: 'rejected', bidAmount: '600000.00' });
    const before = Date.now();
    const res = await as('owner').patch(`/api/bids/${bid.id}/status`, { status: 'accepted' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: bid.id, status: 'accepted', rejectionReason: null });
    const row = await bidRow(bid.id);
    expect(row.status).toBe('accepted');
    expect(row.respondedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(res.json().respondedAt).toBe(row.respondedAt!.toISOString());
    for (const loser of [other, third]) {
      expect(await bidRow(loser.id)).toMatchObject({ status: 'rejected', rejectionReason: 'Another offer was accepted' });
    }
    // An offer answered before keeps its own answer.
    expect(await bidRow(declinedEarlier.id)).toMatchObject({ status: 'rejected', rejectionReason: null });
    const [listingRow] = await t.db.select().from(properties).where(eq(properties.id, property.id));
    expect(listingRow.status).toBe('pending');
    // The bidders see it in My Bids, reason included.
    const mine = await as('other developer').get('/api/user/bids');
    expect(mine.json().find((b: { id: number }) => b.id === other.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Another offer was accepted',
    });
  });

  it('declining leaves the listing active and the other offers pending', async () => {
    const property = await listing();
    const bid = await storedBid(property.id);
    const other = await storedBid(property.id, people['other developer'].user.id, { bidAmount: '880000.00' });
    expect((await as('owner').patch(`/api/bids/${bid.id}/status`, { status: 'rejected' })).statusCode).toBe(200);
    expect((await bidRow(other.id)).status).toBe('pending');
    const [listingRow] = await t.db.select().from(properties).where(eq(properties.id, property.id));
    expect(listingRow.status).toBe('active');
  });

  it('two offers on one listing accepted at once (two tabs): exactly one succeeds, the other gets 409, one buyer wins', async () => {
    for (let i = 0; i < 5; i++) {
      const property = await listing();
      const first = await storedBid(property.id, people.buyer.user.id, { bidAmount: '900000.00' });
      const second = await storedBid(property.id, (await insertUser(t.db, { role: 'investor' })).id, { bidAmount: '950000.00' });
      const [a, b] = await Promise.all([
        as('owner').patch(`/api/bids/${first.id}/status`, { status: 'accepted' }),
        as('owner').patch(`/api/bids/${second.id}/status`, { status: 'accepted' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : b;
      expect(['This bid has already been rejected', 'This property is already under offer: another offer was accepted']).toContain(
        loser.json().message,
      );
      const rows = await Promise.all([bidRow(first.id), bidRow(second.id)]);
      expect(rows.map((r) => r.status).sort()).toEqual(['accepted', 'rejected']);
    }
  });

  it('a second accept is a 409 that names the status', async () => {
    const bid = await storedBid((await listing()).id);
    expect((await as('owner').patch(`/api/bids/${bid.id}/status`, { status: 'accepted' })).statusCode).toBe(200);
    const again = await as('owner').patch(`/api/bids/${bid.id}/status`, { status: 'accepted' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This bid has already been accepted');
  });

  it('accept after reject is a 409, and the bid stays rejected', async () => {
    const bid = await storedBid((await listing()).id);
    expect((await as('owner').patch(`/api/bids/${bid.id}/status`, { status: 'rejected' })).statusCode).toBe(200);
    const res = await as('admin').patch(`/api/bids/${bid.id}/status`, { status: 'accepted' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This bid has already been rejected');
    expect((await bidRow(bid.id)).status).toBe('rejected');
  });

  it('a bid whose validUntil has passed can no longer be accepted (409), but can be rejected', async () => {
    const property = await listing();
    const res = await as('buyer').post(`/api/properties/${property.id}/bids`, {
      bidAmount: freshAmount(),
      validUntil: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    // Time passes: the offer lapses after it was made.
    const lapsed = new Date('2025-07-21T12:00:00Z');
    await t.db.update(propertyBids).set({ validUntil: lapsed }).where(eq(propertyBids.id, id));
    const accept = await as('owner').patch(`/api/bids/${id}/status`, { status: 'accepted' });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe('This bid expired on Jul 21, 2025, 3:00 PM GMT+3');
    expect((await bidRow(id)).status).toBe('pending');
    expect((await as('owner').patch(`/api/bids/${id}/status`, { status: 'rejected' })).statusCode).toBe(200);
  });

  it('refuses a status other than accepted or rejected with 400', async () => {
    const bid = await storedBid((await listing()).id);
    const res = await as('owner').patch(`/api/bids/${bid.id}/status`, { status: 'pending' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.status).toBe('Status must be accepted or rejected');
    expect((await bidRow(bid.id)).status).toBe('pending');
  });

  it('a concurrent accept and reject of one bid: exactly one wins, the other gets 409, the row matches the winner', async () => {
    for (let i = 0; i < 5; i++) {
      const property = await listing();
      const bid = await storedBid(property.id, people.buyer.user.id, { bidAmount: `${700_000 + i}.00` });
      const url = `/api/bids/${bid.id}/status`;
      const [accept, reject] = await Promise.all([
        as('owner').patch(url, { status: 'accepted' }),
        as('admin').patch(url, { status: 'rejected' }),
      ]);
      expect([accept.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
      const winner = accept.statusCode === 200 ? 'accepted' : 'rejected';
      const loser = accept.statusCode === 200 ? reject : accept;
      expect(loser.json().message).toBe(`This bid has already been ${winner}`);
      const row = await bidRow(bid.id);
      expect(row.status).toBe(winner);
      expect(row.respondedAt).toBeInstanceOf(Date);
    }
  });

  it('the answer is decided under the listing lock: an answer that lands after the first read wins, the late one gets 409', async () => {
    // Deterministic on every database: the competing reject commits after respondToBid has read
    // the bid and its owner, and before its transaction takes the listing's lock.
    const bid = await storedBid((await listing()).id);
    const competing = () =>
      t.db.update(propertyBids).set({ status: 'rejected', respondedAt: new Date() }).where(eq(propertyBids.id, bid.id));
    const racingDb = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
        return (run: Parameters<Db['transaction']>[0]) => competing().then(() => target.transaction(run));
      },
    }) as Db;
    await expect(
      respondToBid(racingDb, {
        actor: people.owner.user,
        site: { origin: 'http://localhost' },
        bidId: bid.id,
        input: { status: 'accepted' },
      }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'This bid has already been rejected',
    });
    expect((await bidRow(bid.id)).status).toBe('rejected');
  });

  it('many answers racing on one bid: exactly one 200, and the DB holds that answer', async () => {
    for (let i = 0; i < 5; i++) {
      const property = await listing();
      const bid = await storedBid(property.id, people.buyer.user.id, { bidAmount: `${600_000 + i}.00` });
      const url = `/api/bids/${bid.id}/status`;
      const attempts = ['accepted', 'rejected', 'accepted', 'rejected', 'accepted', 'rejected'] as const;
      const results = await Promise.all(attempts.map((status, k) => as(k % 2 ? 'admin' : 'owner').patch(url, { status })));
      const winners = results.flatMap((r, k) => (r.statusCode === 200 ? [attempts[k]] : []));
      expect(winners).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(attempts.length - 1);
      expect((await bidRow(bid.id)).status).toBe(winners[0]);
    }
  });
});
