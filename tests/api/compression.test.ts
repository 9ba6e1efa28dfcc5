import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../setup/app';

// JSON and HTML built in memory are compressed when the client accepts it (src/server/compress.ts).

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => t.close());

// The OpenAPI document: a JSON answer of well over 1 KB on an empty database.
const bigJson = '/api/docs/json';

describe('response compression', () => {
  it('gzips a large JSON answer for a client that accepts gzip, and it decodes to the same JSON', async () => {
    const plain = await t.app.inject({ method: 'GET', url: bigJson });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gz = await t.app.inject({ method: 'GET', url: bigJson, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
    const decoded = zlib.gunzipSync(gz.rawPayload).toString('utf8');
    expect(JSON.parse(decoded)).toEqual(plain.json());
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('prefers brotli when offered', async () => {
    const br = await t.app.inject({ method: 'GET', url: bigJson, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toHaveProperty('openapi');
  });

  it('leaves small answers and clients without Accept-Encoding alone', async () => {
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });

  it('compresses error answers too without changing their status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(401);
    // A short error body stays as it is.
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('message');
  });
});
