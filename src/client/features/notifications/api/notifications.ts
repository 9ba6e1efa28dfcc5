import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isUnauthorized, type ApiSchema } from '@client/lib/api-client';
import { CURRENT_USER_PATH } from '@client/lib/auth';

// The bell and the unread badges (docs/product.md#notifications). One query, the latest ten with
// the unread counts, feeds the bell and the badges on My Bids and Messages; it is polled every
// minute while the tab is visible, and refreshed after the user marks anything read
// (notification-actions.ts). This module is the header's, in every page's first load: keep it small.

export type Notification = ApiSchema['Notification'];
export type NotificationArea = keyof ApiSchema['UnreadNotifications']['unread'];

/** The bell lists the latest ten. */
export const BELL_SIZE = 10;
export const POLL_INTERVAL_MS = 60_000;

const latest = api.queryOptions('get', '/api/notifications', { params: { query: { pageSize: BELL_SIZE } } });
const currentUserKey = api.queryOptions('get', CURRENT_USER_PATH).queryKey;

/**
 * The latest notifications and what is unread, polled while the tab is visible (TanStack pauses the
 * poll in a hidden tab). A poll that finds the session ended says "signed out" to the header quietly,
 * rather than sending a reader of a public page to the sign-in page. Pass whether signed in.
 */
export function useLatestNotifications(enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: latest.queryKey,
    queryFn: async (context) => {
      try {
        return await latest.queryFn(context);
      } catch (error) {
        if (!isUnauthorized(error)) throw error;
        queryClient.setQueryData(currentUserKey, null);
        return null;
      }
    },
    enabled,
    refetchInterval: POLL_INTERVAL_MS,
  });
}
