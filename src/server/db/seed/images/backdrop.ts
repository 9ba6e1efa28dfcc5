// The backdrop of a scene: sky, clouds, distant skyline, dunes, ground, road and shadows.
import { between, chance, int } from '../random';
import { H, W, f, linear, radial, type Ctx } from './canvas';
import { mix, vary } from './colour';

export function sky(ctx: Ctx): string {
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
export function skyline(ctx: Ctx, from = 0, to = W, maxH = 130): string {
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
export function dunes(ctx: Ctx): string {
  const { rng } = ctx;
  const col = mix(ctx.light.ground[0], ctx.light.sky[ctx.light.sky.length - 1][1], 0.45);
  const y = ctx.horizon;
  const a = between(rng, 20, 50);
  const b = between(rng, 25, 60);
  return `<path d="M0 ${y} Q${f(W * 0.18)} ${f(y - a)} ${f(W * 0.38)} ${f(y - 6)} T${f(W * 0.72)} ${f(y - b * 0.6)} T${W} ${f(y - b)} L${W} ${y} Z" fill="${col}" opacity="0.8"/>`;
}

export function ground(ctx: Ctx): string {
  const [a, b] = ctx.light.ground;
  return `<rect x="0" y="${ctx.horizon}" width="${W}" height="${H - ctx.horizon}" fill="${linear(ctx, [
    [0, vary(ctx.rng, a, 0.4)],
    [1, vary(ctx.rng, b, 0.4)],
  ])}"/>`;
}

/** Sidewalk and road across the foreground. */
export function road(ctx: Ctx, top = 700): string {
  const { c } = ctx;
  let out = `<rect x="0" y="${top}" width="${W}" height="22" fill="${c('#d9d2c4')}"/>`;
  out += `<rect x="0" y="${top + 22}" width="${W}" height="6" fill="${c('#a79f92')}"/>`;
  out += `<rect x="0" y="${top + 28}" width="${W}" height="${H - top - 28}" fill="${c('#5a5e66')}"/>`;
  const mid = top + 28 + (H - top - 28) / 2;
  for (let x = 20; x < W; x += 110)
    out += `<rect x="${x}" y="${f(mid - 3)}" width="60" height="6" rx="3" fill="${c('#f1e6c8')}" opacity="0.9"/>`;
  return out;
}

export function shadowEllipse(ctx: Ctx, cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="#000000" opacity="${ctx.tod === 'dusk' ? 0.12 : 0.14}"/>`;
}
