/**
 * A fresh Idempotency-Key for one intended write (a bid, an investment): a repeated request with the
 * same key is recorded once. crypto.randomUUID exists only in secure contexts (https or localhost);
 * elsewhere 128 random bits from getRandomValues do the same job.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
