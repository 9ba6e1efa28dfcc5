import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, rowsOf, type Database } from '../../src/server/db/client';
import { migrationsFolder } from '../../src/server/db/migrate';

// Migration 0004 (rent and SAR) on a database that holds listings written before it: every listing
// keeps the listing rules and gets its SAR figures; nothing is lost (docs/product.md#listings).
describe('migration 0004: listings written before rent periods and SAR prices', () => {
  let database: Database;
  let before: string | undefined;

  /** The migrations folder as it was up to `lastTag` (its journal cut there). */
  function folderUpTo(lastTag: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-migrations-'));
    fs.cpSync(migrationsFolder(), dir, { recursive: true });
    const journalPath = path.join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === lastTag) + 1);
    fs.writeFileSync(journalPath, JSON.stringify(journal));
    return dir;
  }

  beforeAll(async () => {
    database = await openPglite();
    if (database.kind !== 'pglite') throw new Error('expected PGlite');
    before = folderUpTo('0003_offers_and_viewings');
    await migrate(database.driver, { migrationsFolder: before });
    await database.db.execute(sql`
      insert into properties (id, title, price, currency, property_type, city, area, for_sale, for_rent, price_per_sqm) overriding system value values
        (1, 'Villa for sale', 2000000, 'SAR', 'villa', 'Riyadh', 400, true, false, 5000),
        (2, 'Flat for rent', 60000, 'SAR', 'apartment', 'Jeddah', 120, false, true, 500),
        (3, 'Both ways', 1500000, 'SAR', 'villa', 'Dammam', 300, true, true, 5000),
        (4, 'Neither', 800000, 'SAR', 'apartment', 'Tabuk', 100, false, false, 8000),
        (5, 'Dollar office', 750000, 'USD', 'office', 'Riyadh', 250, true, false, 3000),
        (6, 'Euro flat for rent', 1000.55, 'EUR', 'apartment', 'Khobar', null, false, true, null)`);
    await migrate(database.driver, { migrationsFolder: migrationsFolder() });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    if (before) fs.rmSync(before, { recursive: true, force: true });
  });

  it('keeps every listing, each for sale or for rent, with its SAR figures', async () => {
    const rows = rowsOf<Record<string, unknown>>(
      await database.db.execute(sql`
        select id, price, for_sale, for_rent, rent_period, rent_price, price_per_sqm, price_sar, yearly_rent_sar
        from properties order by id`),
    );
    expect(rows).toEqual([
      {
        id: 1,
        price: '2000000.00',
        for_sale: true,
        for_rent: false,
        rent_period: null,
        rent_price: null,
        price_per_sqm: '5000.00',
        price_sar: '2000000.00',
        yearly_rent_sar: null,
      },
      // A rent is yearly; a rent has no price per m².
      {
        id: 2,
        price: '60000.00',
        for_sale: false,
        for_rent: true,
        rent_period: 'yearly',
        rent_price: null,
        price_per_sqm: null,
        price_sar: '60000.00',
        yearly_rent_sar: '60000.00',
      },
      // Its one price was the sale price and its rent was never given: for sale only.
      {
        id: 3,
        price: '1500000.00',
        for_sale: true,
        for_rent: false,
        rent_period: null,
        rent_price: null,
        price_per_sqm: '5000.00',
        price_sar: '1500000.00',
        yearly_rent_sar: null,
      },
      // Neither for sale nor for rent could never be found: for sale, the form's default.
      {
        id: 4,
        price: '800000.00',
        for_sale: true,
        for_rent: false,
        rent_period: null,
        rent_price: null,
        price_per_sqm: '8000.00',
        price_sar: '800000.00',
        yearly_rent_sar: null,
      },
      {
        id: 5,
        price: '750000.00',
        for_sale: true,
        for_rent: false,
        rent_period: null,
        rent_price: null,
        price_per_sqm: '3000.00',
        price_sar: '2812500.00',
        yearly_rent_sar: null,
      },
      // Euros at the default 4.35 (the app reprices at the configured rate when it starts).
      {
        id: 6,
        price: '1000.55',
        for_sale: false,
        for_rent: true,
        rent_period: 'yearly',
        rent_price: null,
        price_per_sqm: null,
        price_sar: '4352.39',
        yearly_rent_sar: '4352.39',
      },
    ]);
  });

  it('refuses, from now on, a listing that breaks the rules', async () => {
    const insert = database.db.execute(sql`
      insert into properties (title, price, currency, property_type, city, for_sale, for_rent, price_sar)
      values ('Neither again', 1000, 'SAR', 'villa', 'Riyadh', false, false, 1000)`);
    await expect(insert).rejects.toMatchObject({ cause: { constraint: 'properties_for_sale_or_rent' } });
  });
});
