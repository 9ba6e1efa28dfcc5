import { and, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { MARKET_MIN_SAMPLE } from '../../../shared/constants';
import type { marketComparisonSchema } from '../../../shared/schemas/property';
import type { Db } from '../../db/client';
import { properties, type Property } from '../../db/schema';
import { onMarket } from './visibility';

// The fair-price check (docs/product.md#fair-price-check): a sale listing's price per m² (in SAR)
// against the median of comparable listings on the market — the same type in the same
// neighbourhood, or, with fewer than MARKET_MIN_SAMPLE there, in the same city; with fewer than that
// too, nothing. Computed in SQL (percentile_cont) from properties_active_sale_sqm_idx alone: every
// column the statement reads (the licence's expiry and the id among them) is a key of that partial
// index, so at a million listings it is an index-only scan of one type/city(/neighbourhood) range
// (scripts/bench/fair-price.ts).

export type MarketComparison = z.output<typeof marketComparisonSchema>;
type Scope = MarketComparison['scope'];

/** A listing asks a price the check can weigh while it is for sale: active, or under offer. */
const ASKING: ReadonlySet<Property['status']> = new Set(['active', 'pending']);

/** How the listing's price per m² compares with comparable listings on the market, or null. */
export async function marketComparisonFor(db: Db, row: Property): Promise<MarketComparison | null> {
  if (!ASKING.has(row.status) || row.pricePerSqmSar === null) return null;
  const neighborhood = row.neighborhood?.trim() ? row.neighborhood : null;
  if (neighborhood !== null) {
    const near = await compare(db, row, 'neighborhood', sql`lower(${properties.neighborhood}) = lower(${neighborhood})`);
    if (near) return near;
  }
  return compare(db, row, 'city');
}

/** The median over one scope, or null with fewer than MARKET_MIN_SAMPLE comparables (the listing itself left out). */
async function compare(db: Db, row: Property, scope: Scope, where?: SQL): Promise<MarketComparison | null> {
  const median = sql`round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ${properties.pricePerSqmSar})::numeric, 2)`;
  const [found] = await db
    .select({
      sampleSize: sql<number>`count(*)::int`,
      medianPricePerSqm: sql<string | null>`${median}::text`,
      // Against the median as shown (two decimals), in numeric: no binary-fraction rounding.
      differencePercent: sql<string | null>`round((${row.pricePerSqmSar}::numeric - ${median}) / nullif(${median}, 0) * 100, 1)::text`,
    })
    .from(properties)
    .where(
      and(
        onMarket(),
        isNotNull(properties.pricePerSqmSar),
        eq(properties.propertyType, row.propertyType),
        sql`lower(${properties.city}) = lower(${row.city})`,
        where,
        ne(properties.id, row.id),
      ),
    );
  if (!found || found.sampleSize < MARKET_MIN_SAMPLE || found.medianPricePerSqm === null || found.differencePercent === null) return null;
  return {
    medianPricePerSqm: found.medianPricePerSqm,
    sampleSize: found.sampleSize,
    scope,
    differencePercent: Number(found.differencePercent),
  };
}
