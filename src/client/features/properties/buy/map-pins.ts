import type { ApiSchema } from '@client/lib/api-client';

import { MAP_HEIGHT, MAP_WIDTH, mapPosition } from './map-geometry';
import type { MapBox } from './map-viewport';

type MapPin = ApiSchema['MapPin'];

// Which of the search map's pins share one marker at the current zoom (docs/product.md#buy-page-and-map).
// Grouping is done in screen pixels, so it depends on the zoom and the drawn size: pins part as you
// zoom in, and a cluster never joins places farther apart than one marker on screen.

/**
 * Markers on screen, in CSS pixels: a listing's price label ("SAR 12.5M") is at most `label` wide,
 * a cluster's count is a 44 px circle, and every marker is a touch target 44 px tall. Markers
 * closer than half their widths added together (and than their height) would overlap.
 */
export const MARKER_PX = { label: 80, cluster: 44, height: 44 } as const;

/** A marker's width on screen: a price label for one listing, a count for several. */
export const markerWidth = (g: { pins: unknown[] }) => (g.pins.length === 1 ? MARKER_PX.label : MARKER_PX.cluster);

export interface PlacedPin {
  pin: MapPin;
  /** In viewBox units. */
  x: number;
  y: number;
}

/** Every pin with a position, projected once (a pin without one is left off the map). */
export function placePins(pins: MapPin[]): PlacedPin[] {
  const placed: PlacedPin[] = [];
  for (const pin of pins) {
    const at = mapPosition(pin);
    if (at) placed.push({ pin, x: at.x, y: at.y });
  }
  return placed;
}

export interface PinGroup {
  /** The id of the listing the marker is drawn at: stable while the group keeps it. */
  key: string;
  /** In viewBox units. */
  x: number;
  y: number;
  /** The group's cities, the one with most listings first ("Riyadh, Dammam"). */
  city: string;
  /** In the results' order. */
  pins: MapPin[];
  /** The members' box, in fractions of the map (what zooming into the cluster shows). */
  box: MapBox;
}

interface Spot {
  x: number;
  y: number;
  /** Index in the input of each pin at this spot. */
  members: number[];
}

/**
 * Groups the pins for a map drawn at `pxPerUnit` CSS pixels per viewBox unit (the drawn width over
 * MAP_WIDTH, times the zoom). First as clusters: the spot with most listings round it (within
 * half a cluster's footprint, then within all of it) becomes a marker and takes every pin under
 * its footprint, then the next such spot among the rest, and so on. Then a lone listing whose wider price label would cover another marker joins the
 * nearest one. Markers never move, so each member lies within a price label's width across and a
 * marker's height up or down of its marker, and no two markers overlap. Groups come in reading
 * order (north to south, then west to east), the markers' Tab order.
 */
export function groupPins(placed: PlacedPin[], pxPerUnit: number): PinGroup[] {
  const within = (a: Spot, b: Spot, width: number, height: number = MARKER_PX.height) =>
    Math.abs(a.x - b.x) < width / pxPerUnit && Math.abs(a.y - b.y) < height / pxPerUnit;

  // Listings at one position (a city's centre, a building) are one spot.
  const byPosition = new Map<string, Spot>();
  placed.forEach(({ x, y }, i) => {
    const id = `${x},${y}`;
    const spot = byPosition.get(id);
    if (spot) spot.members.push(i);
    else byPosition.set(id, { x, y, members: [i] });
  });
  const spots = [...byPosition.values()];
  const near = (a: Spot, b: Spot) => within(a, b, MARKER_PX.cluster);
  const count = (a: Spot, isNear: (a: Spot, b: Spot) => boolean) => spots.reduce((n, b) => (isNear(a, b) ? n + b.members.length : n), 0);
  // Where most listings are: first within half a cluster's footprint, then within all of it.
  const [close, covered] = [
    spots.map((a) => count(a, (p, q) => within(p, q, MARKER_PX.cluster / 2, MARKER_PX.height / 2))),
    spots.map((a) => count(a, near)),
  ];
  const order = spots
    .map((_, i) => i)
    .sort((a, b) => close[b] - close[a] || covered[b] - covered[a] || spots[a].members[0] - spots[b].members[0]);

  const taken = new Array<boolean>(spots.length).fill(false);
  const markers: Spot[] = [];
  for (const s of order) {
    if (taken[s]) continue;
    const marker: Spot = { x: spots[s].x, y: spots[s].y, members: [] };
    spots.forEach((spot, i) => {
      if (taken[i] || !near(marker, spot)) return;
      taken[i] = true;
      marker.members.push(...spot.members);
    });
    markers.push(marker);
  }

  // A lone listing's label is wider than a cluster: where it would cover a marker, it joins the
  // nearest such one (which, a cluster now, is no wider than before: nothing new overlaps, so the
  // markers already passed need no second look).
  const width = (m: Spot) => markerWidth({ pins: m.members });
  for (let i = 0; i < markers.length;) {
    const lone = markers[i];
    const covered =
      lone.members.length === 1
        ? markers
            .filter((m) => m !== lone && within(lone, m, (width(lone) + width(m)) / 2))
            .sort((a, b) => Math.hypot(a.x - lone.x, a.y - lone.y) - Math.hypot(b.x - lone.x, b.y - lone.y))[0]
        : undefined;
    if (covered) {
      covered.members.push(...lone.members);
      markers.splice(i, 1);
    } else i++;
  }

  return markers
    .map((m) =>
      toGroup(
        m,
        m.members.sort((a, b) => a - b).map((i) => placed[i]),
      ),
    )
    .sort((a, b) => a.y - b.y || a.x - b.x);
}

function toGroup(seed: Spot, members: PlacedPin[]): PinGroup {
  const counts = new Map<string, number>();
  for (const { pin } of members) counts.set(pin.city, (counts.get(pin.city) ?? 0) + 1);
  const city = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([c]) => c)
    .join(', ');
  const xs = members.map((m) => m.x / MAP_WIDTH);
  const ys = members.map((m) => m.y / MAP_HEIGHT);
  return {
    key: String(members.find((m) => m.x === seed.x && m.y === seed.y)!.pin.id),
    x: seed.x,
    y: seed.y,
    city,
    pins: members.map((m) => m.pin),
    box: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) },
  };
}

/**
 * The zoom at which a cluster parts, for a map `widthPx` wide: the least grouping zoom (a quarter
 * power of two) from `from` up to `maxZoom` at which its members make more than one marker; null
 * when they never do (listings at one spot, or closer than the deepest zoom shows apart).
 */
export function splitZoom(members: PlacedPin[], widthPx: number, from: number, maxZoom: number): number | null {
  for (let step = Math.ceil(Math.log2(from) * 4 - 1e-9); 2 ** (step / 4) <= maxZoom; step++) {
    const k = 2 ** (step / 4);
    if (groupPins(members, (widthPx / MAP_WIDTH) * k).length > 1) return k;
  }
  return null;
}
