// The portfolio's part of the plan (docs/product.md#portfolio): how each holding was paid for, a raise
// with a deadline about three weeks ahead, a raise that missed its deadline and was refunded (the demo
// investor among its holders), and a year of quarterly distributions (plan-distributions.ts). It
// draws from a PRNG of its own, after every other part, so the other parts draw what they drew
// before; what it changes of them is said where it does (a funded raise dated a year earlier, a
// closed raise refunded).
import type { PaymentMethodId } from '../../../shared/constants';
import { fromHalalas, toHalalas } from '../../../shared/money';
import { DAY, INVESTOR, type DrawnHolding, type Plan, type PlannedHolding } from './plan';
import { planDistributions } from './plan-distributions';
import { int, mulberry32, pick, type Rng } from './random';

const PORTFOLIO_SEED = 20_260_020;

/** How the demo's holdings were paid for: mostly mada, card and Apple Pay, as people here pay. */
const METHOD_POOL: readonly PaymentMethodId[] = [
  ...Array<PaymentMethodId>(6).fill('mada'),
  ...Array<PaymentMethodId>(5).fill('card'),
  ...Array<PaymentMethodId>(4).fill('apple-pay'),
  ...Array<PaymentMethodId>(2).fill('stc-pay'),
  'sadad',
  'transfer',
  'paytabs',
  'hyperpay',
];

/**
 * The funded raises the demo investor holds raised their money this much earlier than drawn, so they
 * have paid out over the whole last year by the time of the demo.
 */
const FUNDED_EARLIER_BY = 365 * DAY;
/** The open raise's deadline: the end of the day (Riyadh) this many days ahead. */
const DEADLINE_AHEAD_DAYS = 21;
/** The missed raise was closed and refunded by the deadline job this long after its deadline. */
const REFUND_AFTER_DEADLINE = 2 * 60_000;

/** The end of `d`'s day in Riyadh (UTC+3 all year): the next midnight there. */
function riyadhDayEnd(d: Date): Date {
  const riyadh = d.getTime() + 3 * 3_600_000;
  // 23:59, so the page says "17 December, 11:59 PM" rather than the next day's "12:00 AM".
  return new Date(riyadh - (riyadh % DAY) + DAY - 3 * 3_600_000 - 60_000);
}

const shift = (d: Date | undefined, ms: number) => (d ? new Date(d.getTime() - ms) : d);

export function planPortfolio(
  now: Date,
  investments: Plan['investments'],
  drawn: DrawnHolding[],
): Pick<Plan, 'investments' | 'holdings' | 'distributions'> {
  const rng = mulberry32(PORTFOLIO_SEED);
  const opportunities = investments.map((i) => ({ ...i }));
  const holdings: PlannedHolding[] = drawn.map((h) => ({ ...h, paymentMethod: pick(rng, METHOD_POOL) }));
  const held = (i: number) => holdings.filter((h) => h.investment === i);
  const demoHolds = (i: number) => held(i).some((h) => h.user === INVESTOR);

  // A year of payouts: the funded raises the demo investor holds, their whole timeline a year earlier.
  opportunities.forEach((o, i) => {
    if (o.status !== 'funded' || !demoHolds(i)) return;
    Object.assign(o, { createdAt: shift(o.createdAt, FUNDED_EARLIER_BY), updatedAt: shift(o.updatedAt, FUNDED_EARLIER_BY) });
    for (const h of held(i)) h.investmentDate = new Date(h.investmentDate.getTime() - FUNDED_EARLIER_BY);
  });

  // A raise with a deadline ahead: an open one (no REIT, which the investments e2e test invests in),
  // under half raised, that the demo investor does not hold.
  const open = opportunities.findIndex(
    (o, i) =>
      o.status === 'active' &&
      o.investmentType !== 'REIT' &&
      held(i).length > 0 &&
      !demoHolds(i) &&
      toHalalas(o.currentFunding ?? '0') * 2n < toHalalas(o.totalFunding),
  );
  if (open >= 0) opportunities[open].fundingDeadline = riyadhDayEnd(new Date(now.getTime() + DEADLINE_AHEAD_DAYS * DAY));

  const missed = opportunities.findIndex((o, i) => o.status === 'closed' && held(i).length > 0);
  if (missed >= 0) holdings.push(...missRaise(rng, now, opportunities[missed], missed, held(missed)));

  return { investments: opportunities, holdings, distributions: planDistributions(rng, now, opportunities, holdings) };
}

/**
 * Turns a closed raise into one that missed its deadline: the deadline at the end of the day halfway
 * between its last holding and now, the demo investor's holding added before it, the raise closed
 * and every holding refunded just after it. Answers the demo investor's new holding.
 */
function missRaise(rng: Rng, now: Date, raise: Plan['investments'][number], index: number, holdings: PlannedHolding[]): PlannedHolding[] {
  const first = Math.min(...holdings.map((h) => h.investmentDate.getTime()));
  const last = Math.max(...holdings.map((h) => h.investmentDate.getTime()));
  const deadline = riyadhDayEnd(new Date((last + now.getTime()) / 2));
  const minimum = toHalalas(raise.minimumInvestment);
  const stake = pick(rng, [50_000_00n, 75_000_00n, 100_000_00n]);
  const amount = stake > minimum ? stake : minimum;
  const demo: PlannedHolding = {
    user: INVESTOR,
    investment: index,
    amount: fromHalalas(amount),
    investmentDate: new Date(first + int(rng, 1, 99) * ((last - first) / 100)),
    status: 'refunded',
    paymentMethod: pick(rng, METHOD_POOL),
  };
  for (const h of holdings) h.status = 'refunded';
  const refundedAt = new Date(deadline.getTime() + REFUND_AFTER_DEADLINE);
  Object.assign(raise, {
    status: 'closed',
    fundingDeadline: deadline,
    refundedAt,
    updatedAt: refundedAt,
    currentFunding: fromHalalas(toHalalas(raise.currentFunding ?? '0') + amount),
  });
  return [demo];
}
