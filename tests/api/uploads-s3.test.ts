import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../src/server/db/schema';
import { copyLocalUploads } from '../../src/server/features/uploads/migrate';
import { S3UploadStore } from '../../src/server/features/uploads/s3-store';
import type { StoredFile } from '../../src/server/features/uploads/store';
import { Agent, appWith, dbKindLabel, setupTestApp, signedInAs, TEST_PASSWORD, type TestApp } from '../setup/app';
import { validListing } from './security/payloads';
import { GPS_MARK, jpegWithGps, png, startS3Peer, upload, uploadPng, type S3Peer } from './uploads-shared';

// Uploads in an S3-compatible bucket (S3_BUCKET, S3_ENDPOINT), against a real S3-protocol server
// (s3rver) on a free port: the store itself, the app serving its files, a CDN's URLs
// (UPLOAD_PUBLIC_URL), the clean-up job and `npm run uploads:migrate`.

let s3: S3Peer;
let t: TestApp;
/** What the test reads the bucket with: the app's own S3 store, on the same bucket. */
let bucket: S3UploadStore;

beforeAll(async () => {
  s3 = await startS3Peer();
  t = await setupTestApp(s3.env);
  bucket = new S3UploadStore({ bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1' });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

async function bytesOf(file: StoredFile | null): Promise<Buffer> {
  if (file?.status !== 'found') throw new Error(`no file: ${JSON.stringify(file)}`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const localFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String) : []);

describe('the S3 store, against an S3-protocol server', () => {
  it('puts a file with its type and a year of caching, gets it back, answers 304 for its ETag, and removes it (twice is fine)', async () => {
    const url = await bucket.put('store-test.webp', Buffer.from('webp bytes'), 'image/webp');
    expect(url).toBe('/uploads/store-test.webp');
    expect(await bucket.has('store-test.webp')).toBe(true);

    const got = await bucket.get('store-test.webp');
    expect(got).toMatchObject({ status: 'found', contentType: 'image/webp', size: 10 });
    expect((await bytesOf(got)).toString()).toBe('webp bytes');
    const etag = got!.etag;
    expect(await bucket.get('store-test.webp', etag)).toEqual({ status: 'not-modified', etag });

    await bucket.remove('store-test.webp');
    await bucket.remove('store-test.webp');
    expect(await bucket.get('store-test.webp')).toBeNull();
    expect(await bucket.has('store-test.webp')).toBe(false);
  });

  it('answers null for a missing object, and refuses a name that could climb out of its folder', async () => {
    expect(await bucket.get('never-stored.webp')).toBeNull();
    await expect(bucket.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe upload name/);
    await expect(bucket.get('a/b/c.webp')).rejects.toThrow(/unsafe upload name/);
  });

  it('names a missing bucket as an error, not as a missing file', async () => {
    const wrong = new S3UploadStore({ bucket: 'no-such-bucket', endpoint: s3.endpoint, region: 'us-east-1' });
    await expect(wrong.get('a.webp')).rejects.toThrow();
  });
});

describe(`the app with S3_BUCKET set (${dbKindLabel})`, () => {
  it('strips the metadata of a phone photo (EXIF and GPS) before it goes into the bucket, and keeps nothing on disk', async () => {
    const { agent, user } = await signedInAs(t, 'developer');
    const photo = await jpegWithGps();
    const exif = (await sharp(photo).metadata()).exif;
    expect(exif?.includes(Buffer.from(GPS_MARK))).toBe(true);
    // The GPS IFD's pointer (tag 0x8825, little-endian as sharp writes it): the photo says where it was taken.
    expect(exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await upload(agent, { data: photo, filename: 'IMG_2041.JPG', type: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(201);
    const { url, cardUrl } = res.json() as { url: string; cardUrl: string };
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}-gallery\.webp$/);

    for (const name of [path.basename(url), path.basename(cardUrl)]) {
      const stored = await bytesOf(await bucket.get(name));
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(stored.includes(Buffer.from(GPS_MARK))).toBe(false);
      expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
    expect(localFiles(t.app.deps.config.uploadDir).filter((f) => f.endsWith('.webp'))).toEqual([]);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.userId, user.id));
    expect(row.id).toBe(/([0-9a-f-]{36})-gallery/.exec(url)![1]);
  });

  it('serves /uploads/<name> from the bucket with a year of caching and an ETag (304 when unchanged), and 404 for a missing file', async () => {
    const { agent } = await signedInAs(t, 'developer');
    const { url } = await uploadPng(agent);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
    const etag = String(served.headers.etag);
    expect(etag).toMatch(/^".+"$/);

    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');

    for (const missing of ['/uploads/0b5e1a60-0000-4000-8000-000000000000-gallery.webp', '/uploads/seed/nothing-card.webp']) {
      const res = await t.app.inject({ method: 'GET', url: missing });
      expect(res.statusCode, missing).toBe(404);
    }
  });

  it('serves a file the bucket has not got yet from UPLOAD_DIR (the demo images of the first start, before uploads:migrate)', async () => {
    const seedDir = path.join(t.app.deps.config.uploadDir, 'seed');
    fs.mkdirSync(seedDir, { recursive: true });
    fs.writeFileSync(
      path.join(seedDir, 'villa-9-card.webp'),
      await sharp(await png(20, 10))
        .webp()
        .toBuffer(),
    );
    const res = await t.app.inject({ method: 'GET', url: '/uploads/seed/villa-9-card.webp' });
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 20, height: 10 });
  });

  it('deletes the objects of an image removed from its listing (the clean-up job)', async () => {
    const { agent } = await signedInAs(t, 'developer');
    const kept = await uploadPng(agent);
    const removed = await uploadPng(agent);
    const created = await agent.post('/api/properties', { ...validListing, images: [kept.url, removed.url] });
    expect(created.statusCode, created.body).toBe(201);
    const edited = await agent.put(`/api/properties/${created.json().id}`, { images: [kept.url] });
    expect(edited.statusCode, edited.body).toBe(200);
    await t.app.jobs.drain();

    expect(await bucket.has(path.basename(removed.url))).toBe(false);
    expect(await bucket.has(path.basename(removed.cardUrl))).toBe(false);
    expect(await bucket.has(path.basename(kept.url))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: removed.url })).statusCode).toBe(404);
  });
});

describe('with UPLOAD_PUBLIC_URL (a CDN in front of the bucket)', () => {
  let cdnApp: FastifyInstance;
  beforeAll(async () => {
    cdnApp = await appWith(t, { ...s3.env, UPLOAD_PUBLIC_URL: 'https://cdn.manzil.example/uploads/' });
  });
  afterAll(async () => cdnApp.close());

  it('answers URLs on the CDN, which a listing accepts as its images, and the bucket has the files under those names', async () => {
    const { user } = await signedInAs(t, 'developer');
    const agent = new Agent(cdnApp);
    expect((await agent.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    const res = await upload(agent, { data: await png(), filename: 'front.png', type: 'image/png' });
    expect(res.statusCode, res.body).toBe(201);
    const { url, cardUrl } = res.json() as { url: string; cardUrl: string };
    expect(url).toMatch(/^https:\/\/cdn\.manzil\.example\/uploads\/[0-9a-f-]{36}-gallery\.webp$/);
    expect(cardUrl).toBe(url.replace('-gallery.webp', '-card.webp'));
    expect(await bucket.has(path.basename(url))).toBe(true);

    const created = await agent.post('/api/properties', { ...validListing, images: [url] });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().images).toEqual([url]);
    const [row] = await t.db.select().from(uploads).where(eq(uploads.userId, user.id));
    expect(row.attachedAt).toBeInstanceOf(Date);
  });
});

describe('npm run uploads:migrate (copyLocalUploads)', () => {
  it('copies every upload of the local directory into the bucket, seed folder included, skips what is there, and can run again', async () => {
    const dir = fs.mkdtempSync(path.join(t.dataDir, 'old-uploads-'));
    fs.mkdirSync(path.join(dir, 'seed'));
    fs.writeFileSync(path.join(dir, '11111111-2222-4333-8444-555555555555-gallery.webp'), 'gallery');
    fs.writeFileSync(path.join(dir, '11111111-2222-4333-8444-555555555555-card.webp'), 'card');
    fs.writeFileSync(path.join(dir, 'seed', 'migrate-1-gallery.webp'), 'seed gallery');
    fs.writeFileSync(path.join(dir, '.tmp-abandoned'), 'half a file');
    await bucket.put('11111111-2222-4333-8444-555555555555-card.webp', Buffer.from('card'), 'image/webp');

    expect(await copyLocalUploads(dir, bucket)).toEqual({ copied: 2, skipped: 1, ignored: ['.tmp-abandoned'] });
    const seed = await bucket.get('seed/migrate-1-gallery.webp');
    expect(seed).toMatchObject({ status: 'found', contentType: 'image/webp' });
    expect((await bytesOf(seed)).toString()).toBe('seed gallery');
    const served = await t.app.inject({ method: 'GET', url: '/uploads/11111111-2222-4333-8444-555555555555-gallery.webp' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('gallery');

    expect(await copyLocalUploads(dir, bucket)).toEqual({ copied: 0, skipped: 3, ignored: ['.tmp-abandoned'] });
  });

  it('counts nothing for a directory that does not exist yet', async () => {
    expect(await copyLocalUploads(path.join(t.dataDir, 'never-made'), bucket)).toEqual({ copied: 0, skipped: 0, ignored: [] });
  });
});
