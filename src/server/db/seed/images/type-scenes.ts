// The scene of each property type, drawn in several variants.
import type { PropertyType } from '../../../../shared/constants';
import { between, chance, int, pick } from '../random';
import { dunes, ground, road, shadowEllipse, skyline } from './backdrop';
import { ACCENT, STONE, apartmentBlock, glassTower, villa } from './buildings';
import { H, W, f, type Ctx } from './canvas';
import { shade, vary } from './colour';
import { car, lamp, palm, shrub, tree } from './props';

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

export const TYPE_DRAWERS: Record<PropertyType, (ctx: Ctx, variant: number) => string> = {
  apartment: apartmentScene,
  villa: villaScene,
  office: officeScene,
  commercial: commercialScene,
  land: landScene,
  warehouse: warehouseScene,
};
