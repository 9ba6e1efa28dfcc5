import { useState } from 'react';
import { draftOf, type FilterDraft } from './search-draft';
import type { BuyFilters } from './search-params';

/** A change of the draft: some fields, or a step from the draft as it is (a band, a mode, a clear). */
export type DraftChange = (patch: Partial<FilterDraft> | ((draft: FilterDraft) => FilterDraft)) => void;

/** A search form's draft, starting from `filters`; `reset` starts it again from other filters. */
export function useFilterDraft(filters: BuyFilters) {
  const [draft, setDraft] = useState(() => draftOf(filters));
  const change: DraftChange = (patch) => setDraft((d) => (typeof patch === 'function' ? patch(d) : { ...d, ...patch }));
  const reset = (next: BuyFilters) => setDraft(draftOf(next));
  return { draft, change, reset };
}
