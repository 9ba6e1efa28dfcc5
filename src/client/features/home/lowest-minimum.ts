import { formatSar, toHalalas } from '@shared/money';
import type { Investment } from '@client/features/investments/api/investments';

// What the landing page's Invest card quotes (docs/product.md#landing-page): the lowest minimum of the
// opportunities that take money now, so the figure is the real one, not a fixed text.

/** "5,000" for the lowest minimum of the active opportunities; null when none is active. */
export function lowestActiveMinimum(investments: ReadonlyArray<Pick<Investment, 'status' | 'minimumInvestment'>>): string | null {
  const minimums = investments.filter((i) => i.status === 'active').map((i) => i.minimumInvestment);
  if (minimums.length === 0) return null;
  const lowest = minimums.reduce((a, b) => (toHalalas(b) < toHalalas(a) ? b : a));
  return formatSar(lowest);
}
