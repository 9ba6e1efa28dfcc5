// What the speed-budget scripts share besides the server itself (../lib/server): Chromium, the
// pages measured, and the median.
export { BUILD_DIR, ROOT, startServer } from '../lib/server';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The pages of the speed budget; a listing id is taken from the running server's own data. */
export async function budgetPages(url: string): Promise<Array<{ name: string; path: string }>> {
  const res = await fetch(`${url}/api/properties?pageSize=1`);
  const body = (await res.json()) as { items?: Array<{ id: string | number }> } | Array<{ id: string | number }>;
  const items = Array.isArray(body) ? body : (body.items ?? []);
  if (!items[0]) throw new Error('no property in the demo data to measure /properties/{id}');
  return [
    { name: '/', path: '/' },
    { name: '/buy', path: '/buy' },
    { name: '/properties/{id}', path: `/properties/${items[0].id}` },
    { name: '/invest', path: '/invest' },
    // The Arabic twins of the landing and the search (issue 22): within the English pages' figures.
    { name: '/ar', path: '/ar' },
    { name: '/ar/buy', path: '/ar/buy' },
  ];
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
