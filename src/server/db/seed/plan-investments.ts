// The plan's investment opportunities (nine of each type) and the holdings that fund them.
import { INVESTMENT_TEMPLATES } from './content/investments';
import { MINIMUM_INVESTMENTS } from './factories';
import { INVESTOR, type DrawnHolding, type Members, type Plan, type PlanContext } from './plan';
import { between, int, money, pick, roundTo, sample, type Rng } from './random';

export function planInvestments(
  { rng, now, at }: PlanContext,
  members: Members,
): { investments: Plan['investments']; holdings: DrawnHolding[] } {
  const plannedInvestments: Plan['investments'] = [];
  const holdings: DrawnHolding[] = [];
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
      const split = splitFunding(rng, target, minimum, index, status, createdAt, now, members.investors, members.buyers, t * 9 + k);
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
  return { investments: plannedInvestments, holdings };
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
): DrawnHolding[] {
  if (target <= 0) return [];
  const out: DrawnHolding[] = [];
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
