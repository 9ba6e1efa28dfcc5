import { toHalalas } from '@shared/money';
import type { Investment } from '@client/features/investments/api/investments';

// Money on the investment detail page is compared as integer halalas (BigInt), never as floats.

/** Integer halalas → the shortest decimal string: 2500000n → "25000", 2500050n → "25000.50". */
export function halalasToAmount(halalas: bigint): string {
  const whole = (halalas / 100n).toString();
  const cents = halalas % 100n;
  return cents === 0n ? whole : `${whole}.${cents.toString().padStart(2, '0')}`;
}

/** What is left to raise, in halalas; never below zero. */
export function remainingHalalas(investment: Investment): bigint {
  const remaining = toHalalas(investment.totalFunding) - toHalalas(investment.currentFunding);
  return remaining > 0n ? remaining : 0n;
}
