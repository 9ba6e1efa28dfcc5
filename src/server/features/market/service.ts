import { and, desc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { PropertyType } from '../../../shared/constants';
import { MARKET_MONTHS, type Market, type MarketQuery } from '../../../shared/schemas/market';
import type { Db } from '../../db/client';
import { marketFigures } from '../../db/schema';
import { computeMarketFigures } from './figures';

// GET /api/market (docs/product.md#market): the figures the job stored (figures.ts), read by slice.
// Three indexed reads of at most a few hundred rows each: when they were computed, the cities'
// rows, and the rows of the chosen place (the country, or a city with its neighbourhoods).

type Row = {
  measure: string;
  city: string;
  neighborhood: string;
  propertyType: string;
  month: string;
  listings: number;
  medianPerSqm: string | null;
};

const COLUMNS = {
  measure: marketFigures.measure,
  city: marketFigures.city,
  neighborhood: marketFigures.neighborhood,
  propertyType: marketFigures.propertyType,
  month: marketFigures.month,
  listings: marketFigures.listings,
  medianPerSqm: marketFigures.medianPerSqm,
};

const RIYADH_OFFSET_MS = 3 * 3600_000;

/** The trend's months, oldest first, ending with the month (Riyadh time) the figures were computed in. */
export function trendMonths(computedAt: Date): string[] {
  const local = new Date(computedAt.getTime() + RIYADH_OFFSET_MS);
  return Array.from({ length: MARKET_MONTHS }, (_, i) =>
    new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - (MARKET_MONTHS - 1 - i), 1)).toISOString().slice(0, 7),
  );
}

async function latestComputedAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ computedAt: marketFigures.computedAt })
    .from(marketFigures)
    .orderBy(desc(marketFigures.computedAt))
    .limit(1);
  return row?.computedAt ?? null;
}

function rowsWhere(db: Db, mode: string, ...conditions: SQL[]): Promise<Row[]> {
  return db
    .select(COLUMNS)
    .from(marketFigures)
    .where(and(eq(marketFigures.mode, mode), inArray(marketFigures.measure, ['asking', 'sold']), ...conditions));
}

const asking = (r: Row | undefined) => ({ listings: r?.listings ?? 0, medianPerSqm: r?.medianPerSqm ?? null });
const sold = (r: Row | undefined) => ({ soldListings: r?.listings ?? 0, soldMedianPerSqm: r?.medianPerSqm ?? null });

/** Looks rows up by their slice; '' stands for "all" as in the table. */
function indexRows(rows: Row[], key: (r: Row) => string) {
  const byKey = new Map(rows.map((r) => [`${r.measure}|${key(r)}`, r]));
  return (measure: 'asking' | 'sold', k: string) => byKey.get(`${measure}|${k}`);
}

/** Areas (cities or neighbourhoods) with both measures, most listings first, then most sales. */
function areasOf(rows: Row[], name: (r: Row) => string): Market['areas'] {
  const find = indexRows(rows, name);
  const names = [...new Set(rows.map(name))];
  return names
    .map((n) => ({ name: n, ...asking(find('asking', n)), ...sold(find('sold', n)) }))
    .sort((a, b) => b.listings - a.listings || b.soldListings - a.soldListings || a.name.localeCompare(b.name));
}

/** `db` may be a read replica; `primary` (default `db`) is where figures missing at the first start are computed. */
export async function getMarket({ db: reads, primary = reads, query }: { db: Db; primary?: Db; query: MarketQuery }): Promise<Market> {
  const { mode } = query;
  const type = query.propertyType ?? '';
  let db = reads;
  let computedAt = await latestComputedAt(db);
  if (!computedAt) {
    // A fresh database (the first `npm start`): the page shows figures at once, not after the job.
    // A replica takes no writes: they are computed on the primary, and read from it this once.
    db = primary;
    await computeMarketFigures(db, { onlyIfEmpty: true });
    computedAt = await latestComputedAt(db);
  }

  const cityRows = await rowsWhere(
    db,
    mode,
    ne(marketFigures.city, ''),
    eq(marketFigures.neighborhood, ''),
    eq(marketFigures.month, ''),
    inArray(marketFigures.propertyType, [...new Set(['', type])]),
  );
  const cities = [...new Set(cityRows.filter((r) => r.propertyType === '').map((r) => r.city))].sort((a, b) => a.localeCompare(b));
  // The city as the figures name it: chosen case-insensitively ("riyadh" is Riyadh).
  const city = query.city ? (cities.find((c) => c.toLowerCase() === query.city!.toLowerCase()) ?? null) : '';
  // The place's own rows (every type and month), and its neighbourhoods' rows of the chosen type.
  const placeRows =
    city === null
      ? []
      : await rowsWhere(
          db,
          mode,
          eq(marketFigures.city, city),
          or(eq(marketFigures.neighborhood, ''), and(eq(marketFigures.propertyType, type), eq(marketFigures.month, '')))!,
        );

  const whole = placeRows.filter((r) => r.neighborhood === '');
  const find = indexRows(whole, (r) => `${r.propertyType}|${r.month}`);
  // By neighbourhood in a chosen city, else by city (none for a city without figures).
  const areas = city
    ? areasOf(
        placeRows.filter((r) => r.neighborhood !== ''),
        (r) => r.neighborhood,
      )
    : areasOf(city === null ? [] : cityRows.filter((r) => r.propertyType === type), (r) => r.city);
  const byType = whole
    .filter((r) => r.measure === 'asking' && r.propertyType !== '' && r.month === '')
    .map((r) => ({ propertyType: r.propertyType as PropertyType, ...asking(r) }))
    .sort((a, b) => b.listings - a.listings || a.propertyType.localeCompare(b.propertyType));
  const trend = computedAt
    ? trendMonths(computedAt).map((month) => ({
        month,
        ...asking(find('asking', `${type}|${month}`)),
        ...sold(find('sold', `${type}|${month}`)),
      }))
    : [];

  return {
    computedAt,
    mode,
    propertyType: query.propertyType ?? null,
    city: city || query.city || null,
    overall: { ...asking(find('asking', `${type}|`)), ...sold(find('sold', `${type}|`)) },
    areas,
    byType,
    trend,
    cities,
  };
}
