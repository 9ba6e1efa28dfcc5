import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { SELECT_TRIGGER_CLASSES } from '@client/components/ui/select-trigger-classes';
import { cn } from '@client/lib/cn';

export interface DeferredSelectProps {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Extra classes for the trigger (e.g. a width). */
  className?: string;
}

const load = () => import('./deferred-select-impl');
const DeferredSelectImpl = lazy(load);

/**
 * A select whose Radix code (select, popper, scroll lock: ~28 KB gzip) loads, and whose many
 * components render, only when someone reaches for it: a look-alike trigger until then, fetched on
 * hover or focus, swapped for the real select, already open, on press. For the selects in a page's
 * first view (the landing page's quick search, the filter bars of /buy and /invest), where Lighthouse's
 * mobile run measured their cost in blocking time; in forms and dialogs use components/ui/select.
 */
export function DeferredSelect(props: DeferredSelectProps) {
  const [mode, setMode] = useState<'stand-in' | 'open'>('stand-in');
  const current = props.options.find((o) => o.value === props.value)?.label ?? '';
  const standIn = (
    <button
      type="button"
      id={props.id}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      data-size="default"
      className={cn(SELECT_TRIGGER_CLASSES, props.className)}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onPointerDown={(e) => {
        if (e.button === 0 && e.pointerType === 'mouse') setMode('open');
      }}
      onClick={() => setMode('open')}
      onKeyDown={(e: KeyboardEvent) => {
        if ([' ', 'Enter', 'ArrowDown', 'ArrowUp'].includes(e.key)) {
          e.preventDefault();
          setMode('open');
        }
      }}
    >
      <span data-slot="select-value">{current}</span>
      <ChevronDownIcon className="size-4" aria-hidden />
    </button>
  );
  if (mode === 'stand-in') return standIn;
  return (
    <Suspense fallback={standIn}>
      <DeferredSelectImpl {...props} defaultOpen />
    </Suspense>
  );
}
