import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf, fetchClient, keepLastPage, refresh, type ApiBody, type ApiSchema } from '@client/lib/api-client';
import type { paths } from '@client/lib/api-types';
import { CURRENT_USER_PATH } from '@client/lib/auth';

// The admin's users: the list with its search and role filter, an edit, a deletion.

export type AdminUserList = ApiSchema['UserList'];
export type AdminUser = ApiSchema['User'];
export type AdminUsersQuery = NonNullable<paths['/api/admin/users']['get']['parameters']['query']>;
export type AdminUserUpdate = ApiBody<'/api/admin/users/{id}', 'put'>;

/** The previous page stays on screen while the next loads. */
export function useAdminUsers(query: AdminUsersQuery) {
  return api.useQuery('get', '/api/admin/users', { params: { query } }, keepLastPage);
}

/** After a change to users, the lists, the role totals of the analytics and (for one's own row) the header refresh. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => refresh(queryClient, '/api/admin/users', '/api/analytics', CURRENT_USER_PATH);
}

export function useUpdateUser() {
  const onSuccess = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AdminUserUpdate }) =>
      dataOf(fetchClient.PUT('/api/admin/users/{id}', { params: { path: { id } }, body: input })),
    onSuccess,
  });
}

export function useDeleteUser() {
  const onSuccess = useRefreshUsers();
  return useMutation({
    mutationFn: (id: string) => dataOf(fetchClient.DELETE('/api/admin/users/{id}', { params: { path: { id } } })),
    onSuccess,
  });
}
