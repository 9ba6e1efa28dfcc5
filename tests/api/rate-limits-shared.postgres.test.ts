// Issue 21, "Limits shared by every server": two servers, each on a connection pool of its own as two
// machines would be, on one PostgreSQL. PostgreSQL only (vitest.config.ts).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, rowsOf, type Database } from '../../src/server/db/client';
import { rateLimitHits } from '../../src/server/db/schema';
import { appWith, setupTestApp, type TestApp } from '../setup/app';
import { wrongSignIn } from './sign-in-attempts';

const LIMIT = 6;

let t: TestApp;
const pools: Database[] = [];
let servers: FastifyInstance[];
beforeAll(async () => {
  t = await setupTestApp();
  const [{ name }] = rowsOf<{ name: string }>(await t.db.execute(sql`select current_database() as name`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  pools.push(openPostgres(url.toString(), 4), openPostgres(url.toString(), 4));
  // TRUST_PROXY: each test plays clients of its own behind the balancer.
  servers = await Promise.all(pools.map((database) => appWith({ ...t, database }, { TRUST_PROXY: '1', LOGIN_RATE_LIMIT: String(LIMIT) })));
});
afterAll(async () => {
  for (const server of servers) await server.close();
  for (const pool of pools) await pool.close();
  await t.close();
});
afterEach(async () => {
  await t.db.delete(rateLimitHits);
});

describe('two servers on one PostgreSQL', () => {
  it(`allow ${LIMIT} sign-in attempts between them, then refuse on either`, async () => {
    const codes = [];
    for (let i = 0; i < LIMIT; i++) codes.push(await wrongSignIn(servers[i % 2], '203.0.113.10', i));
    expect(codes).toEqual(Array(LIMIT).fill(401));
    expect(await wrongSignIn(servers[0], '203.0.113.10', LIMIT)).toBe(429);
    expect(await wrongSignIn(servers[1], '203.0.113.10', LIMIT + 1)).toBe(429);
    // Another client is still let in.
    expect(await wrongSignIn(servers[1], '203.0.113.11', 0)).toBe(401);
  });

  it('lose no count when attempts arrive on both at once', async () => {
    const attempts = 40;
    const codes = await Promise.all(Array.from({ length: attempts }, (_, i) => wrongSignIn(servers[i % 2], '203.0.113.20', i)));
    expect(codes.filter((c) => c === 401)).toHaveLength(LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(attempts - LIMIT);
    const [row] = await t.db.select({ key: rateLimitHits.key, hits: rateLimitHits.hits }).from(rateLimitHits);
    expect(row).toEqual({ key: 'sign-in:ip:203.0.113.20', hits: attempts });
  });
});
