import type { FormEvent } from 'react';
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
import { AdvancedFields } from './advanced-fields';
import { DialogForm, dialogFormContentClasses } from './dialog-form';
import { advancedOf, draftWithoutAdvanced, filtersOf, type AdvancedFilters } from './search-draft';
import type { BuyFilters } from './search-params';
import { useFilterDialog } from './use-filter-dialog';

// The search panel's "Advanced Property Search" dialog (docs/product.md#buy-page-and-map): a draft of
// the advanced filters, applied with the panel's basic fields on Apply Filters. It opens on itself,
// not on a field (a phone would raise its keyboard), and its buttons stay in view while the fields scroll.

export function AdvancedDialog({
  filters,
  activeCount,
  onApply,
}: {
  filters: BuyFilters;
  activeCount: number;
  /** Called once the dialog has closed, so the page may move focus to the results. */
  onApply: (advanced: AdvancedFilters) => void;
}) {
  const { open, draft, change, onOpenChange, close, contentProps } = useFilterDialog(filters, onApply);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    // React events bubble through the portal: keep this submit from also submitting the search form.
    event.stopPropagation();
    close(advancedOf(filtersOf(draft)));
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" aria-label={activeCount ? `Advanced, ${activeCount} active filters` : 'Advanced'}>
          <SlidersHorizontal aria-hidden /> Advanced
          {activeCount > 0 ? (
            <Badge className="ms-1 min-w-5 rounded-full px-1.5" aria-hidden>
              {activeCount}
            </Badge>
          ) : null}
        </Button>
      </DialogTrigger>
      <DialogContent {...contentProps} className={cn(dialogFormContentClasses(false), 'sm:max-w-2xl')}>
        <DialogForm
          onSubmit={apply}
          header={
            <DialogHeader>
              <DialogTitle>Advanced Property Search</DialogTitle>
              <DialogDescription>Narrow the results by neighborhood, rooms, size and amenities.</DialogDescription>
            </DialogHeader>
          }
          footer={
            <DialogFooter className="gap-2 sm:justify-between">
              <Button type="button" variant="ghost" onClick={() => change(draftWithoutAdvanced)}>
                Clear All Filters
              </Button>
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <DialogClose asChild>
                  <Button type="button" variant="outline">
                    Cancel
                  </Button>
                </DialogClose>
                <Button type="submit">Apply Filters</Button>
              </div>
            </DialogFooter>
          }
        >
          <AdvancedFields idPrefix="adv" draft={draft} onChange={change} />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
