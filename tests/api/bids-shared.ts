import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { insertProperty, type NewProperty } from '../../src/server/db/seed/factories';
import { propertyBids } from '../../src/server/db/schema';
import { setupTestApp, type Agent, type TestApp } from '../setup/app';
import { audiences, type Audience, type Audiences } from '../setup/audiences';

// Shared by the bids-*.test.ts files. Each file calls useBidsApp() once: a database of its own and
// the five audiences, which `t`, `people` and the helpers below then use.

export let t: TestApp;
export let people: Audiences;

export function useBidsApp(): void {
  beforeAll(async () => {
    t = await setupTestApp();
    people = await audiences(t);
  });
  afterAll(async () => t.close());
}

export const as = (who: Audience): Agent => people.as(who);

/** An active listing for sale owned by `owner` unless told otherwise. */
export const listing = (overrides: Partial<NewProperty> = {}) =>
  insertProperty(t.db, { developerId: people.owner.user.id, price: '1000000.00', status: 'active', forSale: true, ...overrides });

/** A pending bid stored directly, for the tests that answer bids. */
export async function storedBid(
  propertyId: number,
  bidderId = people.buyer.user.id,
  extra: Partial<typeof propertyBids.$inferInsert> = {},
) {
  const [bid] = await t.db
    .insert(propertyBids)
    .values({ propertyId, bidderId, bidAmount: '900000.00', ...extra })
    .returning();
  return bid;
}

export const bidsOn = (propertyId: number) => t.db.select().from(propertyBids).where(eq(propertyBids.propertyId, propertyId));
export const bidRow = async (id: number) => (await t.db.select().from(propertyBids).where(eq(propertyBids.id, id)))[0];

let amountSeq = 0;
/** A distinct amount per request, so no two tests look like a repeated submit of one bid. */
export const freshAmount = () => String(800_000 + ++amountSeq * 1000);
