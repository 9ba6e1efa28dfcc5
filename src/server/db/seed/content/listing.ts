// One realistic listing: its rooms, area, price, features, texts and place, all drawn from `rng`.
import { PROPERTY_AMENITIES, type PropertyType } from '../../../../shared/constants';
import { between, chance, int, money, pick, roundTo, sample, type Rng } from '../random';
import { TYPE_PROFILES, amenitiesFor, randomFeatures, type Features, type ListingMode } from './listing-profiles';
import { CLOSINGS, FEATURE_KEYS, LOCATION_SENTENCES, OPENINGS, TITLES, featureSentence, fill } from './listing-texts';
import {
  CLOSINGS_AR,
  LAND_NOTES_AR,
  LOCATION_SENTENCES_AR,
  OPENINGS_AR,
  TITLES_AR,
  arabicVars,
  featureSentenceAr,
} from './listing-texts-ar';
import { CITY_PRICE_FACTOR, INDUSTRIAL_AREAS, LANDMARKS, NEIGHBORHOODS, ROADS, coordinatesNear } from './places';

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
  /** The same title and description in Arabic (listing-texts-ar.ts): the seed lists most of its listings with them. */
  titleAr: string;
  descriptionAr: string;
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
  };
  const title = fill(template, vars);

  // Each choice is drawn once and said in both languages (the Arabic at the same place of its list).
  const { street, height } = vars;
  const varsAr = arabicVars({
    type,
    city,
    neighborhood,
    bedrooms,
    bathrooms,
    area: vars.area,
    furnished: features.furnished,
    street,
    height,
  });
  const both = (list: readonly string[], listAr: readonly string[], chosen: string) => [chosen, listAr[list.indexOf(chosen)]] as const;
  const [opening, openingAr] = both(OPENINGS[type], OPENINGS_AR[type], pick(rng, OPENINGS[type]));
  const sentences = [fill(opening, vars)];
  const sentencesAr = [fill(openingAr, varsAr)];
  if (type === 'villa' && bedrooms) {
    sentences.push(
      `The ground floor has a majlis, a family living room and an open kitchen; the ${bedrooms} bedrooms are upstairs, ${Math.min(bedrooms, 2)} of them en suite.`,
    );
    sentencesAr.push(
      `يضم الدور الأرضي مجلسًا وصالة عائلية ومطبخًا مفتوحًا، وغرف النوم في الدور العلوي، ${bedrooms === 1 ? 'وهي' : 'اثنتان منها'} بحمام داخلي.`,
    );
  }
  if (type === 'apartment' && chance(rng, 0.5)) {
    sentences.push('The open kitchen flows into a generous living and dining area filled with natural light.');
    sentencesAr.push('يتصل المطبخ المفتوح بصالة معيشة وطعام واسعة تغمرها الإضاءة الطبيعية.');
  }
  if (type === 'office') {
    sentences.push(`Includes ${parking} dedicated parking bays and a shared reception.`);
    sentencesAr.push(`يشمل مواقف مخصصة للسيارات (${parking}) واستقبالًا مشتركًا.`);
  }
  if (type === 'warehouse') {
    const doors = int(rng, 2, 6);
    sentences.push(`Fitted with ${doors} roller-shutter doors, a fire sprinkler system and an office mezzanine.`);
    sentencesAr.push(`مزود ${doors === 2 ? 'ببابي' : `بـ ${doors} أبواب`} رول ونظام رشاشات لإطفاء الحريق وميزانين مكتبي.`);
  }
  if (type === 'land') {
    const notes = [
      'Electricity, water and sewage connections are at the plot boundary.',
      'Suitable for a private villa or a small residential compound.',
      'Surrounded by completed homes and new infrastructure.',
    ];
    const [note, noteAr] = both(notes, LAND_NOTES_AR, pick(rng, notes));
    sentences.push(note);
    sentencesAr.push(noteAr);
  }
  const on = FEATURE_KEYS.filter((k) => features[k]);
  for (const k of sample(rng, on, 3)) {
    sentences.push(featureSentence(type, k));
    sentencesAr.push(featureSentenceAr(type, k));
  }
  const [location, locationAr] = both(LOCATION_SENTENCES, LOCATION_SENTENCES_AR, pick(rng, LOCATION_SENTENCES));
  sentences.push(fill(location, vars));
  sentencesAr.push(fill(locationAr, varsAr));
  const [closing, closingAr] = both(CLOSINGS[mode], CLOSINGS_AR[mode], pick(rng, CLOSINGS[mode]));
  sentences.push(closing);
  sentencesAr.push(closingAr);

  const { latitude, longitude } = coordinatesNear(rng, city);
  const own = amenitiesFor(type, features, parking, rng);
  const amenities = PROPERTY_AMENITIES.filter((a) => own.includes(a) || (a === 'Roof Access' && /Roof/.test(template)));
  return {
    title,
    description: sentences.join(' '),
    titleAr: fill(TITLES_AR[type][mode][TITLES[type][mode].indexOf(template)], varsAr),
    descriptionAr: sentencesAr.join(' '),
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
