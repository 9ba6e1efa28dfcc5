import type { FastifyInstance } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { rowsOf, type Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

// Where the throttles count (docs/operations.md, "Limits shared by every server"): in a store every
// server shares, so N servers allow what one does. Redis when REDIS_URL is set, else the database
// (PostgreSQL, or PGlite for a single server) in `rate_limit_hits`. Keys carry the limit's name.

/** How often the database's spent windows are deleted (an indexed delete on resets_at). */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * Counts one hit of `key` in a window of `windowMs`, in one statement: the row is created, counted
 * or restarted under its row lock, so hits from any number of servers at once are never lost. The
 * time left is the database's, so servers whose clocks differ still agree. The commit does not wait
 * for the disk (synchronous_commit off for this statement alone): a crash may forget the last
 * fraction of a second of counts, and each hit, and each turn on a busy client's row, takes a
 * fraction of a millisecond instead of a disk flush (docs/operations.md).
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const result = await db.execute(sql`
    INSERT INTO ${rateLimitHits} AS hit (key, hits, resets_at)
    SELECT ${key}, 1, now() + make_interval(secs => ${windowMs / 1000}::double precision)
    FROM (SELECT set_config('synchronous_commit', 'off', true)) AS no_flush_wait
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN hit.resets_at <= now() THEN 1 ELSE hit.hits + 1 END,
      resets_at = CASE WHEN hit.resets_at <= now() THEN excluded.resets_at ELSE hit.resets_at END
    RETURNING hits AS current, greatest(ceil(extract(epoch FROM resets_at - now()) * 1000), 0)::int AS ttl`);
  return rowsOf<{ current: number; ttl: number }>(result)[0];
}

/** Deletes the windows that are over (a key seen again later starts a new row). */
export async function pruneSpentWindows(db: Db): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.resetsAt, sql`now()`));
}

/** @fastify/rate-limit's store over the database; every limit shares it (its keys name the limit). */
function databaseStore(db: Db): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      countHit(db, key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * A Redis client for the limits. While Redis cannot be reached a command fails at once (no offline
 * queue; at most half a second on a connection that hangs), so the limits are skipped (rate-limits.ts)
 * instead of holding requests while ioredis reconnects in the background. Its connection errors are
 * logged once per outage.
 */
function limitsRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, connectTimeout: 500, commandTimeout: 500 });
  let down = false;
  redis.on('error', (err) => {
    if (!down) app.log.error({ err }, 'the rate limits’ Redis cannot be reached; requests are not limited until it is back');
    down = true;
  });
  redis.on('ready', () => {
    if (down) app.log.info('the rate limits’ Redis is back');
    down = false;
  });
  // Connected before the first request; a failure is logged above and retried in the background.
  app.addHook('onReady', async () => redis.connect().catch(() => undefined));
  app.addHook('onClose', async () => redis.disconnect());
  return redis;
}

/** The options of @fastify/rate-limit for the configured store; closes or stops what it opens when the app closes. */
export function sharedLimitStore(app: FastifyInstance, config: Config, db: Db): RateLimitPluginOptions {
  if (config.redisUrl) {
    return { redis: limitsRedis(app, config.redisUrl), nameSpace: 'manzil:rate-limit:' };
  }
  const prune = () => pruneSpentWindows(db).catch((err) => app.log.warn({ err }, 'rate-limit prune failed'));
  const timer = setInterval(prune, PRUNE_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return { store: databaseStore(db) };
}
