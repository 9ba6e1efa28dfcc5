import { MAX_ID } from '@shared/constants';
import { COMPARE_MAX } from '@client/lib/compare-selection';

// The listings a comparison link names (docs/product.md#compare): `?ids=12,45,77`. Anything that is
// not a listing number is named back to the reader; repeats count once; past the third, the rest
// are left out (and said to be).

export type CompareIds = {
  /** The listings to compare, in the link's order: at most COMPARE_MAX. */
  ids: number[];
  /** What the link held that is not a listing number ("abc", "-3"). */
  invalid: string[];
  /** Listings named after the third, not compared. */
  dropped: number[];
};

const LISTING_ID = /^[1-9]\d{0,9}$/;

export function parseCompareIds(param: string | null): CompareIds {
  const ids: number[] = [];
  const invalid: string[] = [];
  for (const raw of (param ?? '').split(',')) {
    const token = raw.trim();
    if (token === '') continue;
    if (LISTING_ID.test(token) && Number(token) <= MAX_ID) {
      if (!ids.includes(Number(token))) ids.push(Number(token));
    } else if (!invalid.includes(token)) invalid.push(token);
  }
  return { ids: ids.slice(0, COMPARE_MAX), invalid, dropped: ids.slice(COMPARE_MAX) };
}
