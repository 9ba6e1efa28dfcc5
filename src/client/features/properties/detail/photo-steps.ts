import { t } from '@client/lib/i18n';

// Moving through a listing's photos (the gallery and the full-screen viewer): one step at a time,
// round from the last to the first and back, and which photos to fetch on the way.

/** The photo `delta` steps from `index`, going round at either end. */
export function stepPhoto(index: number, delta: number, total: number): number {
  if (total < 1) return 0;
  return (((index + delta) % total) + total) % total;
}

/**
 * The step an arrow key asks for, the way the photos run: left to right, ArrowLeft the previous photo
 * and ArrowRight the next; right to left (an Arabic page), the other way round. Any other key none.
 */
export function arrowStep(key: string, direction: 'ltr' | 'rtl' = 'ltr'): -1 | 0 | 1 {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === back) return -1;
  if (key === forward) return 1;
  return 0;
}

/**
 * The photos fetched once `index` is shown: the ones fetched before, this one and its two
 * neighbours (round the ends too), so a swipe lands on a photo already there and the photos far
 * away cost a phone nothing until they come near.
 */
export function photosToLoad(index: number, total: number, before: ReadonlySet<number>): Set<number> {
  const next = new Set(before);
  if (total < 1) return next;
  for (const delta of [-1, 0, 1]) next.add(stepPhoto(index, delta, total));
  return next;
}

/** A photo's text alternative: "Villa in Al Malqa, image 2 of 12". */
export const photoAlt = (title: string, index: number, total: number) =>
  t('{title}, image {number} of {total}', { title, number: index + 1, total });
