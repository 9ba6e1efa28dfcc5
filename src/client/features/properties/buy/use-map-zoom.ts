import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { select } from 'd3-selection';
import 'd3-transition';
import { zoom, zoomIdentity, type D3ZoomEvent, type ZoomBehavior } from 'd3-zoom';

import { MAP_HEIGHT, MAP_WIDTH } from './map-geometry';
import {
  centredOn,
  clampView,
  groupingZoom,
  inView,
  MAX_ZOOM,
  viewForKey,
  zoomedBy,
  zoomedInto,
  type MapBox,
  type MapView,
} from './map-viewport';

// Zoom and pan for the maps (docs/product.md#buy-page-and-map), with d3-zoom: the wheel, a pinch,
// a drag and a double click, plus the + and − buttons and keys and the arrow keys. A frame never
// re-renders while it moves: the view is painted into the outline's transform and three CSS
// variables the markers are placed with (markerStyle); React hears only when the grouping zoom
// (a quarter power of two) or a limit changes.

/**
 * 'map': every gesture moves the map (the search map). 'page': the wheel and one-finger swipes
 * scroll the page, as a map inside a long page must let them (a listing's map): a trackpad pinch
 * (a wheel with Ctrl), a mouse drag, a double click, the buttons and the keys still move it.
 */
export type MapGestures = 'map' | 'page';

export interface ZoomState {
  /** The zoom the markers are grouped at (see groupingZoom). */
  level: number;
  atMin: boolean;
  atMax: boolean;
}

/**
 * Where a marker at viewBox point (x, y) is drawn: it follows the view without a React render.
 * Physical left and top on purpose: a map keeps east on the right in a right-to-left page too.
 */
export function markerStyle(x: number, y: number): CSSProperties {
  return {
    left: `calc((var(--map-x) + var(--map-k) * ${x / MAP_WIDTH}) * 100%)`,
    top: `calc((var(--map-y) + var(--map-k) * ${y / MAP_HEIGHT}) * 100%)`,
  };
}

const stateOf = (view: MapView, maxZoom: number): ZoomState => ({
  level: groupingZoom(view.k),
  atMin: view.k <= 1.001,
  atMax: view.k >= maxZoom * 0.999,
});

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function paintLayer(layer: SVGGElement, view: MapView) {
  layer.setAttribute('transform', `translate(${view.x * MAP_WIDTH} ${view.y * MAP_HEIGHT}) scale(${view.k})`);
}

export function useMapZoom({ home, gestures, maxZoom = MAX_ZOOM }: { home: MapView; gestures: MapGestures; maxZoom?: number }) {
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  const layer = useRef<SVGGElement | null>(null);
  const view = useRef(home);
  /** Where a running animation is heading: a second press of + zooms on from there. */
  const target = useRef<MapView | null>(null);
  const behaviour = useRef<ZoomBehavior<HTMLDivElement, unknown> | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [state, setState] = useState(() => stateOf(home, maxZoom));

  const paint = useCallback(
    (next: MapView) => {
      view.current = next;
      region?.style.setProperty('--map-k', String(next.k));
      region?.style.setProperty('--map-x', String(next.x));
      region?.style.setProperty('--map-y', String(next.y));
      if (layer.current) paintLayer(layer.current, next);
      const s = stateOf(next, maxZoom);
      setState((prev) => (prev.level === s.level && prev.atMin === s.atMin && prev.atMax === s.atMax ? prev : s));
    },
    [region, maxZoom],
  );

  // The markers' variables before the first paint.
  useLayoutEffect(() => paint(view.current), [paint]);

  useEffect(() => {
    if (!region) return;
    const observer = new ResizeObserver(() => setSize({ width: region.clientWidth, height: region.clientHeight }));
    observer.observe(region);
    return () => observer.disconnect();
  }, [region]);

  useEffect(() => {
    if (!region) return;
    const b = zoom<HTMLDivElement, unknown>()
      .scaleExtent([1, maxZoom])
      .on('start', (e: D3ZoomEvent<HTMLDivElement, unknown>) => {
        if (e.sourceEvent) target.current = null;
      })
      .on('zoom', (e: D3ZoomEvent<HTMLDivElement, unknown>) => {
        const [w, h] = [region.clientWidth, region.clientHeight];
        if (w && h) paint({ k: e.transform.k, x: e.transform.x / w, y: e.transform.y / h });
      });
    // d3-zoom's own rule (no right button; Ctrl only with the wheel, a trackpad pinch), and a
    // double click on a marker is the marker's, not a zoom. 'page' leaves the wheel without Ctrl, and touch, to the page.
    b.filter((e: MouseEvent) => {
      if (e.type === 'dblclick' && e.target instanceof Element && e.target.closest('button')) return false;
      if (e.type === 'wheel') return gestures === 'map' || e.ctrlKey;
      return !e.ctrlKey && !e.button;
    });
    if (gestures === 'page') b.touchable(false);
    select(region).call(b);
    behaviour.current = b;
    return () => {
      select(region).interrupt().on('.zoom', null);
      behaviour.current = null;
    };
  }, [region, gestures, maxZoom, paint]);

  // d3-zoom works in CSS pixels: on every resize, the same view in the new pixels.
  useEffect(() => {
    const b = behaviour.current;
    if (!region || !b || !size.width || !size.height) return;
    const extent: [[number, number], [number, number]] = [
      [0, 0],
      [size.width, size.height],
    ];
    b.extent(extent).translateExtent(extent);
    const v = view.current;
    select(region).call(b.transform, zoomIdentity.translate(v.x * size.width, v.y * size.height).scale(v.k));
  }, [region, size]);

  const moveTo = useCallback(
    (next: MapView) => {
      const b = behaviour.current;
      if (!region || !b || !size.width) return;
      const v = clampView(next, maxZoom);
      target.current = v;
      const t = zoomIdentity.translate(v.x * size.width, v.y * size.height).scale(v.k);
      if (reducedMotion()) select(region).call(b.transform, t);
      else select(region).transition().duration(300).call(b.transform, t);
    },
    [region, size, maxZoom],
  );

  // Stable while the size holds, so memoised markers keep them.
  const actions = useMemo(() => {
    const current = () => target.current ?? view.current;
    /** A share of the frame that is `px` CSS pixels across and down. */
    const share = (px: number) => ({ x: px / Math.max(1, size.width), y: px / Math.max(1, size.height) });
    return {
      zoomIn: () => moveTo(zoomedBy(current(), 2, maxZoom)),
      zoomOut: () => moveTo(zoomedBy(current(), 0.5, maxZoom)),
      reset: () => moveTo(home),
      /**
       * Zooms into a cluster's box, no deeper than where it parts (`splitFrom` finds that zoom, from
       * a least one up to the deepest); false, and no move, when it never parts.
       */
      zoomInto: (box: MapBox, splitFrom: (least: number, deepest: number) => number | null) => {
        const v = current();
        const splitAt = v.k < maxZoom ? splitFrom(Math.min(v.k * 2, maxZoom), maxZoom) : null;
        const next = splitAt === null ? null : zoomedInto(v, box, share(48), { splitAt, maxZoom });
        if (next) moveTo(next);
        return next !== null;
      },
      /** Brings a viewBox point into view (a listing chosen from the list, a marker reached with Tab), keeping the zoom. */
      reveal: (x: number, y: number) => {
        const [px, py] = [x / MAP_WIDTH, y / MAP_HEIGHT];
        const v = current();
        if (!inView(v, px, py, share(24))) moveTo(centredOn(px, py, v.k, maxZoom));
      },
      onKeyDown: (e: KeyboardEvent) => {
        if (e.altKey || e.ctrlKey || e.metaKey) return;
        const next = viewForKey(current(), e.key, maxZoom);
        if (!next) return;
        e.preventDefault();
        moveTo(next);
      },
    };
  }, [moveTo, size, maxZoom, home]);

  const layerRef = useCallback((node: SVGGElement | null) => {
    layer.current = node;
    if (node) paintLayer(node, view.current);
  }, []);

  return {
    regionRef: setRegion,
    layerRef,
    gestures,
    /** The drawn map's width in CSS pixels (0 until measured). */
    width: size.width,
    state,
    actions,
  };
}

export type MapZoom = ReturnType<typeof useMapZoom>;
