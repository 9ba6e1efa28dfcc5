import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PageQuery } from '../../../shared/schemas/common';
import type { FavoriteDto, FavoriteStatus } from '../../../shared/schemas/favorite';
import { mayOpenListing, type Actor } from '../../auth/guards';
import type { Db } from '../../db/client';
import { favorites, properties, type Property } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { PROPERTY_NOT_FOUND } from '../properties/reads';
import { visibleTo } from '../properties/visibility';

// The heart (docs/product.md#favourites): each user keeps, lists and drops their own favourites only;
// every query is scoped to the caller. A kept listing stays kept whatever becomes of it (sold,
// withdrawn), and says so; only a listing one may open can be newly kept.

/** Where a kept listing stands now: its status, or withdrawn (hidden from everyone but admins). */
function statusOf(listing: Property): FavoriteStatus {
  return mayOpenListing(null, listing) ? listing.status : 'withdrawn';
}

/** The caller's favourite of `propertyId`, if they keep it. */
async function findFavorite(db: Db, userId: string, propertyId: number) {
  const [row] = await db
    .select({ savedAt: favorites.createdAt })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.propertyId, propertyId)))
    .limit(1);
  return row;
}

/**
 * PUT /api/favorites/{propertyId}: kept once, whatever the repeats (the primary key). The insert
 * takes the listing only if the caller may open it, so "not kept and not visible" is one 404 for an
 * unknown listing and a withdrawn one alike.
 */
export async function addFavorite(db: Db, { actor, propertyId }: { actor: Actor; propertyId: number }) {
  const [inserted] = await db
    .insert(favorites)
    .select(
      db
        .select({ userId: sql`${actor.id}`.as('user_id'), propertyId: properties.id, createdAt: sql`now()`.as('created_at') })
        .from(properties)
        .where(and(eq(properties.id, propertyId), visibleTo(actor))),
    )
    .onConflictDoNothing()
    .returning({ savedAt: favorites.createdAt });
  const kept = inserted ?? (await findFavorite(db, actor.id, propertyId));
  if (!kept) throw notFound(PROPERTY_NOT_FOUND);
  return { propertyId, savedAt: kept.savedAt };
}

/** DELETE /api/favorites/{propertyId}: 204 whether or not it was kept; a listing the caller may not open is unknown (404). */
export async function removeFavorite(db: Db, { actor, propertyId }: { actor: Actor; propertyId: number }): Promise<void> {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, actor.id), eq(favorites.propertyId, propertyId)))
    .returning({ propertyId: favorites.propertyId });
  if (removed.length > 0) return;
  const [listing] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), visibleTo(actor)))
    .limit(1);
  if (!listing) throw notFound(PROPERTY_NOT_FOUND);
}

/** GET /api/favorites: the caller's, the last kept first (the (user_id, created_at) index), a page at a time. */
export async function listFavorites(db: Db, { actor, query }: { actor: Actor; query: PageQuery }) {
  const { page, pageSize } = query;
  const mine = eq(favorites.userId, actor.id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ property: properties, savedAt: favorites.createdAt })
      .from(favorites)
      .innerJoin(properties, eq(properties.id, favorites.propertyId))
      .where(mine)
      .orderBy(desc(favorites.createdAt), desc(favorites.propertyId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(favorites).where(mine),
  ]);
  const items: FavoriteDto[] = rows.map(({ property, savedAt }) => {
    const status = statusOf(property);
    return { property, active: status === 'active', status, savedAt };
  });
  return { items, total: Number(total), page, pageSize };
}

/** GET /api/favorites/ids: every listing the caller keeps, the last kept first (one index range). */
export async function listFavoriteIds(db: Db, { actor }: { actor: Actor }) {
  const rows = await db
    .select({ id: favorites.propertyId })
    .from(favorites)
    .where(eq(favorites.userId, actor.id))
    .orderBy(desc(favorites.createdAt), desc(favorites.propertyId));
  return { ids: rows.map((r) => r.id) };
}
