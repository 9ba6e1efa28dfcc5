import { useRef, useState } from 'react';
import type { BuyFilters } from './search-params';
import { useFilterDraft } from './use-filter-draft';
import { useSearchOnClose } from './use-search-on-close';

/**
 * A dialog holding a draft of the filters (the Advanced dialog, the phone's Filters sheet): each
 * opening starts from the search in force; it opens on itself, not on a field (a phone would raise
 * its keyboard); `close(value)` closes it and runs `onSearch(value)` once it has closed.
 */
export function useFilterDialog<T>(filters: BuyFilters, onSearch: (value: T) => void) {
  const [open, setOpen] = useState(false);
  const { draft, change, reset } = useFilterDraft(filters);
  const content = useRef<HTMLDivElement>(null);
  const { searchWhenClosed, closeAutoFocus } = useSearchOnClose(onSearch);
  return {
    open,
    draft,
    change,
    onOpenChange: (next: boolean) => {
      if (next) reset(filters);
      setOpen(next);
    },
    close: (value: T) => {
      searchWhenClosed(value);
      setOpen(false);
    },
    /** Spread on DialogContent. */
    contentProps: {
      ref: content,
      onOpenAutoFocus: (event: Event) => {
        event.preventDefault();
        content.current?.focus();
      },
      onCloseAutoFocus: closeAutoFocus,
    },
  };
}
