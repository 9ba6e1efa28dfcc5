// The demo's ad licences and deeds (docs/product.md#ad-licence-and-deed): most listings carry an ad
// licence in force, their advertiser's FAL licence and a title deed; a few carry none, and two
// licences run out within the fortnight the admin's "expiring" filter shows. None has expired: the
// demo's favourites, saved searches and the e2e tests find every listing they found before.
import { asc, eq } from 'drizzle-orm';
import { LICENCE_EXPIRING_DAYS } from '../../../shared/constants';
import { licenceExpiryInstant } from '../../../shared/schemas/ad-licence';
import { scheduleLicenceReminder } from '../../features/properties/licence-expiry';
import type { Db } from '../client';
import { properties } from '../schema';
import { chance, int, mulberry32, type Rng } from './random';

/** Share of the listings with an ad licence; the rest have none (allowed while REQUIRE_AD_LICENSE is off). */
const LICENSED_SHARE = 0.85;
/** The licences' last days: this many days from today in Riyadh, spread over the coming months. */
const LAST_DAY_RANGE = { min: 30, max: 300 } as const;
/** The two licences that run out soon (last days from today), on listings nothing else in the demo relies on. */
const EXPIRING_SOON = [5, 11];

/** A number of `length` digits, never starting with 0, that `taken` does not hold yet. */
function freshNumber(rng: Rng, length: number, taken: Set<string>): string {
  for (;;) {
    let n = String(int(rng, 1, 9));
    while (n.length < length) n += String(int(rng, 0, 9));
    if (!taken.has(n)) {
      taken.add(n);
      return n;
    }
  }
}

/** The Riyadh calendar day `days` after today's, as a licence states its last day (YYYY-MM-DD). */
function riyadhDayFromToday(days: number, now: Date): string {
  const day = new Date(now.getTime() + 3 * 3600_000);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Gives demo listings their licences and deeds; answers counts for the seed's log line. */
export async function seedLicences(db: Db): Promise<Record<string, number>> {
  const rng = mulberry32(19_2026);
  const now = new Date();
  const rows = await db
    .select({
      id: properties.id,
      developerId: properties.developerId,
      status: properties.status,
      featured: properties.featured,
      city: properties.city,
      propertyType: properties.propertyType,
    })
    .from(properties)
    .orderBy(asc(properties.id));
  // The soon-expiring ones: active, not featured, not the demo buyer's favourite Riyadh villas.
  const soon = rows
    .filter((r) => r.status === 'active' && !r.featured && !(r.city === 'Riyadh' && r.propertyType === 'villa'))
    .filter((_, i) => i % 17 === 3)
    .slice(0, EXPIRING_SOON.length)
    .map((r) => r.id);
  const taken = new Set<string>();
  const falOf = new Map<string | null, string>();
  let licensed = 0;
  for (const row of rows) {
    if (!chance(rng, LICENSED_SHARE) && !soon.includes(row.id)) continue;
    if (!falOf.has(row.developerId)) falOf.set(row.developerId, freshNumber(rng, 10, taken));
    const soonIndex = soon.indexOf(row.id);
    const lastDay = soonIndex >= 0 ? EXPIRING_SOON[soonIndex] : int(rng, LAST_DAY_RANGE.min, LAST_DAY_RANGE.max);
    const [updated] = await db
      .update(properties)
      .set({
        adLicenseNumber: freshNumber(rng, 10, taken),
        adLicenseExpiresAt: licenceExpiryInstant(riyadhDayFromToday(lastDay, now)),
        falLicenseNumber: falOf.get(row.developerId),
        deedNumber: freshNumber(rng, int(rng, 10, 14), taken),
      })
      .where(eq(properties.id, row.id))
      .returning({ id: properties.id, adLicenseExpiresAt: properties.adLicenseExpiresAt });
    await scheduleLicenceReminder(db, updated);
    licensed += 1;
  }
  return { 'ad licences': licensed, [`expiring within ${LICENCE_EXPIRING_DAYS} days`]: soon.length };
}
