import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { propertyPriceChanges, type Property } from '../../db/schema';
import type { SarRates } from '../../lib/sar';

// Every price a listing asks (docs/product.md#trust). The history is written by the database itself
// (migration 0009's triggers: a row at listing and at each change of price, rent or currency, and
// the "price reduced" columns), whoever writes the listing. OWNED BY THE PRICE-HISTORY HELPER.

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
  return Math.max(0, Math.floor((end.getTime() - row.createdAt.getTime()) / 86_400_000));
}

/**
 * The sold columns a status change sets: marking sold keeps what it sold for (`soldPrice` given, else
 * the accepted offer's amount) in the listing's currency and in SAR, and when; any other status clears them.
 */
export async function soldFigures(
  _tx: Tx,
  _current: Property,
  input: { status: Property['status']; soldPrice?: string | null },
  _rates: SarRates,
): Promise<Pick<Property, 'soldPrice' | 'soldPriceSar' | 'soldAt'>> {
  if (input.status !== 'sold') return { soldPrice: null, soldPriceSar: null, soldAt: null };
  return { soldPrice: input.soldPrice ?? null, soldPriceSar: null, soldAt: new Date() };
}
