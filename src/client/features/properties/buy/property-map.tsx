import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Maximize2, Minimize2 } from 'lucide-react';
import { MAP_PIN_CAP } from '@shared/constants';
import { formatNumber } from '@shared/format';

import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { t } from '@client/lib/i18n';
import type { ApiSchema } from '@client/lib/api-client';
import { MapFrame } from './map-frame';
import { MAP_WIDTH } from './map-geometry';
import { SelectedCard, SideList } from './map-listings';
import { markerBox, PinMarker, propertiesIn } from './map-markers';
import { groupPins, placePins, splitZoom, type PinGroup } from './map-pins';
import { WHOLE_MAP } from './map-viewport';
import { useMapZoom } from './use-map-zoom';

type MapPin = ApiSchema['MapPin'];

// The map view (docs/product.md#buy-page-and-map): a real outline of Saudi Arabia that zooms and
// pans, a marker for every match of the search (GET /api/properties/map, up to MAP_PIN_CAP, not one
// page) at the listing's own position or else its city's, grouped where markers would overlap at
// the current zoom. A cluster zooms into its listings until they part; one that never parts (one
// spot) narrows the list to its listings instead.

/** A cluster that parts at no zoom (listings at one spot, or closer than the deepest zoom shows apart): the list shows its listings. */
interface ChosenCluster {
  ids: number[];
  city: string;
}

/**
 * `totalText`: the search's match count as the results header shows it ("1,234", or "10,000+");
 * `truncated`: the server pinned only the first MAP_PIN_CAP of them.
 */
export default function PropertyMap({ pins, totalText, truncated }: { pins: MapPin[]; totalText: string; truncated: boolean }) {
  const zoom = useMapZoom({ home: WHOLE_MAP, gestures: 'map' });
  const { zoomInto, reveal } = zoom.actions;
  const width = zoom.width;
  const hintId = useId();
  // Projected once per result; a zoom or a resize only regroups.
  const placed = useMemo(() => placePins(pins), [pins]);
  const placedById = useMemo(() => new Map(placed.map((p) => [p.pin.id, p])), [placed]);
  const pxPerUnit = (width / MAP_WIDTH) * zoom.state.level;
  const groups = useMemo(() => (pxPerUnit > 0 ? groupPins(placed, pxPerUnit) : []), [placed, pxPerUnit]);
  const markerBoxes = useMemo(() => groups.map(markerBox), [groups]);
  const [expanded, setExpanded] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [cluster, setCluster] = useState<ChosenCluster | null>(null);
  const listsRef = useRef<HTMLDivElement>(null);
  const markersRef = useRef<HTMLDivElement>(null);

  const groupOf = useMemo(() => {
    const m = new Map<number, PinGroup>();
    for (const g of groups) for (const p of g.pins) m.set(p.id, g);
    return m;
  }, [groups]);
  const selected = selectedId !== null ? (pins.find((p) => p.id === selectedId) ?? null) : null;
  // A chosen cluster narrows the side list to its listings (in the results' order), shown in a list
  // of its own: the whole list stays built but hidden, so going back to it costs no rebuild of hundreds of rows.
  const clusterPins = useMemo(() => {
    if (!cluster) return null;
    const ids = new Set(cluster.ids);
    return pins.filter((p) => ids.has(p.id));
  }, [cluster, pins]);
  // The marker drawn highlighted: the one holding the selected listing, or the chosen cluster.
  const highlightedKey = groupOf.get(selectedId ?? cluster?.ids[0] ?? NaN)?.key ?? null;

  const activate = useCallback(
    (g: PinGroup) => {
      if (g.pins.length === 1) {
        setSelectedId(g.pins[0].id);
        setCluster(null);
      } else if (
        !zoomInto(g.box, (least, deepest) =>
          splitZoom(
            g.pins.map((p) => placedById.get(p.id)!),
            width,
            least,
            deepest,
          ),
        )
      ) {
        setCluster({ ids: g.pins.map((p) => p.id), city: g.city });
        setSelectedId(null);
      }
    },
    [zoomInto, placedById, width],
  );
  // A listing picked from the list: its marker lights up and comes into view; the list stays as it
  // is, a chosen cluster's or the whole one.
  const selectPin = useCallback(
    (p: MapPin) => {
      setSelectedId(p.id);
      const at = placedById.get(p.id);
      if (at) reveal(at.x, at.y);
    },
    [placedById, reveal],
  );
  const revealMarker = useCallback((g: PinGroup) => reveal(g.x, g.y), [reveal]);
  const clear = () => {
    setCluster(null);
    setSelectedId(null);
  };

  // A zoom that regroups the markers keeps the keyboard where it was: on the marker now holding
  // the listing the focused one was drawn at.
  const lostFocus = useRef<number | null>(null);
  const onRemovedWhileFocused = useCallback((id: number) => (lostFocus.current = id), []);
  useLayoutEffect(() => {
    const id = lostFocus.current;
    lostFocus.current = null;
    const key = id !== null ? groupOf.get(id)?.key : undefined;
    if (key) markersRef.current?.querySelector<HTMLElement>(`[data-marker="${key}"]`)?.focus({ preventScroll: true });
  }, [groupOf]);

  // The side list follows the map: the selected listing scrolls into view, a cluster from the top.
  // Only the list scrolls, never the page (on a phone the list is below the map, which stays in view).
  useEffect(() => {
    const list = listsRef.current?.querySelector<HTMLElement>('ul:not([hidden])');
    if (!list) return;
    const row = selectedId !== null ? list.querySelector<HTMLElement>(`[data-pin-id="${selectedId}"]`) : null;
    if (row) {
      const [top, bottom] = [row.offsetTop, row.offsetTop + row.offsetHeight];
      if (top < list.scrollTop) list.scrollTo({ top, behavior: 'smooth' });
      else if (bottom > list.scrollTop + list.clientHeight) list.scrollTo({ top: bottom - list.clientHeight, behavior: 'smooth' });
    } else if (cluster !== null) list.scrollTo({ top: 0 });
  }, [selectedId, cluster]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && (cluster !== null || selectedId !== null)) {
      e.stopPropagation();
      clear();
    }
  };

  return (
    <div className="grid gap-4" onKeyDown={onKeyDown}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('Showing {shown} of {total} on the map', { shown: formatNumber(placed.length), total: totalText })}
          {truncated ? (
            <span className="block text-xs">
              {t('The first {count} in this order: narrow the search to see the rest.', { count: formatNumber(MAP_PIN_CAP) })}
            </span>
          ) : null}
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <ul aria-label={t('Legend')} className="flex items-center gap-4 text-sm">
            <li className="flex items-center gap-1.5">
              <span className="size-3 rounded-full bg-primary ring-2 ring-white" aria-hidden /> {t('Available Property')}
            </li>
            <li className="flex items-center gap-1.5">
              <span className="size-3 rounded-full bg-amber-500 ring-2 ring-white" aria-hidden /> {t('Selected Property')}
            </li>
          </ul>
          <Button type="button" variant="outline" size="sm" aria-pressed={expanded} onClick={() => setExpanded((v) => !v)}>
            {expanded ? <Minimize2 aria-hidden /> : <Maximize2 aria-hidden />} {expanded ? t('Collapse') : t('Expand')}
          </Button>
        </div>
      </div>

      <div className={cn('grid gap-4', expanded ? 'grid-cols-1' : 'lg:grid-cols-[minmax(0,1fr)_320px]')}>
        <div className="grid min-w-0 content-start gap-3">
          <MapFrame
            zoom={zoom}
            label={t('Map of properties in Saudi Arabia')}
            resetLabel={t('Reset map')}
            hintId={hintId}
            markers={markerBoxes}
          >
            <div ref={markersRef} className="contents">
              {groups.map((g) => (
                <PinMarker
                  key={g.key}
                  group={g}
                  highlighted={g.key === highlightedKey}
                  onActivate={activate}
                  onFocusMarker={revealMarker}
                  onRemovedWhileFocused={onRemovedWhileFocused}
                />
              ))}
            </div>
          </MapFrame>
          {/* Hints that fit the device: a keyboard and a mouse, or a finger. */}
          <p id={hintId} className="text-xs text-muted-foreground">
            <span className="pointer-coarse:hidden">{t('Scroll or use + and − to zoom; drag or use the arrow keys to move the map.')}</span>
            <span className="hidden pointer-coarse:inline">{t('Pinch or use + and − to zoom; drag to move the map.')}</span>
          </p>

          {selected ? (
            <SelectedCard pin={selected} />
          ) : cluster ? (
            <p className="text-sm text-muted-foreground">
              {t('{properties}: choose one from the list.', { properties: propertiesIn(cluster.ids.length, cluster.city) })}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              <span className="pointer-coarse:hidden">
                {t('Select a pin or a listing to see its details. Press Escape to clear the selection.')}
              </span>
              <span className="hidden pointer-coarse:inline">{t('Tap a pin or a listing to see its details.')}</span>
            </p>
          )}
        </div>

        {/* On a phone, a sheet under the map; beside it from lg up. */}
        <div className="grid min-w-0 content-start gap-2 rounded-2xl border border-border bg-card p-3 shadow-sm lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
          <div className="flex min-h-11 items-center justify-between gap-2">
            <h3 className="font-semibold" id="map-list-heading">
              {cluster ? propertiesIn(cluster.ids.length, cluster.city) : t('Properties on the map')}
            </h3>
            {cluster ? (
              <Button type="button" variant="ghost" size="sm" className="min-h-11" onClick={clear}>
                {t('Show all')}
              </Button>
            ) : null}
          </div>
          <div ref={listsRef} className="contents">
            <SideList pins={pins} hidden={clusterPins !== null} expanded={expanded} selectedId={selectedId} onSelect={selectPin} />
            {clusterPins ? <SideList pins={clusterPins} expanded={expanded} selectedId={selectedId} onSelect={selectPin} /> : null}
          </div>
        </div>
      </div>
    </div>
  );
}
