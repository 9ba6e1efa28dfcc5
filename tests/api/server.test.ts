import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { Agent, setupTestApp, type TestApp } from '../setup/app';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => t.close());

describe('server basics', () => {
  it('reports health with a database check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().message).toMatch(/not found/);
  });

  it('answers malformed JSON with 400 and changes nothing', async () => {
    const before = await t.db.select({ n: count() }).from(users);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": "Ali",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Malformed JSON in request body');
    expect(await t.db.select({ n: count() }).from(users)).toEqual(before);
  });

  it('answers wrong types with 400 and field messages', async () => {
    const res = await new Agent(t.app).post('/api/auth/login', { email: 42, password: null });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('answers an oversized body with 413', async () => {
    const res = await new Agent(t.app).post('/api/auth/login', { email: 'a@b.sa', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Request body is too large');
  });

  it('refuses a state-changing request from another origin', async () => {
    const res = await new Agent(t.app).post(
      '/api/auth/login',
      { email: 'a@b.sa', password: 'whatever-123' },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    const sameSite = await new Agent(t.app).post(
      '/api/auth/login',
      { email: 'a@b.sa', password: 'whatever-123' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(sameSite.statusCode).toBe(403);
  });

  it('sends security headers with a CSP that allows no inline scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/auth/signup'].post.requestBody).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
