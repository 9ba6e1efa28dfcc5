// Realistic content for the seed and the test factories: Saudi neighbourhoods, listing texts,
// price and area ranges, investment opportunities, and the conversations around listings.
// Everything is drawn from a seeded PRNG, so one seed always gives the same data.
import {
  CITY_COORDINATES,
  FEATURE_SWITCH_AMENITY,
  PROPERTY_AMENITIES,
  PROPERTY_TYPES,
  type InvestmentType,
  type PropertyType,
} from '../../../shared/constants';

/* ------------------------------------------------------------------------------------------ */
/* Seeded randomness                                                                            */
/* ------------------------------------------------------------------------------------------ */

/** A random number in [0, 1), like Math.random. */
export type Rng = () => number;

/** mulberry32: a tiny, fast 32-bit PRNG; good enough for demo data and fully deterministic. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max], both included. */
export const int = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));
/** A float in [min, max). */
export const between = (rng: Rng, min: number, max: number): number => min + rng() * (max - min);
export const chance = (rng: Rng, p: number): boolean => rng() < p;
export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)];
}
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
/** `count` distinct items (fewer if the list is shorter). */
export const sample = <T>(rng: Rng, items: readonly T[], count: number): T[] => shuffle(rng, items).slice(0, count);
/** Rounds to a multiple of `step`. */
export const roundTo = (value: number, step: number): number => Math.round(value / step) * step;
/** A money or numeric column value: a string with two decimals. */
export const money = (value: number): string => value.toFixed(2);

/* ------------------------------------------------------------------------------------------ */
/* People                                                                                       */
/* ------------------------------------------------------------------------------------------ */

export const MALE_FIRST_NAMES = [
  'Abdullah',
  'Mohammed',
  'Faisal',
  'Khalid',
  'Sultan',
  'Turki',
  'Fahad',
  'Nasser',
  'Omar',
  'Saad',
  'Majed',
  'Yousef',
  'Ibrahim',
  'Hamad',
  'Bandar',
  'Ziyad',
  'Abdulaziz',
  'Mishari',
  'Rakan',
  'Waleed',
] as const;
export const FEMALE_FIRST_NAMES = [
  'Noura',
  'Sara',
  'Reem',
  'Lama',
  'Hessa',
  'Nouf',
  'Maha',
  'Haifa',
  'Dana',
  'Jawaher',
  'Rawan',
  'Lujain',
  'Amal',
  'Ghada',
  'Shahad',
  'Razan',
] as const;
export const FAMILY_NAMES = [
  'Al-Qahtani',
  'Al-Otaibi',
  'Al-Ghamdi',
  'Al-Zahrani',
  'Al-Harbi',
  'Al-Dosari',
  'Al-Shehri',
  'Al-Mutairi',
  'Al-Subaie',
  'Al-Shammari',
  'Al-Anazi',
  'Al-Malki',
  'Al-Sulaiman',
  'Al-Amoudi',
  'Al-Juhani',
  'Al-Faraj',
  'Al-Hazmi',
  'Al-Tamimi',
  'Al-Omari',
  'Al-Khalidi',
  'Al-Bishi',
  'Al-Asmari',
  'Al-Yami',
  'Al-Nasser',
] as const;

export function personName(rng: Rng): { firstName: string; lastName: string } {
  const first = chance(rng, 0.6) ? pick(rng, MALE_FIRST_NAMES) : pick(rng, FEMALE_FIRST_NAMES);
  return { firstName: first, lastName: pick(rng, FAMILY_NAMES) };
}

/** A Saudi mobile number as the API stores it: +9665XXXXXXXX (entered as 05XXXXXXXX). */
export function saudiMobile(rng: Rng): string {
  const prefix = pick(rng, ['50', '53', '54', '55', '56', '58', '59']);
  return `+966${prefix}${String(int(rng, 0, 9_999_999)).padStart(7, '0')}`;
}

/* ------------------------------------------------------------------------------------------ */
/* Places                                                                                       */
/* ------------------------------------------------------------------------------------------ */

/** Real neighbourhoods (and districts) of each city the product knows. */
export const NEIGHBORHOODS: Record<string, readonly string[]> = {
  Riyadh: [
    'Al Olaya',
    'Al Malqa',
    'Hittin',
    'Al Yasmin',
    'Al Narjis',
    'Al Sulimaniyah',
    'Diplomatic Quarter',
    'Al Sahafa',
    'Al Nakheel',
    'Al Wadi',
    'Al Aqiq',
    'Qurtubah',
    'Al Rabwa',
    'Al Muruj',
    'Al Ghadir',
    'Al Murabba',
  ],
  Jeddah: [
    'Al Shati',
    'Al Rawdah',
    'North Obhur',
    'Al Hamra',
    'Al Zahra',
    'Al Andalus',
    'Al Khalidiyah',
    'Al Salamah',
    'Al Naeem',
    'Al Basateen',
    'Al Muhammadiyah',
    'Al Marwah',
    'Al Nahdah',
    'Al Balad',
  ],
  Dammam: [
    'Al Faisaliyah',
    'Al Mazruiyah',
    'Al Shati Al Sharqi',
    'Al Nuzhah',
    'Al Jalawiyah',
    'Al Adamah',
    'Al Fursan',
    'Al Muhammadiyah',
    'Al Manar',
    'Al Hamra',
  ],
  Khobar: [
    'Al Aqrabiyah',
    'Al Rakah',
    'Al Thuqbah',
    'Al Yarmouk',
    'Al Bandariyah',
    'Al Olaya',
    'Al Khobar Al Shamaliyah',
    'Al Hizam Al Dhahabi',
    'Al Corniche',
  ],
  Dhahran: ['Al Doha Al Shamaliyah', 'Al Doha Al Janubiyah', 'Al Qusur', 'Dhahran Hills', 'Al Jamiyin', 'Gulf Palace'],
  Mecca: ['Al Aziziyah', 'Al Awali', 'Al Shawqiyah', 'Al Naseem', 'Batha Quraish', 'Al Rusaifah', 'Al Zahir', 'Al Hijrah', 'Al Kakiyah'],
  Medina: ['Quba', 'Al Aziziyah', 'Al Khalidiyah', 'Al Iskan', 'Shuran', 'Al Jumuah', 'Al Anabis', 'Al Ranuna', 'Al Uyun'],
  Taif: ['Al Hawiyah', 'Al Shafa', 'Al Hada', 'Al Faisaliyah', 'Shihar', 'Al Qumariyah', 'Al Waheet', 'Al Rehab'],
  Abha: ['Al Mansak', 'Al Numais', 'Al Khalidiyah', 'Al Muwadhafin', 'Al Sad', 'Al Muftaha', 'Al Marooj'],
  Jubail: ['Al Fanateer', 'Al Deffi', 'Al Huwaylat', 'Al Jalmudah', 'Al Andalus', 'Al Mutrafiah', 'Jubail Al Balad'],
  Tabuk: ['Al Muruj', 'Al Faisaliyah', 'Al Rawdah', 'Al Sulaimaniyah', 'Al Akhdar', 'Al Rabwah'],
  Buraidah: ['Al Rayyan', 'Al Iskan', 'Al Safra', 'Al Nahdah', 'Al Khabib', 'Al Fayziyah'],
  'Khamis Mushait': ['Al Rawdah', 'Al Dhabab', 'Al Nuzhah', 'Al Khalidiyah', 'Al Muntazah', 'Umm Sarar'],
  Hofuf: ['Al Kut', 'Al Naathil', 'Al Rifaah', 'Al Muhammadiyah', 'Al Salmaniyah', 'Al Mazrouiyah'],
  Najran: ['Al Faisaliyah', 'Al Fahd', 'Aba Al Saud', 'Al Khalidiyah', 'Al Mikhlaf', 'Al Jurbah'],
};

/** Where warehouses are: the industrial and logistics districts. */
export const INDUSTRIAL_AREAS: Record<string, readonly string[]> = {
  Riyadh: ['Al Sulay', '2nd Industrial City', 'Al Masani', 'Al Mashael'],
  Jeddah: ['Al Khumrah', '1st Industrial City', 'Al Sanabel', 'Al Mahjar'],
  Dammam: ['2nd Industrial City', '1st Industrial City', 'Al Khalidiyah Al Janubiyah'],
  Jubail: ['Jubail Industrial City', 'Al Fanateer', 'Support Industries Park'],
  Buraidah: ['Buraidah Industrial City', 'Al Sinaiyah'],
};

export const ROADS: Record<string, readonly string[]> = {
  Riyadh: [
    'King Fahd Road',
    'Northern Ring Road',
    'Olaya Street',
    'Prince Mohammed bin Salman Road',
    'King Salman Road',
    'Anas Ibn Malik Road',
    'Takhassusi Street',
    'Imam Saud Road',
  ],
  Jeddah: [
    'Prince Sultan Road',
    'Tahlia Street',
    'King Abdulaziz Road',
    'Madinah Road',
    'Corniche Road',
    'Sari Street',
    'Palestine Street',
  ],
  Dammam: ['King Saud Street', 'King Fahd Road', 'Prince Mohammed bin Fahd Road', 'Gulf Road', 'Abu Hadriyah Road'],
  Khobar: ['Prince Turki Street', 'King Khalid Street', 'Corniche Road', 'King Fahd Road', 'Dhahran Street'],
  Dhahran: ['King Abdulaziz Road', 'Dhahran Street', 'University Road', 'King Saud Road'],
  Mecca: ['Ibrahim Al Khalil Road', 'King Abdullah Road', 'Third Ring Road', 'Umm Al Qura Road', 'Al Haj Street'],
  Medina: ['King Abdullah Road', 'Quba Road', 'Sultana Road', 'King Faisal Road', 'Abu Bakr Al Siddiq Road'],
  Taif: ['Shihar Road', 'King Faisal Road', 'Al Hada Road', 'Prince Sultan Road'],
  Abha: ['King Abdulaziz Road', 'King Fahd Road', 'Al Soudah Road', 'Prince Sultan Road'],
  Jubail: ['King Abdulaziz Road', 'Jubail–Dammam Highway', 'Prince Mohammed Street'],
  Tabuk: ['Prince Fahd bin Sultan Road', 'King Abdulaziz Road', 'Al Madinah Road'],
  Buraidah: ['King Abdulaziz Road', 'Omar Ibn Al Khattab Road', 'Al Khabib Road'],
  'Khamis Mushait': ['King Faisal Road', 'King Khalid Road', 'Abha Road'],
  Hofuf: ['King Abdullah Road', 'Dhahran Road', 'Al Khalidiyah Street'],
  Najran: ['King Abdulaziz Road', 'King Fahd Road', 'Prince Mishal Road'],
};

export const LANDMARKS: Record<string, readonly string[]> = {
  Riyadh: ['Kingdom Centre', 'Riyadh Park Mall', 'KAFD', 'Boulevard City', 'King Saud University', 'Riyadh Front', 'Al Nakheel Mall'],
  Jeddah: [
    'Red Sea Mall',
    'the Jeddah Corniche',
    'King Abdulaziz University',
    'Mall of Arabia',
    'historic Al Balad',
    'King Abdulaziz International Airport',
  ],
  Dammam: ['the Dammam Corniche', 'Othaim Mall', 'Imam Abdulrahman Bin Faisal University', 'King Fahd Park'],
  Khobar: ['the Khobar Corniche', 'Al Rashid Mall', 'the King Fahd Causeway', 'Khobar Water Tower'],
  Dhahran: ['Ithra', 'KFUPM', 'Dhahran Mall', 'the Dhahran Expo'],
  Mecca: ['the Haramain railway station', 'Umm Al-Qura University', 'Makkah Mall', 'the Third Ring Road'],
  Medina: ['Quba Mosque', 'Prince Mohammed bin Abdulaziz Airport', 'the Haramain railway station', 'Taibah University'],
  Taif: ['Al Hada mountain road', 'Taif University', 'King Fahd Park', 'Taif Regional Airport'],
  Abha: ['Al Soudah', 'Abha International Airport', 'King Khalid University', 'Abha Dam Lake'],
  Jubail: ['Fanateer Beach', 'the Jubail Corniche', 'Jubail Industrial College', 'Galleria Mall'],
  Tabuk: ['Tabuk Park', 'the University of Tabuk', 'Tabuk Regional Airport', 'Tabuk Castle'],
  Buraidah: ['Qassim University', 'the Buraidah Date Market', 'King Khalid Park'],
  'Khamis Mushait': ['Khamis Mushait Mall', 'King Khalid University', 'the Tuesday Souq'],
  Hofuf: ['King Faisal University', 'the Qaisariya Souq', 'Al Ahsa Oasis'],
  Najran: ['Najran University', 'Al Ukhdood', 'Najran Valley Dam'],
};

/** Price level of each city relative to Riyadh. */
export const CITY_PRICE_FACTOR: Record<string, number> = {
  Riyadh: 1,
  Jeddah: 0.95,
  Khobar: 0.9,
  Dhahran: 0.92,
  Dammam: 0.8,
  Mecca: 0.95,
  Medina: 0.85,
  Taif: 0.62,
  Abha: 0.62,
  Jubail: 0.72,
  Tabuk: 0.58,
  Buraidah: 0.55,
  'Khamis Mushait': 0.55,
  Hofuf: 0.55,
  Najran: 0.5,
};

/** A point within ~`maxKm` km of the city centre, as numeric strings (8 decimals). */
export function coordinatesNear(rng: Rng, city: string, maxKm = 5): { latitude: string; longitude: string } {
  const centre = CITY_COORDINATES[city] ?? CITY_COORDINATES.Riyadh;
  const distance = Math.sqrt(rng()) * maxKm; // uniform over the disc
  const bearing = rng() * 2 * Math.PI;
  const dLat = (distance * Math.cos(bearing)) / 111.32;
  const dLng = (distance * Math.sin(bearing)) / (111.32 * Math.cos((centre.lat * Math.PI) / 180));
  return { latitude: (centre.lat + dLat).toFixed(8), longitude: (centre.lng + dLng).toFixed(8) };
}

/* ------------------------------------------------------------------------------------------ */
/* Listings                                                                                     */
/* ------------------------------------------------------------------------------------------ */

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

const TYPE_NOUN: Record<PropertyType, string> = {
  apartment: 'apartment',
  villa: 'villa',
  office: 'office',
  commercial: 'commercial unit',
  land: 'plot',
  warehouse: 'warehouse',
};

function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

const TITLES: Record<PropertyType, Record<ListingMode, readonly string[]>> = {
  apartment: {
    sale: [
      'Modern {beds}-Bedroom Apartment in {nb}',
      'Spacious Family Apartment near {landmark}',
      'Bright {beds}BR Apartment with City Views in {nb}',
      'Newly Finished {beds}-Bedroom Flat in {nb}',
      'Corner Apartment with Private Roof in {nb}',
      'Elegant {beds}-Bedroom Residence off {road}',
      'Ground-Floor Apartment with Garden in {nb}',
      '{beds}-Bedroom Apartment in a Gated Compound, {nb}',
      '{beds}-Bedroom Apartment with Shared Pool in {nb}',
    ],
    rent: [
      '{beds}-Bedroom Apartment for Rent in {nb}',
      '{furnishedLabel}{beds}BR Apartment near {landmark}',
      'Family Apartment for Annual Rent in {nb}',
      'Modern {beds}-Bedroom Flat off {road}',
      'New {beds}BR Apartment with Balcony in {nb}',
      'Apartment with Gym and Pool Access in {nb}',
    ],
  },
  villa: {
    sale: [
      'Luxury {beds}-Bedroom Villa in {nb}',
      'Modern Villa with Private Pool in {nb}',
      'Duplex Villa with Garden in {nb}',
      'Corner Villa near {landmark}',
      'Contemporary {beds}-Bedroom Villa off {road}',
      'Family Villa with Annex in {nb}',
      'Townhouse Villa in {nb}',
      'Classic Najdi-Style Villa in {nb}',
    ],
    rent: [
      '{beds}-Bedroom Villa for Rent in {nb}',
      'Spacious Family Villa for Annual Rent in {nb}',
      '{furnishedLabel}Villa with Garden near {landmark}',
      'Villa with Private Pool for Rent in {nb}',
      'Compound Villa for Rent off {road}',
      'Duplex Villa for Annual Rent near {landmark}',
    ],
  },
  office: {
    sale: [
      'Grade A Office Floor in {nb}',
      'Fitted Office Space on {road}',
      'Corporate Office near {landmark}',
      'Premium Office Suite in {nb}',
    ],
    rent: ['Office Space for Rent on {road}', '{furnishedLabel}Office Suite in {nb}', 'Grade A Offices for Lease near {landmark}'],
  },
  commercial: {
    sale: [
      'Retail Showroom on {road}',
      'Commercial Building in {nb}',
      'Prime Corner Shop in {nb}',
      'Income-Generating Retail Plaza in {nb}',
    ],
    rent: [
      'Street-Front Showroom for Rent on {road}',
      'Retail Unit for Lease in {nb}',
      'Restaurant-Ready Commercial Space near {landmark}',
    ],
  },
  land: {
    sale: [
      'Residential Plot in {nb}',
      'Corner Land on {road}',
      'Commercial Land near {landmark}',
      'Prime {areaLabel} m² Plot in {nb}',
      'Investment Land in {nb}',
    ],
    rent: ['Land for Lease in {nb}'],
  },
  warehouse: {
    sale: ['Logistics Warehouse in {nb}', 'Industrial Warehouse with Loading Docks in {nb}', 'Cold-Storage Ready Warehouse in {nb}'],
    rent: [
      'Warehouse for Lease in {nb}',
      '{areaLabel} m² Storage Warehouse for Rent in {nb}',
      'Distribution Warehouse for Rent off {road}',
    ],
  },
};

const OPENINGS: Record<PropertyType, readonly string[]> = {
  apartment: [
    'A well-laid-out {beds}-bedroom apartment in {nb}, one of the most sought-after districts of {city}.',
    'Bright and airy {beds}-bedroom apartment on a quiet street in {nb}, {city}.',
    'This {area} m² apartment in {nb} offers {beds} bedrooms and {baths} bathrooms in a well-managed building.',
  ],
  villa: [
    'An elegant {beds}-bedroom villa on a {area} m² plot in {nb}, {city}.',
    'Modern family villa in {nb} with generous living spaces across two floors and a private entrance.',
    'This contemporary villa in {nb} combines {beds} bedrooms, {baths} bathrooms and a separate majlis for guests.',
  ],
  office: [
    'Grade A office space of {area} m² in {nb}, {city}, with open-plan floors and meeting rooms.',
    'A fully serviced office in {nb} suited to regional headquarters and professional firms.',
    'Flexible {area} m² office floor in {nb} with raised floors and floor-to-ceiling glazing.',
  ],
  commercial: [
    'A high-visibility commercial unit of {area} m² in {nb}, {city}, on a busy retail frontage.',
    'Street-front retail space in {nb} with wide glass shopfronts and easy customer parking.',
    'Commercial property in {nb} ideal for a showroom, clinic, café or restaurant.',
  ],
  land: [
    'A {area} m² plot in {nb}, {city}, with clear title and all services available at the boundary.',
    'Level {area} m² land in {nb}, zoned for residential development, on a {street} m wide street.',
    'Well-located {area} m² plot in the growing district of {nb}, {city}.',
  ],
  warehouse: [
    'A {area} m² warehouse in {nb}, {city}, with a clear internal height of {height} m.',
    'Modern logistics warehouse in {nb} with truck access, loading docks and a secure yard.',
    'Steel-structure warehouse of {area} m² in {nb}, suited to storage, distribution or light industry.',
  ],
};

function featureSentence(type: PropertyType, feature: keyof Features): string {
  const home = type === 'villa';
  switch (feature) {
    case 'furnished':
      return 'It comes fully furnished with quality fittings, ready to move in.';
    case 'balcony':
      return home ? 'Upstairs bedrooms open onto a wide terrace.' : 'A private balcony catches the evening breeze.';
    case 'garden':
      return 'The landscaped garden is perfect for family gatherings.';
    case 'pool':
      return home ? 'A private swimming pool adds a touch of resort living.' : 'Residents share a temperature-controlled swimming pool.';
    case 'gym':
      return home ? 'A dedicated home gym room is fitted on the lower floor.' : 'A fully equipped gym is open to occupants.';
    case 'security':
      return '24/7 security and CCTV keep the property safe.';
    case 'elevator':
      return home ? 'A private elevator serves every floor.' : 'Served by modern high-speed elevators.';
  }
}

const FEATURE_KEYS: readonly (keyof Features)[] = ['furnished', 'balcony', 'garden', 'pool', 'gym', 'security', 'elevator'];

const LOCATION_SENTENCES = [
  'Minutes from {landmark} with quick access to {road}.',
  'Close to schools, mosques and supermarkets, and a short drive to {landmark}.',
  'Located just off {road}, with {landmark} a few minutes away.',
  'Easy access to {road} and the main shopping and dining spots of {city}.',
];

const CLOSINGS: Record<ListingMode, readonly string[]> = {
  sale: [
    'Title deed ready for immediate transfer.',
    'Direct from the owner; no brokerage fee.',
    'Bank financing available through partner banks.',
    'Viewing by appointment.',
  ],
  rent: [
    'Annual rent payable in two instalments through an Ejar contract.',
    'Rent is paid yearly; utilities are not included.',
    'Available immediately; viewing by appointment.',
    'Ejar-registered lease; one or two payments per year.',
  ],
};

export interface ListingInput {
  type: PropertyType;
  city: string;
  mode: ListingMode;
  neighborhood?: string;
}

/** The generated body of one listing: every column of `properties` but owner, status and dates. */
export interface Listing extends Features {
  title: string;
  description: string;
  price: string;
  area: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  parking: number | null;
  yearBuilt: number | null;
  neighborhood: string;
  address: string;
  latitude: string;
  longitude: string;
  amenities: string[];
  forSale: boolean;
  forRent: boolean;
}

function priceFor(rng: Rng, type: PropertyType, city: string, mode: ListingMode, area: number, bedrooms: number | null): number {
  const profile = TYPE_PROFILES[type];
  const factor = CITY_PRICE_FACTOR[city] ?? 0.6;
  // Bigger homes cost more: place the price in its range by size, plus some noise.
  const [aMin, aMax] = profile.area;
  const sizeShare = Math.min(1, Math.max(0, (area - aMin) / (aMax - aMin)));
  const bedShare =
    bedrooms && profile.bedrooms ? (bedrooms - profile.bedrooms[0]) / Math.max(1, profile.bedrooms[1] - profile.bedrooms[0]) : sizeShare;
  const share = Math.min(1, Math.max(0, 0.55 * sizeShare + 0.25 * bedShare + 0.2 * rng()));
  // Smaller cities sit lower in the range (and land there is much cheaper per m²).
  const level = factor ** 1.5;
  if (type === 'land') {
    const perSqm = between(rng, profile.sale[0], profile.sale[1]) * factor ** 1.6;
    return roundTo(area * perSqm, 10_000);
  }
  const [lo, hi] = mode === 'rent' && profile.rent ? profile.rent : profile.sale;
  const raw = lo + (hi - lo) * share * level;
  const step = mode === 'rent' ? (raw < 100_000 ? 1_000 : 5_000) : raw < 1_000_000 ? 5_000 : raw < 5_000_000 ? 10_000 : 50_000;
  return roundTo(raw, step);
}

/** One realistic listing of `type` in `city`. */
export function generateListing(rng: Rng, input: ListingInput): Listing {
  const { type, city } = input;
  const profile = TYPE_PROFILES[type];
  const mode: ListingMode = profile.rent ? input.mode : 'sale';
  const nbList = type === 'warehouse' && INDUSTRIAL_AREAS[city] ? INDUSTRIAL_AREAS[city] : (NEIGHBORHOODS[city] ?? ['City Centre']);
  const neighborhood = input.neighborhood ?? pick(rng, nbList);
  const road = pick(rng, ROADS[city] ?? ['King Fahd Road', 'King Abdulaziz Road']);
  const landmark = pick(rng, LANDMARKS[city] ?? ['the city centre']);

  const areaStep = type === 'land' || type === 'warehouse' ? 50 : type === 'villa' ? 10 : 5;
  const bedrooms = profile.bedrooms ? int(rng, profile.bedrooms[0], profile.bedrooms[1]) : null;
  let area = roundTo(between(rng, profile.area[0], profile.area[1]), areaStep);
  // Homes: the floor area follows the bedroom count.
  if (type === 'apartment' && bedrooms)
    area = Math.min(profile.area[1], Math.max(profile.area[0], roundTo(55 + bedrooms * 45 + rng() * 40, 5)));
  if (type === 'villa' && bedrooms)
    area = Math.min(profile.area[1], Math.max(profile.area[0], roundTo(200 + (bedrooms - 4) * 110 + rng() * 280, 10)));
  const bathrooms = profile.bathrooms
    ? bedrooms
      ? Math.min(profile.bathrooms[1], Math.max(profile.bathrooms[0], bedrooms - int(rng, 0, 1)))
      : Math.min(profile.bathrooms[1], profile.bathrooms[0] + Math.floor(area / 350) + int(rng, 0, 1))
    : null;
  const parking = profile.parking ? int(rng, profile.parking[0], profile.parking[1]) : null;
  const yearBuilt = type === 'land' ? null : int(rng, 1995, 2025);
  const features = randomFeatures(rng, type);
  if (mode === 'sale' && type !== 'office') features.furnished = features.furnished && chance(rng, 0.5);
  const price = priceFor(rng, type, city, mode, area, bedrooms);
  const template = pick(rng, TITLES[type][mode]);
  // What the title promises, the listing has.
  if (/Pool/.test(template)) features.pool = true;
  if (/Garden/.test(template)) features.garden = true;
  if (/Gym/.test(template)) features.gym = true;
  if (/Balcony/.test(template)) features.balcony = true;
  if (/Gated|Compound/.test(template)) features.security = true;

  const vars = {
    beds: bedrooms ?? '',
    baths: bathrooms ?? '',
    nb: neighborhood,
    city,
    road,
    landmark,
    area: area.toLocaleString('en-US'),
    areaLabel: area.toLocaleString('en-US'),
    furnishedLabel: features.furnished ? 'Furnished ' : '',
    street: pick(rng, [15, 20, 25, 30, 40]),
    height: pick(rng, [8, 10, 12, 14]),
    noun: TYPE_NOUN[type],
  };
  const title = fill(template, vars);

  const sentences = [fill(pick(rng, OPENINGS[type]), vars)];
  if (type === 'villa' && bedrooms)
    sentences.push(
      `The ground floor has a majlis, a family living room and an open kitchen; the ${bedrooms} bedrooms are upstairs, ${Math.min(bedrooms, 2)} of them en suite.`,
    );
  if (type === 'apartment' && chance(rng, 0.5))
    sentences.push('The open kitchen flows into a generous living and dining area filled with natural light.');
  if (type === 'office') sentences.push(`Includes ${parking} dedicated parking bays and a shared reception.`);
  if (type === 'warehouse')
    sentences.push(`Fitted with ${int(rng, 2, 6)} roller-shutter doors, a fire sprinkler system and an office mezzanine.`);
  if (type === 'land')
    sentences.push(
      pick(rng, [
        'Electricity, water and sewage connections are at the plot boundary.',
        'Suitable for a private villa or a small residential compound.',
        'Surrounded by completed homes and new infrastructure.',
      ]),
    );
  const on = FEATURE_KEYS.filter((k) => features[k]);
  for (const k of sample(rng, on, 3)) sentences.push(featureSentence(type, k));
  sentences.push(fill(pick(rng, LOCATION_SENTENCES), vars));
  sentences.push(pick(rng, CLOSINGS[mode]));

  const { latitude, longitude } = coordinatesNear(rng, city);
  const own = amenitiesFor(type, features, parking, rng);
  const amenities = PROPERTY_AMENITIES.filter((a) => own.includes(a) || (a === 'Roof Access' && /Roof/.test(template)));
  return {
    title,
    description: sentences.join(' '),
    price: money(price),
    area: money(area),
    bedrooms,
    bathrooms,
    parking,
    yearBuilt,
    neighborhood,
    address: `${int(rng, 1000, 9999)} ${road}, ${neighborhood}, ${city}`,
    latitude,
    longitude,
    amenities,
    forSale: mode === 'sale',
    forRent: mode === 'rent',
    ...features,
  };
}

/* ------------------------------------------------------------------------------------------ */
/* Development projects                                                                         */
/* ------------------------------------------------------------------------------------------ */

export interface ProjectTemplate {
  key: 'gardens' | 'waterfront' | 'towers' | 'business';
  name: string;
  city: string;
  neighborhood: string;
  location: string;
  description: string;
  /** Index into the seed's developers: 0 = the first developer, 1 = the second. */
  developer: 0 | 1;
  status: 'planning' | 'under_construction' | 'completed';
  totalUnits: number;
  completedUnits: number;
  priceRange: string;
  amenities: string[];
  /** Months from now (negative: in the past). */
  completionInMonths: number;
  /** The listings that belong to it. */
  listings: { type: PropertyType; mode: ListingMode }[];
}

export const PROJECTS: readonly ProjectTemplate[] = [
  {
    key: 'gardens',
    name: 'Al-Rashid Gardens',
    city: 'Riyadh',
    neighborhood: 'Al Narjis',
    location: 'Al Narjis, off the Northern Ring Road, Riyadh',
    description:
      'A gated community of 320 contemporary villas and townhouses by Al-Rashid Developments in north Riyadh. ' +
      'Tree-lined streets, a central park with walking tracks, a community mosque and a neighbourhood school ' +
      'put everyday life within a short walk. Phase one is handed over; phase two is under construction.',
    developer: 0,
    status: 'under_construction',
    totalUnits: 320,
    completedUnits: 138,
    priceRange: '1,450,000 - 4,200,000 SAR',
    amenities: ['Swimming Pool', 'Gym', "Children's Playground", 'Security', 'Mosque', 'Schools', 'Green Spaces', 'Walking Tracks'],
    completionInMonths: 14,
    listings: [
      { type: 'villa', mode: 'sale' },
      { type: 'villa', mode: 'sale' },
      { type: 'apartment', mode: 'sale' },
    ],
  },
  {
    key: 'waterfront',
    name: 'Obhur Bay Residences',
    city: 'Jeddah',
    neighborhood: 'North Obhur',
    location: 'North Obhur Corniche, Jeddah',
    description:
      'Seafront apartments on the Obhur creek with private beach access, a marina promenade and Red Sea views ' +
      'from every living room. Three residential towers over a landscaped podium with pools, cafés and retail.',
    developer: 1,
    status: 'under_construction',
    totalUnits: 480,
    completedUnits: 120,
    priceRange: '850,000 - 3,600,000 SAR',
    amenities: ['Swimming Pool', 'Gym', 'Security', 'Parking', 'Restaurants', 'Shopping Center', 'Walking Tracks'],
    completionInMonths: 22,
    listings: [
      { type: 'apartment', mode: 'sale' },
      { type: 'apartment', mode: 'sale' },
      { type: 'apartment', mode: 'rent' },
    ],
  },
  {
    key: 'towers',
    name: 'Khobar Corniche Towers',
    city: 'Khobar',
    neighborhood: 'Al Khobar Al Shamaliyah',
    location: 'Corniche Road, Al Khobar Al Shamaliyah, Khobar',
    description:
      'Two completed residential towers facing the Arabian Gulf, with 260 apartments from one to four bedrooms. ' +
      "Residents share a rooftop pool, a gym, a children's play area and a 24/7 concierge, steps from the Corniche.",
    developer: 0,
    status: 'completed',
    totalUnits: 260,
    completedUnits: 260,
    priceRange: '720,000 - 2,900,000 SAR',
    amenities: ['Swimming Pool', 'Gym', "Children's Playground", 'Security', 'Parking', 'Healthcare Center', 'Green Spaces'],
    completionInMonths: -8,
    listings: [
      { type: 'apartment', mode: 'sale' },
      { type: 'apartment', mode: 'rent' },
    ],
  },
  {
    key: 'business',
    name: 'Hittin Business Park',
    city: 'Riyadh',
    neighborhood: 'Hittin',
    location: 'Hittin, King Salman Road, Riyadh',
    description:
      'A business park of six low-rise Grade A office buildings around a shaded central plaza, with showrooms on ' +
      'King Salman Road, underground parking and a food court. Designed for LEED Gold certification.',
    developer: 1,
    status: 'planning',
    totalUnits: 85,
    completedUnits: 0,
    priceRange: '1,200,000 - 9,500,000 SAR',
    amenities: ['Security', 'Parking', 'Restaurants', 'Shopping Center', 'Green Spaces', 'Gym'],
    completionInMonths: 36,
    listings: [
      { type: 'office', mode: 'sale' },
      { type: 'office', mode: 'rent' },
    ],
  },
];

/* ------------------------------------------------------------------------------------------ */
/* Investment opportunities                                                                     */
/* ------------------------------------------------------------------------------------------ */

export interface InvestmentTemplate {
  title: string;
  location: string;
  description: string;
}

export const INVESTMENT_TEMPLATES: Record<InvestmentType, readonly InvestmentTemplate[]> = {
  REIT: [
    {
      title: 'Riyadh Logistics REIT',
      location: 'Riyadh',
      description:
        'A portfolio of grade A logistics warehouses in Al Sulay and the 2nd Industrial City, leased to e-commerce and FMCG tenants on long leases with annual escalations.',
    },
    {
      title: 'Jeddah Retail Income REIT',
      location: 'Jeddah',
      description:
        'Neighbourhood shopping centres on Tahlia Street and Prince Sultan Road, anchored by supermarkets and pharmacies, with quarterly distributions.',
    },
    {
      title: 'Eastern Province Residential REIT',
      location: 'Khobar',
      description:
        'Stabilised residential compounds in Khobar and Dhahran let to corporate tenants, with occupancy above 92% over the past three years.',
    },
    {
      title: 'Makkah Hospitality REIT',
      location: 'Mecca',
      description:
        'Hotel apartments within walking distance of Masjid al-Haram, operated under management contracts and benefiting from year-round pilgrim demand.',
    },
    {
      title: 'Madinah Serviced Apartments REIT',
      location: 'Medina',
      description:
        'Serviced apartment buildings in the central area near Al-Masjid an-Nabawi, with income from long-stay and seasonal visitors.',
    },
    {
      title: 'Riyadh Office Income REIT',
      location: 'Riyadh',
      description: 'Grade A office buildings in Al Olaya and KAFD leased to banks, consultancies and government-linked entities.',
    },
    {
      title: 'Dammam Healthcare Properties REIT',
      location: 'Dammam',
      description:
        'Outpatient clinics and a specialist hospital building leased to leading healthcare operators on 15-year triple-net leases.',
    },
    {
      title: 'Saudi Education Assets REIT',
      location: 'Riyadh',
      description:
        'International and private school campuses in north Riyadh leased to established operators, with inflation-linked rents.',
    },
    {
      title: 'Jubail Industrial Housing REIT',
      location: 'Jubail',
      description:
        'Staff housing compounds serving the Jubail Industrial City, leased to petrochemical companies under long-term contracts.',
    },
  ],
  fund: [
    {
      title: 'Jeddah Waterfront Development Fund',
      location: 'Jeddah',
      description:
        'A closed-ended fund acquiring and repositioning seafront residential and leisure assets along the Jeddah Corniche and Obhur.',
    },
    {
      title: 'Riyadh Income Growth Fund',
      location: 'Riyadh',
      description:
        'A diversified real-estate fund of income-producing offices, retail and residential assets across Riyadh, targeting steady yield and capital growth.',
    },
    {
      title: 'Saudi Affordable Housing Fund',
      location: 'Riyadh',
      description:
        'Finances mid-market family housing aligned with the national home ownership programme, with off-plan sales backed by escrow accounts.',
    },
    {
      title: 'Eastern Province Opportunity Fund',
      location: 'Dammam',
      description: 'Targets undervalued commercial and residential assets in Dammam, Khobar and Dhahran for refurbishment and re-letting.',
    },
    {
      title: 'Holy Cities Hospitality Fund',
      location: 'Mecca',
      description: 'Invests in hotels and hotel apartments in Makkah and Madinah to serve growing Umrah visitor numbers.',
    },
    {
      title: 'Asir Tourism Real Estate Fund',
      location: 'Abha',
      description:
        'Develops boutique mountain resorts and chalets around Abha and Al Soudah as the Asir region opens to year-round tourism.',
    },
    {
      title: 'Taif Summer Resorts Fund',
      location: 'Taif',
      description:
        'Acquires and upgrades resort and chalet properties in Al Hada and Al Shafa, benefiting from the summer season in the mountains.',
    },
    {
      title: 'Najran Agricultural Land Fund',
      location: 'Najran',
      description: 'Holds agricultural and peri-urban land in the Najran valley, with income from farm leases and upside from rezoning.',
    },
    {
      title: 'Qassim Logistics and Trade Fund',
      location: 'Buraidah',
      description: 'Builds cold storage and distribution facilities serving the date and agricultural trade of the Qassim region.',
    },
  ],
  development: [
    {
      title: 'North Riyadh Villas Development',
      location: 'Riyadh',
      description:
        'Construction of 96 modern villas in Al Narjis with a community park, financed in three phases with pre-sales covering 40% of costs.',
    },
    {
      title: 'Obhur Marina Residences Development',
      location: 'Jeddah',
      description: 'A seafront tower of 180 apartments and a marina promenade on the Obhur creek, with completion planned in 30 months.',
    },
    {
      title: 'Khobar Corniche Mixed-Use Development',
      location: 'Khobar',
      description: 'A mixed-use block of ground-floor retail, offices and serviced apartments facing the Khobar Corniche.',
    },
    {
      title: 'Dhahran Tech Park Offices',
      location: 'Dhahran',
      description: 'Grade A office buildings beside the Dhahran Techno Valley, pre-let in part to energy and technology companies.',
    },
    {
      title: 'Medina Quba Residential Development',
      location: 'Medina',
      description: 'Family apartments in the Quba district, a few minutes from Quba Mosque, sold off-plan under the Wafi programme.',
    },
    {
      title: 'Tabuk Gateway Housing Development',
      location: 'Tabuk',
      description: 'Mid-market housing serving the growth of the northwest region and its giga-project workforce.',
    },
    {
      title: 'Abha Heights Chalets Development',
      location: 'Abha',
      description: 'Mountain-view chalets and a boutique hotel near Al Soudah, aimed at the fast-growing Asir tourism market.',
    },
    {
      title: 'Jubail Industrial Warehousing Development',
      location: 'Jubail',
      description: 'Build-to-suit warehouses and light-industrial units in the Jubail support industries park.',
    },
    {
      title: 'Makkah Third Ring Road Hotel Development',
      location: 'Mecca',
      description: 'A 420-key hotel on the Third Ring Road with shuttle access to Masjid al-Haram, operated by an international brand.',
    },
  ],
};

/* ------------------------------------------------------------------------------------------ */
/* Bids and inquiries                                                                           */
/* ------------------------------------------------------------------------------------------ */

export const BID_MESSAGES = [
  'Cash offer, ready to transfer within two weeks.',
  'We are pre-approved for financing with Al Rajhi Bank and can move quickly.',
  'Serious buyer. Happy to sign at the notary as soon as possible.',
  'This is my best offer given the current market.',
  'Flexible on the handover date if that helps the owner.',
  'Offer subject to a satisfactory inspection.',
  'We have viewed the property twice and would like to proceed. Please consider our offer.',
  null,
] as const;

const HOMES: readonly PropertyType[] = ['apartment', 'villa'];
const BUSINESS: readonly PropertyType[] = ['office', 'commercial', 'warehouse'];
const BUILT: readonly PropertyType[] = ['apartment', 'villa', 'office', 'commercial', 'warehouse'];

/** An inquiry, the owner's answer, and sometimes the asker's follow-up. */
export interface InquiryThread {
  types: readonly PropertyType[];
  mode: ListingMode | 'any';
  message: string;
  reply: string;
  followUp?: string;
}

export const INQUIRY_THREADS: readonly InquiryThread[] = [
  {
    types: BUILT,
    mode: 'sale',
    message: 'Is the price negotiable? I would like to arrange a viewing this weekend.',
    reply:
      'Thank you for your interest. There is some room for a serious buyer. We can arrange a viewing on Saturday at 5 pm; please confirm.',
    followUp: 'Saturday at 5 pm works for us. See you there.',
  },
  {
    types: PROPERTY_TYPES,
    mode: 'sale',
    message: 'Is the title deed ready for transfer, and are there any outstanding service charges?',
    reply: 'Yes, the deed is ready for transfer at the notary and there are no outstanding charges. I can share a copy when we meet.',
  },
  {
    types: PROPERTY_TYPES,
    mode: 'sale',
    message: 'Would the owner accept payment through bank financing?',
    reply: 'Bank financing is fine. Our sales office can prepare the documents your bank will need, including the valuation request.',
    followUp: 'Thank you, I will ask my bank to start the valuation this week.',
  },
  {
    types: BUILT,
    mode: 'any',
    message: 'Could you share more photos of the interior and the floor plan?',
    reply: 'Of course. I have sent the floor plan and recent photos to your number on WhatsApp.',
  },
  {
    types: HOMES,
    mode: 'any',
    message: 'Hello, is this property still available? We are a family of five and would like to visit this week.',
    reply: 'Hello, yes it is still available. Any day this week after Asr prayer works; let me know which day suits you.',
    followUp: 'Thursday would be ideal for us, thank you.',
  },
  {
    types: HOMES,
    mode: 'any',
    message: 'How far is it from the nearest international school, and is there covered parking?',
    reply: 'It is about ten minutes by car from two international schools, and there is covered parking for two cars.',
  },
  {
    types: BUSINESS,
    mode: 'any',
    message: 'I am interested in this listing for my company. Can we visit on Sunday morning?',
    reply: 'Sunday at 10 am is fine. Please ask for the building manager at reception.',
    followUp: 'Confirmed, we will be there at 10.',
  },
  {
    types: BUILT,
    mode: 'rent',
    message: 'Is the rent payable in two instalments? We would like to move in next month.',
    reply: 'Yes, the rent can be paid in two instalments through an Ejar contract. The unit is available from the first of next month.',
    followUp: 'Great, please go ahead and prepare the Ejar contract.',
  },
  {
    types: BUILT,
    mode: 'rent',
    message: 'Are water and electricity included in the rent, and is there a security deposit?',
    reply: "Utilities are not included; the unit has its own meters. The deposit is one month's rent, refunded at the end of the lease.",
  },
  {
    types: BUILT,
    mode: 'rent',
    message: 'Would the owner consider a three-year lease at a lower yearly rent?',
    reply: 'The owner is open to a three-year lease. I will confirm the best yearly rent by tomorrow.',
  },
  {
    types: ['land'],
    mode: 'sale',
    message: 'Is this plot on a corner, and are electricity and water already connected?',
    reply:
      'It has two street frontages, and electricity and water connections are at the boundary. The building permit can be issued quickly.',
  },
];

/** The threads that make sense for a listing of `type` offered for `mode`. */
export function threadsFor(type: PropertyType, mode: ListingMode): InquiryThread[] {
  return INQUIRY_THREADS.filter((t) => t.types.includes(type) && (t.mode === 'any' || t.mode === mode));
}
