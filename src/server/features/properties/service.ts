import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lte, max, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  AMENITY_SWITCHES, FEATURE_SWITCH_AMENITY, MAP_PIN_CAP, MAP_PIN_DESCRIPTION_CHARS, PROPERTY_AMENITIES, type AmenitySwitch, type Role, type SearchAmenity,
} from '../../../shared/constants';
import type {
  AdminPropertiesQuery, PropertyCreate, PropertyMapPin, PropertyMapQuery, PropertySearchQuery, PropertyUpdate,
} from '../../../shared/schemas/property';
import { assertCanManage, isSeller } from '../../auth/guards';
import type { Db } from '../../db/client';
import {
  developmentProjects, investments, properties, propertyBids, userInvestments, users, type Property,
} from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';

// Listings: who may see which, search, and the writes of developers and admins (SPEC §6, §7).

/** Who is asking; null when signed out. */
export type Actor = { id: string; role: Role } | null;

export const PROPERTY_NOT_FOUND = 'Property not found';
export const PROJECT_NOT_FOUND = 'Development project not found';
export const FEATURED_LIMIT = 12;

/**
 * The search amenities and `furnished` as one small integer, one bit each, in this order. The
 * expression is the key of the partial index `properties_active_amenities_newest_idx` (migration
 * 0001): "has pool and gym" becomes `mask IN (every mask with both bits)`, a few btree probes that
 * find exactly the matching rows, where separate boolean columns could only be filtered row by row.
 * Keep this expression, the bit order and the migration's index in step.
 */
const AMENITY_BITS = ['pool', 'gym', 'security', 'garden', 'elevator', 'balcony', 'furnished'] as const satisfies ReadonlyArray<SearchAmenity | 'furnished'>;
export const amenityMask = sql`((${properties.pool}::int) | (${properties.gym}::int << 1) | (${properties.security}::int << 2) | (${properties.garden}::int << 3) | (${properties.elevator}::int << 4) | (${properties.balcony}::int << 5) | (${properties.furnished}::int << 6))`;

/** Every mask value that has all of `required` (2^(7-k) values for k required features). */
export function masksWithAll(required: ReadonlyArray<(typeof AMENITY_BITS)[number]>): number[] {
  const need = required.reduce((m, name) => m | (1 << AMENITY_BITS.indexOf(name)), 0);
  const out: number[] = [];
  for (let m = 0; m < 1 << AMENITY_BITS.length; m++) if ((m & need) === need) out.push(m);
  return out;
}

/**
 * A search counts its matches only up to this many (SPEC §2 "{n} properties found"): beyond it the
 * response says `totalCapped` and the page shows "10,000+ properties found". An exact count would
 * read every matching row, which at a million listings costs more than the page itself.
 */
export const SEARCH_TOTAL_CAP = 10_000;
/**
 * With a text filter (neighbourhood) a match cannot be counted from an index alone: each is a row
 * read and rechecked. Such a search counts up to 1,000 ("1,000+ properties found").
 */
export const TEXT_SEARCH_TOTAL_CAP = 1_000;

/** Escapes LIKE wildcards so a user's `%` or `_` match themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * price / area rounded half-up to 2 decimals, in exact integer arithmetic on cents (never a float).
 * Null when there is no area, or when the result would not fit numeric(10,2).
 */
export function computePricePerSqm(price: string, area: string | null | undefined): string | null {
  if (area === null || area === undefined) return null;
  const cents = (v: string): bigint | null => {
    const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(v.trim());
    return m ? BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0')) : null;
  };
  const p = cents(price);
  const a = cents(area);
  if (p === null || a === null || a === 0n) return null;
  // result in cents = round(p * 100 / a)
  const result = (p * 100n * 2n + a) / (2n * a);
  if (result >= 10_000_000_000n) return null; // numeric(10,2) holds at most 99,999,999.99
  const whole = result / 100n;
  const frac = (result % 100n).toString().padStart(2, '0');
  return `${whole}.${frac}`;
}

/** Listings a caller may see: active ones; a seller also sees their own; an admin sees all. */
function visibleTo(actor: Actor): SQL | undefined {
  if (actor?.role === 'admin') return undefined;
  if (actor && isSeller(actor)) return or(eq(properties.status, 'active'), eq(properties.developerId, actor.id));
  return eq(properties.status, 'active');
}

/**
 * The same rule as two disjoint parts, for the search: the active listings (what the partial
 * indexes of migration 0001 cover) and the rest the caller may see — their own listings that are
 * not active, or for an admin every listing that is not active. An `OR` of the two would keep
 * PostgreSQL from using those indexes, so a signed-in developer's search would read the table.
 */
function visibleParts(actor: Actor): { active: SQL; others?: SQL } {
  const active = eq(properties.status, 'active');
  if (!actor || !isSeller(actor)) return { active };
  const notActive = ne(properties.status, 'active');
  return { active, others: actor.role === 'admin' ? notActive : and(notActive, eq(properties.developerId, actor.id)) };
}

/** The search's filters (GET /api/properties and its map) as one condition. */
function searchFilters(q: PropertyMapQuery): SQL | undefined {
  const c: Array<SQL | undefined> = [];
  if (q.city) c.push(sql`lower(${properties.city}) = lower(${q.city})`);
  if (q.neighborhood) c.push(ilike(properties.neighborhood, likePattern(q.neighborhood)));
  if (q.propertyType) c.push(eq(properties.propertyType, q.propertyType));
  if (q.minPrice !== undefined) c.push(gte(properties.price, q.minPrice));
  if (q.maxPrice !== undefined) c.push(lte(properties.price, q.maxPrice));
  if (q.minArea !== undefined) c.push(gte(properties.area, q.minArea));
  if (q.maxArea !== undefined) c.push(lte(properties.area, q.maxArea));
  // Counts are minimums, and a minimum of 0 (the Advanced dialog's "No parking") asks for nothing:
  // it must not drop the listings whose count is unknown (land has no bedrooms).
  if (q.bedrooms) c.push(gte(properties.bedrooms, q.bedrooms));
  if (q.bathrooms) c.push(gte(properties.bathrooms, q.bathrooms));
  if (q.parking) c.push(gte(properties.parking, q.parking));
  if (q.yearBuilt !== undefined) c.push(gte(properties.yearBuilt, q.yearBuilt));
  // SPEC §5: furnished is always sent; only 'true' narrows the results.
  const features = [...(q.amenities ?? []), ...(q.furnished === 'true' ? ['furnished' as const] : [])];
  if (features.length > 0) c.push(inArray(amenityMask, masksWithAll(features)));
  // Like furnished: 'true' keeps the listings offered that way; 'false' restricts nothing. The Buy
  // and Rent modes send forSale=true&forRent=false and the reverse, and a listing both for sale and
  // for rent belongs in both.
  if (q.forSale === 'true') c.push(eq(properties.forSale, true));
  if (q.forRent === 'true') c.push(eq(properties.forRent, true));
  return and(...c);
}

const totalCapFor = (query: PropertyMapQuery) => (query.neighborhood ? TEXT_SEARCH_TOTAL_CAP : SEARCH_TOTAL_CAP);

/** `orderFor` over the columns of the union of the two visible parts (aliased `u`). */
function unionOrder(sort: PropertySearchQuery['sort']): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`u.price asc, u.id asc`;
    case 'price_desc':
      return sql`u.price desc, u.id desc`;
    case 'area_desc':
      return sql`u.area desc nulls last, u.id desc`;
    case 'newest':
    default:
      return sql`u.created_at desc, u.id desc`;
  }
}

/** Every sort ends on id, so pages never repeat or skip a listing whose key ties. */
function orderFor(sort: PropertySearchQuery['sort']): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [asc(properties.price), asc(properties.id)];
    case 'price_desc':
      return [desc(properties.price), desc(properties.id)];
    case 'area_desc':
      return [sql`${properties.area} desc nulls last`, desc(properties.id)];
    case 'newest':
    default:
      return [desc(properties.createdAt), desc(properties.id)];
  }
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface SearchPage<T> extends Page<T> {
  /** True when there are more than `total` matches (the count stopped at SEARCH_TOTAL_CAP). */
  totalCapped: boolean;
}

/**
 * The ids of the listings `actor` may see that match `filters`, in `sort` order, `limit` of them
 * after `offset`, chosen from the indexes (migration 0001's partial `status = 'active'` ones) alone
 * where one covers the filters, so only the chosen rows are then read in full. When the caller also
 * sees listings that are not active, the first `offset + limit` of each part are merged in order.
 */
function visibleMatchIds({ db, actor, filters, sort, offset, limit }: {
  db: Db; actor: Actor; filters: SQL | undefined; sort: PropertySearchQuery['sort']; offset: number; limit: number;
}): SQLWrapper {
  const { active, others } = visibleParts(actor);
  const order = orderFor(sort);
  if (!others) return db.select({ id: properties.id }).from(properties).where(and(active, filters)).orderBy(...order).limit(limit).offset(offset);
  const part = (visible: SQL) =>
    db
      .select({ id: properties.id, created_at: properties.createdAt, price: properties.price, area: properties.area })
      .from(properties)
      .where(and(visible, filters))
      .orderBy(...order)
      .limit(offset + limit);
  return sql`(select u.id from (${part(active)} union all ${part(others)}) u order by ${unionOrder(sort)} limit ${limit} offset ${offset})`;
}

/** How many listings `actor` may see match `filters`, counted up to `totalCap` + 1 per part, so a broad search stops early. */
async function countVisibleMatches({ db, actor, filters, totalCap }: {
  db: Db; actor: Actor; filters: SQL | undefined; totalCap: number;
}): Promise<number> {
  const { active, others } = visibleParts(actor);
  const countUpTo = async (visible: SQL) => {
    const capped = db.select({ one: sql`1` }).from(properties).where(and(visible, filters)).limit(totalCap + 1).as('capped');
    const [{ total }] = await db.select({ total: count() }).from(capped);
    return Number(total);
  };
  const [activeCount, othersCount] = await Promise.all([countUpTo(active), others ? countUpTo(others) : 0]);
  return activeCount + othersCount;
}

/**
 * GET /api/properties: the filters of SPEC §7, sorted and paginated. Two queries, both bounded by
 * indexes rather than by the table's size: the page's rows (`visibleMatchIds`) and the total,
 * counted up to `totalCap`.
 */
export async function searchProperties({ db, actor, query, totalCap = totalCapFor(query) }: {
  db: Db; actor: Actor; query: PropertySearchQuery; totalCap?: number;
}): Promise<SearchPage<Property>> {
  const filters = searchFilters(query);
  const ids = visibleMatchIds({ db, actor, filters, sort: query.sort, offset: (query.page - 1) * query.pageSize, limit: query.pageSize });
  const [items, n] = await Promise.all([
    db.select().from(properties).where(inArray(properties.id, ids)).orderBy(...orderFor(query.sort)),
    countVisibleMatches({ db, actor, filters, totalCap }),
  ]);
  return { items, total: Math.min(n, totalCap), totalCapped: n > totalCap, page: query.page, pageSize: query.pageSize };
}

/** What a map pin carries (propertyMapPinSchema): a card's facts, a cut description and the first image. */
const mapPinColumns = {
  id: properties.id,
  title: properties.title,
  description: sql<string | null>`case when char_length(${properties.description}) > ${MAP_PIN_DESCRIPTION_CHARS}
    then rtrim(left(${properties.description}, ${MAP_PIN_DESCRIPTION_CHARS - 1})) || '…' else ${properties.description} end`,
  price: properties.price,
  currency: properties.currency,
  propertyType: properties.propertyType,
  city: properties.city,
  latitude: properties.latitude,
  longitude: properties.longitude,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  area: properties.area,
  image: sql<string | null>`${properties.images}[1]`,
};

export interface MapPins {
  items: PropertyMapPin[];
  total: number;
  totalCapped: boolean;
  /** True when there are more matches than pins. */
  truncated: boolean;
}

/**
 * GET /api/properties/map: every listing the search would page through (same filters, visibility
 * and order), as light pins, the first `limit` of them. The same index-bounded queries as the
 * search, with one page of `limit` rows.
 */
export async function searchMapPins({ db, actor, query, limit = MAP_PIN_CAP, totalCap = totalCapFor(query) }: {
  db: Db; actor: Actor; query: PropertyMapQuery; limit?: number; totalCap?: number;
}): Promise<MapPins> {
  const filters = searchFilters(query);
  const ids = visibleMatchIds({ db, actor, filters, sort: query.sort, offset: 0, limit });
  const [items, n] = await Promise.all([
    db.select(mapPinColumns).from(properties).where(inArray(properties.id, ids)).orderBy(...orderFor(query.sort)),
    countVisibleMatches({ db, actor, filters, totalCap }),
  ]);
  return { items, total: Math.min(n, totalCap), totalCapped: n > totalCap, truncated: n > items.length };
}

/** GET /api/properties/featured: active featured listings, newest first. */
export async function listFeatured({ db }: { db: Db }): Promise<Property[]> {
  return db
    .select()
    .from(properties)
    .where(and(eq(properties.status, 'active'), eq(properties.featured, true)))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(FEATURED_LIMIT);
}

/** One listing; a listing the caller may not see is "not found", not "forbidden" (no existence leak). */
export async function getProperty({ db, actor, id }: { db: Db; actor: Actor; id: number }): Promise<Property> {
  const [row] = await db.select().from(properties).where(and(eq(properties.id, id), visibleTo(actor))).limit(1);
  if (!row) throw notFound(PROPERTY_NOT_FOUND);
  return row;
}

function requireLister(actor: Actor): asserts actor is NonNullable<Actor> {
  if (!actor) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  if (actor.role !== 'developer' && actor.role !== 'admin') throw forbidden('Only developers and admins can list properties');
}

export const NOT_YOUR_PROJECT = 'You can only add listings to your own development projects';
export const ADMIN_FEATURES = 'Only admins can feature a listing';

/** A listing joins an existing project: any project for an admin, one of their own for a developer. */
async function assertProjectUsable(db: Db, actor: NonNullable<Actor>, projectId: number | null | undefined): Promise<void> {
  if (projectId === null || projectId === undefined) return;
  const [row] = await db
    .select({ developerId: developmentProjects.developerId })
    .from(developmentProjects)
    .where(eq(developmentProjects.id, projectId))
    .limit(1);
  if (!row) throw badRequest(PROJECT_NOT_FOUND, { developmentProjectId: PROJECT_NOT_FOUND });
  if (actor.role !== 'admin' && row.developerId !== actor.id) throw forbidden(NOT_YOUR_PROJECT);
}

/** Featuring is the marketplace's choice (the landing page's showcase): a developer cannot change it. */
function assertFeaturedUnchanged(actor: NonNullable<Actor>, requested: boolean | undefined, current: boolean): void {
  if (actor.role !== 'admin' && requested !== undefined && requested !== current) throw forbidden(ADMIN_FEATURES);
}

/** A project deleted between the check and the write still gives a 400, not a 500. */
function isProjectForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; cause?: unknown };
  if (e?.code === '23503') return e.constraint === undefined || e.constraint.includes('development_project');
  return e?.cause ? isProjectForeignKeyViolation(e.cause) : false;
}

async function withProjectCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isProjectForeignKeyViolation(err)) throw badRequest(PROJECT_NOT_FOUND, { developmentProjectId: PROJECT_NOT_FOUND });
    throw err;
  }
}

type AmenityState = { amenities: string[] } & Record<AmenitySwitch, boolean>;
const SWITCHED_AMENITIES: ReadonlySet<string> = new Set(Object.values(FEATURE_SWITCH_AMENITY));

/**
 * The six features that are both a switch and an amenity choice (FEATURE_SWITCH_AMENITY), as one
 * fact: a listing has the feature when what the request says about it — its switch, its name in
 * `amenities`, or both — says so (so a listed name beats a switch sent as false). A pair the request
 * says nothing about keeps the stored value. The result has both sides agreeing, the amenities in
 * the order of SPEC §9's list (the form's order).
 */
function reconcileAmenities(input: Partial<AmenityState>, current?: AmenityState): AmenityState {
  const listed = input.amenities ?? current?.amenities ?? [];
  const state = {} as Record<AmenitySwitch, boolean>;
  for (const key of AMENITY_SWITCHES) {
    const name = FEATURE_SWITCH_AMENITY[key];
    const said = [input[key], input.amenities?.includes(name)].filter((v) => v !== undefined);
    state[key] = said.length > 0 ? said.includes(true) : current !== undefined && (current[key] || current.amenities.includes(name));
  }
  const on = new Set<string>(AMENITY_SWITCHES.filter((key) => state[key]).map((key) => FEATURE_SWITCH_AMENITY[key]));
  const amenities = PROPERTY_AMENITIES.filter((a) => (SWITCHED_AMENITIES.has(a) ? on.has(a) : listed.includes(a)));
  return { amenities, ...state };
}

/** Whether a PUT touches the switch/amenity pairs at all (if not, they are left exactly as stored). */
const touchesAmenities = (input: PropertyUpdate) => input.amenities !== undefined || AMENITY_SWITCHES.some((key) => input[key] !== undefined);

/** POST /api/properties: the owner is always the actor, never the payload (the schema refuses developerId). */
export async function createProperty({ db, actor, input }: { db: Db; actor: Actor; input: PropertyCreate }): Promise<Property> {
  requireLister(actor);
  assertFeaturedUnchanged(actor, input.featured, false);
  await assertProjectUsable(db, actor, input.developmentProjectId);
  const [row] = await withProjectCheck(() =>
    db
      .insert(properties)
      .values({ ...input, ...reconcileAmenities(input), developerId: actor.id, pricePerSqm: computePricePerSqm(input.price, input.area) })
      .returning(),
  );
  return row;
}

/** Loads a listing for a write: 404 if the actor cannot even see it, 403 if they see it but do not own it. */
async function loadForWrite(db: Db, actor: Actor, id: number): Promise<Property> {
  if (!actor) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  const row = await getProperty({ db, actor, id });
  assertCanManage(actor, row.developerId, 'properties');
  return row;
}

/** PUT /api/properties/{id}: admin, or the owning developer; pricePerSqm follows price and area. */
export async function updateProperty({ db, actor, id, input }: { db: Db; actor: Actor; id: number; input: PropertyUpdate }): Promise<Property> {
  const current = await loadForWrite(db, actor, id);
  assertFeaturedUnchanged(actor!, input.featured, current.featured);
  if (input.developmentProjectId !== current.developmentProjectId) await assertProjectUsable(db, actor!, input.developmentProjectId);
  const price = input.price ?? current.price;
  const area = input.area !== undefined ? input.area : current.area;
  const [row] = await withProjectCheck(() =>
    db
      .update(properties)
      .set({
        ...input,
        ...(touchesAmenities(input) ? reconcileAmenities(input, current) : {}),
        pricePerSqm: computePricePerSqm(price, area),
        updatedAt: new Date(),
      })
      .where(eq(properties.id, id))
      .returning(),
  );
  if (!row) throw notFound(PROPERTY_NOT_FOUND);
  return row;
}

/** DELETE /api/properties/{id}: admin, or the owning developer. Its bids and inquiries go with it. */
export async function deleteProperty({ db, actor, id }: { db: Db; actor: Actor; id: number }): Promise<void> {
  await loadForWrite(db, actor, id);
  const deleted = await db.delete(properties).where(eq(properties.id, id)).returning({ id: properties.id });
  if (deleted.length === 0) throw notFound(PROPERTY_NOT_FOUND);
}

/**
 * GET /api/admin/properties: every listing, newest first, with a text search on title, city,
 * neighborhood. The matches are counted up to SEARCH_TOTAL_CAP: a common word would otherwise make
 * the count read hundreds of thousands of rows (1.4 s at a million listings).
 */
export async function listAdminProperties({ db, actor, query }: { db: Db; actor: Actor; query: AdminPropertiesQuery }): Promise<SearchPage<Property>> {
  if (!actor) throw new AppError('UNAUTHORIZED', 'Unauthorized');
  if (actor.role !== 'admin') throw forbidden('Admin access required');
  const c: Array<SQL | undefined> = [];
  if (query.q) {
    const p = likePattern(query.q);
    c.push(or(ilike(properties.title, p), ilike(properties.city, p), ilike(properties.neighborhood, p)));
  }
  if (query.status) c.push(eq(properties.status, query.status));
  const where = and(...c);
  const capped = db.select({ one: sql`1` }).from(properties).where(where).limit(SEARCH_TOTAL_CAP + 1).as('capped');
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

export interface Stats {
  totalProperties: number;
  totalInvestments: number;
  totalUsers: number;
  monthlyTransactions: number;
  propertiesByCity: Array<{ city: string; count: number }>;
}

/**
 * GET /api/stats (SPEC §3 Statistics): active listings, active opportunities, users, and the
 * transactions of the last 30 days (bids accepted in that time plus investments made in it).
 */
export async function getStats({ db }: { db: Db }): Promise<Stats> {
  const since = sql`now() - interval '30 days'`;
  const [[totals], byCity] = await Promise.all([
    db
      .select({
        totalProperties: sql<number>`(select count(*) from ${properties} where ${properties.status} = 'active')::int`,
        totalInvestments: sql<number>`(select count(*) from ${investments} where ${investments.status} = 'active')::int`,
        totalUsers: sql<number>`(select count(*) from ${users})::int`,
        acceptedBids: sql<number>`(select count(*) from ${propertyBids} where ${propertyBids.status} = 'accepted' and ${propertyBids.respondedAt} >= ${since})::int`,
        recentInvestments: sql<number>`(select count(*) from ${userInvestments} where ${userInvestments.investmentDate} >= ${since})::int`,
      })
      .from(sql`(select 1) as one`),
    db
      .select({ city: properties.city, count: sql<number>`count(*)::int` })
      .from(properties)
      .where(eq(properties.status, 'active'))
      .groupBy(properties.city)
      .orderBy(sql`count(*) desc`, asc(properties.city)),
  ]);
  return {
    totalProperties: Number(totals.totalProperties),
    totalInvestments: Number(totals.totalInvestments),
    totalUsers: Number(totals.totalUsers),
    monthlyTransactions: Number(totals.acceptedBids) + Number(totals.recentInvestments),
    propertiesByCity: byCity.map((r) => ({ city: r.city, count: Number(r.count) })),
  };
}

/** Most URLs one sitemap file may hold (the sitemaps.org protocol). */
export const SITEMAP_URL_LIMIT = 50_000;

/** How many active listings there are, counted only up to `upTo` (enough to choose a sitemap's form). */
export async function countActiveUpTo({ db, upTo }: { db: Db; upTo: number }): Promise<number> {
  const capped = db.select({ one: sql`1` }).from(properties).where(eq(properties.status, 'active')).limit(upTo).as('capped');
  const [{ total }] = await db.select({ total: count() }).from(capped);
  return Number(total);
}

/**
 * Active listings for the sitemap, by id: every one (up to `limit`), or those of one sitemap page.
 * Page n holds the active listings with (n-1)·span < id ≤ n·span, so it never has more than `span`
 * of them and reading it is one range scan of the primary key however deep the page is (an OFFSET
 * would read every listing before it).
 */
export async function listActiveForSitemap({ db, limit, page }: {
  db: Db; limit?: number; page?: { n: number; span: number };
}): Promise<Array<{ id: number; updatedAt: Date }>> {
  const range = page ? and(gt(properties.id, (page.n - 1) * page.span), lte(properties.id, page.n * page.span)) : undefined;
  const query = db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .where(and(eq(properties.status, 'active'), range))
    .orderBy(asc(properties.id));
  return limit === undefined ? query : query.limit(limit);
}

/** The sitemap pages that hold at least one active listing: one primary-key probe per page. */
export async function sitemapPages({ db, span }: { db: Db; span: number }): Promise<number[]> {
  const [{ last }] = await db.select({ last: max(properties.id) }).from(properties).where(eq(properties.status, 'active'));
  if (last === null) return [];
  const rows = await db
    .select({ page: sql<number>`n` })
    .from(sql`generate_series(1, ${Math.ceil(last / span)}::int) as n`)
    .where(sql`exists (select 1 from ${properties} where ${properties.status} = 'active' and ${properties.id} > (n - 1) * ${span}::int and ${properties.id} <= n * ${span}::int)`)
    .orderBy(sql`n`);
  return rows.map((r) => Number(r.page));
}

/** An active listing for a shared link's preview, or null (never a hidden one). */
export async function findActiveProperty({ db, id }: { db: Db; id: number }): Promise<Property | null> {
  const [row] = await db.select().from(properties).where(and(eq(properties.id, id), eq(properties.status, 'active'))).limit(1);
  return row ?? null;
}
