import { z } from 'zod';
import { PAGINATION } from '../constants';

// Browsers: our CSP has no 'unsafe-eval', so skip Zod's JIT and its `new Function` probe (which the
// browser reports as a CSP violation even though Zod catches it). Every schema module imports this
// one first, so this runs before any schema is built. The server keeps the faster JIT.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** A positive integer id in a path, e.g. /api/properties/{id}. */
export const idParamSchema = z.object({
  id: z.coerce.number({ error: 'Id must be a number' }).int('Id must be a whole number').positive('Id must be positive').max(2_147_483_647, 'Id is too large'),
});

export const userIdParamSchema = z.object({ id: z.string().min(1).max(100) });

export const paginationQuery = {
  page: z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be at least 1').max(100_000, 'Page is too large').default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(PAGINATION.maxPageSize, `Page size must be at most ${PAGINATION.maxPageSize}`)
    .default(PAGINATION.defaultPageSize),
};

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}

export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** Money on the wire: a decimal string with at most two decimals (never a float). */
export const moneyString = (label: string) =>
  z
    .union([z.string(), z.number({ error: `${label} must be a finite amount` })], { error: `${label} is required` })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .pipe(
      z
        .string()
        .min(1, `${label} is required`)
        .regex(/^\d{1,13}(\.\d{1,2})?$/, `${label} must be a positive amount with at most two decimals`)
        .refine((v) => /[1-9]/.test(v), `${label} must be greater than zero`),
    );

/** Image URLs: http(s) or our own /uploads/ path; never javascript:, data: or anything else. */
export const imageUrlSchema = z
  .string()
  .max(2048, 'Image URL is too long')
  .refine(
    // Our own files: path segments of safe characters, none of them `.` or `..` (a path that climbs
    // out of /uploads/ could point a viewer's browser at an API call).
    (v) => /^\/uploads(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+$/.test(v) || /^https?:\/\/[^\s"'<>]+$/i.test(v),
    'Invalid URL: Please enter a valid image URL',
  );

export const isoDateString = z.iso.datetime({ offset: true, error: 'Must be a date and time' });

/** A timestamp: a Date on the server, an ISO string on the wire (encoded by the response serializer). */
export const dateTime = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (s) => new Date(s),
  encode: (d) => d.toISOString(),
});
