import fs from 'node:fs';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';

// Migrate once, copy per test file: one migrated template, a fresh copy per file.

export function testDbKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
  return url;
}

function urlForDatabase(name: string): string {
  const u = new URL(adminUrl());
  u.pathname = `/${name}`;
  return u.toString();
}

/** Global set-up: builds the migrated template; returns its teardown. */
export async function createTemplate(kind: 'pglite' | 'postgres', templateName: string, dumpPath: string): Promise<() => Promise<void>> {
  if (kind === 'pglite') {
    const db = await openPglite();
    await runMigrations(db);
    const client = (db.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('gzip');
    fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
    await db.close();
    return async () => fs.rmSync(dumpPath, { force: true });
  }
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
  await admin.query(`CREATE DATABASE ${templateName}`);
  await admin.end();
  const db = openPostgres(urlForDatabase(templateName), 2);
  await runMigrations(db);
  await db.close();
  return async () => {
    const c = new pg.Client({ connectionString: adminUrl() });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
    await c.end();
  };
}

/** A fresh, migrated, empty database for one test file. */
export async function freshDatabase(templateName: string, dumpPath: string): Promise<Database> {
  if (testDbKind() === 'pglite') {
    const buf = fs.readFileSync(dumpPath);
    return openPglite({ loadDataDir: new Blob([buf]) });
  }
  const name = `manzil_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
  await admin.end();
  const db = openPostgres(urlForDatabase(name), 20);
  return {
    ...db,
    close: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
