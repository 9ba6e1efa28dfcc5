import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Scale, X } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { COMPARE_MAX, useCompareSelection } from '@client/lib/compare-selection';
import { t } from '@client/lib/i18n';
import { focusElement } from '@client/lib/navigation';
import { COMPARE_FULL_MESSAGE, compareHref, removeCompared } from './selection';
import { WithOwnWords } from '@client/components/with-own-words';

// The compare tray (docs/product.md#compare): while listings are ticked, a slim bar at the bottom of
// the screen names them (each with its remove button) and opens the comparison. One line on a phone:
// the names scroll sideways. It sits above a listing's bar of actions (whose height that bar sets), the
// page keeps room for it below its end, and it says why a fourth tick was refused. Loaded on its own,
// with the first tick (compare-tray-outlet.tsx).

/** Room below the page's end and for focused elements, as tall as the tray. */
function useRoomBelow(height: number) {
  useLayoutEffect(() => {
    const html = document.documentElement;
    const room = `calc(var(--bottom-bar-height, 0px) + ${height}px)`;
    html.style.scrollPaddingBottom = room;
    return () => {
      if (html.style.scrollPaddingBottom === room) html.style.scrollPaddingBottom = '';
    };
  }, [height]);
}

export default function CompareTray() {
  const [path] = useLocation();
  const { listings, refused } = useCompareSelection();
  const tray = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  const shown = path !== '/compare' && listings.length > 0;

  useLayoutEffect(() => {
    const el = tray.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setHeight(el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown]);
  useRoomBelow(shown ? height : 0);

  if (!shown) return null;

  /** Focus goes to the next name's remove button; with none left, back to the listing's own tick if it is on the page. */
  const remove = (id: number) => {
    const index = listings.findIndex((l) => l.id === id);
    const rest = listings.filter((l) => l.id !== id);
    const next = rest[index] ?? rest.at(-1);
    removeCompared(id);
    requestAnimationFrame(() => {
      const target = document.querySelector<HTMLElement>(next ? `[data-compare-tray-remove="${next.id}"]` : `[data-compare-id="${id}"]`);
      if (target) focusElement(target);
    });
  };

  return (
    <>
      <div aria-hidden style={{ height }} />
      <div
        ref={tray}
        role="region"
        aria-label={t('Compare listings')}
        className="fixed inset-x-0 bottom-[var(--bottom-bar-height,0px)] z-30 border-t bg-background/95 px-4 py-2 shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur supports-[backdrop-filter]:bg-background/85 sm:px-6"
      >
        <div className="mx-auto max-w-7xl">
          <p role="status" className="text-sm font-medium text-amber-900">
            {/* A space more or less: a repeated refusal is said again. */}
            {refused ? `${t(COMPARE_FULL_MESSAGE)}${refused % 2 ? '' : '\u00a0'}` : ''}
          </p>
          <div className="flex items-center gap-2">
            <p className="hidden shrink-0 text-sm text-muted-foreground md:block">
              {t('{count} of {max} ticked', { count: listings.length, max: COMPARE_MAX })}
            </p>
            <ul className="flex min-w-0 flex-1 gap-2 overflow-x-auto" aria-label={t('Ticked for comparison')}>
              {listings.map((l) => (
                <li
                  key={l.id}
                  className="flex max-w-48 shrink-0 items-center rounded-full border border-border bg-muted ps-3 text-sm sm:max-w-64"
                >
                  <span className="truncate" dir="auto">
                    {l.title}
                  </span>
                  <button
                    type="button"
                    className="grid size-11 shrink-0 place-items-center rounded-full outline-none hover:text-destructive focus-visible:ring-2 focus-visible:ring-ring sm:size-8"
                    data-compare-tray-remove={l.id}
                    onClick={() => remove(l.id)}
                  >
                    <X className="size-4" aria-hidden />
                    <span className="sr-only">
                      <WithOwnWords say={(mark) => t('Remove {title} from the comparison', { title: mark })} words={l.title} />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <Button asChild className="h-11 shrink-0 sm:h-10">
              <Link href={compareHref(listings.map((l) => l.id))}>
                <Scale aria-hidden /> {t('Compare ({count})', { count: listings.length })}
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}
