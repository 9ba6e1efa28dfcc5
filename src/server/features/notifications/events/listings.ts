import { toHalalas } from '../../../../shared/money';
import type { Db, Tx } from '../../../db/client';
import type { Property } from '../../../db/schema';
import { enqueueJob } from '../../../jobs/queue';

// The listing events that bring buyers back (docs/product.md#alerts): a listing comes on the market
// (new, re-opened, any status change to active, or an expired ad licence renewed) or its price drops. Every write of a listing's status
// or price calls `listingChanged` inside its own transaction, so the alert job exists exactly when
// the change does; the job (src/server/features/saved-searches/alerts.ts) finds the saved searches
// the listing matches and tells their owners, and on a price drop its favouriters.

export const LISTING_ALERT_JOB = 'alerts.listing';

/** What changed: 'listed', or a price drop of the sale price or (a rent-only listing) the yearly rent, in SAR. */
export type ListingAlert =
  { propertyId: number; event: 'listed' } | { propertyId: number; event: 'price'; basis: 'sale' | 'rent'; from: string; to: string };

/** What the events read of a listing, before and after a write. */
export type ListingFacts = Pick<Property, 'id' | 'status' | 'forSale' | 'forRent' | 'priceSar' | 'yearlyRentSar' | 'adLicenseExpiresAt'>;

/** Active, with no ad licence or one in force (docs/product.md#trust): what the search finds. */
const onMarket = (l: ListingFacts, now: Date) =>
  l.status === 'active' && (l.adLicenseExpiresAt === null || l.adLicenseExpiresAt.getTime() > now.getTime());

const lower = (a: string | null, b: string | null) => a !== null && b !== null && toHalalas(a) < toHalalas(b);

/**
 * The price drop of a write, if any: a listing for sale before and after whose price in SAR fell; a
 * rent-only listing (still for rent) whose rent for a year in SAR fell.
 */
function priceDrop(before: ListingFacts, after: ListingFacts): Extract<ListingAlert, { event: 'price' }> | null {
  if (before.forSale && after.forSale && lower(after.priceSar, before.priceSar))
    return { propertyId: after.id, event: 'price', basis: 'sale', from: before.priceSar, to: after.priceSar };
  if (!after.forSale && after.forRent && before.forRent && lower(after.yearlyRentSar, before.yearlyRentSar))
    return { propertyId: after.id, event: 'price', basis: 'rent', from: before.yearlyRentSar!, to: after.yearlyRentSar! };
  return null;
}

/** The alert a write causes: listed when it leaves the listing on the market and it was not (or is new), else a price drop of a listing on it. */
export function alertFor(before: ListingFacts | null, after: ListingFacts, now = new Date()): ListingAlert | null {
  if (!onMarket(after, now)) return null;
  if (!before || !onMarket(before, now)) return { propertyId: after.id, event: 'listed' };
  return priceDrop(before, after);
}

/** Call in the transaction of any write of a listing's status or price: queues its alert, if it has one. */
export async function listingChanged(tx: Db | Tx, before: ListingFacts | null, after: ListingFacts): Promise<void> {
  const alert = alertFor(before, after);
  if (alert) await enqueueJob(tx, { kind: LISTING_ALERT_JOB, payload: alert });
}
