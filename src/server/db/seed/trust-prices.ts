// The demo's price history, price cuts and sold prices (docs/product.md#price-history-and-sold-prices):
// some listings changed their price over the months before today, a few were cut in the last 30
// days (their cards say "Price reduced 8 %"), and the sold ones keep what they sold for. The history
// rows are written with their past dates (the triggers would date them all now, the seed's one
// transaction); the listings' prices stay as planned, the last of each history.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { convertAmount } from '../../features/properties/price-history';
import { toSar } from '../../lib/sar';
import type { Db } from '../client';
import { properties, propertyBids, propertyPriceChanges, type Property } from '../schema';
import { FACTORY_SAR_RATES } from './factories';
import { DAY, HOUR } from './plan';

/** Listings with a past of prices: each step is the price before the next, as a share of today's price (above 1: later cut). */
const PASTS: number[][] = [[1.1, 1.05], [0.95], [1.08], [1.12, 1.15, 1.06], [1.04]];
/** Recent cuts, in percent of the price before: each listing's cut is `days` ago. */
const RECENT_CUTS = [
  { percent: 8, days: 6 },
  { percent: 5, days: 12 },
  { percent: 10, days: 3 },
  { percent: 12, days: 20 },
  { percent: 6, days: 27 },
  { percent: 4, days: 9 },
];
/** A listing's price before a change, rounded as people price (to the thousand; a monthly rent to the hundred). */
function roundedPrice(price: string, share: number): string {
  const unit = Number(price) >= 100_000 ? 1_000 : 100;
  return `${Math.round((Number(price) * share) / unit) * unit}.00`;
}

type Listing = Pick<Property, 'id' | 'price' | 'rentPrice' | 'currency' | 'status' | 'featured' | 'forSale' | 'createdAt' | 'updatedAt'>;

/** Replaces the listing's history (its one row, at listing) with these prices at these dates; the last is today's price. */
async function writeHistory(db: Db, listing: Listing, steps: { price: string; at: Date }[]) {
  await db.delete(propertyPriceChanges).where(eq(propertyPriceChanges.propertyId, listing.id));
  await db.insert(propertyPriceChanges).values(
    steps.map(({ price, at }) => ({
      propertyId: listing.id,
      price,
      rentPrice: listing.rentPrice,
      currency: listing.currency,
      priceSar: toSar(price, listing.currency, FACTORY_SAR_RATES),
      changedAt: at,
    })),
  );
}

/** `n` dates spread evenly after `from` and before `to`. */
const spread = (from: Date, to: Date, n: number) =>
  Array.from({ length: n }, (_, i) => new Date(from.getTime() + ((to.getTime() - from.getTime()) * (i + 1)) / (n + 1)));

/** Gives demo listings a past of prices and the sold ones their sold prices; answers counts for the seed's log line. */
export async function seedPriceHistory(db: Db, now = new Date()): Promise<Record<string, number>> {
  const listings: Listing[] = await db
    .select({
      id: properties.id,
      price: properties.price,
      rentPrice: properties.rentPrice,
      currency: properties.currency,
      status: properties.status,
      featured: properties.featured,
      forSale: properties.forSale,
      createdAt: properties.createdAt,
      updatedAt: properties.updatedAt,
    })
    .from(properties)
    .orderBy(asc(properties.id));
  const listedBefore = (l: Listing, days: number) => l.createdAt.getTime() < now.getTime() - days * DAY;

  // Recent cuts on active listings for sale: the featured ones first, so the landing page shows some.
  const cutCandidates = listings
    .filter((l) => l.status === 'active' && l.forSale && listedBefore(l, 35))
    .sort((a, b) => Number(b.featured) - Number(a.featured) || a.id - b.id);
  const cut = new Set<number>();
  for (const [i, { percent, days }] of RECENT_CUTS.entries()) {
    const listing = cutCandidates[i * 2];
    if (!listing) break;
    cut.add(listing.id);
    const at = new Date(now.getTime() - days * DAY - 5 * HOUR);
    const before = roundedPrice(listing.price, 100 / (100 - percent));
    await writeHistory(db, listing, [
      { price: before, at: listing.createdAt },
      { price: listing.price, at },
    ]);
    await db
      .update(properties)
      .set({ priceReducedFromSar: toSar(before, listing.currency, FACTORY_SAR_RATES), priceReducedAt: at })
      .where(eq(properties.id, listing.id));
  }

  // Older pasts: every third listing listed long enough ago, its changes before the last month.
  const withPast = listings.filter((l) => !cut.has(l.id) && listedBefore(l, 45)).filter((_, i) => i % 3 === 0);
  for (const [i, listing] of withPast.entries()) {
    const shares = PASTS[i % PASTS.length];
    const end = listing.status === 'active' ? new Date(now.getTime() - 31 * DAY) : listing.updatedAt;
    const dates = spread(listing.createdAt, end, shares.length);
    await writeHistory(db, listing, [
      { price: roundedPrice(listing.price, shares[0]), at: listing.createdAt },
      ...shares.slice(1).map((share, k) => ({ price: roundedPrice(listing.price, share), at: dates[k] })),
      { price: listing.price, at: dates[shares.length - 1] },
    ]);
  }

  // Sold listings: the accepted offer's amount, on the later of the answer and the listing's last change.
  let sold = 0;
  for (const listing of listings.filter((l) => l.status === 'sold')) {
    const [offer] = await db
      .select({ amount: propertyBids.bidAmount, currency: propertyBids.currency, respondedAt: propertyBids.respondedAt })
      .from(propertyBids)
      .where(and(eq(propertyBids.propertyId, listing.id), eq(propertyBids.status, 'accepted')))
      .orderBy(sql`${propertyBids.respondedAt} desc nulls last`, desc(propertyBids.id))
      .limit(1);
    if (!offer) continue;
    const soldPrice = convertAmount(offer.amount, offer.currency, listing.currency, FACTORY_SAR_RATES);
    const soldAt = new Date(Math.max(listing.updatedAt.getTime(), offer.respondedAt?.getTime() ?? 0));
    await db
      .update(properties)
      .set({ soldPrice, soldPriceSar: toSar(offer.amount, offer.currency, FACTORY_SAR_RATES), soldAt, updatedAt: soldAt })
      .where(eq(properties.id, listing.id));
    sold++;
  }
  return { 'listings with a price history': withPast.length + cut.size, 'recent price cuts': cut.size, 'sold prices': sold };
}
