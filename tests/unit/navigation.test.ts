import { describe, expect, it } from 'vitest';
import { cameFrom, entryOf, isWellInView } from '../../src/client/lib/navigation';

// Page-level focus and scroll (docs/product.md#pages): the decisions that do not need a browser.

describe('"Back to …" links', () => {
  it('go back in history only to an entry opened from the page they name', () => {
    expect(cameFrom('/buy?forSale=true&forRent=false&city=Riyadh&page=2', '/buy')).toBe(true);
    expect(cameFrom('/buy', '/buy')).toBe(true);
    expect(cameFrom('/buyers', '/buy')).toBe(false);
    expect(cameFrom('/properties/5?tab=bids', '/buy')).toBe(false);
    expect(cameFrom(null, '/buy')).toBe(false);
  });

  it("read the app's own mark on a history entry, and nothing else", () => {
    expect(entryOf({ manzilEntry: { id: 'a1', from: '/buy' }, other: 1 })).toEqual({ id: 'a1', from: '/buy' });
    expect(entryOf(null)).toBeNull();
    expect(entryOf({ manzilEntry: 'a1' })).toBeNull();
    expect(entryOf('state')).toBeNull();
  });
});

describe('a heading is well in view', () => {
  // A 812 px screen whose sticky header and search bar cover the top 144 px.
  it('below the sticky bars and in the upper three quarters of the screen', () => {
    expect(isWellInView(150, 180, 144, 812)).toBe(true);
    expect(isWellInView(500, 530, 144, 812)).toBe(true);
  });

  it('not under the sticky bars, above the screen, or low on it', () => {
    expect(isWellInView(100, 130, 144, 812)).toBe(false);
    expect(isWellInView(-2000, -1970, 144, 812)).toBe(false);
    expect(isWellInView(700, 730, 144, 812)).toBe(false);
  });
});
