import { describe, expect, it } from 'vitest';
import { CITY_COORDINATES } from '../../src/shared/constants';

import { groupPins, LABEL_PX, MAP_WIDTH, pinPosition, placePins } from '../../src/client/features/properties/buy/map-pins';
import type { ApiSchema } from '../../src/client/lib/api-client';

type PropertyMapPin = ApiSchema['MapPin'];

// Where the Buy page's map puts its pins, and which share one label (docs/product.md#buy-page-and-map).

let nextId = 1;
const pin = (city: string, coords: { latitude: string; longitude: string } | null = null): PropertyMapPin => ({
  id: nextId++,
  title: `Listing in ${city}`,
  description: null,
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

/** A label's box on a map drawn `px` wide, in viewBox units (as the map computes it). */
const labelAt = (px: number) => ({ width: (LABEL_PX.width * MAP_WIDTH) / px, height: (LABEL_PX.height * MAP_WIDTH) / px });

describe('map pins', () => {
  it("puts a pin at its own coordinates inside the map, else at its city's, and leaves off one with neither", () => {
    const riyadh = pinPosition(pin('Riyadh'))!;
    expect(
      pinPosition({ city: 'Riyadh', latitude: String(CITY_COORDINATES.Riyadh.lat), longitude: String(CITY_COORDINATES.Riyadh.lng) }),
    ).toEqual(riyadh);
    // Outside the map's bounds (longitude 30–60, latitude 15–35): the city's spot.
    expect(pinPosition(pin('Riyadh', { latitude: '51.5', longitude: '-0.12' }))).toEqual(riyadh);
    const own = pinPosition(pin('Riyadh', { latitude: '25.5', longitude: '45.0' }))!;
    expect(own[0]).toBeLessThan(riyadh[0]); // further west
    expect(own[1]).toBeLessThan(riyadh[1]); // further north
    expect(placePins([pin('Atlantis'), pin('Jeddah')]).map((p) => p.pin.city)).toEqual(['Jeddah']);
  });

  it('gives the listings of one city a single cluster named after it', () => {
    const pins = [pin('Jeddah'), pin('Jeddah'), pin('Jeddah'), pin('Tabuk')];
    const groups = groupPins(placePins(pins), labelAt(900));
    expect(groups.map((g) => [g.city, g.pins.length])).toEqual([
      ['Tabuk', 1],
      ['Jeddah', 3],
    ]);
    expect(groups.find((g) => g.city === 'Jeddah')!.key).toBe(String(pins[0].id));
  });

  it('merges nearby cities only when their labels would overlap: more on a phone than on a wide screen', () => {
    const pins = [pin('Dammam'), pin('Khobar'), pin('Riyadh'), pin('Jeddah'), pin('Mecca')];
    const wide = groupPins(placePins(pins), labelAt(1200));
    expect(wide.map((g) => g.city)).toEqual(['Dammam, Khobar', 'Riyadh', 'Jeddah, Mecca']);
    const phone = groupPins(placePins(pins), labelAt(200));
    expect(phone.length).toBeLessThan(wide.length);
    expect(phone.reduce((n, g) => n + g.pins.length, 0)).toBe(pins.length);
  });

  it('leaves no two labels overlapping, even where merged groups drift towards others', () => {
    // A dense spread of own coordinates across the country: 500 pins, the map's cap.
    let seed = 42;
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const pins = Array.from({ length: 500 }, () =>
      pin('Riyadh', { latitude: (17 + rnd() * 14).toFixed(6), longitude: (37 + rnd() * 18).toFixed(6) }),
    );
    for (const px of [360, 900, 1280]) {
      const label = labelAt(px);
      const groups = groupPins(placePins(pins), label);
      expect(groups.reduce((n, g) => n + g.pins.length, 0)).toBe(500);
      expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
      for (let i = 0; i < groups.length; i++) {
        for (let j = i + 1; j < groups.length; j++) {
          const apart = Math.abs(groups[i].x - groups[j].x) >= label.width || Math.abs(groups[i].y - groups[j].y) >= label.height;
          expect(apart, `${px}px: groups ${groups[i].key} and ${groups[j].key}`).toBe(true);
        }
      }
      // Reading order (north to south), which is the pins' Tab order.
      expect(groups.map((g) => g.y)).toEqual([...groups.map((g) => g.y)].sort((a, b) => a - b));
    }
  });
});
