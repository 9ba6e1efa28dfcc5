// The plan's listings: 66 standalone ones across the cities, then the development projects'
// listings; eight of them featured, some sold and some pending (under offer).
import { type PropertyType } from '../../../shared/constants';
import { TYPE_PROFILES, type ListingMode } from './content/listing-profiles';
import { monthlyTermsAr } from './content/listing-texts-ar';
import { PROJECTS } from './content/projects';
import { makeProperty, withMoney } from './factories';
import type { SeedImages } from './images/urls';
import { ADMIN, DEV1, DEV2, type Plan, type PlanContext, type PlannedProperty } from './plan';
import { int, shuffle } from './random';

/** A yearly rent's words made monthly, for the apartments the seed lets by the month. */
const monthlyTerms = (text: string) =>
  text
    .replace('for Annual Rent', 'for Monthly Rent')
    .replace(
      /Annual rent payable in two instalments through an Ejar contract\.|Rent is paid yearly; utilities are not included\.|Ejar-registered lease; one or two payments per year\./,
      'Rent is paid monthly through an Ejar contract; utilities are not included.',
    );

/** Cities and property types of the 66 standalone listings (the 10 project listings come on top). */
const LISTING_MIX: [city: string, types: Partial<Record<PropertyType, number>>][] = [
  ['Riyadh', { apartment: 3, villa: 2, office: 2, commercial: 2, land: 1, warehouse: 1 }],
  ['Jeddah', { apartment: 2, villa: 3, office: 1, commercial: 1, land: 1, warehouse: 1 }],
  ['Dammam', { apartment: 2, villa: 1, commercial: 1, land: 1, warehouse: 1 }],
  ['Khobar', { apartment: 2, villa: 2, office: 1, commercial: 1 }],
  ['Dhahran', { villa: 2, apartment: 1, office: 1 }],
  ['Mecca', { apartment: 3, commercial: 1, land: 1 }],
  ['Medina', { apartment: 3, villa: 1, commercial: 1 }],
  ['Taif', { villa: 2, land: 1, apartment: 1 }],
  ['Abha', { villa: 1, apartment: 1, land: 1 }],
  ['Jubail', { warehouse: 2, apartment: 1 }],
  ['Tabuk', { villa: 1, apartment: 1, land: 1 }],
  ['Buraidah', { villa: 1, warehouse: 1 }],
  ['Hofuf', { land: 1, villa: 1 }],
  ['Khamis Mushait', { apartment: 1, commercial: 1 }],
  ['Najran', { villa: 1 }],
];

/** Share of each type offered for rent rather than for sale. */
const RENT_SHARE: Record<PropertyType, number> = { apartment: 0.4, villa: 0.3, office: 0.5, commercial: 0.4, land: 0, warehouse: 0.5 };

/** The listings, with the indexes of the sold and of the pending ones (never featured). */
export function planListings(
  { rng, now, at, dateBetween }: PlanContext,
  images: SeedImages,
  projects: Plan['projects'],
): { properties: PlannedProperty[]; sold: number[]; pending: number[] } {
  const planned: PlannedProperty[] = [];
  let rentedApartments = 0;
  const addProperty = (
    type: PropertyType,
    city: string,
    mode: ListingMode,
    owner: number,
    project: number | null,
    neighborhood?: string,
  ) => {
    const gallery = shuffle(rng, images.byType[type]).slice(0, int(rng, 2, 4));
    if (project !== null) gallery.unshift(images.projects[PROJECTS[project].key]);
    // Listed at least two days ago: the bids and inquiries placed on a listing come after it and
    // before now (a listing from this morning would have pushed them into tomorrow).
    const createdAt = at(int(rng, 2, 89));
    // Three listings in four carry their Arabic title and description; the fourth is in English
    // only, as a seller may write it (Arabic pages then show the English). No draw of `rng` decides it.
    const inArabic = planned.length % 4 !== 3;
    const values = makeProperty(
      {
        propertyType: type,
        city,
        forSale: mode === 'sale',
        forRent: mode === 'rent',
        images: gallery.slice(0, 4),
        ...(neighborhood ? { neighborhood } : {}),
        status: 'active',
        featured: false,
        createdAt,
        updatedAt: createdAt,
      },
      rng,
      { inArabic },
    );
    // Rent as rent (docs/product.md#listings): most rents are yearly; every third apartment for rent
    // is let by the month (a twelfth of the yearly rent, to the hundred). No draw of `rng` here, so
    // the rest of the demo data stays as it was.
    if (mode === 'rent' && type === 'apartment' && ++rentedApartments % 3 === 0) {
      const monthly = `${Math.round(Number(values.price) / 12 / 100) * 100}.00`;
      const terms = {
        title: monthlyTerms(values.title),
        description: values.description ? monthlyTerms(values.description) : null,
        titleAr: values.titleAr ? monthlyTermsAr(values.titleAr) : null,
        descriptionAr: values.descriptionAr ? monthlyTermsAr(values.descriptionAr) : null,
      };
      Object.assign(values, withMoney({ ...values, ...terms, price: monthly, rentPeriod: 'monthly' }));
    }
    planned.push({ values, owner, project });
  };
  const ownerFor = () => {
    const r = rng();
    return r < 0.47 ? DEV1 : r < 0.87 ? DEV2 : ADMIN;
  };
  // Rent or sale in the exact proportions of RENT_SHARE, spread evenly over each type's listings.
  const seen: Partial<Record<PropertyType, number>> = {};
  for (const [city, mix] of LISTING_MIX) {
    for (const [type, count] of Object.entries(mix) as [PropertyType, number][]) {
      for (let i = 0; i < count; i++) {
        const n = (seen[type] = (seen[type] ?? 0) + 1);
        const share = TYPE_PROFILES[type].rent ? RENT_SHARE[type] : 0;
        const mode: ListingMode = Math.floor(n * share + 0.5) > Math.floor((n - 1) * share + 0.5) ? 'rent' : 'sale';
        addProperty(type, city, mode, ownerFor(), null);
      }
    }
  }
  PROJECTS.forEach((p, pi) => {
    for (const l of p.listings) addProperty(l.type, p.city, l.mode, projects[pi].owner, pi, p.neighborhood);
  });

  // Featured: eight active listings of varied types in the big cities.
  const bigCities = new Set(['Riyadh', 'Jeddah', 'Khobar', 'Dammam', 'Dhahran', 'Mecca', 'Medina']);
  const order = shuffle(
    rng,
    planned.map((_, i) => i),
  );
  const featured = new Set<number>();
  for (const type of ['villa', 'apartment', 'villa', 'apartment', 'office', 'villa', 'apartment', 'commercial'] as PropertyType[]) {
    const i = order.find((k) => !featured.has(k) && planned[k].values.propertyType === type && bigCities.has(planned[k].values.city));
    if (i !== undefined) featured.add(i);
  }
  for (const i of featured) planned[i].values.featured = true;
  // Some sold and some pending (under offer) listings, never featured ones.
  const rest = order.filter((i) => !featured.has(i));
  const sold = rest.filter((i) => planned[i].values.forSale).slice(0, 5);
  const pending = rest.filter((i) => !sold.includes(i)).slice(0, 6);
  for (const i of sold) closeListing(planned[i], 'sold');
  for (const i of pending) closeListing(planned[i], 'pending');
  function closeListing(p: PlannedProperty, status: 'sold' | 'pending') {
    p.values.status = status;
    p.values.updatedAt = dateBetween(p.values.createdAt!, now);
  }

  return { properties: planned, sold, pending };
}
