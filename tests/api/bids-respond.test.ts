import { eq, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { propertyBids } from '../../src/server/db/schema';
import { respondToBid } from '../../src/server/features/bids/service';
import { as, bidRow, freshAmount, listing, people, storedBid, t, useBidsApp } from './bids-shared';

useBidsApp();

describe('PATCH /api/bids/:bidId/status', () => {
  it('the owner accepts: status, respondedAt and updatedAt are set; other bids stay pending', async () => {
    const property = await listing();
    const bid = await storedBid(property.id);
    const other = await storedBid(property.id, people['other developer'].user.id, { bidAmount: '880000.00' });
    const before = Date.now();
    const res = await as('owner').patch(`/api/bids/${bid.id}/status`, { status: 'accepted' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: bid.id, status: 'accepted' });
    const row = await bidRow(bid.id);
    expect(row.status).toBe('accepted');
    expect(row.respondedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(res.json().respondedAt).toBe(row.respondedAt!.toISOString());
    expect((await bidRow(other.id)).status).toBe('pending');
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
    const property = await listing();
    for (let i = 0; i < 5; i++) {
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

  it('the write itself is conditional: an answer that lands between the check and the write wins, the late one gets 409', async () => {
    // Deterministic on every database: the competing reject commits after respondToBid has read
    // the bid as pending and before its UPDATE runs.
    const bid = await storedBid((await listing()).id);
    const competing = () =>
      t.db.update(propertyBids).set({ status: 'rejected', respondedAt: new Date() }).where(eq(propertyBids.id, bid.id));
    const racingDb = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop !== 'update') return Reflect.get(target, prop, receiver);
        return (table: typeof propertyBids) => ({
          set: (values: Record<string, unknown>) => ({
            where: (cond: SQL | undefined) => ({
              returning: () => competing().then(() => target.update(table).set(values).where(cond).returning()),
            }),
          }),
        });
      },
    }) as Db;
    await expect(respondToBid(racingDb, { actor: people.owner.user, bidId: bid.id, input: { status: 'accepted' } })).rejects.toMatchObject({
      status: 409,
      message: 'This bid has already been rejected',
    });
    expect((await bidRow(bid.id)).status).toBe('rejected');
  });

  it('many answers racing on one bid: exactly one 200, and the DB holds that answer', async () => {
    const property = await listing();
    for (let i = 0; i < 5; i++) {
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
