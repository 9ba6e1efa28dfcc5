import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, fetchClient } from '@client/lib/api-client';

// Recently viewed (docs/product.md#recently-viewed): the listing page notes each listing a signed-in
// user opens; their home page shows the last 12.

const LIST = '/api/recently-viewed';

/** My last opened listings, the last first, as cards. Pass whether signed in. */
export function useRecentlyViewed(enabled: boolean) {
  return api.useQuery('get', LIST, undefined, { enabled });
}

/**
 * The listing page, once per listing opened: notes the view (signed in only) and marks the home
 * page's row to be read again when next shown. A failure is nobody's concern: the listing shows.
 */
export function useNoteListingViewed(propertyId: number, signedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    fetchClient
      .PUT('/api/recently-viewed/{propertyId}', { params: { path: { propertyId } } })
      .then(() => queryClient.invalidateQueries({ queryKey: ['get', LIST], refetchType: 'none' }))
      .catch(() => undefined);
  }, [propertyId, signedIn, queryClient]);
}
