// What a listing of each property type is like: its ranges (area, price, rooms), how often it has
// each feature switch, and the amenities that go with them.
import { FEATURE_SWITCH_AMENITY, PROPERTY_AMENITIES, type PropertyType } from '../../../../shared/constants';
import { chance, int, sample, type Rng } from '../random';

export type ListingMode = 'sale' | 'rent';

interface TypeProfile {
  area: [number, number];
  /** Sale price range (SAR) at Riyadh prices; for land, the price per m². */
  sale: [number, number];
  /** Yearly rent range (SAR) at Riyadh prices; null when the type is never rented out. */
  rent: [number, number] | null;
  bedrooms: [number, number] | null;
  bathrooms: [number, number] | null;
  parking: [number, number] | null;
}

export const TYPE_PROFILES: Record<PropertyType, TypeProfile> = {
  apartment: { area: [90, 300], sale: [450_000, 2_500_000], rent: [35_000, 150_000], bedrooms: [1, 5], bathrooms: [1, 4], parking: [1, 2] },
  villa: { area: [250, 900], sale: [1_200_000, 8_000_000], rent: [90_000, 350_000], bedrooms: [4, 7], bathrooms: [3, 7], parking: [2, 4] },
  office: { area: [80, 1200], sale: [800_000, 12_000_000], rent: [60_000, 650_000], bedrooms: null, bathrooms: [1, 4], parking: [2, 12] },
  commercial: {
    area: [60, 2000],
    sale: [1_000_000, 15_000_000],
    rent: [80_000, 900_000],
    bedrooms: null,
    bathrooms: [1, 3],
    parking: [2, 20],
  },
  land: { area: [400, 5000], sale: [1_500, 6_000], rent: null, bedrooms: null, bathrooms: null, parking: null },
  warehouse: {
    area: [500, 5000],
    sale: [2_000_000, 20_000_000],
    rent: [120_000, 1_200_000],
    bedrooms: null,
    bathrooms: [1, 3],
    parking: [3, 12],
  },
};

/** The feature switches of a listing (docs/product.md#listings). */
export interface Features {
  furnished: boolean;
  balcony: boolean;
  garden: boolean;
  pool: boolean;
  gym: boolean;
  security: boolean;
  elevator: boolean;
}

/** The amenities a switch stands for (FEATURE_SWITCH_AMENITY): amenities and switches always agree. */
const SWITCHED = new Set<string>(Object.values(FEATURE_SWITCH_AMENITY));
/** The amenities with no switch of their own, which a type may carry as extras. */
const EXTRA_AMENITIES: Record<PropertyType, readonly (typeof PROPERTY_AMENITIES)[number][]> = {
  apartment: ['Central AC', "Maid's Room", 'Storage Room', 'Laundry Room', 'Study Room', 'Roof Access'],
  villa: [
    'Central AC',
    "Maid's Room",
    "Driver's Room",
    'Storage Room',
    'Laundry Room',
    'Study Room',
    'Roof Access',
    'Basement',
    'Fireplace',
  ],
  office: ['Central AC', 'Storage Room', 'Basement'],
  commercial: ['Central AC', 'Storage Room', 'Basement', 'Roof Access'],
  land: [],
  warehouse: ['Storage Room'],
};

/** Probability of each switch per type. */
const FEATURE_ODDS: Record<PropertyType, Record<keyof Features, number>> = {
  apartment: { furnished: 0.3, balcony: 0.6, garden: 0.05, pool: 0.25, gym: 0.35, security: 0.7, elevator: 0.8 },
  villa: { furnished: 0.2, balcony: 0.5, garden: 0.8, pool: 0.5, gym: 0.15, security: 0.5, elevator: 0.2 },
  office: { furnished: 0.45, balcony: 0.05, garden: 0, pool: 0, gym: 0.2, security: 0.9, elevator: 0.9 },
  commercial: { furnished: 0.1, balcony: 0, garden: 0, pool: 0, gym: 0, security: 0.7, elevator: 0.35 },
  land: { furnished: 0, balcony: 0, garden: 0, pool: 0, gym: 0, security: 0, elevator: 0 },
  warehouse: { furnished: 0, balcony: 0, garden: 0, pool: 0, gym: 0, security: 0.8, elevator: 0 },
};

export function randomFeatures(rng: Rng, type: PropertyType): Features {
  const odds = FEATURE_ODDS[type];
  return {
    furnished: chance(rng, odds.furnished),
    balcony: chance(rng, odds.balcony),
    garden: chance(rng, odds.garden),
    pool: chance(rng, odds.pool),
    gym: chance(rng, odds.gym),
    security: chance(rng, odds.security),
    elevator: chance(rng, odds.elevator),
  };
}

/**
 * The amenities list of a listing: exactly the switches that are on, Parking when it has spaces,
 * plus a few extras of its type. Taking `rng` as optional keeps it usable as a pure function.
 */
export function amenitiesFor(type: PropertyType, features: Partial<Features>, parking: number | null | undefined, rng?: Rng): string[] {
  const out: string[] = [];
  for (const [key, label] of Object.entries(FEATURE_SWITCH_AMENITY)) {
    if (features[key as keyof typeof FEATURE_SWITCH_AMENITY]) out.push(label);
  }
  if (parking && parking > 0) out.push('Parking');
  if (rng) {
    const extras = EXTRA_AMENITIES[type].filter((a) => !SWITCHED.has(a));
    out.push(...sample(rng, extras, int(rng, Math.min(1, extras.length), Math.min(4, extras.length))));
  }
  // In the order of PROPERTY_AMENITIES, as the form shows them.
  return PROPERTY_AMENITIES.filter((a) => out.includes(a));
}
