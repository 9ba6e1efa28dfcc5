// Buildings of the seed pictures: a Najdi-style villa, a residential block and a glass tower.
import { between, chance, int, pick } from '../random';
import { shadowEllipse } from './backdrop';
import { f, linear, radial, type Ctx } from './canvas';
import { mix, shade, vary } from './colour';
import { palm, shrub } from './props';

export const STONE = ['#efe3cf', '#e8d6b9', '#f3ede2', '#dcc6a3', '#e9dfd0', '#d8c2a8'];
export const ACCENT = ['#0f766e', '#b45309', '#1d4ed8', '#9f1239', '#4d7c0f', '#7c3aed', '#0e7490'];

/** A modern Najdi-style villa behind a boundary wall, with palms. */
export function villa(ctx: Ctx, variant: number, ox = 0, baseY = 690): string {
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
export function apartmentBlock(
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

/** A glass office tower with neighbours and a landscaped plaza. */
export function glassTower(ctx: Ctx, x: number, w: number, top: number, baseY: number, tintHex: string, slant = 0): string {
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
