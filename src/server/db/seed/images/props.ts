// Props of a scene: palms, trees, shrubs, cars and street lamps.
import { between, pick } from '../random';
import { shadowEllipse } from './backdrop';
import { f, radial, type Ctx } from './canvas';
import { shade, vary } from './colour';

export function palm(ctx: Ctx, x: number, baseY: number, h: number, lean = 0): string {
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

export function tree(ctx: Ctx, x: number, baseY: number, s = 1): string {
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

export function shrub(ctx: Ctx, x: number, baseY: number, s = 1): string {
  const g = ctx.c(vary(ctx.rng, '#6b8f4e', 0.7));
  return `<ellipse cx="${f(x)}" cy="${f(baseY - 8 * s)}" rx="${f(18 * s)}" ry="${f(11 * s)}" fill="${g}"/><ellipse cx="${f(x + 10 * s)}" cy="${f(baseY - 12 * s)}" rx="${f(11 * s)}" ry="${f(9 * s)}" fill="${shade(g, 0.1)}"/>`;
}

export function car(ctx: Ctx, x: number, baseY: number, s = 1, facing: 1 | -1 = 1): string {
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

export function lamp(ctx: Ctx, x: number, baseY: number, h = 120): string {
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
