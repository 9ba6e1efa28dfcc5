import { asc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { statsSchema } from '../../../shared/schemas/property';
import type { Db } from '../../db/client';
import { investments, properties, propertyBids, userInvestments, users } from '../../db/schema';
import { onMarket } from './visibility';

export type Stats = z.output<typeof statsSchema>;

/**
 * GET /api/stats (the market statistics panel): listings on the market (docs/product.md#trust), active opportunities, users, and the
 * transactions of the last 30 days (bids accepted in that time plus investments made in it).
 */
export async function getStats({ db }: { db: Db }): Promise<Stats> {
  const since = sql`now() - interval '30 days'`;
  const [[totals], byCity] = await Promise.all([
    db
      .select({
        totalProperties: sql<number>`(select count(*) from ${properties} where ${onMarket()})::int`,
        totalInvestments: sql<number>`(select count(*) from ${investments} where ${investments.status} = 'active')::int`,
        totalUsers: sql<number>`(select count(*) from ${users})::int`,
        acceptedBids: sql<number>`(select count(*) from ${propertyBids} where ${propertyBids.status} = 'accepted' and ${propertyBids.respondedAt} >= ${since})::int`,
        recentInvestments: sql<number>`(select count(*) from ${userInvestments} where ${userInvestments.investmentDate} >= ${since})::int`,
      })
      .from(sql`(select 1) as one`),
    db
      .select({ city: properties.city, count: sql<number>`count(*)::int` })
      .from(properties)
      .where(onMarket())
      .groupBy(properties.city)
      .orderBy(sql`count(*) desc`, asc(properties.city)),
  ]);
  return {
    totalProperties: Number(totals.totalProperties),
    totalInvestments: Number(totals.totalInvestments),
    totalUsers: Number(totals.totalUsers),
    monthlyTransactions: Number(totals.acceptedBids) + Number(totals.recentInvestments),
    propertiesByCity: byCity.map((r) => ({ city: r.city, count: Number(r.count) })),
  };
}
