import { useInfiniteQuery } from '@tanstack/react-query';
import { throwIfNotOk, toQueryString } from '../api';

// A server list that comes a page at a time ({ items, total, page, pageSize }), shown as one growing
// list with "Show more". The query key is the list's URL path, as for the other reads, so the same
// invalidations refresh it (every page loaded so far is fetched again).

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PagedList<T> {
  items: T[];
  /** Every item on every page (null until the first page arrives). */
  total: number | null;
  isLoading: boolean;
  isError: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
}

export const OWNER_LIST_PAGE_SIZE = 20;

export function usePagedList<T>(key: readonly string[], { enabled = true, pageSize = OWNER_LIST_PAGE_SIZE } = {}): PagedList<T> {
  const query = useInfiniteQuery({
    queryKey: key,
    enabled,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<Page<T>> => {
      const res = await fetch(`${key.join('/')}${toQueryString({ page: pageParam, pageSize })}`, { credentials: 'include', signal });
      await throwIfNotOk(res);
      return (await res.json()) as Page<T>;
    },
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
  const pages = query.data?.pages ?? [];
  return {
    items: pages.flatMap((p) => p.items),
    total: pages.length > 0 ? pages[pages.length - 1].total : null,
    isLoading: query.isLoading,
    isError: query.isError,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
