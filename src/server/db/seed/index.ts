// The demo data set: accounts, listings, development projects, investment opportunities and the
// activity around them (bids, inquiries, holdings). Seeded once into an empty database, from a
// fixed PRNG seed, so every fresh install shows the same marketplace.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type PropertyType, type Role } from '../../../shared/constants';
import { ANOTHER_OFFER_ACCEPTED } from '../../../shared/schemas/bid';
import { hashPassword } from '../../auth/password';
import type { Db } from '../client';
import {
  developmentProjects,
  inquiryMessages,
  investments,
  properties,
  propertyBids,
  propertyInquiries,
  userInvestments,
  users,
} from '../schema';
import {
  BID_MESSAGES,
  INVESTMENT_TEMPLATES,
  PROJECTS,
  TYPE_PROFILES,
  between,
  chance,
  coordinatesNear,
  int,
  money,
  mulberry32,
  personName,
  pick,
  roundTo,
  sample,
  saudiMobile,
  shuffle,
  threadsFor,
  type ListingMode,
  type Rng,
} from './data';
import { MINIMUM_INVESTMENTS, makeProperty, makeUser, withMoney, type NewProperty, type NewUser } from './factories';
import { generateSeedImages, seedImageUrls, type ProjectImageKey, type SeedImages } from './images';

/** A yearly rent's words made monthly, for the apartments the seed lets by the month. */
const monthlyTerms = (text: string) =>
  text
    .replace('for Annual Rent', 'for Monthly Rent')
    .replace(
      /Annual rent payable in two instalments through an Ejar contract\.|Rent is paid yearly; utilities are not included\.|Ejar-registered lease; one or two payments per year\./,
      'Rent is paid monthly through an Ejar contract; utilities are not included.',
    );

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** What the account is for, shown in the start-up log. */
  note: string;
}

/** The accounts a demo (or an end-to-end test) signs in with. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'admin',
    email: 'admin@manzil.sa',
    password: 'Manzil-Admin-2026',
    firstName: 'Noura',
    lastName: 'Al-Qahtani',
    note: 'manages users, listings, projects and investments',
  },
  {
    role: 'developer',
    email: 'developer@manzil.sa',
    password: 'Manzil-Developer-2026',
    firstName: 'Saud',
    lastName: 'Al-Rashid',
    note: 'Al-Rashid Developments: listings, bids and inquiries to answer',
  },
  {
    role: 'developer',
    email: 'developer2@manzil.sa',
    password: 'Manzil-Developer2-2026',
    firstName: 'Faisal',
    lastName: 'Al-Harbi',
    note: 'Al-Harbi Real Estate: a second seller',
  },
  {
    role: 'buyer',
    email: 'buyer@manzil.sa',
    password: 'Manzil-Buyer-2026',
    firstName: 'Abdullah',
    lastName: 'Al-Otaibi',
    note: 'has bids and inquiries under way',
  },
  {
    role: 'investor',
    email: 'investor@manzil.sa',
    password: 'Manzil-Investor-2026',
    firstName: 'Reem',
    lastName: 'Al-Zahrani',
    note: 'holds a portfolio of investments',
  },
];

/** Password shared by the other seeded (background) users. */
export const SEED_MEMBER_PASSWORD = 'Manzil-Member-2026';
/** Where the other seeded users' e-mail addresses live (a domain reserved for examples). */
export const SEED_MEMBER_EMAIL_DOMAIN = 'example.com';

const SEED = 20_260_101;
const DAY = 86_400_000;
const HOUR = 3_600_000;
// Any fixed number: one process seeds at a time when several start against one server.
const SEED_LOCK = 72_616_935;

/**
 * `published`: the demo accounts get the passwords of DEMO_ACCOUNTS (the README's), members share
 * SEED_MEMBER_PASSWORD. `random`: every account gets a random password that is never stored in
 * clear nor printed (production: an operator sets one with `npm run user:password`).
 */
export type SeedPasswords = 'published' | 'random';

export interface SeedOptions {
  uploadDir: string;
  log: { info(msg: string): void };
  passwords: SeedPasswords;
  /** Print the demo accounts with their passwords (development only; never in production). */
  printPasswords: boolean;
  /** false: do not render the image files (tests); listings still point at the same URLs. */
  images?: boolean;
}

async function hasUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return Number(row.n) > 0;
}

/**
 * Seeds the demo data set when the database has no users yet; returns whether it did.
 * Everything is inserted in one transaction, so a failure leaves the database empty.
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<boolean> {
  if (await hasUsers(db)) return false;
  const started = Date.now();
  const images = opts.images === false ? seedImageUrls() : await generateSeedImages(opts.uploadDir);
  const plan = await buildPlan(images, new Date(), opts.passwords);

  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasUsers(tx)) return null;
    return insertPlan(tx, plan);
  });
  if (!counts) return false;

  opts.log.info(
    `Seeded the demo data in ${Date.now() - started} ms: ${Object.entries(counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}.`,
  );
  if (opts.passwords === 'random') {
    opts.log.info('The demo accounts have random passwords that were never shown: set one with `npm run user:password -- <e-mail>`.');
  } else if (opts.printPasswords) {
    const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
    for (const line of [
      'Demo accounts (sign in at /login):',
      ...DEMO_ACCOUNTS.map(
        (a) => `  ${a.role.padEnd(9)}  ${a.email.padEnd(width)}  ${a.password.padEnd(22)}  ${a.firstName} ${a.lastName}: ${a.note}`,
      ),
      `  The ${plan.users.length - DEMO_ACCOUNTS.length} other seeded users share the password ${SEED_MEMBER_PASSWORD}.`,
    ])
      opts.log.info(line);
  }
  return true;
}

/** A password nobody knows: 192 random bits. */
export const randomPassword = () => crypto.randomBytes(24).toString('base64url');

/* ------------------------------------------------------------------------------------------ */
/* The plan: every row to insert, with references as array indexes                             */
/* ------------------------------------------------------------------------------------------ */

interface PlannedProperty {
  values: Omit<NewProperty, 'developerId' | 'developmentProjectId'>;
  owner: number;
  project: number | null;
}

interface Plan {
  users: NewUser[];
  projects: { values: Omit<typeof developmentProjects.$inferInsert, 'developerId'>; owner: number }[];
  properties: PlannedProperty[];
  investments: (typeof investments.$inferInsert)[];
  holdings: { user: number; investment: number; amount: string; investmentDate: Date; status: 'active' | 'completed' }[];
  bids: { property: number; bidder: number; values: Omit<typeof propertyBids.$inferInsert, 'propertyId' | 'bidderId'> }[];
  inquiries: {
    property: number;
    user: number;
    values: Omit<typeof propertyInquiries.$inferInsert, 'propertyId' | 'userId'>;
    replies: { fromOwner: boolean; body: string; createdAt: Date }[];
  }[];
}

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

// User indexes in the plan: the demo accounts first, in DEMO_ACCOUNTS order.
const ADMIN = 0;
const DEV1 = 1;
const DEV2 = 2;
const BUYER = 3;
const INVESTOR = 4;

async function buildPlan(images: SeedImages, now: Date, passwords: SeedPasswords): Promise<Plan> {
  const rng = mulberry32(SEED);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY - int(rng, 0, 12) * HOUR - int(rng, 0, 59) * 60_000);
  const between2 = (a: Date, b: Date) => new Date(a.getTime() + rng() * Math.max(0, b.getTime() - a.getTime()));

  /* Users ---------------------------------------------------------------------------------- */
  const secret = (published: string) => (passwords === 'random' ? randomPassword() : published);
  const extraRoles: Role[] = [
    'buyer',
    'buyer',
    'buyer',
    'buyer',
    'buyer',
    'buyer',
    'investor',
    'investor',
    'investor',
    'investor',
    'investor',
    'investor',
  ];
  // Published: the members share one password (one hash). Random: each account its own.
  const sharedMemberHash = passwords === 'published' ? hashPassword(SEED_MEMBER_PASSWORD) : undefined;
  const [demoHashes, memberHashes] = await Promise.all([
    Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(secret(a.password)))),
    Promise.all(extraRoles.map(() => sharedMemberHash ?? hashPassword(randomPassword()))),
  ]);
  const planUsers: NewUser[] = DEMO_ACCOUNTS.map((a, i) => {
    const createdAt = at(120 - i);
    return makeUser(
      {
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
        role: a.role,
        passwordHash: demoHashes[i],
        emailMarketing: a.role !== 'admin',
        createdAt,
        updatedAt: createdAt,
        privacyPolicyAcceptedAt: createdAt,
        termsAcceptedAt: createdAt,
        dataProcessingConsentAt: createdAt,
      },
      rng,
    );
  });
  const emails = new Set(planUsers.map((u) => u.email));
  for (const [m, role] of extraRoles.entries()) {
    const { firstName, lastName } = personName(rng);
    const base = `${firstName}.${lastName.replace(/^Al-/, 'al')}`.toLowerCase().replace(/[^a-z.]/g, '');
    let email = `${base}@${SEED_MEMBER_EMAIL_DOMAIN}`;
    for (let n = 2; emails.has(email); n++) email = `${base}${n}@${SEED_MEMBER_EMAIL_DOMAIN}`;
    emails.add(email);
    const createdAt = at(int(rng, 5, 110));
    planUsers.push(
      makeUser(
        {
          email,
          firstName,
          lastName,
          role,
          passwordHash: memberHashes[m],
          createdAt,
          updatedAt: createdAt,
          privacyPolicyAcceptedAt: createdAt,
          termsAcceptedAt: createdAt,
          dataProcessingConsentAt: createdAt,
        },
        rng,
      ),
    );
  }
  const buyers = planUsers.map((u, i) => (u.role === 'buyer' ? i : -1)).filter((i) => i >= 0 && i !== BUYER);
  const investorsIdx = planUsers.map((u, i) => (u.role === 'investor' ? i : -1)).filter((i) => i >= 0 && i !== INVESTOR);

  /* Development projects -------------------------------------------------------------------- */
  const projects: Plan['projects'] = PROJECTS.map((p) => {
    const createdAt = at(int(rng, 95, 160));
    const projectImages = [images.projects[p.key as ProjectImageKey], ...sample(rng, images.byType[p.listings[0].type], 2)];
    return {
      owner: p.developer === 0 ? DEV1 : DEV2,
      values: {
        name: p.name,
        description: p.description,
        location: p.location,
        city: p.city,
        totalUnits: p.totalUnits,
        completedUnits: p.completedUnits,
        priceRange: p.priceRange,
        amenities: p.amenities,
        images: projectImages,
        ...coordinatesNear(rng, p.city, 4),
        status: p.status,
        expectedCompletion: new Date(now.getTime() + p.completionInMonths * 30 * DAY),
        createdAt,
        updatedAt: createdAt,
      },
    };
  });

  /* Properties ------------------------------------------------------------------------------ */
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
    );
    // Rent as rent (docs/product.md#listings): most rents are yearly; every third apartment for rent
    // is let by the month (a twelfth of the yearly rent, to the hundred). No draw of `rng` here, so
    // the rest of the demo data stays as it was.
    if (mode === 'rent' && type === 'apartment' && ++rentedApartments % 3 === 0) {
      const monthly = `${Math.round(Number(values.price) / 12 / 100) * 100}.00`;
      const terms = { title: monthlyTerms(values.title), description: values.description ? monthlyTerms(values.description) : null };
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
    p.values.updatedAt = between2(p.values.createdAt!, now);
  }

  /* Investment opportunities and holdings --------------------------------------------------- */
  const plannedInvestments: Plan['investments'] = [];
  const holdings: Plan['holdings'] = [];
  // Progress profiles: share of the target raised. Index 0 of each type is kept for the demo's
  // "funded" and "closed" cases.
  const profiles = ['zero', 'low', 'low', 'mid', 'mid', 'high', 'near', 'low', 'mid'] as const;
  (['REIT', 'fund', 'development'] as const).forEach((type, t) => {
    INVESTMENT_TEMPLATES[type].forEach((template, k) => {
      const status: 'active' | 'funded' | 'closed' =
        (t === 0 && k === 8) || (t === 2 && k === 7) ? 'funded' : (t === 1 && k === 7) || (t === 2 && k === 8) ? 'closed' : 'active';
      const profile = status === 'funded' ? 'full' : status === 'closed' ? 'mid' : profiles[(k + t * 3) % profiles.length];
      const roi = type === 'REIT' ? between(rng, 6, 10) : type === 'fund' ? between(rng, 8, 14) : between(rng, 11, 18);
      const duration =
        type === 'REIT' ? pick(rng, [36, 48, 60, 72, 84]) : type === 'fund' ? pick(rng, [24, 36, 48, 60]) : pick(rng, [12, 18, 24, 36, 48]);
      const minimum = pick(rng, type === 'development' ? MINIMUM_INVESTMENTS.slice(2) : MINIMUM_INVESTMENTS.slice(0, 4));
      // The big raises are the ones just starting; targets (nearly) reached are the smaller ones.
      const [lo, hi] = { zero: [20, 200], low: [20, 200], mid: [10, 80], high: [8, 40], near: [5, 20], full: [5, 20] }[profile];
      const total = roundTo(between(rng, lo, hi) * 1_000_000, 500_000);
      const share = {
        zero: 0,
        low: between(rng, 0.04, 0.25),
        mid: between(rng, 0.3, 0.7),
        high: between(rng, 0.72, 0.88),
        near: between(rng, 0.93, 0.985),
        full: 1,
      }[profile];
      const target = profile === 'full' ? total : roundTo(total * share, 1_000);
      const createdAt = at(status === 'active' ? int(rng, 10, 150) : int(rng, 160, 300));
      const index = plannedInvestments.length;
      const split = splitFunding(rng, target, minimum, index, status, createdAt, now, investorsIdx, buyers, t * 9 + k);
      holdings.push(...split);
      const raised = split.reduce((s, h) => s + Number(h.amount), 0);
      plannedInvestments.push({
        title: template.title,
        description: template.description,
        minimumInvestment: money(minimum),
        expectedRoi: money(roundTo(roi, 0.25)),
        duration,
        investmentType: type,
        location: template.location,
        totalFunding: money(total),
        currentFunding: money(raised),
        status,
        createdAt,
        updatedAt: split.length ? split[split.length - 1].investmentDate : createdAt,
      });
    });
  });

  /* Bids ------------------------------------------------------------------------------------- */
  const bids: Plan['bids'] = [];
  const bidderPool = [BUYER, BUYER, INVESTOR, ...buyers, ...investorsIdx.slice(0, 3)];
  const addBid = (
    property: number,
    bidder: number,
    status: 'pending' | 'accepted' | 'rejected',
    ratio: [number, number],
    rejectionReason: string | null = null,
  ) => {
    const p = planned[property].values;
    const createdAt = between2(new Date(p.createdAt!.getTime() + DAY), new Date(now.getTime() - 2 * HOUR));
    const respondedAt =
      status === 'pending' ? null : new Date(Math.min(now.getTime() - HOUR, createdAt.getTime() + int(rng, 4, 96) * HOUR));
    const amount = Math.max(1_000, Math.floor((Number(p.price) * between(rng, ratio[0], ratio[1])) / 1_000) * 1_000);
    bids.push({
      property,
      bidder,
      values: {
        bidAmount: money(amount),
        currency: 'SAR',
        message: pick(rng, BID_MESSAGES),
        status,
        rejectionReason,
        validUntil: status === 'pending' ? new Date(now.getTime() + int(rng, 7, 30) * DAY) : new Date(createdAt.getTime() + 14 * DAY),
        respondedAt,
        createdAt,
        updatedAt: respondedAt ?? createdAt,
      },
    });
  };
  // Sold listings, and half of those under offer: the winning (accepted) bid, sometimes a lost one.
  const underOffer = pending.filter((i) => planned[i].values.forSale).slice(0, 3);
  [...sold, ...underOffer].forEach((i, n) => {
    const winner =
      n === 0
        ? BUYER
        : pick(
            rng,
            bidderPool.filter((b) => b !== BUYER),
          );
    addBid(i, winner, 'accepted', [0.93, 1]);
    if (chance(rng, 0.5))
      addBid(
        i,
        pick(
          rng,
          bidderPool.filter((b) => b !== winner),
        ),
        'rejected',
        [0.85, 0.9],
        ANOTHER_OFFER_ACCEPTED,
      );
  });
  // Open bids on active listings for sale: both developers get some to answer.
  const open = shuffle(
    rng,
    planned.map((_, i) => i).filter((i) => planned[i].values.status === 'active' && planned[i].values.forSale),
  );
  const openDev1 = open.filter((i) => planned[i].owner === DEV1).slice(0, 5);
  const openDev2 = open.filter((i) => planned[i].owner === DEV2).slice(0, 4);
  const openAdmin = open.filter((i) => planned[i].owner === ADMIN).slice(0, 1);
  // One pending offer per buyer per listing (docs/product.md#offers-bids): the second is someone else's.
  [...openDev1, ...openDev2, ...openAdmin].forEach((i, n) => {
    const first = n < 4 ? BUYER : pick(rng, bidderPool);
    addBid(i, first, 'pending', [0.85, 1]);
    if (chance(rng, 0.4))
      addBid(
        i,
        pick(
          rng,
          bidderPool.filter((b) => b !== BUYER && b !== first),
        ),
        'pending',
        [0.85, 0.98],
      );
  });
  // A few declined offers.
  open
    .filter((i) => !openDev1.includes(i) && !openDev2.includes(i))
    .slice(0, 4)
    .forEach((i, n) => {
      addBid(i, n === 0 ? BUYER : pick(rng, bidderPool), 'rejected', [0.85, 0.9]);
    });

  /* Inquiries -------------------------------------------------------------------------------- */
  const inquiries: Plan['inquiries'] = [];
  const askable = shuffle(
    rng,
    planned.map((_, i) => i).filter((i) => planned[i].values.status !== 'sold'),
  );
  const askers = [BUYER, BUYER, BUYER, BUYER, BUYER, INVESTOR, ...buyers, ...buyers, ...investorsIdx.slice(0, 2)];
  askable.slice(0, 22).forEach((property, n) => {
    const p = planned[property].values;
    const user = askers[n % askers.length];
    const threads = threadsFor(p.propertyType, p.forRent && !p.forSale ? 'rent' : 'sale');
    const thread = pick(rng, threads);
    const createdAt = between2(new Date(p.createdAt!.getTime() + HOUR), new Date(now.getTime() - 3 * HOUR));
    // The demo buyer's first three inquiries have answers, the rest about half.
    const responded = user === BUYER ? n < 3 : chance(rng, 0.55);
    const replies: Plan['inquiries'][number]['replies'] = [];
    if (responded) {
      const replyAt = new Date(Math.min(now.getTime() - 2 * HOUR, createdAt.getTime() + int(rng, 1, 30) * HOUR));
      replies.push({ fromOwner: true, body: thread.reply, createdAt: replyAt });
      if (thread.followUp && chance(rng, 0.6)) {
        replies.push({
          fromOwner: false,
          body: thread.followUp,
          createdAt: new Date(Math.min(now.getTime() - HOUR, replyAt.getTime() + int(rng, 1, 12) * HOUR)),
        });
      }
    }
    inquiries.push({
      property,
      user,
      replies,
      values: {
        message: thread.message,
        contactPhone: chance(rng, 0.8) ? saudiMobile(rng) : null,
        status: responded ? 'responded' : 'pending',
        createdAt,
      },
    });
  });

  return { users: planUsers, projects, properties: planned, investments: plannedInvestments, holdings, bids, inquiries };
}

/**
 * The holdings of one opportunity, summing exactly to `target` (a multiple of 1,000 SAR), each at
 * least the minimum. The demo investor takes a modest stake in about one in three opportunities.
 */
function splitFunding(
  rng: Rng,
  target: number,
  minimum: number,
  investment: number,
  status: 'active' | 'funded' | 'closed',
  createdAt: Date,
  now: Date,
  investors: number[],
  buyers: number[],
  ordinal: number,
): Plan['holdings'] {
  if (target <= 0) return [];
  const out: Plan['holdings'] = [];
  const holdingStatus = status === 'closed' ? 'completed' : 'active';
  const date = () => new Date(createdAt.getTime() + rng() * (now.getTime() - createdAt.getTime()) * 0.95);
  let left = target;
  if (ordinal % 3 === 0 || ordinal === 25) {
    let stake = Math.min(left, Math.max(minimum, pick(rng, [25_000, 50_000, 75_000, 100_000, 150_000, 250_000])));
    if (left - stake < minimum) stake = left; // no one is left holding less than the minimum
    out.push({ user: INVESTOR, investment, amount: money(stake), investmentDate: date(), status: holdingStatus });
    left -= stake;
  }
  if (left > 0) {
    const pool = [...investors, ...investors, ...buyers.slice(0, 2)];
    const count = Math.max(1, Math.min(int(rng, 3, 8), Math.floor(left / minimum)));
    const weights = Array.from({ length: count }, () => 0.3 + rng());
    const sum = weights.reduce((a, b) => a + b, 0);
    const spare = left - count * minimum;
    const parts = weights.map((w) => minimum + Math.floor((spare * w) / sum / 1_000) * 1_000);
    parts[0] += left - parts.reduce((a, b) => a + b, 0); // the rounding remainder, so the sum is exact
    const who = sample(rng, [...new Set(pool)], count);
    parts.forEach((amount, k) => {
      out.push({ user: who[k % who.length], investment, amount: money(amount), investmentDate: date(), status: holdingStatus });
    });
  }
  return out.sort((a, b) => a.investmentDate.getTime() - b.investmentDate.getTime());
}

/* ------------------------------------------------------------------------------------------ */
/* Writing the plan                                                                             */
/* ------------------------------------------------------------------------------------------ */

async function insertPlan(tx: Db, plan: Plan): Promise<Record<string, number>> {
  const chunk = <T>(rows: T[], size = 100): T[][] =>
    Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

  const userIds: string[] = [];
  for (const rows of chunk(plan.users)) userIds.push(...(await tx.insert(users).values(rows).returning({ id: users.id })).map((r) => r.id));

  const projectIds: number[] = [];
  for (const rows of chunk(plan.projects)) {
    const inserted = await tx
      .insert(developmentProjects)
      .values(rows.map((p) => ({ ...p.values, developerId: userIds[p.owner] })))
      .returning({ id: developmentProjects.id });
    projectIds.push(...inserted.map((r) => r.id));
  }

  const propertyIds: number[] = [];
  for (const rows of chunk(plan.properties, 50)) {
    const inserted = await tx
      .insert(properties)
      .values(
        rows.map((p) => ({
          ...p.values,
          developerId: userIds[p.owner],
          developmentProjectId: p.project === null ? null : projectIds[p.project],
        })),
      )
      .returning({ id: properties.id });
    propertyIds.push(...inserted.map((r) => r.id));
  }

  const investmentIds: number[] = [];
  for (const rows of chunk(plan.investments))
    investmentIds.push(...(await tx.insert(investments).values(rows).returning({ id: investments.id })).map((r) => r.id));

  for (const rows of chunk(plan.holdings)) {
    await tx.insert(userInvestments).values(
      rows.map((h) => ({
        userId: userIds[h.user],
        investmentId: investmentIds[h.investment],
        amount: h.amount,
        investmentDate: h.investmentDate,
        status: h.status,
      })),
    );
  }

  for (const rows of chunk(plan.bids)) {
    await tx
      .insert(propertyBids)
      .values(rows.map((b) => ({ ...b.values, propertyId: propertyIds[b.property], bidderId: userIds[b.bidder] })));
  }

  let messages = 0;
  for (const rows of chunk(plan.inquiries)) {
    const inserted = await tx
      .insert(propertyInquiries)
      .values(rows.map((q) => ({ ...q.values, propertyId: propertyIds[q.property], userId: userIds[q.user] })))
      .returning({ id: propertyInquiries.id });
    const replies = rows.flatMap((q, k) =>
      q.replies.map((r) => ({
        inquiryId: inserted[k].id,
        senderId: r.fromOwner ? userIds[plan.properties[q.property].owner] : userIds[q.user],
        body: r.body,
        createdAt: r.createdAt,
      })),
    );
    if (replies.length) await tx.insert(inquiryMessages).values(replies);
    messages += replies.length;
  }

  return {
    users: plan.users.length,
    properties: plan.properties.length,
    'development projects': plan.projects.length,
    'investment opportunities': plan.investments.length,
    holdings: plan.holdings.length,
    bids: plan.bids.length,
    inquiries: plan.inquiries.length,
    'inquiry messages': messages,
  };
}
