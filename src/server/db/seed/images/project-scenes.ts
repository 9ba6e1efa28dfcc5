// The picture of each seeded development project.
import { between, pick } from '../random';
import { dunes, ground, skyline } from './backdrop';
import { apartmentBlock, glassTower, villa } from './buildings';
import { H, W, f, linear, type Ctx } from './canvas';
import { vary } from './colour';
import { lamp, palm, tree } from './props';
import type { ProjectImageKey } from './urls';

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

export const PROJECT_DRAWERS: Record<ProjectImageKey, (ctx: Ctx) => string> = {
  gardens: gardensProject,
  waterfront: waterfrontProject,
  towers: towersProject,
  business: businessProject,
};
