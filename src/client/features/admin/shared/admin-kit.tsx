import { useEffect, useState, type FormEventHandler, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { ChevronLeft, ChevronRight, Pencil, Plus, Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@client/components/ui/alert-dialog';
import { UploadsInProgress, WaitingForUploads, useUploadsInProgress } from '@client/components/forms/image-uploader';
import { LeaveConfirmation } from '@client/components/forms/leave-confirmation';
import { ErrorCard } from '@client/components/page-states';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Table, TableBody, TableHeader, TableRow } from '@client/components/ui/table';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import { Spinner } from '@client/components/ui/spinner';
import { t } from '@client/lib/i18n';
import { isolated } from './words';
import { applyServerFieldErrors } from '@client/lib/server-field-errors';
import { cardImageUrl } from '@client/lib/images';
import { useUnsavedChanges } from '@client/lib/use-unsaved-changes';
import type { SaveVariables, useEntityMutations } from './entity-mutations';

// Pieces the Development Projects, Properties and Investments tabs of /admin share: the tab header,
// the create/edit dialog, the delete confirmation, the row actions and the pager.

export function TabHeader({
  id,
  title,
  description,
  createLabel,
  onCreate,
}: {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  description: string;
  createLabel: string;
  onCreate: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <Button onClick={onCreate}>
        <Plus aria-hidden />
        {createLabel}
      </Button>
    </div>
  );
}

/**
 * A create/edit form in a dialog that scrolls on small screens; it cannot be closed while saving,
 * nor saved while one of its images is still uploading. With unsaved changes, closing it (Cancel,
 * the close button, Escape, a click outside) or leaving the page asks first.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  pending,
  dirty,
  submitLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  /** The form has unsaved changes. */
  dirty: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  const uploads = useUploadsInProgress();
  const guard = useUnsavedChanges(open && dirty);
  const close = () => guard.confirm(() => onOpenChange(false));
  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (pending ? undefined : next ? onOpenChange(true) : close())}>
        {/* The dialog itself takes the focus, not the first input: blurring that input on the way to a
          button would validate it, and the message appearing would move the button under the pointer. */}
        <DialogContent
          className="sm:max-w-3xl"
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            (e.currentTarget as HTMLElement).focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <form onSubmit={onSubmit} noValidate className="space-y-8">
            <UploadsInProgress report={uploads.report}>{children}</UploadsInProgress>
            <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 border-t bg-background px-6 py-4 sm:items-center">
              <Button type="button" variant="outline" onClick={close} disabled={pending}>
                {t('Cancel')}
              </Button>
              <Button type="submit" disabled={pending || uploads.uploading}>
                {pending ? <Spinner label="" className="size-4" /> : null}
                {submitLabel}
              </Button>
              <WaitingForUploads uploading={uploads.uploading} />
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <LeaveConfirmation guard={guard} what="dialog" />
    </>
  );
}

/** "Delete …?" with Cancel and a destructive Delete; `name` is what is being deleted. */
export function ConfirmDelete({
  name,
  title,
  onCancel,
  onConfirm,
}: {
  /** The item's name; null closes the dialog. */
  name: string | null;
  title: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog open={name !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>
            {t('“{name}” will be deleted. This cannot be undone.', { name: isolated(name ?? '') })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('Cancel')}</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
            {t('Delete')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Edit and Delete buttons of a row, named after the item for screen readers and tests. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  deleting,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting?: boolean;
}) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t('Edit {name}', { name })} title={t('Edit')}>
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={onDelete}
        disabled={deleting}
        aria-label={t('Delete {name}', { name })}
        title={t('Delete')}
        className="text-destructive hover:text-destructive"
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}

/** Previous / Next with "Page n of m"; hidden when everything fits on one page. */
export function Pager({
  page,
  pageCount,
  onPage,
  label,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-2">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden className="rtl:-scale-x-100" />
        {t('Previous')}
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {t('Page {page} of {pageCount}', { page, pageCount })}
      </span>
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        {t('Next')}
        <ChevronRight aria-hidden className="rtl:-scale-x-100" />
      </Button>
    </nav>
  );
}

/**
 * A tab's list in its four states: placeholder rows while loading, the error, the empty state, or
 * the table (in a card that scrolls sideways on phones).
 */
export function AdminList({
  pending,
  error,
  errorMessage,
  empty,
  label,
  busy,
  head,
  children,
}: {
  pending: boolean;
  error: boolean;
  errorMessage: string;
  /** The empty state when there is nothing to list, else null. */
  empty: ReactNode | null;
  label: string;
  /** An older page is still shown while the next one loads. */
  busy?: boolean;
  head: ReactNode;
  children: ReactNode;
}) {
  if (pending) return <ListSkeleton />;
  if (error) return <ErrorCard message={errorMessage} />;
  if (empty) return empty;
  return (
    <Card className="gap-0 py-0 sm:py-2">
      <CardContent className="p-0 sm:px-2">
        <Table aria-label={label} aria-busy={busy || undefined}>
          <TableHeader>
            <TableRow>{head}</TableRow>
          </TableHeader>
          <TableBody>{children}</TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="space-y-3" role="status" aria-label={t('Loading...')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full" />
      ))}
    </div>
  );
}

/** A small square thumbnail of an item's first image, or a neutral tile. */
export function Thumbnail({ src, icon }: { src?: string; icon: ReactNode }) {
  return src ? (
    <img src={cardImageUrl(src)} alt="" loading="lazy" className="size-12 shrink-0 rounded-md bg-muted object-cover" />
  ) : (
    <div className="flex size-12 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground" aria-hidden>
      {icon}
    </div>
  );
}

/**
 * The open/closed state of a tab's create/edit dialog and delete confirmation, with the entity's
 * save and delete mutations: what each row's actions and the two dialogs need.
 */
export function useCrudState<T extends { id: number }, TPayload>(mutations: ReturnType<typeof useEntityMutations<T, TPayload>>) {
  const [dialog, setDialog] = useState<{ open: boolean; item?: T }>({ open: false });
  const [toDelete, setToDelete] = useState<T | null>(null);
  const { save, remove } = mutations;
  return {
    dialog,
    toDelete,
    create: () => setDialog({ open: true }),
    /** Props for the entity's form dialog. */
    formProps: {
      open: dialog.open,
      onOpenChange: (open: boolean) => setDialog((d) => ({ ...d, open })),
      save: save.mutate,
      pending: save.isPending,
    },
    /** Props for one row's RowActions. */
    rowProps: (item: T, name: string) => ({
      name,
      onEdit: () => setDialog({ open: true, item }),
      onDelete: () => setToDelete(item),
      deleting: remove.isPending && remove.variables === item.id,
    }),
    /** Props for the ConfirmDelete of the item asked about. */
    confirmProps: (name: (item: T) => string) => ({
      name: toDelete ? name(toDelete) : null,
      onCancel: () => setToDelete(null),
      onConfirm: () => {
        if (toDelete) remove.mutate(toDelete.id);
        setToDelete(null);
      },
    }),
  };
}

/**
 * A create/edit form of a dialog: reset to the item's values (or the empty ones) each time it opens;
 * on a valid submit, save, close on success, and put a 400's field messages on the fields.
 */
export function useDialogForm<V extends FieldValues, O, T extends { id: number }, TBody>({
  resolver,
  empty,
  item,
  valuesOf,
  toPayload,
  open,
  onOpenChange,
  save,
  pending,
}: {
  resolver: Resolver<V, unknown, O>;
  empty: V;
  item?: T;
  valuesOf: (item: T) => V;
  /** The payload to send; `editing` tells an edit (where an emptied field must be cleared) from a create. */
  toPayload: (values: O, editing: boolean) => TBody;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  save: (variables: SaveVariables<TBody>, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  pending: boolean;
}) {
  const form = useForm<V, unknown, O>({ resolver, defaultValues: empty as DefaultValues<V>, mode: 'onTouched' });
  useEffect(() => {
    if (open) form.reset(item ? valuesOf(item) : empty);
  }, [open, item, form, valuesOf, empty]);
  const onSubmit = form.handleSubmit((values) => {
    if (pending) return;
    save(
      { id: item?.id, values: toPayload(values, item !== undefined) },
      {
        onSuccess: () => onOpenChange(false),
        onError: (error) => applyServerFieldErrors(form, error),
      },
    );
  });
  return { form, onSubmit };
}

/** What an entity's form dialog takes from its tab (see useCrudState's formProps). */
export type EntityFormDialogProps<T, TBody> = {
  /** The item being edited; undefined creates one. */
  item?: T;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  save: (variables: SaveVariables<TBody>, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  pending: boolean;
};
