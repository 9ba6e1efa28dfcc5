import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../src/server/auth/guards';
import { openPostgres, rowsOf, type Database } from '../../src/server/db/client';
import { savedSearches } from '../../src/server/db/schema';
import { insertUser } from '../../src/server/db/seed/factories';
import { createSavedSearch } from '../../src/server/features/saved-searches/service';
import { AppError } from '../../src/server/lib/errors';
import { SAVED_SEARCH_LIMIT } from '../../src/shared/schemas/saved-search';
import { setupTestApp, type TestApp } from '../setup/app';

// PostgreSQL only (vitest.config.ts runs `*.postgres.test.ts` on the api-postgres project alone): the
// 25-search limit under real concurrency, saves arriving at once through two servers' connection
// pools, each save on a connection of its own.

let t: TestApp;
const pools: Database[] = [];
beforeAll(async () => {
  t = await setupTestApp();
  const [{ name }] = rowsOf<{ name: string }>(await t.db.execute(sql`select current_database() as name`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  pools.push(openPostgres(url.toString(), 8), openPostgres(url.toString(), 8));
});
afterAll(async () => {
  for (const pool of pools) await pool.close();
  await t.close();
});

describe('the saved-search limit on PostgreSQL', () => {
  it(`holds at ${SAVED_SEARCH_LIMIT} when 32 saves race through two pools`, async () => {
    const user = await insertUser(t.db, { role: 'buyer' });
    const actor: Actor = { id: user.id, role: user.role };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 32 }, (_, i) =>
        createSavedSearch(pools[i % 2].db, {
          actor,
          input: { name: `Race ${i}`, filters: { bedrooms: String(i) }, frequency: 'instant' },
        }),
      ),
    );
    const saved = outcomes.filter((o) => o.status === 'fulfilled').length;
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(saved).toBe(SAVED_SEARCH_LIMIT);
    expect(refused).toHaveLength(32 - SAVED_SEARCH_LIMIT);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
    expect(refused.map((r) => ((r as PromiseRejectedResult).reason as AppError).status)).toEqual(Array(7).fill(409));
    const [{ n }] = await t.db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, user.id));
    expect(Number(n)).toBe(SAVED_SEARCH_LIMIT);
  });
});
