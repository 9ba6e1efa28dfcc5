import { useQueries } from '@tanstack/react-query';
import { api, ApiError, type ApiSchema } from '@client/lib/api-client';

// The listings of a comparison: one GET /api/properties/{id} each, in parallel, under the same cache
// keys as a listing's page (properties/api/listing.ts useProperty), so a listing just seen loads at once.

export type ComparedProperty = ApiSchema['Property'];

export type ComparedListingState =
  | { id: number; state: 'loading' }
  | { id: number; state: 'loaded'; property: ComparedProperty }
  /** No such listing, or withdrawn (the API answers 404 to anyone but admins). */
  | { id: number; state: 'missing' }
  | { id: number; state: 'failed'; retry: () => void };

export function useComparedListings(ids: number[]): ComparedListingState[] {
  const results = useQueries({
    queries: ids.map((id) => api.queryOptions('get', '/api/properties/{id}', { params: { path: { id } } })),
  });
  return ids.map((id, i): ComparedListingState => {
    const result = results[i];
    if (result.data) return { id, state: 'loaded', property: result.data };
    if (result.error instanceof ApiError && result.error.status === 404) return { id, state: 'missing' };
    if (result.isError) return { id, state: 'failed', retry: () => void result.refetch() };
    return { id, state: 'loading' };
  });
}
