import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../../src/server/db/seed/factories';
import { properties, recentlyViewed } from '../../src/server/db/schema';
import { signedInAs, setupTestApp, type Agent, type TestApp } from '../setup/app';
import { signedOut } from '../setup/audiences';

// Recently viewed (docs/product.md#recently-viewed): the last 12 listings a signed-in user opened,
// the last opened first; opening one again moves it to the front; older views are dropped.

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => t.close());

const listing = () => insertProperty(t.db, { status: 'active' });
const shown = async (agent: Agent) => {
  const res = await agent.get('/api/recently-viewed');
  expect(res.statusCode).toBe(200);
  return res.json().items.map((p: { id: number }) => p.id);
};
const view = async (agent: Agent, id: number) => expect((await agent.put(`/api/recently-viewed/${id}`)).statusCode).toBe(204);

describe('PUT /api/recently-viewed/{propertyId} and GET /api/recently-viewed', () => {
  it('shows the listings opened, the last opened first, as cards; a repeat view moves one to the front', async () => {
    const { agent } = await signedInAs(t, 'buyer');
    const [a, b, c] = [await listing(), await listing(), await listing()];
    expect(await shown(agent)).toEqual([]);
    for (const home of [a, b, c]) await view(agent, home.id);
    expect(await shown(agent)).toEqual([c.id, b.id, a.id]);

    await view(agent, a.id);
    expect(await shown(agent)).toEqual([a.id, c.id, b.id]);
    const first = (await agent.get('/api/recently-viewed')).json().items[0];
    expect(first).toMatchObject({ id: a.id, title: a.title, price: a.price, city: a.city, status: 'active' });
  });

  it('keeps the last 12 only, dropping the oldest rows', async () => {
    const { agent, user } = await signedInAs(t, 'buyer');
    const homes: Array<Awaited<ReturnType<typeof listing>>> = [];
    for (let i = 0; i < 14; i++) homes.push(await listing());
    for (const home of homes) await view(agent, home.id);
    const newest12 = homes
      .map((h) => h.id)
      .reverse()
      .slice(0, 12);
    expect(await shown(agent)).toEqual(newest12);
    const rows = await t.db.select().from(recentlyViewed).where(eq(recentlyViewed.userId, user.id));
    expect(rows.map((r) => r.propertyId).sort((x, y) => x - y)).toEqual([...newest12].sort((x, y) => x - y));

    // Viewing one already kept does not drop another.
    await view(agent, homes[5].id);
    expect(await shown(agent)).toEqual([homes[5].id, ...newest12.filter((id) => id !== homes[5].id)]);
  });

  it("is each user's own", async () => {
    const one = await signedInAs(t, 'buyer');
    const other = await signedInAs(t, 'developer');
    const [a, b] = [await listing(), await listing()];
    await view(one.agent, a.id);
    await view(other.agent, b.id);
    expect(await shown(one.agent)).toEqual([a.id]);
    expect(await shown(other.agent)).toEqual([b.id]);
  });

  it('hides a listing withdrawn since, and refuses to note an unknown or withdrawn one (404)', async () => {
    const { agent, user } = await signedInAs(t, 'buyer');
    const developer = await signedInAs(t, 'developer');
    const [kept, gone] = [await listing(), await insertProperty(t.db, { status: 'active', developerId: developer.user.id })];
    await view(agent, kept.id);
    await view(agent, gone.id);
    await t.db.update(properties).set({ status: 'pending', developerId: null }).where(eq(properties.id, gone.id));
    expect(await shown(agent)).toEqual([kept.id]);

    for (const id of [gone.id, 2147483000]) {
      const res = await agent.put(`/api/recently-viewed/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Property not found' });
    }
    expect((await t.db.select().from(recentlyViewed).where(eq(recentlyViewed.userId, user.id))).length).toBe(2);
  });

  it('answers 401 signed out and 400 for a bad id', async () => {
    const home = await listing();
    expect((await signedOut(t).put(`/api/recently-viewed/${home.id}`)).statusCode).toBe(401);
    expect((await signedOut(t).get('/api/recently-viewed')).statusCode).toBe(401);
    const { agent } = await signedInAs(t, 'buyer');
    const res = await agent.put('/api/recently-viewed/nope');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['propertyId']);
  });
});
