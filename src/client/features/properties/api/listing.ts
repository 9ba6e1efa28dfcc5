import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, dataOf, fetchClient, refresh, type ApiBody, type ApiSchema } from '@client/lib/api-client';

// One listing, the featured ones, the market statistics, and listing a property: the calls every
// page that shows or writes listings shares.

export type Property = ApiSchema['Property'];
/** A listing as its page shows it: with its price history, days on market, licence state and fair-price check. */
export type PropertyDetail = ApiSchema['PropertyDetail'];
export type MarketStats = ApiSchema['MarketStats'];

/** One listing; idle (never fetched) when the id is not a positive whole number. */
export function useProperty(id: string) {
  const valid = /^[1-9]\d{0,9}$/.test(id);
  return api.useQuery('get', '/api/properties/{id}', { params: { path: { id: valid ? Number(id) : 0 } } }, { enabled: valid });
}

export function useFeaturedProperties() {
  return api.useQuery('get', '/api/properties/featured');
}

export function useMarketStats() {
  return api.useQuery('get', '/api/stats');
}

/** After any change to listings: the searches, the featured ones, a listing's page, My Listings, the statistics and the admin views. */
export function refreshListings(queryClient: QueryClient) {
  return refresh(
    queryClient,
    '/api/properties',
    '/api/properties/map',
    '/api/properties/featured',
    '/api/properties/{id}',
    '/api/owner/properties',
    '/api/stats',
    '/api/admin/properties',
    '/api/analytics',
  );
}

export type ListingBody = ApiBody<'/api/properties', 'post'>;

/** A seller lists a property; the searches, the featured listings and the statistics refresh. */
export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ListingBody) => dataOf(fetchClient.POST('/api/properties', { body })),
    onSuccess: () => refreshListings(queryClient),
  });
}
