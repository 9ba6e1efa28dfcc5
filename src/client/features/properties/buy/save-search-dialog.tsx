import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { SAVED_FILTER_KEYS } from '@shared/schemas/saved-search';
import { SavedSearchDialog } from '@client/components/forms/saved-search-dialog';
import { searchSummary, suggestSearchName, type SavedFilters } from '@client/components/forms/saved-search-words';
import { useCreateSavedSearch } from '@client/features/saved/api/saved-searches';
import { t } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';

// The dialog of "Save this search" (docs/product.md#saved-searches): the filters in force, a name
// suggested from them, and how often to be e-mailed. Loaded when first opened.

/** The filters a saved search keeps: the search's own query keys as the URL holds them (not the page or the view). */
export function savedFiltersOf(search: string): SavedFilters {
  return Object.fromEntries([...new URLSearchParams(search)].filter(([key]) => SAVED_FILTER_KEYS.includes(key)));
}

export default function SaveSearchDialog({
  search,
  open,
  onOpenChange,
}: {
  /** /buy's query of the search (`?forSale=true&…`). */
  search: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [, navigate] = useLocation();
  const create = useCreateSavedSearch();
  // The filters as the dialog opened: what is saved is what the visitor saw.
  const [filters] = useState(() => savedFiltersOf(search));
  const [initial] = useState(() => ({ name: suggestSearchName(filters), frequency: 'instant' as const }));

  return (
    <SavedSearchDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('Save this search')}
      description={
        <>
          {t('Be told when new listings match')} <span className="font-medium text-foreground">{searchSummary(filters)}</span>.{' '}
          {t('They always show in your notifications.')}
        </>
      }
      initial={initial}
      submitLabel={t('Save search')}
      pendingLabel={t('Saving...')}
      onSave={(values) => create.mutateAsync({ ...values, filters })}
      onSaved={(values) =>
        toast({
          title: t('Search saved'),
          description: t('“{name}” is on your Saved page.', { name: values.name }),
          action: { label: t('View Saved'), onClick: () => navigate('/saved') },
        })
      }
      refusalHelp={
        <Link href="/saved" className="font-medium underline underline-offset-4" onClick={() => onOpenChange(false)}>
          {t('Delete one on your Saved page')}
        </Link>
      }
    />
  );
}
