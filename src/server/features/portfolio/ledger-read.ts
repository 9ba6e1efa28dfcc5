import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethodId } from '../../../shared/constants';
import type { LedgerFilter, LedgerQuery, ledgerEntrySchema, receiptSchema } from '../../../shared/schemas/portfolio';
import type { Actor } from '../../auth/guards';
import type { Db } from '../../db/client';
import { distributions, investments, ledgerEntries, userInvestments, users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { ledgerCsvOf } from './ledger-csv';

// Reading the signed-in investor's ledger (docs/product.md#the-ledger): a page of it, its CSV
// export, and one entry as its receipt. Every query is scoped to the caller's own entries (the
// index ledger_entries_user_idx: user, then time); nobody, not even an admin, reads another's.

export const RECEIPT_NOT_FOUND = 'Receipt not found';

type LedgerEntry = z.output<typeof ledgerEntrySchema>;
type Receipt = z.output<typeof receiptSchema>;

/** Riyadh is UTC+3 all year (no daylight saving): its days need no time-zone data. */
const RIYADH_OFFSET_MS = 3 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** "2026-03-01 09:05": when something happened, on the clock in Riyadh. */
const riyadhMinute = (at: Date) => new Date(at.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
const riyadhDay = (at: Date) => riyadhMinute(at).slice(0, 10);

/** Days before it are refused, as the database's timestamps cannot hold every year the pattern allows (0000). */
const FIRST_DAY = '1900-01-01';

/** The first instant of a Riyadh day; a day the calendar lacks (2026-02-30) is a 400 naming the field. */
function dayStart(day: string, field: 'from' | 'to', label: string): Date {
  const at = new Date(`${day}T00:00:00+03:00`);
  if (day < FIRST_DAY || Number.isNaN(at.getTime()) || riyadhDay(at) !== day) {
    const message = `${label} must be a date such as 2026-01-31`;
    throw badRequest(message, { [field]: message });
  }
  return at;
}

/** The caller's entries, of one kind and between two Riyadh days (both whole days included) if asked. */
function ledgerWhere(userId: string, filter: LedgerFilter): SQL {
  const conditions: SQL[] = [eq(ledgerEntries.userId, userId)];
  if (filter.type) conditions.push(eq(ledgerEntries.kind, filter.type));
  if (filter.from) conditions.push(gte(ledgerEntries.occurredAt, dayStart(filter.from, 'from', 'From')));
  if (filter.to) conditions.push(lt(ledgerEntries.occurredAt, new Date(dayStart(filter.to, 'to', 'To').getTime() + DAY_MS)));
  return and(...conditions)!;
}

const entryColumns = {
  id: ledgerEntries.id,
  reference: ledgerEntries.reference,
  kind: ledgerEntries.kind,
  amount: ledgerEntries.amount,
  method: sql<PaymentMethodId>`${ledgerEntries.method}`,
  occurredAt: ledgerEntries.occurredAt,
};

function selectEntries(db: Db) {
  return db
    .select({ ...entryColumns, investment: { id: investments.id, title: investments.title } })
    .from(ledgerEntries)
    .innerJoin(investments, eq(investments.id, ledgerEntries.investmentId));
}

/** GET /api/user/ledger: newest first (the later of two entries made at the same instant first). */
export async function ledgerPage({
  db,
  actor,
  query,
}: {
  db: Db;
  actor: Actor;
  query: LedgerQuery;
}): Promise<{ items: LedgerEntry[]; total: number; page: number; pageSize: number }> {
  const where = ledgerWhere(actor.id, query);
  const [{ total }] = await db.select({ total: count() }).from(ledgerEntries).where(where);
  const items = await selectEntries(db)
    .where(where)
    .orderBy(desc(ledgerEntries.occurredAt), desc(ledgerEntries.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

const METHOD_NAMES = new Map<string, string>(PAYMENT_METHODS.map((m) => [m.id, m.name]));

/** GET /api/user/ledger/export: the same filters, oldest first, as a spreadsheet reads it. */
export async function ledgerCsv({
  db,
  actor,
  filter,
}: {
  db: Db;
  actor: Actor;
  filter: LedgerFilter;
}): Promise<{ filename: string; csv: string }> {
  const rows = await selectEntries(db).where(ledgerWhere(actor.id, filter)).orderBy(asc(ledgerEntries.occurredAt), asc(ledgerEntries.id));
  const csv = ledgerCsvOf(
    rows.map((r) => ({
      reference: r.reference,
      date: riyadhMinute(r.occurredAt),
      kind: r.kind,
      opportunity: r.investment.title,
      method: METHOD_NAMES.get(r.method) ?? r.method,
      amount: r.amount,
    })),
  );
  return { filename: `manzil-ledger-${riyadhDay(new Date())}.csv`, csv };
}

/**
 * GET /api/user/ledger/{reference}: one of the caller's own entries with what its receipt prints.
 * Anyone else's reference answers exactly like one that does not exist, so none is given away.
 */
export async function receipt({ db, actor, reference }: { db: Db; actor: Actor; reference: string }): Promise<Receipt> {
  const [row] = await db
    .select({
      ...entryColumns,
      investment: {
        id: investments.id,
        title: investments.title,
        investmentType: investments.investmentType,
        location: investments.location,
      },
      investor: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      holding: { id: userInvestments.id, amount: userInvestments.amount, status: userInvestments.status },
      distribution: { id: distributions.id, amount: distributions.amount, paidAt: distributions.paidAt },
    })
    .from(ledgerEntries)
    .innerJoin(investments, eq(investments.id, ledgerEntries.investmentId))
    .innerJoin(users, eq(users.id, ledgerEntries.userId))
    .leftJoin(userInvestments, eq(userInvestments.id, ledgerEntries.holdingId))
    .leftJoin(distributions, eq(distributions.id, ledgerEntries.distributionId))
    .where(and(eq(ledgerEntries.reference, reference), eq(ledgerEntries.userId, actor.id)));
  if (!row) throw notFound(RECEIPT_NOT_FOUND);
  const { firstName, lastName, email } = row.investor;
  const name = [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return { ...row, investor: { name: name || email, email } };
}
