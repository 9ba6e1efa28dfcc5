// Splitting a distribution across its investors in exact halalas (docs/product.md#distributions).
// Pure BigInt arithmetic: no float, no rounding of a rounded figure, any size.

/** One investor's claim on a distribution. */
export interface ProRataShare {
  userId: string;
  /** What they held when it was paid, in halalas: positive. */
  weight: bigint;
  /** Their first investment counted in `weight`: the earlier one wins a tie. */
  since: Date;
}

const byBigint = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Splits `total` halalas across `shares` by weight. Each part is floor(total × weight ÷ Σweights);
 * the halalas left over (fewer than there are shares) go one each to the largest remainders, ties
 * to the larger weight, then the earlier first investment, then the smaller user id. Answers the
 * parts in the order of `shares`; they sum exactly to `total`.
 */
export function splitProRata(total: bigint, shares: readonly ProRataShare[]): bigint[] {
  if (total < 0n) throw new RangeError('A distribution cannot be negative');
  if (shares.length === 0 || shares.some((s) => s.weight <= 0n)) throw new RangeError('Every share needs a positive weight');
  const sum = shares.reduce((s, x) => s + x.weight, 0n);
  const parts = shares.map((s) => (total * s.weight) / sum);
  const remainders = shares.map((s) => (total * s.weight) % sum);
  const left = Number(total - parts.reduce((a, b) => a + b, 0n));
  const order = shares
    .map((_, i) => i)
    .sort(
      (a, b) =>
        byBigint(remainders[b], remainders[a]) ||
        byBigint(shares[b].weight, shares[a].weight) ||
        shares[a].since.getTime() - shares[b].since.getTime() ||
        (shares[a].userId < shares[b].userId ? -1 : shares[a].userId > shares[b].userId ? 1 : 0),
    );
  for (const i of order.slice(0, left)) parts[i] += 1n;
  return parts;
}

/**
 * The smallest total, in halalas, whose exact pro-rata part is at least one halala for every share:
 * ceil(Σweights ÷ the smallest weight). From it up, no part of splitProRata is zero.
 */
export function minimumProRataTotal(weights: readonly bigint[]): bigint {
  if (weights.length === 0 || weights.some((w) => w <= 0n)) throw new RangeError('Every share needs a positive weight');
  const sum = weights.reduce((s, w) => s + w, 0n);
  const smallest = weights.reduce((m, w) => (w < m ? w : m));
  return (sum + smallest - 1n) / smallest;
}
