// One structured log line per request (docs/operations.md#health-and-metrics): its id, the user, the
// method, URL and route pattern, the status and the duration, through the settings `npm start` uses.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { insertProperty } from '../../src/server/db/seed/factories';
import { loggerOptions } from '../../src/server/lib/logger';
import { Agent, setupTestApp, signedInAs, TEST_PASSWORD, type TestApp } from '../setup/app';

let t: TestApp;
let app: FastifyInstance;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  t = await setupTestApp();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir });
  app = await buildApp({ config, database: t.database }, loggerOptions('info', { write: (line) => void lines.push(JSON.parse(line)) }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

/** The lines logged while `fn` ran. */
async function logged(fn: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
  lines.length = 0;
  await fn();
  return [...lines];
}

describe('the request log', () => {
  it('writes one line per request with its id, user, route, status and duration', async () => {
    const { user } = await signedInAs(t, 'developer');
    const listing = await insertProperty(t.db, { developerId: user.id, status: 'active' });
    const agent = new Agent(app);
    expect((await agent.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);

    const out = await logged(() => agent.get(`/api/properties/${listing.id}?from=search`));
    expect(out).toHaveLength(1);
    const [line] = out;
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: `/api/properties/${listing.id}?from=search` },
      route: '/api/properties/:id',
      userId: user.id,
      statusCode: 200,
    });
    expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof line.durationMs).toBe('number');
  });

  it('names no user for a visitor, and a path no route serves as such', async () => {
    const [line] = await logged(() => app.inject({ url: '/api/no-such-thing' }));
    expect(line).toMatchObject({ route: '(no route)', statusCode: 404, req: { url: '/api/no-such-thing' } });
    expect(line).not.toHaveProperty('userId');
  });

  it('gives each request its own id', async () => {
    const out = await logged(async () => {
      await app.inject({ url: '/api/properties' });
      await app.inject({ url: '/api/properties' });
    });
    expect(out.map((l) => l.route)).toEqual(['/api/properties', '/api/properties']);
    expect(out[0].reqId).not.toBe(out[1].reqId);
  });

  it('keeps the health probes out of the log while they succeed, and logs a failing one as a warning', async () => {
    expect(await logged(() => app.inject({ url: '/api/health/ready' }))).toEqual([]);
    expect(await logged(() => app.inject({ url: '/api/health/live' }))).toEqual([]);
    app.readiness.beginShutdown();
    const out = await logged(() => app.inject({ url: '/api/health/ready' }));
    expect(out).toEqual([expect.objectContaining({ level: 40, route: '/api/health/ready', statusCode: 503 })]);
  });
});
