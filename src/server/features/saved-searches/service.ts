import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  SAVED_SEARCH_LIMIT,
  type CreateSavedSearch,
  type SavedSearchDto,
  type UpdateSavedSearch,
} from '../../../shared/schemas/saved-search';
import type { Actor } from '../../auth/guards';
import type { Db } from '../../db/client';
import { savedSearchMatches, savedSearches, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { searchMapPins } from '../properties/search';
import { matchColumns, searchQueryOf } from './filters';

// Saved searches (docs/product.md#saved-searches): each user's own only (anyone else's is a 404),
// at most SAVED_SEARCH_LIMIT of them, their filters checked by the search's own schema (the
// contract's savedFiltersSchema) and kept parsed for the matcher (filters.ts).

export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';
export const SAVED_SEARCH_LIMIT_REACHED = `You can keep at most ${SAVED_SEARCH_LIMIT} saved searches. Delete one to save another.`;

export const alreadySaved = (name: string) => `You already saved this search as “${name}”.`;

type SavedSearchRow = typeof savedSearches.$inferSelect;

/** The listings announced to each search since its owner last ran it (a listing counted once). */
async function newCounts(db: Db, rows: SavedSearchRow[]): Promise<Map<number, number>> {
  if (rows.length === 0) return new Map();
  const counted = await db
    .select({ id: savedSearchMatches.savedSearchId, n: sql<number>`count(distinct ${savedSearchMatches.propertyId})`.mapWith(Number) })
    .from(savedSearchMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .where(
      and(
        inArray(
          savedSearchMatches.savedSearchId,
          rows.map((r) => r.id),
        ),
        gt(savedSearchMatches.matchedAt, savedSearches.lastSeenAt),
      ),
    )
    .groupBy(savedSearchMatches.savedSearchId);
  return new Map(counted.map((c) => [c.id, c.n]));
}

/** What the API answers of saved searches: each with the search's own count of its matches now (capped as the search caps it). */
async function toDtos(db: Db, rows: SavedSearchRow[]): Promise<SavedSearchDto[]> {
  const [fresh, counts] = await Promise.all([
    newCounts(db, rows),
    Promise.all(rows.map((r) => searchMapPins({ db, actor: null, query: searchQueryOf(r.filters), limit: 0 }))),
  ]);
  return rows.map((r, i) => ({
    id: r.id,
    name: r.name,
    filters: r.filters,
    frequency: r.frequency,
    createdAt: r.createdAt,
    lastSeenAt: r.lastSeenAt,
    matchCount: counts[i].total,
    matchCountCapped: counts[i].totalCapped,
    newCount: fresh.get(r.id) ?? 0,
  }));
}

const toDto = async (db: Db, row: SavedSearchRow) => (await toDtos(db, [row]))[0];

const mine = (actor: Actor, id: number) => and(eq(savedSearches.id, id), eq(savedSearches.userId, actor.id));

/** GET /api/saved-searches: mine, the newest first (the (user_id, created_at) index). */
export async function listSavedSearches(db: Db, { actor }: { actor: Actor }) {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, actor.id))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    .limit(SAVED_SEARCH_LIMIT);
  return { items: await toDtos(db, rows), limit: SAVED_SEARCH_LIMIT };
}

/**
 * POST /api/saved-searches. The count and the insert happen under a lock of the user's row, so a
 * burst of saves at once counts one after another and the 26th is refused (409), on PostgreSQL's
 * many connections as on PGlite's one; so is a second save of the same filters (409 naming the first).
 */
export async function createSavedSearch(db: Db, { actor, input }: { actor: Actor; input: CreateSavedSearch }) {
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('no key update');
    const [{ n }] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, actor.id));
    if (Number(n) >= SAVED_SEARCH_LIMIT) throw conflict(SAVED_SEARCH_LIMIT_REACHED);
    // The same filters saved twice would be told of each listing twice (jsonb equality ignores key order).
    const [same] = await tx
      .select({ name: savedSearches.name })
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, actor.id), sql`${savedSearches.filters} = ${JSON.stringify(input.filters)}::jsonb`))
      .limit(1);
    if (same) throw conflict(alreadySaved(same.name));
    const [inserted] = await tx
      .insert(savedSearches)
      .values({ userId: actor.id, name: input.name, filters: input.filters, frequency: input.frequency, ...matchColumns(input.filters) })
      .returning();
    return inserted;
  });
  return toDto(db, row);
}

/** PUT /api/saved-searches/{id}: what is sent changes; new filters are parsed again for the matcher. */
export async function updateSavedSearch(db: Db, { actor, id, input }: { actor: Actor; id: number; input: UpdateSavedSearch }) {
  const [row] = await db
    .update(savedSearches)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.frequency !== undefined ? { frequency: input.frequency } : {}),
      ...(input.filters !== undefined ? { filters: input.filters, ...matchColumns(input.filters) } : {}),
      updatedAt: sql`now()`,
    })
    .where(mine(actor, id))
    .returning();
  if (!row) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return toDto(db, row);
}

/** DELETE /api/saved-searches/{id}: its matches go with it. */
export async function deleteSavedSearch(db: Db, { actor, id }: { actor: Actor; id: number }): Promise<void> {
  const deleted = await db.delete(savedSearches).where(mine(actor, id)).returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound(SAVED_SEARCH_NOT_FOUND);
}

/** POST /api/saved-searches/{id}/seen: run now; its new matches count from here. */
export async function markSavedSearchSeen(db: Db, { actor, id }: { actor: Actor; id: number }) {
  const [row] = await db
    .update(savedSearches)
    .set({ lastSeenAt: sql`now()` })
    .where(mine(actor, id))
    .returning();
  if (!row) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return toDto(db, row);
}
