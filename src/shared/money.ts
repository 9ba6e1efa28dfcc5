// SAR amounts as exact decimal strings. Kept apart from the Zod schemas so the client can format
// money without loading Zod on pages that validate nothing (the landing page's JS budget).

/** A decimal string with at most two decimals ("50000", "12.5", "0.00") as integer halalas. */
export function toHalalas(amount: string): bigint {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!m) throw new Error(`Not a decimal amount: ${amount}`);
  const halalas = BigInt(m[2]) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -halalas : halalas;
}

/** "150000.00" → "150,000"; "1234.5" → "1,234.50". For messages; exact, no float. */
export function formatSar(amount: string): string {
  const halalas = toHalalas(amount);
  const negative = halalas < 0n;
  const abs = negative ? -halalas : halalas;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = abs % 100n;
  return `${negative ? '-' : ''}${whole}${cents === 0n ? '' : `.${cents.toString().padStart(2, '0')}`}`;
}
