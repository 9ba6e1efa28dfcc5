// A server list that comes a page at a time ({ items, total, page, pageSize }), shown as one growing
// list with "Show more" (components/show-more.tsx).

export const OWNER_LIST_PAGE_SIZE = 20;

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

/** The options of an infinite query over `page`: the first page, then the next while there are more. */
export const pagesOf = <T>() => ({
  pageParamName: 'page',
  initialPageParam: 1,
  getNextPageParam: (last: Page<T>) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
});

/** What of an infinite query over pages the list needs. */
interface PagesQuery<T> {
  data?: { pages: Page<T>[] };
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The loaded pages as one list. */
export function pagedList<T>(query: PagesQuery<T>): PagedList<T> {
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
