import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notifications, properties, type Property } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import type { Job } from '../../jobs/worker';
import type { Site } from '../mail/site';
import { LICENCE_EXPIRED_KIND, notifyLicenceExpired, renewLink } from '../notifications/events/licences';
import { loadPeople, personIn } from '../notifications/events/people';

// Telling the owner to renew (docs/product.md#ad-licence-and-deed). The listing leaves the market at
// its licence's expiry by the query alone (onMarket); this job only tells its owner, once per
// expiry: one job per listing and expiry instant (its dedupe key), run at that instant.

export const LICENCE_EXPIRY_JOB = 'listings.licence-expiry';

type LicenceExpiry = { propertyId: number; expiresAt: string };

/**
 * Call in the transaction of a write that leaves the listing with a licence: queues the notice for
 * its expiry. A write that keeps the same expiry queues nothing (the key is taken); a renewed
 * licence queues its own, and the old job finds the expiry changed and says nothing.
 */
export async function scheduleLicenceReminder(tx: Db | Tx, listing: Pick<Property, 'id' | 'adLicenseExpiresAt'>): Promise<void> {
  if (!listing.adLicenseExpiresAt) return;
  const expiresAt = listing.adLicenseExpiresAt.toISOString();
  await enqueueJob(tx, {
    kind: LICENCE_EXPIRY_JOB,
    payload: { propertyId: listing.id, expiresAt } satisfies LicenceExpiry,
    runAt: listing.adLicenseExpiresAt,
    dedupeKey: `${LICENCE_EXPIRY_JOB}:${listing.id}:${expiresAt}`,
  });
}

/**
 * Tells the owner of a listing whose licence ran out at `expiresAt`, if the listing still has that
 * expiry, it has passed (by the database's clock, as onMarket reads it) and the listing is active.
 * The listing's row is locked and a notice already given for this expiry (a retried job after a
 * crash between the notice and the job's bookkeeping) is not given again. Answers whether it told.
 */
export async function tellLicenceExpired(db: Db, site: Site, { propertyId, expiresAt }: LicenceExpiry): Promise<boolean> {
  const expiry = new Date(expiresAt);
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ id: properties.id, title: properties.title, titleAr: properties.titleAr, developerId: properties.developerId })
      .from(properties)
      .where(
        and(
          eq(properties.id, propertyId),
          eq(properties.status, 'active'),
          eq(properties.adLicenseExpiresAt, expiry),
          lte(properties.adLicenseExpiresAt, sql`now()`),
        ),
      )
      .for('update');
    const owner = listing && personIn(await loadPeople(tx, [listing.developerId]), listing.developerId);
    if (!listing || !owner) return false;
    const [told] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, owner.id),
          eq(notifications.kind, LICENCE_EXPIRED_KIND),
          eq(notifications.link, renewLink(listing.id)),
          gte(notifications.createdAt, expiry),
        ),
      )
      .limit(1);
    if (told) return false;
    await notifyLicenceExpired(tx, site, owner, listing);
    return true;
  });
}

/** The worker's handler of LICENCE_EXPIRY_JOB. */
export const licenceExpiryJob =
  ({ db, site }: { db: Db; site: Site }) =>
  async (job: Job): Promise<void> => {
    await tellLicenceExpired(db, site, job.payload as LicenceExpiry);
  };
