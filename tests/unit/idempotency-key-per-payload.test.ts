import { describe, expect, it } from 'vitest';
import { IdempotencyKeyPerPayload } from '../../src/client/lib/idempotency-key-per-payload';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('IdempotencyKeyPerPayload', () => {
  it('keeps the key while the payload stays the same (double click, retry after a lost answer)', () => {
    const keys = new IdempotencyKeyPerPayload(counter());
    const first = keys.keyFor({ bidAmount: '900000', currency: 'SAR' });
    expect(keys.keyFor({ bidAmount: '900000', currency: 'SAR' })).toBe(first);
  });

  it('makes a new key when the payload differs, and keeps that one for its repeats', () => {
    const keys = new IdempotencyKeyPerPayload(counter());
    const first = keys.keyFor({ bidAmount: '900000', currency: 'SAR' });
    const edited = keys.keyFor({ bidAmount: '910000', currency: 'SAR' });
    expect(edited).not.toBe(first);
    expect(keys.keyFor({ bidAmount: '910000', currency: 'SAR' })).toBe(edited);
  });

  it('gives a payload tried before an edit its old key back, so it is not recorded twice', () => {
    const keys = new IdempotencyKeyPerPayload(counter());
    const first = keys.keyFor({ bidAmount: '900000' });
    keys.keyFor({ bidAmount: '910000' });
    expect(keys.keyFor({ bidAmount: '900000' })).toBe(first);
  });

  it('after a success the same payload is a new write with a new key', () => {
    const keys = new IdempotencyKeyPerPayload(counter());
    const first = keys.keyFor({ bidAmount: '900000' });
    keys.settled();
    expect(keys.keyFor({ bidAmount: '900000' })).not.toBe(first);
  });

  it('uses random keys by default', () => {
    const a = new IdempotencyKeyPerPayload().keyFor({ x: 1 });
    const b = new IdempotencyKeyPerPayload().keyFor({ x: 1 });
    expect(a).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(a).not.toBe(b);
  });
});
