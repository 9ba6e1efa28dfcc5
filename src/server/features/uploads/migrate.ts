import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, isUploadKey } from './keys';
import type { S3UploadStore } from './s3-store';

// `npm run uploads:migrate`: the local upload directory copied into the bucket, under the same names
// (the URLs in the listings stay right), the demo's `seed/` folder included. Objects already in the
// bucket are left as they are, so a run cut short is simply run again.

export interface MigrationCounts {
  copied: number;
  /** Already in the bucket. */
  skipped: number;
  /** Files that are not uploads (a write's leftover `.tmp-*`, anything deeper than one folder). */
  ignored: string[];
}

/** Files copied at once. */
const PARALLEL = 8;

export async function copyLocalUploads(dir: string, bucket: S3UploadStore): Promise<MigrationCounts> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  const keys = entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  const counts: MigrationCounts = { copied: 0, skipped: 0, ignored: keys.filter((k) => !isUploadKey(k)).sort() };
  const queue = keys.filter(isUploadKey).sort();
  const work = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      if (await bucket.has(key)) {
        counts.skipped += 1;
        continue;
      }
      await bucket.put(key, await fs.readFile(path.join(dir, key)), contentTypeOf(key));
      counts.copied += 1;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, work));
  return counts;
}
