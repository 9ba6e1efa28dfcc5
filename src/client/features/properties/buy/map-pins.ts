import { geoEquirectangular, geoPath } from 'd3-geo';
import { CITY_COORDINATES, MAP_BOUNDS } from '@shared/constants';
import type { ApiSchema } from '@client/lib/api-client';

type MapPin = ApiSchema['MapPin'];

// Where the map view's pins go: longitude 30–60 and latitude 15–35 (docs/product.md#buy-page-and-map)
// projected into a 600×400 viewBox, and the grouping that keeps nearby price labels from covering each other.

export const MAP_WIDTH = 600;
export const MAP_HEIGHT = 400;
/** A price label's box on screen ("SAR 12.5M" with its padding and border), in CSS pixels: closer pins share one label. */
export const LABEL_PX = { width: 80, height: 26 } as const;

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

/** A listing's own coordinates when inside the map, else its city's, in viewBox units; null when neither is known. */
export function pinPosition(p: Pick<MapPin, 'latitude' | 'longitude' | 'city'>): [number, number] | null {
  const lat = p.latitude === null ? NaN : Number(p.latitude);
  const lng = p.longitude === null ? NaN : Number(p.longitude);
  const inBounds =
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lng >= MAP_BOUNDS.minLng &&
    lng <= MAP_BOUNDS.maxLng &&
    lat >= MAP_BOUNDS.minLat &&
    lat <= MAP_BOUNDS.maxLat;
  const coords = inBounds ? { lat, lng } : CITY_COORDINATES[p.city];
  if (!coords) return null;
  const xy = projection([coords.lng, coords.lat]);
  return xy ? [xy[0], xy[1]] : null;
}

export interface PlacedPin {
  pin: MapPin;
  x: number;
  y: number;
}

/** Every pin with a position, projected once (a pin without one is left off the map). */
export function placePins(pins: MapPin[]): PlacedPin[] {
  const placed: PlacedPin[] = [];
  for (const pin of pins) {
    const xy = pinPosition(pin);
    if (xy) placed.push({ pin, x: xy[0], y: xy[1] });
  }
  return placed;
}

export interface PinGroup {
  key: string;
  x: number;
  y: number;
  /** The group's cities, the one with most listings first ("Jeddah, Mecca"). */
  city: string;
  pins: MapPin[];
}

/**
 * Groups pins whose labels would overlap: any two groups drawn less than a label's `width` across
 * and `height` up or down from each other (viewBox units; labels are wider than tall) become one,
 * drawn at its pins' mean position, until no two overlap. One label per group, a cluster when it
 * holds several. A group's key is its first pin's id (in the results' order), so a selection
 * survives a resize when its group does. Groups come in reading order (north to south, then west
 * to east), which is the pins' Tab order.
 */
export function groupPins(placed: PlacedPin[], label: { width: number; height: number }): PinGroup[] {
  const groups = placed.map(({ pin, x, y }) => ({ x, y, pins: [pin] }));
  const overlap = (a: { x: number; y: number }, b: { x: number; y: number }) =>
    Math.abs(a.x - b.x) < label.width && Math.abs(a.y - b.y) < label.height;
  // Merging moves a group, which may make it overlap another: repeat until a pass merges nothing.
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        if (!overlap(groups[i], groups[j])) continue;
        const [a, b] = [groups[i], groups[j]];
        const n = a.pins.length + b.pins.length;
        groups[i] = {
          x: (a.x * a.pins.length + b.x * b.pins.length) / n,
          y: (a.y * a.pins.length + b.y * b.pins.length) / n,
          pins: [...a.pins, ...b.pins],
        };
        groups.splice(j, 1);
        j = i;
        merged = true;
      }
    }
  }
  return groups
    .map(({ x, y, pins }) => {
      const counts = new Map<string, number>();
      for (const p of pins) counts.set(p.city, (counts.get(p.city) ?? 0) + 1);
      const city = [...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([c]) => c)
        .join(', ');
      return { key: String(pins[0].id), x, y, city, pins };
    })
    .sort((a, b) => a.y - b.y || a.x - b.x);
}
