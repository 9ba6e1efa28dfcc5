// The plan: every row to insert, with references as array indexes. Its parts (users, projects,
// listings, investments and holdings, bids, inquiries) are drawn from one PRNG, in a fixed order:
// see build-plan.ts. The portfolio's part (payment methods, raises with a deadline, distributions)
// draws from a PRNG of its own, after them.
import type { PaymentMethodId } from '../../../shared/constants';
import type { developmentProjects, investments, propertyBids, propertyInquiries } from '../schema';
import type { NewProperty, NewUser } from './factories';
import { int, mulberry32, type Rng } from './random';

export interface PlannedProperty {
  values: Omit<NewProperty, 'developerId' | 'developmentProjectId'>;
  owner: number;
  project: number | null;
}

export interface PlannedHolding {
  user: number;
  investment: number;
  amount: string;
  investmentDate: Date;
  status: 'active' | 'completed' | 'refunded';
  paymentMethod: PaymentMethodId;
}

/** A holding as plan-investments.ts draws it; plan-portfolio.ts adds how it was paid for. */
export type DrawnHolding = Omit<PlannedHolding, 'paymentMethod'>;

export interface Plan {
  users: NewUser[];
  projects: { values: Omit<typeof developmentProjects.$inferInsert, 'developerId'>; owner: number }[];
  properties: PlannedProperty[];
  investments: (typeof investments.$inferInsert)[];
  holdings: PlannedHolding[];
  /** Payouts of opportunities, split across their investors when written (insert-portfolio.ts). */
  distributions: { investment: number; amount: string; paidAt: Date }[];
  bids: { property: number; bidder: number; values: Omit<typeof propertyBids.$inferInsert, 'propertyId' | 'bidderId'> }[];
  inquiries: {
    property: number;
    user: number;
    values: Omit<typeof propertyInquiries.$inferInsert, 'propertyId' | 'userId'>;
    replies: { fromOwner: boolean; body: string; createdAt: Date }[];
  }[];
}

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

// User indexes in the plan: the demo accounts first, in DEMO_ACCOUNTS order.
export const ADMIN = 0;
export const DEV1 = 1;
export const DEV2 = 2;
export const BUYER = 3;
export const INVESTOR = 4;

/** The seeded members' user indexes by role, the demo accounts left out. */
export interface Members {
  buyers: number[];
  investors: number[];
}

const SEED = 20_260_101;

/** What every part of the plan draws from: the one PRNG, and the clock the dates count back from. */
export interface PlanContext {
  rng: Rng;
  now: Date;
  /** A moment `daysAgo` days before now, a random number of hours and minutes earlier still. */
  at(daysAgo: number): Date;
  /** A random moment from `a` to `b` (`a` itself when `b` is earlier). */
  dateBetween(a: Date, b: Date): Date;
}

export function planContext(now: Date): PlanContext {
  const rng = mulberry32(SEED);
  return {
    rng,
    now,
    at: (daysAgo) => new Date(now.getTime() - daysAgo * DAY - int(rng, 0, 12) * HOUR - int(rng, 0, 59) * 60_000),
    dateBetween: (a, b) => new Date(a.getTime() + rng() * Math.max(0, b.getTime() - a.getTime())),
  };
}
