import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PropertyStatus } from '@shared/constants';
import { api, dataOf, fetchClient, refresh, type ApiBody, type ApiSchema } from '@client/lib/api-client';
import { OWNER_LIST_PAGE_SIZE, pagedList, pagesOf } from '@client/lib/paged';

// My Listings (docs/product.md#my-listings): a seller's own listings with what waits on each, and
// what the seller does with one — edit it, mark it under offer or sold, re-open it, delete it.

export type OwnerListing = ApiSchema['OwnerListing'];
export type ListingUpdateBody = ApiBody<'/api/properties/{id}', 'put'>;

/** My listings, newest first, a page at a time. Pass whether to load them (a seller signed in). */
export function useOwnerListings(enabled: boolean) {
  const query = { pageSize: OWNER_LIST_PAGE_SIZE };
  return pagedList<OwnerListing>(
    api.useInfiniteQuery('get', '/api/owner/properties', { params: { query } }, { ...pagesOf<OwnerListing>(), enabled }),
  );
}

/** After a change to one of my listings: My Listings, the listing's page, the searches and every view of listings. */
function refreshMine(queryClient: QueryClient) {
  return refresh(
    queryClient,
    '/api/owner/properties',
    '/api/properties/{id}',
    '/api/properties',
    '/api/properties/map',
    '/api/properties/featured',
    '/api/stats',
    '/api/admin/properties',
    '/api/analytics',
  );
}

/**
 * Mark under offer (pending), sold (with what it sold for, if told), or active again. Also after a
 * failure: the list shows how things stand.
 */
export function useSetListingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, soldPrice }: { id: number; status: PropertyStatus; soldPrice?: string }) =>
      dataOf(
        fetchClient.PATCH('/api/properties/{id}/status', {
          params: { path: { id } },
          body: soldPrice ? { status, soldPrice } : { status },
        }),
      ),
    onSettled: () => refreshMine(queryClient),
  });
}

/** Save the edited listing (PUT: the fields sent replace the stored ones). */
export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ListingUpdateBody }) =>
      dataOf(fetchClient.PUT('/api/properties/{id}', { params: { path: { id } }, body })),
    onSuccess: () => refreshMine(queryClient),
  });
}

/** Delete the listing, its offers and inquiries with it. */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => dataOf(fetchClient.DELETE('/api/properties/{id}', { params: { path: { id } } })),
    onSettled: () => refreshMine(queryClient),
  });
}
