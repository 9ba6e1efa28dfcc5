import { and, eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import { PermanentJobError, type Job, type JobFailureHook, type JobHandler } from '../../jobs/worker';

// Delivering the outbox (docs/decisions/006-jobs-and-outbox.md): the `email.deliver` job sends one
// e-mail over SMTP (nodemailer) with its stored Message-ID, so a retry after a crash mid-delivery is
// the same message to the receiver. A 5xx answer is permanent (the e-mail fails); a 4xx answer, a
// refused connection or a timeout is temporary (the worker retries with backoff for 24 hours).
// Without SMTP_URL, e-mails are held in the outbox, where admins read them.

export interface MailSettings {
  smtpUrl?: string;
  from: string;
}

/** How long nodemailer waits for the server at each step: a stuck server is a temporary failure, well within the job's lease. */
const TIMEOUT_MS = 30_000;
/** A pooled connection unused this long is closed, before the server drops it (servers wait about 5 minutes). */
const IDLE_MS = 30_000;

/**
 * One pooled SMTP connection per process: the worker sends one e-mail at a time, and reusing the
 * connection saves a handshake per e-mail (a server's greeting alone may be delayed ~100 ms on
 * purpose). nodemailer's own re-send after a dropped connection is off (maxRequeues 0): the worker
 * retries, with its backoff and bookkeeping.
 */
export function mailTransport(settings: MailSettings): Transporter | null {
  if (!settings.smtpUrl) return null;
  // The URL's own settings (host, port, smtps, credentials) with ours: nodemailer's default
  // timeouts would let a silent server hold a job for 10 minutes, beyond its lease.
  // maxRequeues and idleTimeout are nodemailer 10's, not yet in @types/nodemailer.
  const options: SMTPPool.Options & { maxRequeues: number; idleTimeout: number } = {
    url: settings.smtpUrl,
    pool: true,
    maxConnections: 1,
    maxRequeues: 0,
    idleTimeout: IDLE_MS,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  };
  return nodemailer.createTransport(options);
}

const emailIdOf = (job: Job) => Number(job.payload.emailId);

/** The SMTP reply code of a failed send, when the server answered one. */
const responseCode = (err: unknown) => (err as { responseCode?: number }).responseCode;

export interface EmailDelivery {
  deliver: JobHandler;
  onFailure: JobFailureHook;
  /** Closes the SMTP connection (the worker stops); a later delivery opens another. */
  close(): void;
}

export function emailDelivery(db: Db, settings: MailSettings): EmailDelivery {
  let open: Transporter | null = null;
  const deliver: JobHandler = async (job) => {
    const [email] = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.id, emailIdOf(job)))
      .limit(1);
    if (!email || email.status === 'sent' || email.status === 'failed') return;
    const transport = (open ??= mailTransport(settings));
    if (!transport) {
      await db.update(outboxEmails).set({ status: 'held' }).where(eq(outboxEmails.id, email.id));
      return;
    }
    try {
      await transport.sendMail({
        from: settings.from,
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody,
        messageId: email.messageId,
        headers: email.headers,
      });
    } catch (err) {
      const code = responseCode(err);
      if (code !== undefined && code >= 500) throw new PermanentJobError(`SMTP ${code}: ${(err as Error).message}`);
      throw err;
    }
    await db
      .update(outboxEmails)
      .set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${outboxEmails.attempts} + 1`, lastError: null })
      .where(eq(outboxEmails.id, email.id));
  };
  // In the transaction that records the job's failure. A row already sent (by a worker that took the
  // job over once this one's lease ran out) stays sent.
  const onFailure: JobFailureHook = async (job, { error, final }, tx) => {
    await tx
      .update(outboxEmails)
      .set({ status: final ? 'failed' : 'queued', attempts: sql`${outboxEmails.attempts} + 1`, lastError: error.message.slice(0, 1000) })
      .where(and(eq(outboxEmails.id, emailIdOf(job)), eq(outboxEmails.status, 'queued')));
  };
  const close = () => {
    open?.close();
    open = null;
  };
  return { deliver, onFailure, close };
}
