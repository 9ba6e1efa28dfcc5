// What brings a buyer back, in the demo data and the tests: favourites and saved searches. A saved
// search is made with its filters parsed for the alert matcher exactly as the API makes it.
import { and, asc, eq } from 'drizzle-orm';
import type { SavedSearchFrequency } from '../../../shared/schemas/saved-search';
import { savedFiltersSchema } from '../../../shared/schemas/saved-search';
import { matchColumns } from '../../features/saved-searches/filters';
import type { Db } from '../client';
import { favorites, properties, savedSearches, users } from '../schema';
import { DEMO_ACCOUNTS } from './accounts';

export async function insertFavorite(db: Db, { userId, propertyId }: { userId: string; propertyId: number }) {
  const [row] = await db.insert(favorites).values({ userId, propertyId }).returning();
  return row;
}

/** A saved search of `userId` with `filters` as /buy's URL holds them (checked by the search's schema, as the API does). */
export async function insertSavedSearch(
  db: Db,
  {
    userId,
    name = 'My search',
    filters,
    frequency = 'instant',
  }: { userId: string; name?: string; filters: Record<string, string>; frequency?: SavedSearchFrequency },
) {
  const parsed = savedFiltersSchema.parse(filters);
  const [row] = await db
    .insert(savedSearches)
    .values({ userId, name, filters: parsed, frequency, ...matchColumns(parsed) })
    .returning();
  return row;
}

const DEMO_BUYER = DEMO_ACCOUNTS.find((a) => a.role === 'buyer')!.email;

/** The demo buyer's two favourite villas in Riyadh and two saved searches (daily and weekly). */
export async function seedReturnLoop(db: Db): Promise<Record<string, number>> {
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_BUYER)).limit(1);
  if (!buyer) return {};
  const villas = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.status, 'active'), eq(properties.city, 'Riyadh'), eq(properties.propertyType, 'villa')))
    .orderBy(asc(properties.id))
    .limit(2);
  for (const villa of villas) await insertFavorite(db, { userId: buyer.id, propertyId: villa.id });
  await insertSavedSearch(db, {
    userId: buyer.id,
    name: 'Villas in Riyadh',
    filters: { city: 'Riyadh', propertyType: 'villa' },
    frequency: 'daily',
  });
  await insertSavedSearch(db, {
    userId: buyer.id,
    name: 'Apartments to rent in Jeddah',
    filters: { city: 'Jeddah', propertyType: 'apartment', forSale: 'false', forRent: 'true' },
    frequency: 'weekly',
  });
  return { favourites: villas.length, 'saved searches': 2 };
}
