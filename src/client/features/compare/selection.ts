import { COMPARE_MAX, compareSelection, setCompareSelection } from '@client/lib/compare-selection';

// What the tray and the comparison page do with the ticks (lib/compare-selection.ts keeps them).

export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_MAX} listings: remove one first.`;

/** The comparison page of these listings: `/compare?ids=12,45,77`. */
export const compareHref = (ids: number[]): string => `/compare?ids=${ids.join(',')}`;

/** Unticks a listing (nothing when it is not ticked). */
export function removeCompared(id: number): void {
  const { listings } = compareSelection();
  if (listings.some((l) => l.id === id)) setCompareSelection({ listings: listings.filter((l) => l.id !== id), refused: 0 });
}
