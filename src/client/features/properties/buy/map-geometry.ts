import { geoEquirectangular, geoPath } from 'd3-geo';
import { CITY_COORDINATES, MAP_BOUNDS } from '@shared/constants';

// The maps' geometry (docs/product.md#buy-page-and-map), shared by the search map and a listing's
// own map: longitude 30–60 and latitude 15–35 projected into a 600×400 viewBox, and where a place
// goes on it.

export const MAP_WIDTH = 600;
export const MAP_HEIGHT = 400;

export const projection = geoEquirectangular()
  .fitExtent(
    [
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ],
    {
      type: 'MultiPoint',
      coordinates: [
        [MAP_BOUNDS.minLng, MAP_BOUNDS.minLat],
        [MAP_BOUNDS.maxLng, MAP_BOUNDS.maxLat],
      ],
    },
  )
  .clipExtent([
    [0, 0],
    [MAP_WIDTH, MAP_HEIGHT],
  ]);
export const mapPath = geoPath(projection);

/** A listing's place as the API gives it (coordinates are numeric strings). */
export interface Place {
  latitude: string | number | null;
  longitude: string | number | null;
  city: string;
}

export interface MapPosition {
  /** In viewBox units. */
  x: number;
  y: number;
  /** At the listing's own coordinates; false: at its city's centre. */
  exact: boolean;
}

/** A listing's own coordinates when inside the map, else its city's, in viewBox units; null when neither is known. */
export function mapPosition(place: Place): MapPosition | null {
  const lat = place.latitude === null ? NaN : Number(place.latitude);
  const lng = place.longitude === null ? NaN : Number(place.longitude);
  const exact =
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lng >= MAP_BOUNDS.minLng &&
    lng <= MAP_BOUNDS.maxLng &&
    lat >= MAP_BOUNDS.minLat &&
    lat <= MAP_BOUNDS.maxLat;
  const coords = exact ? { lat, lng } : CITY_COORDINATES[place.city];
  if (!coords) return null;
  const xy = projection([coords.lng, coords.lat]);
  return xy ? { x: xy[0], y: xy[1], exact } : null;
}

/** A city's name on a map: its dot's spot in viewBox units. */
export interface CityLabel {
  city: string;
  x: number;
  y: number;
}

/**
 * A city's mark on screen, in CSS pixels: its dot, and under it the name (the longest, "Khamis
 * Mushait", centred), from `nameTop` to `height` below the dot.
 */
export const CITY_LABEL_PX = { width: 100, height: 32, nameTop: 16 } as const;

/** What a city's name must not be drawn under: a marker's visible box, `halfWidth` and `halfHeight` CSS pixels round its spot (viewBox units). */
export interface MarkerBox {
  x: number;
  y: number;
  halfWidth: number;
  halfHeight: number;
}

/**
 * The city names a map drawn at `pxPerUnit` CSS pixels per viewBox unit can show without two
 * covering each other or a name hiding under a marker: `first` (a listing's own city) wins, then
 * the cities in CITY_COORDINATES' order (the original product's ten first); a name that would
 * cover one already kept, or sit under one of `markers`, is left out.
 */
export function cityLabels(pxPerUnit: number, { first, markers = [] }: { first?: string; markers?: MarkerBox[] } = {}): CityLabel[] {
  const w = CITY_LABEL_PX.width / pxPerUnit;
  const h = CITY_LABEL_PX.height / pxPerUnit;
  const underMarker = (x: number, y: number) =>
    markers.some((m) => {
      const [dx, dy] = [(m.x - x) * pxPerUnit, (m.y - y) * pxPerUnit];
      return (
        Math.abs(dx) < m.halfWidth + CITY_LABEL_PX.width / 2 &&
        dy + m.halfHeight > CITY_LABEL_PX.nameTop &&
        dy - m.halfHeight < CITY_LABEL_PX.height
      );
    });
  const names = Object.keys(CITY_COORDINATES).sort((a, b) => Number(b === first) - Number(a === first));
  const kept: CityLabel[] = [];
  for (const city of names) {
    const { lat, lng } = CITY_COORDINATES[city];
    const xy = projection([lng, lat]);
    if (!xy) continue;
    const [x, y] = xy;
    if (kept.every((k) => Math.abs(k.x - x) >= w || Math.abs(k.y - y) >= h) && !underMarker(x, y)) kept.push({ city, x, y });
  }
  return kept;
}
