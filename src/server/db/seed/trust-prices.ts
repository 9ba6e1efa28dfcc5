// The demo's price history, price cuts and sold prices (docs/product.md#trust). OWNED BY THE PRICE-HISTORY HELPER.
import type { Db } from '../client';

/** Gives demo listings a past of prices and the sold ones their sold prices; answers counts for the seed's log line. */
export async function seedPriceHistory(_db: Db): Promise<Record<string, number>> {
  return {};
}
