import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema';
import { Agent, setupTestApp, signedInAs, TEST_PASSWORD, type TestApp } from '../setup/app';

const validSignup = {
  firstName: 'Noura',
  lastName: 'Al-Qahtani',
  email: 'noura@example.sa',
  password: 'desert-rose-2026',
  role: 'buyer',
  privacyPolicyAccepted: true,
  termsAccepted: true,
  dataProcessingConsent: true,
  emailCommunications: true,
  emailNotifications: true,
  emailMarketing: false,
};

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => t.close());

describe('POST /api/auth/signup', () => {
  it('creates the account, stores consents with timestamps and signs the user in', async () => {
    const agent = new Agent(t.app);
    const res = await agent.post('/api/auth/signup', validSignup);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      email: 'noura@example.sa',
      firstName: 'Noura',
      role: 'buyer',
      signupCompleted: true,
      privacyPolicyAccepted: true,
      termsAccepted: true,
    });
    expect(body).not.toHaveProperty('passwordHash');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'noura@example.sa'));
    expect(row.privacyPolicyAcceptedAt).toBeInstanceOf(Date);
    expect(row.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row.dataProcessingConsent).toBe(true);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const me = await agent.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('noura@example.sa');
  });

  it('refuses a second account with the same e-mail, in any case, with 409', async () => {
    const res = await new Agent(t.app).post('/api/auth/signup', { ...validSignup, email: 'NOURA@example.sa' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email address already exists');
  });

  it.each([
    ['firstName', { firstName: 'N' }, 'First name must be at least 2 characters'],
    ['lastName', { lastName: 'Q' }, 'Last name must be at least 2 characters'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['privacyPolicyAccepted', { privacyPolicyAccepted: false }, 'You must accept the Privacy Policy to continue'],
    ['termsAccepted', { termsAccepted: false }, 'You must accept the Terms of Service to continue'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters'],
    ['role', { role: 'admin' }, 'Role must be buyer, developer or investor'],
  ])('rejects a bad %s with its message', async (field, patch, message) => {
    const res = await new Agent(t.app).post('/api/auth/signup', { ...validSignup, email: `x-${field}@example.sa`, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    const rows = await t.db
      .select()
      .from(users)
      .where(eq(users.email, `x-${field}@example.sa`));
    expect(rows).toHaveLength(0);
  });

  it('refuses one of the most common passwords', async () => {
    const res = await new Agent(t.app).post('/api/auth/signup', { ...validSignup, email: 'common@example.sa', password: 'password123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toMatch(/too common/);
  });

  it('refuses unknown fields such as a chosen id', async () => {
    const res = await new Agent(t.app).post('/api/auth/signup', { ...validSignup, email: 'id@example.sa', id: 'my-own-id' });
    expect(res.statusCode).toBe(400);
  });
});

describe('sign-in and sign-out', () => {
  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const { user } = await signedInAs(t, 'buyer');
    const wrong = await new Agent(t.app).post('/api/auth/login', { email: user.email, password: 'not-the-password' });
    const unknown = await new Agent(t.app).post('/api/auth/login', { email: 'nobody@example.sa', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('sets an HttpOnly, SameSite=Lax cookie and a new session id at every sign-in', async () => {
    const { user } = await signedInAs(t, 'buyer');
    const agent = new Agent(t.app);
    const first = await agent.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    const cookie = first.cookies.find((c) => c.name === 'manzil_sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const firstId = agent.cookie;
    await agent.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(agent.cookie).not.toBe(firstId);
    // The old session is gone server-side, not just forgotten by the browser.
    const old = await t.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { manzil_sid: firstId! } });
    expect(old.statusCode).toBe(401);
  });

  it('answers 401 when signed out, and for a forged or expired cookie', async () => {
    expect((await new Agent(t.app).get('/api/auth/user')).statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { manzil_sid: 'forged-value' } });
    expect(forged.statusCode).toBe(401);
    const { agent, user } = await signedInAs(t, 'buyer');
    await t.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('ends the session server-side at /api/logout and redirects home', async () => {
    const { agent, user } = await signedInAs(t, 'developer');
    const token = agent.cookie!;
    const res = await agent.get('/api/logout');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const replay = await t.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { manzil_sid: token } });
    expect(replay.statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('sends /api/login to the sign-in page, keeping only a local return path', async () => {
    const res = await new Agent(t.app).get('/api/login?returnTo=%2Finvest');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?returnTo=%2Finvest');
    const evil = await new Agent(t.app).get('/api/login?returnTo=%2F%2Fevil.example');
    expect(evil.statusCode).toBe(400);
  });

  it('purges expired sessions', async () => {
    const { user } = await signedInAs(t, 'investor');
    await t.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect(await t.app.sessions.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });
});

describe('login rate limit', () => {
  it('answers 429 after too many attempts', async () => {
    const limited = await setupTestApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      const agent = new Agent(limited.app);
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await agent.post('/api/auth/login', { email: 'a@b.sa', password: 'whatever-123' })).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
