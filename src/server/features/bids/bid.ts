import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { properties, type PropertyBid } from '../../db/schema';

// What the bids modules share: the bid as the API shows it, the messages, and the listing lookup.

export const PROPERTY_NOT_FOUND = 'Property not found';
export const BID_NOT_FOUND = 'Bid not found';

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
    rejectionReason: b.rejectionReason,
    validUntil: b.validUntil,
    respondedAt: b.respondedAt,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
  };
}

const listingColumns = { id: properties.id, developerId: properties.developerId, status: properties.status, forSale: properties.forSale };

/** The listing a bid is on, as the rules need it; `lock` holds its row until the transaction ends. */
export async function findListing(db: Db | Tx, id: number, { lock = false } = {}) {
  const query = db.select(listingColumns).from(properties).where(eq(properties.id, id)).limit(1);
  const [p] = lock ? await query.for('update') : await query;
  return p;
}
