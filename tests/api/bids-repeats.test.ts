import { describe, expect, it, vi } from 'vitest';
import { as, bidsOn, listing, useBidsApp } from './bids-shared';

useBidsApp();

describe('a repeated submit creates one bid', () => {
  it('two identical POSTs back to back → one row; the repeat answers 200 with the original', async () => {
    const property = await listing();
    const payload = { bidAmount: '910000', currency: 'SAR', message: 'Cash buyer', status: 'pending' };
    const first = await as('buyer').post(`/api/properties/${property.id}/bids`, payload);
    const second = await as('buyer').post(`/api/properties/${property.id}/bids`, payload);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect(await bidsOn(property.id)).toHaveLength(1);
  });

  it('two identical POSTs at the same moment (double click) → one row', async () => {
    const property = await listing();
    const payload = { bidAmount: '920000' };
    const results = await Promise.all([1, 2, 3].map(() => as('buyer').post(`/api/properties/${property.id}/bids`, payload)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await bidsOn(property.id)).toHaveLength(1);
  });

  it('a double click that straddles a 10-second boundary is still one bid', async () => {
    const property = await listing();
    const boundary = Math.ceil(Date.now() / 10_000) * 10_000 + 10_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(boundary - 1);
      const first = await as('buyer').post(`/api/properties/${property.id}/bids`, { bidAmount: '925000' });
      vi.setSystemTime(boundary + 1);
      const second = await as('buyer').post(`/api/properties/${property.id}/bids`, { bidAmount: '925000' });
      expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
      expect(second.json().id).toBe(first.json().id);
      // Well after the window, the same amount again is a new bid (the bidder meant it).
      vi.setSystemTime(boundary + 60_000);
      expect((await as('buyer').post(`/api/properties/${property.id}/bids`, { bidAmount: '925000' })).statusCode).toBe(201);
    } finally {
      vi.useRealTimers();
    }
    expect(await bidsOn(property.id)).toHaveLength(2);
  });

  it('the same Idempotency-Key → one row, even later and concurrently', async () => {
    const property = await listing();
    const headers = { 'idempotency-key': 'a1b2c3d4-retry-key' };
    const url = `/api/properties/${property.id}/bids`;
    const [a, b] = await Promise.all([
      as('buyer').post(url, { bidAmount: '930000' }, headers),
      as('buyer').post(url, { bidAmount: '930000' }, headers),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    const again = await as('buyer').post(url, { bidAmount: '930000' }, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(a.json().id);
    expect(await bidsOn(property.id)).toHaveLength(1);
  });

  it('reusing an Idempotency-Key for a different bid is a 422, whichever field differs; different keys are different bids', async () => {
    const property = await listing();
    const url = `/api/properties/${property.id}/bids`;
    expect(
      (await as('buyer').post(url, { bidAmount: '940000', message: 'First offer' }, { 'idempotency-key': 'key-one' })).statusCode,
    ).toBe(201);
    for (const changed of [
      { bidAmount: '945000', message: 'First offer' },
      { bidAmount: '940000', message: 'Another message' },
      { bidAmount: '940000' },
      { bidAmount: '940000', message: 'First offer', validUntil: '2099-01-01' },
      { bidAmount: '940000', message: 'First offer', currency: 'USD' },
    ]) {
      const reused = await as('buyer').post(url, changed, { 'idempotency-key': 'key-one' });
      expect(reused.statusCode, JSON.stringify(changed)).toBe(422);
      expect(reused.json().message).toBe('This Idempotency-Key was already used for a different bid');
    }
    expect(
      (await as('buyer').post(url, { bidAmount: '940000', message: 'First offer' }, { 'idempotency-key': 'key-one' })).statusCode,
    ).toBe(200);
    expect((await as('buyer').post(url, { bidAmount: '940000' }, { 'idempotency-key': 'key-two' })).statusCode).toBe(201);
    expect(await bidsOn(property.id)).toHaveLength(2);
  });

  it('the same amount from two different bidders is two bids', async () => {
    const property = await listing();
    const url = `/api/properties/${property.id}/bids`;
    expect((await as('buyer').post(url, { bidAmount: '950000' })).statusCode).toBe(201);
    expect((await as('other developer').post(url, { bidAmount: '950000' })).statusCode).toBe(201);
    expect(await bidsOn(property.id)).toHaveLength(2);
  });
});
