import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../src/server/db/schema';
import { composeEmail } from '../../src/server/features/mail/compose';
import { appWith, dbKindLabel, setupTestApp, signedInAs, type Agent, type TestApp } from '../setup/app';
import { audiencesOf, type Audiences } from '../setup/audiences';
import { draftTo, MAIL_FROM, queue } from './mail-shared';

// The admin's Outbox (GET /api/admin/outbox, GET /api/admin/outbox/{id}): admins only; without
// SMTP_URL the e-mails are held there.

let t: TestApp;
let people: Audiences<'admin' | 'buyer' | 'other developer'>;
let investor: Agent;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await setupTestApp({ MAIL_FROM });
  people = await audiencesOf(t, ['admin', 'buyer', 'other developer']);
  investor = (await signedInAs(t, 'investor')).agent;
  // Three e-mails a minute apart, oldest first; the worker (no SMTP_URL) holds them.
  const drafts = {
    verify: draftTo('first@example.sa', { kind: 'verify-email', subject: 'Confirm your e-mail address' }),
    offer: draftTo('second@example.sa', {
      kind: 'offer-received',
      category: 'communications',
      headers: {
        'List-Unsubscribe': '<https://manzil.test/api/unsubscribe?token=t>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      ...composeEmail({ subject: 'A new offer on <Villa>', name: 'Sara', paragraphs: ['<script>alert(1)</script>'] }),
    }),
    reset: draftTo('third@example.sa', { kind: 'password-reset', subject: 'Choose a new password' }),
  };
  for (const [key, draft] of Object.entries(drafts)) ids[key] = await queue(t, draft);
  await t.app.jobs.drain();
  for (const [i, key] of ['verify', 'offer', 'reset'].entries()) {
    await t.db
      .update(outboxEmails)
      .set({ createdAt: sql`now() - make_interval(mins => ${10 - i})` })
      .where(eq(outboxEmails.id, ids[key]));
  }
  // One that failed, one that was sent: as a configured server would have left them.
  await t.db
    .update(outboxEmails)
    .set({ status: 'failed', attempts: 1, lastError: 'SMTP 550: Mailbox unavailable' })
    .where(eq(outboxEmails.id, ids.verify));
  await t.db
    .update(outboxEmails)
    .set({ status: 'sent', attempts: 1, sentAt: sql`now()` })
    .where(eq(outboxEmails.id, ids.reset));
});
afterAll(async () => t.close());

describe(`GET /api/admin/outbox (${dbKindLabel})`, () => {
  it.each([
    ['signed out', 401],
    ['buyer', 403],
    ['developer', 403],
    ['investor', 403],
  ])('refuses %s with %i', async (who, status) => {
    const agent = who === 'investor' ? investor : people.as(who === 'developer' ? 'other developer' : (who as 'signed out' | 'buyer'));
    const list = await agent.get('/api/admin/outbox');
    const one = await agent.get(`/api/admin/outbox/${ids.offer}`);
    expect([list.statusCode, one.statusCode]).toEqual([status, status]);
    expect(one.body).not.toContain('Villa');
  });

  it('lists every e-mail newest first, with its delivery state, and says that no mail server is configured', async () => {
    const res = await people.admin.agent.get('/api/admin/outbox');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 1, smtpConfigured: false, counts: { queued: 0, sent: 1, failed: 1, held: 1 } });
    expect(body.items.map((e: { to: string }) => e.to)).toEqual(['third@example.sa', 'second@example.sa', 'first@example.sa']);
    expect(body.items[1]).toEqual({
      id: ids.offer,
      to: 'second@example.sa',
      subject: 'A new offer on <Villa>',
      kind: 'offer-received',
      category: 'communications',
      status: 'held',
      attempts: 0,
      lastError: null,
      createdAt: expect.any(String),
      sentAt: null,
    });
    expect(body.items[2]).toMatchObject({ status: 'failed', attempts: 1, lastError: 'SMTP 550: Mailbox unavailable' });
    expect(body.items[0].sentAt).toEqual(expect.any(String));
  });

  it('filters by status and pages', async () => {
    const failed = (await people.admin.agent.get('/api/admin/outbox?status=failed')).json();
    expect(failed.total).toBe(1);
    expect(failed.items.map((e: { id: number }) => e.id)).toEqual([ids.verify]);
    const all = (await people.admin.agent.get('/api/admin/outbox?status=all&page=2&pageSize=2')).json();
    expect(all).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(all.items.map((e: { id: number }) => e.id)).toEqual([ids.verify]);
  });

  it('refuses a status it does not know with a 400 naming the field', async () => {
    const res = await people.admin.agent.get('/api/admin/outbox?status=lost');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ status: 'Status must be all, queued, sent, failed or held' });
  });

  it('says when a mail server is configured', async () => {
    const configured = await appWith(t, { SMTP_URL: 'smtp://mail.example.sa:587', MAIL_FROM });
    try {
      const admin = (await signedInAs({ ...t, app: configured }, 'admin')).agent;
      expect((await admin.get('/api/admin/outbox')).json().smtpConfigured).toBe(true);
    } finally {
      await configured.close();
    }
  });
});

describe(`GET /api/admin/outbox/{id} (${dbKindLabel})`, () => {
  it('answers the whole e-mail: text, HTML as sent, headers, From and Message-ID', async () => {
    const res = await people.admin.agent.get(`/api/admin/outbox/${ids.offer}`);
    expect(res.statusCode).toBe(200);
    const email = res.json();
    const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, ids.offer));
    expect(email).toMatchObject({
      id: ids.offer,
      to: 'second@example.sa',
      from: MAIL_FROM,
      messageId: row.messageId,
      status: 'held',
      headers: {
        'List-Unsubscribe': '<https://manzil.test/api/unsubscribe?token=t>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(email.text).toContain('<script>alert(1)</script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).not.toContain('<script>');
  });

  it('answers 404 for an e-mail that does not exist', async () => {
    const res = await people.admin.agent.get('/api/admin/outbox/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('E-mail not found');
  });
});
