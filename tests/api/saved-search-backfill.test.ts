import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import { migrationsFolder } from '../../src/server/db/migrate';
import { dbKindLabel, setupTestApp, signedInAs, type TestApp } from '../setup/app';

// Migration 0014 turned a saved search's single neighbourhood and keyword patterns into lists (an
// Arabic name is looked for in its English names too) and added the city its keyword names
// (docs/product.md#alerts). Here: searches as they were stored before it, then the migration's own
// statements after its new columns, read from its file.

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

/** The statements of migrations/0014 after it adds its columns: the backfill, then the old columns dropped. */
function backfillAndDrop(): string[] {
  const migration = fs.readFileSync(path.join(migrationsFolder(), '0014_saved_search_spellings.sql'), 'utf8');
  return migration
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => /^(--[^\n]*\n)*(UPDATE|ALTER TABLE "saved_searches" DROP)/.test(s));
}

describe(`migration 0014's backfill of saved searches (${dbKindLabel})`, () => {
  it('keeps each earlier pattern as a list of one, and reads a keyword naming a city as that city', async () => {
    const { agent } = await signedInAs(t, 'buyer');
    const saved: Record<string, number> = {};
    for (const [name, filters] of Object.entries({
      hood: { neighborhood: 'Al Malqa' },
      word: { q: 'garden' },
      city: { q: '  Khamis   Mushait ' },
      number: { q: '#42' },
      none: { city: 'Jeddah' },
    })) {
      const res = await agent.post('/api/saved-searches', { name, filters });
      expect(res.statusCode, res.body).toBe(201);
      saved[name] = res.json().id;
    }
    // As they were before 0014: single patterns, none of its columns.
    await t.db.execute(sql`alter table saved_searches add column neighborhood_pattern text, add column keyword_pattern text`);
    await t.db.execute(sql`update saved_searches set neighborhood_patterns = null, keyword_patterns = null, keyword_city = ''`);
    await t.db.execute(sql`update saved_searches set neighborhood_pattern = '%al malqa%' where id = ${saved.hood}`);
    await t.db.execute(sql`update saved_searches set keyword_pattern = '%garden%' where id = ${saved.word}`);
    await t.db.execute(sql`update saved_searches set keyword_pattern = '%  khamis   mushait %' where id = ${saved.city}`);

    const statements = backfillAndDrop();
    expect(statements).toHaveLength(5);
    for (const statement of statements) await t.db.execute(sql.raw(statement));

    const rows = rowsOf<{ name: string; neighborhood_patterns: string[] | null; keyword_patterns: string[] | null; keyword_city: string }>(
      await t.db.execute(sql`select name, neighborhood_patterns, keyword_patterns, keyword_city from saved_searches order by name`),
    );
    expect(rows).toEqual([
      { name: 'city', neighborhood_patterns: null, keyword_patterns: ['%  khamis   mushait %'], keyword_city: 'khamis mushait' },
      { name: 'hood', neighborhood_patterns: ['%al malqa%'], keyword_patterns: null, keyword_city: '' },
      { name: 'none', neighborhood_patterns: null, keyword_patterns: null, keyword_city: '' },
      { name: 'number', neighborhood_patterns: null, keyword_patterns: null, keyword_city: '' },
      { name: 'word', neighborhood_patterns: null, keyword_patterns: ['%garden%'], keyword_city: '' },
    ]);
    const left = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from information_schema.columns where table_name = 'saved_searches' and column_name in ('neighborhood_pattern', 'keyword_pattern')`,
      ),
    );
    expect(left[0].n).toBe(0);
  });
});
