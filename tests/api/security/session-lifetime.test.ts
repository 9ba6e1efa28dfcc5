// Hardening 12: a session ends SESSION_MAX_AGE_DAYS after sign-in however active it is, and an
// unfinished OpenID Connect sign-up cannot choose a role other than the one an admin gave it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../src/server/db/seed/factories';
import { sessions, users } from '../../../src/server/db/schema';
import { setupTestApp, signedInAs, type TestApp } from '../../setup/app';
import { sessionFor } from './harness';
import { signupProfile } from './payloads';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp({ SESSION_TTL_HOURS: '168', SESSION_MAX_AGE_DAYS: '30' });
});
afterAll(() => t.close());

/** Moves the session of `userId` to have begun `daysAgo` days ago, expiring in `expiresInHours`. */
async function age(userId: string, daysAgo: number, expiresInHours: number) {
  await t.db
    .update(sessions)
    .set({ createdAt: new Date(Date.now() - daysAgo * DAY), expire: new Date(Date.now() + expiresInHours * 3_600_000) })
    .where(eq(sessions.userId, userId));
}

describe('the absolute session lifetime', () => {
  it('ends a session 30 days after sign-in even though it is used every day', async () => {
    const { agent, user } = await signedInAs(t, 'buyer');
    await age(user.id, 29.9, 150);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    await age(user.id, 30.1, 150);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('slides the idle expiry only up to the end of the absolute lifetime', async () => {
    const { agent, user } = await signedInAs(t, 'buyer');
    // Begun 29 days ago, 2 hours left: sliding by a week would pass day 30.
    await age(user.id, 29, 2);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row.expire.getTime()).toBeLessThanOrEqual(row.createdAt.getTime() + 30 * DAY);
    expect(row.expire.getTime()).toBeGreaterThan(Date.now() + 20 * 3_600_000);
  });
});

describe('finishing an OpenID Connect sign-up', () => {
  async function unfinished() {
    const user = await insertUser(t.db, { role: 'buyer', signupCompleted: false });
    return { user, token: await sessionFor(t, user) };
  }
  const complete = (token: string, role: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/complete-signup', cookies: { manzil_sid: token }, payload: { ...signupProfile, role } });

  it('keeps the role an admin gave the account meanwhile', async () => {
    const admin = await signedInAs(t, 'admin');
    const { user, token } = await unfinished();
    expect((await admin.agent.put(`/api/admin/users/${user.id}`, { role: 'developer' })).statusCode).toBe(200);
    const res = await complete(token, 'buyer');
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('developer');
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0].role).toBe('developer');
  });

  it('an admin edit that leaves the role as it was does not decide it', async () => {
    const admin = await signedInAs(t, 'admin');
    const { user, token } = await unfinished();
    expect((await admin.agent.put(`/api/admin/users/${user.id}`, { firstName: 'Layla', role: 'buyer' })).statusCode).toBe(200);
    expect((await complete(token, 'investor')).json().role).toBe('investor');
  });

  it('otherwise takes the role chosen in the wizard', async () => {
    const { token } = await unfinished();
    expect((await complete(token, 'developer')).json().role).toBe('developer');
  });
});
