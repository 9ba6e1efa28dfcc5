import { fromHalalas } from '../../../shared/money';
import { splitProRata } from './pro-rata';

// The exact arithmetic of the portfolio's figures (docs/product.md#the-portfolio-page): money in
// BigInt halalas, percentages in BigInt hundredths of a percent (which print like halalas: 1250n → "12.50").

/** n ÷ d rounded half up, for n ≥ 0 and d > 0. */
export const divideRounded = (n: bigint, d: bigint): bigint => (2n * n + d) / (2n * d);

/** part ÷ whole as a percent with two decimals, rounded half up ("12.50"); "0.00" when whole is nothing. */
export function percentOf(part: bigint, whole: bigint): string {
  return whole > 0n ? fromHalalas(divideRounded(part * 10_000n, whole)) : '0.00';
}

/** The allocation's keys have no first investment of their own to break a tie with. */
const SAME_TIME = new Date(0);

export interface AllocationEntry {
  key: string;
  amount: string;
  share: string;
}

/**
 * Amounts by key as the portfolio's allocation: the keys that hold money, largest first (then by
 * name), each with its share of their sum in percent, two decimals, summing to 100.00 exactly. The
 * shares are 10 000 hundredths of a percent split by the distributions' own largest-remainder rule
 * (splitProRata), each key standing in for an investor: a hundredth left over goes to the largest
 * remainder, on a tie to the larger amount, then to the name first in order.
 */
export function allocationOf(amounts: Map<string, bigint>): AllocationEntry[] {
  const held = [...amounts]
    .filter(([, amount]) => amount > 0n)
    .sort(([ka, a], [kb, b]) => (a !== b ? (a > b ? -1 : 1) : ka < kb ? -1 : ka > kb ? 1 : 0));
  if (!held.length) return [];
  const shares = splitProRata(
    10_000n,
    held.map(([key, amount]) => ({ userId: key, weight: amount, since: SAME_TIME })),
  );
  return held.map(([key, amount], i) => ({ key, amount: fromHalalas(amount), share: fromHalalas(shares[i]) }));
}
