import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { EMAIL_STATUSES } from '../../../shared/constants';
import type { outboxEmailSchema, outboxListSchema, OutboxQuery } from '../../../shared/schemas/outbox';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { MailSettings } from './deliver';

// The admin's Outbox tab (docs/decisions/006-jobs-and-outbox.md): the e-mails newest first, a page at
// a time, and one e-mail whole. Reads only: delivery is the worker's.

type OutboxList = z.output<typeof outboxListSchema>;
type OutboxEmail = z.output<typeof outboxEmailSchema>;

const summary = {
  id: outboxEmails.id,
  to: outboxEmails.toAddress,
  subject: outboxEmails.subject,
  kind: outboxEmails.kind,
  category: outboxEmails.category,
  status: outboxEmails.status,
  attempts: outboxEmails.attempts,
  lastError: outboxEmails.lastError,
  createdAt: outboxEmails.createdAt,
  sentAt: outboxEmails.sentAt,
};

/** GET /api/admin/outbox. */
export async function listOutbox({ db, mail, query }: { db: Db; mail: MailSettings; query: OutboxQuery }): Promise<OutboxList> {
  const where = query.status ? eq(outboxEmails.status, query.status) : undefined;
  const [items, byStatus] = await Promise.all([
    db
      .select(summary)
      .from(outboxEmails)
      .where(where)
      .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ status: outboxEmails.status, n: count() }).from(outboxEmails).groupBy(outboxEmails.status),
  ]);
  const counts = Object.fromEntries(EMAIL_STATUSES.map((s) => [s, 0])) as OutboxList['counts'];
  for (const row of byStatus) counts[row.status] = Number(row.n);
  const total = query.status ? counts[query.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  return { items, total, page: query.page, pageSize: query.pageSize, counts, smtpConfigured: Boolean(mail.smtpUrl) };
}

/** GET /api/admin/outbox/{id}. */
export async function getOutboxEmail({ db, mail, id }: { db: Db; mail: MailSettings; id: number }): Promise<OutboxEmail> {
  const [row] = await db
    .select({
      ...summary,
      messageId: outboxEmails.messageId,
      headers: outboxEmails.headers,
      text: outboxEmails.textBody,
      html: outboxEmails.htmlBody,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.id, id))
    .limit(1);
  if (!row) throw notFound('E-mail not found');
  return { ...row, from: mail.from };
}
