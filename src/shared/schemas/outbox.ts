import { z } from 'zod';
import { blankToUndefined, dateTime, paginationQuery } from './common';
import { EMAIL_CATEGORIES, EMAIL_STATUSES } from '../constants';

// The admin's Outbox tab (docs/decisions/006-jobs-and-outbox.md): every e-mail the app wrote, whether
// a mail server took it, is still trying, refused it, or (without SMTP_URL) keeps it here.

/** The list's query: `status` '' or 'all' is every e-mail; newest first, a page at a time. */
export const outboxQuerySchema = z.object({
  status: z
    .preprocess(
      (v) => (blankToUndefined(v) === 'all' ? undefined : blankToUndefined(v)),
      z.enum(EMAIL_STATUSES, { error: 'Status must be all, queued, sent, failed or held' }).optional(),
    )
    .describe('all (default), queued, sent, failed or held'),
  page: z.preprocess(blankToUndefined, paginationQuery.page),
  pageSize: z.preprocess(blankToUndefined, paginationQuery.pageSize),
});
export type OutboxQuery = z.output<typeof outboxQuerySchema>;

const summaryShape = {
  id: z.number().int(),
  to: z.string().describe('The recipient address'),
  subject: z.string(),
  kind: z.string().describe("What it is about: 'verify-email', 'password-reset', 'offer-received', …"),
  category: z.enum(EMAIL_CATEGORIES).describe('requested (always sent), or the preference that allowed it'),
  status: z
    .enum(EMAIL_STATUSES)
    .describe(
      'queued: being delivered or waiting to retry; sent: a mail server accepted it; failed: refused for good; held: no mail server configured',
    ),
  attempts: z.number().int().describe('Delivery attempts that reached an answer'),
  lastError: z.string().nullable().describe("The last failure's message (an SMTP reply, a refused connection)"),
  createdAt: dateTime,
  sentAt: dateTime.nullable(),
};

export const outboxEmailSummarySchema = z.object(summaryShape).meta({ id: 'OutboxEmailSummary' });

export const outboxListSchema = z
  .object({
    items: z.array(outboxEmailSummarySchema).describe('The matching e-mails, newest first (one page)'),
    total: z.number().int().describe('How many e-mails match the status filter (all pages)'),
    page: z.number().int(),
    pageSize: z.number().int(),
    counts: z
      .object(Object.fromEntries(EMAIL_STATUSES.map((s) => [s, z.number().int()])) as Record<(typeof EMAIL_STATUSES)[number], z.ZodNumber>)
      .describe('Every e-mail per status, whatever the filter'),
    smtpConfigured: z.boolean().describe('False without SMTP_URL: e-mails are kept here (held) and never sent'),
  })
  .meta({ id: 'OutboxList' });

export const outboxEmailSchema = z
  .object({
    ...summaryShape,
    messageId: z.string().describe('The Message-ID header, the same on every attempt'),
    from: z.string().describe('The From address (MAIL_FROM)'),
    headers: z.record(z.string(), z.string()).describe('Extra headers (List-Unsubscribe, List-Unsubscribe-Post)'),
    text: z.string().describe('The plain-text part'),
    html: z.string().describe('The HTML part, as sent'),
  })
  .meta({ id: 'OutboxEmail' });
