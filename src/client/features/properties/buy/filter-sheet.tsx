import { lazy, Suspense, useMemo, type FormEvent } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@client/components/ui/dialog';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { cn } from '@client/lib/cn';
import { t } from '@client/lib/i18n';
import { useSearch } from '../api/search';
import { DialogForm, dialogFormContentClasses } from './dialog-form';
import { activeFiltersLabel, filterSummary, showLabel } from './filter-summary';
import { draftCleared, filtersOf } from './search-draft';
import { apiQuery, buySearchString, parseBuyState, type BuyFilters, type BuyState } from './search-params';
import { useFilterDialog } from './use-filter-dialog';

// The sheet's fields (the selects, switches and checkboxes with their Radix parts) load when the sheet
// opens, or when a finger or pointer comes near the Filters button: a phone's first screen of /buy
// does not wait for them.
const loadFields = () => import('./filter-sheet-fields');
const FilterSheetFields = lazy(loadFields);

// The phone's filter sheet (docs/product.md#buy-page-and-map): every filter of the search panel and
// the Advanced dialog on one full-height sheet, a draft until "Show {n} properties", whose count is
// the draft's own, asked for as the draft changes (after a pause in typing).

/** How long the draft must stay unchanged before its count is asked for. */
const COUNT_DELAY_MS = 400;

/** The number of matches of the draft: the first page of its search, which the page then shows at once (cached). */
function useDraftCount(search: BuyState, enabled: boolean) {
  const wanted = buySearchString({ ...search, page: 1 });
  const asked = useDebouncedValue(wanted, COUNT_DELAY_MS);
  const query = useMemo(() => apiQuery(parseBuyState(asked)), [asked]);
  const { data, isError, isPlaceholderData } = useSearch(query, { enabled });
  return { count: isError ? undefined : data, current: asked === wanted && !isPlaceholderData };
}

export function FilterSheet({
  search,
  activeCount,
  onSearch,
}: {
  /** The search in force. */
  search: BuyState;
  activeCount: number;
  /** Called with the new filters once the sheet has closed, so the page may move focus to the results. */
  onSearch: (filters: BuyFilters) => void;
}) {
  const { open, draft, change, onOpenChange, close, contentProps } = useFilterDialog(search, onSearch);
  const { count, current } = useDraftCount({ ...search, ...filtersOf(draft) }, open);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    close(filtersOf(draft));
  };

  const summary = filterSummary(search);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button
          onPointerEnter={loadFields}
          onTouchStart={loadFields}
          onFocus={loadFields}
          type="button"
          variant="outline"
          className="h-11 min-w-0 flex-1 justify-start has-[>svg]:px-3"
        >
          {/* Named by its content ("Filters: Riyadh · Villa · 2 active filters"), so the name holds what is seen (WCAG 2.5.3). */}
          <SlidersHorizontal aria-hidden />
          <span className="min-w-0 flex-1 truncate text-start font-normal">
            <span className="sr-only">{t('Filters:')} </span>
            {summary}
            {activeCount > 0 ? <span className="sr-only">{`· ${activeFiltersLabel(activeCount)}`}</span> : null}
          </span>
          {activeCount > 0 ? (
            <Badge className="min-w-5 rounded-full px-1.5" aria-hidden>
              {activeCount}
            </Badge>
          ) : null}
        </Button>
      </DialogTrigger>
      <DialogContent {...contentProps} className={dialogFormContentClasses(true)}>
        <DialogForm
          onSubmit={apply}
          header={
            <div className="grid gap-1 pe-8">
              <DialogTitle>{t('Filters')}</DialogTitle>
              <DialogDescription>{t('Nothing changes until you show the properties.')}</DialogDescription>
            </div>
          }
          footer={
            <div className="flex items-center gap-2">
              <Button type="button" variant="ghost" className="h-11" onClick={() => change(draftCleared)}>
                {t('Clear All Filters')}
              </Button>
              <Button type="submit" className={cn('h-11 flex-1 transition-opacity', !current && 'opacity-80')}>
                <span aria-live="polite">{showLabel(count)}</span>
              </Button>
            </div>
          }
        >
          <Suspense fallback={<Spinner label={t('Loading the filters')} className="mx-auto size-6 text-muted-foreground" />}>
            <FilterSheetFields draft={draft} search={search} onChange={change} />
          </Suspense>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
