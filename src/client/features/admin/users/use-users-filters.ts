import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ROLES, type Role } from '@shared/constants';

// The Users tab's search, role filter and page live in the address (?tab=users&q=noura&role=buyer&page=2),
// so a reload, Back to the dashboard or a shared link shows the same list (docs/product.md#admin-dashboard).

export type RoleFilter = Role | 'all';
type UsersFilters = { q: string; role: RoleFilter; page: number };

export function parseUsersFilters(search: string): UsersFilters {
  const params = new URLSearchParams(search);
  const role = params.get('role') ?? '';
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    role: (ROLES as readonly string[]).includes(role) ? (role as Role) : 'all',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The filters in force, and `change`, which writes some of them to the address (in place: no new history entry). */
export function useUsersFilters() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const change = useCallback(
    (patch: Partial<UsersFilters>) => {
      const params = new URLSearchParams(search);
      const put = (key: string, value: string, none: string) => (value === none ? params.delete(key) : params.set(key, value));
      if (patch.q !== undefined) put('q', patch.q, '');
      if (patch.role !== undefined) put('role', patch.role, 'all');
      if (patch.page !== undefined) put('page', String(patch.page), '1');
      const query = params.toString();
      navigate(query ? `${location}?${query}` : location, { replace: true });
    },
    [search, location, navigate],
  );
  return { ...parseUsersFilters(search), change };
}
