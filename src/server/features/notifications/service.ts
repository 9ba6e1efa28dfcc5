import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  AREA_KINDS,
  type MarkNotificationsRead,
  type NotificationListQuery,
  type UnreadNotifications,
} from '../../../shared/schemas/notification';
import type { Locale } from '../../../shared/i18n/locale';
import type { Actor } from '../../auth/guards';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { sayWritten } from './say';

// The bell's reads and writes (docs/product.md#notifications). Every query is scoped to the caller,
// and served by the table's indexes: (user_id, created_at) for the list, the partial index of the
// unread rows for the counts and for marking read.

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  titleAr: notifications.titleAr,
  bodyAr: notifications.bodyAr,
  link: notifications.link,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

const unreadOf = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

/** Counted in one pass over the caller's unread rows. */
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** What is unread: in all, and in the two areas with a badge (My Bids, Messages). */
export async function unreadSummary(db: Db, userId: string): Promise<UnreadNotifications> {
  const [row] = await db
    .select({
      all: count(),
      offers: countWhere(inArray(notifications.kind, [...AREA_KINDS.offers])),
      messages: countWhere(inArray(notifications.kind, [...AREA_KINDS.messages])),
    })
    .from(notifications)
    .where(unreadOf(userId));
  return { unreadCount: Number(row.all), unread: { offers: row.offers, messages: row.messages } };
}

/** GET /api/notifications: mine, newest first, a page at a time, with what is unread, in the reader's language. */
export async function listNotifications(
  db: Db,
  { actor, query, locale = 'en' }: { actor: Actor; query: NotificationListQuery; locale?: Locale },
) {
  const { page, pageSize } = query;
  const unreadOnly = query.unread === 'true';
  const where = unreadOnly ? unreadOf(actor.id) : eq(notifications.userId, actor.id);
  const [items, summary, total] = await Promise.all([
    db
      .select(columns)
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    unreadSummary(db, actor.id),
    // The unread list's total is the unread count: no second count.
    unreadOnly
      ? null
      : db
          .select({ total: count() })
          .from(notifications)
          .where(where)
          .then(([row]) => Number(row.total)),
  ]);
  // Kept in English and in Arabic as they were written; one written before the Arabic was kept
  // (migration 0015) is said in Arabic as it is read.
  const said = items.map(({ titleAr, bodyAr, ...n }) =>
    locale === 'ar' ? { ...n, title: titleAr ?? sayWritten(locale, n.title), body: bodyAr ?? sayWritten(locale, n.body) } : n,
  );
  return { items: said, total: total ?? summary.unreadCount, page, pageSize, ...summary };
}

/**
 * POST /api/notifications/read: the caller's own only. Ids of anyone else's notifications simply
 * match nothing, so the answer says nothing about them.
 */
export async function markNotificationsRead(db: Db, { actor, input }: { actor: Actor; input: MarkNotificationsRead }) {
  const which = input.ids
    ? inArray(notifications.id, input.ids)
    : input.area
      ? inArray(notifications.kind, [...AREA_KINDS[input.area]])
      : undefined;
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(unreadOf(actor.id), which));
  return unreadSummary(db, actor.id);
}
