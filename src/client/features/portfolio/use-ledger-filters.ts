import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ledgerFilterSchema } from '@shared/schemas/portfolio';
import type { LedgerFilter } from './api/portfolio';

// The ledger's filters live in the address (/portfolio?type=distribution&from=2026-01-01&to=2026-06-30),
// so a reload or a shared link shows the same movements; the export link takes the same ones.

/** What the address says, as the fields show it. */
type LedgerFilterFields = { type: string; from: string; to: string };
const FIELDS = ['type', 'from', 'to'] as const;

/**
 * The filters in force: the fields as written, the filter to ask the server for (null while a field is
 * refused, with the server's own messages in `errors`), and `change`, which writes fields to the
 * address (in place: no new history entry).
 */
export function useLedgerFilters() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const state = useMemo(() => {
    const params = new URLSearchParams(search);
    const fields: LedgerFilterFields = { type: params.get('type') ?? '', from: params.get('from') ?? '', to: params.get('to') ?? '' };
    const parsed = ledgerFilterSchema.safeParse(fields);
    const errors: Partial<Record<keyof LedgerFilterFields, string>> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path[0] as keyof LedgerFilterFields] ??= issue.message;
    const filter: LedgerFilter | null = parsed.success ? parsed.data : null;
    return { fields, filter, errors, filtered: FIELDS.some((f) => fields[f] !== '') };
  }, [search]);
  const change = useCallback(
    (patch: Partial<LedgerFilterFields>) => {
      const params = new URLSearchParams(search);
      for (const [key, value] of Object.entries(patch)) {
        if (value) params.set(key, value);
        else params.delete(key);
      }
      const query = params.toString();
      navigate(query ? `${location}?${query}` : location, { replace: true });
    },
    [search, location, navigate],
  );
  const clear = useCallback(() => change({ type: '', from: '', to: '' }), [change]);
  return { ...state, change, clear };
}
