import { describe, expect, it } from 'vitest';
import { insertUser } from '../../src/server/db/seed/factories';
import { signedInAs } from '../setup/app';
import { listing, people, storedBid, t, useBidsApp } from './bids-shared';

useBidsApp();

describe('bid lists', () => {
  it('GET /api/user/bids: only my bids, newest first, each with its property (id, titles, price)', async () => {
    const bidder = await signedInAs(t, 'buyer');
    const p1 = await listing({ title: 'Villa in Al Olaya' });
    const p2 = await listing({ title: 'Flat in Al Rawdah' });
    const older = await storedBid(p1.id, bidder.user.id, { createdAt: new Date(Date.now() - 60_000) });
    const newer = await storedBid(p2.id, bidder.user.id);
    await storedBid(p2.id, people.buyer.user.id);
    const res = await bidder.agent.get('/api/user/bids');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((b: { id: number }) => b.id)).toEqual([newer.id, older.id]);
    expect(body[0].property).toEqual({ id: p2.id, title: 'Flat in Al Rawdah', titleAr: p2.titleAr, price: p2.price });
  });

  it('GET /api/owner/bids: bids on my properties only, pending first, then amount descending, then newest; bidder names without e-mail', async () => {
    const owner = await signedInAs(t, 'developer');
    const bidder = await insertUser(t.db, { role: 'buyer', firstName: 'Faisal', lastName: 'Al-Harbi' });
    // One pending offer per buyer per listing: the other pending offers are other buyers'.
    const [second, third] = [await insertUser(t.db, { role: 'buyer' }), await insertUser(t.db, { role: 'buyer' })];
    const mine = await listing({ developerId: owner.user.id, title: 'Tower flat' });
    const notMine = await listing();
    const t0 = Date.now() - 100_000;
    const low = await storedBid(mine.id, second.id, { bidAmount: '500000.00', createdAt: new Date(t0) });
    const highOld = await storedBid(mine.id, third.id, { bidAmount: '900000.00', createdAt: new Date(t0 + 1000) });
    const highNew = await storedBid(mine.id, bidder.id, { bidAmount: '900000.00', createdAt: new Date(t0 + 2000) });
    const answered = await storedBid(mine.id, bidder.id, { bidAmount: '990000.00', status: 'rejected', createdAt: new Date(t0 + 3000) });
    await storedBid(notMine.id, bidder.id);
    const res = await owner.agent.get('/api/owner/bids');
    expect(res.statusCode).toBe(200);
    const body = res.json().items;
    expect(res.json().total).toBe(4);
    expect(body.map((b: { id: number }) => b.id)).toEqual([highNew.id, highOld.id, low.id, answered.id]);
    expect(body[0].property).toEqual({ id: mine.id, title: 'Tower flat', titleAr: mine.titleAr, price: mine.price });
    expect(body[0].bidder).toEqual({ id: bidder.id, firstName: 'Faisal', lastName: 'Al-Harbi' });
    expect(res.body).not.toContain(bidder.email);
    // The property page shows the same list in the same order.
    const perProperty = await owner.agent.get(`/api/properties/${mine.id}/bids`);
    expect(perProperty.json().items.map((b: { id: number }) => b.id)).toEqual([highNew.id, highOld.id, low.id, answered.id]);
  });

  it('GET /api/owner/bids is empty for someone who owns nothing', async () => {
    const nobody = await signedInAs(t, 'buyer');
    const res = await nobody.agent.get('/api/owner/bids');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], total: 0, page: 1, pageSize: 24 });
  });
});
