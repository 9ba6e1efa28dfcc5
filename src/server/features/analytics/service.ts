import { asc, desc, sql } from 'drizzle-orm';
import type { AnalyticsData } from '../../../shared/schemas/analytics';
import { rowsOf, type Db, type Tx } from '../../db/client';
import { investments, properties, propertyBids, propertyInquiries, userInvestments, users } from '../../db/schema';

// The admin dashboard's figures (GET /api/analytics). Everything is aggregated by PostgreSQL
// (GROUP BY, FILTER, sums, generate_series): no row is loaded into Node to be counted. The queries
// run in one read-only REPEATABLE READ transaction, so they all see the same snapshot and agree
// with each other (e.g. the per-city counts add up to the total).

export const WEEKS = 12;
export const TOP_OPPORTUNITIES = 5;

const n = (v: unknown) => Number(v ?? 0);

async function totals(tx: Tx) {
  const [row] = await tx
    .select({
      usersTotal: sql<number>`(select count(*) from ${users})::int`,
      buyer: sql<number>`(select count(*) filter (where ${users.role} = 'buyer') from ${users})::int`,
      developer: sql<number>`(select count(*) filter (where ${users.role} = 'developer') from ${users})::int`,
      investor: sql<number>`(select count(*) filter (where ${users.role} = 'investor') from ${users})::int`,
      admin: sql<number>`(select count(*) filter (where ${users.role} = 'admin') from ${users})::int`,
      propertiesTotal: sql<number>`(select count(*) from ${properties})::int`,
      active: sql<number>`(select count(*) filter (where ${properties.status} = 'active') from ${properties})::int`,
      sold: sql<number>`(select count(*) filter (where ${properties.status} = 'sold') from ${properties})::int`,
      pendingProperties: sql<number>`(select count(*) filter (where ${properties.status} = 'pending') from ${properties})::int`,
      forSale: sql<number>`(select count(*) filter (where ${properties.forSale}) from ${properties})::int`,
      forRent: sql<number>`(select count(*) filter (where ${properties.forRent}) from ${properties})::int`,
      bidsTotal: sql<number>`(select count(*) from ${propertyBids})::int`,
      // A pending bid past its validUntil reads "Expired" on My Bids and Received Bids (it can no
      // longer be accepted): it is counted as expired, not as pending. now() is the snapshot's time.
      bidsPending: sql<number>`(select count(*) filter (where ${propertyBids.status} = 'pending'
        and (${propertyBids.validUntil} is null or ${propertyBids.validUntil} > now())) from ${propertyBids})::int`,
      bidsExpired: sql<number>`(select count(*) filter (where ${propertyBids.status} = 'pending'
        and ${propertyBids.validUntil} <= now()) from ${propertyBids})::int`,
      bidsAccepted: sql<number>`(select count(*) filter (where ${propertyBids.status} = 'accepted') from ${propertyBids})::int`,
      bidsRejected: sql<number>`(select count(*) filter (where ${propertyBids.status} = 'rejected') from ${propertyBids})::int`,
      inquiriesTotal: sql<number>`(select count(*) from ${propertyInquiries})::int`,
      inquiriesPending: sql<number>`(select count(*) filter (where ${propertyInquiries.status} = 'pending') from ${propertyInquiries})::int`,
      inquiriesResponded: sql<number>`(select count(*) filter (where ${propertyInquiries.status} = 'responded') from ${propertyInquiries})::int`,
      opportunities: sql<number>`(select count(*) from ${investments})::int`,
      opportunitiesActive: sql<number>`(select count(*) filter (where ${investments.status} = 'active') from ${investments})::int`,
      holdings: sql<number>`(select count(*) from ${userInvestments})::int`,
      fundingRaised: sql<string>`(select round(coalesce(sum(${investments.currentFunding}), 0), 2) from ${investments})::text`,
      fundingTarget: sql<string>`(select round(coalesce(sum(${investments.totalFunding}), 0), 2) from ${investments})::text`,
      percentFunded: sql<number>`(select case when coalesce(sum(${investments.totalFunding}), 0) = 0 then 0
        else round(sum(${investments.currentFunding}) * 100 / sum(${investments.totalFunding}), 2) end from ${investments})::float8`,
    })
    .from(sql`(select 1) as one`);
  return {
    users: { total: n(row.usersTotal), buyer: n(row.buyer), developer: n(row.developer), investor: n(row.investor), admin: n(row.admin) },
    properties: {
      total: n(row.propertiesTotal),
      active: n(row.active),
      sold: n(row.sold),
      pending: n(row.pendingProperties),
      forSale: n(row.forSale),
      forRent: n(row.forRent),
    },
    bids: {
      total: n(row.bidsTotal),
      pending: n(row.bidsPending),
      expired: n(row.bidsExpired),
      accepted: n(row.bidsAccepted),
      rejected: n(row.bidsRejected),
    },
    inquiries: { total: n(row.inquiriesTotal), pending: n(row.inquiriesPending), responded: n(row.inquiriesResponded) },
    investments: {
      opportunities: n(row.opportunities),
      active: n(row.opportunitiesActive),
      holdings: n(row.holdings),
      fundingRaised: row.fundingRaised,
      fundingTarget: row.fundingTarget,
      percentFunded: n(row.percentFunded),
    },
  };
}

/** Mean sale price per m² in SAR (priceSar, so dollars and euros count at their SAR value) of listings for sale with an area: a rent per m² is another measure. */
const avgPricePerSqm = sql<
  string | null
>`round(avg(${properties.priceSar} / ${properties.area}) filter (where ${properties.forSale} and ${properties.area} > 0), 2)::text`;

async function byCity(tx: Tx) {
  const rows = await tx
    .select({ city: properties.city, count: sql<number>`count(*)::int`, averagePricePerSqm: avgPricePerSqm })
    .from(properties)
    .groupBy(properties.city)
    .orderBy(sql`count(*) desc`, asc(properties.city));
  return rows.map((r) => ({ city: r.city, count: n(r.count), averagePricePerSqm: r.averagePricePerSqm ?? null }));
}

async function byType(tx: Tx) {
  const rows = await tx
    .select({ propertyType: properties.propertyType, count: sql<number>`count(*)::int`, averagePricePerSqm: avgPricePerSqm })
    .from(properties)
    .groupBy(properties.propertyType)
    .orderBy(sql`count(*) desc`, sql`${properties.propertyType}::text`);
  return rows.map((r) => ({ propertyType: r.propertyType, count: n(r.count), averagePricePerSqm: r.averagePricePerSqm ?? null }));
}

interface WeekRow {
  weekStart: string;
  newListings: number;
  newUsers: number;
}

/** The last 12 ISO weeks (Monday starts, UTC), oldest first; generate_series gives the empty weeks their zeros. */
async function weekly(tx: Tx): Promise<WeekRow[]> {
  const result = await tx.execute(sql`
    with weeks as (
      select generate_series(
        date_trunc('week', now() at time zone 'UTC') - ${`${WEEKS - 1} weeks`}::interval,
        date_trunc('week', now() at time zone 'UTC'),
        interval '1 week'
      ) as week_start
    ),
    since as (select min(week_start) at time zone 'UTC' as t from weeks),
    listings as (
      select date_trunc('week', ${properties.createdAt} at time zone 'UTC') as week_start, count(*) as n
      from ${properties} where ${properties.createdAt} >= (select t from since) group by 1
    ),
    joined as (
      select date_trunc('week', ${users.createdAt} at time zone 'UTC') as week_start, count(*) as n
      from ${users} where ${users.createdAt} >= (select t from since) group by 1
    )
    select to_char(w.week_start, 'YYYY-MM-DD') as "weekStart",
      coalesce(l.n, 0)::int as "newListings",
      coalesce(j.n, 0)::int as "newUsers"
    from weeks w
    left join listings l on l.week_start = w.week_start
    left join joined j on j.week_start = w.week_start
    order by w.week_start
  `);
  const rows = rowsOf<WeekRow>(result);
  return rows.map((r) => ({ weekStart: String(r.weekStart), newListings: n(r.newListings), newUsers: n(r.newUsers) }));
}

async function topOpportunities(tx: Tx) {
  const percent = sql<number>`round(${investments.currentFunding} * 100 / ${investments.totalFunding}, 2)::float8`;
  const rows = await tx
    .select({
      id: investments.id,
      title: investments.title,
      currentFunding: investments.currentFunding,
      totalFunding: investments.totalFunding,
      percent,
    })
    .from(investments)
    .orderBy(desc(investments.currentFunding), desc(percent), desc(investments.createdAt), desc(investments.id))
    .limit(TOP_OPPORTUNITIES);
  return rows.map((r) => ({ ...r, percent: n(r.percent) }));
}

/** GET /api/analytics (admin). */
export async function getAnalytics({ db }: { db: Db }): Promise<AnalyticsData> {
  return db.transaction(
    async (tx) => ({
      generatedAt: new Date(),
      totals: await totals(tx),
      propertiesByCity: await byCity(tx),
      propertiesByType: await byType(tx),
      weekly: await weekly(tx),
      topOpportunities: await topOpportunities(tx),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
