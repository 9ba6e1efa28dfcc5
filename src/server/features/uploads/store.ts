import { randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { assertUploadKey, contentTypeOf, etagMatches } from './keys';
import { S3UploadStore } from './s3-store';

/** A stored file as the app serves it; `not-modified` when the caller's If-None-Match still names it. */
export type StoredFile =
  | { status: 'found'; etag: string; size: number; contentType: string; body: Readable }
  | { status: 'not-modified'; etag: string };

/**
 * Where uploaded images live (docs/decisions/003-image-storage.md): a local directory by default, an
 * S3-compatible bucket when S3_BUCKET is set. Names are chosen by the server and never reused, which
 * is what lets /uploads/* be cached for a year.
 */
export interface UploadStore {
  /** Stores `data` under `key` (keys.ts) and returns its public URL. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** The file, or null when there is none. */
  get(key: string, ifNoneMatch?: string): Promise<StoredFile | null>;
  /** Removes a stored file; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** Resolves when the store can take files now (the readiness probe); throws why not. */
  reachable(): Promise<void>;
}

/** The store the configuration names: the bucket when S3_BUCKET is set, else UPLOAD_DIR. */
export function createUploadStore(config: Config): UploadStore {
  const { s3, publicUrl } = config.storage;
  return s3 ? new S3UploadStore({ ...s3, publicUrl }) : new LocalUploadStore(config.uploadDir);
}

/** Files in `dir`, served by serveUploads at /uploads/<key>. */
export class LocalUploadStore implements UploadStore {
  constructor(readonly dir: string) {}

  private pathOf(key: string): string {
    assertUploadKey(key);
    return path.join(this.dir, key);
  }

  async put(key: string, data: Buffer): Promise<string> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written aside then renamed: a reader never sees half a file.
    const temp = path.join(this.dir, `.tmp-${randomUUID()}`);
    try {
      await fs.writeFile(temp, data, { flag: 'wx' });
      await fs.rename(temp, target);
    } catch (err) {
      await fs.rm(temp, { force: true });
      throw err;
    }
    return `/uploads/${key}`;
  }

  async get(key: string, ifNoneMatch?: string): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    if (etagMatches(ifNoneMatch, etag)) return { status: 'not-modified', etag };
    return { status: 'found', etag, size: stat.size, contentType: contentTypeOf(key), body: createReadStream(file) };
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  /** The directory is (or can be made) a writable directory: a read-only volume, or a file in its place, fails. */
  async reachable(): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    await fs.access(this.dir, constants.W_OK);
  }
}
