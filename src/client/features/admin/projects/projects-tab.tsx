import { Building } from 'lucide-react';
import { formatDate, formatNumber } from '@shared/format';
import { EmptyState } from '@client/components/page-states';
import { labelOf } from '@client/components/property-form/select-field';
import { Badge } from '@client/components/ui/badge';
import { TableCell, TableHead, TableRow } from '@client/components/ui/table';
import { projectCalls, useProjects, type Project } from '../api/calls';
import { useEntityMutations } from '../shared/entity-mutations';
import { AdminList, ConfirmDelete, RowActions, TabHeader, Thumbnail, useCrudState } from '../shared/admin-kit';
import { WIDE_ONLY } from '../shared/columns';
import { ProjectFormDialog } from './project-form-dialog';
import { msg, t } from '@client/lib/i18n';

// /admin → Development Projects (docs/product.md#admin-dashboard): the list, the create/edit dialog and a confirmed delete.

const STATUS_VARIANT = { planning: 'outline', under_construction: 'warning', completed: 'success' } as const;

/** "120 / 480" (completed of total), or a dash when the total is not known. */
const unitsOf = (p: Project) => (p.totalUnits == null ? '—' : `${formatNumber(p.completedUnits)} / ${formatNumber(p.totalUnits)}`);

export default function ProjectsTab() {
  const projects = useProjects();
  const crud = useCrudState(
    useEntityMutations({
      calls: projectCalls,
      messages: {
        created: msg('Development project created successfully'),
        updated: msg('Development project updated successfully'),
        deleted: msg('Development project deleted successfully'),
        createFailed: msg('Failed to create development project'),
        updateFailed: msg('Failed to update development project'),
        deleteFailed: msg('Failed to delete development project'),
      },
    }),
  );

  return (
    <section aria-labelledby="projects-heading" className="space-y-6">
      <TabHeader
        id="projects-heading"
        title={t('Development Projects')}
        description={t('Projects that group properties, with their status, units and delivery date.')}
        createLabel={t('Create Project')}
        onCreate={crud.create}
      />

      <AdminList
        pending={projects.isPending}
        error={projects.isError}
        errorMessage={t('Failed to load development projects')}
        empty={
          projects.data?.length === 0 ? (
            <EmptyState
              icon={<Building className="size-10 text-muted-foreground" aria-hidden />}
              title={t('No Development Projects')}
              message={t('Create the first development project to group its properties.')}
            />
          ) : null
        }
        label={t('Development projects')}
        head={
          <>
            <TableHead>{t('Project')}</TableHead>
            <TableHead className={WIDE_ONLY}>{t('City')}</TableHead>
            <TableHead className={WIDE_ONLY}>{t('Status')}</TableHead>
            <TableHead className={`${WIDE_ONLY} text-end`}>{t('Units')}</TableHead>
            <TableHead className={WIDE_ONLY}>{t('Expected Completion')}</TableHead>
            <TableHead className="text-end">{t('Actions')}</TableHead>
          </>
        }
      >
        {projects.data?.map((p) => (
          <TableRow key={p.id}>
            <TableCell>
              <div className="flex items-center gap-3 sm:min-w-56">
                <Thumbnail src={p.images[0]} icon={<Building className="size-5" />} />
                <div className="min-w-0 whitespace-normal">
                  <p className="font-medium" dir="auto">
                    {p.name}
                  </p>
                  <p className="text-xs text-muted-foreground" dir="auto">
                    {p.location}
                  </p>
                  <p className="mt-1 text-xs text-muted-foreground sm:hidden">
                    {t(p.city)} · {t(labelOf(p.status))}
                    {p.totalUnits == null ? '' : ` · ${t('{units} units', { units: unitsOf(p) })}`}
                    {p.expectedCompletion ? ` · ${formatDate(p.expectedCompletion)}` : ''}
                  </p>
                </div>
              </div>
            </TableCell>
            <TableCell className={WIDE_ONLY}>{t(p.city)}</TableCell>
            <TableCell className={WIDE_ONLY}>
              <Badge variant={STATUS_VARIANT[p.status]}>{t(labelOf(p.status))}</Badge>
            </TableCell>
            <TableCell className={`${WIDE_ONLY} text-end tabular-nums`}>{unitsOf(p)}</TableCell>
            <TableCell className={`${WIDE_ONLY} whitespace-nowrap`}>
              {p.expectedCompletion ? formatDate(p.expectedCompletion) : '—'}
            </TableCell>
            <TableCell>
              <RowActions {...crud.rowProps(p, p.name)} />
            </TableCell>
          </TableRow>
        ))}
      </AdminList>

      <ProjectFormDialog item={crud.dialog.item} {...crud.formProps} />
      <ConfirmDelete title={t('Delete development project?')} {...crud.confirmProps((p) => p.name)} />
    </section>
  );
}
