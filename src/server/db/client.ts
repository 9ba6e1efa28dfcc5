import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The rows of a raw `db.execute(sql)`: node-postgres and PGlite both answer with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The handle a transaction's callback gets: the same queries as Db, inside the transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database: the queries' handle, and the driver's own (the migrators want it). */
export type Database = { db: Db; close(): Promise<void> } & (
  { kind: 'pglite'; driver: PgliteDatabase<typeof schema> } | { kind: 'postgres'; driver: NodePgDatabase<typeof schema>; pool: pg.Pool }
);

/** A PostgreSQL server, for production scale and for several app processes sharing one database. */
export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // Numeric columns stay strings (exact money); only int8 counts become numbers.
  pool.on('error', () => {
    /* an idle client lost its connection; the pool replaces it */
  });
  // A client checked out of the pool has no pool listener: a connection cut under it (a terminated
  // backend, a failover, a restart) would be an unhandled 'error' that ends the process. The query
  // it was running still fails, and the pool drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const driver = drizzlePg(pool, { schema });
  return { db: driver, driver, pool, kind: 'postgres', close: () => pool.end() };
}

/** The extensions the migrations create (a PostgreSQL server has them in its contrib package). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** The embedded database: real PostgreSQL in WebAssembly, data kept in `dir` (or in memory). */
export async function openPglite(options: { dir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  if (options.dir) fs.mkdirSync(path.dirname(path.resolve(options.dir)), { recursive: true });
  const client = await PGlite.create({ dataDir: options.dir, loadDataDir: options.loadDataDir, extensions: PGLITE_EXTENSIONS });
  const driver = drizzlePglite(client, { schema });
  return {
    db: driver,
    driver,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite({ dir: path.join(opts.dataDir, 'pglite') });
}
