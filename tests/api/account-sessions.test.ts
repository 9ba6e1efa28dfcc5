import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema';
import { Agent, appWith, dbKindLabel, signedInAs, TEST_PASSWORD } from '../setup/app';
import { t, useAccountApp } from './account-shared';

// Where one is signed in (docs/product.md#accounts-and-sessions): the list, ending one, ending the others.

useAccountApp();

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:132.0) Gecko/20100101 Firefox/132.0';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

/** Signs `email` in from a browser with that user agent (and client address). */
async function signInFrom(email: string, userAgent: string, ip = '127.0.0.1'): Promise<Agent> {
  const agent = new Agent(t.app);
  const res = await agent.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: TEST_PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
  return agent;
}

describe(`sessions (${dbKindLabel})`, () => {
  it('lists each session with its browser, address and times, marking this one', async () => {
    const { user } = await signedInAs(t, 'buyer');
    const phone = await signInFrom(user.email, ANDROID_CHROME, '203.0.113.7');
    await signInFrom(user.email, IPHONE_SAFARI);
    await signInFrom(user.email, MAC_FIREFOX);
    await signInFrom(user.email, WINDOWS_EDGE);

    const res = await phone.get('/api/account/sessions');
    expect(res.statusCode).toBe(200);
    const items: Array<Record<string, unknown>> = res.json().items;
    expect(items).toHaveLength(5);
    const current = items.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ browser: 'Chrome on Android', ipAddress: '203.0.113.7' });
    expect(items.map((s) => s.browser)).toEqual(
      expect.arrayContaining(['Safari on iPhone', 'Firefox on macOS', 'Edge on Windows', 'Unknown browser']),
    );
    for (const s of items) {
      expect(typeof s.id).toBe('string');
      expect(Date.parse(s.createdAt as string)).not.toBeNaN();
      expect(Date.parse(s.lastSeenAt as string)).not.toBeNaN();
    }
    // The id is not the key of the sessions table (nor, of course, the cookie).
    const sids = (await t.db.select({ sid: sessions.sid }).from(sessions).where(eq(sessions.userId, user.id))).map((r) => r.sid);
    for (const s of items) expect(sids).not.toContain(s.id);
    expect(items.map((s) => s.id)).not.toContain(phone.cookie);
  });

  it('ends one session (404 for another person’s or an unknown one), and all the others', async () => {
    const { agent: laptop, user } = await signedInAs(t, 'buyer');
    const phone = await signInFrom(user.email, ANDROID_CHROME);
    const tablet = await signInFrom(user.email, IPHONE_SAFARI);
    const { agent: stranger } = await signedInAs(t, 'buyer');

    const items: Array<{ id: string; browser: string }> = (await laptop.get('/api/account/sessions')).json().items;
    const phoneId = items.find((s) => s.browser === 'Chrome on Android')!.id;
    expect((await stranger.delete(`/api/account/sessions/${phoneId}`)).statusCode).toBe(404);
    expect((await laptop.delete('/api/account/sessions/no-such-session')).statusCode).toBe(404);
    expect((await phone.get('/api/account')).statusCode).toBe(200);

    expect((await laptop.delete(`/api/account/sessions/${phoneId}`)).statusCode).toBe(204);
    expect((await phone.get('/api/account')).statusCode).toBe(401);
    expect((await laptop.get('/api/account/sessions')).json().items).toHaveLength(2);

    const all = await laptop.delete('/api/account/sessions');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ ended: 1 });
    expect((await tablet.get('/api/account')).statusCode).toBe(401);
    expect((await laptop.get('/api/account')).statusCode).toBe(200);
    expect((await laptop.get('/api/account/sessions')).json().items).toHaveLength(1);
  });

  it('ending the current session signs this browser out', async () => {
    const { agent } = await signedInAs(t, 'buyer');
    const [mine] = (await agent.get('/api/account/sessions')).json().items;
    const res = await agent.delete(`/api/account/sessions/${mine.id}`);
    expect(res.statusCode).toBe(204);
    expect(agent.cookie).toBeUndefined();
  });

  it('records the last request at most every few minutes', async () => {
    const { agent, user } = await signedInAs(t, 'buyer');
    const seen = async () => (await t.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0];
    const first = await seen();
    await agent.get('/api/account');
    expect((await seen()).lastSeenAt.getTime()).toBe(first.lastSeenAt.getTime());
    // Ten minutes pass: the next request records its time and address.
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(sessions.sid, first.sid));
    const other = await appWith(t, { TRUST_PROXY: '1' });
    try {
      const res = await other.inject({
        method: 'GET',
        url: '/api/account',
        headers: { cookie: `manzil_sid=${agent.cookie}`, 'x-forwarded-for': '198.51.100.23' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await other.close();
    }
    const after = await seen();
    expect(Date.now() - after.lastSeenAt.getTime()).toBeLessThan(60_000);
    expect(after.ipAddress).toBe('198.51.100.23');
  });
});
