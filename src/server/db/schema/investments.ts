import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_METHOD_IDS } from '../../../shared/constants';
import { investmentStatusEnum, investmentTypeEnum, timestamps, userInvestmentStatusEnum } from './common';
import { users } from './accounts';

// Investment opportunities and the holdings users take in them.

export const investments = pgTable(
  'investments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description'),
    minimumInvestment: numeric('minimum_investment', { precision: 15, scale: 2 }).notNull(),
    expectedRoi: numeric('expected_roi', { precision: 5, scale: 2 }).notNull(),
    duration: integer('duration').notNull(),
    investmentType: investmentTypeEnum('investment_type').notNull(),
    location: text('location').notNull(),
    totalFunding: numeric('total_funding', { precision: 15, scale: 2 }).notNull(),
    currentFunding: numeric('current_funding', { precision: 15, scale: 2 }).notNull().default('0'),
    status: investmentStatusEnum('status').notNull().default('active'),
    /**
     * The raise's deadline (docs/product.md#raises-with-a-deadline): no investment lands after it, and
     * a raise short of its target then is closed and refunded by a job queued for that instant.
     */
    fundingDeadline: timestamp('funding_deadline', { withTimezone: true }),
    /** When a missed deadline closed the raise and refunded its holdings (null otherwise). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('investments_status_idx').on(t.status),
    index('investments_created_at_idx').on(t.createdAt),
    check('investments_minimum_positive', sql`${t.minimumInvestment} > 0`),
    check('investments_duration_positive', sql`${t.duration} > 0`),
    check('investments_total_positive', sql`${t.totalFunding} > 0`),
    // The last line of defence against over-funding: no code path can break it.
    check('investments_funding_within_target', sql`${t.currentFunding} >= 0 AND ${t.currentFunding} <= ${t.totalFunding}`),
  ],
);

export const userInvestments = pgTable(
  'user_investments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Money records are never dropped by a cascade: deleting an investor with holdings is refused.
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    investmentId: integer('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 15, scale: 2 }).notNull(),
    investmentDate: timestamp('investment_date', { withTimezone: true }).notNull().defaultNow(),
    status: userInvestmentStatusEnum('status').notNull().default('active'),
    /** The `Idempotency-Key` of the request that made it: a retry finds this row instead of paying twice. */
    idempotencyKey: text('idempotency_key'),
    /** How the (simulated) payment was made: one of PAYMENT_METHODS. */
    paymentMethod: text('payment_method').notNull().default('card'),
  },
  (t) => [
    index('user_investments_user_id_idx').on(t.userId),
    index('user_investments_investment_id_idx').on(t.investmentId),
    index('user_investments_date_idx').on(t.investmentDate),
    uniqueIndex('user_investments_idempotency_idx').on(t.userId, t.idempotencyKey),
    check('user_investments_amount_positive', sql`${t.amount} > 0`),
    check('user_investments_payment_method', sql.raw(`payment_method IN (${PAYMENT_METHOD_IDS.map((m) => `'${m}'`).join(', ')})`)),
  ],
);
