import crypto from 'node:crypto';
import { and, count, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { BidStatusUpdate, CreateBid } from '../../../shared/schemas/bid';
import type { PageQuery } from '../../../shared/schemas/common';
import { canManage, isSeller, type Actor } from '../../auth/guards';
import type { Db } from '../../db/client';
import { properties, propertyBids, users, type PropertyBid } from '../../db/schema';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';

// Rules of issue 4 for bids: who may bid, who may answer, and the one-way pending → accepted|rejected.

export const PROPERTY_NOT_FOUND = 'Property not found';
export const BID_NOT_FOUND = 'Bid not found';
export const OWN_PROPERTY = 'You cannot bid on your own property';
export const NOT_ACCEPTING = 'This property is not accepting offers';
export const NOT_FOR_SALE = 'This property is not for sale';
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different bid';

/** Two identical submits this close together are one bid (double click, retried request). */
export const REPEAT_WINDOW_MS = 10_000;

const bidColumns = {
  id: propertyBids.id,
  propertyId: propertyBids.propertyId,
  bidderId: propertyBids.bidderId,
  bidAmount: propertyBids.bidAmount,
  currency: propertyBids.currency,
  message: propertyBids.message,
  status: propertyBids.status,
  validUntil: propertyBids.validUntil,
  respondedAt: propertyBids.respondedAt,
  createdAt: propertyBids.createdAt,
  updatedAt: propertyBids.updatedAt,
};
const propertySummary = { id: properties.id, title: properties.title, price: properties.price };
const bidderSummary = { id: users.id, firstName: users.firstName, lastName: users.lastName };

/** The bid as the API shows it: everything but the idempotency key. */
export function toPublicBid(b: PropertyBid) {
  return {
    id: b.id,
    propertyId: b.propertyId,
    bidderId: b.bidderId,
    bidAmount: b.bidAmount,
    currency: b.currency,
    message: b.message,
    status: b.status,
    validUntil: b.validUntil,
    respondedAt: b.respondedAt,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
  };
}

/** Owner-side order (docs/product.md#offers-bids): pending first, then amount descending, then newest. */
const ownerOrder: SQL[] = [
  sql`(${propertyBids.status} = 'pending') desc`,
  desc(propertyBids.bidAmount),
  desc(propertyBids.createdAt),
  desc(propertyBids.id),
];

async function findProperty(db: Db, id: number) {
  const [p] = await db
    .select({ id: properties.id, developerId: properties.developerId, status: properties.status, forSale: properties.forSale })
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1);
  return p;
}

/**
 * The key that makes a repeated submit one bid: the client's `Idempotency-Key` if it sent one,
 * else a digest of the bid itself within a 10-second window. Prefixes keep the two kinds apart.
 */
export function bidIdempotencyKey(propertyId: number, input: CreateBid, headerKey: string | undefined, now: Date): string {
  if (headerKey) return `h:${headerKey}`;
  const parts = [
    propertyId,
    input.bidAmount,
    input.currency,
    input.message ?? null,
    input.validUntil ? input.validUntil.toISOString() : null,
    Math.floor(now.getTime() / REPEAT_WINDOW_MS),
  ];
  return `d:${crypto.createHash('sha256').update(JSON.stringify(parts)).digest('base64url')}`;
}

async function findByKey(db: Db, bidderId: string, key: string) {
  const [b] = await db
    .select()
    .from(propertyBids)
    .where(and(eq(propertyBids.bidderId, bidderId), eq(propertyBids.idempotencyKey, key)))
    .limit(1);
  return b;
}

/**
 * The same bid from the same bidder within the last REPEAT_WINDOW_MS: catches the two submits of a
 * double click that straddle a 10-second boundary (and so have different derived keys).
 */
async function findRecentTwin(db: Db, bidderId: string, propertyId: number, input: CreateBid, now: Date) {
  const [b] = await db
    .select()
    .from(propertyBids)
    .where(
      and(
        eq(propertyBids.bidderId, bidderId),
        eq(propertyBids.propertyId, propertyId),
        eq(propertyBids.bidAmount, input.bidAmount),
        eq(propertyBids.currency, input.currency),
        input.message ? eq(propertyBids.message, input.message) : isNull(propertyBids.message),
        input.validUntil ? eq(propertyBids.validUntil, input.validUntil) : isNull(propertyBids.validUntil),
        gt(propertyBids.createdAt, new Date(now.getTime() - REPEAT_WINDOW_MS)),
      ),
    )
    .orderBy(desc(propertyBids.createdAt))
    .limit(1);
  return b;
}

/**
 * A key sent again must come with the same bid, every field of it: a retry. Anything else is a key
 * reused for another bid, refused with 422 (as Stripe does) rather than answered with the first.
 */
function assertSameBid(existing: PropertyBid, propertyId: number, input: CreateBid): void {
  const same =
    existing.propertyId === propertyId &&
    existing.bidAmount === input.bidAmount &&
    existing.currency === input.currency &&
    (existing.message ?? undefined) === input.message &&
    (existing.validUntil?.getTime() ?? undefined) === input.validUntil?.getTime();
  if (!same) throw unprocessable(IDEMPOTENCY_KEY_REUSED);
}

/**
 * Places a bid. Returns `created: false` with the original bid when this submit repeats one
 * already stored (same Idempotency-Key, or the same bid within REPEAT_WINDOW_MS).
 */
export async function placeBid(
  db: Db,
  { actor, propertyId, input, idempotencyKey }: { actor: Actor; propertyId: number; input: CreateBid; idempotencyKey?: string },
): Promise<{ bid: PropertyBid; created: boolean }> {
  const now = new Date();
  const key = bidIdempotencyKey(propertyId, input, idempotencyKey, now);

  // A replay answers with what the first request made, whatever has changed since.
  const replay =
    (await findByKey(db, actor.id, key)) ?? (idempotencyKey ? undefined : await findRecentTwin(db, actor.id, propertyId, input, now));
  if (replay) {
    if (idempotencyKey) assertSameBid(replay, propertyId, input);
    return { bid: replay, created: false };
  }

  const property = await findProperty(db, propertyId);
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  if (property.developerId === actor.id) throw forbidden(OWN_PROPERTY);
  // A listing that is not active is hidden from everyone but its owner and admins (as on GET): to
  // anyone else it does not exist, so the answer must not tell that the id is taken.
  if (property.status !== 'active') throw actor.role === 'admin' ? conflict(NOT_ACCEPTING) : notFound(PROPERTY_NOT_FOUND);
  if (!property.forSale) throw conflict(NOT_FOR_SALE);

  // Two identical submits at once: the unique (bidder_id, idempotency_key) index lets one in.
  const [inserted] = await db
    .insert(propertyBids)
    .values({
      propertyId,
      bidderId: actor.id,
      bidAmount: input.bidAmount,
      currency: input.currency,
      message: input.message ?? null,
      status: 'pending',
      validUntil: input.validUntil ?? null,
      idempotencyKey: key,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [propertyBids.bidderId, propertyBids.idempotencyKey] })
    .returning();
  if (inserted) return { bid: inserted, created: true };

  const winner = await findByKey(db, actor.id, key);
  if (!winner) throw conflict('This bid could not be placed. Please try again.');
  if (idempotencyKey) assertSameBid(winner, propertyId, input);
  return { bid: winner, created: false };
}

/** One page of bids as an owner sees them (with the bidder, null once their account is deleted), in owner order. */
async function ownerBidPage(db: Db, where: SQL, { page, pageSize }: PageQuery) {
  const [items, [{ total }]] = await Promise.all([
    db
      .select({ ...bidColumns, property: propertySummary, bidder: bidderSummary })
      .from(propertyBids)
      .innerJoin(properties, eq(properties.id, propertyBids.propertyId))
      .leftJoin(users, eq(users.id, propertyBids.bidderId))
      .where(where)
      .orderBy(...ownerOrder)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(propertyBids).innerJoin(properties, eq(properties.id, propertyBids.propertyId)).where(where),
  ]);
  return { items, total: Number(total), page, pageSize };
}

/** GET /api/properties/{id}/bids: the owner's (or an admin's) view of one property's bids, a page at a time. */
export async function listPropertyBids(db: Db, { actor, propertyId, query }: { actor: Actor; propertyId: number; query: PageQuery }) {
  const property = await findProperty(db, propertyId);
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  if (!canManage(actor, property.developerId)) throw forbidden('Only the property owner can see its bids');
  return ownerBidPage(db, eq(propertyBids.propertyId, propertyId), query);
}

/** GET /api/user/bids: the bids I placed, newest first. */
export async function listMyBids(db: Db, { actor }: { actor: Actor }) {
  return db
    .select({ ...bidColumns, property: propertySummary })
    .from(propertyBids)
    .innerJoin(properties, eq(properties.id, propertyBids.propertyId))
    .where(eq(propertyBids.bidderId, actor.id))
    .orderBy(desc(propertyBids.createdAt), desc(propertyBids.id));
}

/**
 * GET /api/owner/bids: bids on the properties I own, a page at a time (admins too see only their own
 * here). Someone who is not a seller (any more) owns nothing as a seller: an empty list.
 */
export async function listOwnerBids(db: Db, { actor, query }: { actor: Actor; query: PageQuery }) {
  if (!isSeller(actor)) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  return ownerBidPage(db, eq(properties.developerId, actor.id), query);
}

/** "Jul 21, 2025, 3:00 PM GMT+3": the listing's own time zone, so every reader sees one answer. */
export function formatExpiry(d: Date): string {
  return d
    .toLocaleString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Riyadh',
      timeZoneName: 'short',
    })
    .replace(/\u202f/g, ' '); // newer ICU puts a narrow no-break space before AM/PM
}

const alreadyAnswered = (status: string) => conflict(`This bid has already been ${status}`);
const expired = (validUntil: Date) => conflict(`This bid expired on ${formatExpiry(validUntil)}`);
const isExpired = (validUntil: Date | null, now: Date) => validUntil !== null && validUntil.getTime() <= now.getTime();

/**
 * PATCH /api/bids/{bidId}/status. The owner (or an admin) answers a pending bid once. The change is
 * one conditional UPDATE (… WHERE status = 'pending' RETURNING): of an accept and a reject racing
 * on one bid, exactly one finds it pending; the other gets 409.
 */
export async function respondToBid(
  db: Db,
  { actor, bidId, input }: { actor: Actor; bidId: number; input: BidStatusUpdate },
): Promise<PropertyBid> {
  const [found] = await db
    .select({ bid: propertyBids, ownerId: properties.developerId })
    .from(propertyBids)
    .innerJoin(properties, eq(properties.id, propertyBids.propertyId))
    .where(eq(propertyBids.id, bidId))
    .limit(1);
  if (!found) throw notFound(BID_NOT_FOUND);
  if (!canManage(actor, found.ownerId)) throw forbidden('Only the property owner can accept or reject its bids');

  const now = new Date();
  const accepting = input.status === 'accepted';
  if (found.bid.status !== 'pending') throw alreadyAnswered(found.bid.status);
  if (accepting && isExpired(found.bid.validUntil, now)) throw expired(found.bid.validUntil!);

  const [updated] = await db
    .update(propertyBids)
    .set({ status: input.status, respondedAt: now, updatedAt: now })
    .where(
      and(
        eq(propertyBids.id, bidId),
        eq(propertyBids.status, 'pending'),
        accepting ? or(isNull(propertyBids.validUntil), gt(propertyBids.validUntil, now)) : undefined,
      ),
    )
    .returning();
  if (updated) return updated;

  // Lost a race: say what happened in between.
  const [current] = await db.select().from(propertyBids).where(eq(propertyBids.id, bidId)).limit(1);
  if (!current) throw notFound(BID_NOT_FOUND);
  if (current.status !== 'pending') throw alreadyAnswered(current.status);
  if (accepting && isExpired(current.validUntil, now)) throw expired(current.validUntil!);
  throw conflict('This bid changed while you were answering it. Please reload and try again.');
}
