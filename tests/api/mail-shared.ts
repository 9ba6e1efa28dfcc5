import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { jobs, outboxEmails } from '../../src/server/db/schema';
import { composeEmail } from '../../src/server/features/mail/compose';
import { queueEmail, type EmailDraft } from '../../src/server/features/mail/outbox';
import { siteOf } from '../../src/server/features/mail/site';
import { createJobWorker } from '../../src/server/jobs/handlers';
import type { TestApp } from '../setup/app';

// What the mail tests share: an e-mail to queue, a worker with other settings on the test's
// database, the outbox row and the delivery job of an e-mail, and an address where nothing listens.

export const MAIL_FROM = 'Manzil <no-reply@manzil.test>';

/** An e-mail as the features write them (composeEmail), to `to`. */
export function draftTo(to: string, extra: Partial<EmailDraft> = {}): EmailDraft {
  return {
    to,
    userId: null,
    kind: 'test',
    category: 'requested',
    ...composeEmail({ subject: `Hello ${to}`, name: 'Sara', paragraphs: ['Your listing is live.'] }),
    ...extra,
  };
}

/** Queues `draft` in its own committed transaction, as a feature does; answers the outbox row's id. */
export async function queue(t: TestApp, draft: EmailDraft): Promise<number> {
  const site = siteOf(t.app.deps.config);
  return t.db.transaction(async (tx) => (await queueEmail(tx, site, draft)).id);
}

/** A worker on `db` (the test's by default) with the app's configuration and job kinds, changed as told. */
export function workerFor(
  t: TestApp,
  { smtpUrl, db, ...overrides }: { smtpUrl?: string | null; db?: Db } & Parameters<typeof createJobWorker>[1] = {},
) {
  const config = t.app.deps.config;
  const mail = smtpUrl === undefined ? config.mail : { ...config.mail, smtpUrl: smtpUrl ?? undefined };
  return createJobWorker({ db: db ?? t.db, config: { ...config, mail }, log: t.app.log }, overrides);
}

export async function emailRow(db: Db, id: number) {
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  return row;
}

export async function jobOf(db: Db, emailId: number) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(sql`${jobs.payload} ->> 'emailId' = ${String(emailId)}`);
  return row;
}

/** An smtp:// URL of a port nobody listens on (a mail server that is down). */
export async function downSmtpUrl(): Promise<string> {
  const port = await new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port: p } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(p));
    });
  });
  return `smtp://127.0.0.1:${port}`;
}

/** Waits until `check` holds, polling (no fixed sleeps); fails after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const since = Date.now();
  while (!(await check())) {
    if (Date.now() - since > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
