import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

/** The committed drizzle-kit migrations, found from the source tree or the built bundle. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [path.resolve(here, '../../../migrations'), path.resolve(here, '../../migrations'), path.resolve('migrations')]) {
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
  }
  throw new Error('migrations folder not found');
}

// Any fixed number: only one process migrates at a time when several start against one server.
const MIGRATION_LOCK = 72_616_934;

export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.kind === 'pglite') {
    await migratePglite(database.driver, { migrationsFolder: folder });
    return;
  }
  await database.driver.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migratePg(tx, { migrationsFolder: folder });
  });
}
