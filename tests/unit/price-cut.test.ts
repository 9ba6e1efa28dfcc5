import { describe, expect, it } from 'vitest';
import { PRICE_CUT_DAYS } from '../../src/shared/constants';
import { priceCutPercent } from '../../src/shared/price-cut';

// "Price reduced 8 %" on cards (docs/product.md#price-history-and-sold-prices): the whole cut in
// percent, shown from the day of the cut through its 30th day.

const DAY = 86_400_000;
const cutAt = new Date('2026-03-01T09:00:00Z');
const listing = { priceSar: '920000.00', priceReducedFromSar: '1000000.00', priceReducedAt: cutAt.toISOString() };
const after = (ms: number) => new Date(cutAt.getTime() + ms);

describe('priceCutPercent', () => {
  it('is the cut in whole percent of the price before it, rounded', () => {
    expect(priceCutPercent(listing, after(0))).toBe(8);
    expect(priceCutPercent({ ...listing, priceSar: '925000.00' }, after(DAY))).toBe(8); // 7.5 rounds up
    expect(priceCutPercent({ ...listing, priceSar: '926000.00' }, after(DAY))).toBe(7); // 7.4 rounds down
    expect(priceCutPercent({ ...listing, priceReducedAt: cutAt }, after(DAY))).toBe(8); // a Date as well as a string
  });

  it(`shows through the ${PRICE_CUT_DAYS}th day after the cut and not on the ${PRICE_CUT_DAYS + 1}st`, () => {
    expect(PRICE_CUT_DAYS).toBe(30);
    expect(priceCutPercent(listing, after(29 * DAY))).toBe(8); // its 30th day
    expect(priceCutPercent(listing, after(30 * DAY - 1))).toBe(8); // the last moment of it
    expect(priceCutPercent(listing, after(30 * DAY))).toBeNull(); // the 31st day begins
    expect(priceCutPercent(listing, after(31 * DAY))).toBeNull();
  });

  it('counts a cut read on a clock a little behind the server as made now', () => {
    expect(priceCutPercent(listing, after(-5_000))).toBe(8);
  });

  it('is null without a cut, for a price back up to the one before, and for a cut that rounds to nothing', () => {
    expect(priceCutPercent({ ...listing, priceReducedFromSar: null, priceReducedAt: null }, after(0))).toBeNull();
    expect(priceCutPercent({ ...listing, priceSar: '1000000.00' }, after(0))).toBeNull();
    expect(priceCutPercent({ ...listing, priceSar: '996000.00' }, after(0))).toBeNull(); // 0.4 %
    expect(priceCutPercent({ ...listing, priceSar: '995000.00' }, after(0))).toBe(1); // 0.5 %
  });
});
