import { BuyRentToggle, type SearchMode } from '@client/components/buy-rent-toggle';
import { t } from '@client/lib/i18n';
import { FilterSheet } from './filter-sheet';
import type { BuyFilters, BuyState } from './search-params';

// The Buy page's search on phones and tablets (docs/product.md#buy-page-and-map): one slim bar that
// stays under the header as the results scroll — Buy/Rent, which applies at once, and the filters'
// summary, which opens the filter sheet.

export function PhoneSearchBar({
  search,
  activeCount,
  onModeChange,
  onSearch,
}: {
  search: BuyState;
  activeCount: number;
  onModeChange: (mode: SearchMode) => void;
  onSearch: (filters: BuyFilters) => void;
}) {
  return (
    <div
      role="search"
      aria-label={t('Search properties')}
      className="sticky top-16 z-30 -mx-4 flex items-center gap-2 border-b border-border bg-background/95 px-4 py-2 backdrop-blur supports-[backdrop-filter]:bg-background/85 sm:-mx-6 sm:px-6"
    >
      <BuyRentToggle mode={search.mode} onChange={onModeChange} className="shrink-0" />
      <FilterSheet search={search} activeCount={activeCount} onSearch={onSearch} />
    </div>
  );
}
