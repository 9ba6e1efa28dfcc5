import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { MAP_PIN_CAP, MAP_PIN_DESCRIPTION_CHARS, type SearchAmenity } from '../../../shared/constants';
import type { propertyMapSchema, propertyPageSchema } from '../../../shared/schemas/property';
import type { PropertyMapQuery, PropertySearchQuery } from '../../../shared/schemas/property-search';
import type { Actor } from '../../auth/guards';
import { rowsOf, type Db } from '../../db/client';
import { properties } from '../../db/schema';
import { spellingsOf } from './arabic-names';
import { keywordParts, listingNumber, sameCity } from './keyword';
import { neighbourhoodContains } from './text-lookups';
import { visibleParts } from './visibility';

// The listing search and its map (docs/product.md#listings): the filters, the orders, and the two
// index-bounded queries (a page of ids, a capped count) that keep a search about as cheap at a
// million listings as at ten thousand.

export type PropertyPage = z.output<typeof propertyPageSchema>;
export type PropertyMap = z.output<typeof propertyMapSchema>;

/**
 * The search amenities and `furnished` as one small integer, one bit each, in this order. The
 * expression is the key of the partial index `properties_active_amenities_newest_idx` (migration
 * 0001): "has pool and gym" becomes `mask IN (every mask with both bits)`, a few btree probes that
 * find exactly the matching rows, where separate boolean columns could only be filtered row by row.
 * Keep this expression, the bit order and the migration's index in step.
 */
const AMENITY_BITS = ['pool', 'gym', 'security', 'garden', 'elevator', 'balcony', 'furnished'] as const satisfies ReadonlyArray<
  SearchAmenity | 'furnished'
>;
export const amenityMask = sql`((${properties.pool}::int) | (${properties.gym}::int << 1) | (${properties.security}::int << 2) | (${properties.garden}::int << 3) | (${properties.elevator}::int << 4) | (${properties.balcony}::int << 5) | (${properties.furnished}::int << 6))`;

/** Every mask value that has all of `required` (2^(7-k) values for k required features). */
export function masksWithAll(required: ReadonlyArray<(typeof AMENITY_BITS)[number]>): number[] {
  const need = required.reduce((m, name) => m | (1 << AMENITY_BITS.indexOf(name)), 0);
  const out: number[] = [];
  for (let m = 0; m < 1 << AMENITY_BITS.length; m++) if ((m & need) === need) out.push(m);
  return out;
}

/**
 * A search counts its matches only up to this many (docs/product.md#listings): beyond it the
 * response says `totalCapped` and the page shows "10,000+ properties found". An exact count would
 * read every matching row, which at a million listings costs more than the page itself.
 */
export const SEARCH_TOTAL_CAP = 10_000;
/**
 * With a text filter (neighbourhood, or a keyword) a match cannot be counted from an index alone:
 * each is a row read and rechecked, so the count's cost grows with the matches. Such a search counts
 * up to 200 ("200+ properties found"): more than anyone pages through, and a common word at a million
 * listings is counted in a few thousand rows read instead of tens of thousands (README, search bench).
 */
export const TEXT_SEARCH_TOTAL_CAP = 200;

/**
 * Rent mode (docs/product.md#listings): listings for rent and not asked for sale, as /buy's Rent mode
 * asks (forSale=false&forRent=true). Its price filters and sorts are on the rent for a year in SAR
 * (a monthly rent × 12), over the partial index `properties_active_rent_idx`; any other search's
 * are on the price in SAR.
 */
export const isRentMode = (q: Pick<PropertyMapQuery, 'forSale' | 'forRent'>) => q.forRent === 'true' && q.forSale !== 'true';

/** The column a search's price filters and price sorts compare. */
const priceKey = (q: Pick<PropertyMapQuery, 'forSale' | 'forRent'>) => (isRentMode(q) ? properties.yearlyRentSar : properties.priceSar);

/**
 * The search's filters (GET /api/properties and its map) as alternatives: a listing matches when it
 * meets one of them. Without a keyword there is one; a keyword gives one per place it may be found
 * (neighbourhood, titles, address, city: keywordParts), each with every other filter, so each is
 * read from its own index and in order (visibleMatchIds), where one OR of them would be read as a
 * whole. None: nothing matches.
 */
async function searchFilters(db: Db, q: PropertyMapQuery): Promise<Array<SQL | undefined>> {
  const c: Array<SQL | undefined> = [];
  const price = priceKey(q);
  if (q.city) c.push(sameCity(q.city));
  if (q.neighborhood) c.push((await neighbourhoodContains(db, spellingsOf(q.neighborhood))) ?? sql`false`);
  if (q.propertyType) c.push(eq(properties.propertyType, q.propertyType));
  if (q.minPrice !== undefined) c.push(gte(price, q.minPrice));
  if (q.maxPrice !== undefined) c.push(lte(price, q.maxPrice));
  if (q.minArea !== undefined) c.push(gte(properties.area, q.minArea));
  if (q.maxArea !== undefined) c.push(lte(properties.area, q.maxArea));
  // Counts are minimums, and a minimum of 0 (the Advanced dialog's "No parking") asks for nothing:
  // it must not drop the listings whose count is unknown (land has no bedrooms).
  if (q.bedrooms) c.push(gte(properties.bedrooms, q.bedrooms));
  if (q.bathrooms) c.push(gte(properties.bathrooms, q.bathrooms));
  if (q.parking) c.push(gte(properties.parking, q.parking));
  if (q.yearBuilt !== undefined) c.push(gte(properties.yearBuilt, q.yearBuilt));
  // Furnished: only 'true' narrows the results (docs/product.md#listings).
  const features = [...(q.amenities ?? []), ...(q.furnished === 'true' ? ['furnished' as const] : [])];
  if (features.length > 0) c.push(inArray(amenityMask, masksWithAll(features)));
  // Like furnished: 'true' keeps the listings offered that way; 'false' restricts nothing. The Buy
  // and Rent modes send forSale=true&forRent=false and the reverse, and a listing both for sale and
  // for rent belongs in both.
  if (q.forSale === 'true') c.push(eq(properties.forSale, true));
  if (q.forRent === 'true') c.push(eq(properties.forRent, true));
  if (!q.q) return [and(...c)];
  const parts = await keywordParts(db, q.q);
  return parts.length > 0 ? parts.map((part) => and(...c, part)) : [sql`false`];
}

/** A listing as the search answers it: every column but its title words (the keyword's lookup, not the listing's). */
const { titleWords: _lookupOnly, ...listingColumns } = getTableColumns(properties);

/** A text filter caps the count lower; a listing number is no text search (it matches one listing at most). */
const totalCapFor = (query: PropertyMapQuery) =>
  query.neighborhood || (query.q && listingNumber(query.q) === null) ? TEXT_SEARCH_TOTAL_CAP : SEARCH_TOTAL_CAP;

/** `orderFor` over the columns of the union of a search's parts (aliased `u`, with the price key as `price_key`). */
function unionOrder(sort: PropertySearchQuery['sort']): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`u.price_key asc, u.id asc`;
    case 'price_desc':
      return sql`u.price_key desc, u.id desc`;
    case 'area_desc':
      return sql`u.area desc nulls last, u.id desc`;
    case 'newest':
    default:
      return sql`u.created_at desc, u.id desc`;
  }
}

/** Every sort ends on id, so pages never repeat or skip a listing whose key ties. Prices sort on `price` (priceKey). */
function orderFor(sort: PropertySearchQuery['sort'], price: AnyPgColumn = properties.priceSar): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [asc(price), asc(properties.id)];
    case 'price_desc':
      return [desc(price), desc(properties.id)];
    case 'area_desc':
      return [sql`${properties.area} desc nulls last`, desc(properties.id)];
    case 'newest':
    default:
      return [desc(properties.createdAt), desc(properties.id)];
  }
}

/** What one search reads: each part the caller may see (visibleParts) with each alternative of the filters. */
function searchParts(actor: Actor | null, alternatives: Array<SQL | undefined>): { active: SQL[]; others: SQL[] } {
  const { active, others } = visibleParts(actor);
  return {
    active: alternatives.map((filters) => and(active, filters)!),
    others: others ? alternatives.map((filters) => and(others, filters)!) : [],
  };
}

/**
 * The ids of the listings `actor` may see that match one of `alternatives`, in `sort` order, `limit`
 * of them after `offset`, chosen from the indexes (migration 0001's partial `status = 'active'`
 * ones) alone where one covers the filters, so only the chosen rows are then read in full. When the
 * search has several parts (listings that are not active the caller sees; a keyword's alternatives),
 * the first `offset + limit` of each are merged in order, a listing found by two parts once.
 */
function visibleMatchIds({
  db,
  actor,
  alternatives,
  sort,
  price,
  offset,
  limit,
}: {
  db: Db;
  actor: Actor | null;
  alternatives: Array<SQL | undefined>;
  sort: PropertySearchQuery['sort'];
  price: AnyPgColumn;
  offset: number;
  limit: number;
}): SQLWrapper {
  const { active, others } = searchParts(actor, alternatives);
  const parts = [...active, ...others];
  const order = orderFor(sort, price);
  if (parts.length === 1)
    return db
      .select({ id: properties.id })
      .from(properties)
      .where(parts[0])
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  const part = (where: SQL) =>
    db
      .select({ id: properties.id, created_at: properties.createdAt, price_key: sql`${price}`.as('price_key'), area: properties.area })
      .from(properties)
      .where(where)
      .orderBy(...order)
      .limit(offset + limit);
  const union = sql.join(
    parts.map((where) => sql`${part(where)}`),
    sql` union `,
  );
  return sql`(select u.id from (${union}) u order by ${unionOrder(sort)} limit ${limit} offset ${offset})`;
}

/**
 * How many listings `actor` may see match one of `alternatives`, counted up to `totalCap` + 1 per
 * part, so a broad search stops early. The active listings and the others are apart (their counts
 * add up); a keyword's alternatives overlap, so their listings are counted once.
 */
async function countVisibleMatches({
  db,
  actor,
  alternatives,
  totalCap,
}: {
  db: Db;
  actor: Actor | null;
  alternatives: Array<SQL | undefined>;
  totalCap: number;
}): Promise<number> {
  const upTo = (where: SQL) =>
    db
      .select({ id: properties.id })
      .from(properties)
      .where(where)
      .limit(totalCap + 1);
  const countUpTo = async (wheres: SQL[]) => {
    if (wheres.length === 0) return 0;
    if (wheres.length === 1) {
      const [{ total }] = await db.select({ total: count() }).from(upTo(wheres[0]).as('capped'));
      return Number(total);
    }
    const union = sql.join(
      wheres.map((where) => sql`${upTo(where)}`),
      sql` union `,
    );
    const [{ total }] = rowsOf<{ total: number | string }>(await db.execute(sql`select count(*) as total from (${union}) u`));
    return Number(total);
  };
  const { active, others } = searchParts(actor, alternatives);
  const [activeCount, othersCount] = await Promise.all([countUpTo(active), countUpTo(others)]);
  return activeCount + othersCount;
}

/**
 * GET /api/properties: the filters of docs/product.md#listings, sorted and paginated. Two queries, both bounded by
 * indexes rather than by the table's size: the page's rows (`visibleMatchIds`) and the total,
 * counted up to `totalCap`.
 */
export async function searchProperties({
  db,
  actor,
  query,
  totalCap = totalCapFor(query),
}: {
  db: Db;
  actor: Actor | null;
  query: PropertySearchQuery;
  totalCap?: number;
}): Promise<PropertyPage> {
  const alternatives = await searchFilters(db, query);
  const price = priceKey(query);
  const ids = visibleMatchIds({
    db,
    actor,
    alternatives,
    sort: query.sort,
    price,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const [items, n] = await Promise.all([
    db
      .select(listingColumns)
      .from(properties)
      .where(inArray(properties.id, ids))
      .orderBy(...orderFor(query.sort, price)),
    countVisibleMatches({ db, actor, alternatives, totalCap }),
  ]);
  return { items, total: Math.min(n, totalCap), totalCapped: n > totalCap, page: query.page, pageSize: query.pageSize };
}

/** A description cut for a pin's card: at most MAP_PIN_DESCRIPTION_CHARS characters, ending in … when cut. */
const cut = (column: typeof properties.description | typeof properties.descriptionAr) =>
  sql<string | null>`case when char_length(${column}) > ${MAP_PIN_DESCRIPTION_CHARS}
    then rtrim(left(${column}, ${MAP_PIN_DESCRIPTION_CHARS - 1})) || '…' else ${column} end`;

/** What a map pin carries (propertyMapPinSchema): a card's facts, a cut description and the first image. */
const mapPinColumns = {
  id: properties.id,
  title: properties.title,
  titleAr: properties.titleAr,
  description: cut(properties.description),
  descriptionAr: cut(properties.descriptionAr),
  price: properties.price,
  currency: properties.currency,
  priceSar: properties.priceSar,
  rentPeriod: properties.rentPeriod,
  rentPrice: properties.rentPrice,
  yearlyRentSar: properties.yearlyRentSar,
  propertyType: properties.propertyType,
  city: properties.city,
  latitude: properties.latitude,
  longitude: properties.longitude,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  area: properties.area,
  image: sql<string | null>`${properties.images}[1]`,
};

/**
 * GET /api/properties/map: every listing the search would page through (same filters, visibility
 * and order), as light pins, the first `limit` of them. The same index-bounded queries as the
 * search, with one page of `limit` rows.
 */
export async function searchMapPins({
  db,
  actor,
  query,
  limit = MAP_PIN_CAP,
  totalCap = totalCapFor(query),
}: {
  db: Db;
  actor: Actor | null;
  query: PropertyMapQuery;
  limit?: number;
  totalCap?: number;
}): Promise<PropertyMap> {
  const alternatives = await searchFilters(db, query);
  const price = priceKey(query);
  const ids = visibleMatchIds({ db, actor, alternatives, sort: query.sort, price, offset: 0, limit });
  const [items, n] = await Promise.all([
    db
      .select(mapPinColumns)
      .from(properties)
      .where(inArray(properties.id, ids))
      .orderBy(...orderFor(query.sort, price)),
    countVisibleMatches({ db, actor, alternatives, totalCap }),
  ]);
  return { items, total: Math.min(n, totalCap), totalCapped: n > totalCap, truncated: n > items.length };
}
