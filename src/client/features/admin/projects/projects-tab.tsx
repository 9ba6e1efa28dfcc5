import { Building } from 'lucide-react';
import { formatDate, formatNumber } from '@shared/format';
import { EmptyState } from '@client/components/page-states';
import { labelOf } from '@client/components/property-form/select-field';
import { Badge } from '@client/components/ui/badge';
import { TableCell, TableHead, TableRow } from '@client/components/ui/table';
import { projectCalls, useProjects, type Project } from '../api/calls';
import { useEntityMutations } from '../api/entity-mutations';
import { AdminList, ConfirmDelete, RowActions, TabHeader, Thumbnail, useCrudState } from '../shared/admin-kit';
import { WIDE_ONLY } from '../shared/columns';
import { ProjectFormDialog } from './project-form-dialog';

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
        created: 'Development project created successfully',
        updated: 'Development project updated successfully',
        deleted: 'Development project deleted successfully',
        createFailed: 'Failed to create development project',
        updateFailed: 'Failed to update development project',
        deleteFailed: 'Failed to delete development project',
      },
    }),
  );

  return (
    <section aria-labelledby="projects-heading" className="space-y-6">
      <TabHeader
        id="projects-heading"
        title="Development Projects"
        description="Projects that group properties, with their status, units and delivery date."
        createLabel="Create Project"
        onCreate={crud.create}
      />

      <AdminList
        pending={projects.isPending}
        error={projects.isError}
        errorMessage="Failed to load development projects"
        empty={
          projects.data?.length === 0 ? (
            <EmptyState
              icon={<Building className="size-10 text-muted-foreground" aria-hidden />}
              title="No Development Projects"
              message="Create the first development project to group its properties."
            />
          ) : null
        }
        label="Development projects"
        head={
          <>
            <TableHead>Project</TableHead>
            <TableHead className={WIDE_ONLY}>City</TableHead>
            <TableHead className={WIDE_ONLY}>Status</TableHead>
            <TableHead className={`${WIDE_ONLY} text-end`}>Units</TableHead>
            <TableHead className={WIDE_ONLY}>Expected Completion</TableHead>
            <TableHead className="text-end">Actions</TableHead>
          </>
        }
      >
        {projects.data?.map((p) => (
          <TableRow key={p.id}>
            <TableCell>
              <div className="flex items-center gap-3 sm:min-w-56">
                <Thumbnail src={p.images[0]} icon={<Building className="size-5" />} />
                <div className="min-w-0 whitespace-normal">
                  <p className="font-medium">{p.name}</p>
                  <p className="text-xs text-muted-foreground">{p.location}</p>
                  <p className="mt-1 text-xs text-muted-foreground sm:hidden">
                    {p.city} · {labelOf(p.status)}
                    {p.totalUnits == null ? '' : ` · ${unitsOf(p)} units`}
                    {p.expectedCompletion ? ` · ${formatDate(p.expectedCompletion)}` : ''}
                  </p>
                </div>
              </div>
            </TableCell>
            <TableCell className={WIDE_ONLY}>{p.city}</TableCell>
            <TableCell className={WIDE_ONLY}>
              <Badge variant={STATUS_VARIANT[p.status]}>{labelOf(p.status)}</Badge>
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
      <ConfirmDelete title="Delete development project?" {...crud.confirmProps((p) => p.name)} />
    </section>
  );
}
