import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, errorMessage, fetchClient, isUnauthorized, refresh, type ApiSchema } from '@client/lib/api-client';
import { handleUnauthorized } from '@client/lib/auth';
import { t } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';
import { favoriteTitle, takePendingFavorite, type FavoriteListing } from './pending-favorite';

// Favourites (docs/product.md#favourites): the ids of every listing I keep (one request, whatever the
// number of hearts on screen) and the heart's toggle, shown at once and undone if the server refuses.
// Loaded with the signed-in heart (components/favorite-heart.tsx), never by a signed-out visit.

export type Favorite = ApiSchema['Favorite'];
export type { FavoriteListing };

const IDS = '/api/favorites/ids';
/** The Saved page's list (api/favorite-list.ts). */
const LIST = '/api/favorites';
const idsQuery = api.queryOptions('get', IDS);
type Ids = ApiSchema['FavoriteIds'];

/** The ids of the listings I keep, as a set; idle while signed out. */
export function useFavoriteIds(signedIn: boolean) {
  const queryClient = useQueryClient();
  // A heart clicked while signed out: kept once the visitor has signed in and come back.
  useEffect(() => {
    if (!signedIn) return;
    const pending = takePendingFavorite();
    if (pending) void setFavorite(queryClient, pending, true, { announce: true });
  }, [signedIn, queryClient]);
  return api.useQuery('get', IDS, undefined, { enabled: signedIn, select: toSet });
}

const toSet = (data: Ids) => new Set(data.ids);

/** Toggles sent and not yet answered: the ids are read again from the server once the last one lands. */
let togglesInFlight = 0;

/**
 * Keeps (`save`) or drops a listing: the heart changes at once, and back if the server refuses.
 * Once no other toggle is on its way, the ids are read again: a read that started before this write
 * (another heart mounting, the first load after signing in) could otherwise leave the old state on
 * screen, and a read between two quick clicks could undo the second.
 */
export async function setFavorite(
  queryClient: QueryClient,
  listing: FavoriteListing,
  save: boolean,
  { announce = false }: { announce?: boolean } = {},
): Promise<void> {
  const path = { params: { path: { propertyId: listing.id } } };
  await queryClient.cancelQueries({ queryKey: idsQuery.queryKey });
  const before = queryClient.getQueryData<Ids>(idsQuery.queryKey);
  if (before) {
    const others = before.ids.filter((id) => id !== listing.id);
    queryClient.setQueryData<Ids>(idsQuery.queryKey, { ids: save ? [listing.id, ...others] : others });
  }
  togglesInFlight += 1;
  try {
    await (save ? fetchClient.PUT('/api/favorites/{propertyId}', path) : fetchClient.DELETE('/api/favorites/{propertyId}', path));
    if (announce) toast({ title: t('Saved'), description: t('{title} is in your Saved listings.', { title: favoriteTitle(listing) }) });
  } catch (error) {
    if (before) queryClient.setQueryData(idsQuery.queryKey, before);
    if (isUnauthorized(error)) handleUnauthorized();
    else
      toast({
        title: save ? t('Could not save') : t('Could not remove'),
        description: errorMessage(error, t('Please try again.')),
        variant: 'destructive',
      });
  } finally {
    togglesInFlight -= 1;
    // A read on its way since before the write is cancelled by this one.
    if (togglesInFlight === 0) void refresh(queryClient, IDS);
    // The Saved page's list is read again when next shown, not now: a card un-hearted there stays
    // (its heart empty) so a slip can be undone with a second click.
    void queryClient.invalidateQueries({ queryKey: ['get', LIST], refetchType: 'none' });
  }
}

/** The signed-in heart's click: keeps the listing, or drops it when `saved`. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return (listing: FavoriteListing, saved: boolean) => setFavorite(queryClient, listing, !saved);
}
