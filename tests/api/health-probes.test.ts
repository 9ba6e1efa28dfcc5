// The balancer's questions (docs/operations.md#health-and-metrics): is the process alive, and should it
// be sent requests — the database and the upload store answer, and it is not shutting down.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { ConfigError, loadConfig } from '../../src/server/config';
import { appWith, setupTestApp, type TestApp } from '../setup/app';
import { freshDatabase } from '../setup/database';
import { startS3Peer } from './uploads-shared';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => t.close());

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

describe('GET /api/health/live', () => {
  it('answers 200 while the process runs', async () => {
    const res = await get(t.app, '/api/health/live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 when the database and the upload store answer', async () => {
    const res = await get(t.app, '/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
  });

  it('answers 503 naming the storage when the upload directory cannot be written, and 200 once it can', async () => {
    // A file where the upload directory should be: what a volume mounted wrongly looks like.
    const uploads = `${t.dataDir}/uploads`;
    fs.rmSync(uploads, { recursive: true, force: true });
    fs.writeFileSync(uploads, 'not a directory');
    const res = await get(t.app, '/api/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'failed' } });
    fs.rmSync(uploads);
    expect((await get(t.app, '/api/health/ready')).statusCode).toBe(200);
  });

  it('asks the bucket when S3_BUCKET is set: ready while it answers, 503 naming the storage once it does not', async () => {
    const peer = await startS3Peer();
    const app = await appWith(t, peer.env);
    try {
      const up = await get(app, '/api/health/ready');
      expect(up.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
      await peer.close();
      const down = await get(app, '/api/health/ready');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'failed' } });
    } finally {
      await app.close();
    }
  });

  it('answers 503 from the moment shutdown begins, while the process still serves and is alive', async () => {
    const app = await appWith(t, {});
    try {
      app.readiness.beginShutdown();
      const res = await get(app, '/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'shutting down', checks: { database: 'skipped', storage: 'skipped' } });
      expect((await get(app, '/api/health/live')).statusCode).toBe(200);
      expect((await get(app, '/api/health')).statusCode).toBe(200);
      expect((await get(app, '/api/properties')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming the database when the database is closed under it', async () => {
    const database = await freshDatabase(inject('templateName'), inject('templateDump'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir });
    const app = await buildApp({ config, database });
    try {
      await app.ready();
      expect((await get(app, '/api/health/ready')).statusCode).toBe(200);
      await database.close();
      const res = await get(app, '/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'failed', storage: 'ok' } });
      // The older check, kept for the scripts that wait on it, agrees.
      expect((await get(app, '/api/health')).statusCode).toBe(503);
      expect((await get(app, '/api/health/live')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('SHUTDOWN_DRAIN_SECONDS', () => {
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://manzil.example' };
  it('keeps a stopping server serving 5 s in production, and stops it at once elsewhere', () => {
    expect(loadConfig(production).shutdownDrainMs).toBe(5000);
    expect(loadConfig({ NODE_ENV: 'development' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_SECONDS: '12' }).shutdownDrainMs).toBe(12_000);
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_SECONDS: '0' }).shutdownDrainMs).toBe(0);
  });

  it('refuses what is not a whole number of seconds', () => {
    for (const value of ['-1', '2.5', 'soon', '301']) {
      expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: value }), value).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
    }
  });
});
