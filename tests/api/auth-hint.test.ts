import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_HINT_COOKIE, SESSION_COOKIE } from '../../src/server/auth/sessions';
import { sessions } from '../../src/server/db/schema';
import { insertUser } from '../../src/server/db/seed/factories';
import { setupTestApp, signedInAs, TEST_PASSWORD, type TestApp } from '../setup/app';

// The `manzil_auth=1` hint: a script-readable cookie that only tells the client "a session may
// exist, ask who is signed in". It carries no secret and grants nothing; the HttpOnly session
// cookie stays the authority.

type Res = { cookies: Array<{ name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string; expires?: Date }> };
const cookieOf = (res: Res, name: string) => res.cookies.filter((c) => c.name === name).at(-1);
const isCleared = (c: Res['cookies'][number] | undefined) =>
  !!c && (c.value === '' || (c.expires !== undefined && c.expires.getTime() <= Date.now()));

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => t.close());

describe('auth hint cookie', () => {
  it('is set beside the session cookie at sign-in: value 1, readable by scripts, Lax, same path and expiry', async () => {
    const user = await insertUser(t.db, { role: 'buyer', password: TEST_PASSWORD });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const hint = cookieOf(res, AUTH_HINT_COOKIE);
    const sid = cookieOf(res, SESSION_COOKIE);
    expect(hint).toBeDefined();
    expect(hint!.value).toBe('1');
    expect(hint!.httpOnly).toBeFalsy();
    expect(hint!.sameSite).toBe('Lax');
    expect(hint!.path).toBe('/');
    expect(hint!.expires?.getTime()).toBe(sid!.expires?.getTime());
    // The session cookie itself is unchanged: HttpOnly, and nothing of it is in the hint.
    expect(sid!.httpOnly).toBe(true);
    expect(hint!.value).not.toContain(sid!.value);
  });

  it('is set at sign-up too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        firstName: 'Hala',
        lastName: 'Al-Harbi',
        email: 'hala.hint@example.sa',
        password: 'desert-rose-2026',
        role: 'investor',
        privacyPolicyAccepted: true,
        termsAccepted: true,
        dataProcessingConsent: true,
        emailCommunications: false,
        emailNotifications: false,
        emailMarketing: false,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(cookieOf(res, AUTH_HINT_COOKIE)?.value).toBe('1');
  });

  it('is cleared at sign-out', async () => {
    const { agent } = await signedInAs(t, 'developer');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      cookies: { [SESSION_COOKIE]: agent.cookie!, [AUTH_HINT_COOKIE]: '1' },
    });
    expect(res.statusCode).toBe(302);
    expect(isCleared(cookieOf(res, AUTH_HINT_COOKIE))).toBe(true);
    expect(isCleared(cookieOf(res, SESSION_COOKIE))).toBe(true);
  });

  it('grants nothing on its own: the current-user call still answers 401, and clears the stale hint', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { [AUTH_HINT_COOKIE]: '1' } });
    expect(res.statusCode).toBe(401);
    expect(isCleared(cookieOf(res, AUTH_HINT_COOKIE))).toBe(true);
    const bids = await t.app.inject({ method: 'GET', url: '/api/user/bids', cookies: { [AUTH_HINT_COOKIE]: '1' } });
    expect(bids.statusCode).toBe(401);
  });

  it('is cleared once the session has expired server-side', async () => {
    const { agent, user } = await signedInAs(t, 'buyer');
    await t.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      cookies: { [SESSION_COOKIE]: agent.cookie!, [AUTH_HINT_COOKIE]: '1' },
    });
    expect(res.statusCode).toBe(401);
    expect(isCleared(cookieOf(res, AUTH_HINT_COOKIE))).toBe(true);
  });

  it('leaves a valid session alone: the current user with the hint answers 200 and keeps the hint', async () => {
    const { agent } = await signedInAs(t, 'investor');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      cookies: { [SESSION_COOKIE]: agent.cookie!, [AUTH_HINT_COOKIE]: '1' },
    });
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res, AUTH_HINT_COOKIE)).toBeUndefined();
  });

  it('a signed-out visitor without a hint gets the same 401 as before and no cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.cookies).toHaveLength(0);
  });

  it('is renewed with the session when the sliding expiry moves it forward', async () => {
    const { agent, user } = await signedInAs(t, 'buyer');
    // Less than half the lifetime left: the next request slides the expiry.
    await t.db
      .update(sessions)
      .set({ expire: new Date(Date.now() + 60_000) })
      .where(eq(sessions.userId, user.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { [SESSION_COOKIE]: agent.cookie! } });
    expect(res.statusCode).toBe(200);
    const hint = cookieOf(res, AUTH_HINT_COOKIE);
    expect(hint?.value).toBe('1');
    expect(hint!.expires!.getTime()).toBe(cookieOf(res, SESSION_COOKIE)!.expires!.getTime());
  });

  it('is not set while an OpenID Connect sign-in is only in flight (nobody signed in yet)', async () => {
    // Without OIDC configured /api/login redirects to the page and starts no session: no hint either.
    const res = await t.app.inject({ method: 'GET', url: '/api/login?returnTo=%2F' });
    expect(res.statusCode).toBe(302);
    expect(cookieOf(res, AUTH_HINT_COOKIE)).toBeUndefined();
  });
});
