// The operator's metrics (docs/operations.md#health-and-metrics): Prometheus' text format at /metrics,
// for the holder of METRICS_TOKEN only; requests by route pattern, latency, 5xx, the database pool, the
// job queue and the e-mail outbox.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import { jobs } from '../../src/server/db/schema';
import { insertProperty, insertUser } from '../../src/server/db/seed/factories';
import { appWith, dbKindLabel, setupTestApp, type TestApp } from '../setup/app';
import { signupProfile } from './security/payloads';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await setupTestApp();
  // An SMTP server is configured, so e-mails wait in the outbox as queued until the worker (not started here) sends them.
  app = await appWith(t, { METRICS_TOKEN: TOKEN, SMTP_URL: 'smtp://127.0.0.1:2525' });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const scrape = (target: FastifyInstance, authorization?: string) =>
  target.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line (`name{labels} value`), or undefined when the line is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('who may read /metrics', () => {
  it('is not there while METRICS_TOKEN is unset, whatever the request carries', async () => {
    expect((await scrape(t.app)).statusCode).toBe(404);
    expect((await scrape(t.app, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('asks for the token with 401 when it is missing or wrong', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token', `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`, TOKEN]) {
      const res = await scrape(app, authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('manzil_');
    }
  });
});

describe('what /metrics tells', () => {
  it('counts requests by route pattern, never by URL, with their latency and 5xx answers', async () => {
    const developer = await insertUser(t.db, { role: 'developer' });
    const listing = await insertProperty(t.db, { developerId: developer.id, status: 'active' });
    for (let i = 0; i < 3; i++) expect((await app.inject({ url: `/api/properties/${listing.id}` })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/properties/999999999' })).statusCode).toBe(404);
    // A failing readiness check is a 5xx: a file where the upload directory should be.
    const uploads = `${t.dataDir}/uploads`;
    fs.rmSync(uploads, { recursive: true, force: true });
    fs.writeFileSync(uploads, '');
    expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(503);
    fs.rmSync(uploads);

    const res = await scrape(app, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const route = 'method="GET",route="/api/properties/:id"';
    expect(sample(text, `manzil_http_requests_total{${route},status_class="2xx"}`)).toBe(3);
    expect(sample(text, `manzil_http_requests_total{${route},status_class="4xx"}`)).toBe(1);
    expect(text).not.toContain(`/api/properties/${listing.id}"`);
    expect(text).not.toContain('999999999');
    expect(sample(text, `manzil_http_request_duration_seconds_count{${route}}`)).toBe(4);
    expect(sample(text, `manzil_http_request_duration_seconds_bucket{le="+Inf",${route}}`)).toBe(4);
    expect(sample(text, 'manzil_http_server_errors_total{method="GET",route="/api/health/ready"}')).toBe(1);
    expect(sample(text, `manzil_http_server_errors_total{${route}}`)).toBeUndefined();
    // The process's own metrics (prom-client's defaults).
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('shows the database pool', async () => {
    const text = (await scrape(app, `Bearer ${TOKEN}`)).body;
    if (dbKindLabel === 'pglite') {
      expect(sample(text, 'manzil_db_pool{state="total"}')).toBe(1);
    } else {
      expect(sample(text, 'manzil_db_pool{state="total"}')).toBeGreaterThan(0);
      expect(sample(text, 'manzil_db_pool{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'manzil_db_pool{state="waiting"}')).toBe(0);
    }
  });

  it('shows the e-mail outbox backlog and the job queue, as the database holds them', async () => {
    // A sign-up queues its verification e-mail and the job that delivers it; a job failed for good beside it.
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...signupProfile, email: 'metrics.reader@manzil.example', password: 'a-long-enough-password' },
    });
    expect(signup.statusCode).toBe(201);
    await t.db.insert(jobs).values({ kind: 'test.broken', status: 'failed', lastError: 'broken on purpose' });
    const [db] = rowsOf<{ queued_emails: number; deliveries: number }>(
      await t.db.execute(sql`select
        (select count(*)::int from outbox_emails where status = 'queued') as queued_emails,
        (select count(*)::int from jobs where status = 'queued' and kind = 'email.deliver' and run_at <= now()) as deliveries`),
    );
    expect(db.queued_emails).toBeGreaterThan(0);

    // A new app: the values are read at scrape time and kept a few seconds.
    const fresh = await appWith(t, { METRICS_TOKEN: TOKEN });
    try {
      const text = (await scrape(fresh, `Bearer ${TOKEN}`)).body;
      expect(sample(text, 'manzil_outbox_emails{status="queued"}')).toBe(db.queued_emails);
      expect(sample(text, 'manzil_outbox_emails{status="failed"}')).toBe(0);
      expect(sample(text, 'manzil_jobs_due{kind="email.deliver"}')).toBe(db.deliveries);
      expect(sample(text, 'manzil_jobs_queued{kind="email.deliver"}')).toBeGreaterThanOrEqual(db.deliveries);
      expect(sample(text, 'manzil_jobs_oldest_due_seconds{kind="email.deliver"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'manzil_jobs_failed{kind="test.broken"}')).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
