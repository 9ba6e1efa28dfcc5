import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Currency } from '../../../shared/constants';
import { fromHalalas, toHalalas } from '../../../shared/money';
import type { Db, Tx } from '../../db/client';
import { propertyBids, propertyPriceChanges, type Property } from '../../db/schema';
import { toSar, type SarRates } from '../../lib/sar';

// Every price a listing asks, how long it has been on the market, and what it sold for
// (docs/product.md#price-history-and-sold-prices). The history is written by the database itself
// (migration 0009's triggers: a row at listing and at each change of price, rent or currency, and
// the "price reduced" columns), whoever writes the listing.

const DAY_MS = 86_400_000;

/** The listing's prices, oldest first. */
export async function priceHistoryOf(db: Db, propertyId: number) {
  return db
    .select({
      price: propertyPriceChanges.price,
      rentPrice: propertyPriceChanges.rentPrice,
      currency: propertyPriceChanges.currency,
      priceSar: propertyPriceChanges.priceSar,
      changedAt: propertyPriceChanges.changedAt,
    })
    .from(propertyPriceChanges)
    .where(eq(propertyPriceChanges.propertyId, propertyId))
    .orderBy(asc(propertyPriceChanges.changedAt), asc(propertyPriceChanges.id));
}

/** Whole days on the market: from listing to now, or to the sale for a sold listing. */
export function daysOnMarket(row: Pick<Property, 'createdAt' | 'soldAt' | 'status'>, now = new Date()): number {
  const end = row.status === 'sold' && row.soldAt ? row.soldAt : now;
  return Math.max(0, Math.floor((end.getTime() - row.createdAt.getTime()) / DAY_MS));
}

/**
 * `amount` of `from` in `to`, through SAR, rounded half up to the cent in exact integer arithmetic.
 * toSar of 10,000 units is the rate times 10,000 to the halala, exact for the six decimals a rate may have.
 */
export function convertAmount(amount: string, from: Currency, to: Currency, rates: SarRates): string {
  if (from === to) return amount;
  const sarHalalas = toHalalas(toSar(amount, from, rates));
  const rateMicros = toHalalas(toSar('10000', to, rates)); // the rate × 1,000,000
  return fromHalalas((sarHalalas * 1_000_000n * 2n + rateMicros) / (2n * rateMicros));
}

/**
 * What the listing's accepted offer (the latest, if it was re-opened and accepted again) sold it for:
 * in the listing's currency, and in SAR from the offer's own amount (exact when the currencies differ).
 */
async function acceptedOfferFigures(tx: Tx, listing: Pick<Property, 'id' | 'currency'>, rates: SarRates) {
  const [bid] = await tx
    .select({ amount: propertyBids.bidAmount, currency: propertyBids.currency })
    .from(propertyBids)
    .where(and(eq(propertyBids.propertyId, listing.id), eq(propertyBids.status, 'accepted')))
    .orderBy(sql`${propertyBids.respondedAt} desc nulls last`, desc(propertyBids.id))
    .limit(1);
  if (!bid) return { soldPrice: null, soldPriceSar: null };
  return {
    soldPrice: convertAmount(bid.amount, bid.currency, listing.currency, rates),
    soldPriceSar: toSar(bid.amount, bid.currency, rates),
  };
}

/**
 * The sold columns a status change sets: marking sold keeps what it sold for (`soldPrice` given, else
 * the accepted offer's amount, else nothing) in the listing's currency and in SAR, and when; a sold
 * listing marked sold again with a new price keeps its sale date. Any other status clears them.
 */
export async function soldFigures(
  tx: Tx,
  current: Property,
  input: { status: Property['status']; soldPrice?: string | null },
  rates: SarRates,
): Promise<Pick<Property, 'soldPrice' | 'soldPriceSar' | 'soldAt'>> {
  if (input.status !== 'sold') return { soldPrice: null, soldPriceSar: null, soldAt: null };
  const soldAt = current.status === 'sold' && current.soldAt ? current.soldAt : new Date();
  if (input.soldPrice != null) return { soldPrice: input.soldPrice, soldPriceSar: toSar(input.soldPrice, current.currency, rates), soldAt };
  return { ...(await acceptedOfferFigures(tx, current, rates)), soldAt };
}
