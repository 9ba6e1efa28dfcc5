import { z } from 'zod';
import {
  CURRENCIES, FEATURE_SWITCH_AMENITY, SEARCH_TEXT_MAX, IMAGE_LIMITS, MAP_PIN_CAP, MAP_PIN_DESCRIPTION_CHARS, PROPERTY_AMENITIES, PROPERTY_SORTS, PROPERTY_STATUSES, PROPERTY_TYPES, SEARCH_AMENITIES, YEAR_BUILT_MIN,
  type SearchAmenity,
} from '../constants';
import {
  blankToNull, blankToUndefined, dateTime, imageUrlSchema, moneyString, oneOf, optionalText, paginationQuery, requiredText, textFilter,
} from './common';

// One contract for listings (DESIGN §7): the search query, the create/update payload and the
// response, used by the routes, the forms and the OpenAPI document alike.

/* ------------------------------------------------------------------------------------------ */
/* Shared pieces                                                                                */
/* ------------------------------------------------------------------------------------------ */

/* ------------------------------------------------------------------------------------------ */
/* Search query (SPEC §7 GET /api/properties)                                                   */
/* ------------------------------------------------------------------------------------------ */

// The sort orders live in ../constants (no Zod there); re-exported for existing importers.
export { PROPERTY_SORTS, type PropertySort } from '../constants';

/** A non-negative decimal filter, kept as a string so money is compared exactly in SQL. */
const decimalFilter = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be a number` })
      .trim()
      .regex(/^-?\d+(\.\d+)?$/, `${label} must be a number`)
      .refine((v) => !v.startsWith('-') || Number(v) === 0, `${label} must be 0 or more`)
      .refine((v) => v.replace(/^-/, '').split('.')[0].replace(/^0+(?=\d)/, '').length <= 15, `${label} is too large`)
      .transform((v) => v.replace(/^-/, ''))
      .optional(),
  );

/** A whole-number filter (a minimum, or a year). */
const intFilter = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
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
        const items = [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))];
        const unknown = items.filter((s) => !(SEARCH_AMENITIES as readonly string[]).includes(s));
        if (unknown.length) {
          ctx.addIssue({ code: 'custom', message: `Amenities must be among ${oneOf(SEARCH_AMENITIES)}` });
          return z.NEVER;
        }
        return items as SearchAmenity[];
      })
      .optional(),
  ),
  /** 'true' keeps furnished listings only; 'false' does not restrict (SPEC §5 always sends it). */
  furnished: boolFilter('Furnished'),
  /** 'true' keeps listings for sale only; 'false' does not restrict (a listing may be both for sale and for rent). */
  forSale: boolFilter('For sale'),
  /** 'true' keeps listings for rent only; 'false' does not restrict. */
  forRent: boolFilter('For rent'),
  sort: z.preprocess(
    blankToUndefined,
    z.enum(PROPERTY_SORTS, { error: `Sort must be one of ${oneOf(PROPERTY_SORTS)}` }).default('newest'),
  ),
  page: z.preprocess(blankToUndefined, paginationQuery.page),
  pageSize: z.preprocess(blankToUndefined, paginationQuery.pageSize),
});
export type PropertySearchQuery = z.output<typeof propertySearchQuerySchema>;
/** The search filter object of SPEC §3 as the browser sends it (all strings). */
export type PropertySearchParams = Partial<Record<keyof z.input<typeof propertySearchQuerySchema>, string>>;

/** GET /api/properties/map: the search's filters and sort without paging (the map pins every match, up to a cap). */
export const propertyMapQuerySchema = propertySearchQuerySchema.omit({ page: true, pageSize: true });
export type PropertyMapQuery = z.output<typeof propertyMapQuerySchema>;
/** The map's filter object as the browser sends it (all strings). */
export type PropertyMapParams = Partial<Record<keyof z.input<typeof propertyMapQuerySchema>, string>>;

/** Admin list: text search on title, city and neighborhood. */
export const adminPropertiesQuerySchema = z.object({
  q: textFilter('Search', SEARCH_TEXT_MAX),
  status: z.preprocess(
    blankToUndefined,
    z.enum(PROPERTY_STATUSES, { error: `Status must be one of ${oneOf(PROPERTY_STATUSES)}` }).optional(),
  ),
  page: z.preprocess(blankToUndefined, paginationQuery.page),
  pageSize: z.preprocess(blankToUndefined, paginationQuery.pageSize),
});
export type AdminPropertiesQuery = z.output<typeof adminPropertiesQuerySchema>;

/* ------------------------------------------------------------------------------------------ */
/* Create / update payload (SPEC §3 fields minus id, developerId, timestamps, pricePerSqm)     */
/* ------------------------------------------------------------------------------------------ */

/** A whole number ≥ 0 (or null); numeric strings from form inputs are accepted. */
const countField = (label: string) =>
  z.preprocess(
    (v) => {
      const b = blankToNull(v);
      return typeof b === 'string' && /^\s*-?\d+\s*$/.test(b) ? Number(b) : b;
    },
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(0, `${label} must be 0 or more`)
      .max(1000, `${label} must be at most 1000`)
      .nullable(),
  );

const yearBuiltField = z.preprocess(
  (v) => {
    const b = blankToNull(v);
    return typeof b === 'string' && /^\s*\d+\s*$/.test(b) ? Number(b) : b;
  },
  z
    .number({ error: 'Year built must be a year' })
    .int('Year built must be a year')
    // The current year is read at validation time, not when the module was loaded.
    .refine((y) => y >= YEAR_BUILT_MIN && y <= new Date().getFullYear(), {
      error: () => `Year built must be between ${YEAR_BUILT_MIN} and ${new Date().getFullYear()}`,
    })
    .nullable(),
);

/**
 * A coordinate as a decimal string (numbers accepted): within bounds, with at most `decimals`
 * decimals (SPEC §9: latitude 10,8, longitude 11,8), each with its own message.
 */
const coordinateField = (opts: { label: string; min: number; max: number; decimals: number }) => {
  const range = `${opts.label} must be a number between ${opts.min} and ${opts.max}`;
  return z.preprocess(
    (v) => {
      const b = blankToNull(v);
      return typeof b === 'number' && Number.isFinite(b) ? String(b) : typeof b === 'string' ? b.trim() : b;
    },
    z
      .string({ error: range })
      .regex(/^-?\d{1,9}(\.\d+)?$/, range)
      .refine((v) => Number(v) >= opts.min && Number(v) <= opts.max, range)
      .refine((v) => (v.split('.')[1] ?? '').length <= opts.decimals, `${opts.label} must have at most ${opts.decimals} decimal places`)
      .nullable(),
  );
};

const areaField = z.preprocess(
  (v) => {
    const b = blankToNull(v);
    return typeof b === 'number' && Number.isFinite(b) ? String(b) : typeof b === 'string' ? b.replace(/,/g, '').trim() : b;
  },
  z
    .string({ error: 'Area must be a positive number' })
    .regex(/^\d+(\.\d{1,2})?$/, 'Area must be a positive number with at most two decimals')
    .refine((v) => Number(v) > 0, 'Area must be a positive number')
    .refine((v) => v.split('.')[0].replace(/^0+(?=\d)/, '').length <= 8, 'Area must be at most 99,999,999.99')
    .nullable(),
);

const developmentProjectIdField = z.preprocess(
  (v) => {
    const b = blankToNull(v);
    return typeof b === 'string' && /^\s*\d+\s*$/.test(b) ? Number(b) : b;
  },
  z
    .number({ error: 'Development project must be an id' })
    .int('Development project must be an id')
    .positive('Development project must be an id')
    .max(2_147_483_647, 'Development project must be an id')
    .nullable(),
);

const booleanField = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** Price: commas are stripped (SPEC §5 admin form), then a positive amount fitting numeric(15,2). */
const priceField = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/,/g, '') : v),
  moneyString('Price'),
);

/** How the amenity choices that are also feature switches are kept in step (the server's rule, documented in the OpenAPI). */
const AMENITY_RULE = [
  `Property amenity choices (SPEC §9). ${Object.entries(FEATURE_SWITCH_AMENITY).map(([key, name]) => `${name} is the same fact as ${key}`).join(', ')}:`,
  'the listing has such a feature when the request says so through its switch, its name here, or both — a true switch adds the name,',
  'a listed name sets the switch to true (even one sent as false) — and the stored listing always has both sides agreeing,',
  'in the order of SPEC §9\'s list. On PUT, a list sent replaces the stored one, and a pair the request does not mention keeps its value.',
].join(' ');

/** Every field of the payload, none defaulted: the update schema is this, all optional. */
const propertyFields = {
  title: requiredText('Title', 200),
  description: optionalText('Description', 5000),
  price: priceField,
  currency: z.enum(CURRENCIES, { error: `Currency must be one of ${oneOf(CURRENCIES)}` }),
  propertyType: z.enum(PROPERTY_TYPES, {
    error: (iss) => (iss.input === undefined || iss.input === '' ? 'Property type is required' : `Property type must be one of ${oneOf(PROPERTY_TYPES)}`),
  }),
  city: requiredText('City', 100),
  address: optionalText('Address', 300),
  neighborhood: optionalText('Neighborhood', 100),
  bedrooms: countField('Bedrooms'),
  bathrooms: countField('Bathrooms'),
  parking: countField('Parking'),
  area: areaField,
  yearBuilt: yearBuiltField,
  images: z
    .array(imageUrlSchema, { error: 'Images must be a list of image URLs' })
    .max(IMAGE_LIMITS.property, `Maximum images reached: You can only upload up to ${IMAGE_LIMITS.property} images`),
  amenities: z
    .array(z.enum(PROPERTY_AMENITIES, { error: `Amenities must be among ${oneOf(PROPERTY_AMENITIES)}` }), {
      error: 'Amenities must be a list',
    })
    .max(PROPERTY_AMENITIES.length, 'Too many amenities')
    .transform((list) => [...new Set(list)])
    .describe(AMENITY_RULE),
  latitude: coordinateField({ label: 'Latitude', min: -90, max: 90, decimals: 8 }),
  longitude: coordinateField({ label: 'Longitude', min: -180, max: 180, decimals: 8 }),
  developmentProjectId: developmentProjectIdField,
  status: z.enum(PROPERTY_STATUSES, { error: `Status must be one of ${oneOf(PROPERTY_STATUSES)}` }),
  featured: booleanField('Featured'),
  forSale: booleanField('For sale'),
  forRent: booleanField('For rent'),
  furnished: booleanField('Furnished'),
  balcony: booleanField('Balcony'),
  garden: booleanField('Garden'),
  pool: booleanField('Pool'),
  gym: booleanField('Gym'),
  security: booleanField('Security'),
  elevator: booleanField('Elevator'),
};

/** Unknown keys (developerId, id, pricePerSqm …) are refused, each named. */
const strictError = {
  error: (iss: { code?: string; keys?: string[] }) =>
    iss.code === 'unrecognized_keys' ? `Unknown field: ${(iss.keys ?? []).join(', ')}` : undefined,
};

const f = propertyFields;
/** POST /api/properties: SPEC §5 defaults (sale, active, SAR, not featured). */
export const propertyCreateSchema = z.strictObject(
  {
    title: f.title,
    description: f.description.optional(),
    price: f.price,
    currency: f.currency.default('SAR'),
    propertyType: f.propertyType,
    city: f.city,
    address: f.address.optional(),
    neighborhood: f.neighborhood.optional(),
    bedrooms: f.bedrooms.optional(),
    bathrooms: f.bathrooms.optional(),
    parking: f.parking.optional(),
    area: f.area.optional(),
    yearBuilt: f.yearBuilt.optional(),
    images: f.images.default([]),
    amenities: f.amenities.default([]),
    // A form's empty coordinate is not sent (the listing pins at its city); an explicit null is none too.
    latitude: z.preprocess(blankToUndefined, f.latitude.optional()),
    longitude: z.preprocess(blankToUndefined, f.longitude.optional()),
    developmentProjectId: f.developmentProjectId.optional(),
    status: f.status.default('active'),
    featured: f.featured.default(false),
    forSale: f.forSale.default(true),
    forRent: f.forRent.default(false),
    furnished: f.furnished.default(false),
    balcony: f.balcony.default(false),
    garden: f.garden.default(false),
    pool: f.pool.default(false),
    gym: f.gym.default(false),
    security: f.security.default(false),
    elevator: f.elevator.default(false),
  },
  strictError,
);
export type PropertyCreate = z.output<typeof propertyCreateSchema>;

/** PUT /api/properties/{id}: any subset of the fields; absent fields keep their value. */
export const propertyUpdateSchema = z.strictObject(
  Object.fromEntries(Object.entries(propertyFields).map(([k, s]) => [k, s.optional()])) as {
    [K in keyof typeof propertyFields]: z.ZodOptional<(typeof propertyFields)[K]>;
  },
  strictError,
);
export type PropertyUpdate = z.output<typeof propertyUpdateSchema>;

/* ------------------------------------------------------------------------------------------ */
/* Responses                                                                                    */
/* ------------------------------------------------------------------------------------------ */

export const propertySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  /** Decimal strings: price 15,2; area 10,2; pricePerSqm 10,2; latitude 10,8; longitude 11,8. */
  price: z.string(),
  currency: z.enum(CURRENCIES),
  propertyType: z.enum(PROPERTY_TYPES),
  city: z.string(),
  address: z.string().nullable(),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().int().nullable(),
  area: z.string().nullable(),
  images: z.array(z.string()),
  developerId: z.string().nullable(),
  developmentProjectId: z.number().int().nullable(),
  status: z.enum(PROPERTY_STATUSES),
  featured: z.boolean(),
  forSale: z.boolean(),
  forRent: z.boolean(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  neighborhood: z.string().nullable(),
  yearBuilt: z.number().int().nullable(),
  parking: z.number().int().nullable(),
  amenities: z.array(z.string()),
  furnished: z.boolean(),
  balcony: z.boolean(),
  garden: z.boolean(),
  pool: z.boolean(),
  gym: z.boolean(),
  security: z.boolean(),
  elevator: z.boolean(),
  pricePerSqm: z.string().nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
/** A listing as the browser receives it (dates as ISO strings). */
export type PropertyDto = z.input<typeof propertySchema>;

export const propertyPageSchema = z.object({
  items: z.array(propertySchema),
  /** Matches. The public search counts up to a cap (10,000): when `totalCapped`, there are more than `total`. */
  total: z.number().int(),
  totalCapped: z.boolean().describe('True when the count stopped at its cap: there are more than `total` matches (shown as "10,000+"). Always false on the admin list, whose count is exact.'),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PropertyPage = z.input<typeof propertyPageSchema>;

/** One pin of the map view: what its label, its detail card and the side list show, nothing more. */
export const propertyMapPinSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable().describe(`The description, cut to at most ${MAP_PIN_DESCRIPTION_CHARS} characters (ending in … when cut)`),
  price: z.string(),
  currency: z.enum(CURRENCIES),
  propertyType: z.enum(PROPERTY_TYPES),
  city: z.string(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().int().nullable(),
  area: z.string().nullable(),
  image: z.string().nullable().describe('The first image as stored (the client shows its card size), or null'),
});
export type PropertyMapPin = z.input<typeof propertyMapPinSchema>;

export const propertyMapSchema = z.object({
  items: z.array(propertyMapPinSchema).describe(`The first ${MAP_PIN_CAP} matches in the chosen sort order`),
  /** Matches, counted like the search's (up to 10,000; `totalCapped` beyond). */
  total: z.number().int(),
  totalCapped: z.boolean(),
  truncated: z.boolean().describe(`True when there are more matches than pins (more than ${MAP_PIN_CAP})`),
});
export type PropertyMap = z.input<typeof propertyMapSchema>;

/** GET /api/stats (SPEC §3 Statistics). */
export const statsSchema = z.object({
  totalProperties: z.number().int(),
  totalInvestments: z.number().int(),
  totalUsers: z.number().int(),
  monthlyTransactions: z.number().int(),
  propertiesByCity: z.array(z.object({ city: z.string(), count: z.number().int() })),
});
export type Stats = z.infer<typeof statsSchema>;

/** POST /api/uploads: the gallery-size image (kept in `images`) and the card-size one. */
export const uploadResponseSchema = z.object({
  url: z.string(),
  cardUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
