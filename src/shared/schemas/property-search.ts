import { z } from 'zod';
import {
  PROPERTY_SORTS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  SEARCH_AMENITIES,
  SEARCH_TEXT_MAX,
  type SearchAmenity,
  LICENCE_EXPIRING_DAYS,
} from '../constants';
import { blankToUndefined, oneOf, paginationQuery, textFilter, typedNumber } from './common';

// The listing search's query (docs/product.md#listings): GET /api/properties, its map, and the
// admin list. Every value arrives as a string; an empty one is no filter.

/** A non-negative decimal filter, kept as a string so money is compared exactly in SQL. */
const decimalFilter = (label: string) =>
  z.preprocess(
    (v) => blankToUndefined(typedNumber(v)),
    z
      .string({ error: `${label} must be a number` })
      .trim()
      .regex(/^-?\d+(\.\d+)?$/, `${label} must be a number`)
      .refine((v) => !v.startsWith('-') || Number(v) === 0, `${label} must be 0 or more`)
      .refine(
        (v) =>
          v
            .replace(/^-/, '')
            .split('.')[0]
            .replace(/^0+(?=\d)/, '').length <= 15,
        `${label} is too large`,
      )
      .transform((v) => v.replace(/^-/, ''))
      .optional(),
  );

/** A whole-number filter (a minimum, or a year). */
const intFilter = (label: string, max: number) =>
  z.preprocess(
    (v) => blankToUndefined(typedNumber(v)),
    z.coerce
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(0, `${label} must be 0 or more`)
      .max(max, `${label} must be at most ${max}`)
      .optional(),
  );

const boolFilter = (label: string) =>
  z.preprocess(blankToUndefined, z.enum(['true', 'false'], { error: `${label} must be true or false` }).optional());

export const propertySearchQuerySchema = z.object({
  city: textFilter('City'),
  neighborhood: textFilter('Neighborhood', SEARCH_TEXT_MAX),
  /**
   * The keyword box: a part of the neighbourhood, title (English or Arabic) or address, whatever its
   * case, or a city's name; an Arabic name of a city or a neighbourhood finds it too ("الرياض"); or a
   * listing number, "#59", which finds listing 59 alone (docs/product.md#listings).
   */
  q: textFilter('Keyword', SEARCH_TEXT_MAX),
  propertyType: z.preprocess(
    blankToUndefined,
    z.enum(PROPERTY_TYPES, { error: `Property type must be one of ${oneOf(PROPERTY_TYPES)}` }).optional(),
  ),
  minPrice: decimalFilter('Min price'),
  maxPrice: decimalFilter('Max price'),
  minArea: decimalFilter('Min area'),
  maxArea: decimalFilter('Max area'),
  bedrooms: intFilter('Bedrooms', 1000),
  bathrooms: intFilter('Bathrooms', 1000),
  parking: intFilter('Parking', 1000),
  /** Built in this year or later. */
  yearBuilt: intFilter('Year built', 9999),
  /** Comma-joined search amenities; a listing must have all of them. */
  amenities: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Amenities must be a comma-separated list' })
      .max(200, 'Amenities must be a comma-separated list')
      .transform((v, ctx) => {
        const items = [
          ...new Set(
            v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          ),
        ];
        const unknown = items.filter((s) => !(SEARCH_AMENITIES as readonly string[]).includes(s));
        if (unknown.length) {
          ctx.addIssue({ code: 'custom', message: `Amenities must be among ${oneOf(SEARCH_AMENITIES)}` });
          return z.NEVER;
        }
        return items as SearchAmenity[];
      })
      .optional(),
  ),
  /** 'true' keeps furnished listings only; 'false' does not restrict (docs/product.md#listings). */
  furnished: boolFilter('Furnished'),
  /** 'true' keeps listings for sale only; 'false' does not restrict (a listing may be both for sale and for rent). */
  forSale: boolFilter('For sale'),
  /** 'true' keeps listings for rent only; 'false' does not restrict. */
  forRent: boolFilter('For rent'),
  sort: z.preprocess(blankToUndefined, z.enum(PROPERTY_SORTS, { error: `Sort must be one of ${oneOf(PROPERTY_SORTS)}` }).default('newest')),
  page: z.preprocess(blankToUndefined, paginationQuery.page),
  pageSize: z.preprocess(blankToUndefined, paginationQuery.pageSize),
});
export type PropertySearchQuery = z.output<typeof propertySearchQuerySchema>;

/** GET /api/properties/map: the search's filters and sort without paging (the map pins every match, up to a cap). */
export const propertyMapQuerySchema = propertySearchQuerySchema.omit({ page: true, pageSize: true });
export type PropertyMapQuery = z.output<typeof propertyMapQuerySchema>;

/** The admin list's licence filter (docs/product.md#trust): no licence, expiring within 14 days, or expired. */
export const ADMIN_LICENCE_FILTERS = ['none', 'expiring', 'expired'] as const;

/** Admin list: text search on title, city and neighborhood; status; licence. */
export const adminPropertiesQuerySchema = z.object({
  q: textFilter('Search', SEARCH_TEXT_MAX),
  licence: z.preprocess(
    blankToUndefined,
    z
      .enum(ADMIN_LICENCE_FILTERS, { error: `Licence must be one of ${oneOf(ADMIN_LICENCE_FILTERS)}` })
      .optional()
      .describe(`none: no ad licence; expiring: in force and running out within ${LICENCE_EXPIRING_DAYS} days; expired: run out`),
  ),
  status: z.preprocess(
    blankToUndefined,
    z.enum(PROPERTY_STATUSES, { error: `Status must be one of ${oneOf(PROPERTY_STATUSES)}` }).optional(),
  ),
  page: z.preprocess(blankToUndefined, paginationQuery.page),
  pageSize: z.preprocess(blankToUndefined, paginationQuery.pageSize),
});
export type AdminPropertiesQuery = z.output<typeof adminPropertiesQuerySchema>;
