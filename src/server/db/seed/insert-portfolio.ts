// Writing the portfolio's part of the plan: the distributions; every movement of money as a ledger
// entry (each holding's payment, the missed raise's refunds, each investor's part of each payout),
// written in the order they happened so that their references' serials follow the calendar; each
// investor's acknowledgement of the risks, at their first investment; and the deadline job of the
// raise whose deadline is ahead.
import { DISTRIBUTION_METHOD } from '../../../shared/constants';
import { fromHalalas, toHalalas } from '../../../shared/money';
import { queueDeadlineJob } from '../../features/investments/deadline';
import { recordLedgerEntries, type NewLedgerEntry } from '../../features/portfolio/ledger';
import { splitProRata } from '../../features/portfolio/pro-rata';
import type { Db } from '../client';
import { distributions, riskAcknowledgements } from '../schema';
import { ADMIN, type Plan } from './plan';
import { holdersAt } from './plan-distributions';

/** The ids the database gave the plan's rows, by plan index. */
export interface PlanIds {
  users: string[];
  investments: number[];
  holdings: number[];
}

export async function insertPortfolio(tx: Db, plan: Plan, ids: PlanIds): Promise<Record<string, number>> {
  const distributionIds = plan.distributions.length
    ? (
        await tx
          .insert(distributions)
          .values(
            plan.distributions.map((d) => ({
              investmentId: ids.investments[d.investment],
              amount: d.amount,
              paidAt: d.paidAt,
              recordedBy: ids.users[ADMIN],
              createdAt: d.paidAt,
            })),
          )
          .returning({ id: distributions.id })
      ).map((r) => r.id)
    : [];

  const entries: NewLedgerEntry[] = [];
  plan.holdings.forEach((h, k) => {
    const movement = {
      userId: ids.users[h.user],
      investmentId: ids.investments[h.investment],
      holdingId: ids.holdings[k],
      amount: h.amount,
      method: h.paymentMethod,
    };
    entries.push({ ...movement, kind: 'investment', occurredAt: h.investmentDate });
    const { refundedAt } = plan.investments[h.investment];
    if (h.status === 'refunded' && refundedAt) entries.push({ ...movement, kind: 'refund', occurredAt: refundedAt });
  });
  plan.distributions.forEach((d, k) => {
    const held = plan.holdings.filter((h) => h.investment === d.investment);
    const shares = holdersAt(held, d.paidAt, (user) => ids.users[user]);
    const parts = splitProRata(toHalalas(d.amount), shares);
    shares.forEach((s, j) =>
      entries.push({
        userId: s.userId,
        kind: 'distribution',
        investmentId: ids.investments[d.investment],
        distributionId: distributionIds[k],
        amount: fromHalalas(parts[j]),
        method: DISTRIBUTION_METHOD,
        occurredAt: d.paidAt,
      }),
    );
  });
  // Date order (a stable sort: on a tie, the order above), so the serials follow the calendar.
  entries.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  await recordLedgerEntries(tx, entries);

  // Each investor confirmed the risks before their first investment in an opportunity (stored with its time).
  const acknowledged = new Map<string, { userId: string; investmentId: number; acknowledgedAt: Date }>();
  plan.holdings.forEach((h) => {
    const row = { userId: ids.users[h.user], investmentId: ids.investments[h.investment], acknowledgedAt: h.investmentDate };
    const key = `${row.userId}:${row.investmentId}`;
    const earlier = acknowledged.get(key);
    if (!earlier || earlier.acknowledgedAt > row.acknowledgedAt) acknowledged.set(key, row);
  });
  if (acknowledged.size) await tx.insert(riskAcknowledgements).values([...acknowledged.values()]);

  let deadlines = 0;
  for (const [i, o] of plan.investments.entries()) {
    if (!o.fundingDeadline || o.refundedAt) continue;
    await queueDeadlineJob(tx, { id: ids.investments[i], fundingDeadline: o.fundingDeadline });
    deadlines += 1;
  }
  return { distributions: plan.distributions.length, 'ledger entries': entries.length, 'with a funding deadline ahead': deadlines };
}
