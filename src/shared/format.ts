// Number and date formats (docs/product.md#formats).

/** M with one decimal at or above one million, K with no decimals at or above one thousand, else locale format. */
export function formatCompactNumber(value: number | string): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) return '0';
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  // The unit follows the rounded value, so 999,600 reads "1.0M", never "1000K". Rounding is half up
  // on whole tenths of a million (1,950,000 → "2.0M"), not toFixed's binary-fraction rounding.
  const thousands = Math.round(abs / 1_000);
  if (abs >= 1_000_000 || thousands >= 1_000) return `${sign}${(Math.round(abs / 100_000) / 10).toFixed(1)}M`;
  if (abs >= 1_000) return `${sign}${thousands}K`;
  return n.toLocaleString('en-US');
}

/** Plain number format: grouped, no decimals. */
export function formatNumber(value: number | string): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) return '0';
  return n.toLocaleString('en-US', { maximumFractionDigits: 0 });
}

/**
 * A count with its noun, singular for exactly one: "1 offer", "0 offers", "1,250 listings". English only
 * for now; Arabic plural forms come with the i18n library, so every count goes through here.
 */
export function plural(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/** An amount with its currency: whole amounts grouped with no decimals, others with their two (2,600,000.50 SAR). */
export function formatPrice(value: number | string, currency = 'SAR'): string {
  const n = typeof value === 'string' ? Number(value) : value;
  const amount =
    Number.isFinite(n) && !Number.isInteger(n)
      ? n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
      : formatNumber(n);
  return `${amount} ${currency}`;
}

/** US English: short month, day, year, hour, minute. */
export function formatDateTime(value: string | Date): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return d.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/**
 * "Jul 21, 2025, 3:00 PM GMT+3": in Saudi time whoever reads it, for what the server writes into
 * messages (an offer's expiry, a viewing's time), so every reader sees one answer.
 */
export function formatRiyadhDateTime(d: Date): string {
  return d
    .toLocaleString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Riyadh',
      timeZoneName: 'short',
    })
    .replace(/\u202f/g, ' '); // newer ICU puts a narrow no-break space before AM/PM
}

export function formatDate(value: string | Date): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** Percent of current over total with one decimal, capped to 0..100. */
export function fundingPercent(current: number | string, total: number | string): string {
  const c = Number(current);
  const t = Number(total);
  if (!Number.isFinite(c) || !Number.isFinite(t) || t <= 0) return '0.0';
  return Math.min(100, Math.max(0, (c / t) * 100)).toFixed(1);
}

/** Bidder and user ids: first 8 characters and an ellipsis (docs/product.md#formats). */
export function shortId(id: string | number): string {
  return `${String(id).slice(0, 8)}...`;
}

/** Admin users table: the last 8 characters (docs/product.md#formats). */
export function lastEight(id: string): string {
  return id.slice(-8);
}
