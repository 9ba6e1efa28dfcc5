import { useMemo, type ReactNode } from 'react';
import { Minus, Plus, RotateCcw, type LucideIcon } from 'lucide-react';

import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { t } from '@client/lib/i18n';
import { cityLabels, MAP_HEIGHT, MAP_WIDTH, type MarkerBox } from './map-geometry';
import { useMapOutline } from './map-outline';
import { markerStyle, type MapZoom } from './use-map-zoom';

// The frame both maps share (docs/product.md#buy-page-and-map): the real outline under a zoomable
// layer, the cities' names for bearings (as many as fit), the markers over them (HTML, so they stay
// crisp, focusable and 44 px however deep the zoom), and the zoom buttons. The region itself takes
// focus, for the + and − and arrow keys.

export function MapFrame({
  zoom,
  label,
  resetLabel,
  hintId,
  city,
  markers,
  children,
}: {
  zoom: MapZoom;
  label: string;
  /** The reset button's name ("Reset map", "Back to the property"): back to the first view. */
  resetLabel: string;
  /** The id of the text saying how to move the map, for the region's description. */
  hintId?: string;
  /** A city whose name is shown first (a listing's own). */
  city?: string;
  /** The markers' visible boxes: no city name is drawn under one. */
  markers?: MarkerBox[];
  /** The markers, placed with markerStyle. */
  children: ReactNode;
}) {
  const outline = useMapOutline();
  const pxPerUnit = (zoom.width / MAP_WIDTH) * zoom.state.level;
  const labels = useMemo(() => (pxPerUnit > 0 ? cityLabels(pxPerUnit, { first: city, markers }) : []), [pxPerUnit, city, markers]);
  return (
    // A fixed 3:2 box (the viewBox's), so the markers placed in shares of it sit on the projected spots.
    // Left to right in either language: a map keeps east on the right (its names are the page's language).
    <div dir="ltr" className="relative aspect-[3/2] w-full overflow-clip rounded-xl border border-border bg-sky-100">
      <MapControls zoom={zoom} resetLabel={resetLabel} />
      <div
        ref={zoom.regionRef}
        role="region"
        aria-label={label}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={zoom.actions.onKeyDown}
        className={cn(
          // overflow-clip: a marker out of view that gets focus never scrolls the frame (the map pans to it instead).
          'group/map absolute inset-0 cursor-grab overflow-clip outline-none active:cursor-grabbing',
          zoom.gestures === 'map' && 'touch-none',
        )}
      >
        {outline.isPending ? (
          <Skeleton className="absolute inset-0 rounded-none" />
        ) : (
          <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} className="absolute inset-0 size-full" aria-hidden>
            <g ref={zoom.layerRef}>
              {outline.data?.neighbours.map((d, i) => (
                <path key={i} d={d} className="fill-slate-100 stroke-slate-300" strokeWidth={0.6} vectorEffect="non-scaling-stroke" />
              ))}
              {outline.data?.saudi ? (
                <path
                  d={outline.data.saudi}
                  className="fill-emerald-50 stroke-teal-700"
                  strokeWidth={1.2}
                  vectorEffect="non-scaling-stroke"
                />
              ) : null}
            </g>
            {outline.isError ? (
              <text x={MAP_WIDTH / 2} y={MAP_HEIGHT / 2} textAnchor="middle" className="fill-slate-600 text-sm">
                {t('Map outline unavailable')}
              </text>
            ) : null}
          </svg>
        )}
        {labels.map((l) => (
          // The name under its city's dot, clear of a marker standing on the city, centred (left-0
          // then -50%): the map is left to right in either language.
          <span key={l.city} aria-hidden style={markerStyle(l.x, l.y)} className="pointer-events-none absolute">
            <span className="absolute -start-1 -top-1 size-2 rounded-full border border-white bg-slate-500" />
            <span
              dir="auto"
              className="absolute top-4 left-0 -translate-x-1/2 rounded-sm bg-white/90 px-1 text-[0.6875rem] font-medium whitespace-nowrap text-slate-700"
            >
              {t(l.city)}
            </span>
          </span>
        ))}
        {children}
        {/* The map's own focus ring, drawn over the outline and the markers. */}
        <span
          aria-hidden
          className="pointer-events-none absolute inset-0 z-20 hidden rounded-xl ring-2 ring-ring ring-inset group-focus-visible/map:block"
        />
      </div>
    </div>
  );
}

/**
 * Reset at the top start, + and − at the top end (three in a column would cover most of a phone's
 * map edge): 44 px touch targets; at a limit they say so (aria-disabled) but keep focus.
 */
function MapControls({ zoom, resetLabel }: { zoom: MapZoom; resetLabel: string }) {
  const { zoomIn, zoomOut, reset } = zoom.actions;
  return (
    <div
      role="group"
      aria-label={t('Map zoom')}
      className="pointer-events-none absolute inset-x-2 top-2 z-30 flex items-start justify-between"
    >
      <MapButton label={resetLabel} icon={RotateCcw} act={reset} />
      <div className="flex flex-col gap-1">
        <MapButton label={t('Zoom in')} icon={Plus} off={zoom.state.atMax} act={zoomIn} />
        <MapButton label={t('Zoom out')} icon={Minus} off={zoom.state.atMin} act={zoomOut} />
      </div>
    </div>
  );
}

function MapButton({ label, icon: Icon, off = false, act }: { label: string; icon: LucideIcon; off?: boolean; act: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={off || undefined}
      onClick={off ? undefined : act}
      className="pointer-events-auto grid size-11 place-items-center rounded-lg border border-border bg-background/95 text-foreground shadow-sm transition outline-none hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-background/95"
    >
      <Icon className="size-5" aria-hidden />
    </button>
  );
}
