import crypto from 'node:crypto';
import type { Db, Tx } from '../../db/client';
import { outboxEmails, type EMAIL_CATEGORIES } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import type { Site } from './site';

// The e-mail outbox (docs/decisions/006-jobs-and-outbox.md): an e-mail is a row written in the
// transaction of the event that causes it, with a job that delivers it. If the transaction rolls
// back, neither exists; if it commits, the worker delivers the e-mail at least once.

export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

export const DELIVER_EMAIL_JOB = 'email.deliver';

export interface EmailDraft {
  to: string;
  /** The account it is for (null for an address that has no account yet). */
  userId: string | null;
  /** What it is about: 'verify-email', 'password-reset', 'offer-received', … */
  kind: string;
  category: EmailCategory;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** A Message-ID that stays the same across retries (RFC 5322), in the site's domain. */
const newMessageId = (site: Site) => `<${crypto.randomUUID()}@${new URL(site.origin).hostname}>`;

/** Writes the e-mail and its delivery job; call it inside the event's transaction. */
export async function queueEmail(tx: Db | Tx, site: Site, draft: EmailDraft): Promise<{ id: number; messageId: string }> {
  const [row] = await tx
    .insert(outboxEmails)
    .values({
      messageId: newMessageId(site),
      userId: draft.userId,
      kind: draft.kind,
      category: draft.category,
      toAddress: draft.to,
      subject: draft.subject,
      textBody: draft.text,
      htmlBody: draft.html,
      headers: draft.headers ?? {},
    })
    .returning({ id: outboxEmails.id, messageId: outboxEmails.messageId });
  await enqueueJob(tx, { kind: DELIVER_EMAIL_JOB, payload: { emailId: row.id } });
  return row;
}
