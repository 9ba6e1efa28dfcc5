import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../src/server/db/seed/factories';
import { favorites, properties } from '../../src/server/db/schema';
import { signedInAs, setupTestApp, type TestApp } from '../setup/app';
import { signedOut } from '../setup/audiences';

// The heart (docs/product.md#favourites): PUT and DELETE are safe to repeat, each user reads and
// changes only their own, the list is newest first a page at a time, and a listing sold or withdrawn
// since stays in it, marked so.

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => t.close());

const buyer = () => signedInAs(t, 'buyer');
const listing = (overrides: Parameters<typeof insertProperty>[1] = {}) => insertProperty(t.db, { status: 'active', ...overrides });
const keptBy = async (userId: string) =>
  (await t.db.select().from(favorites).where(eq(favorites.userId, userId))).map((f) => f.propertyId).sort((a, b) => a - b);

describe('PUT and DELETE /api/favorites/{propertyId}', () => {
  it('keeps a listing once however often it is saved, and drops it however often it is removed', async () => {
    const { agent, user } = await buyer();
    const home = await listing();

    const first = await agent.put(`/api/favorites/${home.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ propertyId: home.id, savedAt: expect.any(String) });
    const again = await agent.put(`/api/favorites/${home.id}`);
    expect(again.statusCode).toBe(200);
    // The second save answers when it was first kept.
    expect(again.json().savedAt).toBe(first.json().savedAt);
    expect(await keptBy(user.id)).toEqual([home.id]);

    expect((await agent.delete(`/api/favorites/${home.id}`)).statusCode).toBe(204);
    expect((await agent.delete(`/api/favorites/${home.id}`)).statusCode).toBe(204);
    expect(await keptBy(user.id)).toEqual([]);
  });

  it('answers 404 for an unknown listing, and for a withdrawn one not kept before; a kept one stays removable', async () => {
    const { agent, user } = await buyer();
    const withdrawn = await listing({ status: 'pending', developerId: null });
    for (const res of [
      await agent.put('/api/favorites/2147483000'),
      await agent.delete('/api/favorites/2147483000'),
      await agent.put(`/api/favorites/${withdrawn.id}`),
      await agent.delete(`/api/favorites/${withdrawn.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Property not found' });
    }
    expect(await keptBy(user.id)).toEqual([]);

    // Kept while it was on sale, then withdrawn: saving again is still 200, and it can be removed.
    const kept = await listing({ developerId: (await signedInAs(t, 'developer')).user.id });
    expect((await agent.put(`/api/favorites/${kept.id}`)).statusCode).toBe(200);
    await t.db.update(properties).set({ status: 'pending', developerId: null }).where(eq(properties.id, kept.id));
    expect((await agent.put(`/api/favorites/${kept.id}`)).statusCode).toBe(200);
    expect((await agent.delete(`/api/favorites/${kept.id}`)).statusCode).toBe(204);
    expect(await keptBy(user.id)).toEqual([]);
  });

  it('keeps a sold listing (it can still be opened)', async () => {
    const { agent, user } = await buyer();
    const sold = await listing({ status: 'sold', developerId: (await signedInAs(t, 'developer')).user.id });
    expect((await agent.put(`/api/favorites/${sold.id}`)).statusCode).toBe(200);
    expect(await keptBy(user.id)).toEqual([sold.id]);
  });

  it('refuses a bad id with a 400 naming it', async () => {
    const { agent } = await buyer();
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await agent.put(`/api/favorites/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), bad).toContain('propertyId');
      expect((await agent.delete(`/api/favorites/${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('answers 401 signed out, and keeps nothing', async () => {
    const home = await listing();
    const visitor = signedOut(t);
    for (const res of [
      await visitor.put(`/api/favorites/${home.id}`),
      await visitor.delete(`/api/favorites/${home.id}`),
      await visitor.get('/api/favorites'),
      await visitor.get('/api/favorites/ids'),
    ])
      expect(res.statusCode).toBe(401);
    expect(await t.db.select().from(favorites).where(eq(favorites.propertyId, home.id))).toEqual([]);
  });
});

describe('GET /api/favorites and /api/favorites/ids', () => {
  it('lists mine only, the last saved first, a page at a time, with the ids of them all', async () => {
    const { agent } = await buyer();
    const homes: Array<Awaited<ReturnType<typeof listing>>> = [];
    for (let i = 0; i < 5; i++) homes.push(await listing({ title: `Kept home ${i}` }));
    for (const home of homes) expect((await agent.put(`/api/favorites/${home.id}`)).statusCode).toBe(200);
    // Someone else's favourites never show in mine, nor mine in theirs.
    const other = await buyer();
    const theirs = await listing();
    await other.agent.put(`/api/favorites/${theirs.id}`);
    await other.agent.put(`/api/favorites/${homes[0].id}`);

    const newestFirst = homes.map((h) => h.id).reverse();
    const page1 = await agent.get('/api/favorites?pageSize=2');
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(page1.json().items.map((f: { property: { id: number } }) => f.property.id)).toEqual(newestFirst.slice(0, 2));
    const page3 = (await agent.get('/api/favorites?pageSize=2&page=3')).json();
    expect(page3.items.map((f: { property: { id: number } }) => f.property.id)).toEqual(newestFirst.slice(4));

    const ids = await agent.get('/api/favorites/ids');
    expect(ids.json()).toEqual({ ids: newestFirst });
    expect((await other.agent.get('/api/favorites/ids')).json()).toEqual({ ids: [homes[0].id, theirs.id] });
    expect((await other.agent.get('/api/favorites')).json().total).toBe(2);

    // Removing one of mine leaves theirs of the same listing alone.
    await agent.delete(`/api/favorites/${homes[0].id}`);
    expect((await other.agent.get('/api/favorites/ids')).json().ids).toContain(homes[0].id);
  });

  it('gives each as a card with whether it is still active, its price now and when saved; sold and withdrawn stay, marked', async () => {
    const { agent } = await buyer();
    const developer = await signedInAs(t, 'developer');
    const open = await listing({ developerId: developer.user.id, title: 'Villa in Al Malqa', price: '2500000.00' });
    const sold = await listing({ developerId: developer.user.id });
    const underOffer = await listing({ developerId: developer.user.id });
    const withdrawn = await listing({ developerId: developer.user.id });
    for (const home of [open, sold, underOffer, withdrawn]) await agent.put(`/api/favorites/${home.id}`);

    // Since saved: the price dropped, one sold, one under offer, one withdrawn (its owner's account deleted).
    await t.db.update(properties).set({ price: '2300000.00', priceSar: '2300000.00' }).where(eq(properties.id, open.id));
    await t.db.update(properties).set({ status: 'sold' }).where(eq(properties.id, sold.id));
    await t.db.update(properties).set({ status: 'pending' }).where(eq(properties.id, underOffer.id));
    await t.db.update(properties).set({ status: 'pending', developerId: null }).where(eq(properties.id, withdrawn.id));

    const { items } = (await agent.get('/api/favorites')).json();
    const byId = new Map(items.map((f: { property: { id: number } }) => [f.property.id, f]));
    expect(byId.get(open.id)).toEqual({
      property: expect.objectContaining({ id: open.id, title: 'Villa in Al Malqa', price: '2300000.00', status: 'active' }),
      active: true,
      status: 'active',
      savedAt: expect.any(String),
    });
    expect(byId.get(sold.id)).toMatchObject({ active: false, status: 'sold' });
    expect(byId.get(underOffer.id)).toMatchObject({ active: false, status: 'pending' });
    expect(byId.get(withdrawn.id)).toMatchObject({ active: false, status: 'withdrawn' });
    // The card is the search's card: the same keys.
    const searched = (await agent.get(`/api/properties?q=%23${open.id}`)).json().items[0];
    expect(Object.keys((byId.get(open.id) as { property: object }).property).sort()).toEqual(Object.keys(searched).sort());
  });

  it('refuses a bad page with a 400', async () => {
    const { agent } = await buyer();
    const res = await agent.get('/api/favorites?page=0&pageSize=500');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['page', 'pageSize']));
  });

  it('a deleted listing leaves the list (the favourite goes with it)', async () => {
    const { agent, user } = await buyer();
    const home = await listing();
    await agent.put(`/api/favorites/${home.id}`);
    await t.db.delete(properties).where(eq(properties.id, home.id));
    expect((await agent.get('/api/favorites')).json()).toMatchObject({ items: [], total: 0 });
    expect(
      await t.db
        .select()
        .from(favorites)
        .where(and(eq(favorites.userId, user.id))),
    ).toEqual([]);
  });
});
