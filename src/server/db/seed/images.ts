// Listing images for the seed, drawn locally (no network): flat-style SVG illustrations rendered
// to WebP with sharp. Each property type has several variants (time of day, colours, layout), plus
// one image per seeded development project. Files are written once to
// <uploadDir>/seed/<name>-<size>.webp and served at /uploads/seed/<name>-<size>.webp.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PROPERTY_TYPES, type PropertyType } from '../../../shared/constants';
import { between, chance, int, mulberry32, pick, type Rng } from './data';

export const IMAGE_SIZES = { card: { width: 640, height: 420 }, gallery: { width: 1280, height: 840 } } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;
export const VARIANTS_PER_TYPE = 4;
export const PROJECT_IMAGE_KEYS = ['gardens', 'waterfront', 'towers', 'business'] as const;
export type ProjectImageKey = (typeof PROJECT_IMAGE_KEYS)[number];
export const SEED_IMAGE_DIR = 'seed';

export interface SeedImages {
  /** Gallery-size URLs, VARIANTS_PER_TYPE per property type. */
  byType: Record<PropertyType, string[]>;
  projects: Record<ProjectImageKey, string>;
}

const W = 1280;
const H = 840;

/* ------------------------------------------------------------------------------------------ */
/* Names and URLs                                                                               */
/* ------------------------------------------------------------------------------------------ */

const typeImageName = (type: PropertyType, variant: number) => `${type}-${variant + 1}`;
const projectImageName = (key: ProjectImageKey) => `project-${key}`;

export const seedImageUrl = (name: string, size: ImageSize = 'gallery') => `/uploads/${SEED_IMAGE_DIR}/${name}-${size}.webp`;

/** Every image name with what it shows. */
function allImages(): { name: string; draw: (rng: Rng) => string }[] {
  const list: { name: string; draw: (rng: Rng) => string }[] = [];
  PROPERTY_TYPES.forEach((type, t) => {
    for (let v = 0; v < VARIANTS_PER_TYPE; v++) {
      // Rotate times of day so the first image of each type is not always the morning one.
      const tod = TIMES[(v + t) % TIMES.length];
      list.push({ name: typeImageName(type, v), draw: (rng) => scene(rng, tod, (ctx) => TYPE_DRAWERS[type](ctx, v)) });
    }
  });
  const projectTimes: Record<ProjectImageKey, TimeOfDay> = { gardens: 'morning', waterfront: 'sunset', towers: 'midday', business: 'dusk' };
  for (const key of PROJECT_IMAGE_KEYS) {
    list.push({ name: projectImageName(key), draw: (rng) => scene(rng, projectTimes[key], (ctx) => PROJECT_DRAWERS[key](ctx)) });
  }
  return list;
}

/** The public URLs of the seed images (whether or not the files exist yet). */
export function seedImageUrls(): SeedImages {
  const byType = Object.fromEntries(
    PROPERTY_TYPES.map((type) => [type, Array.from({ length: VARIANTS_PER_TYPE }, (_, v) => seedImageUrl(typeImageName(type, v)))]),
  ) as Record<PropertyType, string[]>;
  const projects = Object.fromEntries(PROJECT_IMAGE_KEYS.map((k) => [k, seedImageUrl(projectImageName(k))])) as Record<
    ProjectImageKey,
    string
  >;
  return { byType, projects };
}

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

/* ------------------------------------------------------------------------------------------ */
/* Colour helpers                                                                               */
/* ------------------------------------------------------------------------------------------ */

type RGB = [number, number, number];
const toRgb = (hex: string): RGB => {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const toHex = ([r, g, b]: RGB) =>
  `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
/** Lighter (amount > 0) or darker (amount < 0). */
const shade = (hex: string, amount: number) => (amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount));

function rgbToHsl([r, g, b]: RGB): [number, number, number] {
  r /= 255;
  g /= 255;
  b /= 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}
function hslToRgb(h: number, s: number, l: number): RGB {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}
/** A slight random variation of a colour: hue, saturation and lightness nudged. */
function vary(rng: Rng, hex: string, amount = 1): string {
  const [h, s, l] = rgbToHsl(toRgb(hex));
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return toHex(
    hslToRgb(
      (h + between(rng, -8, 8) * amount + 360) % 360,
      clamp(s + between(rng, -0.06, 0.06) * amount),
      clamp(l + between(rng, -0.04, 0.04) * amount),
    ),
  );
}

const f = (n: number) => Math.round(n * 10) / 10;

/* ------------------------------------------------------------------------------------------ */
/* Scene: sky, light, ground                                                                    */
/* ------------------------------------------------------------------------------------------ */

type TimeOfDay = 'morning' | 'midday' | 'sunset' | 'dusk';
const TIMES: readonly TimeOfDay[] = ['morning', 'midday', 'sunset', 'dusk'];

interface Light {
  sky: [number, string][];
  tint: string;
  tintAmount: number;
  ground: [string, string];
  glass: string;
  /** Share of windows lit. */
  lit: number;
  sun: { x: number; y: number; r: number; color: string; glow: string } | null;
  moon: boolean;
  cloud: string;
}

const LIGHTS: Record<TimeOfDay, Light> = {
  morning: {
    sky: [
      [0, '#6ea7dc'],
      [0.55, '#acd3f1'],
      [1, '#fde3c2'],
    ],
    tint: '#ffe1b3',
    tintAmount: 0.07,
    ground: ['#efd3a2', '#dcb277'],
    glass: '#a9d3f2',
    lit: 0,
    sun: { x: 190, y: 250, r: 46, color: '#fff3d4', glow: '#ffe2a6' },
    moon: false,
    cloud: '#ffffff',
  },
  midday: {
    sky: [
      [0, '#2b77d0'],
      [0.6, '#63a8ea'],
      [1, '#cfe8fb'],
    ],
    tint: '#ffffff',
    tintAmount: 0,
    ground: ['#f1d6a4', '#dfb67b'],
    glass: '#8ec6f0',
    lit: 0,
    sun: { x: 1010, y: 130, r: 40, color: '#ffffff', glow: '#fff6d6' },
    moon: false,
    cloud: '#ffffff',
  },
  sunset: {
    sky: [
      [0, '#2d3572'],
      [0.35, '#7c4f90'],
      [0.72, '#ef7b5c'],
      [1, '#fbc97c'],
    ],
    tint: '#ff8a4c',
    tintAmount: 0.2,
    ground: ['#dea76b', '#bf864c'],
    glass: '#f7b27a',
    lit: 0.18,
    sun: { x: 960, y: 520, r: 66, color: '#ffd77e', glow: '#ff9f5e' },
    moon: false,
    cloud: '#f6a7a0',
  },
  dusk: {
    sky: [
      [0, '#0c1331'],
      [0.5, '#1f2b5d'],
      [0.85, '#594a7f'],
      [1, '#b4707c'],
    ],
    tint: '#1b2050',
    tintAmount: 0.5,
    ground: ['#8e7272', '#5e4a52'],
    glass: '#3d4a7a',
    lit: 0.6,
    sun: null,
    moon: true,
    cloud: '#4a4f86',
  },
};

interface Ctx {
  rng: Rng;
  tod: TimeOfDay;
  light: Light;
  horizon: number;
  defs: string[];
  uid: () => string;
  /** A colour as lit by this time of day. */
  c: (hex: string) => string;
  /** A window: sky-coloured glass by day, sometimes lit (warm) in the evening. */
  win: (x: number, y: number, w: number, h: number, extra?: string) => string;
}

function makeCtx(rng: Rng, tod: TimeOfDay, horizon: number): Ctx {
  const light = LIGHTS[tod];
  let n = 0;
  const c = (hex: string) => (light.tintAmount ? mix(hex, light.tint, light.tintAmount) : hex);
  return {
    rng,
    tod,
    light,
    horizon,
    defs: [],
    uid: () => `g${++n}`,
    c,
    win: (x, y, w, h, extra = '') => {
      const lit = rng() < light.lit;
      const fill = lit ? pick(rng, ['#ffd98a', '#ffe4a8', '#ffcf73']) : vary(rng, light.glass, 0.4);
      const shine = lit ? '' : `<rect x="${f(x)}" y="${f(y)}" width="${f(w * 0.35)}" height="${f(h)}" fill="#ffffff" opacity="0.18"/>`;
      return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>${shine}`;
    },
  };
}

function linear(ctx: Ctx, stops: [number, string][], x2 = 0, y2 = 1): string {
  const id = ctx.uid();
  ctx.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.map(([o, col]) => `<stop offset="${o}" stop-color="${col}"/>`).join('')}</linearGradient>`,
  );
  return `url(#${id})`;
}

function radial(ctx: Ctx, stops: [number, string, number][]): string {
  const id = ctx.uid();
  ctx.defs.push(
    `<radialGradient id="${id}">${stops.map(([o, col, op]) => `<stop offset="${o}" stop-color="${col}" stop-opacity="${op}"/>`).join('')}</radialGradient>`,
  );
  return `url(#${id})`;
}

function sky(ctx: Ctx): string {
  const { light, rng } = ctx;
  let out = `<rect width="${W}" height="${H}" fill="${linear(
    ctx,
    light.sky.map(([o, col]) => [o * (ctx.horizon / H), vary(rng, col, 0.3)] as [number, string]),
  )}"/>`;
  if (light.moon) {
    for (let i = 0; i < 70; i++) {
      out += `<circle cx="${f(rng() * W)}" cy="${f(rng() * ctx.horizon * 0.7)}" r="${f(between(rng, 0.6, 1.8))}" fill="#ffffff" opacity="${f(between(rng, 0.35, 0.9))}"/>`;
    }
    const mx = between(rng, 180, 1100);
    out += `<circle cx="${f(mx)}" cy="120" r="90" fill="${radial(ctx, [
      [0, '#fff8e0', 0.35],
      [1, '#fff8e0', 0],
    ])}"/>`;
    out += `<path d="M${f(mx)} 90 A30 30 0 1 0 ${f(mx)} 150 A22 30 0 1 1 ${f(mx)} 90 Z" fill="#fdf3d2"/>`;
  }
  if (light.sun) {
    const s = light.sun;
    out += `<circle cx="${s.x}" cy="${s.y}" r="${s.r * 4}" fill="${radial(ctx, [
      [0, s.glow, 0.55],
      [0.4, s.glow, 0.18],
      [1, s.glow, 0],
    ])}"/>`;
    out += `<circle cx="${s.x}" cy="${s.y}" r="${s.r}" fill="${s.color}"/>`;
  }
  const clouds = ctx.tod === 'midday' ? int(rng, 2, 4) : int(rng, 1, 3);
  for (let i = 0; i < clouds; i++)
    out += cloud(ctx, between(rng, 60, W - 200), between(rng, 70, ctx.horizon * 0.45), between(rng, 0.6, 1.3));
  return out;
}

function cloud(ctx: Ctx, x: number, y: number, s: number): string {
  const col = ctx.light.cloud;
  const op = ctx.tod === 'dusk' ? 0.55 : 0.85;
  return (
    `<g transform="translate(${f(x)},${f(y)}) scale(${f(s * 10) / 10})" fill="${col}" opacity="${op}">` +
    '<rect x="0" y="18" width="170" height="26" rx="13"/><circle cx="48" cy="20" r="26"/><circle cx="92" cy="12" r="34"/><circle cx="132" cy="24" r="20"/></g>'
  );
}

/** A distant skyline along the horizon, hazy. */
function skyline(ctx: Ctx, from = 0, to = W, maxH = 130): string {
  const { rng } = ctx;
  const base = ctx.horizon;
  const col = mix(ctx.light.sky[ctx.light.sky.length - 1][1], '#6b7894', ctx.tod === 'dusk' ? 0.55 : 0.38);
  let out = `<g fill="${col}" opacity="0.75">`;
  let x = from;
  while (x < to) {
    const w = between(rng, 24, 70);
    const h = between(rng, 14, maxH) * (chance(rng, 0.15) ? 1.5 : 1);
    if (chance(rng, 0.08)) {
      // A landmark tower with an open arch on top.
      out += `<path d="M${f(x)} ${base} L${f(x + 8)} ${f(base - h * 1.9)} Q${f(x + 20)} ${f(base - h * 1.4)} ${f(x + 32)} ${f(base - h * 1.9)} L${f(x + 40)} ${base} Z"/>`;
      x += 46;
    } else {
      out += `<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h)}"/>`;
      if (chance(rng, 0.2)) out += `<rect x="${f(x + w / 2 - 1)}" y="${f(base - h - 18)}" width="2" height="18"/>`;
      x += w + between(rng, 2, 18);
    }
  }
  return `${out}</g>`;
}

/** Sand dunes or low hills behind the city. */
function dunes(ctx: Ctx): string {
  const { rng } = ctx;
  const col = mix(ctx.light.ground[0], ctx.light.sky[ctx.light.sky.length - 1][1], 0.45);
  const y = ctx.horizon;
  const a = between(rng, 20, 50);
  const b = between(rng, 25, 60);
  return `<path d="M0 ${y} Q${f(W * 0.18)} ${f(y - a)} ${f(W * 0.38)} ${f(y - 6)} T${f(W * 0.72)} ${f(y - b * 0.6)} T${W} ${f(y - b)} L${W} ${y} Z" fill="${col}" opacity="0.8"/>`;
}

function ground(ctx: Ctx): string {
  const [a, b] = ctx.light.ground;
  return `<rect x="0" y="${ctx.horizon}" width="${W}" height="${H - ctx.horizon}" fill="${linear(ctx, [
    [0, vary(ctx.rng, a, 0.4)],
    [1, vary(ctx.rng, b, 0.4)],
  ])}"/>`;
}

/** Sidewalk and road across the foreground. */
function road(ctx: Ctx, top = 700): string {
  const { c } = ctx;
  let out = `<rect x="0" y="${top}" width="${W}" height="22" fill="${c('#d9d2c4')}"/>`;
  out += `<rect x="0" y="${top + 22}" width="${W}" height="6" fill="${c('#a79f92')}"/>`;
  out += `<rect x="0" y="${top + 28}" width="${W}" height="${H - top - 28}" fill="${c('#5a5e66')}"/>`;
  const mid = top + 28 + (H - top - 28) / 2;
  for (let x = 20; x < W; x += 110)
    out += `<rect x="${x}" y="${f(mid - 3)}" width="60" height="6" rx="3" fill="${c('#f1e6c8')}" opacity="0.9"/>`;
  return out;
}

function shadowEllipse(ctx: Ctx, cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="#000000" opacity="${ctx.tod === 'dusk' ? 0.12 : 0.14}"/>`;
}

/* ------------------------------------------------------------------------------------------ */
/* Props: palms, trees, cars, lamps                                                             */
/* ------------------------------------------------------------------------------------------ */

function palm(ctx: Ctx, x: number, baseY: number, h: number, lean = 0): string {
  const { rng, c } = ctx;
  const tx = x + lean;
  const ty = baseY - h;
  const trunk = c(vary(rng, '#8b6a45', 0.5));
  const cx = x + lean * 0.2;
  const cy = baseY - h * 0.5;
  let out = shadowEllipse(ctx, x, baseY, h * 0.12, 5);
  out += `<path d="M${f(x - 8)} ${baseY} Q${f(cx - 6)} ${f(cy)} ${f(tx - 4)} ${f(ty)} L${f(tx + 4)} ${f(ty)} Q${f(cx + 6)} ${f(cy)} ${f(x + 8)} ${baseY} Z" fill="${trunk}"/>`;
  for (let t = 0.08; t < 0.95; t += 0.07) {
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * tx;
    const py = (1 - t) * (1 - t) * baseY + 2 * (1 - t) * t * cy + t * t * ty;
    const hw = 8 - t * 4;
    out += `<path d="M${f(px - hw)} ${f(py)} L${f(px + hw)} ${f(py - 3)}" stroke="${shade(trunk, -0.25)}" stroke-width="2"/>`;
  }
  const greens = ['#2e7a47', '#3a9357', '#276a3e', '#44a062'].map((g) => c(vary(rng, g, 0.5)));
  const L = h * between(rng, 0.34, 0.42);
  const angles = [-172, -148, -122, -96, -70, -44, -18, 8, 190];
  let fronds = '';
  for (const deg of angles) {
    const a = ((deg + between(rng, -8, 8)) * Math.PI) / 180;
    const len = L * between(rng, 0.85, 1.1);
    const droop = Math.abs(Math.cos(a)) * len * 0.45;
    const ex = tx + Math.cos(a) * len;
    const ey = ty + Math.sin(a) * len * 0.55 + droop;
    const mx = (tx + ex) / 2;
    const my = (ty + ey) / 2 - len * 0.28;
    const dx = ex - tx;
    const dy = ey - ty;
    const d = Math.hypot(dx, dy) || 1;
    const w = len * 0.13;
    const nx = (-dy / d) * w;
    const ny = (dx / d) * w;
    fronds += `<path d="M${f(tx)} ${f(ty)} Q${f(mx + nx)} ${f(my + ny)} ${f(ex)} ${f(ey)} Q${f(mx - nx)} ${f(my - ny)} ${f(tx)} ${f(ty)} Z" fill="${pick(rng, greens)}"/>`;
  }
  out += fronds;
  out += `<circle cx="${f(tx - 5)}" cy="${f(ty + 6)}" r="5" fill="${c('#b4672b')}"/><circle cx="${f(tx + 4)}" cy="${f(ty + 8)}" r="5" fill="${c('#c4772f')}"/>`;
  return out;
}

function tree(ctx: Ctx, x: number, baseY: number, s = 1): string {
  const { rng, c } = ctx;
  const g = c(vary(rng, pick(rng, ['#4f9d5a', '#3f8f56', '#5aa866']), 0.6));
  const r = 26 * s;
  return (
    shadowEllipse(ctx, x, baseY, r * 0.9, 5 * s) +
    `<rect x="${f(x - 3 * s)}" y="${f(baseY - 40 * s)}" width="${f(6 * s)}" height="${f(40 * s)}" fill="${c('#7a5a3c')}"/>` +
    `<circle cx="${f(x)}" cy="${f(baseY - 52 * s)}" r="${f(r)}" fill="${g}"/>` +
    `<circle cx="${f(x - r * 0.55)}" cy="${f(baseY - 42 * s)}" r="${f(r * 0.7)}" fill="${shade(g, -0.08)}"/>` +
    `<circle cx="${f(x + r * 0.5)}" cy="${f(baseY - 44 * s)}" r="${f(r * 0.75)}" fill="${shade(g, -0.04)}"/>` +
    `<circle cx="${f(x - r * 0.25)}" cy="${f(baseY - 62 * s)}" r="${f(r * 0.45)}" fill="${shade(g, 0.12)}"/>`
  );
}

function shrub(ctx: Ctx, x: number, baseY: number, s = 1): string {
  const g = ctx.c(vary(ctx.rng, '#6b8f4e', 0.7));
  return `<ellipse cx="${f(x)}" cy="${f(baseY - 8 * s)}" rx="${f(18 * s)}" ry="${f(11 * s)}" fill="${g}"/><ellipse cx="${f(x + 10 * s)}" cy="${f(baseY - 12 * s)}" rx="${f(11 * s)}" ry="${f(9 * s)}" fill="${shade(g, 0.1)}"/>`;
}

function car(ctx: Ctx, x: number, baseY: number, s = 1, facing: 1 | -1 = 1): string {
  const { rng, c } = ctx;
  const body = c(pick(rng, ['#f4f4f2', '#c9ced6', '#2e3440', '#8a1f2b', '#1f4e8c', '#d9d4c5', '#5b6b73']));
  const glass = c('#38485c');
  const t = `translate(${f(x)},${f(baseY)}) scale(${f(s * facing * 100) / 100},${f(s * 100) / 100})`;
  return (
    `<g transform="${t}">` +
    '<ellipse cx="0" cy="0" rx="58" ry="5" fill="#000" opacity="0.18"/>' +
    `<path d="M-56 -12 Q-58 -30 -40 -32 L-26 -33 Q-14 -50 6 -50 L22 -50 Q34 -49 44 -34 L52 -31 Q60 -28 58 -12 Z" fill="${body}"/>` +
    `<path d="M-20 -34 Q-11 -46 4 -46 L8 -46 L8 -34 Z M13 -46 L22 -46 Q31 -45 38 -34 L13 -34 Z" fill="${glass}"/>` +
    `<circle cx="-34" cy="-10" r="10" fill="#23262b"/><circle cx="-34" cy="-10" r="4" fill="#9aa0a8"/>` +
    `<circle cx="36" cy="-10" r="10" fill="#23262b"/><circle cx="36" cy="-10" r="4" fill="#9aa0a8"/>` +
    `<rect x="50" y="-27" width="7" height="4" rx="2" fill="${ctx.tod === 'dusk' ? '#fff3c4' : '#f7f2e0'}"/></g>`
  );
}

function lamp(ctx: Ctx, x: number, baseY: number, h = 120): string {
  const pole = ctx.c('#4a4f57');
  let out = `<rect x="${f(x - 2)}" y="${f(baseY - h)}" width="4" height="${h}" fill="${pole}"/><path d="M${f(x)} ${f(baseY - h)} q16 -6 26 2" stroke="${pole}" stroke-width="4" fill="none"/>`;
  out += `<rect x="${f(x + 18)}" y="${f(baseY - h)}" width="16" height="6" rx="3" fill="${ctx.tod === 'dusk' || ctx.tod === 'sunset' ? '#ffe3a0' : pole}"/>`;
  if (ctx.tod === 'dusk')
    out += `<circle cx="${f(x + 26)}" cy="${f(baseY - h + 8)}" r="40" fill="${radial(ctx, [
      [0, '#ffe3a0', 0.45],
      [1, '#ffe3a0', 0],
    ])}"/>`;
  return out;
}

/* ------------------------------------------------------------------------------------------ */
/* Buildings                                                                                    */
/* ------------------------------------------------------------------------------------------ */

const STONE = ['#efe3cf', '#e8d6b9', '#f3ede2', '#dcc6a3', '#e9dfd0', '#d8c2a8'];
const ACCENT = ['#0f766e', '#b45309', '#1d4ed8', '#9f1239', '#4d7c0f', '#7c3aed', '#0e7490'];

/** A modern Najdi-style villa behind a boundary wall, with palms. */
function villa(ctx: Ctx, variant: number, ox = 0, baseY = 690): string {
  const { rng, c } = ctx;
  const stone = vary(rng, pick(rng, STONE));
  const wall = shade(vary(rng, stone, 0.5), -0.08);
  const wood = vary(rng, '#8a5a35');
  const trim = vary(rng, pick(rng, ['#6d6257', '#3f3a36', '#8c7b6b', '#5b4636']));
  const flip = variant % 2 === 1;
  const X = (x: number) => (flip ? 1280 - x : x) + ox;
  const R = (x: number, w: number) => (flip ? 1280 - x - w : x) + ox;
  let out = '';
  const back = int(rng, 0, 1) === 1;
  // Main ground floor block.
  const gx = 360;
  const gw = 560;
  const top1 = baseY - 215;
  out += shadowEllipse(ctx, X(gx + gw / 2), baseY - 30, 360, 18);
  out += `<rect x="${R(gx, gw)}" y="${top1}" width="${gw}" height="215" fill="${c(stone)}"/>`;
  out += `<rect x="${R(gx - 10, gw + 20)}" y="${top1 - 12}" width="${gw + 20}" height="14" fill="${c(shade(stone, -0.12))}"/>`;
  // Upper floor.
  const ux = 420 + (back ? 40 : 0);
  const uw = 360;
  const top2 = top1 - 150;
  out += `<rect x="${R(ux, uw)}" y="${top2}" width="${uw}" height="150" fill="${c(shade(stone, 0.04))}"/>`;
  out += `<rect x="${R(ux - 22, uw + 60)}" y="${top2 - 16}" width="${uw + 60}" height="18" fill="${c(trim)}"/>`;
  // Najdi triangular crenellations along the parapet.
  for (let x = ux; x < ux + uw - 10; x += 24)
    out += `<path d="M${X(x)} ${top2 - 16} l${flip ? -10 : 10} -14 l${flip ? -10 : 10} 14 Z" fill="${c(trim)}"/>`;
  // Side wing with a cantilevered terrace.
  const wx = 900;
  out += `<rect x="${R(wx, 120)}" y="${top1 + 40}" width="120" height="175" fill="${c(shade(stone, -0.05))}"/>`;
  out += `<rect x="${R(wx - 10, 140)}" y="${top1 + 30}" width="140" height="12" fill="${c(trim)}"/>`;
  // Upper windows: tall glazing and a wooden slat screen.
  for (let i = 0; i < 3; i++) {
    const x = ux + 30 + i * 110;
    if (i === 1 && variant % 3 !== 2) {
      out += `<rect x="${R(x - 10, 80)}" y="${top2 + 24}" width="80" height="104" fill="${c(wood)}"/>`;
      for (let s = 0; s < 80; s += 8)
        out += `<rect x="${R(x - 10 + s, 3)}" y="${top2 + 24}" width="3" height="104" fill="${c(shade(wood, -0.25))}"/>`;
    } else {
      out += `<rect x="${R(x - 4, 68)}" y="${top2 + 20}" width="68" height="112" fill="${c(trim)}"/>`;
      out += ctx.win(R(x, 60), top2 + 24, 60, 104);
    }
  }
  // Ground floor: arched entrance and wide windows.
  const doorX = gx + gw / 2 - 40;
  out += `<path d="M${X(doorX)} ${baseY} L${X(doorX)} ${top1 + 80} Q${X(doorX + 40)} ${top1 + 30} ${X(doorX + 80)} ${top1 + 80} L${X(doorX + 80)} ${baseY} Z" fill="${c(shade(stone, -0.18))}"/>`;
  out += `<path d="M${X(doorX + 10)} ${baseY} L${X(doorX + 10)} ${top1 + 86} Q${X(doorX + 40)} ${top1 + 48} ${X(doorX + 70)} ${top1 + 86} L${X(doorX + 70)} ${baseY} Z" fill="${c(wood)}"/>`;
  out += `<rect x="${X(doorX + 39) - (flip ? 2 : 0)}" y="${top1 + 70}" width="2" height="${baseY - top1 - 70}" fill="${c(shade(wood, -0.3))}"/>`;
  for (const x of [gx + 40, gx + 150, doorX + 130, doorX + 240]) {
    out += `<rect x="${R(x - 4, 88)}" y="${top1 + 46}" width="88" height="98" fill="${c(trim)}"/>`;
    out += ctx.win(R(x, 80), top1 + 50, 80, 90);
  }
  // Boundary wall with a gate, and greenery behind it.
  const wallTop = baseY - 82;
  let front = '';
  for (let i = 0; i < 9; i++) front += shrub(ctx, X(250 + i * 100 + between(rng, -20, 20)), wallTop + 4, between(rng, 1.1, 1.6));
  front =
    palm(ctx, X(250), baseY - 10, 330, flip ? 18 : -18) +
    palm(ctx, X(1040), baseY - 10, 300, flip ? -14 : 14) +
    (chance(rng, 0.6) ? palm(ctx, X(1120), baseY - 10, 250, flip ? -20 : 20) : '') +
    front;
  front += `<rect x="${R(150, 980)}" y="${wallTop}" width="980" height="82" fill="${c(wall)}"/>`;
  front += `<rect x="${R(144, 992)}" y="${wallTop - 8}" width="992" height="10" fill="${c(shade(wall, -0.15))}"/>`;
  for (let x = 150; x <= 1130; x += 140)
    front += `<rect x="${R(x - 6, 16)}" y="${wallTop - 14}" width="16" height="96" fill="${c(shade(wall, -0.06))}"/>`;
  const gate = 560 + (variant % 3) * 40;
  front += `<rect x="${R(gate, 150)}" y="${wallTop - 2}" width="150" height="84" fill="${c(trim)}"/>`;
  for (let s = 8; s < 150; s += 12)
    front += `<rect x="${R(gate + s, 4)}" y="${wallTop + 4}" width="4" height="72" fill="${c(shade(trim, 0.25))}"/>`;
  if (ctx.tod === 'dusk' || ctx.tod === 'sunset') {
    for (const x of [gate - 30, gate + 170])
      front += `<circle cx="${X(x)}" cy="${wallTop + 22}" r="26" fill="${radial(ctx, [
        [0, '#ffe2a0', 0.7],
        [1, '#ffe2a0', 0],
      ])}"/><rect x="${X(x) - 5}" y="${wallTop + 16}" width="10" height="12" rx="2" fill="#ffe9b8"/>`;
  }
  return out + front;
}

/** A mid-rise residential block (and neighbours) with balconies. */
function apartmentBlock(
  ctx: Ctx,
  x: number,
  w: number,
  floors: number,
  baseY: number,
  opts: { color?: string; balconies?: boolean; side?: boolean } = {},
): string {
  const { rng, c } = ctx;
  const col = opts.color ?? vary(rng, pick(rng, ['#efe6d8', '#e7dccb', '#d9cfc2', '#f2efe9', '#d7c0a4', '#c9d2d9']));
  const fh = 46;
  const h = floors * fh + 40;
  const top = baseY - h;
  const cols = Math.max(2, Math.round(w / 90));
  const cw = w / cols;
  let out = '';
  if (opts.side !== false)
    out += `<path d="M${x + w} ${top} l34 16 L${x + w + 34} ${baseY} L${x + w} ${baseY} Z" fill="${c(shade(col, -0.2))}"/>`;
  out += `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${c(col)}"/>`;
  out += `<rect x="${x - 6}" y="${top - 10}" width="${w + 12}" height="12" fill="${c(shade(col, -0.15))}"/>`;
  // Roof plant: tanks and AC units.
  for (let i = 0; i < int(rng, 1, 3); i++)
    out += `<rect x="${f(x + 20 + rng() * (w - 60))}" y="${top - 28}" width="${int(rng, 20, 36)}" height="18" rx="3" fill="${c('#b9bfc6')}"/>`;
  const accent = vary(rng, pick(rng, ACCENT), 0.6);
  const vertical = chance(rng, 0.5);
  if (vertical)
    out += `<rect x="${f(x + cw * Math.floor(cols / 2))}" y="${top}" width="${f(cw)}" height="${h - 40}" fill="${c(shade(col, -0.07))}"/>`;
  for (let fl = 0; fl < floors; fl++) {
    const y = top + 24 + fl * fh;
    for (let ci = 0; ci < cols; ci++) {
      const wx = x + ci * cw + cw * 0.2;
      out += ctx.win(wx, y, cw * 0.6, fh * 0.62);
      if (opts.balconies !== false && (ci + fl) % 2 === 0) {
        out += `<rect x="${f(wx - 6)}" y="${f(y + fh * 0.62 - 2)}" width="${f(cw * 0.6 + 12)}" height="5" fill="${c(shade(col, -0.25))}"/>`;
        out += `<rect x="${f(wx - 6)}" y="${f(y + fh * 0.38)}" width="${f(cw * 0.6 + 12)}" height="${f(fh * 0.24)}" fill="${c('#cfe3ef')}" opacity="0.55"/>`;
      }
    }
  }
  // Entrance with canopy and an accent band.
  out += `<rect x="${x}" y="${baseY - 40}" width="${w}" height="40" fill="${c(shade(col, -0.1))}"/>`;
  out += ctx.win(x + w / 2 - 40, baseY - 34, 80, 34);
  out += `<rect x="${x + w / 2 - 56}" y="${baseY - 44}" width="112" height="8" fill="${c(accent)}"/>`;
  return out;
}

function apartmentScene(ctx: Ctx, variant: number): string {
  const { rng } = ctx;
  const base = 700;
  let out = skyline(ctx);
  out += ground(ctx);
  const layout = variant % 2;
  out += apartmentBlock(ctx, layout ? 120 : 150, 230, int(rng, 6, 8), base - 6);
  out += apartmentBlock(ctx, layout ? 860 : 900, 230, int(rng, 5, 7), base - 6);
  out += shadowEllipse(ctx, 620, base, 300, 14);
  out += apartmentBlock(ctx, 430, 360, int(rng, 10, 12), base);
  out += road(ctx, base);
  for (const x of [90, 395, 820, 1180]) out += tree(ctx, x + between(rng, -15, 15), base + 6, between(rng, 1, 1.3));
  out += lamp(ctx, 300, base + 20) + lamp(ctx, 980, base + 20);
  out += car(ctx, 250 + variant * 40, 792, 1.05) + car(ctx, 900 - variant * 60, 818, 1.1, -1);
  return out;
}

function villaScene(ctx: Ctx, variant: number): string {
  let out = chance(ctx.rng, 0.5) ? dunes(ctx) : skyline(ctx, 0, W, 70);
  out += ground(ctx);
  out += villa(ctx, variant);
  out += road(ctx, 700);
  out += car(ctx, variant % 2 ? 260 : 1000, 800, 1.1, variant % 2 ? 1 : -1);
  return out;
}

/** A glass office tower with neighbours and a landscaped plaza. */
function glassTower(ctx: Ctx, x: number, w: number, top: number, baseY: number, tintHex: string, slant = 0): string {
  const { rng, c } = ctx;
  const light = ctx.light;
  const glassTop = mix(tintHex, light.glass, 0.55);
  const glassBottom = shade(tintHex, -0.25);
  const g = linear(ctx, [
    [0, c(glassTop)],
    [1, c(glassBottom)],
  ]);
  let out = `<path d="M${x + w} ${top + slant} l40 18 L${x + w + 40} ${baseY} L${x + w} ${baseY} Z" fill="${c(shade(tintHex, -0.45))}"/>`;
  out += `<path d="M${x} ${top} L${x + w} ${top + slant} L${x + w} ${baseY} L${x} ${baseY} Z" fill="${g}"/>`;
  // Floors and mullions.
  let lines = '';
  for (let y = top + 24; y < baseY - 10; y += 22) lines += `M${x} ${y} H${x + w} `;
  for (let xx = x + 36; xx < x + w; xx += 36) lines += `M${xx} ${f(top + (slant * (xx - x)) / w)} V${baseY} `;
  out += `<path d="${lines}" stroke="${c(shade(tintHex, -0.5))}" stroke-width="2" opacity="0.45"/>`;
  // Lit floors in the evening.
  if (light.lit > 0) {
    for (let y = top + 26 + Math.max(0, slant); y < baseY - 30; y += 22) {
      for (let xx = x; xx + 34 <= x + w; xx += 36) {
        if (rng() < light.lit * 0.45)
          out += `<rect x="${xx + 2}" y="${y}" width="32" height="18" fill="#ffd98a" opacity="${f(between(rng, 0.55, 0.9))}"/>`;
      }
    }
  }
  // Sky reflection.
  out += `<path d="M${x} ${top + 80} L${x + w * 0.6} ${top + slant * 0.6} L${x + w} ${top + slant} L${x + w} ${top + slant + 40} L${x} ${top + 240} Z" fill="#ffffff" opacity="0.12"/>`;
  out += `<path d="M${x - 4} ${top - 6} L${x + w + 4} ${top + slant - 6} L${x + w + 4} ${top + slant + 2} L${x - 4} ${top + 2} Z" fill="${c('#d8dde3')}"/>`;
  return out;
}

function officeScene(ctx: Ctx, variant: number): string {
  const { rng, c } = ctx;
  const base = 690;
  let out = skyline(ctx, 0, W, 160);
  out += ground(ctx);
  const tints = ['#3b82c4', '#2a9d8f', '#4466aa', '#3d7f9e', '#5a7fa8'];
  const main = vary(rng, pick(rng, tints), 0.6);
  const second = vary(rng, pick(rng, tints), 0.6);
  // A stone building on one side, a second glass tower on the other.
  out += apartmentBlock(ctx, variant % 2 ? 900 : 140, 200, int(rng, 5, 7), base, { balconies: false, color: vary(rng, '#d9cbb4') });
  out += glassTower(ctx, variant % 2 ? 250 : 880, 170, int(rng, 250, 330), base, second, -int(rng, 0, 30));
  out += shadowEllipse(ctx, 640, base, 260, 14);
  out += glassTower(ctx, 510, 240, int(rng, 70, 110), base, main, int(rng, 20, 60));
  // Podium and entrance.
  out += `<rect x="440" y="${base - 60}" width="420" height="60" fill="${c(vary(rng, '#cfc6b8'))}"/>`;
  out += ctx.win(560, base - 50, 160, 50);
  out += `<rect x="530" y="${base - 66}" width="220" height="10" fill="${c('#30363f')}"/>`;
  out += road(ctx, base + 10);
  for (const x of [400, 900, 120, 1160])
    out += palm(ctx, x + between(rng, -10, 10), base + 10, between(rng, 170, 230), between(rng, -12, 12));
  out += car(ctx, 300 + variant * 50, 800, 1.05) + car(ctx, 1000 - variant * 30, 826, 1.1, -1);
  return out;
}

function commercialScene(ctx: Ctx, variant: number): string {
  const { rng, c } = ctx;
  const base = 640;
  let out = skyline(ctx, 0, W, 110);
  out += ground(ctx);
  const body = vary(rng, pick(rng, STONE));
  const band = vary(rng, pick(rng, ['#1f2937', '#3f3a36', '#0f3d3e', '#4a2f27']));
  const top = base - 190;
  out += shadowEllipse(ctx, 640, base, 560, 16);
  out += `<rect x="110" y="${top}" width="1060" height="190" fill="${c(body)}"/>`;
  out += `<rect x="100" y="${top - 40}" width="1080" height="48" fill="${c(band)}"/>`;
  // Central entrance tower with a geometric screen.
  out += `<rect x="560" y="${top - 110}" width="160" height="300" fill="${c(shade(body, -0.08))}"/>`;
  for (let y = top - 96; y < top + 20; y += 18) {
    for (let x = 574; x < 706; x += 18) out += `<path d="M${x + 9} ${y} l9 9 l-9 9 l-9 -9 Z" fill="${c(shade(body, -0.25))}"/>`;
  }
  out += ctx.win(590, base - 110, 100, 110);
  const bays = 6;
  const bw = 1060 / bays;
  for (let i = 0; i < bays; i++) {
    const bx = 110 + i * bw;
    if (bx + bw > 560 && bx < 720) continue;
    const awning = c(vary(rng, pick(rng, ['#c2410c', '#0f766e', '#1d4ed8', '#be123c', '#a16207', '#047857']), 0.4));
    out += ctx.win(bx + 16, base - 120, bw - 32, 120);
    out += `<rect x="${f(bx + bw / 2 - 2)}" y="${base - 120}" width="4" height="120" fill="${c('#3b4048')}"/>`;
    out += `<path d="M${f(bx + 8)} ${base - 140} H${f(bx + bw - 8)} L${f(bx + bw + 2)} ${base - 112} H${f(bx - 2)} Z" fill="${awning}"/>`;
    for (let s = 0; s < 6; s++)
      out += `<rect x="${f(bx + 8 + (s * (bw - 16)) / 6)}" y="${base - 140}" width="${f((bw - 16) / 12)}" height="28" fill="#ffffff" opacity="0.18"/>`;
    // A sign panel per shop (a coloured plate with light bars for lettering).
    out += `<rect x="${f(bx + 20)}" y="${top - 30}" width="${f(bw - 40)}" height="28" rx="4" fill="${awning}"/>`;
    out += `<rect x="${f(bx + 34)}" y="${top - 20}" width="${f((bw - 68) * between(rng, 0.5, 0.9))}" height="8" rx="4" fill="#ffffff" opacity="0.85"/>`;
  }
  // Pylon sign.
  const px = variant % 2 ? 1200 : 60;
  out += `<rect x="${px - 22}" y="${base - 260}" width="44" height="260" fill="${c(band)}"/>`;
  for (let i = 0; i < 4; i++)
    out += `<rect x="${px - 16}" y="${base - 250 + i * 44}" width="32" height="36" rx="3" fill="${c(vary(rng, pick(rng, ACCENT)))}"/>`;
  // Parking lot in front.
  out += `<rect x="0" y="${base}" width="${W}" height="${H - base}" fill="${c('#62666e')}"/>`;
  out += `<rect x="0" y="${base}" width="${W}" height="14" fill="${c('#d9d2c4')}"/>`;
  for (let x = 40; x < W; x += 120) out += `<path d="M${x} ${base + 30} l-24 70" stroke="${c('#e9e4d6')}" stroke-width="4"/>`;
  for (let x = 100; x < W; x += 240)
    if (chance(rng, 0.75)) out += car(ctx, x + between(rng, -10, 10), base + 92, 0.95, chance(rng, 0.5) ? 1 : -1);
  out += `<rect x="0" y="${base + 124}" width="${W}" height="6" fill="${c('#e9e4d6')}" opacity="0.7"/>`;
  for (let x = 180; x < W; x += 300) out += car(ctx, x + between(rng, -30, 30), base + 186, 1.05, chance(rng, 0.5) ? 1 : -1);
  out += lamp(ctx, 430, base + 130, 150) + lamp(ctx, 850, base + 130, 150);
  return out;
}

function landScene(ctx: Ctx, variant: number): string {
  const { rng, c } = ctx;
  let out = dunes(ctx) + skyline(ctx, variant % 2 ? 700 : 60, variant % 2 ? 1240 : 600, 90);
  out += ground(ctx);
  // The plot, in perspective.
  const near = 770;
  const far = ctx.horizon + 40;
  const nl = 120;
  const nr = 1160;
  const fl = 360;
  const fr = 930;
  out += `<path d="M${nl} ${near} L${fl} ${far} L${fr} ${far} L${nr} ${near} Z" fill="${c(shade(vary(rng, ctx.light.ground[0], 0.4), -0.05))}"/>`;
  // Tyre tracks.
  out += `<path d="M${500} ${near} Q560 ${far + 90} ${640} ${far}" stroke="${c(shade(ctx.light.ground[1], -0.1))}" stroke-width="5" fill="none" opacity="0.6"/>`;
  out += `<path d="M${540} ${near} Q600 ${far + 90} ${664} ${far}" stroke="${c(shade(ctx.light.ground[1], -0.1))}" stroke-width="5" fill="none" opacity="0.6"/>`;
  // Fence: posts along the far and side edges, with two wires.
  const post = c('#6b5a48');
  const edge = (x1: number, y1: number, x2: number, y2: number, n: number) => {
    let s = '';
    const tops: string[] = [];
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      const x = x1 + (x2 - x1) * t;
      const y = y1 + (y2 - y1) * t;
      const h = 18 + ((y - far) / (near - far)) * 34;
      s += `<rect x="${f(x - 2)}" y="${f(y - h)}" width="4" height="${f(h)}" fill="${post}"/>`;
      tops.push(`${f(x)} ${f(y - h)}`, `${f(x)} ${f(y - h * 0.55)}`);
    }
    const upper = tops.filter((_, i) => i % 2 === 0).join(' L');
    const lower = tops.filter((_, i) => i % 2 === 1).join(' L');
    return `${s}<path d="M${upper} M${lower}" stroke="${c('#8d8478')}" stroke-width="1.5" fill="none"/>`;
  };
  out += edge(fl, far, fr, far, 12) + edge(nl, near, fl, far, 10) + edge(nr, near, fr, far, 10);
  // Survey stakes with flags at the corners.
  for (const [x, y] of [
    [fl, far],
    [fr, far],
    [nl + 40, near - 10],
    [nr - 40, near - 10],
  ]) {
    out += `<rect x="${x - 1}" y="${y - 40}" width="3" height="40" fill="${c('#f5f0e6')}"/><path d="M${x + 2} ${y - 40} l18 6 l-18 6 Z" fill="${c('#ea580c')}"/>`;
  }
  for (let i = 0; i < 10; i++) out += shrub(ctx, between(rng, 0, W), between(rng, far + 10, H - 20), between(rng, 0.5, 1));
  // For-sale board on two legs.
  const bx = variant % 2 ? 830 : 180;
  const board = c(vary(rng, pick(rng, ['#0f766e', '#14532d', '#1e3a8a', '#7c2d12']), 0.4));
  out += shadowEllipse(ctx, bx + 140, near + 20, 150, 8);
  out += `<rect x="${bx + 40}" y="${near - 200}" width="10" height="220" fill="${c('#5b4636')}"/><rect x="${bx + 230}" y="${near - 200}" width="10" height="220" fill="${c('#5b4636')}"/>`;
  out += `<rect x="${bx}" y="${near - 330}" width="280" height="170" rx="8" fill="${board}"/>`;
  out += `<rect x="${bx + 10}" y="${near - 320}" width="260" height="150" rx="5" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.8"/>`;
  out += `<path d="M${bx + 40} ${near - 240} l40 -36 l40 36 v44 h-80 Z" fill="#ffffff"/><rect x="${bx + 72}" y="${near - 220}" width="16" height="24" fill="${board}"/>`;
  out += `<rect x="${bx + 140}" y="${near - 282}" width="110" height="16" rx="8" fill="#ffffff"/>`;
  out += `<rect x="${bx + 140}" y="${near - 254}" width="90" height="10" rx="5" fill="#ffffff" opacity="0.8"/>`;
  out += `<rect x="${bx + 140}" y="${near - 234}" width="100" height="10" rx="5" fill="#ffffff" opacity="0.8"/>`;
  out += `<rect x="${bx + 140}" y="${near - 210}" width="70" height="14" rx="7" fill="${c('#facc15')}"/>`;
  return out;
}

function warehouseScene(ctx: Ctx, variant: number): string {
  const { rng, c } = ctx;
  const base = 660;
  let out = skyline(ctx, 0, W, 80) + ground(ctx);
  const cladding = vary(rng, pick(rng, ['#c9ced4', '#d6d3cc', '#b7c4cf', '#d9d0bf']));
  const stripe = vary(rng, pick(rng, ['#1d4ed8', '#0f766e', '#b91c1c', '#ca8a04', '#334155']), 0.4);
  const left = 200;
  const right = 1120;
  const eave = base - 230;
  const pid = ctx.uid();
  ctx.defs.push(
    `<pattern id="${pid}" width="14" height="20" patternUnits="userSpaceOnUse"><rect width="14" height="20" fill="${c(cladding)}"/><rect width="3" height="20" fill="${c(shade(cladding, -0.12))}"/></pattern>`,
  );
  out += shadowEllipse(ctx, 660, base, 520, 16);
  out += `<path d="M${left} ${eave} L${(left + right) / 2} ${eave - 40} L${right} ${eave} L${right} ${base} L${left} ${base} Z" fill="url(#${pid})"/>`;
  out += `<path d="M${left - 12} ${eave + 4} L${(left + right) / 2} ${eave - 46} L${right + 12} ${eave + 4}" stroke="${c(shade(cladding, -0.35))}" stroke-width="10" fill="none"/>`;
  out += `<rect x="${left}" y="${eave + 18}" width="${right - left}" height="16" fill="${c(stripe)}"/>`;
  // High windows strip.
  for (let x = left + 30; x < right - 40; x += 70) out += ctx.win(x, eave + 42, 44, 16);
  // Roller doors with a dock.
  const doors = 4;
  const dw = 130;
  const gap = (right - left - 120 - doors * dw) / (doors - 1);
  const dpid = ctx.uid();
  ctx.defs.push(
    `<pattern id="${dpid}" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="10" height="10" fill="${c('#9aa3ad')}"/><rect y="8" width="10" height="2" fill="${c('#7d8690')}"/></pattern>`,
  );
  for (let i = 0; i < doors; i++) {
    const x = left + 60 + i * (dw + gap);
    const open = (i + variant) % 3 === 0;
    out += `<rect x="${f(x - 8)}" y="${base - 150}" width="${dw + 16}" height="150" fill="${c('#4b5563')}"/>`;
    out += open
      ? `<rect x="${f(x)}" y="${base - 142}" width="${dw}" height="50" fill="url(#${dpid})"/><rect x="${f(x)}" y="${base - 92}" width="${dw}" height="92" fill="${ctx.tod === 'dusk' ? '#c9a15a' : c('#2a2f36')}"/>`
      : `<rect x="${f(x)}" y="${base - 142}" width="${dw}" height="142" fill="url(#${dpid})"/>`;
    out += `<rect x="${f(x + dw / 2 - 12)}" y="${base - 162}" width="24" height="8" rx="2" fill="${c('#facc15')}"/>`;
  }
  // Office block.
  const ox = variant % 2 ? right - 10 : left - 170;
  out += `<rect x="${ox}" y="${base - 140}" width="180" height="140" fill="${c(vary(rng, '#e5e0d6'))}"/>`;
  out += `<rect x="${ox - 6}" y="${base - 148}" width="192" height="12" fill="${c(stripe)}"/>`;
  for (let r = 0; r < 2; r++) for (let k = 0; k < 3; k++) out += ctx.win(ox + 18 + k * 54, base - 124 + r * 58, 40, 40);
  // Yard and a truck.
  out += `<rect x="0" y="${base}" width="${W}" height="${H - base}" fill="${c('#6b6f76')}"/>`;
  out += `<rect x="0" y="${base}" width="${W}" height="10" fill="${c('#8d9097')}"/>`;
  for (let x = 60; x < W; x += 180) out += `<rect x="${x}" y="${base + 70}" width="90" height="5" fill="${c('#e9d58c')}" opacity="0.8"/>`;
  const tx = variant % 2 ? 180 : 640;
  const trailer = c(vary(rng, '#f1f1ee', 0.4));
  out += shadowEllipse(ctx, tx + 230, base + 150, 260, 10);
  out += `<rect x="${tx}" y="${base + 20}" width="340" height="110" rx="4" fill="${trailer}"/><rect x="${tx}" y="${base + 54}" width="340" height="14" fill="${c(stripe)}"/>`;
  out += `<path d="M${tx + 350} ${base + 140} V${base + 60} Q${tx + 352} ${base + 44} ${tx + 370} ${base + 44} H${tx + 420} L${tx + 446} ${base + 92} V${base + 140} Z" fill="${c(vary(rng, pick(rng, ['#b91c1c', '#1d4ed8', '#f5f5f4', '#0f766e'])))}"/>`;
  out += `<path d="M${tx + 400} ${base + 54} H${tx + 420} L${tx + 438} ${base + 90} H${tx + 400} Z" fill="${c('#38485c')}"/>`;
  out += `<rect x="${tx + 340}" y="${base + 126}" width="12" height="12" fill="${c('#2d3138')}"/>`;
  for (const wx of [tx + 40, tx + 80, tx + 270, tx + 310, tx + 420])
    out += `<circle cx="${wx}" cy="${base + 142}" r="16" fill="#22252a"/><circle cx="${wx}" cy="${base + 142}" r="6" fill="#9aa0a8"/>`;
  out += lamp(ctx, variant % 2 ? 1180 : 100, base + 40, 170);
  return out;
}

/* ------------------------------------------------------------------------------------------ */
/* Projects                                                                                     */
/* ------------------------------------------------------------------------------------------ */

function mosque(ctx: Ctx, x: number, baseY: number, s = 1): string {
  const col = ctx.c('#f1ebe0');
  const dome = ctx.c(vary(ctx.rng, '#6aa39b', 0.3));
  return (
    `<g transform="translate(${x},${baseY}) scale(${s})">` +
    `<rect x="-70" y="-70" width="140" height="70" fill="${col}"/><path d="M-44 -70 Q-44 -128 0 -132 Q44 -128 44 -70 Z" fill="${dome}"/>` +
    `<rect x="-1.5" y="-150" width="3" height="20" fill="${ctx.c('#c8a64b')}"/>` +
    `<rect x="86" y="-190" width="18" height="190" fill="${col}"/><rect x="82" y="-150" width="26" height="8" fill="${ctx.c('#d9cfc0')}"/><path d="M86 -190 L95 -220 L104 -190 Z" fill="${dome}"/>` +
    `<path d="M-30 0 V-30 Q-30 -44 -18 -44 Q-6 -44 -6 -30 V0 Z M6 0 V-30 Q6 -44 18 -44 Q30 -44 30 -30 V0 Z" fill="${ctx.c('#8c7b6b')}"/></g>`
  );
}

function gardensProject(ctx: Ctx): string {
  const { c } = ctx;
  let out = dunes(ctx) + mosque(ctx, 1180, ctx.horizon + 10, 0.9) + ground(ctx);
  out += `<rect x="0" y="${ctx.horizon + 20}" width="${W}" height="${H - ctx.horizon - 20}" fill="${c('#8fbf6a')}" opacity="0.35"/>`;
  out += `<g transform="translate(380,${640 - 700 * 0.5}) scale(0.5)">${villa(ctx, 2, 0, 700)}</g>`;
  out += `<g transform="translate(-40,${700 - 700 * 0.62}) scale(0.62)">${villa(ctx, 0, 0, 700)}</g>`;
  out += `<g transform="translate(520,${710 - 700 * 0.58}) scale(0.58)">${villa(ctx, 1, 0, 700)}</g>`;
  out += `<rect x="0" y="${H - 140}" width="${W}" height="140" fill="${c('#6fae58')}"/>`;
  out += `<path d="M0 ${H - 70} Q${W / 2} ${H - 120} ${W} ${H - 60}" stroke="${c('#e2c79a')}" stroke-width="26" fill="none"/>`;
  for (const x of [80, 300, 560, 820, 1080, 1220]) out += tree(ctx, x, H - 110, 1.1);
  return out;
}

function waterfrontProject(ctx: Ctx): string {
  const { rng, c } = ctx;
  const horizon = ctx.horizon;
  let out = '';
  const sea = linear(ctx, [
    [0, c('#4f8fb8')],
    [1, c('#1f5f86')],
  ]);
  out += `<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="${sea}"/>`;
  if (ctx.light.sun) {
    // The sun's path on the water: broken bars narrowing towards the viewer.
    for (let i = 0; i < 9; i++) {
      const w = 150 - i * 12 + between(rng, -10, 10);
      out += `<rect x="${f(ctx.light.sun.x - w / 2 + between(rng, -8, 8))}" y="${horizon + 6 + i * 12}" width="${f(w)}" height="5" rx="2.5" fill="${ctx.light.sun.color}" opacity="${f(0.8 - i * 0.06)}"/>`;
    }
  }
  for (let i = 0; i < 40; i++)
    out += `<rect x="${f(rng() * W)}" y="${f(horizon + 6 + rng() * 140)}" width="${f(between(rng, 20, 60))}" height="2" rx="1" fill="#ffffff" opacity="0.35"/>`;
  // Boats in the marina.
  for (const x of [860, 980, 1120]) {
    const y = horizon + 56 + (x % 3) * 6;
    out += `<path d="M${x} ${y} h70 l-12 16 h-46 Z" fill="${c('#f8fafc')}"/><rect x="${x + 33}" y="${y - 80}" width="3" height="80" fill="${c('#e2e8f0')}"/><path d="M${x + 38} ${y - 76} l28 70 h-28 Z" fill="${c('#f1f5f9')}"/>`;
  }
  // Towers on the promenade.
  const base = 690;
  out += `<rect x="0" y="${base - 60}" width="760" height="${H - base + 60}" fill="${c('#d6c4a4')}"/>`;
  out += glassTower(ctx, 80, 170, 230, base - 40, vary(rng, '#4a86b8'), 30);
  out += apartmentBlock(ctx, 300, 200, 11, base - 40, { color: vary(rng, '#f1ece4') });
  out += glassTower(ctx, 560, 150, 300, base - 40, vary(rng, '#3d9aa0'), -20);
  out += `<rect x="0" y="${base}" width="${W}" height="${H - base}" fill="${c('#e6d3ae')}"/>`;
  out += `<rect x="0" y="${base}" width="${W}" height="10" fill="${c('#c7b08a')}"/>`;
  for (const x of [60, 260, 460, 660, 860, 1060, 1240]) out += palm(ctx, x, H - 40, between(rng, 180, 230), between(rng, -14, 14));
  for (let x = 0; x < W; x += 40) out += `<rect x="${x}" y="${base + 10}" width="4" height="24" fill="${c('#8d7a60')}"/>`;
  out += `<rect x="0" y="${base + 10}" width="${W}" height="4" fill="${c('#8d7a60')}"/>`;
  return out;
}

function towersProject(ctx: Ctx): string {
  const { rng, c } = ctx;
  let out = skyline(ctx, 0, W, 120) + ground(ctx);
  const [a, b] = [pick(rng, ['#d9b99b', '#c9a27e', '#d7c4a8']), pick(rng, ['#c8d3dc', '#b9c7c4', '#e6d6c3'])];
  out += apartmentBlock(ctx, 140, 240, 10, 660, { color: vary(rng, a) });
  out += apartmentBlock(ctx, 880, 240, 11, 660, { color: vary(rng, b) });
  out += apartmentBlock(ctx, 480, 300, 13, 680, { color: vary(rng, '#f2ede6') });
  out += `<rect x="0" y="680" width="${W}" height="${H - 680}" fill="${c('#7db567')}"/>`;
  out += `<rect x="420" y="716" width="440" height="84" rx="40" fill="${c('#e8dcc4')}"/><rect x="450" y="730" width="380" height="56" rx="28" fill="${c('#47b3d8')}"/>`;
  out += `<path d="M470 748 q30 -8 60 0 t60 0 t60 0 t60 0 t60 0" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.6"/>`;
  for (const x of [60, 230, 340, 940, 1060, 1210]) out += tree(ctx, x, 800, between(rng, 0.9, 1.2));
  for (const x of [380, 900]) out += palm(ctx, x, 810, 200, between(rng, -10, 10));
  return out;
}

function businessProject(ctx: Ctx): string {
  const { rng, c } = ctx;
  let out = skyline(ctx, 0, W, 140) + ground(ctx);
  out += apartmentBlock(ctx, 80, 300, 5, 650, { balconies: false, color: vary(rng, '#d8c8ae') });
  out += apartmentBlock(ctx, 880, 320, 6, 650, { balconies: false, color: vary(rng, '#cdbfa8') });
  out += glassTower(ctx, 500, 240, 120, 670, vary(rng, '#3d7fb8'), 40);
  // Low podium of showrooms linking the buildings.
  out += `<rect x="330" y="600" width="620" height="70" fill="${c(vary(rng, '#e3d9c8'))}"/><rect x="322" y="592" width="636" height="10" fill="${c('#5b6470')}"/>`;
  for (let x = 350; x < 930; x += 76) out += ctx.win(x, 614, 60, 56);
  out += `<rect x="0" y="670" width="${W}" height="${H - 670}" fill="${c('#d9cfbd')}"/>`;
  for (let x = 0; x < W; x += 80) out += `<rect x="${x}" y="670" width="2" height="${H - 670}" fill="${c('#c4b8a2')}"/>`;
  // Shade canopy over the plaza.
  out += `<path d="M360 700 Q640 640 920 700 L920 712 Q640 652 360 712 Z" fill="${c('#f6f1e7')}"/>`;
  for (const x of [380, 520, 760, 900])
    out += `<rect x="${x}" y="${700 - (x === 520 || x === 760 ? 30 : 0)}" width="6" height="${110 + (x === 520 || x === 760 ? 30 : 0)}" fill="${c('#7b6f60')}"/>`;
  for (const x of [120, 260, 1020, 1160]) out += palm(ctx, x, 800, between(rng, 180, 220), between(rng, -12, 12));
  for (const x of [450, 830]) out += tree(ctx, x, 790, 1.1);
  out += lamp(ctx, 640, 820, 130);
  return out;
}

const PROJECT_DRAWERS: Record<ProjectImageKey, (ctx: Ctx) => string> = {
  gardens: gardensProject,
  waterfront: waterfrontProject,
  towers: towersProject,
  business: businessProject,
};

const TYPE_DRAWERS: Record<PropertyType, (ctx: Ctx, variant: number) => string> = {
  apartment: apartmentScene,
  villa: villaScene,
  office: officeScene,
  commercial: commercialScene,
  land: landScene,
  warehouse: warehouseScene,
};

function scene(rng: Rng, tod: TimeOfDay, draw: (ctx: Ctx) => string): string {
  const ctx = makeCtx(rng, tod, between(rng, 570, 600));
  const back = sky(ctx);
  const body = draw(ctx);
  // A soft vignette pulls the eye to the centre.
  const vignette = radial(ctx, [
    [0.7, '#000000', 0],
    [1, '#000000', ctx.tod === 'dusk' ? 0.3 : 0.12],
  ]);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${ctx.defs.join('')}</defs>` +
    `${back}${body}<rect width="${W}" height="${H}" fill="${vignette}"/></svg>`
  );
}
