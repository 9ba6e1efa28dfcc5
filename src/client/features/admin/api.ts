import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Analytics } from '@shared/schemas/analytics';
import type { AdminUserList, AdminUsersQuery, AdminUserUpdateInput, PublicUser } from '@shared/schemas/user';
import { apiRequest, throwIfNotOk, toQueryString } from '@client/lib/api';
import { CURRENT_USER_KEY } from '@client/lib/auth';

// The admin dashboard's own reads and writes (SPEC §7): analytics and user management.

export const ANALYTICS_KEY = ['/api/analytics'] as const;
/** Prefix of every admin users list (['/api/admin/users', query]). */
export const ADMIN_USERS_KEY = ['/api/admin/users'] as const;

/** GET /api/analytics (default query fn: GET on the key, throws on 401). */
export function useAnalytics() {
  return useQuery<Analytics>({ queryKey: ANALYTICS_KEY });
}

/** GET /api/admin/users?q=&role=&page=&pageSize= — the previous page stays on screen while the next loads. */
export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery<AdminUserList>({
    queryKey: [...ADMIN_USERS_KEY, query],
    queryFn: ({ signal }) =>
      fetch(`/api/admin/users${toQueryString(query)}`, { credentials: 'include', signal }).then(async (res) => {
        await throwIfNotOk(res);
        return (await res.json()) as AdminUserList;
      }),
    placeholderData: keepPreviousData,
  });
}

/** After a change to users, the lists, the role totals of the analytics and (for one's own row) the header refresh. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
      queryClient.invalidateQueries({ queryKey: ANALYTICS_KEY }),
      queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
    ]);
}

export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AdminUserUpdateInput }) => apiRequest<PublicUser>('PUT', `/api/admin/users/${encodeURIComponent(id)}`, input),
    onSuccess: refresh,
  });
}

export function useDeleteUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `/api/admin/users/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}
