import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '../../../shared/schemas/common';
import { canManage, isSeller, type Actor } from '../../auth/guards';
import type { Db } from '../../db/client';
import { properties, propertyBids, users } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { findListing, PROPERTY_NOT_FOUND } from './bid';

// The lists of offers: a listing's (its owner), the owner's across listings, and the bidder's own.

const bidColumns = {
  id: propertyBids.id,
  propertyId: propertyBids.propertyId,
  bidderId: propertyBids.bidderId,
  bidAmount: propertyBids.bidAmount,
  currency: propertyBids.currency,
  message: propertyBids.message,
  status: propertyBids.status,
  rejectionReason: propertyBids.rejectionReason,
  validUntil: propertyBids.validUntil,
  respondedAt: propertyBids.respondedAt,
  createdAt: propertyBids.createdAt,
  updatedAt: propertyBids.updatedAt,
};
const propertySummary = { id: properties.id, title: properties.title, titleAr: properties.titleAr, price: properties.price };
const bidderSummary = { id: users.id, firstName: users.firstName, lastName: users.lastName };

/** Owner-side order (docs/product.md#offers-bids): pending first, then amount descending, then newest. */
const ownerOrder: SQL[] = [
  sql`(${propertyBids.status} = 'pending') desc`,
  desc(propertyBids.bidAmount),
  desc(propertyBids.createdAt),
  desc(propertyBids.id),
];

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
  const listing = await findListing(db, propertyId);
  if (!listing) throw notFound(PROPERTY_NOT_FOUND);
  if (!canManage(actor, listing.developerId)) throw forbidden('Only the property owner can see its bids');
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
