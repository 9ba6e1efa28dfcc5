import { compareSelection, setCompareSelection } from '@client/lib/compare-selection';
import { msg } from '@client/lib/i18n';

// What the tray and the comparison page do with the ticks (lib/compare-selection.ts keeps them).

/** Why a fourth tick was refused (COMPARE_MAX is 3); translate it where it is shown. */
export const COMPARE_FULL_MESSAGE = msg('You can compare up to 3 listings: remove one first.');

/** The comparison page of these listings: `/compare?ids=12,45,77`. */
export const compareHref = (ids: number[]): string => `/compare?ids=${ids.join(',')}`;

/** Unticks a listing (nothing when it is not ticked). */
export function removeCompared(id: number): void {
  const { listings } = compareSelection();
  if (listings.some((l) => l.id === id)) setCompareSelection({ listings: listings.filter((l) => l.id !== id), refused: 0 });
}
