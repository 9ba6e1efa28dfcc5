import { and, asc, count, eq, gt, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, type Property } from '../../db/schema';
import { onMarket } from './visibility';

// What search engines and shared links read of the listings: those on the market only (active, and
// an ad licence, if any, in force: one that runs out drops out of the sitemap at that instant).

/** Most URLs one sitemap file may hold (the sitemaps.org protocol). */
export const SITEMAP_URL_LIMIT = 50_000;

/** How many listings are on the market, counted only up to `upTo` (enough to choose a sitemap's form). */
export async function countActiveUpTo({ db, upTo }: { db: Db; upTo: number }): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(properties)
    .where(onMarket())
    .limit(upTo)
    .as('capped');
  const [{ total }] = await db.select({ total: count() }).from(capped);
  return Number(total);
}

/**
 * Listings on the market for the sitemap, by id: every one (up to `limit`), or those of one sitemap page.
 * Page n holds the listings on the market with (n-1)·span < id ≤ n·span, so it never has more than `span`
 * of them and reading it is one range scan of the primary key however deep the page is (an OFFSET
 * would read every listing before it).
 */
export async function listActiveForSitemap({
  db,
  limit,
  page,
}: {
  db: Db;
  limit?: number;
  page?: { n: number; span: number };
}): Promise<Array<{ id: number; updatedAt: Date }>> {
  const range = page ? and(gt(properties.id, (page.n - 1) * page.span), lte(properties.id, page.n * page.span)) : undefined;
  const query = db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .where(and(onMarket(), range))
    .orderBy(asc(properties.id));
  return limit === undefined ? query : query.limit(limit);
}

/** The sitemap pages that hold at least one listing on the market: one primary-key probe per page. */
export async function sitemapPages({ db, span }: { db: Db; span: number }): Promise<number[]> {
  const [{ last }] = await db
    .select({ last: max(properties.id) })
    .from(properties)
    .where(onMarket());
  if (last === null) return [];
  const rows = await db
    .select({ page: sql<number>`n` })
    .from(sql`generate_series(1, ${Math.ceil(last / span)}::int) as n`)
    .where(
      sql`exists (select 1 from ${properties} where ${onMarket()} and ${properties.id} > (n - 1) * ${span}::int and ${properties.id} <= n * ${span}::int)`,
    )
    .orderBy(sql`n`);
  return rows.map((r) => Number(r.page));
}

/** A listing on the market for a shared link's preview, or null (never a hidden one, nor one whose licence ran out). */
export async function findActiveProperty({ db, id }: { db: Db; id: number }): Promise<Property | null> {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), onMarket()))
    .limit(1);
  return row ?? null;
}
