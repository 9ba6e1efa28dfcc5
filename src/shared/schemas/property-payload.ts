import { z } from 'zod';
import {
  CURRENCIES,
  FEATURE_SWITCH_AMENITY,
  IMAGE_LIMITS,
  MAX_ID,
  PROPERTY_AMENITIES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  YEAR_BUILT_MIN,
} from '../constants';
import { DECIMAL_AMOUNT } from '../money';
import { blankToNull, blankToUndefined, imageUrlSchema, moneyAmount, oneOf, optionalText, requiredText } from './common';

// What a seller or an admin sends to list or edit a property (docs/product.md#listings): every field
// of a listing but its id, owner, timestamps and price per m². The forms resolve with these too.

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
 * decimals (docs/product.md#listings: latitude 10,8, longitude 11,8), each with its own message.
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
    .regex(DECIMAL_AMOUNT, 'Area must be a positive number with at most two decimals')
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
    .max(MAX_ID, 'Development project must be an id')
    .nullable(),
);

const booleanField = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** Price: commas are stripped (docs/product.md#listing-forms), then a positive amount fitting numeric(15,2). */
const priceField = z.preprocess((v) => (typeof v === 'string' ? v.replace(/,/g, '') : v), moneyAmount('Price'));

/** How the amenity choices that are also feature switches are kept in step (the server's rule, documented in the OpenAPI). */
const AMENITY_RULE = [
  `Property amenity choices (docs/product.md#choices). ${Object.entries(FEATURE_SWITCH_AMENITY)
    .map(([key, name]) => `${name} is the same fact as ${key}`)
    .join(', ')}:`,
  'the listing has such a feature when the request says so through its switch, its name here, or both — a true switch adds the name,',
  'a listed name sets the switch to true (even one sent as false) — and the stored listing always has both sides agreeing,',
  'in the order of the amenity list (docs/product.md#choices). On PUT, a list sent replaces the stored one, and a pair the request does not mention keeps its value.',
].join(' ');

/** Every field of the payload, none defaulted: the update schema is this, all optional. */
const propertyFields = {
  title: requiredText('Title', 200),
  description: optionalText('Description', 5000),
  price: priceField,
  currency: z.enum(CURRENCIES, { error: `Currency must be one of ${oneOf(CURRENCIES)}` }),
  propertyType: z.enum(PROPERTY_TYPES, {
    error: (iss) =>
      iss.input === undefined || iss.input === '' ? 'Property type is required' : `Property type must be one of ${oneOf(PROPERTY_TYPES)}`,
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
/** POST /api/properties: the defaults of docs/product.md#listings (sale, active, SAR, not featured). */
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
