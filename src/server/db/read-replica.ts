import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config';
import type { Database, Db } from './client';
import * as schema from './schema';

// Public reads on a replica (DATABASE_READ_URL, docs/operations.md#read-replicas). The search, the
// map, a listing, the featured listings, the investments and the figures read from the replica;
// everything else, and every read of a client that wrote in the last READ_AFTER_WRITE_SECONDS, reads
// from the primary. A client that wrote gets a short-lived cookie saying so: any server behind the
// balancer sees it, with no state shared between them. When the replica cannot answer, the query is
// asked of the primary instead and the replica is left alone for a few seconds: a stopped replica
// costs no request, only the primary's extra load.

/** Set on a successful write; while it lasts, this client's reads go to the primary. */
export const RECENT_WRITE_COOKIE = 'manzil_rw';
/** How long a replica that failed is left alone before it is tried again. */
const REPLICA_REST_MS = 5000;
/** A replica that cannot be reached must not hold a request for long. */
const REPLICA_CONNECT_TIMEOUT_MS = 2000;

/** Errors that say the replica cannot answer now (not that the query is wrong): the primary is asked instead. */
export function isReplicaUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  if (!e) return false;
  if (e.code && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH'].includes(e.code)) return true;
  // Class 08: connection exception; 57P01–57P03: the server is shutting down or starting; 40001 on a
  // standby: a query cancelled by a conflict with recovery.
  if (e.code && (e.code.startsWith('08') || ['57P01', '57P02', '57P03', '40001'].includes(e.code))) return true;
  return /Connection terminated|timeout exceeded when trying to connect|the database system is (starting up|shutting down)/i.test(
    e.message ?? '',
  );
}

/**
 * The replica's pool: a query it cannot answer is sent to the primary, and the replica rests.
 * Drizzle's node-postgres driver calls `query` for every statement outside a transaction, which is
 * how public reads run.
 */
class ReplicaPool extends pg.Pool {
  private restingUntil = 0;

  constructor(
    url: string,
    private readonly primary: pg.Pool,
    private readonly onFailover: (err: unknown) => void,
  ) {
    super({ connectionString: url, max: 10, connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS });
    this.on('error', () => {
      /* an idle client lost its connection; the pool replaces it */
    });
    // As the primary's pool does (db/client.ts): a connection cut under a query must not end the process.
    this.on('connect', (client) => client.on('error', () => undefined));
  }

  get resting(): boolean {
    return Date.now() < this.restingUntil;
  }

  // pg's overloads (callbacks, configs) all reach here; drizzle only uses the promise form.
  override query(...args: unknown[]): never {
    if (this.resting) return (this.primary.query as (...a: unknown[]) => never)(...args);
    const attempt = (super.query as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    return attempt.catch((err: unknown) => {
      if (!isReplicaUnavailable(err)) throw err;
      this.restingUntil = Date.now() + REPLICA_REST_MS;
      this.onFailover(err);
      return (this.primary.query as (...a: unknown[]) => Promise<unknown>)(...args);
    }) as never;
  }
}

export interface ReadRouting {
  /** The handle for a public read made by this request. */
  forRequest(request: FastifyRequest): Db;
}

function markWrites(app: FastifyInstance, config: Config): void {
  const maxAge = Math.round(config.readAfterWriteMs / 1000);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method) || reply.statusCode >= 400) return;
    const secure = config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure;
    reply.setCookie(RECENT_WRITE_COOKIE, '1', { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge });
  });
}

/**
 * The read routing of this app: with DATABASE_READ_URL (and PostgreSQL), public reads go to the
 * replica unless the client wrote lately; otherwise every read goes to the one database.
 */
export function registerReadRouting(app: FastifyInstance, database: Database, config: Config): ReadRouting {
  if (!config.databaseReadUrl || database.kind !== 'postgres') {
    return { forRequest: () => database.db };
  }
  const replica = new ReplicaPool(config.databaseReadUrl, database.pool, (err) =>
    app.log.warn({ err }, 'read replica unavailable: its reads go to the primary for a few seconds'),
  );
  const replicaDb: Db = drizzle(replica, { schema });
  if (config.readAfterWriteMs > 0) markWrites(app, config);
  app.addHook('onClose', async () => replica.end());
  return {
    forRequest: (request) => (request.cookies[RECENT_WRITE_COOKIE] || replica.resting ? database.db : replicaDb),
  };
}
