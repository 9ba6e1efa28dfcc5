import { useState, type FormEvent } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { cn } from '@client/lib/cn';
import { t } from '@client/lib/i18n';
import { AdvancedFields } from './advanced-fields';
import { DialogForm, dialogFormContentClasses } from './dialog-form';
import { activeFiltersLabel } from './filter-summary';
import { advancedOf, draftCleared, filtersOf } from './search-draft';
import type { BuyFilters } from './search-params';
import { useFilterDialog } from './use-filter-dialog';

// The search panel's "Advanced Property Search" dialog (docs/product.md#buy-page-and-map): a draft of
// the advanced filters, applied with the panel's basic fields on Apply Filters. Clear All Filters
// clears every filter its button counts (keyword, city, type and price too), as Apply Filters then
// says. It opens on itself, not on a field (a phone would raise its keyboard), and its buttons stay
// in view while the fields scroll.

/** "Advanced" and its count badge; a screen reader hears "Advanced 2 active filters", which starts with what is seen. */
function AdvancedButtonContent({ activeCount }: { activeCount: number }) {
  return (
    <>
      <SlidersHorizontal aria-hidden /> {t('Advanced')}
      {activeCount > 0 ? (
        <>
          {' '}
          <Badge className="ms-1 min-w-5 rounded-full px-1.5" aria-hidden>
            {activeCount}
          </Badge>
          <span className="sr-only">{activeFiltersLabel(activeCount)}</span>
        </>
      ) : null}
    </>
  );
}

export function AdvancedDialog({
  filters,
  activeCount,
  onApply,
}: {
  filters: BuyFilters;
  activeCount: number;
  /**
   * Called once the dialog has closed, so the page may move focus to the results: the advanced
   * filters chosen, or after Clear All Filters every filter (the basic ones emptied).
   */
  onApply: (chosen: Partial<BuyFilters>) => void;
}) {
  const dialog = useFilterDialog(filters, onApply);
  const { open, draft, change, close, contentProps } = dialog;
  const [clearedAll, setClearedAll] = useState(false);
  const onOpenChange = (next: boolean) => {
    if (next) setClearedAll(false);
    dialog.onOpenChange(next);
  };
  const clearAll = () => {
    change(draftCleared);
    setClearedAll(true);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    // React events bubble through the portal: keep this submit from also submitting the search form.
    event.stopPropagation();
    // Buy/Rent is the panel's, whatever was cleared.
    const { mode: _panelsOwn, ...every } = filtersOf(draft);
    close(clearedAll ? every : advancedOf(every));
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <AdvancedButtonContent activeCount={activeCount} />
        </Button>
      </DialogTrigger>
      <DialogContent {...contentProps} className={cn(dialogFormContentClasses(false), 'sm:max-w-2xl')}>
        <DialogForm
          onSubmit={apply}
          header={
            <DialogHeader>
              <DialogTitle>{t('Advanced Property Search')}</DialogTitle>
              <DialogDescription>{t('Narrow the results by neighborhood, rooms, size and amenities.')}</DialogDescription>
            </DialogHeader>
          }
          footer={
            <DialogFooter className="gap-2 sm:justify-between">
              <Button type="button" variant="ghost" onClick={clearAll}>
                {t('Clear All Filters')}
              </Button>
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <DialogClose asChild>
                  <Button type="button" variant="outline">
                    {t('Cancel')}
                  </Button>
                </DialogClose>
                <Button type="submit">{t('Apply Filters')}</Button>
              </div>
            </DialogFooter>
          }
        >
          <p role="status" className="text-sm font-medium text-primary [&:not(:empty)]:mb-4">
            {clearedAll ? t('Apply Filters clears every filter: the keyword, city, type and price too.') : ''}
          </p>
          <AdvancedFields idPrefix="adv" draft={draft} onChange={change} />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
