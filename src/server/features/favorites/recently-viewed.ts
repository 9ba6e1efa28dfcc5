import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { RECENTLY_VIEWED_LIMIT } from '../../../shared/schemas/favorite';
import type { Actor } from '../../auth/guards';
import type { Db } from '../../db/client';
import { properties, recentlyViewed } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { PROPERTY_NOT_FOUND } from '../properties/reads';
import { visibleTo } from '../properties/visibility';

// Recently viewed (docs/product.md#recently-viewed): the last listings a signed-in user opened, one
// row per listing (a repeat view moves it to the front), never more than RECENTLY_VIEWED_LIMIT rows.

/**
 * PUT /api/recently-viewed/{propertyId}: upserts the view (a listing the caller may not open is a
 * 404), then drops the caller's older views beyond the limit, in one transaction. Two views at the
 * same instant may leave one row too many for a moment; the next view trims it.
 */
export async function recordView(db: Db, { actor, propertyId }: { actor: Actor; propertyId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [viewed] = await tx
      .insert(recentlyViewed)
      .select(
        tx
          .select({ userId: sql`${actor.id}`.as('user_id'), propertyId: properties.id, viewedAt: sql`now()`.as('viewed_at') })
          .from(properties)
          .where(and(eq(properties.id, propertyId), visibleTo(actor))),
      )
      .onConflictDoUpdate({ target: [recentlyViewed.userId, recentlyViewed.propertyId], set: { viewedAt: sql`excluded.viewed_at` } })
      .returning({ propertyId: recentlyViewed.propertyId });
    if (!viewed) throw notFound(PROPERTY_NOT_FOUND);
    const kept = tx
      .select({ propertyId: recentlyViewed.propertyId })
      .from(recentlyViewed)
      .where(eq(recentlyViewed.userId, actor.id))
      .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.propertyId))
      .limit(RECENTLY_VIEWED_LIMIT);
    await tx.delete(recentlyViewed).where(and(eq(recentlyViewed.userId, actor.id), notInArray(recentlyViewed.propertyId, kept)));
  });
}

/** GET /api/recently-viewed: the last opened first, those the caller may still open, as cards. */
export async function listRecentlyViewed(db: Db, { actor }: { actor: Actor }) {
  const rows = await db
    .select({ property: properties })
    .from(recentlyViewed)
    .innerJoin(properties, eq(properties.id, recentlyViewed.propertyId))
    .where(and(eq(recentlyViewed.userId, actor.id), visibleTo(actor)))
    .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.propertyId))
    .limit(RECENTLY_VIEWED_LIMIT);
  return { items: rows.map((r) => r.property) };
}
