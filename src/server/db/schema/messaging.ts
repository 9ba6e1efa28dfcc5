import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { EMAIL_CATEGORIES, EMAIL_STATUSES } from '../../../shared/constants';
import { users } from './accounts';

// What the app tells people, and the work it does after answering: the job queue every app process
// works through (docs/decisions/006-jobs-and-outbox.md), the e-mail outbox, and in-app notifications.

export const JOB_STATUSES = ['queued', 'done', 'failed'] as const;

/**
 * Work to do after a request: a row written in the same transaction as the event that causes it, and
 * claimed by one worker at a time (`FOR UPDATE SKIP LOCKED`, then a lease in `locked_until`). A worker
 * that dies mid-job leaves a lease that runs out, and another worker takes the job again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Which handler runs it ('email.deliver', …). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    /** Not before: the first run, or the next try after a temporary failure. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** The lease of the worker running it; a job whose lease has run out is free again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** At most one job per key, ever (work that must happen exactly once, such as a refund). */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    uniqueIndex('jobs_dedupe_key_idx').on(t.dedupeKey),
    // /metrics counts the failed jobs by kind at each scrape, without reading the done ones.
    index('jobs_failed_idx')
      .on(t.kind)
      .where(sql`${t.status} = 'failed'`),
    check('jobs_status', sql`${t.status} in ('queued', 'done', 'failed')`),
  ],
);

// The e-mail states and categories are shared with the admin's Outbox tab.
export { EMAIL_CATEGORIES, EMAIL_STATUSES };

/**
 * Every e-mail, written in the same transaction as the event that causes it, with a job to deliver
 * it. `held`: no mail server is configured (SMTP_URL unset); admins read it in /admin's Outbox tab.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Stable across retries, so a receiver can drop a second copy after a crash mid-delivery. */
    messageId: text('message_id').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    category: text('category', { enum: EMAIL_CATEGORIES }).notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_emails_message_id_idx').on(t.messageId),
    index('outbox_emails_created_at_idx').on(t.createdAt),
    index('outbox_emails_user_id_idx').on(t.userId),
    // /metrics counts the e-mails not delivered (queued, failed) at each scrape, without reading the sent ones.
    index('outbox_emails_undelivered_idx')
      .on(t.status)
      .where(sql`${t.status} in ('queued', 'failed')`),
    check('outbox_emails_status', sql`${t.status} in ('queued', 'sent', 'failed', 'held')`),
    check('outbox_emails_category', sql`${t.category} in ('requested', 'communications', 'notifications', 'marketing')`),
  ],
);

/** What the bell lists: one row per event a user should see, read or not. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'offer-received', 'offer-accepted', 'inquiry-received', 'reply', … */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /**
     * Said in Arabic when it was written, with the listing's Arabic title where it has one (null for a
     * notice written before migration 0015: the English is then said in Arabic as it is read).
     */
    titleAr: text('title_ar'),
    bodyAr: text('body_ar'),
    /** The page it is about, a path on this site. */
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

export const USER_TOKEN_PURPOSES = ['verify-email', 'reset-password', 'unsubscribe'] as const;

/**
 * One-use links sent by e-mail: verification (of the address in `email`, which may be a new one the
 * user is switching to), password reset, and one-click unsubscribe (the category in `category`).
 * Only the SHA-256 of the token is stored.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: USER_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email'),
    category: text('category'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_tokens_token_hash_idx').on(t.tokenHash),
    index('user_tokens_user_id_idx').on(t.userId, t.purpose),
    check('user_tokens_purpose', sql`${t.purpose} in ('verify-email', 'reset-password', 'unsubscribe')`),
  ],
);
