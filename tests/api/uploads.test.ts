import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../src/server/db/schema';
import { sniffImageType } from '../../src/server/features/uploads/service';
import { setupTestApp, signedInAs, type TestApp } from '../setup/app';
import { audiencesOf, signedOut, type SignedIn } from '../setup/audiences';
import { BOUNDARY, png, upload, uploadPng } from './uploads-shared';

const INVALID_TYPE = 'Invalid file type: Please upload only JPEG, PNG, or WebP images';
const TOO_LARGE = 'File too large: Please upload images smaller than 5MB';

let t: TestApp;
let developer: SignedIn;
let admin: SignedIn;
let buyer: SignedIn;
let uploadDir: string;

beforeAll(async () => {
  t = await setupTestApp();
  ({ owner: developer, admin, buyer } = await audiencesOf(t, ['owner', 'admin', 'buyer']));
  uploadDir = t.app.deps.config.uploadDir;
});
afterAll(async () => t.close());

const storedFiles = () => fs.readdirSync(uploadDir).filter((f) => !f.startsWith('.'));

describe('POST /api/uploads', () => {
  it('re-encodes a PNG to WebP in gallery and card sizes, stored under UPLOAD_DIR and served with long-lived caching', async () => {
    const png = await sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const res = await upload(developer.agent, { data: png, filename: 'villa.png', type: 'image/png' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f-]{36}-gallery\.webp$/);
    expect(body.cardUrl).toBe(body.url.replace('-gallery.webp', '-card.webp'));
    expect(body).toMatchObject({ width: 1600, height: 960 });

    // On disk, in the configured directory.
    expect(fs.existsSync(path.join(uploadDir, path.basename(body.url)))).toBe(true);
    expect(fs.existsSync(path.join(uploadDir, path.basename(body.cardUrl)))).toBe(true);

    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 960 });

    const card = await t.app.inject({ method: 'GET', url: body.cardUrl });
    expect(card.statusCode).toBe(200);
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 384 });

    // Recorded as the developer's upload, both files' bytes counted (the daily quota reads them).
    const [row] = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, /([0-9a-f-]{36})-gallery/.exec(body.url)![1]));
    expect(row).toMatchObject({ userId: developer.user.id, bytes: served.rawPayload.length + card.rawPayload.length, attachedAt: null });
  });

  it('applies the EXIF orientation, strips metadata and never enlarges a small JPEG', async () => {
    // 300×100 pixels, marked "rotate 90°" and carrying EXIF text that must not survive.
    const jpeg = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#c2410c' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'private-owner-name', ImageDescription: 'home address' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(admin.agent, { data: jpeg, filename: 'IMG_0001.JPG', type: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ width: 100, height: 300 });
    const served = await t.app.inject({ method: 'GET', url: res.json().cardUrl });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 100, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('private-owner-name'))).toBe(false);
  });

  it('accepts a WebP, whatever name and declared type it comes with', async () => {
    const webp = await sharp({ create: { width: 50, height: 40, channels: 4, background: '#ffffff80' } })
      .webp()
      .toBuffer();
    const res = await upload(developer.agent, { data: webp, filename: 'photo', type: 'application/octet-stream' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ width: 50, height: 40 });
  });

  it.each([
    ['a text file renamed .png', Buffer.from('just some notes, not a picture\n'), 'notes.png', 'image/png'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    ['an SVG renamed .png', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'logo.png', 'image/png'],
    ['HTML declared as a JPEG', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'), 'x.jpg', 'image/jpeg'],
    [
      'an HTML document renamed .png',
      Buffer.from('<!DOCTYPE html>\n<html><head><title>Villa</title></head><body><img src=x onerror=alert(1)></body></html>\n'),
      'villa.png',
      'image/png',
    ],
    [
      'a GIF',
      Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex'),
      'a.gif',
      'image/gif',
    ],
    [
      'a broken PNG (right magic bytes, garbage after)',
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(500, 7)]),
      'broken.png',
      'image/png',
    ],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
  ])('refuses %s with 415 and stores nothing', async (_name, data, filename, type) => {
    const before = storedFiles();
    const res = await upload(developer.agent, { data, filename, type });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(INVALID_TYPE);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const before = storedFiles();
    const big = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const res = await upload(developer.agent, { data: big, filename: 'huge.png', type: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(TOO_LARGE);
    expect(storedFiles()).toEqual(before);
  });

  it('is for developers and admins: 401 signed out, 403 for a buyer', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000000' } })
      .png()
      .toBuffer();
    const out = await upload(signedOut(t), { data: png, filename: 'a.png', type: 'image/png' });
    expect(out.statusCode).toBe(401);
    const res = await upload(buyer.agent, { data: png, filename: 'a.png', type: 'image/png' });
    expect(res.statusCode).toBe(403);
    const investor = await signedInAs(t, 'investor');
    expect((await upload(investor.agent, { data: png, filename: 'a.png', type: 'image/png' })).statusCode).toBe(403);
  });

  it('asks for the file field when it is missing, and for multipart when the body is JSON', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000000' } })
      .png()
      .toBuffer();
    const wrongField = await upload(developer.agent, { data: png, filename: 'a.png', type: 'image/png', field: 'image' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().errors.file).toMatch(/file/);
    const json = await developer.agent.post('/api/uploads', { url: 'data:image/png;base64,AAAA' });
    expect(json.statusCode).toBe(415);
    // A mangled body (cut short mid-part) is the client's error, not a 500.
    const truncated = await developer.agent.request({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG`,
    });
    expect(truncated.statusCode).toBe(400);
  });

  it('recognises image types by their first bytes only', () => {
    expect(sniffImageType(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('jpeg');
    expect(sniffImageType(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('png');
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg'))).toBeNull();
  });
});

describe('GET /uploads/*', () => {
  it('answers an ETag, and 304 without the bytes while the browser still has them', async () => {
    const { url } = await uploadPng(developer.agent);
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const other = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
  });

  it("serves the demo's images from their folder, and 404 for a missing file or a folder", async () => {
    fs.mkdirSync(path.join(uploadDir, 'seed'), { recursive: true });
    fs.writeFileSync(
      path.join(uploadDir, 'seed', 'tower-2-card.webp'),
      await sharp(await png(30, 20))
        .webp()
        .toBuffer(),
    );
    const seed = await t.app.inject({ method: 'GET', url: '/uploads/seed/tower-2-card.webp' });
    expect(seed.statusCode).toBe(200);
    expect(seed.headers['content-type']).toBe('image/webp');
    for (const url of ['/uploads/seed/tower-9-card.webp', '/uploads/seed', '/uploads/seed/', '/uploads/no-such-file.webp']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('hostile uploads and paths', () => {
  it('never serves a file outside UPLOAD_DIR, however the path is spelled', async () => {
    const secret = path.join(path.dirname(uploadDir), 'secret.txt');
    fs.writeFileSync(secret, 'not for the public');
    const paths = [
      '/uploads/../secret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/..%2fsecret.txt',
      '/uploads/%2e%2e%2fsecret.txt',
      '/uploads/..%5csecret.txt',
      '/uploads/%252e%252e%252fsecret.txt',
      '/uploads/....//secret.txt',
      '/uploads/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/uploads/..%00/secret.txt',
    ];
    for (const url of paths) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('not for the public');
      expect(res.body, url).not.toContain('root:');
    }
  });

  it('answers any file name, content type and content with 201, 400, 413 or 415 (never a 5xx), and stores only what it accepts', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', maxLength: 300 }).map((s) => s.replace(/["\r\n]/g, '')),
        fc.oneof(
          fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
          fc.string({ maxLength: 60 }).map((s) => s.replace(/[\r\n]/g, '')),
        ),
        fc.oneof(
          fc.constant(png),
          fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)),
          fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
        ),
        async (filename, type, data) => {
          const before = storedFiles().length;
          const res = await upload(developer.agent, { data, filename, type });
          expect([201, 400, 413, 415], `${res.statusCode} ${res.body}`).toContain(res.statusCode);
          if (res.statusCode === 201) {
            // The stored name is ours, never the client's.
            expect(res.json().url).toMatch(/^\/uploads\/[0-9a-f-]{36}-gallery\.webp$/);
          } else {
            expect(storedFiles().length).toBe(before);
          }
        },
      ),
      { numRuns: 40, seed: 20261124 },
    );
  });
});
