import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { CreateBid } from '../../../shared/schemas/bid';
import { mayOpenListing, type Actor } from '../../auth/guards';
import type { Db, Tx } from '../../db/client';
import { properties, propertyBids, type PropertyBid } from '../../db/schema';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import type { Site } from '../mail/site';
import { notifyOfferPlaced } from '../notifications/events/offers';
import { findListing, PROPERTY_NOT_FOUND } from './bid';

// Placing an offer (docs/product.md#offers-bids): who may, on which listings, one pending offer per
// buyer per listing, and a repeated submit counted once.

export const OWN_PROPERTY = 'You cannot bid on your own property';
export const NOT_ACCEPTING = 'This property is not accepting offers';
export const NOT_FOR_SALE = 'This property is not for sale';
export const LICENCE_EXPIRED_OFFERS = "This listing's ad licence has expired: it is not taking offers";
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different bid';

/** Two identical submits this close together are one bid (double click, retried request). */
export const REPEAT_WINDOW_MS = 10_000;

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

async function findByKey(db: Db | Tx, bidderId: string, key: string) {
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
async function findRecentTwin(db: Db | Tx, bidderId: string, propertyId: number, input: CreateBid, now: Date) {
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

/** The stored bid this submit repeats, if any (same Idempotency-Key, or the same bid just now). */
async function findRepeat(db: Db | Tx, actor: Actor, propertyId: number, input: CreateBid, key: string, headerKey?: string) {
  const repeat =
    (await findByKey(db, actor.id, key)) ?? (headerKey ? undefined : await findRecentTwin(db, actor.id, propertyId, input, new Date()));
  if (repeat && headerKey) assertSameBid(repeat, propertyId, input);
  return repeat;
}

/**
 * Whether the listing's ad licence has run out, by the database's clock: from the instant it left
 * the search, it takes no offers (docs/product.md#ad-licence-and-deed).
 */
async function licenceRunOut(tx: Tx, propertyId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), lte(properties.adLicenseExpiresAt, sql`now()`)))
    .limit(1);
  return row !== undefined;
}

/**
 * Places a bid. Returns `created: false` with the original bid when this submit repeats one
 * already stored (same Idempotency-Key, or the same bid within REPEAT_WINDOW_MS). A new bid
 * replaces the bidder's pending one on the same listing, which becomes `withdrawn`.
 *
 * The listing's row is locked for the transaction: a bid and an accept on one listing take turns,
 * so no offer lands on a listing that has just gone under offer, and two submits of one buyer
 * cannot leave two pending offers. The owner is notified in the same transaction (a repeat is not
 * a new offer, and tells nobody).
 */
export async function placeBid(
  db: Db,
  {
    actor,
    site,
    propertyId,
    input,
    idempotencyKey,
  }: { actor: Actor; site: Site; propertyId: number; input: CreateBid; idempotencyKey?: string },
): Promise<{ bid: PropertyBid; created: boolean }> {
  const now = new Date();
  const key = bidIdempotencyKey(propertyId, input, idempotencyKey, now);

  // A replay answers with what the first request made, whatever has changed since.
  const replay = await findRepeat(db, actor, propertyId, input, key, idempotencyKey);
  if (replay) return { bid: replay, created: false };

  return db.transaction(async (tx) => {
    const listing = await findListing(tx, propertyId, { lock: true });
    if (!listing || !mayOpenListing(actor, listing)) throw notFound(PROPERTY_NOT_FOUND);
    if (listing.developerId === actor.id) throw forbidden(OWN_PROPERTY);
    if (listing.status !== 'active') throw conflict(NOT_ACCEPTING);
    if (await licenceRunOut(tx, propertyId)) throw conflict(LICENCE_EXPIRED_OFFERS);
    if (!listing.forSale) throw conflict(NOT_FOR_SALE);

    // The twin of a submit that was waiting for the lock behind this one's first attempt.
    const twin = await findRepeat(tx, actor, propertyId, input, key, idempotencyKey);
    if (twin) return { bid: twin, created: false };

    const replaced = await tx
      .update(propertyBids)
      .set({ status: 'withdrawn', updatedAt: now })
      .where(and(eq(propertyBids.propertyId, propertyId), eq(propertyBids.bidderId, actor.id), eq(propertyBids.status, 'pending')))
      .returning({ id: propertyBids.id });
    const [inserted] = await tx
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
      .returning();
    await notifyOfferPlaced(tx, site, { bidId: inserted.id, replaced: replaced.length > 0 });
    return { bid: inserted, created: true };
  });
}
