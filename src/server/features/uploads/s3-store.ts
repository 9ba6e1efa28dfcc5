import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertUploadKey, contentTypeOf, UPLOAD_CACHE_CONTROL } from './keys';
import type { StoredFile, UploadStore } from './store';

export interface S3Options {
  bucket: string;
  /** An S3-compatible service's URL (MinIO, R2…): addressed path-style, `<endpoint>/<bucket>/<key>`. */
  endpoint?: string;
  region: string;
  /** Where a CDN or the public bucket serves the files; unset, the app serves them at /uploads/. */
  publicUrl?: string;
}

/** The status of an S3 error answer (404 for a missing object, 304 when If-None-Match still matched). */
const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * Files as objects of one bucket, under the same names as on disk, each stored with its content type
 * and a year's caching (a CDN in front serves them as the app would). Credentials come from the AWS
 * SDK's usual sources (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role).
 */
export class S3UploadStore implements UploadStore {
  private connection?: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }>;

  constructor(private readonly options: S3Options) {}

  /** The SDK, loaded at the first use: a start without a bucket does not pay its ~0.4 s. */
  private s3() {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: this.options.region,
        endpoint: this.options.endpoint,
        forcePathStyle: this.options.endpoint !== undefined,
        // Checksums only where S3 requires them: services that speak the S3 protocol without the
        // SDK's newer default checksums (older MinIO, Ceph…) refuse requests that carry them.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return this.connection;
  }

  get bucket(): string {
    return this.options.bucket;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<string> {
    assertUploadKey(key);
    const { sdk, client } = await this.s3();
    await client.send(
      new sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentType: contentType, CacheControl: UPLOAD_CACHE_CONTROL }),
    );
    return this.options.publicUrl ? `${this.options.publicUrl}/${key}` : `/uploads/${key}`;
  }

  async get(key: string, ifNoneMatch?: string): Promise<StoredFile | null> {
    assertUploadKey(key);
    const { sdk, client } = await this.s3();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key, IfNoneMatch: ifNoneMatch }));
      return {
        status: 'found',
        etag: object.ETag ?? '',
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? contentTypeOf(key),
        body: object.Body as Readable,
      };
    } catch (err) {
      // A missing object; a missing bucket is a configuration error, not a missing file.
      if (statusOf(err) === 404 && (err as Error).name === 'NoSuchKey') return null;
      if (statusOf(err) === 304) return { status: 'not-modified', etag: ifNoneMatch ?? '' };
      throw err;
    }
  }

  /** Whether an object of that name is there (`npm run uploads:migrate` skips it). */
  async has(key: string): Promise<boolean> {
    assertUploadKey(key);
    const { sdk, client } = await this.s3();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (statusOf(err) === 404 && (err as Error).name === 'NotFound') return false;
      throw err;
    }
  }

  /** The bucket answers, and these credentials may use it (HeadBucket). */
  async reachable(): Promise<void> {
    const { sdk, client } = await this.s3();
    await client.send(new sdk.HeadBucketCommand({ Bucket: this.bucket }));
  }

  async remove(key: string): Promise<void> {
    assertUploadKey(key);
    const { sdk, client } = await this.s3();
    // S3 answers 204 for a key that is not there: removing twice is fine.
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
