// Colour helpers for the seed pictures: mixing, shading and slight random variation.
import { between, type Rng } from '../random';

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
export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
/** Lighter (amount > 0) or darker (amount < 0). */
export const shade = (hex: string, amount: number) => (amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount));

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
export function vary(rng: Rng, hex: string, amount = 1): string {
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
