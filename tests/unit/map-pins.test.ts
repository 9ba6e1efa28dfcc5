import { describe, expect, it } from 'vitest';
import fc from 'fast-check';

import { MAP_WIDTH } from '../../src/client/features/properties/buy/map-geometry';
import { groupPins, MARKER_PX, markerWidth, placePins, splitZoom, type PinGroup } from '../../src/client/features/properties/buy/map-pins';
import type { ApiSchema } from '../../src/client/lib/api-client';

type PropertyMapPin = ApiSchema['MapPin'];

// Which of the search map's pins share a marker, in screen pixels at the current zoom
// (docs/product.md#buy-page-and-map).

let nextId = 1;
const pin = (city: string, coords: { latitude: string; longitude: string } | null = null): PropertyMapPin => ({
  id: nextId++,
  title: `Listing in ${city}`,
  titleAr: null,
  description: null,
  descriptionAr: null,
  price: '1200000.00',
  currency: 'SAR',
  priceSar: '1200000.00',
  rentPeriod: null,
  rentPrice: null,
  yearlyRentSar: null,
  propertyType: 'villa',
  city,
  latitude: coords?.latitude ?? null,
  longitude: coords?.longitude ?? null,
  bedrooms: 3,
  bathrooms: 2,
  area: '250.00',
  image: null,
});

/** CSS pixels per viewBox unit for a map drawn `width` px wide at zoom `k` (as the map computes it). */
const scale = (width: number, k = 1) => (width / MAP_WIDTH) * k;
/** A phone's map: 375 px wide less the page's padding. */
const PHONE = 343;

const citiesOf = (groups: PinGroup[]) => groups.map((g) => g.city);

describe('map pins', () => {
  it('gives the listings of one city a single cluster named after it, keyed by a listing it holds', () => {
    const pins = [pin('Jeddah'), pin('Jeddah'), pin('Jeddah'), pin('Tabuk')];
    const groups = groupPins(placePins(pins), scale(900));
    expect(groups.map((g) => [g.city, g.pins.length])).toEqual([
      ['Tabuk', 1],
      ['Jeddah', 3],
    ]);
    const jeddah = groups.find((g) => g.city === 'Jeddah')!;
    expect(jeddah.pins.map((p) => String(p.id))).toContain(jeddah.key);
    expect(jeddah.pins).toEqual(pins.slice(0, 3)); // in the results' order
  });

  it('joins Riyadh and the Eastern Province at the country zoom on a phone, and parts them when zoomed in', () => {
    const pins = [pin('Riyadh'), pin('Riyadh'), pin('Riyadh'), pin('Dammam'), pin('Khobar'), pin('Jeddah'), pin('Taif')];
    const country = groupPins(placePins(pins), scale(PHONE));
    // 40 px apart on this screen, under one 44 px marker; Riyadh and Taif, 70 px apart, are not joined.
    expect(citiesOf(country)).toEqual(['Riyadh, Dammam, Khobar', 'Jeddah, Taif']);
    // The marker sits on Riyadh, where most of its listings are (three, against two on the coast).
    const riyadh = placePins([pins[0]])[0];
    expect(country[0]).toMatchObject({ x: riyadh.x, y: riyadh.y });

    expect(citiesOf(groupPins(placePins(pins), scale(PHONE, 2)))).toEqual(['Dammam, Khobar', 'Riyadh', 'Jeddah, Taif']);
    // Dammam and Khobar, 25 km apart, part only much deeper; then each lone listing has its price label.
    const deep = groupPins(placePins(pins), scale(PHONE, 64));
    expect(citiesOf(deep)).toEqual(['Dammam', 'Khobar', 'Riyadh', 'Jeddah', 'Taif']);
    expect(deep.map((g) => g.pins.length)).toEqual([1, 1, 3, 1, 1]);
    // A wide screen parts Riyadh from the coast without zooming.
    expect(citiesOf(groupPins(placePins(pins), scale(1200)))).toEqual(['Dammam, Khobar', 'Riyadh', 'Jeddah, Taif']);
  });

  it('joins a lone listing to a cluster its wider price label would cover, and parts them once it fits', () => {
    // Two listings at one spot, and one a degree (20 viewBox units) east.
    const west = { latitude: '26.0', longitude: '45.0' };
    const pins = [pin('Riyadh', west), pin('Riyadh', west), pin('Riyadh', { latitude: '26.0', longitude: '46.0' })];
    const at = (px: number) => groupPins(placePins(pins), px / 20).map((g) => g.pins.length);
    // 55 px apart: a 44 px cluster and a 44 px circle would fit, but the 80 px price label would cover the cluster.
    expect(at(55)).toEqual([3]);
    // 70 px apart: half of each (22 + 40 px) fits.
    expect(at(70)).toEqual([2, 1]);
  });

  it('keeps every member within a label of its marker and no two markers overlapping, at any zoom and size', () => {
    const coords = fc.record({
      latitude: fc.double({ min: 16, max: 32, noNaN: true }).map((v) => v.toFixed(6)),
      longitude: fc.double({ min: 36, max: 56, noNaN: true }).map((v) => v.toFixed(6)),
    });
    fc.assert(
      fc.property(
        fc.array(coords, { minLength: 1, maxLength: 120 }),
        fc.integer({ min: 300, max: 1400 }),
        fc.constantFrom(1, 2, 4, 16, 256),
        (places, width, k) => {
          const placed = placePins(places.map((c) => pin('Riyadh', c)));
          const px = scale(width, k);
          const groups = groupPins(placed, px);
          expect(groups.reduce((n, g) => n + g.pins.length, 0)).toBe(placed.length);
          expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
          const at = new Map(placed.map((p) => [p.pin.id, p]));
          for (const g of groups) {
            for (const member of g.pins) {
              const m = at.get(member.id)!;
              expect(Math.abs(m.x - g.x) * px).toBeLessThan(MARKER_PX.label);
              expect(Math.abs(m.y - g.y) * px).toBeLessThan(MARKER_PX.height);
            }
          }
          for (let i = 0; i < groups.length; i++)
            for (let j = i + 1; j < groups.length; j++) {
              const apart =
                Math.abs(groups[i].x - groups[j].x) * px >= (markerWidth(groups[i]) + markerWidth(groups[j])) / 2 ||
                Math.abs(groups[i].y - groups[j].y) * px >= MARKER_PX.height;
              expect(apart).toBe(true);
            }
          // Reading order (north to south), which is the markers' Tab order.
          expect(groups.map((g) => g.y)).toEqual([...groups.map((g) => g.y)].sort((a, b) => a - b));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("gives a cluster the box of its members' positions, for zooming into it", () => {
    const pins = [pin('Jeddah', { latitude: '21.50', longitude: '39.15' }), pin('Jeddah', { latitude: '21.45', longitude: '39.25' })];
    const [group] = groupPins(placePins(pins), scale(PHONE));
    expect(group.pins).toHaveLength(2);
    // Longitude 30–60 and latitude 35–15 map to 0–1 across and down.
    expect(group.box.x0).toBeCloseTo((39.15 - 30) / 30, 6);
    expect(group.box.x1).toBeCloseTo((39.25 - 30) / 30, 6);
    expect(group.box.y0).toBeCloseTo((35 - 21.5) / 20, 6);
    expect(group.box.y1).toBeCloseTo((35 - 21.45) / 20, 6);
  });

  it('finds the zoom at which a cluster parts, or none for listings at one spot', () => {
    const riyadhAndCoast = placePins([pin('Riyadh'), pin('Riyadh'), pin('Dammam')]);
    const k = splitZoom(riyadhAndCoast, PHONE, 1, 256)!;
    expect(groupPins(riyadhAndCoast, scale(PHONE, k))).toHaveLength(2);
    // One step (a quarter power of two) less and they are still one marker.
    expect(groupPins(riyadhAndCoast, scale(PHONE, k / 2 ** 0.25))).toHaveLength(1);
    expect(splitZoom(riyadhAndCoast, PHONE, 2 * k, 256)).toBe(2 * k);
    expect(splitZoom(placePins([pin('Riyadh'), pin('Riyadh')]), PHONE, 1, 256)).toBeNull();
  });
});
