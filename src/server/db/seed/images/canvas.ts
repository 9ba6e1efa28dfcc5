// The drawing surface of a seed picture: its size, the drawing context (light, gradients, windows)
// and SVG number formatting.
import { pick, type Rng } from '../random';
import { mix, vary } from './colour';
import { LIGHTS, type Light, type TimeOfDay } from './light';

export const W = 1280;
export const H = 840;

export const f = (n: number) => Math.round(n * 10) / 10;

export interface Ctx {
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

export function makeCtx(rng: Rng, tod: TimeOfDay, horizon: number): Ctx {
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

export function linear(ctx: Ctx, stops: [number, string][], x2 = 0, y2 = 1): string {
  const id = ctx.uid();
  ctx.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.map(([o, col]) => `<stop offset="${o}" stop-color="${col}"/>`).join('')}</linearGradient>`,
  );
  return `url(#${id})`;
}

export function radial(ctx: Ctx, stops: [number, string, number][]): string {
  const id = ctx.uid();
  ctx.defs.push(
    `<radialGradient id="${id}">${stops.map(([o, col, op]) => `<stop offset="${o}" stop-color="${col}" stop-opacity="${op}"/>`).join('')}</radialGradient>`,
  );
  return `url(#${id})`;
}
