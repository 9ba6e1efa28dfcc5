import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LEDGER_ENTRY_KINDS, PAYMENT_METHOD_IDS } from '../../../shared/constants';
import { users } from './accounts';
import { investments, userInvestments } from './investments';

// An investor's portfolio (docs/product.md#portfolio): the ledger of every movement of money, the
// distributions an opportunity pays out, and each investor's acknowledgement of an opportunity's
// risks. Money records are never dropped by a cascade: they reference with `restrict`.

export const ledgerEntryKindEnum = pgEnum('ledger_entry_kind', LEDGER_ENTRY_KINDS);

/** A payout an admin recorded for an opportunity, split pro rata across its holdings as ledger entries. */
export const distributions = pgTable(
  'distributions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    investmentId: integer('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 15, scale: 2 }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    /** The admin who recorded it (null once that account is deleted). */
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The `Idempotency-Key` of the request that recorded it: a retry finds this row instead of paying twice. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('distributions_investment_idx').on(t.investmentId, t.paidAt),
    uniqueIndex('distributions_idempotency_idx').on(t.investmentId, t.idempotencyKey),
    check('distributions_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * One movement of money: an investment (the investor paid), a distribution or a refund (paid to the
 * investor). `reference` is made by the database function ledger_reference(occurred_at), from one
 * sequence: MNZ-2026-000123. Written only through src/server/features/portfolio/ledger.ts.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: ledgerEntryKindEnum('kind').notNull(),
    investmentId: integer('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'restrict' }),
    /** The holding paid for (investment) or paid back (refund); null for a distribution. */
    holdingId: integer('holding_id').references(() => userInvestments.id, { onDelete: 'restrict' }),
    distributionId: integer('distribution_id').references(() => distributions.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 15, scale: 2 }).notNull(),
    /** One of PAYMENT_METHODS: how the investor paid, how a refund went back, or DISTRIBUTION_METHOD. */
    method: text('method').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_reference_idx').on(t.reference),
    index('ledger_entries_user_idx').on(t.userId, t.occurredAt, t.id),
    index('ledger_entries_investment_idx').on(t.investmentId),
    // Each holding is paid for once and refunded at most once; each investor gets one part of a distribution.
    uniqueIndex('ledger_entries_investment_once_idx')
      .on(t.holdingId)
      .where(sql`${t.kind} = 'investment'`),
    uniqueIndex('ledger_entries_refund_once_idx')
      .on(t.holdingId)
      .where(sql`${t.kind} = 'refund'`),
    uniqueIndex('ledger_entries_distribution_once_idx')
      .on(t.distributionId, t.userId)
      .where(sql`${t.kind} = 'distribution'`),
    check('ledger_entries_amount_positive', sql`${t.amount} > 0`),
    check('ledger_entries_method', sql.raw(`method IN (${PAYMENT_METHOD_IDS.map((m) => `'${m}'`).join(', ')})`)),
    check(
      'ledger_entries_links',
      sql`(${t.kind} = 'distribution') = (${t.distributionId} IS NOT NULL AND ${t.holdingId} IS NULL)
        AND (${t.kind} <> 'distribution') = (${t.holdingId} IS NOT NULL AND ${t.distributionId} IS NULL)`,
    ),
  ],
);

/** An investor confirmed RISK_STATEMENT for an opportunity, before their first investment in it. */
export const riskAcknowledgements = pgTable(
  'risk_acknowledgements',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    investmentId: integer('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'restrict' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.investmentId] })],
);
