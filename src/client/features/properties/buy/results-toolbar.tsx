import { useEffect, useRef } from 'react';
import { ChevronLeft, ChevronRight, LayoutGrid, Map as MapIcon, X } from 'lucide-react';
import { PROPERTY_SORTS, type PropertySort } from '@shared/constants';
import { Label } from '@client/components/ui/label';
import { DeferredSelect } from '@client/components/deferred-select';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { t } from '@client/lib/i18n';
import { SORT_LABELS, type FilterChip, type ViewMode } from './search-params';

/**
 * The active filters as chips, each with a × that removes it. Focus then goes to the next chip (the
 * last one's place goes to the one before it), or, with none left, wherever `onAllRemoved` puts it.
 */
export function FilterChips({
  chips,
  onRemove,
  onAllRemoved,
}: {
  chips: FilterChip[];
  onRemove: (chip: FilterChip) => void;
  onAllRemoved: () => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  // The chip removed (its place) and the chips before, until the chips in force change.
  const removed = useRef<{ index: number; labels: string } | null>(null);
  const labels = chips.map((chip) => chip.label).join('\n');
  useEffect(() => {
    if (removed.current === null || removed.current.labels === labels) return;
    const { index } = removed.current;
    removed.current = null;
    const buttons = list.current?.querySelectorAll('button');
    if (buttons?.length) buttons[Math.min(index, buttons.length - 1)].focus();
    else onAllRemoved();
  });

  if (chips.length === 0) return null;
  return (
    // On phones, one row that scrolls sideways rather than lines of chips pushing the results down.
    <ul
      ref={list}
      aria-label={t('Active filters')}
      className="flex flex-wrap gap-2 max-lg:-mx-4 max-lg:flex-nowrap max-lg:overflow-x-auto max-lg:px-4 max-lg:py-1.5 sm:max-lg:-mx-6 sm:max-lg:px-6"
    >
      {chips.map((chip, index) => (
        <li
          key={chip.label}
          className="inline-flex shrink-0 items-center gap-1 rounded-full border border-primary/30 bg-primary/10 py-1 ps-3 pe-1 text-sm whitespace-nowrap text-primary"
        >
          {chip.label}
          <button
            type="button"
            aria-label={t('Remove {filter}', { filter: chip.label })}
            onClick={() => {
              removed.current = { index, labels };
              onRemove(chip);
            }}
            // On phones the target reaches past the round × to a fingertip's 44 px.
            className="relative inline-flex size-6 items-center justify-center rounded-full hover:bg-primary/15 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none max-lg:before:absolute max-lg:before:-inset-2.5 max-lg:before:content-['']"
          >
            <X className="size-3.5" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}

export function SortSelect({ value, onChange }: { value: PropertySort; onChange: (sort: PropertySort) => void }) {
  const options = PROPERTY_SORTS.map((s) => ({ value: s, label: t(SORT_LABELS[s]) }));
  return (
    <div className="flex items-center gap-2 max-lg:min-w-0 max-lg:flex-1">
      <Label htmlFor="results-sort" className="whitespace-nowrap max-lg:sr-only">
        {t('Sort by')}
      </Label>
      <DeferredSelect
        id="results-sort"
        className="w-48 max-lg:w-full max-lg:data-[size=default]:h-11"
        value={value}
        onValueChange={(v) => onChange(v as PropertySort)}
        options={options}
      />
    </div>
  );
}

export function ViewToggle({ view, onChange }: { view: ViewMode; onChange: (view: ViewMode) => void }) {
  const options = [
    { value: 'grid' as const, label: t('Grid'), Icon: LayoutGrid },
    { value: 'map' as const, label: t('Map'), Icon: MapIcon },
  ];
  return (
    <div role="group" aria-label={t('View')} className="inline-flex shrink-0 rounded-lg border border-border p-0.5">
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring max-lg:min-h-10',
            view === value ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-secondary',
          )}
        >
          <Icon className="size-4" aria-hidden /> {label}
        </button>
      ))}
    </div>
  );
}

/** Page numbers around the current page, with the first and last, gaps as null. */
export function pageWindow(page: number, pages: number): Array<number | null> {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null);
    out.push(p);
  });
  return out;
}

export function Pagination({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('Pagination')} className="mt-10 flex flex-wrap items-center justify-center gap-1">
      <Button variant="outline" size="sm" className="max-lg:h-11" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft className="rtl:-scale-x-100" aria-hidden /> {t('Previous')}
      </Button>
      {pageWindow(page, pages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="px-2 text-muted-foreground" aria-hidden>
            …
          </span>
        ) : (
          <Button
            key={p}
            variant={p === page ? 'default' : 'outline'}
            size="sm"
            className="min-w-9 max-lg:h-11 max-lg:min-w-11"
            aria-label={t('Page {page}', { page: p })}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onChange(p)}
          >
            {p}
          </Button>
        ),
      )}
      <Button variant="outline" size="sm" className="max-lg:h-11" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('Next')} <ChevronRight className="rtl:-scale-x-100" aria-hidden />
      </Button>
    </nav>
  );
}
