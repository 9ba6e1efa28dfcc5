import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES, UPLOAD_IMAGE_WIDTHS } from '../../../shared/constants';
import type { z } from 'zod';
import type { uploadResponseSchema } from '../../../shared/schemas/property';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { uploadFiles } from './keys';
import { discardUpload, recordUpload } from './lifecycle';
import type { UploadStore } from './store';

// Images are checked by their bytes, never by name or declared type, then re-encoded: what we
// store and serve is always a WebP that sharp wrote, with no metadata (GPS, camera) left in it.

export const INVALID_FILE_TYPE = 'Invalid file type: Please upload only JPEG, PNG, or WebP images';
export const FILE_TOO_LARGE = 'File too large: Please upload images smaller than 5MB';
export const IMAGE_TOO_LARGE = 'Image too large: Please upload images of at most 40 megapixels';

/** Decompression-bomb guard: a 5 MB file may still claim billions of pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The image format named by the file's first bytes, or null. */
export function sniffImageType(bytes: Uint8Array): ImageKind | null {
  const at = (i: number, ...values: number[]) => values.every((v, k) => bytes[i + k] === v);
  if (bytes.length >= 3 && at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (bytes.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (bytes.length >= 12 && at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', INVALID_FILE_TYPE, { file: INVALID_FILE_TYPE });
const tooLarge = (message = FILE_TOO_LARGE) => new AppError('PAYLOAD_TOO_LARGE', message, { file: message });

async function encode(data: Buffer, width: number): Promise<{ data: Buffer; width: number; height: number }> {
  const { data: out, info } = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate() // apply the EXIF orientation before the metadata is dropped
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { data: out, width: info.width, height: info.height };
}

/**
 * Checks, re-encodes (card and gallery sizes) and stores one uploaded image, whichever store keeps it,
 * recorded as `userId`'s upload (lifecycle.ts).
 */
export async function storeImage({
  db,
  store,
  userId,
  data,
}: {
  db: Db;
  store: UploadStore;
  userId: string;
  data: Buffer;
}): Promise<z.output<typeof uploadResponseSchema>> {
  if (data.length > MAX_IMAGE_BYTES) throw tooLarge();
  const kind = sniffImageType(data);
  if (!kind) throw unsupported();

  let card: Awaited<ReturnType<typeof encode>>;
  let gallery: Awaited<ReturnType<typeof encode>>;
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    // The decoder must agree with the magic bytes (a PNG header on something else is refused).
    if (meta.format !== kind) throw unsupported();
    [card, gallery] = await Promise.all([encode(data, UPLOAD_IMAGE_WIDTHS.card), encode(data, UPLOAD_IMAGE_WIDTHS.gallery)]);
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooLarge(IMAGE_TOO_LARGE);
    // Anything sharp cannot decode is not an image we accept.
    throw unsupported();
  }

  const id = randomUUID();
  const files = uploadFiles(id);
  await recordUpload(db, { id, userId, bytes: card.data.length + gallery.data.length });
  // Both settle before a failure is cleaned up, so no file is written after its removal.
  const [cardUrl, url] = await Promise.allSettled([
    store.put(files.card, card.data, 'image/webp'),
    store.put(files.gallery, gallery.data, 'image/webp'),
  ]);
  if (cardUrl.status === 'rejected' || url.status === 'rejected') {
    await discardUpload(db, store, id).catch(() => undefined);
    throw cardUrl.status === 'rejected' ? cardUrl.reason : (url as PromiseRejectedResult).reason;
  }
  return { url: url.value, cardUrl: cardUrl.value, width: gallery.width, height: gallery.height };
}
