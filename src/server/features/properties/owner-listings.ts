import { count, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Currency } from '../../../shared/constants';
import type { PageQuery } from '../../../shared/schemas/common';
import type { PropertyStatusUpdate } from '../../../shared/schemas/property-payload';
import { isSeller, type Actor } from '../../auth/guards';
import type { Db } from '../../db/client';
import { properties, propertyBids, propertyInquiries, type Property } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { listingChanged } from '../notifications/events/listings';
import { PROPERTY_NOT_FOUND } from './reads';
import type { SarRates } from '../../lib/sar';
import { withDeedCheck, assertLicenceToPublish } from './licence';
import { soldFigures } from './price-history';
import { loadForWrite, lockListing } from './writes';

// A seller's own listings (docs/product.md#my-listings): the list with what waits for an answer on
// each, and the status switch (Mark under offer, Mark sold, Re-open).

/**
 * A column named with its table. Drizzle leaves a column unqualified in a select from one table, and
 * inside a subquery an unqualified "id" or "status" would mean the subquery's own column.
 */
const qualified = (table: PgTable, column: PgColumn) => sql`${table}.${sql.identifier(column.name)}`;

/** Counts the rows of `table` for the listing of the row (a correlated subquery on its listing index) whose status is 'pending'. */
function pendingOn(table: typeof propertyBids | typeof propertyInquiries) {
  return sql<number>`(select count(*) from ${table}
    where ${qualified(table, table.propertyId)} = ${qualified(properties, properties.id)}
    and ${qualified(table, table.status)} = 'pending')::int`.mapWith(Number);
}

/**
 * The listing's latest accepted offer as `{ amount, currency }` (the amount as text, exactly), or null:
 * what Mark sold offers as the sold price (price-history.ts keeps the same offer when none is entered).
 */
const acceptedOffer = sql<{ amount: string; currency: Currency } | null>`(select json_build_object(
    'amount', ${qualified(propertyBids, propertyBids.bidAmount)}::text, 'currency', ${qualified(propertyBids, propertyBids.currency)})
  from ${propertyBids}
  where ${qualified(propertyBids, propertyBids.propertyId)} = ${qualified(properties, properties.id)}
    and ${qualified(propertyBids, propertyBids.status)} = 'accepted'
  order by ${qualified(propertyBids, propertyBids.respondedAt)} desc nulls last, ${qualified(propertyBids, propertyBids.id)} desc
  limit 1)`.mapWith((v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v));

/** What My Listings shows of each listing. */
const ownerListingColumns = {
  id: properties.id,
  title: properties.title,
  titleAr: properties.titleAr,
  price: properties.price,
  currency: properties.currency,
  propertyType: properties.propertyType,
  city: properties.city,
  neighborhood: properties.neighborhood,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  area: properties.area,
  images: properties.images,
  status: properties.status,
  featured: properties.featured,
  forSale: properties.forSale,
  forRent: properties.forRent,
  rentPeriod: properties.rentPeriod,
  rentPrice: properties.rentPrice,
  priceSar: properties.priceSar,
  yearlyRentSar: properties.yearlyRentSar,
  adLicenseExpiresAt: properties.adLicenseExpiresAt,
  soldPrice: properties.soldPrice,
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
  acceptedOffer,
  /** Offers waiting for the owner's answer. */
  pendingOffers: pendingOn(propertyBids),
  /** Inquiries the owner has not replied to. */
  unansweredInquiries: pendingOn(propertyInquiries),
};

/**
 * GET /api/owner/properties: the listings I own, every status, newest first, a page at a time (an
 * admin too sees only their own here). Seller powers come with the role: someone who is not a seller
 * (any more) gets an empty page (docs/product.md#a-former-developer).
 */
export async function listOwnerListings({ db, actor, query }: { db: Db; actor: Actor; query: PageQuery }) {
  const { page, pageSize } = query;
  if (!isSeller(actor)) return { items: [], total: 0, page, pageSize };
  const mine = eq(properties.developerId, actor.id);
  const [items, [{ total }]] = await Promise.all([
    db
      .select(ownerListingColumns)
      .from(properties)
      .where(mine)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(properties).where(mine),
  ]);
  return { items, total: Number(total), page, pageSize };
}

/**
 * PATCH /api/properties/{id}/status: the owner (while a developer) or an admin marks the listing
 * under offer (pending), sold, or active again. Another seller gets 403 (the listing is public
 * whatever its status); a withdrawn listing is missing to everyone but admins (404). Setting the
 * status it already has changes nothing.
 */
export async function setPropertyStatus({
  db,
  actor,
  id,
  input,
  rates,
  requireAdLicense,
}: {
  db: Db;
  actor: Actor;
  id: number;
  input: PropertyStatusUpdate;
  rates: SarRates;
  requireAdLicense: boolean;
}): Promise<Property> {
  const current = await loadForWrite(db, actor, id);
  if (current.status === input.status && input.soldPrice == null) return current;
  assertLicenceToPublish(requireAdLicense, { ...current, status: input.status });
  // Re-opening claims the listing's deed again: 409 if another active listing holds it meanwhile.
  const [row] = await withDeedCheck(db, { id, status: input.status, deedNumber: current.deedNumber }, () =>
    db.transaction(async (tx) => {
      const before = await lockListing(tx, id);
      const rows = await tx
        .update(properties)
        .set({ status: input.status, ...(await soldFigures(tx, current, input, rates)), updatedAt: new Date() })
        .where(eq(properties.id, id))
        .returning();
      if (rows[0] && before) await listingChanged(tx, before, rows[0]);
      return rows;
    }),
  );
  if (!row) throw notFound(PROPERTY_NOT_FOUND);
  return row;
}
