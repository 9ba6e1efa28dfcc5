// Issue 21, "Limits shared by every server", with REDIS_URL: two servers count in one Redis (the test
// peer on 127.0.0.1:6379, or TEST_REDIS_URL), under a key prefix of this run's own; and a Redis that
// cannot be reached lets requests through, with the error logged.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { rateLimitHits } from '../../src/server/db/schema';
import { appWith, setupTestApp, type TestApp } from '../setup/app';
import { wrongSignIn } from './sign-in-attempts';

const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `manzil-test-${process.pid}-${Math.random().toString(36).slice(2, 10)}:`;

let t: TestApp;
let redis: Redis;
const servers: FastifyInstance[] = [];
beforeAll(async () => {
  redis = new Redis(REDIS, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
  } catch (err) {
    throw new Error(`These tests need Redis at ${REDIS} (apt-get install redis-server, or set TEST_REDIS_URL): ${String(err)}`);
  }
  t = await setupTestApp();
});
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});
afterAll(async () => {
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await t.close();
});

async function twoServers(env: Record<string, string>): Promise<FastifyInstance[]> {
  const pair = await Promise.all([appWith(t, env), appWith(t, env)]);
  servers.push(...pair);
  return pair;
}

describe('two servers on one Redis', () => {
  const env = { REDIS_URL: `${REDIS}?keyPrefix=${PREFIX}`, TRUST_PROXY: '1', LOGIN_RATE_LIMIT: '4' };

  it('allow together what one allows, and the database counts nothing', async () => {
    const [a, b] = await twoServers(env);
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push(await wrongSignIn(i % 2 === 0 ? a : b, '203.0.113.30', i));
    expect(codes).toEqual([401, 401, 401, 401]);
    expect(await wrongSignIn(a, '203.0.113.30', 4)).toBe(429);
    expect(await wrongSignIn(b, '203.0.113.30', 5)).toBe(429);
    expect(await wrongSignIn(b, '203.0.113.31', 0)).toBe(401);
    expect(await t.db.select().from(rateLimitHits)).toEqual([]);
  });

  it('open a spent limit again when its window is over', async () => {
    const [a, b] = await twoServers(env);
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push(await wrongSignIn(i % 2 === 0 ? a : b, '203.0.113.40', i));
    expect(codes).toEqual([401, 401, 401, 401, 429]);
    // The minute passes: the window's key expires in Redis.
    const [key] = (await redis.keys(`${PREFIX}*`)).filter((k) => k.endsWith('sign-in:ip:203.0.113.40'));
    await redis.pexpire(key, 1);
    await expect.poll(() => redis.exists(key)).toBe(0);
    expect(await wrongSignIn(b, '203.0.113.40', 5)).toBe(401);
  });
});

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

it('a Redis that cannot be reached lets sign-in through (the limit is skipped) and logs the error', async () => {
  const logged: string[] = [];
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: t.dataDir,
    REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
    LOGIN_RATE_LIMIT: '1',
  });
  const server = await buildApp(
    { config, database: t.database },
    { level: 'error', stream: { write: (line: string) => logged.push(line) } },
  );
  servers.push(server);
  await server.ready();
  const codes = [];
  for (let i = 0; i < 3; i++) codes.push(await wrongSignIn(server, '203.0.113.50', i));
  expect(codes).toEqual([401, 401, 401]);
  expect(logged.some((line) => line.includes('the rate-limit store did not answer'))).toBe(true);
});
