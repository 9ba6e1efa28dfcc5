import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { userTokens, users, type User } from '../../src/server/db/schema';
import { Agent, setupTestApp, type TestApp } from '../setup/app';
import { linkIn, startSmtpPeer, type ReceivedEmail, type SmtpPeer } from '../setup/smtp';

// Shared by the account, verification and password-reset tests: an app whose worker delivers to a
// real SMTP server (the peer), and the few steps those tests repeat.

export let t: TestApp;
export let peer: SmtpPeer;

/** Call once per file: a database and an SMTP peer of its own. */
export function useAccountApp(env: Record<string, string> = {}): void {
  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await setupTestApp({ SMTP_URL: peer.url, PUBLIC_URL: 'https://manzil.test', ...env });
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });
}

/** Runs every due job (delivering the e-mails to the peer), as the worker of a running server would. */
export const deliver = () => t.app.jobs.drain();

/** The e-mails the peer received for `address` whose subject is `subject`, oldest first. */
export const mailsTo = (address: string, subject?: string) =>
  peer.to(address).filter((m) => subject === undefined || m.subject === subject);

/** The newest e-mail to `address` (with that subject), failing the test when there is none. */
export function lastMailTo(address: string, subject?: string): ReceivedEmail {
  const all = mailsTo(address, subject);
  expect(all.length, `an e-mail "${subject ?? '*'}" to ${address}`).toBeGreaterThan(0);
  return all[all.length - 1];
}

/** The token of the newest link to `path` in the newest e-mail to `address`. */
export function tokenFrom(address: string, path: '/verify-email' | '/reset-password' | '/unsubscribe', subject?: string): string {
  const url = linkIn(lastMailTo(address, subject), `${path}?token=`);
  expect(url.origin).toBe('https://manzil.test');
  return url.searchParams.get('token')!;
}

let counter = 0;
/** A unique address for a test. */
export const address = (name: string) => `${name}.${Date.now().toString(36)}${++counter}@example.sa`;

export const signupBody = (email: string, password = 'desert-rose-2026') => ({
  firstName: 'Sara',
  lastName: 'Al-Harbi',
  email,
  password,
  role: 'buyer',
  privacyPolicyAccepted: true,
  termsAccepted: true,
  dataProcessingConsent: false,
  emailCommunications: true,
  emailNotifications: true,
  emailMarketing: false,
});

/** Signs up through the API: a browser signed in as a new, unverified account. */
export async function signUp(email: string, password?: string): Promise<Agent> {
  const agent = new Agent(t.app);
  const res = await agent.post('/api/auth/signup', signupBody(email, password));
  expect(res.statusCode, res.body).toBe(201);
  return agent;
}

export async function userRow(email: string): Promise<User> {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row;
}

/** Makes every token of `purpose` of the user expire (as an hour or a week passing would). */
export async function expireTokens(userId: string, purpose: 'verify-email' | 'reset-password' | 'unsubscribe'): Promise<void> {
  await t.db
    .update(userTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose)));
}
