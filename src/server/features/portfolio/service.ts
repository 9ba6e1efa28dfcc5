import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { USER_INVESTMENT_STATUSES } from '../../../shared/constants';
import { fromHalalas, toHalalas } from '../../../shared/money';
import type { portfolioSchema } from '../../../shared/schemas/portfolio';
import type { Actor } from '../../auth/guards';
import type { Db } from '../../db/client';
import { investments, ledgerEntries, riskAcknowledgements, userInvestments } from '../../db/schema';
import { allocationOf, divideRounded, percentOf } from './shares';

// GET /api/user/portfolio (docs/product.md#the-portfolio-page): the signed-in investor's holdings,
// one entry per opportunity, with what they paid, received and still hold there. One query reads
// every opportunity held with its sums; the figures built from those sums are exact BigInt arithmetic.

type Portfolio = z.output<typeof portfolioSchema>;
type HoldingStatus = (typeof USER_INVESTMENT_STATUSES)[number];

/** Money still at work (active or completed): a refunded holding went back; a cancelled one never counted in the raise. */
const stillInvested = sql`${userInvestments.status} IN ('active', 'completed')`;

/** The investor's ledger entries of one kind for the opportunity of the row, summed. */
const received = (userId: string, kind: 'distribution' | 'refund') =>
  sql<string>`(SELECT coalesce(sum(${ledgerEntries.amount}), 0)::text FROM ${ledgerEntries}
    WHERE ${ledgerEntries.userId} = ${userId} AND ${ledgerEntries.investmentId} = ${investments.id} AND ${ledgerEntries.kind} = ${kind})`;

async function opportunitiesHeld(db: Db, userId: string) {
  const startDate = sql`min(${userInvestments.investmentDate})`;
  return db
    .select({
      investment: {
        id: investments.id,
        title: investments.title,
        investmentType: investments.investmentType,
        location: investments.location,
        status: investments.status,
        expectedRoi: investments.expectedRoi,
        totalFunding: investments.totalFunding,
        currentFunding: investments.currentFunding,
        fundingDeadline: investments.fundingDeadline,
      },
      invested: sql<string>`sum(${userInvestments.amount})::text`,
      principal: sql<string>`coalesce(sum(${userInvestments.amount}) FILTER (WHERE ${stillInvested}), 0)::text`,
      holdings: sql<number>`count(*)::int`.mapWith(Number),
      startDate: sql<Date>`${startDate}`.mapWith(userInvestments.investmentDate),
      allRefunded: sql<boolean>`bool_and(${userInvestments.status} = 'refunded')`,
      newestStatus: sql<HoldingStatus>`(array_agg(${userInvestments.status} ORDER BY ${userInvestments.investmentDate} DESC, ${userInvestments.id} DESC))[1]`,
      distributions: received(userId, 'distribution'),
      refunded: received(userId, 'refund'),
      riskAcknowledgedAt: sql<Date | null>`(SELECT ${riskAcknowledgements.acknowledgedAt} FROM ${riskAcknowledgements}
        WHERE ${riskAcknowledgements.userId} = ${userId} AND ${riskAcknowledgements.investmentId} = ${investments.id})`.mapWith(
        riskAcknowledgements.acknowledgedAt,
      ),
    })
    .from(userInvestments)
    .innerJoin(investments, eq(investments.id, userInvestments.investmentId))
    .where(eq(userInvestments.userId, userId))
    .groupBy(investments.id)
    .orderBy(desc(startDate), desc(investments.id));
}

export async function portfolioOf({ db, actor }: { db: Db; actor: Actor }): Promise<Portfolio> {
  const rows = await opportunitiesHeld(db, actor.id);
  const totals = { principal: 0n, distributions: 0n, refunded: 0n, held: 0, returnTimesRoi: 0n };
  const byType = new Map<string, bigint>();
  const byCity = new Map<string, bigint>();
  const holdings = rows.map((row) => {
    const invested = toHalalas(row.invested);
    const principal = toHalalas(row.principal);
    const distributions = toHalalas(row.distributions);
    totals.principal += principal;
    totals.distributions += distributions;
    totals.refunded += toHalalas(row.refunded);
    // Σ principal × ROI, in halalas × hundredths of a percent: divided by 10 000 (and rounded) once, at the end.
    totals.returnTimesRoi += principal * toHalalas(row.investment.expectedRoi);
    if (principal > 0n) {
      totals.held += 1;
      const city = row.investment.location.trim();
      byType.set(row.investment.investmentType, (byType.get(row.investment.investmentType) ?? 0n) + principal);
      byCity.set(city, (byCity.get(city) ?? 0n) + principal);
    }
    return {
      investment: row.investment,
      invested: fromHalalas(invested),
      holdings: row.holdings,
      shareOfRaise: percentOf(invested, toHalalas(row.investment.totalFunding)),
      distributions: fromHalalas(distributions),
      refunded: fromHalalas(toHalalas(row.refunded)),
      currentValue: fromHalalas(principal + distributions),
      realisedReturn: percentOf(distributions, principal),
      startDate: row.startDate,
      status: row.allRefunded ? ('refunded' as const) : row.newestStatus,
      riskAcknowledgedAt: row.riskAcknowledgedAt,
    };
  });
  return {
    totals: {
      invested: fromHalalas(totals.principal),
      distributions: fromHalalas(totals.distributions),
      refunded: fromHalalas(totals.refunded),
      currentValue: fromHalalas(totals.principal + totals.distributions),
      holdings: totals.held,
      expectedAnnualReturn: fromHalalas(divideRounded(totals.returnTimesRoi, 10_000n)),
    },
    holdings,
    allocation: { byType: allocationOf(byType), byCity: allocationOf(byCity) },
  };
}
