import { useSyncExternalStore } from 'react';

// The listings ticked for comparison (docs/product.md#compare): up to 3, kept in this tab's
// sessionStorage so the ticks survive moving between pages (and a reload). Only what every listing
// card needs is here, as small as it goes (the landing page's JavaScript budget is tight): the tray,
// the comparison page and their words load apart (features/compare), once something is ticked.

export const COMPARE_MAX = 3;

export type ComparedListing = { id: number; title: string };
export type CompareSelection = {
  listings: ComparedListing[];
  /** Ticks refused since the last change (a fourth listing): the tray says why, anew each time. */
  refused: number;
};

const KEY = 'manzil:compare';
const listeners = new Set<() => void>();

function read(): ComparedListing[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.slice(0, COMPARE_MAX) : [];
  } catch {
    return [];
  }
}

let selection: CompareSelection = { listings: read(), refused: 0 };

export function setCompareSelection(next: CompareSelection): void {
  selection = next;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next.listings));
  } catch {
    // Storage refused: the ticks last for this page only.
  }
  for (const listener of listeners) listener();
}

export const compareSelection = (): CompareSelection => selection;

export function useCompareSelection(): CompareSelection {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    compareSelection,
    compareSelection,
  );
}

/** Ticks or unticks a listing; a fourth tick is refused (the tray says why). */
export function toggleCompared(listing: ComparedListing): void {
  const { listings, refused } = selection;
  setCompareSelection(
    listings.some((l) => l.id === listing.id)
      ? { listings: listings.filter((l) => l.id !== listing.id), refused: 0 }
      : listings.length < COMPARE_MAX
        ? { listings: [...listings, listing], refused: 0 }
        : { listings, refused: refused + 1 },
  );
}
