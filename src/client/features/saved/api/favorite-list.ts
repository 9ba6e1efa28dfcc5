import { api } from '@client/lib/api-client';
import { pagedList, pagesOf } from '@client/lib/paged';
import type { Favorite } from './favorites';

// The Saved page's favourites (docs/product.md#favourites): apart from api/favorites.ts, which every
// listing card's heart loads, the landing page's included.

/** The Saved page shows this many favourites at a time. */
export const FAVORITES_PAGE_SIZE = 12;

/** My favourites, the last saved first, a page at a time ("Show more"). */
export function useFavoriteList() {
  const init = { params: { query: { pageSize: FAVORITES_PAGE_SIZE } } };
  return pagedList<Favorite>(api.useInfiniteQuery('get', '/api/favorites', init, pagesOf<Favorite>()));
}
