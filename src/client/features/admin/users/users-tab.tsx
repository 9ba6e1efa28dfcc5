import { useEffect, useState } from 'react';
import { Pencil, Search, Trash2, UserRound } from 'lucide-react';
import { ROLES, SEARCH_TEXT_MAX, type Role } from '@shared/constants';
import { formatDate, formatNumber, lastEight } from '@shared/format';
import { EmptyState, ErrorCard } from '@client/components/page-states';
import { Badge, type BadgeProps } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { Skeleton } from '@client/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@client/components/ui/table';
import { displayName } from '@client/lib/auth';
import { useAdminUsers, type AdminUser } from '../api/users';
import { ROLE_NAMES, ROLE_PLURALS } from './roles';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { UserDeleteDialog } from './user-delete-dialog';
import { UserEditDialog } from './user-edit-dialog';
import { useUsersFilters, type RoleFilter } from './use-users-filters';
import { Pager } from '../shared/admin-kit';
import { t } from '@client/lib/i18n';
import { WIDE_ONLY } from '../shared/columns';

// The Users tab (docs/product.md#admin-dashboard): a count card per role, search on first name / last name / e-mail, a role
// filter, the table with edit and delete. Search and filter are the server's (GET /api/admin/users),
// and are kept in the address with the page.

const PAGE_SIZE = 20;

const ROLE_BADGE: Record<Role, BadgeProps['variant']> = { buyer: 'secondary', developer: 'default', investor: 'outline', admin: 'warning' };

function RoleCounts({ counts, loading }: { counts?: Record<Role, number>; loading: boolean }) {
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label={t('Users per role')}>
      {ROLES.map((role) => (
        <li key={role}>
          <Card className="gap-1 py-4" data-testid={`role-count-${role}`}>
            <CardContent className="px-4">
              <p className="text-sm font-medium text-muted-foreground">{t(ROLE_PLURALS[role])}</p>
              {loading || !counts ? (
                <Skeleton className="mt-1 h-8 w-12" />
              ) : (
                <p className="text-2xl font-bold tabular-nums" data-testid={`role-count-${role}-value`}>
                  {formatNumber(counts[role])}
                </p>
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** An e-mail address (left to right in either language) that, on a narrow screen, wraps after its @ rather than anywhere. */
function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@') + 1;
  return (
    <bdi dir="ltr">
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </bdi>
  );
}

function TableSkeleton() {
  return (
    <div className="grid gap-2" role="status" aria-label={t('Loading users')}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

export default function UsersTab({ currentUserId }: { currentUserId: string }) {
  const { q, role, page, change } = useUsersFilters();
  // What is typed reaches the address (and the server) after a pause.
  const [search, setSearch] = useState(q);
  const typed = useDebouncedValue(search.trim(), 300);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  useEffect(() => {
    if (typed !== q) change({ q: typed, page: 1 });
  }, [typed, q, change]);

  const users = useAdminUsers({ q: q || undefined, role: role === 'all' ? undefined : role, page, pageSize: PAGE_SIZE });
  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  // A page emptied by a deletion (or an old link): step back to the last page that has users.
  useEffect(() => {
    if (data && page > pages) change({ page: pages });
  }, [data, page, pages, change]);

  return (
    <div className="grid gap-6">
      <RoleCounts counts={data?.counts} loading={users.isLoading} />

      <Card className="gap-4">
        <CardContent className="grid gap-4 px-4 sm:px-6">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="grid flex-1 gap-2">
              <Label htmlFor="admin-users-search">{t('Search users')}</Label>
              <div className="relative">
                <Search
                  className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden
                />
                <Input
                  id="admin-users-search"
                  type="search"
                  placeholder={t('First name, last name or email')}
                  maxLength={SEARCH_TEXT_MAX}
                  className="ps-9"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </div>
            </div>
            <div className="grid gap-2 sm:w-48">
              <Label htmlFor="admin-users-role">{t('Role')}</Label>
              <Select value={role} onValueChange={(value) => change({ role: value as RoleFilter, page: 1 })}>
                <SelectTrigger id="admin-users-role">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="all">{t('All roles')}</SelectItem>
                  {ROLES.map((r) => (
                    <SelectItem key={r} value={r}>
                      {t(ROLE_NAMES[r])}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>

          {users.isLoading ? (
            <TableSkeleton />
          ) : users.isError || !data ? (
            <ErrorCard />
          ) : data.items.length === 0 ? (
            <EmptyState
              icon={<UserRound className="size-10 text-muted-foreground" aria-hidden />}
              title={t('No users found')}
              message={t('Try another search or role.')}
            />
          ) : (
            <>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('{n, plural, one {# user} other {# users}}', { n: data.total })}
                {users.isFetching ? ` · ${t('updating…')}` : ''}
              </p>
              {/* On a phone the e-mail, role and dates go under the name, so the actions stay on screen. */}
              <Table className="sm:min-w-[52rem]">
                <TableHeader>
                  <TableRow>
                    <TableHead scope="col">{t('Name')}</TableHead>
                    <TableHead scope="col" className={WIDE_ONLY}>
                      {t('Email')}
                    </TableHead>
                    <TableHead scope="col" className={WIDE_ONLY}>
                      {t('Role')}
                    </TableHead>
                    <TableHead scope="col" className={WIDE_ONLY}>
                      {t('Joined')}
                    </TableHead>
                    <TableHead scope="col" className={WIDE_ONLY}>
                      {t('Last Updated')}
                    </TableHead>
                    <TableHead scope="col" className="text-end">
                      {t('Actions')}
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.items.map((u) => {
                    const name = displayName(u) || '—';
                    const isSelf = u.id === currentUserId;
                    return (
                      <TableRow key={u.id} data-testid="admin-user-row">
                        <TableCell className="whitespace-normal">
                          <span className="block font-medium">
                            <bdi>{name}</bdi>
                            {isSelf ? <span className="font-normal text-muted-foreground"> {t('(you)')}</span> : null}
                          </span>
                          <span className="block font-mono text-xs text-muted-foreground" dir="ltr" title={u.id}>
                            <span className="sr-only">{t('ID ending')} </span>
                            <bdi dir="ltr">…{lastEight(u.id)}</bdi>
                          </span>
                          <span className="mt-1 grid gap-0.5 text-xs sm:hidden">
                            <span className="[overflow-wrap:anywhere]">
                              <EmailAddress address={u.email} />
                            </span>
                            <span className="text-muted-foreground">
                              {t('{role} · joined {date}', { role: t(ROLE_NAMES[u.role]), date: formatDate(u.createdAt) })}
                            </span>
                          </span>
                        </TableCell>
                        <TableCell className={`${WIDE_ONLY} break-all`}>
                          <bdi dir="ltr">{u.email}</bdi>
                        </TableCell>
                        <TableCell className={WIDE_ONLY}>
                          <Badge variant={ROLE_BADGE[u.role]}>{t(ROLE_NAMES[u.role])}</Badge>
                        </TableCell>
                        <TableCell className={`${WIDE_ONLY} whitespace-nowrap`}>{formatDate(u.createdAt)}</TableCell>
                        <TableCell className={`${WIDE_ONLY} whitespace-nowrap`}>{formatDate(u.updatedAt)}</TableCell>
                        <TableCell>
                          <div className="flex justify-end gap-1">
                            <Button variant="ghost" size="icon" aria-label={t('Edit {name}', { name })} onClick={() => setEditing(u)}>
                              <Pencil aria-hidden />
                            </Button>
                            {isSelf ? (
                              // No delete for one's own account; the gap keeps the Edit buttons in one column.
                              <span className="size-10" aria-hidden />
                            ) : (
                              <Button
                                variant="ghost"
                                size="icon"
                                className="text-destructive hover:text-destructive"
                                aria-label={t('Delete {name}', { name })}
                                onClick={() => setDeleting(u)}
                              >
                                <Trash2 aria-hidden />
                              </Button>
                            )}
                          </div>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
              <Pager page={page} pageCount={pages} onPage={(next) => change({ page: next })} label={t('Users pages')} />
            </>
          )}
        </CardContent>
      </Card>

      <UserEditDialog user={editing} isSelf={editing?.id === currentUserId} onOpenChange={(open) => !open && setEditing(null)} />
      <UserDeleteDialog user={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </div>
  );
}
