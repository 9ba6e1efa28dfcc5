import fs from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LEDGER_REFERENCE_PATTERN } from '../../src/shared/constants';
import { ledgerEntries } from '../../src/server/db/schema';
import { migrationsFolder } from '../../src/server/db/migrate';
import { insertUser, insertUserInvestment } from '../../src/server/db/seed/factories';
import { dbKindLabel } from '../setup/app';
import { opportunity, t, usePortfolioApp } from './portfolio-shared';

// Migration 0010 gave every holding made before the ledger existed its `investment` entry, in the
// order the holdings were made (docs/product.md#the-ledger). Here: holdings written as they were
// before it (no entry), then the migration's own backfill statement, read from its file.

usePortfolioApp();

/** The statement of migrations/0010_portfolio.sql that writes the entries of the earlier holdings. */
function backfillStatement(): string {
  const migration = fs.readFileSync(path.join(migrationsFolder(), '0010_portfolio.sql'), 'utf8');
  const statements = migration.split('--> statement-breakpoint').filter((s) => s.includes('INSERT INTO "ledger_entries"'));
  expect(statements).toHaveLength(1);
  return statements[0];
}

describe(`migration 0010's ledger backfill (${dbKindLabel})`, () => {
  it('gives each earlier holding exactly one investment entry, numbered in the order they were made', async () => {
    const a = await opportunity({ title: 'Olaya Tower REIT' });
    const b = await opportunity({ title: 'Abha Chalets' });
    const [hind, fahad] = [await insertUser(t.db, { role: 'investor' }), await insertUser(t.db, { role: 'buyer' })];
    // Made in this order, but written to the table in another; one just before and one just after
    // midnight of New Year in Riyadh (UTC+3): the reference carries the Riyadh year.
    const made = [
      { userId: fahad.id, investmentId: b.id, amount: '3000.00', investmentDate: new Date('2026-02-01T09:00:00Z'), paymentMethod: 'mada' },
      { userId: hind.id, investmentId: a.id, amount: '1000.50', investmentDate: new Date('2025-12-31T20:59:00Z'), paymentMethod: 'card' },
      {
        userId: hind.id,
        investmentId: b.id,
        amount: '2000.00',
        investmentDate: new Date('2025-12-31T21:00:00Z'),
        paymentMethod: 'transfer',
      },
      {
        userId: fahad.id,
        investmentId: a.id,
        amount: '5000.00',
        investmentDate: new Date('2025-06-15T12:00:00Z'),
        paymentMethod: 'paytabs',
        status: 'completed' as const,
      },
    ];
    const holdings = [];
    for (const h of made) holdings.push(await insertUserInvestment(t.db, h));
    expect(await t.db.select().from(ledgerEntries)).toEqual([]);

    await t.db.execute(sql.raw(backfillStatement()));

    const entries = await t.db.select().from(ledgerEntries).orderBy(asc(ledgerEntries.id));
    // Oldest holding first, each entry a copy of its holding's payment.
    expect(entries.map((e) => [e.holdingId, e.kind, e.userId, e.investmentId, e.amount, e.method, e.occurredAt.toISOString()])).toEqual(
      [holdings[3], holdings[1], holdings[2], holdings[0]].map((h) => [
        h.id,
        'investment',
        h.userId,
        h.investmentId,
        h.amount,
        h.paymentMethod,
        h.investmentDate.toISOString(),
      ]),
    );
    for (const e of entries) expect(e.reference).toMatch(LEDGER_REFERENCE_PATTERN);
    expect(entries.map((e) => e.reference.slice(0, 9))).toEqual(['MNZ-2025-', 'MNZ-2025-', 'MNZ-2026-', 'MNZ-2026-']);
    const serials = entries.map((e) => Number(e.reference.slice(9)));
    expect(serials).toEqual([...serials].sort((x, y) => x - y));
    expect(new Set(serials).size).toBe(4);
  });
});
