import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf, fetchClient, refresh, type ApiBody, type ApiPath } from '@client/lib/api-client';
import { pagedList, pagesOf } from '@client/lib/paged';
import { useLatestNotifications, type Notification, type NotificationArea } from './notifications';

// Reading notifications (docs/product.md#notifications): the /notifications page's list, marking read,
// and the pages that read their area as they open. Loaded with those pages and the bell, not with
// the header.

export type MarkReadBody = ApiBody<'/api/notifications/read', 'post'>;

/** The /notifications page shows twenty at a time. */
export const PAGE_SIZE = 20;

/** All my notifications, or the unread ones, a page at a time (the /notifications page). */
export function useNotificationList(unreadOnly: boolean) {
  const init = { params: { query: { pageSize: PAGE_SIZE, ...(unreadOnly ? { unread: 'true' as const } : {}) } } };
  return pagedList<Notification>(api.useInfiniteQuery('get', '/api/notifications', init, pagesOf<Notification>()));
}

/** Mark some read (`{ ids }`, `{ all: true }` or `{ area }`); the bell, the badges and the list refresh before it settles. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkReadBody) => dataOf(fetchClient.POST('/api/notifications/read', { body })),
    onSuccess: () => refresh(queryClient, '/api/notifications'),
  });
}

/** The lists each area's notifications are about: stale once one of them arrives. */
const AREA_LISTS: Record<NotificationArea, ApiPath[]> = {
  offers: ['/api/user/bids', '/api/owner/bids', '/api/properties/{id}/bids'],
  messages: ['/api/user/inquiries', '/api/owner/inquiries', '/api/inquiries/{id}'],
};

/**
 * On an area's page (My Bids, Messages): its unread notifications are marked read as it opens, and
 * again as the poll brings new ones while it is open; its lists are refreshed then, since they hold
 * what those notifications announced. Pass whether signed in.
 */
export function useMarkAreaRead(area: NotificationArea, enabled: boolean) {
  const queryClient = useQueryClient();
  const unread = useLatestNotifications(enabled).data?.unread[area] ?? 0;
  const { mutate } = useMarkNotificationsRead();
  // One request at a time, and once for a StrictMode double effect.
  const sending = useRef(false);
  useEffect(() => {
    if (!enabled || unread === 0 || sending.current) return;
    sending.current = true;
    mutate(
      { area },
      {
        onSuccess: () => void refresh(queryClient, ...AREA_LISTS[area]),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }, [enabled, unread, area, mutate, queryClient]);
}
