import { z } from 'zod';
import { IMAGE_LIMITS, PROJECT_AMENITIES, PROJECT_STATUSES } from '../constants';
import {
  blankToNull,
  blankToUndefined,
  dateTime,
  imageUrlSchema,
  oneOf,
  optionalText,
  requiredText,
  typedDigits,
  typedNumber,
} from './common';

// One contract for development projects (docs/product.md#development-projects): the create/update payload of the development
// project form (docs/product.md#development-projects) and the response, used by the routes, the admin form and the OpenAPI.

const TOTAL_UNITS_MESSAGE = 'Total units must be a positive whole number';
const COMPLETED_UNITS_MESSAGE = 'Completed units must be a whole number of 0 or more';
export const COMPLETED_ABOVE_TOTAL = 'Completed units cannot be more than total units';
const EXPECTED_COMPLETION_MESSAGE = 'Expected completion must be a date (YYYY-MM-DD)';
const PROJECT_IMAGES_MESSAGE = `Maximum images reached: You can only upload up to ${IMAGE_LIMITS.project} images`;
const MAX_UNITS = 1_000_000;

/** A whole number from a JSON number or a digit string of a form input. */
const wholeNumber = (message: string, min: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .overwrite(typedDigits)
          .trim()
          .regex(/^-?\d+(\.\d+)?$/, message)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().int(message).min(min, message).max(MAX_UNITS, message));

/** totalUnits: a positive integer; '' is absent (docs/product.md#development-projects); null clears it on an edit. */
const totalUnitsField = z
  .preprocess(blankToUndefined, wholeNumber(TOTAL_UNITS_MESSAGE, 1).nullable().optional())
  .optional()
  .describe('A positive whole number (digits in a string accepted); "" is absent');
/** completedUnits: a whole number ≥ 0; '' is absent. */
const completedUnitsField = z.preprocess(blankToUndefined, wholeNumber(COMPLETED_UNITS_MESSAGE, 0).optional()).optional();

/** A decimal string (numbers accepted) with at most 8 decimals, within [min, max]; '' or null clears it. */
const coordinateField = (label: string, limit: number) => {
  const message = `${label} must be a number between -${limit} and ${limit}`;
  return z
    .preprocess(
      (v) => {
        const b = blankToNull(typedNumber(v));
        return typeof b === 'number' && Number.isFinite(b) ? String(b) : typeof b === 'string' ? b.trim() : b;
      },
      z
        .string({ error: message })
        .regex(/^-?\d{1,3}(\.\d{1,8})?$/, message)
        .refine((v) => Math.abs(Number(v)) <= limit, message)
        .nullable()
        .optional(),
    )
    .optional();
};

/**
 * expectedCompletion: a date (YYYY-MM-DD, read as midnight UTC) or a full ISO date-time.
 * Sent only when filled (docs/product.md#development-projects): '' is absent; null clears it on an edit.
 */
const expectedCompletionField = z
  .preprocess(
    blankToUndefined,
    z
      .string({ error: EXPECTED_COMPLETION_MESSAGE })
      .trim()
      .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) || z.iso.datetime({ offset: true }).safeParse(v).success, EXPECTED_COMPLETION_MESSAGE)
      .transform((v, ctx) => {
        const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00.000Z` : v);
        // Rejects 2026-02-31 and friends: the date must survive the round trip.
        if (Number.isNaN(date.getTime()) || (/^\d{4}-\d{2}-\d{2}$/.test(v) && date.toISOString().slice(0, 10) !== v)) {
          ctx.addIssue({ code: 'custom', message: EXPECTED_COMPLETION_MESSAGE });
          return z.NEVER;
        }
        return date;
      })
      .nullable()
      .optional()
      .describe('A date, YYYY-MM-DD (or an ISO date-time); sent only when filled'),
  )
  .optional();

const projectFields = {
  name: requiredText('Name', 200),
  description: optionalText('Description', 5000),
  location: requiredText('Location', 300),
  city: requiredText('City', 100),
  totalUnits: totalUnitsField,
  completedUnits: completedUnitsField,
  priceRange: optionalText('Price range', 100),
  latitude: coordinateField('Latitude', 90),
  longitude: coordinateField('Longitude', 180),
  status: z.enum(PROJECT_STATUSES, { error: `Status must be one of ${oneOf(PROJECT_STATUSES)}` }),
  expectedCompletion: expectedCompletionField,
  amenities: z
    .array(z.enum(PROJECT_AMENITIES, { error: `Amenities must be among ${oneOf(PROJECT_AMENITIES)}` }), {
      error: 'Amenities must be a list',
    })
    .max(PROJECT_AMENITIES.length, 'Too many amenities')
    .transform((list) => [...new Set(list)]),
  images: z.array(imageUrlSchema, { error: 'Images must be a list of image URLs' }).max(IMAGE_LIMITS.project, PROJECT_IMAGES_MESSAGE),
};

/** Unknown keys (developerId, id, createdAt …) are refused, each named. */
const strictError = {
  error: (iss: { code?: string; keys?: string[] }) =>
    iss.code === 'unrecognized_keys' ? `Unknown field: ${(iss.keys ?? []).join(', ')}` : undefined,
};

const unitsConsistent = (v: { totalUnits?: number | null; completedUnits?: number }) =>
  v.totalUnits == null || v.completedUnits === undefined || v.completedUnits <= v.totalUnits;

const f = projectFields;

/** POST /api/development-projects (admin only). The owner (developerId) is the signed-in admin, never the payload. */
export const projectCreateSchema = z
  .strictObject(
    {
      name: f.name,
      description: f.description.optional(),
      location: f.location,
      city: f.city,
      totalUnits: f.totalUnits,
      completedUnits: f.completedUnits,
      priceRange: f.priceRange.optional(),
      latitude: f.latitude,
      longitude: f.longitude,
      status: f.status.default('planning'),
      expectedCompletion: f.expectedCompletion,
      amenities: f.amenities.default([]),
      images: f.images.default([]),
    },
    strictError,
  )
  .refine(unitsConsistent, { path: ['completedUnits'], message: COMPLETED_ABOVE_TOTAL });
export type ProjectCreate = z.output<typeof projectCreateSchema>;

/**
 * PUT /api/development-projects/{id}: any subset of the fields; absent fields (and '') keep their
 * value, null clears an optional one. completedUnits ≤ totalUnits is checked again against the stored row.
 */
export const projectUpdateSchema = z
  .strictObject(
    {
      name: f.name.optional(),
      description: f.description.optional(),
      location: f.location.optional(),
      city: f.city.optional(),
      totalUnits: f.totalUnits,
      completedUnits: f.completedUnits,
      priceRange: f.priceRange.optional(),
      latitude: f.latitude,
      longitude: f.longitude,
      status: f.status.optional(),
      expectedCompletion: f.expectedCompletion,
      amenities: f.amenities.optional(),
      images: f.images.optional(),
    },
    strictError,
  )
  .refine(unitsConsistent, { path: ['completedUnits'], message: COMPLETED_ABOVE_TOTAL });
export type ProjectUpdate = z.output<typeof projectUpdateSchema>;

/** A development project as the server sends it. */
export const projectSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    developerId: z.string().describe('The user the project is recorded under: the admin who created it, or the developer it was made for'),
    location: z.string(),
    city: z.string(),
    totalUnits: z.number().int().nullable(),
    completedUnits: z.number().int(),
    priceRange: z.string().nullable(),
    amenities: z.array(z.string()),
    images: z.array(z.string()),
    latitude: z.string().nullable().describe('Decimal string, 10,8'),
    longitude: z.string().nullable().describe('Decimal string, 11,8'),
    status: z.enum(PROJECT_STATUSES),
    expectedCompletion: dateTime.nullable(),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .meta({ id: 'Project' });
