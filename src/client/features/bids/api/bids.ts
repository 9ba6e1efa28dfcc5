import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, dataOf, fetchClient, refresh, type ApiBody, type ApiSchema } from '@client/lib/api-client';
import { OWNER_LIST_PAGE_SIZE, pagedList, pagesOf } from '@client/lib/paged';

// Offers (docs/product.md#offers-bids): the ones I made, the ones on my listings (a page at a time),
// making one and answering one.

export type Bid = ApiSchema['Bid'];
export type MyBid = ApiSchema['MyBid'];
export type OwnerBid = ApiSchema['OwnerBid'];

/** The bids I placed, newest first, each with its property. Pass whether signed in. */
export function useMyBids(enabled: boolean) {
  return api.useQuery('get', '/api/user/bids', undefined, { enabled });
}

/** Bids on the properties I own, pending first, then amount descending. Pass whether to load them. */
export function useOwnerBids(enabled: boolean) {
  const query = { pageSize: OWNER_LIST_PAGE_SIZE };
  return pagedList<OwnerBid>(api.useInfiniteQuery('get', '/api/owner/bids', { params: { query } }, { ...pagesOf<OwnerBid>(), enabled }));
}

/** The bids on one of my listings, a page at a time, in the same order. */
export function usePropertyBids(propertyId: number) {
  const init = { params: { path: { id: propertyId }, query: { pageSize: OWNER_LIST_PAGE_SIZE } } };
  return pagedList<OwnerBid>(api.useInfiniteQuery('get', '/api/properties/{id}/bids', init, pagesOf<OwnerBid>()));
}

// An accept also puts the listing under offer: its page, search and My Listings change too.
const refreshBids = (queryClient: QueryClient) =>
  refresh(
    queryClient,
    '/api/owner/bids',
    '/api/user/bids',
    '/api/properties/{id}/bids',
    '/api/owner/properties',
    '/api/properties/{id}',
    '/api/properties',
  );

export type PlaceBidBody = ApiBody<'/api/properties/{id}/bids', 'post'>;

/** Make an offer with its Idempotency-Key (a repeat with the same key and body is recorded once); afterwards my bids refresh. */
export function usePlaceBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, body, idempotencyKey }: { propertyId: number; body: PlaceBidBody; idempotencyKey: string }) =>
      dataOf(
        fetchClient.POST('/api/properties/{id}/bids', {
          params: { path: { id: propertyId }, header: { 'idempotency-key': idempotencyKey } },
          body,
        }),
      ),
    onSuccess: () => refreshBids(queryClient),
  });
}

export interface RespondToBidVariables {
  bidId: number;
  status: 'accepted' | 'rejected';
}

/**
 * Accept or decline; afterwards the owner lists (and my own, in case I bid too) refresh. Also after a
 * failure: a 409 means the bid was answered elsewhere or lapsed, and the row should show how it stands.
 */
export function useRespondToBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bidId, status }: RespondToBidVariables) =>
      dataOf(fetchClient.PATCH('/api/bids/{bidId}/status', { params: { path: { bidId } }, body: { status } })),
    onSettled: () => refreshBids(queryClient),
  });
}

/** Take back my pending offer; afterwards the lists refresh (also after a 409: it was answered meanwhile). */
export function useWithdrawBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bidId: number) => dataOf(fetchClient.POST('/api/bids/{bidId}/withdraw', { params: { path: { bidId } } })),
    onSettled: () => refreshBids(queryClient),
  });
}
