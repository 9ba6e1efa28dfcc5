import { sql } from 'drizzle-orm';
import { MARKET_MIN_SAMPLE } from '../../../shared/constants';
import { MARKET_MONTHS } from '../../../shared/schemas/market';
import type { Db } from '../../db/client';
import { marketFigures, properties } from '../../db/schema';
import { onMarket } from '../properties/visibility';

// The market page's figures (docs/product.md#market), worked out together in one statement and
// stored in market_figures, which GET /api/market reads by slice: a median over a million listings
// is a sort, not something to do per request.
//
// What is counted, per m² in SAR: for sale, the asking price of listings on the market; for rent, a
// year of rent of listings on the market; sold, the sold price of listings sold this month or in the
// 11 before. The trend counts listings by the month they were listed (asking) or sold (sold), in
// Riyadh time. Cities and neighbourhoods are told apart case-insensitively and named as most of their
// listings write them.

/** Riyadh is UTC+3 all year: a timestamp's local time without depending on the server's time zone data. */
const riyadh = (at: unknown) => sql`((${at}) at time zone 'UTC' + interval '3 hours')`;
/** The first moment (Riyadh time) of the oldest month the trend and the sold figures cover. */
const windowStart = sql`(date_trunc('month', ${riyadh(sql`now()`)}) - interval '${sql.raw(String(MARKET_MONTHS - 1))} months')`;

/**
 * The slices GET /api/market reads (c = city, n = neighbourhood, t = type, m = month): the whole
 * selection, by city, by neighbourhood within a city, by type, each of those for one type, and the
 * month by month trend of the country or a city, for all types or one.
 */
const SLICES = sql.raw(`grouping sets ((), (t), (c), (c, t), (c, n), (c, n, t), (m), (t, m), (c, m), (c, t, m))`);

/**
 * Recomputes every figure and replaces the table's rows in one transaction: readers see the old
 * figures or the new, never a mix. `onlyIfEmpty`: do nothing when figures exist (the first GET on a
 * fresh database computes them inline; two such requests at once compute them once). Answers whether
 * it computed.
 */
export async function computeMarketFigures(db: Db, { onlyIfEmpty = false } = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One writer at a time (a job and a first request, or two servers' jobs); readers are not held.
    await tx.execute(sql`lock table ${marketFigures} in exclusive mode`);
    if (onlyIfEmpty) {
      const [any] = await tx.select({ mode: marketFigures.mode }).from(marketFigures).limit(1);
      if (any) return false;
    }
    await tx.delete(marketFigures);
    // The grouping sorts a row per listing counted: in memory rather than in temporary files.
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(figuresStatement());
    // The whole selection of each measure has a row even with nothing to count, so "computed, none
    // yet" is told from "never computed", and the answer still says when.
    await tx.execute(sql`
      insert into ${marketFigures} (mode, measure, listings)
      values ('sale', 'asking', 0), ('rent', 'asking', 0), ('sale', 'sold', 0)
      on conflict do nothing`);
    return true;
  });
}

function figuresStatement() {
  const p = properties;
  const perSqm = (amount: unknown) => sql`(${amount} / ${p.area})::float8`;
  return sql`
    with counted as (
      select 'sale' as mode, 'asking' as measure, ${p.city} as city, ${p.neighborhood} as neighborhood, ${p.propertyType} as t,
             ${p.createdAt} as at, ${p.pricePerSqmSar}::float8 as v
      from ${p} where ${onMarket()} and ${p.pricePerSqmSar} is not null
      union all
      select 'rent', 'asking', ${p.city}, ${p.neighborhood}, ${p.propertyType}, ${p.createdAt}, ${perSqm(p.yearlyRentSar)}
      from ${p} where ${onMarket()} and ${p.forRent} and ${p.yearlyRentSar} is not null and ${p.area} > 0
      union all
      select 'sale', 'sold', ${p.city}, ${p.neighborhood}, ${p.propertyType}, ${p.soldAt}, ${perSqm(p.soldPriceSar)}
      from ${p} where ${p.status} = 'sold' and ${p.soldPriceSar} is not null and ${p.area} > 0 and ${riyadh(p.soldAt)} >= ${windowStart}
    ),
    -- The keys compare byte by byte (collation "C"): the grouping sorts every counted listing by them
    -- several times, and their order means nothing.
    keyed as (
      select mode collate "C" as mode, measure collate "C" as measure, btrim(city) as city,
             nullif(btrim(neighborhood), '') as neighborhood, t, v,
             lower(btrim(city)) collate "C" as c, lower(nullif(btrim(neighborhood), '')) collate "C" as n,
             case when ${riyadh(sql`at`)} >= ${windowStart} then to_char(${riyadh(sql`at`)}, 'YYYY-MM') collate "C" end as m
      from counted
    ),
    -- A place's name: its most frequent spelling (hashed counts, then the top one of each place).
    city_names as (
      select distinct on (c) c, city as name
      from (select c, city, count(*) as k from keyed group by c, city) spellings
      order by c, k desc, city
    ),
    neighborhood_names as (
      select distinct on (c, n) c, n, neighborhood as name
      from (select c, n, neighborhood, count(*) as k from keyed where n is not null group by c, n, neighborhood) spellings
      order by c, n, k desc, neighborhood
    ),
    figures as (
      select mode, measure, c, n, t, m, count(*)::int as listings, percentile_cont(0.5) within group (order by v) as median
      from keyed
      group by mode, measure, ${SLICES}
      -- A listing without a neighbourhood counts in its city, in no neighbourhood; one listed before
      -- the trend's first month counts in the figures of today, in no month.
      having not (grouping(n) = 0 and n is null) and not (grouping(m) = 0 and m is null)
    )
    insert into ${marketFigures} (mode, measure, city, neighborhood, property_type, month, listings, median_per_sqm)
    select f.mode, f.measure, coalesce(cn.name, ''), coalesce(nn.name, ''), coalesce(f.t::text, ''), coalesce(f.m, ''), f.listings,
           case when f.listings >= ${MARKET_MIN_SAMPLE} then round(f.median::numeric, 2) end
    from figures f
    left join city_names cn on cn.c = f.c
    left join neighborhood_names nn on nn.c = f.c and nn.n = f.n`;
}
