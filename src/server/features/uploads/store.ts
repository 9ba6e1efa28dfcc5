import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded images live (docs/decisions/003-image-storage.md): a local directory by default; an S3-compatible bucket
 * can implement the same two methods. Names are chosen by the server and never reused, which is
 * what lets /uploads/* be cached for a year.
 */
export interface UploadStore {
  /** Stores `data` under `name` (a flat file name) and returns its public URL. */
  put(name: string, data: Buffer, contentType: string): Promise<string>;
  /** Removes a stored file; a missing one is not an error. */
  remove(name: string): Promise<void>;
}

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,199}$/;

/** Files in `dir`, served by serveUploads at /uploads/<name>. */
export class LocalUploadStore implements UploadStore {
  constructor(private readonly dir: string, private readonly urlPrefix = '/uploads/') {}

  private pathOf(name: string): string {
    if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`unsafe upload name: ${name}`);
    return path.join(this.dir, name);
  }

  async put(name: string, data: Buffer): Promise<string> {
    const target = this.pathOf(name);
    await fs.mkdir(this.dir, { recursive: true });
    // Written aside then renamed: a reader (or the static server) never sees half a file.
    const temp = path.join(this.dir, `.tmp-${randomUUID()}`);
    try {
      await fs.writeFile(temp, data, { flag: 'wx' });
      await fs.rename(temp, target);
    } catch (err) {
      await fs.rm(temp, { force: true });
      throw err;
    }
    return `${this.urlPrefix}${name}`;
  }

  async remove(name: string): Promise<void> {
    await fs.rm(this.pathOf(name), { force: true });
  }
}
