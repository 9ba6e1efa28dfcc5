// The demo's distributions (docs/product.md#distributions): every funded or active opportunity the
// demo investor holds pays out every 13 weeks, the latest a few days ago, back over the last year,
// at about its expected ROI ÷ 4 of the money invested in it then. Each payout is split when it is
// written (insert-portfolio.ts), as the API splits one: across the investors holding it when it was
// paid, by splitProRata.
import { fromHalalas, toHalalas } from '../../../shared/money';
import type { ProRataShare } from '../../features/portfolio/pro-rata';
import { DAY, INVESTOR, type Plan, type PlannedHolding } from './plan';
import { int, type Rng } from './random';

const QUARTER = 91 * DAY;
const PAYOUTS_A_YEAR = 4;
/** Payouts are made at noon, Riyadh time. */
const NOON_RIYADH_UTC_HOURS = 9;
/** Each payout's yield, in thousandths of the quarter's expected ROI: near it, never exactly it. */
const YIELD_PERMILLE = { min: 940, max: 1060 } as const;

/**
 * The investors of `holdings` at `paidAt` (refunded holdings aside), as splitProRata weighs them:
 * what each held then, and their first investment. `idOf` names them (a plan index, or a user id).
 */
export function holdersAt(holdings: PlannedHolding[], paidAt: Date, idOf: (user: number) => string = String): ProRataShare[] {
  const byUser = new Map<number, ProRataShare>();
  for (const h of holdings) {
    if (h.status === 'refunded' || h.investmentDate > paidAt) continue;
    const seen = byUser.get(h.user);
    if (!seen) byUser.set(h.user, { userId: idOf(h.user), weight: toHalalas(h.amount), since: h.investmentDate });
    else {
      seen.weight += toHalalas(h.amount);
      if (h.investmentDate < seen.since) seen.since = h.investmentDate;
    }
  }
  return [...byUser.values()];
}

export function planDistributions(
  rng: Rng,
  now: Date,
  investments: Plan['investments'],
  holdings: PlannedHolding[],
): Plan['distributions'] {
  const out: Plan['distributions'] = [];
  investments.forEach((o, i) => {
    const held = holdings.filter((h) => h.investment === i);
    if ((o.status !== 'funded' && o.status !== 'active') || !held.some((h) => h.user === INVESTOR && h.status !== 'refunded')) return;
    const latest = new Date(now.getTime() - int(rng, 3, 14) * DAY);
    latest.setUTCHours(NOON_RIYADH_UTC_HOURS, 0, 0, 0);
    // The quarter's expected yield, in hundredths of a percent: expectedRoi "12.25" → 1225 ÷ 4.
    const roi = toHalalas(o.expectedRoi);
    for (let k = 0; k < PAYOUTS_A_YEAR; k++) {
      const paidAt = new Date(latest.getTime() - k * QUARTER);
      const permille = BigInt(int(rng, YIELD_PERMILLE.min, YIELD_PERMILLE.max));
      if (o.createdAt && paidAt < o.createdAt) continue;
      const shares = holdersAt(held, paidAt);
      if (shares.length === 0) continue;
      const invested = shares.reduce((s, x) => s + x.weight, 0n);
      const amount = (invested * roi * permille) / (100n * 100n * 4n * 1000n);
      out.push({ investment: i, amount: fromHalalas(amount), paidAt });
    }
  });
  return out.sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
}
