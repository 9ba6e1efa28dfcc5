import { and, count, desc, eq, gt, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { LICENCE_EXPIRING_DAYS } from '../../../shared/constants';
import type { AdminPropertiesQuery } from '../../../shared/schemas/property-search';
import type { Actor } from '../../auth/guards';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { properties, type Property } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { englishNamesOf } from './arabic-names';
import { SEARCH_TOTAL_CAP, type PropertyPage } from './search';
import { onMarket, visibleTo } from './visibility';

// Reading listings one at a time, the featured ones, and the admin's list of every listing.

export const PROPERTY_NOT_FOUND = 'Property not found';
export const FEATURED_LIMIT = 12;

/** GET /api/properties/featured: featured listings on the market (a licence run out takes one off), newest first. */
export async function listFeatured({ db }: { db: Db }): Promise<Property[]> {
  return db
    .select()
    .from(properties)
    .where(and(onMarket(), eq(properties.featured, true)))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(FEATURED_LIMIT);
}

/** One listing; a listing the caller may not see is "not found", not "forbidden" (no existence leak). */
export async function getProperty({ db, actor, id }: { db: Db; actor: Actor | null; id: number }): Promise<Property> {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), visibleTo(actor)))
    .limit(1);
  if (!row) throw notFound(PROPERTY_NOT_FOUND);
  return row;
}

/** The admin list's licence filter, at the statement's time (the clock onMarket reads). */
function licenceFilter(filter: NonNullable<AdminPropertiesQuery['licence']>): SQL {
  const expiry = properties.adLicenseExpiresAt;
  if (filter === 'none') return isNull(expiry);
  if (filter === 'expired') return lte(expiry, sql`now()`);
  return and(gt(expiry, sql`now()`), lte(expiry, sql`now() + ${`${LICENCE_EXPIRING_DAYS} days`}::interval`))!;
}

/**
 * GET /api/admin/properties: every listing, newest first, with a text search on title (English or
 * Arabic), city, neighborhood, and filters on status and licence (none, expiring within 14 days, expired). The matches are counted up to SEARCH_TOTAL_CAP: a common word would otherwise make
 * the count read hundreds of thousands of rows (1.4 s at a million listings).
 */
export async function listAdminProperties({ db, query }: { db: Db; query: AdminPropertiesQuery }): Promise<PropertyPage> {
  const c: Array<SQL | undefined> = [];
  if (query.q) {
    // An Arabic name of ours (a city, a neighbourhood) is looked for in English too.
    const texts = [query.q, ...englishNamesOf(query.q)];
    const columns = [properties.title, properties.city, properties.neighborhood, properties.titleAr];
    c.push(or(...texts.flatMap((text) => columns.map((column) => ilike(column, containsPattern(text))))));
  }
  if (query.status) c.push(eq(properties.status, query.status));
  if (query.licence) c.push(licenceFilter(query.licence));
  const where = and(...c);
  const capped = db
    .select({ one: sql`1` })
    .from(properties)
    .where(where)
    .limit(SEARCH_TOTAL_CAP + 1)
    .as('capped');
  const [items, [{ total }]] = await Promise.all([
    db
      .select()
      .from(properties)
      .where(where)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(capped),
  ]);
  const n = Number(total);
  return { items, total: Math.min(n, SEARCH_TOTAL_CAP), totalCapped: n > SEARCH_TOTAL_CAP, page: query.page, pageSize: query.pageSize };
}
