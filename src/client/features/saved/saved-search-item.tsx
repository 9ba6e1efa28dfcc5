import { useState, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { Pencil, Play, Trash2 } from 'lucide-react';
import { SavedSearchDialog } from '@client/components/forms/saved-search-dialog';
import { FREQUENCY_SUMMARY, matchesLabel, searchSummary, searchUrl } from '@client/components/forms/saved-search-words';
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
import { Badge } from '@client/components/ui/badge';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { errorMessage, isUnauthorized } from '@client/lib/api-client';
import { handleUnauthorized } from '@client/lib/auth';
import { t } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';
import { useDeleteSavedSearch, useMarkSavedSearchSeen, useUpdateSavedSearch, type SavedSearch } from './api/saved-searches';

// One saved search on the Saved page (docs/product.md#saved-searches): what it finds, Run (its new
// matches are seen, then /buy opens with its filters), Edit (name and frequency) and Delete (confirmed).

export function SavedSearchItem({ search, onDeleted }: { search: SavedSearch; onDeleted: () => void }) {
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const markSeen = useMarkSavedSearchSeen();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const headingId = `saved-search-${search.id}`;

  // Seen first, so coming back shows no "new" for what was just looked at; /buy opens either way.
  const run = () => markSeen.mutate(search.id, { onSettled: () => navigate(searchUrl(search.filters)) });

  const confirmDelete = (event: MouseEvent) => {
    event.preventDefault();
    if (remove.isPending) return;
    remove.mutate(search.id, {
      onSuccess: () => {
        setDeleting(false);
        toast({ title: t('Search deleted'), description: t('“{name}” will send no more alerts.', { name: search.name }) });
        onDeleted();
      },
      onError: (error) => {
        if (isUnauthorized(error)) return handleUnauthorized();
        setDeleting(false);
        toast({
          title: t('Error'),
          description: errorMessage(error, t('Failed to delete the search. Please try again.')),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Card className="py-0">
      <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} dir="auto" className="text-base font-semibold break-words">
              {search.name}
            </h3>
            {search.newCount > 0 ? (
              <Badge variant="success" title={t('New matches since you last ran it')}>
                {t('{count} new', { count: search.newCount })}
              </Badge>
            ) : null}
          </div>
          <p className="text-sm break-words text-muted-foreground">{searchSummary(search.filters)}</p>
          <p className="text-sm">
            <span className="font-medium">{matchesLabel(search.matchCount, search.matchCountCapped)}</span>
            <span aria-hidden className="px-1.5 text-muted-foreground">
              ·
            </span>
            <span className="text-muted-foreground">{t(FREQUENCY_SUMMARY[search.frequency])}</span>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button size="sm" className="max-sm:h-11 max-sm:flex-1" onClick={run} disabled={markSeen.isPending}>
            {markSeen.isPending ? <Spinner label="" className="size-4" /> : <Play aria-hidden />}
            {t('Run')}
            <span className="sr-only" dir="auto">
              {' '}
              {search.name}
            </span>
          </Button>
          <Button size="sm" variant="outline" className="max-sm:h-11 max-sm:flex-1" onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            {t('Edit')}
            <span className="sr-only" dir="auto">
              {' '}
              {search.name}
            </span>
          </Button>
          <Button
            size="sm"
            variant="outline"
            className="text-destructive hover:text-destructive max-sm:h-11 max-sm:flex-1"
            onClick={() => setDeleting(true)}
          >
            <Trash2 aria-hidden />
            {t('Delete')}
            <span className="sr-only" dir="auto">
              {' '}
              {search.name}
            </span>
          </Button>
        </div>
      </CardContent>

      <SavedSearchDialog
        open={editing}
        onOpenChange={setEditing}
        title={t('Edit saved search')}
        description={
          <>
            <span className="font-medium text-foreground">{searchSummary(search.filters)}</span>.{' '}
            {t('To change the filters, run it, change the search and save it again.')}
          </>
        }
        initial={{ name: search.name, frequency: search.frequency }}
        submitLabel={t('Save changes')}
        pendingLabel={t('Saving...')}
        onSave={(body) => update.mutateAsync({ id: search.id, body })}
        onSaved={() => toast({ title: t('Search updated') })}
      />

      <AlertDialog open={deleting} onOpenChange={(open) => !remove.isPending && setDeleting(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle className="break-words">{t('Delete “{name}”?', { name: search.name })}</AlertDialogTitle>
            <AlertDialogDescription>
              {search.frequency === 'off'
                ? t('It will be gone from your Saved page.')
                : t('You will no longer be told when new listings match it.')}{' '}
              {search.newCount > 0
                ? t('Its {count, plural, one {# new match} other {# new matches}} will not be kept.', { count: search.newCount })
                : ''}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>{t('Cancel')}</AlertDialogCancel>
            <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={confirmDelete} disabled={remove.isPending}>
              {remove.isPending ? t('Deleting...') : t('Delete')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
