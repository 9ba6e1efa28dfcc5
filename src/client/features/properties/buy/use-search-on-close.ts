import { useRef } from 'react';

/**
 * A search chosen in a dialog (Apply Filters, "Show {n} properties") runs once the dialog has closed,
 * in place of Radix's return of focus to the button that opened it: the page then moves focus to the
 * results. (Run while the dialog is open, the move would be undone by the dialog's focus trap.)
 * Closed any other way (Cancel, Escape), the dialog returns focus to its button as usual.
 */
export function useSearchOnClose<T>(onSearch: (value: T) => void) {
  const chosen = useRef<{ value: T } | null>(null);
  return {
    searchWhenClosed: (value: T) => {
      chosen.current = { value };
    },
    closeAutoFocus: (event: Event) => {
      const search = chosen.current;
      chosen.current = null;
      if (!search) return;
      event.preventDefault();
      onSearch(search.value);
    },
  };
}
