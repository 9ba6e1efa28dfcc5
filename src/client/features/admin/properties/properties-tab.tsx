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
import { useEntityMutations } from '../shared/entity-mutations';
import { AdminList, ConfirmDelete, Pager, RowActions, TabHeader, Thumbnail, useCrudState } from '../shared/admin-kit';
import { isolated, listOf } from '../shared/words';
import { WIDE_ONLY } from '../shared/columns';
import { countedUnder, LicenceFilterSelect, LicenceLine, nothingUnder, type LicenceFilter } from './licence-filter';
import { PropertyFormDialog } from './property-form-dialog';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { msg, ownWords, t } from '@client/lib/i18n';

// /admin → Properties (docs/product.md#admin-dashboard): every listing, any status, searchable, filtered by its ad licence
// (docs/product.md#ad-licence-and-deed) and paginated; the create/edit dialog and a confirmed delete. Changes refresh the public lists too (/buy, featured, statistics).

const PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 300;
const STATUS_VARIANT = { active: 'success', sold: 'secondary', pending: 'warning' } as const;
/** "Al Olaya, Riyadh": the names in the page's language (the demo data's neighbourhoods have theirs). */
const placeOf = (p: Property) => (p.neighborhood ? listOf([t(p.neighborhood), t(p.city)]) : t(p.city));

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
        created: msg('Property created successfully'),
        updated: msg('Property updated successfully'),
        deleted: msg('Property deleted successfully'),
        createFailed: msg('Failed to create property'),
        updateFailed: msg('Failed to update property'),
        deleteFailed: msg('Failed to delete property'),
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
        title={t('Properties')}
        description={
          list.data
            ? countedUnder(licence, `${formatNumber(list.data.total)}${list.data.totalCapped ? '+' : ''}`)
            : t('Every listing, in every status.')
        }
        createLabel={t('Create Property')}
        onCreate={crud.create}
      />

      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative w-full max-w-md">
          <Label htmlFor="admin-property-search" className="sr-only">
            {t('Search properties')}
          </Label>
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id="admin-property-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            maxLength={SEARCH_TEXT_MAX}
            placeholder={t('Search by title, city or neighborhood')}
            className="ps-9"
          />
        </div>
        <LicenceFilterSelect value={licence} onChange={setLicence} />
      </div>

      <AdminList
        pending={list.isPending}
        error={list.isError}
        errorMessage={t('Failed to load properties')}
        empty={
          list.data?.items.length === 0 ? (
            <EmptyState
              icon={<Home className="size-10 text-muted-foreground" aria-hidden />}
              title={t('No Properties')}
              message={
                q
                  ? t('Nothing matches “{query}”.', { query: isolated(q) })
                  : licence !== 'any'
                    ? nothingUnder(licence)
                    : t('Create the first listing with the Create Property button.')
              }
            />
          ) : null
        }
        label={t('Properties')}
        busy={list.isPlaceholderData}
        head={
          <>
            <TableHead>{t('Property')}</TableHead>
            <TableHead className={WIDE_ONLY}>{t('City')}</TableHead>
            <TableHead className={`${WIDE_ONLY} text-end`}>{t('Price')}</TableHead>
            <TableHead className={WIDE_ONLY}>{t('Status')}</TableHead>
            <TableHead className={WIDE_ONLY}>{t('Project')}</TableHead>
            <TableHead className="text-end">{t('Actions')}</TableHead>
          </>
        }
      >
        {list.data?.items.map((p) => (
          <TableRow key={p.id}>
            <TableCell>
              <div className="flex items-center gap-3 sm:min-w-56">
                <Thumbnail src={p.images[0]} icon={<Home className="size-5" />} />
                <div className="min-w-0 whitespace-normal">
                  <p className="font-medium" dir="auto">
                    {ownWords(p.title, p.titleAr)}
                  </p>
                  <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
                    {t(labelOf(p.propertyType))}
                    {p.forSale ? ` · ${t('For Sale')}` : ''}
                    {p.forRent ? ` · ${t('For Rent')}` : ''}
                    {p.featured ? (
                      <span className="inline-flex items-center gap-0.5 text-amber-800">
                        · <Star className="size-3 fill-current" aria-hidden /> {t('Featured')}
                      </span>
                    ) : null}
                  </p>
                  <LicenceLine expiresAt={p.adLicenseExpiresAt} className="mt-0.5" />
                  <p className="mt-1 text-xs text-muted-foreground sm:hidden">
                    <span className="font-medium text-foreground tabular-nums">{formatPrice(p.price, p.currency)}</span>
                    {` · ${placeOf(p)} · ${t(labelOf(p.status))}`}
                    {projectName(p.developmentProjectId) ? ` · ${isolated(projectName(p.developmentProjectId) ?? '')}` : ''}
                  </p>
                </div>
              </div>
            </TableCell>
            <TableCell className={WIDE_ONLY}>{placeOf(p)}</TableCell>
            <TableCell className={`${WIDE_ONLY} text-end whitespace-nowrap tabular-nums`}>{formatPrice(p.price, p.currency)}</TableCell>
            <TableCell className={WIDE_ONLY}>
              <Badge variant={STATUS_VARIANT[p.status]}>{t(labelOf(p.status))}</Badge>
            </TableCell>
            <TableCell className={`${WIDE_ONLY} text-sm`} dir="auto">
              {projectName(p.developmentProjectId) ?? '—'}
            </TableCell>
            <TableCell>
              <RowActions {...crud.rowProps(p, ownWords(p.title, p.titleAr))} />
            </TableCell>
          </TableRow>
        ))}
      </AdminList>
      <Pager page={page} pageCount={pageCount} onPage={setPage} label={t('Properties pages')} />

      <PropertyFormDialog item={crud.dialog.item} {...crud.formProps} />
      <ConfirmDelete title={t('Delete property?')} {...crud.confirmProps((p) => ownWords(p.title, p.titleAr))} />
    </section>
  );
}
