import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, outboxEmails } from '../../src/server/db/schema';
import { composeEmail } from '../../src/server/features/mail/compose';
import { queueEmail } from '../../src/server/features/mail/outbox';
import { siteOf } from '../../src/server/features/mail/site';
import { dbKindLabel, setupTestApp, type TestApp } from '../setup/app';
import { startSmtpPeer, type SmtpPeer } from '../setup/smtp';
import { downSmtpUrl, draftTo, emailRow, jobOf, MAIL_FROM, queue, until, workerFor } from './mail-shared';

// Delivery of the outbox over real SMTP (docs/decisions/006-jobs-and-outbox.md): the worker sends
// each e-mail to a real SMTP server (tests/setup/smtp.ts) and records what happened.

let peer: SmtpPeer;
let t: TestApp;
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await setupTestApp({ SMTP_URL: peer.url, MAIL_FROM, PUBLIC_URL: 'https://manzil.test' });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

describe(`e-mail delivery (${dbKindLabel})`, () => {
  it('never sends an e-mail whose transaction rolled back, and sends a committed one once', async () => {
    const site = siteOf(t.app.deps.config);
    await expect(
      t.db.transaction(async (tx) => {
        await queueEmail(tx, site, draftTo('rolled-back@example.sa'));
        throw new Error('the offer could not be saved');
      }),
    ).rejects.toThrow('the offer could not be saved');
    const id = await queue(t, draftTo('committed@example.sa'));

    expect(await t.app.jobs.drain()).toBe(1);
    expect(await t.app.jobs.drain()).toBe(0);

    expect(peer.to('rolled-back@example.sa')).toHaveLength(0);
    expect(await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'rolled-back@example.sa'))).toHaveLength(0);
    expect(peer.to('committed@example.sa')).toHaveLength(1);
    const row = await emailRow(t.db, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect((await jobOf(t.db, id)).status).toBe('done');
  });

  it('carries text and HTML, From = MAIL_FROM, the stored Message-ID and the List-Unsubscribe headers', async () => {
    const content = composeEmail({
      subject: 'A new offer on <Villa & Pool>',
      name: 'Sara',
      paragraphs: ['Ahmed wrote: <b>is it still available?</b>'],
      action: { label: 'See the offer', url: 'https://manzil.test/my-listings' },
    });
    const headers = {
      'List-Unsubscribe': '<https://manzil.test/api/unsubscribe?token=abc123>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    const id = await queue(t, draftTo('content@example.sa', { ...content, headers }));
    const plainId = await queue(t, draftTo('plain@example.sa'));
    await t.app.jobs.drain();

    const [mail] = peer.to('content@example.sa');
    const row = await emailRow(t.db, id);
    expect(mail.messageId).toBe(row.messageId);
    expect(row.messageId).toMatch(/^<[0-9a-f-]{36}@manzil\.test>$/);
    expect(mail.subject).toBe('A new offer on <Villa & Pool>');
    expect(mail.raw).toMatch(/multipart\/alternative/);
    expect(mail.text).toContain('Hello Sara,');
    expect(mail.text).toContain('Ahmed wrote: <b>is it still available?</b>');
    expect(mail.text).toContain('See the offer: https://manzil.test/my-listings');
    expect(mail.html).toContain('Ahmed wrote: &lt;b&gt;is it still available?&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>is it');
    const from = mail.headers.get('from') as { value: Array<{ name: string; address: string }> };
    expect(from.value[0]).toMatchObject({ name: 'Manzil', address: 'no-reply@manzil.test' });
    expect(mail.raw).toMatch(/^List-Unsubscribe: <https:\/\/manzil\.test\/api\/unsubscribe\?token=abc123>\r?$/m);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    const [plain] = peer.to('plain@example.sa');
    expect(plain.messageId).toBe((await emailRow(t.db, plainId)).messageId);
    expect(plain.raw).not.toMatch(/List-Unsubscribe/i);
  });

  it('retries a 451 and then delivers exactly once, with the same Message-ID', async () => {
    const worker = workerFor(t, { backoffMs: 0 });
    peer.refuseNext(1, 451);
    const id = await queue(t, draftTo('greylisted@example.sa'));

    expect(await worker.tick()).toBe(1);
    const waiting = await emailRow(t.db, id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
    expect(waiting.lastError).toMatch(/451/);
    expect(peer.to('greylisted@example.sa')).toHaveLength(0);

    expect(await worker.drain()).toBe(1);
    const received = peer.to('greylisted@example.sa');
    expect(received).toHaveLength(1);
    const row = await emailRow(t.db, id);
    expect(received[0].messageId).toBe(row.messageId);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(await jobOf(t.db, id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await worker.drain()).toBe(0);
    expect(peer.to('greylisted@example.sa')).toHaveLength(1);
  });

  it('marks a 550 failed at once and never retries it', async () => {
    peer.refuseNext(1, 550);
    const id = await queue(t, draftTo('no-such-mailbox@example.sa'));
    expect(await t.app.jobs.drain()).toBe(1);

    const row = await emailRow(t.db, id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(row.lastError).toMatch(/SMTP 550/);
    expect(await jobOf(t.db, id)).toMatchObject({ status: 'failed' });
    // Even a worker that retries at once finds nothing to do.
    expect(await workerFor(t, { backoffMs: 0 }).drain()).toBe(0);
    expect(peer.to('no-such-mailbox@example.sa')).toHaveLength(0);
  });

  it('retries while the mail server is down, and fails the e-mail once 24 hours have passed', async () => {
    const down = workerFor(t, { smtpUrl: await downSmtpUrl() });
    const id = await queue(t, draftTo('server-down@example.sa'));
    const before = Date.now();
    expect(await down.drain()).toBe(1);

    const waiting = await emailRow(t.db, id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    const job = await jobOf(t.db, id);
    expect(job.status).toBe('queued');
    // The first retry waits 30 seconds.
    expect(job.runAt.getTime()).toBeGreaterThanOrEqual(before + 29_000);

    // A day later (the job made 25 hours ago, due now), the next failure is the last.
    await t.db
      .update(jobs)
      .set({ createdAt: sql`now() - interval '25 hours'`, runAt: sql`now()` })
      .where(eq(jobs.id, job.id));
    expect(await down.drain()).toBe(1);
    const failed = await emailRow(t.db, id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 2 });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(await jobOf(t.db, id)).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('holds e-mails without SMTP_URL: nothing is sent, they wait in the outbox', async () => {
    const received = peer.received.length;
    const id = await queue(t, draftTo('held@example.sa'));
    expect(await workerFor(t, { smtpUrl: null }).drain()).toBe(1);

    expect(await emailRow(t.db, id)).toMatchObject({ status: 'held', attempts: 0, sentAt: null });
    expect((await jobOf(t.db, id)).status).toBe('done');
    expect(peer.received).toHaveLength(received);
  });

  it('a worker stalled past its lease: another worker delivers the e-mail, and the late answer changes nothing', async () => {
    const stalled = await startSmtpPeer();
    stalled.hold();
    const id = await queue(t, draftTo('stalled@example.sa'));
    const first = workerFor(t, { smtpUrl: stalled.url, leaseMs: 300 });
    const firstRun = first.tick();
    await until(() => stalled.waiting === 1, 'the stalled server to hold the message');
    await until(async () => (await jobOf(t.db, id)).lockedUntil!.getTime() < Date.now(), 'the lease to run out');

    const second = workerFor(t);
    expect(await second.drain()).toBe(1);
    expect(peer.to('stalled@example.sa')).toHaveLength(1);
    expect(peer.to('stalled@example.sa')[0].messageId).toBe((await emailRow(t.db, id)).messageId);

    // The stalled server finally refuses (421): the first worker's failure no longer counts.
    await stalled.close();
    await firstRun;
    expect(await emailRow(t.db, id)).toMatchObject({ status: 'sent', lastError: null });
    expect(await jobOf(t.db, id)).toMatchObject({ status: 'done', attempts: 2, lockedBy: second.id, lastError: null });
    expect(stalled.received).toHaveLength(0);
  });
});
