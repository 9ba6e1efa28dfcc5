// Writing the plan: the rows in chunks, table by table, each plan index turned into the id the
// database gave its row.
import type { Db } from '../client';
import {
  developmentProjects,
  inquiryMessages,
  investments,
  properties,
  propertyBids,
  propertyInquiries,
  userInvestments,
  users,
} from '../schema';
import { insertPortfolio } from './insert-portfolio';
import type { Plan } from './plan';

/** Inserts the plan; returns how many rows of each kind it wrote. */
export async function insertPlan(tx: Db, plan: Plan): Promise<Record<string, number>> {
  const chunk = <T>(rows: T[], size = 100): T[][] =>
    Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

  const userIds: string[] = [];
  for (const rows of chunk(plan.users)) userIds.push(...(await tx.insert(users).values(rows).returning({ id: users.id })).map((r) => r.id));

  const projectIds: number[] = [];
  for (const rows of chunk(plan.projects)) {
    const inserted = await tx
      .insert(developmentProjects)
      .values(rows.map((p) => ({ ...p.values, developerId: userIds[p.owner] })))
      .returning({ id: developmentProjects.id });
    projectIds.push(...inserted.map((r) => r.id));
  }

  const propertyIds: number[] = [];
  for (const rows of chunk(plan.properties, 50)) {
    const inserted = await tx
      .insert(properties)
      .values(
        rows.map((p) => ({
          ...p.values,
          developerId: userIds[p.owner],
          developmentProjectId: p.project === null ? null : projectIds[p.project],
        })),
      )
      .returning({ id: properties.id });
    propertyIds.push(...inserted.map((r) => r.id));
  }

  const investmentIds: number[] = [];
  for (const rows of chunk(plan.investments))
    investmentIds.push(...(await tx.insert(investments).values(rows).returning({ id: investments.id })).map((r) => r.id));

  const holdingIds: number[] = [];
  for (const rows of chunk(plan.holdings)) {
    const inserted = await tx
      .insert(userInvestments)
      .values(
        rows.map((h) => ({
          userId: userIds[h.user],
          investmentId: investmentIds[h.investment],
          amount: h.amount,
          investmentDate: h.investmentDate,
          status: h.status,
          paymentMethod: h.paymentMethod,
        })),
      )
      .returning({ id: userInvestments.id });
    holdingIds.push(...inserted.map((r) => r.id));
  }
  const portfolio = await insertPortfolio(tx, plan, { users: userIds, investments: investmentIds, holdings: holdingIds });

  for (const rows of chunk(plan.bids)) {
    await tx
      .insert(propertyBids)
      .values(rows.map((b) => ({ ...b.values, propertyId: propertyIds[b.property], bidderId: userIds[b.bidder] })));
  }

  let messages = 0;
  for (const rows of chunk(plan.inquiries)) {
    const inserted = await tx
      .insert(propertyInquiries)
      .values(rows.map((q) => ({ ...q.values, propertyId: propertyIds[q.property], userId: userIds[q.user] })))
      .returning({ id: propertyInquiries.id });
    const replies = rows.flatMap((q, k) =>
      q.replies.map((r) => ({
        inquiryId: inserted[k].id,
        senderId: r.fromOwner ? userIds[plan.properties[q.property].owner] : userIds[q.user],
        body: r.body,
        createdAt: r.createdAt,
      })),
    );
    if (replies.length) await tx.insert(inquiryMessages).values(replies);
    messages += replies.length;
  }

  return {
    users: plan.users.length,
    properties: plan.properties.length,
    'development projects': plan.projects.length,
    'investment opportunities': plan.investments.length,
    holdings: plan.holdings.length,
    ...portfolio,
    bids: plan.bids.length,
    inquiries: plan.inquiries.length,
    'inquiry messages': messages,
  };
}
