import { memo, useLayoutEffect, useRef } from 'react';
import { formatCompactNumber } from '@shared/format';
import { dir, locale, ownWords, t } from '@client/lib/i18n';

import { cn } from '@client/lib/cn';
import type { ApiSchema } from '@client/lib/api-client';
import type { MarkerBox } from './map-geometry';
import type { PinGroup } from './map-pins';
import { currencyWord } from '../listing-words';
import { markerStyle } from './use-map-zoom';

type MapPin = ApiSchema['MapPin'];

/** "SAR 1.2M" ("1.2 مليون ر.س"): a listing's marker label, its price in short form (docs/product.md#buy-page-and-map). */
const priceLabel = (p: MapPin) => t('{currency} {amount}', { currency: currencyWord(p.currency), amount: formatCompactNumber(p.price) });

/** The accessible name starts with the visible label (WCAG 2.5.3), then says what it is. */
export const markerName = (g: PinGroup) =>
  g.pins.length === 1
    ? t('{price}, {title}', { price: priceLabel(g.pins[0]), title: ownWords(g.pins[0].title, g.pins[0].titleAr) })
    : propertiesIn(g.pins.length, g.city);

/** "2 properties in Tabuk": a cluster, and the list of its listings. */
export const propertiesIn = (count: number, city: string) =>
  t('{n, plural, one {# property} other {# properties}} in {city}', { n: count, city: t(city) });

/**
 * The price label: "SAR 1.2M" with the currency small; in Arabic a price in riyals is the amount
 * alone ("1.2 مليون", as Saudi portals' maps show it: its words already fill the label's width; the
 * marker's name says the currency), another currency's after it.
 */
function MarkerPrice({ pin }: { pin: MapPin }) {
  const amount = formatCompactNumber(pin.price);
  if (locale === 'ar') return pin.currency === 'SAR' ? amount : priceLabel(pin);
  return (
    <>
      <span className="text-[0.625rem] font-medium">{pin.currency}</span> {amount}
    </>
  );
}

/** What a marker shows, round its spot: a price label up to 72×22 px, a count in a 32 px circle (the classes below). */
export const markerBox = (g: PinGroup): MarkerBox =>
  g.pins.length === 1 ? { x: g.x, y: g.y, halfWidth: 36, halfHeight: 11 } : { x: g.x, y: g.y, halfWidth: 16, halfHeight: 16 };

/**
 * One marker of the search map: a listing's price label, or a cluster's count. The button is the
 * marker's whole footprint (MARKER_PX: 80 px wide for a label, 44 px for a cluster, 44 px tall), centred
 * on its spot; the visible label inside it is smaller. The highlighted one paints on top by
 * z-index and keeps its DOM (and Tab) order. Memoised: a selection re-renders only the markers
 * whose highlight changes, not all 500.
 */
export const PinMarker = memo(function PinMarker({
  group,
  highlighted,
  onActivate,
  onFocusMarker,
  onRemovedWhileFocused,
}: {
  group: PinGroup;
  highlighted: boolean;
  onActivate: (g: PinGroup) => void;
  onFocusMarker: (g: PinGroup) => void;
  /** A regrouping (a zoom) removes the focused marker: the map hands focus to the marker now holding this listing. */
  onRemovedWhileFocused: (listingId: number) => void;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const single = group.pins.length === 1 ? group.pins[0] : null;
  const firstId = group.pins[0].id;
  // Runs before React detaches the button, while it may still hold focus.
  useLayoutEffect(() => {
    const el = ref.current;
    return () => {
      if (el && el === document.activeElement) onRemovedWhileFocused(firstId);
    };
  }, [firstId, onRemovedWhileFocused]);
  return (
    <button
      ref={ref}
      type="button"
      aria-label={markerName(group)}
      aria-pressed={highlighted}
      data-marker={group.key}
      onClick={() => onActivate(group)}
      onFocus={() => onFocusMarker(group)}
      // Buttons already answer Enter and Space; this keeps Space from scrolling the page in any browser.
      onKeyDown={(e) => {
        if (e.key === ' ' || e.key === 'Enter') {
          e.preventDefault();
          onActivate(group);
        }
      }}
      style={markerStyle(group.x, group.y)}
      className={cn(
        'group absolute grid h-11 -translate-x-1/2 -translate-y-1/2 cursor-pointer place-items-center outline-none hover:z-20 focus-visible:z-20',
        single ? 'w-20' : 'w-11', // MARKER_PX
        highlighted && 'z-10',
      )}
    >
      <span
        dir={dir}
        className={cn(
          'rounded-full border-2 border-white text-xs font-semibold whitespace-nowrap tabular-nums shadow-md transition',
          'group-focus-visible:ring-2 group-focus-visible:ring-ring group-focus-visible:ring-offset-1',
          single ? 'px-2 py-0.5' : 'grid h-8 min-w-8 place-items-center px-1.5',
          highlighted ? 'scale-110 bg-amber-500 text-amber-950' : 'bg-primary text-primary-foreground group-hover:bg-primary-hover',
        )}
      >
        {single ? <MarkerPrice pin={single} /> : group.pins.length}
      </span>
    </button>
  );
});
