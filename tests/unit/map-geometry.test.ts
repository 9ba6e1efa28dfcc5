import { describe, expect, it } from 'vitest';
import { CITY_COORDINATES } from '../../src/shared/constants';

import { CITY_LABEL_PX, cityLabels, MAP_WIDTH, mapPosition, type MarkerBox } from '../../src/client/features/properties/buy/map-geometry';

// Where the maps put a place, and which city names a map shows (docs/product.md#buy-page-and-map).

describe('map geometry', () => {
  it("puts a place at its own coordinates inside the map, else at its city's, and nowhere with neither", () => {
    const riyadh = mapPosition({ city: 'Riyadh', latitude: null, longitude: null })!;
    expect(riyadh.exact).toBe(false);
    expect(
      mapPosition({ city: 'Riyadh', latitude: String(CITY_COORDINATES.Riyadh.lat), longitude: String(CITY_COORDINATES.Riyadh.lng) }),
    ).toEqual({ x: riyadh.x, y: riyadh.y, exact: true });
    // Outside the map's bounds (longitude 30–60, latitude 15–35): the city's spot.
    expect(mapPosition({ city: 'Riyadh', latitude: '51.5', longitude: '-0.12' })).toEqual(riyadh);
    const own = mapPosition({ city: 'Riyadh', latitude: 25.5, longitude: 45 })!;
    expect(own.exact).toBe(true);
    expect(own.x).toBeLessThan(riyadh.x); // further west
    expect(own.y).toBeLessThan(riyadh.y); // further north
    expect(mapPosition({ city: 'Atlantis', latitude: null, longitude: null })).toBeNull();
  });

  it("names as many cities as fit without covering each other, the listing's own city first", () => {
    const px = 900 / MAP_WIDTH; // a desktop map at the country zoom
    const country = cityLabels(px);
    const zoomed = cityLabels(px * 8);
    expect(country.length).toBeLessThan(zoomed.length);
    for (const labels of [zoomed, country]) expect(labels.map((l) => l.city)).toContain('Riyadh');
    // Dammam comes before Khobar (25 km apart): at the country zoom only Dammam is named…
    expect(country.map((l) => l.city)).toContain('Dammam');
    expect(country.map((l) => l.city)).not.toContain('Khobar');
    // …unless the listing is in Khobar.
    const khobar = cityLabels(px, { first: 'Khobar' }).map((l) => l.city);
    expect(khobar[0]).toBe('Khobar');
    expect(khobar).not.toContain('Dammam');
    for (let i = 0; i < country.length; i++)
      for (let j = i + 1; j < country.length; j++) {
        const [a, b] = [country[i], country[j]];
        expect(Math.abs(a.x - b.x) * px >= CITY_LABEL_PX.width || Math.abs(a.y - b.y) * px >= CITY_LABEL_PX.height).toBe(true);
      }
  });

  it('leaves out a name a marker would cover, not one whose marker stands on the dot above it', () => {
    const px = 900 / MAP_WIDTH;
    const riyadh = mapPosition({ city: 'Riyadh', latitude: null, longitude: null })!;
    const named = (markers: MarkerBox[]) => cityLabels(px, { markers }).map((l) => l.city);
    // A 32 px cluster on the dot: the name below it shows.
    expect(named([{ x: riyadh.x, y: riyadh.y, halfWidth: 16, halfHeight: 16 }])).toContain('Riyadh');
    // A price label 20 px below the dot, on the name: it goes.
    expect(named([{ x: riyadh.x + 30 / px, y: riyadh.y + 20 / px, halfWidth: 36, halfHeight: 11 }])).not.toContain('Riyadh');
    // The same label 60 px below: clear again.
    expect(named([{ x: riyadh.x, y: riyadh.y + 60 / px, halfWidth: 36, halfHeight: 11 }])).toContain('Riyadh');
  });
});
