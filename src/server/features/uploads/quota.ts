import { and, eq, sql } from 'drizzle-orm';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../../config';
import { rowsOf, type Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { AppError } from '../../lib/errors';

// A user's uploads in any 24 hours (UPLOAD_DAILY_FILES, UPLOAD_DAILY_MB), counted from the `uploads`
// rows every server shares: beside the per-minute throttle, what keeps one account from filling the
// store. Checked before the image is even read.

export type UploadQuota = Config['uploadQuota'];

const MB = 1024 * 1024;

/** Why `userId` may not upload now, and for how long; null while within the quota. */
export async function uploadQuotaSpent(db: Db, userId: string, quota: UploadQuota): Promise<{ message: string; retryAfterSeconds: number } | null> {
  const [used] = rowsOf<{ files: number; bytes: string; wait: string | null }>(
    await db.execute(sql`
      select count(*)::int as files, coalesce(sum(${uploads.bytes}), 0)::text as bytes,
             extract(epoch from min(${uploads.createdAt}) + interval '24 hours' - now())::text as wait
      from ${uploads}
      where ${and(eq(uploads.userId, userId), sql`${uploads.createdAt} > now() - interval '24 hours'`)}`),
  );
  const bytes = Number(used.bytes);
  if (used.files < quota.files && bytes < quota.bytes) return null;
  // When the oldest upload counted leaves the 24 hours.
  const retryAfterSeconds = Math.max(1, Math.ceil(Number(used.wait ?? 0)));
  const hours = Math.ceil(retryAfterSeconds / 3600);
  const what = used.files >= quota.files ? `${used.files} images` : `${Math.round(bytes / MB)} MB of images`;
  return {
    message: `Daily upload limit reached: you have uploaded ${what} in the last 24 hours. Please try again in ${hours} hour${hours === 1 ? '' : 's'}.`,
    retryAfterSeconds,
  };
}

/** The upload route's check: 429 with a Retry-After once the signed-in user's quota is spent (the guard answers the others). */
export function uploadQuotaCheck(db: Db, quota: UploadQuota): onRequestAsyncHookHandler {
  return async (request, reply) => {
    if (!request.user) return;
    const spent = await uploadQuotaSpent(db, request.user.id, quota);
    if (!spent) return;
    reply.header('retry-after', String(spent.retryAfterSeconds));
    throw new AppError('RATE_LIMITED', spent.message);
  };
}
