import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import type { Agent } from '../setup/app';

// Shared by the uploads*.test.ts files: a browser's upload, the images they send, and a real
// S3-protocol server (the s3rver package) on a free port, as the app's bucket.

export const BOUNDARY = '----manzil-test-boundary';

export interface UploadFile {
  data: Buffer;
  filename: string;
  type: string;
  field?: string;
}

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipart(file: UploadFile): { payload: Buffer; headers: Record<string, string> } {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.data, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

export function upload(agent: Agent, file: UploadFile) {
  const { payload, headers } = multipart(file);
  return agent.request({ method: 'POST', url: '/api/uploads', payload, headers });
}

/** A plain PNG of one colour. */
export const png = (width = 64, height = 48, background = '#0f766e') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** Uploads a small PNG as `agent` (expecting a 201): the gallery URL a listing keeps, and the upload's id. */
export async function uploadPng(agent: Agent): Promise<{ url: string; cardUrl: string; id: string }> {
  const res = await upload(agent, { data: await png(), filename: 'photo.png', type: 'image/png' });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  const { url, cardUrl } = res.json() as { url: string; cardUrl: string };
  return { url, cardUrl, id: /([0-9a-f-]{36})-gallery\.webp$/.exec(url)![1] };
}

/** A photo as a phone takes it: a JPEG whose EXIF says where (GPS) and with what it was taken. */
export const GPS_MARK = 'GPS-24.7136N-46.6753E';
export const jpegWithGps = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#c2410c' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', ImageDescription: GPS_MARK },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 42/1 49/1', GPSLongitudeRef: 'E', GPSLongitude: '46/1 40/1 31/1' },
    })
    .toBuffer();

export interface S3Peer {
  bucket: string;
  endpoint: string;
  /** The app's settings for this bucket (credentials aside: the SDK reads them from process.env). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's signing keys, set as the SDK's usual variables while the peer runs. */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export async function startS3Peer(bucket = 'manzil-test'): Promise<S3Peer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const saved = Object.fromEntries(Object.keys(CREDENTIALS).map((k) => [k, process.env[k]]));
  Object.assign(process.env, CREDENTIALS);
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint },
    close: async () => {
      await server.close();
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
