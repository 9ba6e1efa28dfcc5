import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { seedIfEmpty } from '../../src/server/db/seed';
import { properties, propertyBids, propertyPriceChanges } from '../../src/server/db/schema';
import { priceCutPercent } from '../../src/shared/price-cut';
import { setupTestApp, type TestApp } from '../setup/app';

// The demo's prices (docs/product.md#price-history-and-sold-prices): a past of prices on some
// listings, consistent with each listing; a few recent cuts the cards show; sold prices.

let t: TestApp;

beforeAll(async () => {
  t = await setupTestApp();
  await seedIfEmpty(t.db, { uploadDir: t.dataDir, log: { info: () => {} }, images: false, passwords: 'published', printPasswords: false });
});
afterAll(() => t.close());

describe('the demo price history', () => {
  it("starts each listing's history when it was listed and ends it at its price, in order, before now", async () => {
    const listings = await t.db.select().from(properties);
    const changes = await t.db
      .select()
      .from(propertyPriceChanges)
      .orderBy(asc(propertyPriceChanges.changedAt), asc(propertyPriceChanges.id));
    const byListing = new Map<number, typeof changes>();
    for (const c of changes) byListing.set(c.propertyId, [...(byListing.get(c.propertyId) ?? []), c]);
    let withPast = 0;
    for (const l of listings) {
      const history = byListing.get(l.id) ?? [];
      expect(history.length, `#${l.id}`).toBeGreaterThan(0);
      expect(history[0].changedAt.getTime(), `#${l.id}`).toBe(l.createdAt.getTime());
      expect(history.at(-1), `#${l.id}`).toMatchObject({ price: l.price, currency: l.currency, priceSar: l.priceSar });
      expect(history.at(-1)!.changedAt.getTime()).toBeLessThanOrEqual(Date.now());
      if (history.length > 1) withPast++;
    }
    expect(withPast).toBeGreaterThanOrEqual(10);
  });

  it('has a few active listings with a cut of the last 30 days that a card shows', async () => {
    const listings = await t.db.select().from(properties);
    const shown = listings.filter((l) => l.status === 'active' && priceCutPercent(l) !== null);
    expect(shown.length).toBeGreaterThanOrEqual(4);
    expect(shown.some((l) => l.featured)).toBe(true);
  });

  it("keeps every sold listing's price (its accepted offer) and the date it sold", async () => {
    const sold = (await t.db.select().from(properties)).filter((l) => l.status === 'sold');
    const accepted = (await t.db.select().from(propertyBids)).filter((b) => b.status === 'accepted');
    expect(sold.length).toBeGreaterThan(0);
    for (const l of sold) {
      const offer = accepted.find((b) => b.propertyId === l.id);
      expect(offer, `#${l.id}`).toBeDefined();
      if (l.currency === offer!.currency) expect(l.soldPrice).toBe(offer!.bidAmount);
      expect(l.soldPriceSar).not.toBeNull();
      expect(l.soldAt!.getTime()).toBeGreaterThan(l.createdAt.getTime());
      expect(l.soldAt!.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });
});
