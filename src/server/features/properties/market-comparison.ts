import type { z } from 'zod';
import type { marketComparisonSchema } from '../../../shared/schemas/property';
import type { Db } from '../../db/client';
import type { Property } from '../../db/schema';

// The fair-price check (docs/product.md#trust). OWNED BY THE FAIR-PRICE HELPER: the body below is
// the foundation's first cut.

export type MarketComparison = z.output<typeof marketComparisonSchema>;

/** How the listing's price per m² compares with comparable listings on the market, or null. */
export async function marketComparisonFor(_db: Db, _row: Property): Promise<MarketComparison | null> {
  return null;
}
