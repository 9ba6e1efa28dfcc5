import { z } from 'zod';
import { BID_STATUSES, CURRENCIES, DEFAULT_CURRENCY, MAX_ID } from '../constants';
import { AMOUNT_MAX_INTEGER_DIGITS, DECIMAL_AMOUNT, fromHalalas, integerDigits, toHalalas } from '../money';
import { dateTime, pageOf, text, typedDigits } from './common';

// Bids (docs/product.md#offers-bids). The 80 %–110 % range of the asking price is a hint shown by
// the form (BID_HINTS), not a rule: any positive amount is accepted.

export const BID_MESSAGE_MAX = 2000;

export const BID_AMOUNT_REQUIRED = 'Bid amount is required';
export const BID_AMOUNT_FORMAT = 'Bid amount must be a positive number with at most two decimals';
export const BID_AMOUNT_POSITIVE = 'Bid amount must be greater than zero';
export const BID_AMOUNT_TOO_LARGE = 'Bid amount is too large';
export const BID_AMOUNT_WHOLE = 'Offers are in whole riyals: leave out the halalas';
/** The reason the other pending offers on a listing get when one is accepted. */
export const ANOTHER_OFFER_ACCEPTED = 'Another offer was accepted';
export const VALID_UNTIL_FUTURE = 'Valid until must be in the future';
export const VALID_UNTIL_FORMAT = 'Valid until must be a date (YYYY-MM-DD) or an ISO date and time';

/** Saudi Arabia keeps UTC+3 all year (no daylight saving). */
const SAUDI_OFFSET = '+03:00';

/**
 * The bid amount as the offer form sends it: a decimal string (never a float), in whole riyals
 * ("1500000" or "1500000.00"; "1500000.50" is refused). Output is canonical, e.g. " 001500000 " →
 * "1500000.00", so equal amounts compare equal (the repeat-submit check).
 */
export const bidAmountSchema = z
  .string({
    error: (iss) =>
      iss.input === undefined || iss.input === null ? BID_AMOUNT_REQUIRED : 'Bid amount must be sent as a string, e.g. "1500000"',
  })
  .overwrite(typedDigits)
  .trim()
  .min(1, BID_AMOUNT_REQUIRED)
  .regex(DECIMAL_AMOUNT, BID_AMOUNT_FORMAT)
  .transform((v, ctx) => {
    if (integerDigits(v) > AMOUNT_MAX_INTEGER_DIGITS) {
      ctx.addIssue({ code: 'custom', message: BID_AMOUNT_TOO_LARGE });
      return z.NEVER;
    }
    const halalas = toHalalas(v);
    if (halalas === 0n) {
      ctx.addIssue({ code: 'custom', message: BID_AMOUNT_POSITIVE });
      return z.NEVER;
    }
    if (halalas % 100n !== 0n) {
      ctx.addIssue({ code: 'custom', message: BID_AMOUNT_WHOLE });
      return z.NEVER;
    }
    return fromHalalas(halalas);
  });

/**
 * When the offer lapses. Accepted forms:
 * - a date `YYYY-MM-DD`: valid through the end of that day, Saudi time;
 * - an ISO date-time with `Z` or an offset: that instant;
 * - an ISO date-time without an offset (what `<input type="datetime-local">` gives): Saudi time.
 * It must lie in the future when the bid is placed. Empty or null means "no expiry".
 */
export const validUntilSchema = z
  .union([z.string(), z.null()], { error: VALID_UNTIL_FORMAT })
  .transform((v, ctx): Date | undefined => {
    const s = v?.trim() ?? '';
    if (s === '') return undefined;
    let date: Date;
    if (z.iso.date().safeParse(s).success) date = new Date(`${s}T23:59:59.999${SAUDI_OFFSET}`);
    else if (z.iso.datetime({ offset: true }).safeParse(s).success) date = new Date(s);
    else if (z.iso.datetime({ local: true }).safeParse(s).success) date = new Date(/[zZ]$/.test(s) ? s : `${s}${SAUDI_OFFSET}`);
    else date = new Date(Number.NaN);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: VALID_UNTIL_FORMAT });
      return z.NEVER;
    }
    if (date.getTime() <= Date.now()) {
      ctx.addIssue({ code: 'custom', message: VALID_UNTIL_FUTURE });
      return z.NEVER;
    }
    return date;
  })
  .optional();

/** POST /api/properties/{id}/bids. Unknown keys are refused (a client cannot set bidderId or status). */
export const createBidSchema = z.strictObject({
  bidAmount: bidAmountSchema,
  currency: z.enum(CURRENCIES, { error: 'Currency must be SAR, USD or EUR' }).default(DEFAULT_CURRENCY),
  message: z
    .union([z.string(), z.null()], { error: 'Message must be text' })
    .transform((v) => v?.trim() || undefined)
    .pipe(text('Message').max(BID_MESSAGE_MAX, `Message must be at most ${BID_MESSAGE_MAX} characters`).optional())
    .optional(),
  // The original product's client sends status: 'pending'; a new bid is always pending, whatever is asked.
  status: z.literal('pending', { error: 'A new bid is always pending' }).optional(),
  validUntil: validUntilSchema,
});
export type CreateBid = z.output<typeof createBidSchema>;

/** PATCH /api/bids/{bidId}/status. */
export const bidStatusUpdateSchema = z.strictObject({
  status: z.enum(['accepted', 'rejected'], { error: 'Status must be accepted or rejected' }),
});
export type BidStatusUpdate = z.infer<typeof bidStatusUpdateSchema>;

export const bidIdParamSchema = z.object({
  bidId: z.coerce
    .number({ error: 'Bid id must be a number' })
    .int('Bid id must be a whole number')
    .positive('Bid id must be positive')
    .max(MAX_ID, 'Bid id is too large'),
});

/** A bid as the browser receives it (amounts as decimal strings, dates as ISO strings). */
export const bidSchema = z
  .object({
    id: z.number().int(),
    propertyId: z.number().int(),
    bidderId: z.string().nullable().describe('Null once the bidder deleted their account'),
    bidAmount: z.string(),
    currency: z.enum(CURRENCIES),
    message: z.string().nullable(),
    status: z.enum(BID_STATUSES).describe('withdrawn: taken back by the bidder, or replaced by their newer offer on the listing'),
    rejectionReason: z
      .string()
      .nullable()
      .describe('Why a rejected offer was rejected, when its bidder should know ("Another offer was accepted")'),
    validUntil: dateTime.nullable(),
    respondedAt: dateTime.nullable(),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .meta({ id: 'Bid' });

export const bidPropertySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  titleAr: z.string().nullable().describe('The title in Arabic, or null'),
  price: z.string(),
});
/** The bidder as an owner sees them: names only, never the e-mail address. */
export const bidderSchema = z.object({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() });

/** GET /api/user/bids: my bid with the property it is on. */
export const myBidSchema = bidSchema.extend({ property: bidPropertySchema }).meta({ id: 'MyBid' });

/** Owner-side lists (GET /api/owner/bids, GET /api/properties/{id}/bids): property and bidder (null once deleted). */
export const ownerBidSchema = bidSchema.extend({ property: bidPropertySchema, bidder: bidderSchema.nullable() }).meta({ id: 'OwnerBid' });
/** One page of an owner's bids. */
export const ownerBidPageSchema = pageOf(ownerBidSchema).meta({ id: 'OwnerBidPage' });
