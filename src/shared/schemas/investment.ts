import { z } from 'zod';
import { INVESTMENT_STATUSES, INVESTMENT_TYPES, MAX_ID, PAYMENT_METHOD_IDS, USER_INVESTMENT_STATUSES } from '../constants';
import { DECIMAL_AMOUNT, toHalalas } from '../money';
import { dateTime, moneyAmount, requiredText, text, typedDigits } from './common';

// Investment opportunities (admin-managed) and the holdings users take in them. Money is a decimal
// string on the wire and `numeric` in the database; comparisons use integer halalas (BigInt), never floats.

// toHalalas/formatSar live in ../money (no Zod there); re-exported for existing importers.
export { formatSar, toHalalas } from '../money';

const MAX_DURATION_MONTHS = 600;

/** Expected ROI in percent: greater than 0, at most 100, at most two decimals (numeric(5,2)). */
const ROI_MESSAGE = 'Expected ROI must be a percentage greater than 0 and at most 100, with at most two decimals';
export const expectedRoiSchema = z
  .union([z.string(), z.number()], { error: 'Expected ROI is required' })
  .transform((v) => (typeof v === 'number' ? String(v) : typedDigits(v).trim()))
  .pipe(
    z
      .string()
      .regex(DECIMAL_AMOUNT, { error: ROI_MESSAGE, abort: true })
      .refine((v) => toHalalas(v) > 0n && toHalalas(v) <= 10_000n, ROI_MESSAGE),
  );

/** Duration in whole months (1–600); a digit string from a form input is accepted too. */
const DURATION_MESSAGE = `Duration must be a whole number of months from 1 to ${MAX_DURATION_MONTHS}`;
export const durationSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .overwrite(typedDigits)
        .trim()
        .regex(/^\d{1,4}$/, DURATION_MESSAGE)
        .transform(Number),
    ],
    { error: DURATION_MESSAGE },
  )
  .pipe(z.number().int(DURATION_MESSAGE).min(1, DURATION_MESSAGE).max(MAX_DURATION_MONTHS, DURATION_MESSAGE));

/**
 * When the raise closes (docs/product.md#raises-with-a-deadline): an ISO date-time with its offset, or
 * null for none. Whether it is in the future is checked by the server against its own clock.
 */
export const fundingDeadlineSchema = z
  .union(
    [z.iso.datetime({ offset: true, error: 'Funding deadline must be a date and time, such as 2027-03-31T23:59:00+03:00' }), z.null()],
    {
      error: 'Funding deadline must be a date and time, such as 2027-03-31T23:59:00+03:00',
    },
  )
  .transform((v) => (v === null ? null : new Date(v)))
  .optional()
  .describe('When the raise closes (ISO date-time); null or absent: no deadline');

const opportunityShape = {
  title: requiredText('Title', 200),
  description: text('Description').trim().max(5000, 'Description must be at most 5000 characters').nullish(),
  minimumInvestment: moneyAmount('Minimum investment'),
  expectedRoi: expectedRoiSchema,
  duration: durationSchema,
  investmentType: z.enum(INVESTMENT_TYPES, { error: 'Investment type must be REIT, fund or development' }),
  location: requiredText('Location', 200),
  totalFunding: moneyAmount('Total funding'),
  status: z.enum(INVESTMENT_STATUSES, { error: 'Status must be active, funded or closed' }),
  fundingDeadline: fundingDeadlineSchema,
};

const MINIMUM_ABOVE_TOTAL = 'Minimum investment cannot be more than the total funding';

/** Admin: create an opportunity. Unknown keys (id, currentFunding…) are refused. */
export const investmentCreateSchema = z
  .strictObject({ ...opportunityShape, status: opportunityShape.status.default('active') })
  .refine((v) => toHalalas(v.minimumInvestment) <= toHalalas(v.totalFunding), {
    path: ['minimumInvestment'],
    message: MINIMUM_ABOVE_TOTAL,
  });
export type InvestmentCreate = z.output<typeof investmentCreateSchema>;

/**
 * Admin: edit an opportunity; every field optional, at least one given. Rules that depend on the
 * stored row (total funding not below what is already invested) are checked by the server.
 */
export const investmentUpdateSchema = z
  .strictObject({
    title: opportunityShape.title.optional(),
    description: opportunityShape.description,
    minimumInvestment: opportunityShape.minimumInvestment.optional(),
    expectedRoi: opportunityShape.expectedRoi.optional(),
    duration: opportunityShape.duration.optional(),
    investmentType: opportunityShape.investmentType.optional(),
    location: opportunityShape.location.optional(),
    totalFunding: opportunityShape.totalFunding.optional(),
    status: opportunityShape.status.optional(),
    fundingDeadline: opportunityShape.fundingDeadline,
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Provide at least one field to update' })
  .refine((v) => !v.minimumInvestment || !v.totalFunding || toHalalas(v.minimumInvestment) <= toHalalas(v.totalFunding), {
    path: ['minimumInvestment'],
    message: MINIMUM_ABOVE_TOTAL,
  });
export type InvestmentUpdate = z.output<typeof investmentUpdateSchema>;

/** POST /api/user/investments. `amount` as a decimal string or a number; the invest form sends investmentId as a number (docs/product.md#investments). */
export const investPayloadSchema = z.strictObject({
  amount: moneyAmount('Amount'),
  paymentMethod: z.enum(PAYMENT_METHOD_IDS, { error: `Payment method must be one of: ${PAYMENT_METHOD_IDS.join(', ')}` }),
  /** True when the investor has just confirmed RISK_STATEMENT; required before their first investment in an opportunity. */
  riskAcknowledged: z.boolean({ error: 'Risk acknowledgement must be true or false' }).optional(),
  investmentId: z
    .number({ error: 'Investment id must be a number' })
    .int('Investment id must be a whole number')
    .positive('Investment id must be positive')
    .max(MAX_ID, 'Investment id is too large'),
});
export type InvestPayload = z.output<typeof investPayloadSchema>;

const money = z.string().describe('Decimal string, SAR, two decimals');

/** An investment opportunity as the browser receives it. */
export const investmentSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    minimumInvestment: money,
    expectedRoi: z.string().describe('Percent, decimal string'),
    duration: z.number().int().describe('Months'),
    investmentType: z.enum(INVESTMENT_TYPES),
    location: z.string(),
    totalFunding: money,
    currentFunding: money,
    status: z.enum(INVESTMENT_STATUSES),
    fundingDeadline: dateTime.nullable().describe('When the raise closes; null: no deadline'),
    refundedAt: dateTime.nullable().describe('When a missed deadline closed the raise and refunded its holdings'),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .meta({ id: 'Investment' });

/** The opportunity summary nested in each holding of a portfolio. */
export const investmentSummarySchema = investmentSchema.pick({
  id: true,
  title: true,
  investmentType: true,
  expectedRoi: true,
  currentFunding: true,
  totalFunding: true,
  status: true,
  location: true,
  fundingDeadline: true,
});

/** One of a user's investments, with the opportunity it is in. */
export const userInvestmentSchema = z
  .object({
    id: z.number().int(),
    userId: z.string(),
    investmentId: z.number().int(),
    amount: money,
    investmentDate: dateTime,
    status: z.enum(USER_INVESTMENT_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHOD_IDS),
    reference: z.string().describe('The ledger reference of the payment, MNZ-2026-000123'),
    investment: investmentSummarySchema,
  })
  .meta({ id: 'Holding' });
