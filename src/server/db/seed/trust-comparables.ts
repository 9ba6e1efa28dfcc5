// Three more villas for sale in Riyadh, so that each of the demo's Riyadh villas for sale has five
// comparable listings and its page shows the fair-price check at first start
// (docs/product.md#fair-price-check): with fewer than five the check shows nothing, rightly, and the
// demo would never show it. Drawn from their own random stream, so the rest of the demo stays as it was.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../client';
import { properties, users } from '../schema';
import { DEMO_ACCOUNTS } from './accounts';
import { makeProperty } from './factories';
import { DAY } from './plan';
import { int, mulberry32 } from './random';

const COMPARABLE_VILLAS = 3;

export async function seedComparables(db: Db, now = new Date()): Promise<Record<string, number>> {
  const rng = mulberry32(1919);
  const developerEmail = DEMO_ACCOUNTS.find((a) => a.role === 'developer')!.email;
  const [developer] = await db.select({ id: users.id }).from(users).where(eq(users.email, developerEmail));
  // Their photos: those of the Riyadh villas already listed (the seed's images are per type).
  const galleries = await db
    .select({ images: properties.images })
    .from(properties)
    .where(and(eq(properties.city, 'Riyadh'), eq(properties.propertyType, 'villa'), isNotNull(properties.area)))
    .orderBy(asc(properties.id));
  for (let i = 0; i < COMPARABLE_VILLAS; i++) {
    const createdAt = new Date(now.getTime() - int(rng, 5, 60) * DAY);
    await db.insert(properties).values(
      makeProperty(
        {
          propertyType: 'villa',
          city: 'Riyadh',
          forSale: true,
          forRent: false,
          status: 'active',
          featured: false,
          developerId: developer.id,
          images: galleries[i % Math.max(1, galleries.length)]?.images ?? [],
          createdAt,
          updatedAt: createdAt,
        },
        rng,
      ),
    );
  }
  return { 'comparable villas': COMPARABLE_VILLAS };
}
