import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../src/server/db/schema';
import { insertUser } from '../../src/server/db/seed/factories';
import { Agent, dbKindLabel, signedInAs, TEST_PASSWORD } from '../setup/app';
import { address, deliver, expireTokens, lastMailTo, mailsTo, t, tokenFrom, useAccountApp } from './account-shared';

// "Forgot password?" (docs/product.md#accounts-and-sessions), delivered to a real SMTP server.

useAccountApp();

const SENT = "If an account uses that address, we've sent it a link to choose a new password. The link works for one hour.";
const RESET = 'Choose a new password';
const CHANGED = 'Your password was changed';
const INVALID = 'This link is invalid or has expired.';
const NEW_PASSWORD = 'olive-grove-by-the-sea';

const ask = (email: string) => new Agent(t.app).post('/api/auth/password-reset', { email });
const confirm = (agent: Agent, token: string, password = NEW_PASSWORD) =>
  agent.post('/api/auth/password-reset/confirm', { token, password });
const logIn = (email: string, password: string) => new Agent(t.app).post('/api/auth/login', { email, password });

describe(`password reset (${dbKindLabel})`, () => {
  it('answers an unknown and a known address identically, and e-mails only the account', async () => {
    const known = (await insertUser(t.db, { email: address('known'), password: TEST_PASSWORD })).email;
    const unknown = address('nobody');
    const [a, b] = [await ask(known), await ask(unknown)];
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(202);
    expect(a.body).toBe(b.body);
    expect(a.json()).toEqual({ message: SENT });
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
    // The request did the same work for both: one job each, looked up later.
    const queued = await t.db
      .select({ email: sql<string>`${jobs.payload} ->> 'email'` })
      .from(jobs)
      .where(eq(jobs.kind, 'account.password-reset'));
    expect(queued.map((j) => j.email)).toEqual(expect.arrayContaining([known, unknown]));

    await deliver();
    expect(mailsTo(known, RESET)).toHaveLength(1);
    expect(mailsTo(unknown)).toHaveLength(0);
    expect(lastMailTo(known, RESET).text).toContain('The link works once, for one hour.');
  });

  it('the link sets the password once, signs in, ends the old sessions, and e-mails a notice', async () => {
    const { agent: old, user } = await signedInAs(t, 'buyer', { email: address('forgetful') });
    expect((await old.get('/api/auth/user')).statusCode).toBe(200);
    await ask(user.email);
    await deliver();
    const token = tokenFrom(user.email, '/reset-password', RESET);

    const browser = new Agent(t.app);
    const res = await confirm(browser, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email });
    expect((await browser.get('/api/auth/user')).json().id).toBe(user.id);
    expect((await old.get('/api/auth/user')).statusCode).toBe(401);

    expect((await logIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await logIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);

    const again = await confirm(new Agent(t.app), token, 'another-fine-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID);
    expect((await logIn(user.email, 'another-fine-password')).statusCode).toBe(401);

    await deliver();
    const notice = lastMailTo(user.email, CHANGED);
    expect(notice.text).toContain('The password of your Manzil account was just changed');
    // A system notification: it carries its unsubscribe link.
    expect(notice.text).toContain('https://manzil.test/unsubscribe?token=');
  });

  it('refuses an expired link, and keeps a link whose password was refused', async () => {
    const user = await insertUser(t.db, { email: address('slow'), password: TEST_PASSWORD });
    await ask(user.email);
    await deliver();
    const token = tokenFrom(user.email, '/reset-password', RESET);

    const weak = await confirm(new Agent(t.app), token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBe('Password must be at least 8 characters');
    const common = await confirm(new Agent(t.app), token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.password).toMatch(/too common/);

    await expireTokens(user.id, 'reset-password');
    const late = await confirm(new Agent(t.app), token);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(INVALID);
    expect((await logIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('limits the links per address to three an hour, whoever asks', async () => {
    const email = address('target');
    for (let i = 0; i < 3; i++) expect((await ask(email)).statusCode).toBe(202);
    const res = await ask(email.toUpperCase());
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask(address('other'))).statusCode).toBe(202);
  });

  it('refuses a bad e-mail with a field message', async () => {
    const res = await new Agent(t.app).post('/api/auth/password-reset', { email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toBe('Please enter a valid email address');
  });
});
