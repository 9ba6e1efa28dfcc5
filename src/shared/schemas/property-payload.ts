import { z } from 'zod';
import {
  CURRENCIES,
  FEATURE_SWITCH_AMENITY,
  IMAGE_LIMITS,
  MAX_ID,
  PROPERTY_AMENITIES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  RENT_PERIODS,
  YEAR_BUILT_MIN,
} from '../constants';
import { DECIMAL_AMOUNT } from '../money';
import { licenceFields, licencePairIssue } from './ad-licence';
import { blankToNull, blankToUndefined, imageUrlSchema, moneyAmount, oneOf, optionalText, requiredText, text, typedNumber } from './common';

// What a seller or an admin sends to list or edit a property (docs/product.md#listings): every field
// of a listing but its id, owner, timestamps and price per m². The forms resolve with these too.

/** A whole number ≥ 0 (or null); numeric strings from form inputs are accepted, in Arabic-Indic digits too. */
const countField = (label: string) =>
  z.preprocess(
    (v) => {
      const b = blankToNull(typedNumber(v));
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
    const b = blankToNull(typedNumber(v));
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
      const b = blankToNull(typedNumber(v));
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
    const b = blankToNull(typedNumber(v));
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
    const b = blankToNull(typedNumber(v));
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

/** Rent price: like the price, for a listing both for sale and for rent (docs/product.md#listings); '' is none. */
const rentPriceField = z.preprocess(
  (v) => (typeof v === 'string' ? blankToNull(v.replace(/,/g, '')) : v),
  moneyAmount('Rent price').nullable(),
);

const rentPeriodField = z.preprocess(
  blankToNull,
  z.enum(RENT_PERIODS, { error: `Rent period must be one of ${oneOf(RENT_PERIODS)}` }).nullable(),
);

/** The listing rules' lengths and messages (docs/product.md#listings). */
export const LISTING_TEXT = { titleMin: 5, titleMax: 120, descriptionMin: 20, descriptionMax: 5000 } as const;
export const LISTING_RULES = {
  saleOrRent: 'A listing must be for sale, for rent or both',
  rentPeriod: 'Rent period is required for a listing for rent',
  rentPrice: 'Rent price is required for a listing both for sale and for rent',
  salePrice: 'Price (the sale price) is required when a listing for rent is put up for sale too',
} as const;

const titleField = requiredText('Title', LISTING_TEXT.titleMax).min(
  LISTING_TEXT.titleMin,
  `Title must be at least ${LISTING_TEXT.titleMin} characters`,
);

/** The description: optional (null or '' for none), but when given at least 20 characters. */
const descriptionText = text('Description')
  .trim()
  .min(LISTING_TEXT.descriptionMin, `Description must be at least ${LISTING_TEXT.descriptionMin} characters`)
  .max(LISTING_TEXT.descriptionMax, `Description must be at most ${LISTING_TEXT.descriptionMax} characters`);
/** The Arabic title: optional (null or '' for none), but when given 5–120 characters like the English one. */
const titleArText = text('Arabic title')
  .trim()
  .min(LISTING_TEXT.titleMin, `Arabic title must be at least ${LISTING_TEXT.titleMin} characters`)
  .max(LISTING_TEXT.titleMax, `Arabic title must be at most ${LISTING_TEXT.titleMax} characters`);
/** The Arabic description: optional, but when given 20–5000 characters like the English one. */
const descriptionArText = text('Arabic description')
  .trim()
  .min(LISTING_TEXT.descriptionMin, `Arabic description must be at least ${LISTING_TEXT.descriptionMin} characters`)
  .max(LISTING_TEXT.descriptionMax, `Arabic description must be at most ${LISTING_TEXT.descriptionMax} characters`);

/** The sellers' forms require it (docs/product.md#listing-forms). */
export const requiredDescription = text('Description', 'Description is required')
  .trim()
  .min(1, { error: 'Description is required', abort: true })
  .min(LISTING_TEXT.descriptionMin, `Description must be at least ${LISTING_TEXT.descriptionMin} characters`)
  .max(LISTING_TEXT.descriptionMax, `Description must be at most ${LISTING_TEXT.descriptionMax} characters`);

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
  title: titleField,
  description: z.preprocess(blankToNull, descriptionText.nullable()),
  titleAr: z
    .preprocess(blankToNull, titleArText.nullable())
    .describe('The title in Arabic, shown on Arabic pages (the English title is shown where it is missing); null or empty for none'),
  descriptionAr: z
    .preprocess(blankToNull, descriptionArText.nullable())
    .describe('The description in Arabic, shown on Arabic pages (the English one where it is missing); null or empty for none'),
  price: priceField,
  rentPeriod: rentPeriodField.describe(
    `How often the rent is due: ${oneOf(RENT_PERIODS)}. Required for a listing for rent; ignored (stored as null) for one not for rent.`,
  ),
  rentPrice: rentPriceField.describe(
    'The rent, in the listing currency, of a listing both for sale and for rent (its price is then the sale price). ' +
      "Required for such a listing; ignored (stored as null) for any other, whose price is what it costs: a rent-only listing's price is its rent.",
  ),
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
  ...licenceFields,
};

/** Unknown keys (developerId, id, pricePerSqm …) are refused, each named. */
const strictError = {
  error: (iss: { code?: string; keys?: string[] }) =>
    iss.code === 'unrecognized_keys' ? `Unknown field: ${(iss.keys ?? []).join(', ')}` : undefined,
};

/** What the listing rules read: for sale, for rent, and the rent's period and price. */
type SaleAndRent = {
  forSale?: boolean;
  forRent?: boolean;
  rentPeriod?: string | null;
  rentPrice?: string | null;
  adLicenseNumber?: string | null;
  adLicenseExpiresAt?: Date | null;
};
const RULE_FIELDS = ['forSale', 'forRent', 'rentPeriod', 'rentPrice', 'adLicenseNumber', 'adLicenseExpiresAt'];
/** The rules across fields run once the body is an object and the fields they read are valid. */
const rulesApply = (payload: { issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
  !payload.issues.some((i) => !i.path?.length || RULE_FIELDS.includes(String(i.path[0])));

/**
 * The listing rules across fields (docs/product.md#listings) on a whole listing: for sale, for rent
 * or both; a rent period when for rent; a rent price when both. They run even when other fields
 * have errors (a form shows every message at once), as long as the fields they read are valid.
 */
export function withListingRules<T extends z.ZodType<SaleAndRent>>(schema: T) {
  return schema.superRefine(
    (v, ctx) => {
      const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
      if (!v.forSale && !v.forRent) issue('forSale', LISTING_RULES.saleOrRent);
      if (v.forRent && !v.rentPeriod) issue('rentPeriod', LISTING_RULES.rentPeriod);
      if (v.forSale && v.forRent && !v.rentPrice) issue('rentPrice', LISTING_RULES.rentPrice);
      const licence = licencePairIssue(v);
      if (licence) issue(licence.path, licence.message);
    },
    { when: rulesApply },
  );
}

const f = propertyFields;
/**
 * POST /api/properties, without the rules across fields: the base of the forms' schemas, which
 * change a field or two and then add `withListingRules` (an object with refinements cannot be extended).
 */
export const propertyCreateFields = z.strictObject(
  {
    title: f.title,
    description: f.description.optional(),
    titleAr: f.titleAr.optional(),
    descriptionAr: f.descriptionAr.optional(),
    price: f.price,
    rentPeriod: f.rentPeriod.optional(),
    rentPrice: f.rentPrice.optional(),
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
    adLicenseNumber: f.adLicenseNumber.optional(),
    adLicenseExpiresAt: f.adLicenseExpiresAt.optional(),
    falLicenseNumber: f.falLicenseNumber.optional(),
    deedNumber: f.deedNumber.optional(),
  },
  strictError,
);
/** POST /api/properties: the defaults of docs/product.md#listings (sale, active, SAR, not featured), and its rules. */
export const propertyCreateSchema = withListingRules(propertyCreateFields);
export type PropertyCreate = z.output<typeof propertyCreateSchema>;

/**
 * PUT /api/properties/{id}: any subset of the fields; absent fields keep their value. The listing
 * rules hold for the listing as it would be after the edit (checked against the stored one).
 */
export const propertyUpdateSchema = z
  .strictObject(
    Object.fromEntries(Object.entries(propertyFields).map(([k, s]) => [k, s.optional()])) as {
      [K in keyof typeof propertyFields]: z.ZodOptional<(typeof propertyFields)[K]>;
    },
    strictError,
  )
  .refine((v) => v.forSale !== false || v.forRent !== false, {
    path: ['forSale'],
    message: LISTING_RULES.saleOrRent,
    when: rulesApply,
  });
export type PropertyUpdate = z.output<typeof propertyUpdateSchema>;

export const PROPERTY_STATUS_REQUIRED = 'Status is required';

export const SOLD_PRICE_ONLY_WHEN_SOLD = 'A sold price is only given when marking the listing sold';

/**
 * PATCH /api/properties/{id}/status: the owner's (or an admin's) Mark under offer / Mark sold /
 * Re-open. Marking sold may say the price it sold for (docs/product.md#trust); without one, the
 * accepted offer's amount is kept.
 */
export const propertyStatusUpdateSchema = z
  .strictObject(
    {
      status: z.enum(PROPERTY_STATUSES, {
        error: (iss) => (iss.input === undefined ? PROPERTY_STATUS_REQUIRED : `Status must be one of ${oneOf(PROPERTY_STATUSES)}`),
      }),
      soldPrice: z
        .preprocess((v) => (typeof v === 'string' ? blankToNull(v.replace(/,/g, '')) : v), moneyAmount('Sold price').nullable())
        .optional()
        .describe("What it sold for, in the listing's currency (only with status 'sold'); without it, the accepted offer's amount"),
    },
    strictError,
  )
  .refine((v) => v.soldPrice == null || v.status === 'sold', { path: ['soldPrice'], message: SOLD_PRICE_ONLY_WHEN_SOLD })
  .meta({ id: 'PropertyStatusUpdate' });
export type PropertyStatusUpdate = z.output<typeof propertyStatusUpdateSchema>;
