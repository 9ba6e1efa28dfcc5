// What part of a map is in view (docs/product.md#buy-page-and-map): pure arithmetic, shared by the
// search map and a listing's map. Positions are fractions of the whole map (0–1 across and down,
// the viewBox divided by its size), so a view survives a resize of the drawn map.

/**
 * `k`: the zoom (1 = the whole map fills the frame); `x`, `y`: where the map's top-left corner is
 * drawn, as fractions of the frame's width and height (from 1 − k to 0, so the map always covers
 * the frame). A point at fraction (px, py) of the map is drawn at (x + k·px, y + k·py) of the frame.
 */
export interface MapView {
  k: number;
  x: number;
  y: number;
}

export const WHOLE_MAP: MapView = { k: 1, x: 0, y: 0 };

/** How far in the maps zoom: at 256× a phone shows about 1 km in 30 px, enough to part a city's listings. */
export const MAX_ZOOM = 256;

/** A view kept within the zoom limits and with the map covering the frame. */
export function clampView(view: MapView, maxZoom = MAX_ZOOM): MapView {
  const k = Math.min(maxZoom, Math.max(1, view.k));
  const clamp = (v: number) => Math.min(0, Math.max(1 - k, v));
  return { k, x: clamp(view.x), y: clamp(view.y) };
}

/** The view at zoom `k` with the point (px, py) in the middle of the frame, as near as the map's edges allow. */
export function centredOn(px: number, py: number, k: number, maxZoom = MAX_ZOOM): MapView {
  const z = Math.min(maxZoom, Math.max(1, k));
  return clampView({ k: z, x: 0.5 - z * px, y: 0.5 - z * py }, maxZoom);
}

/** The map point in the middle of the frame. */
export function viewCentre(view: MapView): [number, number] {
  return [(0.5 - view.x) / view.k, (0.5 - view.y) / view.k];
}

/** Zoom by `factor` about the middle of the frame (+ and − buttons and keys). */
export function zoomedBy(view: MapView, factor: number, maxZoom = MAX_ZOOM): MapView {
  const [px, py] = viewCentre(view);
  return centredOn(px, py, view.k * factor, maxZoom);
}

/** Move the view by a share of the frame (the arrow keys): positive `dx` shows more of the east. */
export function pannedBy(view: MapView, dx: number, dy: number, maxZoom = MAX_ZOOM): MapView {
  return clampView({ k: view.k, x: view.x - dx, y: view.y - dy }, maxZoom);
}

/**
 * The zoom the pins are grouped at: `k` rounded down to a quarter power of two (1, 1.19, 1.41, …),
 * so a pinch regroups the pins a few times rather than on every frame. Rounding down keeps pins
 * grouped for a zoom at most the real one: their real distances on screen are only larger.
 */
export function groupingZoom(k: number): number {
  return 2 ** (Math.floor(Math.log2(Math.max(1, k)) * 4 + 1e-9) / 4);
}

/** Whether the map point (px, py) is drawn inside the frame, at least `margin` (a share of the frame) from its edges. */
export function inView(view: MapView, px: number, py: number, margin: { x: number; y: number }): boolean {
  const sx = view.x + view.k * px;
  const sy = view.y + view.k * py;
  return sx >= margin.x && sx <= 1 - margin.x && sy >= margin.y && sy <= 1 - margin.y;
}

/** A box on the map, in fractions of the map: its points' least and greatest x and y. */
export interface MapBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The view into a cluster: its members' box fills the frame but for `margin` (a share of the
 * frame) on each side, but no deeper than `splitAt` (the zoom at which its markers part) when
 * given, and at least twice as deep as now; null when the map cannot zoom further in.
 */
export function zoomedInto(
  view: MapView,
  box: MapBox,
  margin: { x: number; y: number },
  { splitAt, maxZoom = MAX_ZOOM }: { splitAt?: number | null; maxZoom?: number } = {},
): MapView | null {
  if (view.k >= maxZoom) return null;
  const fit = Math.min((1 - 2 * margin.x) / Math.max(box.x1 - box.x0, 1e-9), (1 - 2 * margin.y) / Math.max(box.y1 - box.y0, 1e-9));
  const k = Math.max(view.k * 2, Math.min(fit, splitAt ?? fit));
  return centredOn((box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2, k, maxZoom);
}

/** What a key does to the view when the map has focus: + and − zoom, the arrows move a fifth of the frame; null for any other key. */
export function viewForKey(view: MapView, key: string, maxZoom = MAX_ZOOM): MapView | null {
  const step = 0.2;
  switch (key) {
    case '+':
    case '=':
      return zoomedBy(view, 2, maxZoom);
    case '-':
    case '_':
      return zoomedBy(view, 0.5, maxZoom);
    case 'ArrowLeft':
      return pannedBy(view, -step, 0, maxZoom);
    case 'ArrowRight':
      return pannedBy(view, step, 0, maxZoom);
    case 'ArrowUp':
      return pannedBy(view, 0, -step, maxZoom);
    case 'ArrowDown':
      return pannedBy(view, 0, step, maxZoom);
    default:
      return null;
  }
}
