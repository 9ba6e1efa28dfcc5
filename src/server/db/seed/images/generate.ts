// Writes the seed images to disk: each picture's SVG is rendered to WebP with sharp, locally
// (no network), at every size of IMAGE_SIZES.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { mulberry32 } from '../random';
import { H, W } from './canvas';
import { allImages } from './pictures';
import { IMAGE_SIZES, SEED_IMAGE_DIR, seedImageUrls, type ImageSize, type SeedImages } from './urls';

function hashName(name: string): number {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  return h >>> 0;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, file);
}

/**
 * Renders the seed images into <uploadDir>/seed, skipping those whose files already exist, and
 * returns their URLs. Each SVG is rasterised once at gallery size; the card size is a downscale.
 */
export async function generateSeedImages(uploadDir: string, opts: { force?: boolean; concurrency?: number } = {}): Promise<SeedImages> {
  const dir = path.join(uploadDir, SEED_IMAGE_DIR);
  await fs.mkdir(dir, { recursive: true });
  const queue = allImages();
  const work = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      const files = (Object.keys(IMAGE_SIZES) as ImageSize[]).map((size) => ({ size, file: path.join(dir, `${image.name}-${size}.webp`) }));
      if (!opts.force && (await Promise.all(files.map((f) => exists(f.file)))).every(Boolean)) continue;
      const svg = image.draw(mulberry32(hashName(image.name)));
      const { data, info } = await sharp(Buffer.from(svg)).resize(W, H).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
      for (const { size, file } of files) {
        const { width, height } = IMAGE_SIZES[size];
        let pipeline = sharp(data, raw);
        if (width !== info.width) pipeline = pipeline.resize(width, height, { kernel: 'lanczos3' });
        await writeAtomic(file, await pipeline.webp({ quality: size === 'card' ? 80 : 82, effort: 1 }).toBuffer());
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 4 }, work));
  return seedImageUrls();
}
