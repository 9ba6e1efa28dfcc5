import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails } from '../../src/server/db/schema';
import { Agent, dbKindLabel } from '../setup/app';
import { address, deliver, expireTokens, lastMailTo, mailsTo, signUp, t, tokenFrom, useAccountApp, userRow } from './account-shared';

// E-mail verification (docs/product.md#accounts-and-sessions): the sign-up's link, following it,
// and asking for another; delivered to a real SMTP server.

useAccountApp();

const CONFIRM = 'Confirm your e-mail address';
const INVALID = 'This link is invalid or has expired.';

describe(`verification (${dbKindLabel})`, () => {
  it('sign-up e-mails a link; following it verifies the address, once', async () => {
    const email = address('noura');
    const agent = await signUp(email);
    expect((await agent.get('/api/auth/user')).json()).toMatchObject({ email, emailVerified: false, phone: null });

    await deliver();
    const mail = lastMailTo(email, CONFIRM);
    expect(mail.text).toContain('Hello Sara,');
    expect(mail.html).toContain('Confirm my e-mail address');
    const token = tokenFrom(email, '/verify-email', CONFIRM);

    // Followed in another browser (the mail app's), signed out: it still verifies.
    const res = await new Agent(t.app).post('/api/auth/verify-email', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, emailVerified: true });
    expect((await agent.get('/api/auth/user')).json().emailVerified).toBe(true);
    expect((await userRow(email)).emailVerifiedAt).toBeInstanceOf(Date);

    const again = await new Agent(t.app).post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID);
  });

  it('the verification e-mail is written in the sign-up transaction, as asked-for mail', async () => {
    const email = address('queued');
    await signUp(email);
    const rows = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'verify-email', category: 'requested', subject: CONFIRM });
  });

  it('refuses an unknown, malformed or expired link with 400', async () => {
    for (const token of ['not-a-token', 'x'.repeat(500), '']) {
      const res = await new Agent(t.app).post('/api/auth/verify-email', { token });
      expect(res.statusCode, token).toBe(400);
      expect(res.json().message).toBe(INVALID);
    }
    const email = address('late');
    await signUp(email);
    await deliver();
    const token = tokenFrom(email, '/verify-email');
    await expireTokens((await userRow(email)).id, 'verify-email');
    const res = await new Agent(t.app).post('/api/auth/verify-email', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID);
    expect((await userRow(email)).emailVerifiedAt).toBeNull();
  });

  it('resend sends a new link that works; 409 once verified; 401 signed out', async () => {
    const email = address('resend');
    const agent = await signUp(email);
    const res = await agent.post('/api/auth/verify-email/resend');
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(`We sent a new link to ${email}. It works for 7 days.`);
    await deliver();
    expect(mailsTo(email, CONFIRM)).toHaveLength(2);
    const token = tokenFrom(email, '/verify-email');
    expect((await agent.post('/api/auth/verify-email', { token })).statusCode).toBe(200);

    const verified = await agent.post('/api/auth/verify-email/resend');
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe('Your e-mail address is already confirmed.');
    expect((await new Agent(t.app).post('/api/auth/verify-email/resend')).statusCode).toBe(401);
  });

  it('limits the links to five an hour per account', async () => {
    const email = address('eager');
    const agent = await signUp(email); // the sign-up's own link is the first
    for (let i = 0; i < 4; i++) expect((await agent.post('/api/auth/verify-email/resend')).statusCode).toBe(202);
    const res = await agent.post('/api/auth/verify-email/resend');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/check your inbox/);
    await deliver();
    expect(mailsTo(email, CONFIRM)).toHaveLength(5);
  });
});
