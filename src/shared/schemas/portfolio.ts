import { z } from 'zod';
import { INVESTMENT_STATUSES, INVESTMENT_TYPES, LEDGER_ENTRY_KINDS, PAYMENT_METHOD_IDS, USER_INVESTMENT_STATUSES } from '../constants';
import { blankToUndefined, dateTime, moneyAmount, paginationQuery } from './common';

// An investor's portfolio, ledger and receipts, and the distributions an admin records
// (docs/product.md#portfolio). Money is a decimal string with two decimals; shares are percent strings.

const money = z.string().describe('Decimal string, SAR, two decimals');
const percent = z.string().describe('Percent, decimal string with two decimals');

/** A calendar day, YYYY-MM-DD, as a ledger filter takes it (Riyadh time: the whole day is included). */
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const day = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be a date such as 2026-01-31` })
      .regex(DAY, `${label} must be a date such as 2026-01-31`)
      .optional(),
  );

const ledgerFilterShape = {
  type: z.preprocess(
    blankToUndefined,
    z.enum(LEDGER_ENTRY_KINDS, { error: `Type must be one of: ${LEDGER_ENTRY_KINDS.join(', ')}` }).optional(),
  ),
  from: day('From'),
  to: day('To'),
};
const inOrder = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;
const IN_ORDER = { path: ['to'], message: 'To must be on or after From' };

/** The ledger's CSV export: by kind and by a range of days, both ends included. */
export const ledgerFilterSchema = z.object(ledgerFilterShape).refine(inOrder, IN_ORDER);
export type LedgerFilter = z.output<typeof ledgerFilterSchema>;

/** GET /api/user/ledger: the same filters, a page at a time, newest first. */
export const ledgerQuerySchema = z
  .object({
    ...ledgerFilterShape,
    page: z.preprocess(blankToUndefined, paginationQuery.page),
    pageSize: z.preprocess(blankToUndefined, paginationQuery.pageSize),
  })
  .refine(inOrder, IN_ORDER);
export type LedgerQuery = z.output<typeof ledgerQuerySchema>;

export const referenceParamSchema = z.object({
  reference: z.string().regex(/^MNZ-\d{4}-\d{6,12}$/, 'A reference looks like MNZ-2026-000123'),
});

/** One movement of money: the investor paid (investment), or was paid (distribution, refund). */
export const ledgerEntrySchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    kind: z.enum(LEDGER_ENTRY_KINDS),
    amount: money.describe('Always positive: the kind says which way the money went'),
    method: z.enum(PAYMENT_METHOD_IDS),
    occurredAt: dateTime,
    investment: z.object({ id: z.number().int(), title: z.string() }),
  })
  .meta({ id: 'LedgerEntry' });

/** GET /api/user/ledger/{reference}: what a printed receipt shows. */
export const receiptSchema = ledgerEntrySchema
  .extend({
    investor: z.object({ name: z.string(), email: z.string() }),
    investment: z.object({
      id: z.number().int(),
      title: z.string(),
      investmentType: z.enum(INVESTMENT_TYPES),
      location: z.string(),
    }),
    holding: z
      .object({ id: z.number().int(), amount: money, status: z.enum(USER_INVESTMENT_STATUSES) })
      .nullable()
      .describe('The holding paid for or refunded; null for a distribution'),
    distribution: z
      .object({ id: z.number().int(), amount: money.describe('The whole distribution, all investors'), paidAt: dateTime })
      .nullable(),
  })
  .meta({ id: 'Receipt' });

const allocationSchema = z.array(z.object({ key: z.string(), amount: money, share: percent.describe('Of the amount still invested') }));

/** One opportunity the investor holds, every holding in it together. */
export const portfolioHoldingSchema = z.object({
  investment: z.object({
    id: z.number().int(),
    title: z.string(),
    investmentType: z.enum(INVESTMENT_TYPES),
    location: z.string(),
    status: z.enum(INVESTMENT_STATUSES),
    expectedRoi: percent,
    totalFunding: money,
    currentFunding: money,
    fundingDeadline: dateTime.nullable(),
  }),
  invested: money.describe('Σ of the holdings in it (refunded ones included)'),
  holdings: z.number().int().describe('How many investments make it up'),
  shareOfRaise: percent.describe('invested ÷ the raise total'),
  distributions: money.describe('Distributions received from it'),
  refunded: money,
  currentValue: money.describe('Principal still invested (at cost) + distributions received'),
  realisedReturn: percent.describe('distributions ÷ principal still invested'),
  startDate: dateTime.describe('The first investment in it'),
  status: z.enum(USER_INVESTMENT_STATUSES).describe('refunded when every holding in it was; otherwise the newest holding’s'),
  riskAcknowledgedAt: dateTime.nullable(),
});

/** GET /api/user/portfolio. */
export const portfolioSchema = z
  .object({
    totals: z.object({
      invested: money.describe('Principal still invested (refunded holdings aside)'),
      distributions: money,
      refunded: money,
      currentValue: money,
      holdings: z.number().int().describe('Opportunities held (refunded ones aside)'),
      expectedAnnualReturn: money.describe('Σ principal × expectedRoi / 100'),
    }),
    holdings: z.array(portfolioHoldingSchema),
    allocation: z.object({ byType: allocationSchema, byCity: allocationSchema }),
  })
  .meta({ id: 'Portfolio' });

/** POST /api/investments/{id}/distributions. */
export const distributionPayloadSchema = z.strictObject({
  amount: moneyAmount('Amount'),
  paidAt: z.iso
    .datetime({ offset: true, error: 'Paid on must be a date and time, such as 2026-06-30T12:00:00+03:00' })
    .transform((v) => new Date(v))
    .describe('When it was paid: not in the future'),
});
export type DistributionPayload = z.output<typeof distributionPayloadSchema>;

export const distributionSchema = z
  .object({
    id: z.number().int(),
    investmentId: z.number().int(),
    amount: money,
    paidAt: dateTime,
    investors: z.number().int().describe('Investors it was split across'),
    createdAt: dateTime,
  })
  .meta({ id: 'Distribution' });
