// Seeded randomness for the seed data, the test factories and the seed images: everything is
// drawn from a seeded PRNG, so one seed always gives the same data.

/** A random number in [0, 1), like Math.random. */
export type Rng = () => number;

/** mulberry32: a tiny, fast 32-bit PRNG; good enough for demo data and fully deterministic. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max], both included. */
export const int = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));
/** A float in [min, max). */
export const between = (rng: Rng, min: number, max: number): number => min + rng() * (max - min);
export const chance = (rng: Rng, p: number): boolean => rng() < p;
export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)];
}
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
/** `count` distinct items (fewer if the list is shorter). */
export const sample = <T>(rng: Rng, items: readonly T[], count: number): T[] => shuffle(rng, items).slice(0, count);
/** Rounds to a multiple of `step`. */
export const roundTo = (value: number, step: number): number => Math.round(value / step) * step;
/** A money or numeric column value: a string with two decimals. */
export const money = (value: number): string => value.toFixed(2);
