import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

// Running on more than one server (docs/operations.md): what every server must share.

/**
 * An uploaded image (its card and gallery files, `<id>-card.webp` and `<id>-gallery.webp`), whoever
 * uploaded it, for the per-user quota and the clean-up of files nothing uses.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The id in its files' names. */
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Both files, as stored. */
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a listing or a project first used it; unattached uploads go after 24 hours. */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    index('uploads_user_created_idx').on(t.userId, t.createdAt),
    index('uploads_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.attachedAt} IS NULL`),
    check('uploads_bytes_positive', sql`${t.bytes} > 0`),
  ],
);

/** The shared counters of the rate limits when no Redis is configured: one row per limit and key and window. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** '<limit>:<ip or user>' */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_resets_idx').on(t.resetsAt)],
);
