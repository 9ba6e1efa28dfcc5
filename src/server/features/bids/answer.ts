import { and, eq, ne } from 'drizzle-orm';
import { formatRiyadhDateTime } from '../../../shared/format';
import { ANOTHER_OFFER_ACCEPTED, type BidStatusUpdate } from '../../../shared/schemas/bid';
import { canManage, type Actor } from '../../auth/guards';
import type { Db } from '../../db/client';
import { properties, propertyBids, type PropertyBid } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Site } from '../mail/site';
import { notifyOfferWithdrawn, notifyOffersAnswered } from '../notifications/events/offers';
import { BID_NOT_FOUND, findListing } from './bid';

// Answering an offer (the owner) and withdrawing one (the bidder): docs/product.md#offers-bids.

export const LISTING_UNDER_OFFER = 'This property is already under offer: another offer was accepted';

const alreadyAnswered = (status: string) => conflict(`This bid has already been ${status}`);
const isExpired = (validUntil: Date | null, now: Date) => validUntil !== null && validUntil.getTime() <= now.getTime();

/**
 * PATCH /api/bids/{bidId}/status. The owner (or an admin) answers a pending bid once. Accepting is
 * one transaction: the bid becomes accepted, the listing goes under offer (`pending`), and every
 * other pending offer on it is rejected with a reason its bidder sees. The listing's row is locked
 * first, so of two offers accepted at once (two tabs), exactly one succeeds and the other gets 409;
 * an accept and a reject racing on one bid take turns the same way, and the bid's row is locked
 * against a withdraw racing either. Every bidder whose offer this answers is notified in it.
 */
export async function respondToBid(
  db: Db,
  { actor, site, bidId, input }: { actor: Actor; site: Site; bidId: number; input: BidStatusUpdate },
): Promise<PropertyBid> {
  const [found] = await db
    .select({ propertyId: propertyBids.propertyId, ownerId: properties.developerId })
    .from(propertyBids)
    .innerJoin(properties, eq(properties.id, propertyBids.propertyId))
    .where(eq(propertyBids.id, bidId))
    .limit(1);
  if (!found) throw notFound(BID_NOT_FOUND);
  if (!canManage(actor, found.ownerId)) throw forbidden('Only the property owner can accept or reject its bids');

  const accepting = input.status === 'accepted';
  return db.transaction(async (tx) => {
    const listing = await findListing(tx, found.propertyId, { lock: true });
    // The bid's row too: a withdraw racing this answer waits for it, or this waits and sees it withdrawn.
    const [bid] = await tx.select().from(propertyBids).where(eq(propertyBids.id, bidId)).limit(1).for('update');
    if (!listing || !bid) throw notFound(BID_NOT_FOUND);
    const now = new Date();
    if (bid.status !== 'pending') throw alreadyAnswered(bid.status);
    if (accepting && isExpired(bid.validUntil, now)) throw conflict(`This bid expired on ${formatRiyadhDateTime(bid.validUntil!)}`);
    if (accepting && listing.status !== 'active') throw conflict(LISTING_UNDER_OFFER);

    const [updated] = await tx
      .update(propertyBids)
      .set({ status: input.status, respondedAt: now, updatedAt: now })
      .where(eq(propertyBids.id, bidId))
      .returning();
    const answered = [updated.id];
    if (accepting) {
      await tx.update(properties).set({ status: 'pending', updatedAt: now }).where(eq(properties.id, listing.id));
      const others = await tx
        .update(propertyBids)
        .set({ status: 'rejected', rejectionReason: ANOTHER_OFFER_ACCEPTED, respondedAt: now, updatedAt: now })
        .where(and(eq(propertyBids.propertyId, listing.id), eq(propertyBids.status, 'pending'), ne(propertyBids.id, bidId)))
        .returning({ id: propertyBids.id });
      answered.push(...others.map((o) => o.id));
    }
    await notifyOffersAnswered(tx, site, { actorId: actor.id, bidIds: answered });
    return updated;
  });
}

/** POST /api/bids/{bidId}/withdraw: the bidder takes back their offer while it is pending; the owner is told. */
export async function withdrawBid(db: Db, { actor, site, bidId }: { actor: Actor; site: Site; bidId: number }): Promise<PropertyBid> {
  const [bid] = await db.select().from(propertyBids).where(eq(propertyBids.id, bidId)).limit(1);
  if (!bid) throw notFound(BID_NOT_FOUND);
  if (bid.bidderId !== actor.id) throw forbidden('Only the bidder can withdraw this offer');
  const now = new Date();
  const updated = await db.transaction(async (tx) => {
    // Conditional: an accept landing first wins, and this answers 409.
    const [row] = await tx
      .update(propertyBids)
      .set({ status: 'withdrawn', updatedAt: now })
      .where(and(eq(propertyBids.id, bidId), eq(propertyBids.status, 'pending')))
      .returning();
    if (row) await notifyOfferWithdrawn(tx, site, { bidId });
    return row;
  });
  if (updated) return updated;
  const [current] = await db.select({ status: propertyBids.status }).from(propertyBids).where(eq(propertyBids.id, bidId)).limit(1);
  throw alreadyAnswered(current?.status ?? bid.status);
}
