import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minimumProRataTotal, splitProRata, type ProRataShare } from '../../src/server/features/portfolio/pro-rata';

// A distribution split across its investors (docs/product.md#distributions): floor of the exact
// share, then the halalas left over one each to the largest remainders (ties: larger weight, earlier
// first investment, smaller user id). The parts always sum to the total.

const day = (n: number) => new Date(Date.UTC(2026, 0, n));
const share = (userId: string, weight: bigint, since = day(1)): ProRataShare => ({ userId, weight, since });
const sum = (parts: bigint[]) => parts.reduce((a, b) => a + b, 0n);

describe('splitProRata', () => {
  it('gives 1,000.00 SAR over three equal holders 333.34 / 333.33 / 333.33, the extra halala to the first to invest', () => {
    const parts = splitProRata(100_000n, [share('c', 500_000n, day(3)), share('a', 500_000n, day(2)), share('b', 500_000n, day(1))]);
    expect(parts).toEqual([33_333n, 33_333n, 33_334n]);
  });

  it('breaks a tie of equal weights and equal first investments by the user id', () => {
    expect(splitProRata(2n, [share('b', 7n), share('c', 7n), share('a', 7n)])).toEqual([1n, 0n, 1n]);
  });

  it('gives one halala over three to the largest remainder, then the larger weight', () => {
    // Exact shares 1/6, 2/6 and 3/6 of a halala: all floor to 0; the remainders are 1, 2 and 3 sixths.
    expect(splitProRata(1n, [share('a', 100n), share('b', 200n), share('c', 300n)])).toEqual([0n, 0n, 1n]);
    // Equal remainders (2/4 and 2/4 of a halala): the larger weight wins the tie.
    expect(splitProRata(2n, [share('small', 1n, day(1)), share('large', 3n, day(9))])).toEqual([0n, 2n]);
  });

  it('follows the remainders, not the weights: the smallest holder can get the extra halala', () => {
    // 100.00 SAR over 10,000 / 20,000 / 30,000: exact 16.666…, 33.333…, 50.00.
    expect(splitProRata(10_000n, [share('a', 1_000_000n), share('b', 2_000_000n), share('c', 3_000_000n)])).toEqual([
      1_667n,
      3_333n,
      5_000n,
    ]);
  });

  it('gives a lone investor the whole amount, and nothing is split of zero', () => {
    expect(splitProRata(123_456n, [share('a', 1n)])).toEqual([123_456n]);
    expect(splitProRata(0n, [share('a', 5n), share('b', 9n)])).toEqual([0n, 0n]);
  });

  it('stays exact with numbers beyond 2^53', () => {
    // Exact shares 2^68 + 1/4, 2^68 + 1/4 and 2^69 + 1/2 halalas: the extra halala is the third's.
    const parts = splitProRata(2n ** 70n + 1n, [share('a', 2n ** 60n), share('b', 2n ** 60n), share('c', 2n ** 61n)]);
    expect(parts).toEqual([2n ** 68n, 2n ** 68n, 2n ** 69n + 1n]);
    expect(sum(parts)).toBe(2n ** 70n + 1n);
  });

  it('always sums exactly to the total, each part within one halala of its exact share', () => {
    const shares = fc.uniqueArray(
      fc.record({ userId: fc.uuid(), weight: fc.bigInt({ min: 1n, max: 10n ** 18n }), since: fc.integer({ min: 1, max: 365 }) }),
      { minLength: 1, maxLength: 40, selector: (s) => s.userId },
    );
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 17n }), shares, (total, drawn) => {
        const input = drawn.map((s) => share(s.userId, s.weight, day(s.since)));
        const parts = splitProRata(total, input);
        expect(sum(parts)).toBe(total);
        const weights = sum(input.map((s) => s.weight));
        input.forEach((s, i) => {
          const floor = (total * s.weight) / weights;
          expect(parts[i] === floor || parts[i] === floor + 1n).toBe(true);
        });
      }),
    );
  });

  it('refuses no investors, or a weight that is not positive', () => {
    expect(() => splitProRata(100n, [])).toThrow(RangeError);
    expect(() => splitProRata(100n, [share('a', 0n)])).toThrow(RangeError);
    expect(() => splitProRata(-1n, [share('a', 1n)])).toThrow(RangeError);
  });
});

describe('minimumProRataTotal', () => {
  it('is one halala per investor when they hold the same', () => {
    expect(minimumProRataTotal([5n, 5n, 5n])).toBe(3n);
  });

  it('is what gives the smallest holder one halala, and from it no part is zero', () => {
    const weights = [1_000n, 99_000n];
    const minimum = minimumProRataTotal(weights);
    expect(minimum).toBe(100n);
    expect(splitProRata(minimum, [share('a', 1_000n), share('b', 99_000n)])).toEqual([1n, 99n]);
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 12n }), { minLength: 1, maxLength: 20 }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        (ws, extra) => {
          const parts = splitProRata(
            minimumProRataTotal(ws) + extra,
            ws.map((w, i) => share(String(i), w)),
          );
          expect(parts.every((p) => p >= 1n)).toBe(true);
        },
      ),
    );
  });
});
