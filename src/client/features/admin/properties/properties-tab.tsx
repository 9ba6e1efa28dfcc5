import { SEARCH_TEXT_MAX } from '@shared/constants';
import { formatNumber } from '@shared/format';
import { useEffect, useState } from 'react';
import { Home, Search, Star } from 'lucide-react';
import { formatPrice } from '@shared/format';
import { EmptyState } from '@client/components/page-states';
import { labelOf } from '@client/components/property-form/select-field';
import { Badge } from '@client/components/ui/badge';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { TableCell, TableHead, TableRow } from '@client/components/ui/table';
import type { Property } from '@client/features/properties/api/listing';
import { propertyCalls, useAdminProperties, useProjects } from '../api/calls';
import { useEntityMutations } from '../api/entity-mutations';
import { AdminList, ConfirmDelete, Pager, RowActions, TabHeader, Thumbnail, useCrudState } from '../shared/admin-kit';
import { WIDE_ONLY } from '../shared/columns';
import { COUNTED_UNDER, LicenceFilterSelect, LicenceLine, NOTHING_UNDER, type LicenceFilter } from './licence-filter';
import { PropertyFormDialog } from './property-form-dialog';
import { useDebouncedValue } from '@client/lib/use-debounced-value';

// /admin → Properties (docs/product.md#admin-dashboard): every listing, any status, searchable, filtered by its ad licence
// (docs/product.md#ad-licence-and-deed) and paginated; the create/edit dialog and a confirmed delete. Changes refresh the public lists too (/buy, featured, statistics).

const PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 300;
const STATUS_VARIANT = { active: 'success', sold: 'secondary', pending: 'warning' } as const;
const placeOf = (p: Property) => (p.neighborhood ? `${p.neighborhood}, ${p.city}` : p.city);

export default function PropertiesTab() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [licence, setLicence] = useState<LicenceFilter>('any');
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [q, licence]);
  const list = useAdminProperties({ q, page, pageSize: PAGE_SIZE, ...(licence === 'any' ? {} : { licence }) });
  const projects = useProjects();
  const projectName = (id: number | null) => (id == null ? null : (projects.data?.find((p) => p.id === id)?.name ?? null));

  const crud = useCrudState(
    useEntityMutations({
      calls: propertyCalls,
      messages: {
        created: 'Property created successfully',
        updated: 'Property updated successfully',
        deleted: 'Property deleted successfully',
        createFailed: 'Failed to create property',
        updateFailed: 'Failed to update property',
        deleteFailed: 'Failed to delete property',
      },
    }),
  );

  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  // A delete can empty the last page: step back to the one that now is last.
  useEffect(() => {
    if (list.data && page > pageCount) setPage(pageCount);
  }, [list.data, page, pageCount]);

  return (
    <section aria-labelledby="properties-heading" className="space-y-6">
      <TabHeader
        id="properties-heading"
        title="Properties"
        description={
          list.data
            ? `${formatNumber(list.data.total)}${list.data.totalCapped ? '+' : ''} listings ${COUNTED_UNDER[licence]}.`
            : 'Every listing, in every status.'
        }
        createLabel="Create Property"
        onCreate={crud.create}
      />

      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative w-full max-w-md">
          <Label htmlFor="admin-property-search" className="sr-only">
            Search properties
          </Label>
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id="admin-property-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            maxLength={SEARCH_TEXT_MAX}
            placeholder="Search by title, city or neighborhood"
            className="ps-9"
          />
        </div>
        <LicenceFilterSelect value={licence} onChange={setLicence} />
      </div>

      <AdminList
        pending={list.isPending}
        error={list.isError}
        errorMessage="Failed to load properties"
        empty={
          list.data?.items.length === 0 ? (
            <EmptyState
              icon={<Home className="size-10 text-muted-foreground" aria-hidden />}
              title="No Properties"
              message={
                q
                  ? `Nothing matches “${q}”.`
                  : licence !== 'any'
                    ? NOTHING_UNDER[licence]
                    : 'Create the first listing with the Create Property button.'
              }
            />
          ) : null
        }
        label="Properties"
        busy={list.isPlaceholderData}
        head={
          <>
            <TableHead>Property</TableHead>
            <TableHead className={WIDE_ONLY}>City</TableHead>
            <TableHead className={`${WIDE_ONLY} text-end`}>Price</TableHead>
            <TableHead className={WIDE_ONLY}>Status</TableHead>
            <TableHead className={WIDE_ONLY}>Project</TableHead>
            <TableHead className="text-end">Actions</TableHead>
          </>
        }
      >
        {list.data?.items.map((p) => (
          <TableRow key={p.id}>
            <TableCell>
              <div className="flex items-center gap-3 sm:min-w-56">
                <Thumbnail src={p.images[0]} icon={<Home className="size-5" />} />
                <div className="min-w-0 whitespace-normal">
                  <p className="font-medium">{p.title}</p>
                  <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
                    {labelOf(p.propertyType)}
                    {p.forSale ? ' · For Sale' : ''}
                    {p.forRent ? ' · For Rent' : ''}
                    {p.featured ? (
                      <span className="inline-flex items-center gap-0.5 text-amber-800">
                        · <Star className="size-3 fill-current" aria-hidden /> Featured
                      </span>
                    ) : null}
                  </p>
                  <LicenceLine expiresAt={p.adLicenseExpiresAt} className="mt-0.5" />
                  <p className="mt-1 text-xs text-muted-foreground sm:hidden">
                    <span className="font-medium text-foreground tabular-nums">{formatPrice(p.price, p.currency)}</span>
                    {` · ${placeOf(p)} · ${labelOf(p.status)}`}
                    {projectName(p.developmentProjectId) ? ` · ${projectName(p.developmentProjectId)}` : ''}
                  </p>
                </div>
              </div>
            </TableCell>
            <TableCell className={WIDE_ONLY}>{placeOf(p)}</TableCell>
            <TableCell className={`${WIDE_ONLY} text-end whitespace-nowrap tabular-nums`}>{formatPrice(p.price, p.currency)}</TableCell>
            <TableCell className={WIDE_ONLY}>
              <Badge variant={STATUS_VARIANT[p.status]}>{labelOf(p.status)}</Badge>
            </TableCell>
            <TableCell className={`${WIDE_ONLY} text-sm`}>{projectName(p.developmentProjectId) ?? '—'}</TableCell>
            <TableCell>
              <RowActions {...crud.rowProps(p, p.title)} />
            </TableCell>
          </TableRow>
        ))}
      </AdminList>
      <Pager page={page} pageCount={pageCount} onPage={setPage} label="Properties pages" />

      <PropertyFormDialog item={crud.dialog.item} {...crud.formProps} />
      <ConfirmDelete title="Delete property?" {...crud.confirmProps((p) => p.title)} />
    </section>
  );
}
