import { z } from 'zod';
import { MAX_ID, PAGINATION } from '../constants';
import { latinDigits } from '../i18n/locale';
import { AMOUNT_MAX_INTEGER_DIGITS, DECIMAL_AMOUNT, integerDigits, toHalalas } from '../money';

// Browsers: our CSP has no 'unsafe-eval', so skip Zod's JIT and its `new Function` probe (which the
// browser reports as a CSP violation even though Zod catches it). Every schema module imports this
// one first, so this runs before any schema is built. The server keeps the faster JIT.
if (typeof window !== 'undefined') z.config({ jitless: true });

/* Text a person typed ----------------------------------------------------------------------- */

/**
 * Every text input starts here. U+0000 (NUL) is never part of what a person types, and PostgreSQL's
 * text cannot hold it (an insert or a comparison with it fails): it is refused with a 400 naming the field.
 */
export const text = (label: string, error = `${label} must be text`) =>
  z.string({ error }).regex(/^[^\u0000]*$/, `${label} must not contain a NUL character`);

/** Query strings and forms send '' for an unset input: absent. */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** Forms send '' for a cleared optional input: stored as null. */
export const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const oneOf = (values: readonly string[]) => values.join(', ');

/**
 * A number as typed on an Arabic keyboard, in Latin digits (docs/product.md#languages): ٠–٩ as 0–9,
 * the decimal separator ٫ as ".", the thousands separator ٬ dropped ("٤٬٨٥٠٬٠٠٠" → "4850000").
 */
export const typedDigits = (typed: string) => latinDigits(typed.replaceAll('٬', ''));
/** `typedDigits` of a form's or a query's string; any other value as it is. */
export const typedNumber = (v: unknown) => (typeof v === 'string' ? typedDigits(v) : v);

/** Required text, trimmed, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  text(label, `${label} is required`)
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text of a form: '' or null clears it. */
export const optionalText = (label: string, max: number) =>
  z.preprocess(blankToNull, text(label).trim().max(max, `${label} must be at most ${max} characters`).nullable());

/** A text filter of a query string: '' is no filter. */
export const textFilter = (label: string, max = 100) =>
  z.preprocess(blankToUndefined, text(label).trim().max(max, `${label} must be at most ${max} characters`).optional());

/** A positive integer id in a path, e.g. /api/properties/{id}. */
export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: 'Id must be a number' })
    .int('Id must be a whole number')
    .positive('Id must be positive')
    .max(MAX_ID, 'Id is too large'),
});

export const userIdParamSchema = z.object({ id: text('User id').min(1, 'User id is required').max(100, 'User id is too long') });

export const paginationQuery = {
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(100_000, 'Page is too large')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(PAGINATION.maxPageSize, `Page size must be at most ${PAGINATION.maxPageSize}`)
    .default(PAGINATION.defaultPageSize),
};

/** A query of page and pageSize only, as a list of an owner's records takes it ('' is the default). */
export const pageQuerySchema = z.object({
  page: z.preprocess(blankToUndefined, paginationQuery.page),
  pageSize: z.preprocess(blankToUndefined, paginationQuery.pageSize),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

const IDEMPOTENCY_KEY_MAX = 200;

/**
 * The optional `Idempotency-Key` header of a write a double click or a retry could repeat (a bid, an
 * investment): a repeat with the same key and the same body returns the first result with 200; the
 * same key with another body is refused with 422.
 */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1, `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters`)
    .max(IDEMPOTENCY_KEY_MAX, `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters`)
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII without spaces')
    .optional()
    .describe(
      'Any unique value per intended request (e.g. a UUID). A retry with the same key and body returns the first result with 200; ' +
        'the same key with a different body is refused with 422.',
    ),
});

/** One page of a list: `total` counts every item of every page. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}

export const errorResponseSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Error' });

/**
 * Money in a payload: a decimal string or a JSON number, greater than zero, at most two decimals and
 * 13 digits before the point (numeric(15,2)); never a float. Anything else (-5, "abc", 1e309,
 * 10.123) gets one clear message.
 */
export const moneyAmount = (label: string) => {
  const invalid = `${label} must be a positive amount with at most two decimals`;
  return z
    .union([z.string(), z.number()], { error: (issue) => (issue.input == null ? `${label} is required` : invalid) })
    .transform((v) => (typeof v === 'number' ? String(v) : typedDigits(v).trim()))
    .pipe(
      z
        .string()
        .min(1, { error: `${label} is required`, abort: true })
        .regex(DECIMAL_AMOUNT, { error: invalid, abort: true })
        .refine((v) => integerDigits(v) <= AMOUNT_MAX_INTEGER_DIGITS, { error: invalid, abort: true })
        .refine((v) => toHalalas(v) > 0n, `${label} must be greater than zero`),
    )
    .describe('SAR as a decimal string (or a JSON number): greater than zero, at most two decimals');
};

/** Image URLs: http(s) or our own /uploads/ path; never javascript:, data: or anything else. */
export const imageUrlSchema = text('Image URL')
  .max(2048, 'Image URL is too long')
  .refine(
    // Our own files: path segments of safe characters, none of them `.` or `..` (a path that climbs
    // out of /uploads/ could point a viewer's browser at an API call).
    (v) => /^\/uploads(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+$/.test(v) || /^https?:\/\/[^\s"'<>]+$/i.test(v),
    'Invalid URL: Please enter a valid image URL',
  );

/** A timestamp: a Date on the server, an ISO string on the wire (encoded by the response serializer). */
export const dateTime = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (s) => new Date(s),
  encode: (d) => d.toISOString(),
});
