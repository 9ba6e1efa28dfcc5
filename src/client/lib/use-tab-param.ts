import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * The selected tab of a page, kept in the URL as `?tab=` so reload, back and a shared link open
 * the same tab. Unknown values fall back to the first tab; the first tab is the bare URL.
 */
export function useTabParam<T extends string>(tabs: readonly T[]): [T, (tab: string) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(search).get('tab');
  const current = tabs.find((t) => t === requested) ?? tabs[0];
  const select = useCallback(
    (tab: string) => {
      const params = new URLSearchParams(search);
      if (tab === tabs[0]) params.delete('tab');
      else params.set('tab', tab);
      const query = params.toString();
      navigate(query ? `${location}?${query}` : location, { replace: true });
    },
    [search, location, navigate, tabs],
  );
  return [current, select];
}
