// Factories shared by the seed and the tests (Epic Stack's db-utils style): `make*` returns a
// realistic insert value with unique data, `insert*` writes it and returns the stored row.
// Randomness comes from a PRNG: pass your own (e.g. mulberry32(42)) for deterministic output,
// or call seedFactories(n) once; by default it is seeded from crypto, so runs differ.
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  FEATURE_SWITCH_AMENITY,
  INVESTMENT_TYPES,
  PROJECT_AMENITIES,
  PROPERTY_AMENITIES,
  PROPERTY_TYPES,
  SEARCH_CITIES,
  type PropertyType,
} from '../../../shared/constants';
import { hashPassword } from '../../auth/password';
import { DEFAULT_EUR_SAR_RATE } from '../../config';
import { moneyColumns } from '../../features/properties/listing-money';
import { sarRates } from '../../lib/sar';
import type { Db } from '../client';
import {
  developmentProjects,
  investments,
  properties,
  userInvestments,
  users,
  type DevelopmentProject,
  type Investment,
  type Property,
  type User,
  type UserInvestment,
} from '../schema';
import { INVESTMENT_TEMPLATES } from './content/investments';
import { generateListing } from './content/listing';
import { amenitiesFor, type ListingMode } from './content/listing-profiles';
import { personName } from './content/people';
import { NEIGHBORHOODS, coordinatesNear } from './content/places';
import { between, chance, int, money, mulberry32, pick, roundTo, sample, type Rng } from './random';

export type NewUser = typeof users.$inferInsert;
export type NewProperty = typeof properties.$inferInsert;
export type NewProject = typeof developmentProjects.$inferInsert;
export type NewInvestment = typeof investments.$inferInsert;
export type NewUserInvestment = typeof userInvestments.$inferInsert;

let factoryRng: Rng = mulberry32(randomInt(0, 2 ** 32 - 1));
let sequence = 0;

/** Makes every later factory call deterministic (and restarts the unique counter). */
export function seedFactories(seed: number): void {
  factoryRng = mulberry32(seed);
  sequence = 0;
}

const nextSeq = () => ++sequence;
/** A short token that keeps generated e-mails unique across processes too. */
const token = (rng: Rng) =>
  Math.floor(rng() * 36 ** 5)
    .toString(36)
    .padStart(5, '0');
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/^al-/, 'al')
    .replace(/[^a-z0-9]+/g, '');

/* ------------------------------------------------------------------------------------------ */
/* Users                                                                                        */
/* ------------------------------------------------------------------------------------------ */

/** A signed-up user (consents given, sign-up completed, e-mail verified) with a unique lowercase e-mail. */
export function makeUser(overrides: Partial<NewUser> = {}, rng: Rng = factoryRng): NewUser {
  const { firstName, lastName } = personName(rng);
  const first = overrides.firstName ?? firstName;
  const last = overrides.lastName ?? lastName;
  const consentAt = new Date();
  return {
    email: `${slug(first ?? 'user')}.${slug(last ?? 'manzil')}${nextSeq()}.${token(rng)}@example.com`,
    firstName: first,
    lastName: last,
    role: 'buyer',
    emailCommunications: true,
    emailMarketing: chance(rng, 0.3),
    emailNotifications: true,
    privacyPolicyAccepted: true,
    termsAccepted: true,
    dataProcessingConsent: true,
    privacyPolicyAcceptedAt: consentAt,
    termsAcceptedAt: consentAt,
    dataProcessingConsentAt: consentAt,
    signupCompleted: true,
    passwordHash: null,
    // Verified unless told otherwise (`emailVerifiedAt: null`): a seeded or test account is as if it followed its link.
    emailVerifiedAt: overrides.createdAt ?? consentAt,
    ...overrides,
  };
}

/** Inserts a user; `password` (if given) is hashed with argon2id (~50 ms). */
export async function insertUser(db: Db, overrides: Partial<NewUser> & { password?: string } = {}, rng: Rng = factoryRng): Promise<User> {
  const { password, ...rest } = overrides;
  const passwordHash = password !== undefined ? await hashPassword(password) : (rest.passwordHash ?? null);
  const [row] = await db
    .insert(users)
    .values(makeUser({ ...rest, passwordHash }, rng))
    .returning();
  return row;
}

/* ------------------------------------------------------------------------------------------ */
/* Properties                                                                                   */
/* ------------------------------------------------------------------------------------------ */

const SWITCHED: ReadonlySet<string> = new Set<string>([...Object.values(FEATURE_SWITCH_AMENITY), 'Parking']);

/**
 * A realistic listing. Type, city and sale/rent follow the overrides (else random); the feature
 * switches, `amenities` and `pricePerSqm` are kept consistent with whatever was overridden. With
 * `inArabic`, its Arabic title and description too (the seed's listings); else none, as a listing
 * written in English only has.
 */
export function makeProperty(overrides: Partial<NewProperty> = {}, rng: Rng = factoryRng, { inArabic = false } = {}): NewProperty {
  const type: PropertyType = overrides.propertyType ?? pick(rng, PROPERTY_TYPES);
  const city = overrides.city ?? pick(rng, SEARCH_CITIES);
  const mode: ListingMode = overrides.forRent === true && overrides.forSale !== true ? 'rent' : 'sale';
  const neighborhood = overrides.neighborhood ?? (NEIGHBORHOODS[city] ? undefined : 'City Centre');
  const { titleAr, descriptionAr, ...listing } = generateListing(rng, { type, city, mode, neighborhood });
  const merged: PropertyDraft = {
    ...listing,
    ...(inArabic ? { titleAr, descriptionAr } : {}),
    currency: 'SAR',
    propertyType: type,
    city,
    status: 'active',
    featured: false,
    images: [],
    ...overrides,
  };
  if (!('amenities' in overrides)) {
    const extras = listing.amenities.filter((a) => !SWITCHED.has(a));
    const own = amenitiesFor(type, merged, merged.parking);
    merged.amenities = PROPERTY_AMENITIES.filter((a) => own.includes(a) || extras.includes(a));
  }
  return withMoney(merged, overrides);
}

/** A listing before its derived money columns are computed. */
type PropertyDraft = Omit<NewProperty, 'priceSar'> & Partial<Pick<NewProperty, 'priceSar'>>;

/** The rates of the factories and the seed: the configured default for EUR (tests run without EUR_SAR_RATE). */
export const FACTORY_SAR_RATES = sarRates(DEFAULT_EUR_SAR_RATE);

/**
 * A listing's derived money columns (docs/product.md#listings) as the API would store them: for rent,
 * a yearly period unless told; both for sale and for rent, a rent of about 6 % of the price a year
 * unless told; then the rent fields where they apply, per m² of a sale price, and the SAR figures.
 * A column named in `overrides` is kept as given.
 */
export function withMoney(p: PropertyDraft, overrides: Partial<NewProperty> = {}): NewProperty {
  const forSale = p.forSale ?? true;
  const forRent = p.forRent ?? false;
  const rentPeriod = p.rentPeriod ?? (forRent ? 'yearly' : null);
  const rentPrice =
    p.rentPrice ?? (forSale && forRent ? `${Math.max(1_000, Math.round((Number(p.price) * 0.06) / 1_000) * 1_000)}.00` : null);
  const derived = moneyColumns(
    { price: p.price, currency: p.currency ?? 'SAR', area: p.area ?? null, forSale, forRent, rentPeriod, rentPrice },
    FACTORY_SAR_RATES,
  );
  const kept = Object.fromEntries(
    Object.keys(derived)
      .filter((k) => k in overrides)
      .map((k) => [k, overrides[k as keyof NewProperty]]),
  );
  return { ...p, ...derived, ...kept };
}

export async function insertProperty(db: Db, overrides: Partial<NewProperty> = {}, rng: Rng = factoryRng): Promise<Property> {
  const [row] = await db.insert(properties).values(makeProperty(overrides, rng)).returning();
  return row;
}

/* ------------------------------------------------------------------------------------------ */
/* Development projects                                                                         */
/* ------------------------------------------------------------------------------------------ */

const PROJECT_WORDS = {
  first: ['Al Yasmin', 'Palm', 'Desert Rose', 'Oasis', 'Crescent', 'Al Nakheel', 'Sadeem', 'Rawabi', 'Najd', 'Lulu'],
  second: ['Residences', 'Gardens', 'Heights', 'Park', 'Village', 'Towers', 'Square', 'Walk'],
} as const;

/** A development project; `developerId` is required (the database refuses a project without one). */
export function makeProject(overrides: Partial<NewProject> & { developerId: string }, rng: Rng = factoryRng): NewProject {
  const city = overrides.city ?? pick(rng, SEARCH_CITIES);
  const neighborhood = pick(rng, NEIGHBORHOODS[city] ?? ['City Centre']);
  const totalUnits = int(rng, 4, 60) * 10;
  const status = pick(rng, ['planning', 'under_construction', 'under_construction', 'completed'] as const);
  const completedUnits = status === 'completed' ? totalUnits : status === 'planning' ? 0 : roundTo(totalUnits * between(rng, 0.1, 0.8), 1);
  const low = roundTo(between(rng, 450_000, 1_500_000), 50_000);
  const high = roundTo(low * between(rng, 2, 4), 50_000);
  const months = status === 'completed' ? -int(rng, 1, 24) : int(rng, 6, 48);
  const name = `${pick(rng, PROJECT_WORDS.first)} ${pick(rng, PROJECT_WORDS.second)}`;
  return {
    name,
    description: `${name} is a master-planned community in ${neighborhood}, ${city}, with ${totalUnits} homes, landscaped open spaces and everyday amenities within walking distance.`,
    location: `${neighborhood}, ${city}`,
    city,
    totalUnits,
    completedUnits,
    priceRange: `${low.toLocaleString('en-US')} - ${high.toLocaleString('en-US')} SAR`,
    amenities: sample(rng, PROJECT_AMENITIES, int(rng, 4, 8)),
    images: [],
    ...coordinatesNear(rng, city),
    status,
    expectedCompletion: new Date(Date.now() + months * 30 * 86_400_000),
    ...overrides,
  };
}

export async function insertProject(
  db: Db,
  overrides: Partial<NewProject> & { developerId: string },
  rng: Rng = factoryRng,
): Promise<DevelopmentProject> {
  const [row] = await db.insert(developmentProjects).values(makeProject(overrides, rng)).returning();
  return row;
}

/* ------------------------------------------------------------------------------------------ */
/* Investment opportunities                                                                     */
/* ------------------------------------------------------------------------------------------ */

export const MINIMUM_INVESTMENTS = [5_000, 10_000, 25_000, 50_000, 100_000] as const;
export const DURATIONS_MONTHS = [12, 18, 24, 36, 48, 60, 72, 84] as const;

/**
 * An active opportunity with no money in it yet (currentFunding 0, which matches its zero
 * user investments; use insertUserInvestment to add money and keep the two in step).
 */
export function makeInvestment(overrides: Partial<NewInvestment> = {}, rng: Rng = factoryRng): NewInvestment {
  const type = overrides.investmentType ?? pick(rng, INVESTMENT_TYPES);
  const template = pick(rng, INVESTMENT_TEMPLATES[type]);
  return {
    title: template.title,
    description: template.description,
    minimumInvestment: money(pick(rng, MINIMUM_INVESTMENTS)),
    expectedRoi: money(roundTo(between(rng, 6, 18), 0.25)),
    duration: pick(rng, DURATIONS_MONTHS),
    investmentType: type,
    location: template.location,
    totalFunding: money(roundTo(between(rng, 5_000_000, 200_000_000), 500_000)),
    currentFunding: '0.00',
    status: 'active',
    ...overrides,
  };
}

export async function insertInvestment(db: Db, overrides: Partial<NewInvestment> = {}, rng: Rng = factoryRng): Promise<Investment> {
  const [row] = await db.insert(investments).values(makeInvestment(overrides, rng)).returning();
  return row;
}

/**
 * Records a user's investment and adds its amount to the opportunity's currentFunding in the same
 * transaction, so "currentFunding equals the sum of its investments" keeps holding.
 */
export async function insertUserInvestment(
  db: Db,
  values: Omit<NewUserInvestment, 'id'> & { userId: string; investmentId: number; amount: string },
): Promise<UserInvestment> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(userInvestments).values(values).returning();
    if (row.status !== 'cancelled') {
      await tx
        .update(investments)
        .set({ currentFunding: sql`${investments.currentFunding} + ${values.amount}::numeric` })
        .where(eq(investments.id, values.investmentId));
    }
    return row;
  });
}
