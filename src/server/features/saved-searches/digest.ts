import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { properties, savedSearchMatches, savedSearches, users } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import type { Job } from '../../jobs/worker';
import type { Site } from '../mail/site';
import { emailDigest } from '../notifications/events/alerts';
import { onMarket } from '../properties/visibility';

// The daily and weekly digests (docs/product.md#alerts): one e-mail per saved search of that
// frequency with new matches not yet e-mailed, the newest 10 of them and a link to see all. One job
// per period (its dedupe key), whichever servers' workers queue it, so a search never gets two
// digests for one period; each job queues the next.

export const DIGEST_JOB = 'alerts.digest';
export type DigestFrequency = 'daily' | 'weekly';
export const DIGEST_LISTINGS = 10;
/** Digests go out at 07:00 in Riyadh (UTC+3, no daylight saving), the weekly one on Sundays. */
export const DIGEST_HOUR_RIYADH = 7;
const RIYADH_OFFSET_MS = 3 * 3600_000;
const DAY_MS = 24 * 3600_000;
/** Searches handled per round: one round's rows in memory, whatever the number of searches. */
const BATCH = 200;

/** The next digest of `frequency` at or after `now`: when it runs, and its period's key (the Riyadh date). */
export function nextDigest(frequency: DigestFrequency, now = new Date()): { runAt: Date; period: string } {
  const riyadhDay = Math.floor((now.getTime() + RIYADH_OFFSET_MS) / DAY_MS) * DAY_MS;
  let local = riyadhDay + DIGEST_HOUR_RIYADH * 3600_000;
  const due = (t: number) => t - RIYADH_OFFSET_MS >= now.getTime() && (frequency === 'daily' || new Date(t).getUTCDay() === 0);
  while (!due(local)) local += DAY_MS;
  return { runAt: new Date(local - RIYADH_OFFSET_MS), period: new Date(local).toISOString().slice(0, 10) };
}

/** Queues the digest of `frequency` for the period of `runAt` (once ever per period: its dedupe key). */
export async function enqueueDigest(db: Db, frequency: DigestFrequency, runAt: Date, period = nextDigest(frequency, runAt).period) {
  return enqueueJob(db, {
    kind: DIGEST_JOB,
    payload: { frequency, cutoff: runAt.toISOString() },
    runAt,
    dedupeKey: `${DIGEST_JOB}:${frequency}:${period}`,
  });
}

/** Makes sure the next daily and weekly digests are queued (every worker at start, and each digest after it runs). */
export async function scheduleDigests(db: Db, now = new Date()): Promise<void> {
  for (const frequency of ['daily', 'weekly'] as const) {
    const next = nextDigest(frequency, now);
    await enqueueDigest(db, frequency, next.runAt, next.period);
  }
}

/** A search's new matches (not yet e-mailed), newest first, one line per listing still on the market, with their total. */
async function newListingsOf(db: Db | Tx, searchId: number) {
  const rows = await db
    .selectDistinctOn([properties.id], {
      id: properties.id,
      title: properties.title,
      titleAr: properties.titleAr,
      city: properties.city,
      neighborhood: properties.neighborhood,
      developerId: properties.developerId,
      price: properties.price,
      currency: properties.currency,
      rentPeriod: properties.rentPeriod,
      rentPrice: properties.rentPrice,
      priceSar: properties.priceSar,
      yearlyRentSar: properties.yearlyRentSar,
      matchedAt: savedSearchMatches.matchedAt,
    })
    .from(savedSearchMatches)
    .innerJoin(properties, eq(properties.id, savedSearchMatches.propertyId))
    .where(and(eq(savedSearchMatches.savedSearchId, searchId), isNull(savedSearchMatches.emailedAt), onMarket()))
    .orderBy(properties.id, desc(savedSearchMatches.matchedAt));
  rows.sort((a, b) => b.matchedAt.getTime() - a.matchedAt.getTime() || b.id - a.id);
  return { listings: rows.slice(0, DIGEST_LISTINGS), total: rows.length };
}

/**
 * Sends the digests of `frequency` due at `cutoff`: every search of that frequency not yet covered
 * (last_digest_at before the cutoff) gets one e-mail if it has new matches and its owner takes user
 * communications; its matches are then marked e-mailed and the search covered, in one transaction
 * per search, so a retried job skips the searches already done. Answers how many e-mails it queued.
 */
export async function sendDigests(db: Db, site: Site, { frequency, cutoff }: { frequency: DigestFrequency; cutoff: Date }) {
  const due = and(eq(savedSearches.frequency, frequency), lt(savedSearches.lastDigestAt, cutoff));
  const covered = sql`greatest(now(), ${cutoff.toISOString()}::timestamptz)`;
  // Most searches have nothing new: covered in one statement.
  await db
    .update(savedSearches)
    .set({ lastDigestAt: covered })
    .where(
      and(
        due,
        sql`not exists (select 1 from ${savedSearchMatches} m where m.saved_search_id = ${savedSearches.id} and m.emailed_at is null)`,
      ),
    );
  let sent = 0;
  for (;;) {
    const batch = await db
      .select({
        id: savedSearches.id,
        name: savedSearches.name,
        filters: savedSearches.filters,
        frequency: savedSearches.frequency,
        owner: {
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          deletedAt: users.deletedAt,
          emailCommunications: users.emailCommunications,
          emailNotifications: users.emailNotifications,
          emailMarketing: users.emailMarketing,
        },
      })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.userId))
      .where(due)
      .orderBy(asc(savedSearches.lastDigestAt), asc(savedSearches.id))
      .limit(BATCH);
    if (batch.length === 0) return { sent };
    for (const search of batch) {
      await db.transaction(async (tx) => {
        const [still] = await tx
          .select({ id: savedSearches.id })
          .from(savedSearches)
          .where(and(eq(savedSearches.id, search.id), due))
          .for('update');
        if (!still) return; // changed or deleted meanwhile
        const { listings, total } = await newListingsOf(tx, search.id);
        if (total > 0 && search.owner.emailCommunications && !search.owner.deletedAt) {
          await emailDigest(tx, site, { search, listings, total });
          sent += 1;
        }
        await tx
          .update(savedSearchMatches)
          .set({ emailedAt: sql`now()` })
          .where(and(eq(savedSearchMatches.savedSearchId, search.id), isNull(savedSearchMatches.emailedAt)));
        await tx.update(savedSearches).set({ lastDigestAt: covered }).where(eq(savedSearches.id, search.id));
      });
    }
  }
}

/** The worker's handler of DIGEST_JOB: the period's digests, then the next period queued. */
export const digestJob =
  ({ db, site }: { db: Db; site: Site }) =>
  async (job: Job): Promise<void> => {
    const { frequency, cutoff } = job.payload as { frequency: DigestFrequency; cutoff: string };
    await sendDigests(db, site, { frequency, cutoff: new Date(cutoff) });
    await scheduleDigests(db);
  };
