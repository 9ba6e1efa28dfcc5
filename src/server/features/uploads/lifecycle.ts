import { and, inArray, isNull, lt, min, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client';
import { developmentProjects, properties, uploads } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import type { Job } from '../../jobs/worker';
import { uploadFiles, uploadIdsIn } from './keys';
import type { UploadStore } from './store';

// An upload's life (docs/operations.md#uploads-and-storage): recorded, with its uploader, in the
// request that stores it; attached when a listing or a project first uses it; its files deleted by
// the clean-up job on the shared worker once nothing uses them: right after the last listing or
// project using it lets it go, or 24 hours after it was uploaded when nothing ever took it (a form
// abandoned). The job looks again before it deletes: a file still in a listing or a project stays.

export const UPLOADS_CLEANUP_JOB = 'uploads.cleanup';

const UNATTACHED_MS = 24 * 3600_000;
const SWEEP_EVERY_MS = 3600_000;
/** Uploads looked at per query of the listings and projects. */
const BATCH = 200;

type Cleanup = { released?: string[] };

/**
 * Queues the sweep of the hour after `at` (once per hour, whichever upload or server asks: its dedupe
 * key), when uploads made now and never used are 24 hours old.
 */
function enqueueSweep(db: Db | Tx, at: Date) {
  const runAt = new Date(Math.ceil(at.getTime() / SWEEP_EVERY_MS) * SWEEP_EVERY_MS);
  return enqueueJob(db, { kind: UPLOADS_CLEANUP_JOB, runAt, dedupeKey: `${UPLOADS_CLEANUP_JOB}:${runAt.toISOString()}` });
}

/** Records a new upload (before its files are stored: a row whose files never came is swept like any unused one). */
export async function recordUpload(db: Db, upload: { id: string; userId: string; bytes: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(uploads).values(upload);
    await enqueueSweep(tx, new Date(Date.now() + UNATTACHED_MS));
  });
}

/** Forgets an upload whose files could not be stored (its files removed too, whatever part was written). */
export async function discardUpload(db: Db, store: UploadStore, id: string): Promise<void> {
  await removeFiles(store, [id]);
  await db.delete(uploads).where(inArray(uploads.id, [id]));
}

/**
 * Call in the transaction of a listing's or a project's write, with its images before and after
 * (none before a create, none after a delete): the uploads it now uses are attached, and those it
 * let go are handed to the clean-up job, which deletes them if nothing else uses them.
 */
export async function imagesChanged(tx: Db | Tx, before: readonly string[], after: readonly string[]): Promise<void> {
  const used = uploadIdsIn(after);
  if (used.length > 0) {
    await tx
      .update(uploads)
      .set({ attachedAt: sql`now()` })
      .where(and(inArray(uploads.id, used), isNull(uploads.attachedAt)));
  }
  const released = uploadIdsIn(before).filter((id) => !used.includes(id));
  if (released.length > 0) await enqueueJob(tx, { kind: UPLOADS_CLEANUP_JOB, payload: { released } satisfies Cleanup });
}

/**
 * Which of `ids` a listing or a project uses: one pass over their images, matching the end of each URL
 * (whatever serves it: /uploads/, a CDN, an older CDN) against the uploads' file names.
 */
async function usedAmong(db: Db, ids: string[]): Promise<Set<string>> {
  const names = (size: 'card' | 'gallery') =>
    sql.join(
      ids.map((id) => sql`${uploadFiles(id)[size]}`),
      sql`, `,
    );
  // Every id is a UUID: the names of one size are all as long.
  const [gallery, card] = [uploadFiles(ids[0]).gallery.length, uploadFiles(ids[0]).card.length];
  const rows = rowsOf<{ gallery: string; card: string }>(
    await db.execute(sql`
      select distinct right(url, ${gallery}) as gallery, right(url, ${card}) as card
      from (select unnest(${properties.images}) as url from ${properties}
            union all select unnest(${developmentProjects.images}) from ${developmentProjects}) as used
      where right(url, ${gallery}) in (${names('gallery')}) or right(url, ${card}) in (${names('card')})`),
  );
  const found = new Set(rows.flatMap((r) => [r.gallery, r.card]));
  return new Set(ids.filter((id) => found.has(uploadFiles(id).gallery) || found.has(uploadFiles(id).card)));
}

async function removeFiles(store: UploadStore, ids: string[]): Promise<void> {
  await Promise.all(ids.flatMap((id) => Object.values(uploadFiles(id)).map((key) => store.remove(key))));
}

/**
 * Deletes the files (then the rows) of those of `ids` nothing uses, and marks the others attached.
 * Safe to repeat: a file already gone is fine, and the rows go only after their files.
 */
async function deleteUnused(db: Db, store: UploadStore, ids: string[]): Promise<void> {
  const used = await usedAmong(db, ids);
  if (used.size > 0) {
    await db
      .update(uploads)
      .set({ attachedAt: sql`now()` })
      .where(and(inArray(uploads.id, [...used]), isNull(uploads.attachedAt)));
  }
  const unused = ids.filter((id) => !used.has(id));
  if (unused.length === 0) return;
  await removeFiles(store, unused);
  await db.delete(uploads).where(inArray(uploads.id, unused));
}

/** Deletes the uploads nothing took within 24 hours, batch by batch; queues the sweep of those still young. */
async function sweepUnattached(db: Db, store: UploadStore): Promise<void> {
  const unattached = and(isNull(uploads.attachedAt), lt(uploads.createdAt, sql`now() - interval '24 hours'`));
  for (;;) {
    const batch = await db.select({ id: uploads.id }).from(uploads).where(unattached).orderBy(uploads.createdAt).limit(BATCH);
    if (batch.length > 0) {
      await deleteUnused(
        db,
        store,
        batch.map((r) => r.id),
      );
    }
    if (batch.length < BATCH) break;
  }
  const [young] = await db
    .select({ oldest: min(uploads.createdAt) })
    .from(uploads)
    .where(isNull(uploads.attachedAt));
  if (young?.oldest) await enqueueSweep(db, new Date(young.oldest.getTime() + UNATTACHED_MS));
}

/** The worker's handler of UPLOADS_CLEANUP_JOB: the uploads a write let go, then the sweep of those never used. */
export const uploadsCleanupJob =
  ({ db, store }: { db: Db; store: UploadStore }) =>
  async (job: Job): Promise<void> => {
    const { released } = job.payload as Cleanup;
    for (let i = 0; released && i < released.length; i += BATCH) await deleteUnused(db, store, released.slice(i, i + BATCH));
    await sweepUnattached(db, store);
  };
