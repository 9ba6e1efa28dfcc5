import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, type User } from '../../src/server/db/schema';
import { signedInAs, setupTestApp, type Agent, type TestApp } from '../setup/app';
import { signedOut } from '../setup/audiences';

// The bell's API (docs/product.md#notifications): my notifications newest first, a page at a time,
// with the unread counts; marking read by ids, all, or an area; nobody else's ever touched.

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => t.close());

const MINUTE = 60_000;

/** Stores notifications for `user`, the first the oldest, one minute apart; answers their ids in that order. */
async function store(user: User, kinds: string[], { read = [] as number[] } = {}) {
  const start = Date.now() - kinds.length * MINUTE;
  const rows = await t.db
    .insert(notifications)
    .values(
      kinds.map((kind, i) => ({
        userId: user.id,
        kind,
        title: `Notice ${i + 1}`,
        body: `What happened (${kind})`,
        link: kind.startsWith('offer') ? '/bids' : '/messages',
        createdAt: new Date(start + i * MINUTE),
        readAt: read.includes(i) ? new Date() : null,
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

async function someone(): Promise<{ agent: Agent; user: User }> {
  return signedInAs(t, 'buyer');
}

const readAtOf = async (ids: number[]) =>
  new Map((await t.db.select().from(notifications).where(inArray(notifications.id, ids))).map((r) => [r.id, r.readAt]));

describe('GET /api/notifications', () => {
  it('lists mine, newest first, a page at a time, with the unread counts of all, offers and messages', async () => {
    const { agent, user } = await someone();
    const kinds = [
      ...Array.from({ length: 10 }, () => 'offer-received'),
      ...Array.from({ length: 10 }, () => 'inquiry-reply'),
      'password-changed',
      'offer-accepted',
      'viewing-confirmed',
    ];
    // Three read: two offers and one message.
    const ids = await store(user, kinds, { read: [0, 1, 10] });
    // Someone else's never show.
    await store((await someone()).user, ['offer-received']);

    const first = await agent.get('/api/notifications?pageSize=10');
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ total: 23, page: 1, pageSize: 10, unreadCount: 20, unread: { offers: 9, messages: 10 } });
    expect(page1.items.map((n: { id: number }) => n.id)).toEqual(ids.slice(-10).reverse());
    expect(page1.items[0]).toEqual({
      id: ids[22],
      kind: 'viewing-confirmed',
      title: 'Notice 23',
      body: 'What happened (viewing-confirmed)',
      link: '/messages',
      createdAt: expect.any(String),
      readAt: null,
    });

    const last = (await agent.get('/api/notifications?pageSize=10&page=3')).json();
    expect(last.items.map((n: { id: number }) => n.id)).toEqual(ids.slice(0, 3).reverse());
    expect(last.items.map((n: { readAt: string | null }) => n.readAt !== null)).toEqual([false, true, true]);
  });

  it('unread=true lists the unread ones only, and its total is the unread count', async () => {
    const { agent, user } = await someone();
    const ids = await store(user, ['offer-received', 'inquiry-received', 'offer-withdrawn', 'inquiry-reply'], { read: [1, 2] });
    const res = await agent.get('/api/notifications?unread=true');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((n: { id: number }) => n.id)).toEqual([ids[3], ids[0]]);
    expect(body).toMatchObject({ total: 2, unreadCount: 2, unread: { offers: 1, messages: 1 } });
    // unread=false (or '') is every one.
    expect((await agent.get('/api/notifications?unread=false')).json().total).toBe(4);
    expect((await agent.get('/api/notifications?unread=')).json().total).toBe(4);
  });

  it('someone with none gets an empty page and zero counts', async () => {
    const { agent } = await someone();
    expect((await agent.get('/api/notifications')).json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 24,
      unreadCount: 0,
      unread: { offers: 0, messages: 0 },
    });
  });

  it.each([
    ['unread=maybe', 'unread', 'Unread must be true or false'],
    ['pageSize=101', 'pageSize', 'Page size must be at most 100'],
    ['page=0', 'page', 'Page must be at least 1'],
  ])('refuses %s with 400 naming the field', async (query, field, message) => {
    const { agent } = await someone();
    const res = await agent.get(`/api/notifications?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });
});

describe('POST /api/notifications/read', () => {
  it('marks the ids given read, and answers what is still unread', async () => {
    const { agent, user } = await someone();
    const ids = await store(user, ['offer-received', 'inquiry-reply', 'offer-accepted']);
    const res = await agent.post('/api/notifications/read', { ids: [ids[0], ids[1]] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unreadCount: 1, unread: { offers: 1, messages: 0 } });
    const readAt = await readAtOf(ids);
    expect(readAt.get(ids[0])).toBeInstanceOf(Date);
    expect(readAt.get(ids[1])).toBeInstanceOf(Date);
    expect(readAt.get(ids[2])).toBeNull();
  });

  it("never touches another user's: their ids are ignored, with the same answer as ids that do not exist", async () => {
    const mine = await someone();
    const theirs = await someone();
    const [myId] = await store(mine.user, ['offer-received']);
    const theirIds = await store(theirs.user, ['offer-received', 'inquiry-reply']);

    const withTheirs = await mine.agent.post('/api/notifications/read', { ids: theirIds });
    const unknown = await mine.agent.post('/api/notifications/read', { ids: [2_000_000_000] });
    expect(withTheirs.statusCode).toBe(200);
    expect(withTheirs.json()).toEqual(unknown.json());
    expect(withTheirs.json()).toEqual({ unreadCount: 1, unread: { offers: 1, messages: 0 } });
    expect([...(await readAtOf(theirIds)).values()]).toEqual([null, null]);
    // Mine and theirs at once: mine only.
    await mine.agent.post('/api/notifications/read', { ids: [myId, ...theirIds] });
    expect((await readAtOf([myId])).get(myId)).toBeInstanceOf(Date);
    expect([...(await readAtOf(theirIds)).values()]).toEqual([null, null]);
    // Nor does "all" reach beyond the caller.
    await mine.agent.post('/api/notifications/read', { all: true });
    expect((await theirs.agent.get('/api/notifications')).json().unreadCount).toBe(2);
  });

  it('all: true marks every one of mine read', async () => {
    const { agent, user } = await someone();
    const ids = await store(user, ['offer-received', 'inquiry-reply', 'password-changed']);
    const res = await agent.post('/api/notifications/read', { all: true });
    expect(res.json()).toEqual({ unreadCount: 0, unread: { offers: 0, messages: 0 } });
    expect([...(await readAtOf(ids)).values()].every((d) => d instanceof Date)).toBe(true);
  });

  it('area: offers marks the offers read (My Bids opened); area: messages the inquiries, replies and viewings', async () => {
    const { agent, user } = await someone();
    const ids = await store(user, [
      'offer-received',
      'offer-accepted',
      'offer-rejected',
      'offer-withdrawn',
      'inquiry-received',
      'inquiry-reply',
      'viewing-confirmed',
      'viewing-proposed',
      'password-changed',
    ]);
    const offers = await agent.post('/api/notifications/read', { area: 'offers' });
    expect(offers.json()).toEqual({ unreadCount: 5, unread: { offers: 0, messages: 4 } });
    const messages = await agent.post('/api/notifications/read', { area: 'messages' });
    expect(messages.json()).toEqual({ unreadCount: 1, unread: { offers: 0, messages: 0 } });
    const readAt = await readAtOf(ids);
    expect(readAt.get(ids[8])).toBeNull(); // the account's own notice is read in the bell
  });

  it('marking again keeps the first time it was read', async () => {
    const { agent, user } = await someone();
    const [id] = await store(user, ['offer-received']);
    await agent.post('/api/notifications/read', { ids: [id] });
    const first = (await readAtOf([id])).get(id)!;
    await agent.post('/api/notifications/read', { all: true });
    expect((await readAtOf([id])).get(id)).toEqual(first);
  });

  it.each([
    [{}, 'request', 'Send ids, all or area'],
    [{ ids: [1], all: true }, 'request', 'Send only one of ids, all or area'],
    [{ ids: [] }, 'ids', 'Ids must name at least one notification'],
    [{ ids: 'all' }, 'ids', 'Ids must be a list of notification ids'],
    [{ ids: [-1] }, 'ids.0', 'Each id must be positive'],
    [{ ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'ids', 'Send at most 100 ids at a time'],
    [{ all: false }, 'all', 'All must be true'],
    [{ area: 'bids' }, 'area', 'Area must be offers or messages'],
  ])('refuses %j with 400 and the message', async (payload, field, message) => {
    const { agent } = await someone();
    const res = await agent.post('/api/notifications/read', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(Object.keys(res.json().errors)).toEqual([field === 'request' ? expect.any(String) : field]);
  });
});

describe('signed out', () => {
  it('is 401 for the list and for marking read, and nothing changes', async () => {
    const { user } = await someone();
    const [id] = await store(user, ['offer-received']);
    expect((await signedOut(t).get('/api/notifications')).statusCode).toBe(401);
    expect((await signedOut(t).post('/api/notifications/read', { ids: [id] })).statusCode).toBe(401);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row.readAt).toBeNull();
  });
});
