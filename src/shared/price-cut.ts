import { PRICE_CUT_DAYS } from './constants';

// "Price reduced 8 %" on a card (docs/product.md#price-history-and-sold-prices). The server keeps
// the price before a cut and when it was made (migration 0009's trigger); whether it is still news
// depends on the day it is read, so the reader works it out. Kept apart from the schemas: the
// landing page's cards load it.

const DAY_MS = 86_400_000;

/** What the figure is read from: a listing, a search result or a card. */
export type PriceCutFields = {
  priceSar: string;
  priceReducedFromSar: string | null;
  priceReducedAt: string | Date | null;
};

/**
 * The cut in whole percent (rounded) of the price before it, while the cut is less than
 * PRICE_CUT_DAYS old (the day of the cut is its first day, the 30th its last, as the trigger counts);
 * null when there is no cut, it is older, or it rounds to nothing.
 */
export function priceCutPercent(listing: PriceCutFields, now: Date = new Date()): number | null {
  const { priceReducedFromSar: from, priceReducedAt: at } = listing;
  if (from === null || at === null) return null;
  const age = now.getTime() - new Date(at).getTime();
  // A cut a moment "in the future" is one made just now, read on a clock a little behind the server's.
  if (age >= PRICE_CUT_DAYS * DAY_MS) return null;
  const before = Number(from);
  const after = Number(listing.priceSar);
  if (!(before > 0) || !(after < before)) return null;
  const percent = Math.round(((before - after) / before) * 100);
  return percent > 0 ? percent : null;
}
