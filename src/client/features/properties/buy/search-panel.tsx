import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { BuyRentToggle } from '@client/components/buy-rent-toggle';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { t } from '@client/lib/i18n';
import { AdvancedDialog } from './advanced-dialog';
import { BasicFields, KeywordField } from './basic-fields';
import { draftWithMode, filtersKey, filtersOf } from './search-draft';
import type { BuyFilters } from './search-params';
import { useFilterDraft } from './use-filter-draft';

// The Buy page's search panel on wide screens (docs/product.md#buy-page-and-map): Buy/Rent, the
// keyword, the basic fields, a Search button and the Advanced dialog. Fields are a draft until Search
// or Apply Filters (and say so while they differ from the search in force); the page then pushes
// the new URL.

export function SearchPanel({
  filters,
  activeCount,
  onSearch,
}: {
  filters: BuyFilters;
  activeCount: number;
  /** The new filters (page back to 1); the page pushes them to the URL. */
  onSearch: (filters: BuyFilters) => void;
}) {
  const { draft, change, reset } = useFilterDraft(filters);
  // The draft follows the search in force when it changes (Back, a removed chip, Reset Search) —
  // without a remount, so focus stays on the control that was used.
  const inForce = filtersKey(filters);
  const [shown, setShown] = useState(inForce);
  if (shown !== inForce) {
    setShown(inForce);
    reset(filters);
  }
  const notApplied = filtersKey(filtersOf(draft)) !== inForce;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(filtersOf(draft));
  };

  return (
    <Card className="gap-0 py-5 shadow-md">
      <CardContent>
        <form role="search" aria-label={t('Search properties')} onSubmit={submit} className="grid gap-4">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <BuyRentToggle mode={draft.mode} onChange={(mode) => change((d) => draftWithMode(d, mode))} />
            <KeywordField id="search-keyword" value={draft.q} onChange={(q) => change({ q })} />
          </div>
          <div className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.2fr_1fr_1fr_auto_auto]">
            <BasicFields idPrefix="search" draft={draft} inForce={filters} onChange={change} />
            <Button type="submit">
              <Search aria-hidden /> {t('Search')}
            </Button>
            <AdvancedDialog
              filters={filters}
              activeCount={activeCount}
              onApply={(chosen) => onSearch({ ...filtersOf(draft), ...chosen })}
            />
          </div>
        </form>
        <p role="status" className="text-sm text-muted-foreground lg:text-end [&:not(:empty)]:mt-3">
          {notApplied ? t('Not applied yet: press Search to update the results.') : ''}
        </p>
      </CardContent>
    </Card>
  );
}
