// SAR amounts as exact decimal strings. Kept apart from the Zod schemas so the client can format
// money without loading Zod on pages that validate nothing (the landing page's JS budget).

/** An amount as typed or sent: digits, then optionally a point and one or two decimals (no sign, no exponent). */
export const DECIMAL_AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;
/** numeric(15,2), the columns of prices and sums, holds 13 digits before the point. */
export const AMOUNT_MAX_INTEGER_DIGITS = 13;

/** The digits before the point, leading zeros aside ("0012.5" → 2). */
export const integerDigits = (amount: string): number => amount.split('.')[0].replace(/^0+(?=\d)/, '').length;

/** A decimal string with at most two decimals ("50000", "12.5", "0.00", "-3") as integer halalas. */
export function toHalalas(amount: string): bigint {
  const trimmed = amount.trim();
  const negative = trimmed.startsWith('-');
  const m = DECIMAL_AMOUNT.exec(negative ? trimmed.slice(1) : trimmed);
  if (!m) throw new Error(`Not a decimal amount: ${amount}`);
  const halalas = BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
  return negative ? -halalas : halalas;
}

/** Integer halalas as a decimal string with two decimals: 150000050n → "1500000.50". */
export const fromHalalas = (halalas: bigint): string =>
  `${halalas < 0n ? '-' : ''}${(halalas < 0n ? -halalas : halalas) / 100n}.${((halalas < 0n ? -halalas : halalas) % 100n).toString().padStart(2, '0')}`;

/** "150000.00" → "150,000"; "1234.5" → "1,234.50". For messages; exact, no float. */
export function formatSar(amount: string): string {
  const halalas = toHalalas(amount);
  const negative = halalas < 0n;
  const abs = negative ? -halalas : halalas;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = abs % 100n;
  return `${negative ? '-' : ''}${whole}${cents === 0n ? '' : `.${cents.toString().padStart(2, '0')}`}`;
}

/**
 * Price per m², price / area rounded half-up to 2 decimals, in exact integer arithmetic on halalas
 * (never a float). Null when there is no area, or when the result would not fit numeric(10,2).
 */
export function pricePerSqm(price: string | number, area: string | number | null | undefined): string | null {
  if (area === null || area === undefined) return null;
  const cents = (v: string | number): bigint | null => {
    const m = DECIMAL_AMOUNT.exec(typeof v === 'number' ? v.toFixed(2) : v.trim());
    return m ? BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0')) : null;
  };
  const p = cents(price);
  const a = cents(area);
  if (p === null || a === null || a === 0n) return null;
  const result = (p * 200n + a) / (2n * a); // round(p * 100 / a), half up, in cents
  if (result >= 10_000_000_000n) return null; // numeric(10,2) holds at most 99,999,999.99
  return fromHalalas(result);
}
