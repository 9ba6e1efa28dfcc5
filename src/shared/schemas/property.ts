import { z } from 'zod';
import { CURRENCIES, MAP_PIN_CAP, MAP_PIN_DESCRIPTION_CHARS, PROPERTY_STATUSES, PROPERTY_TYPES } from '../constants';
import { dateTime } from './common';

// A listing as the API answers it (docs/product.md#listings), the search's page, the map's pins, the
// market statistics and an upload's answer.

export const propertySchema = z
  .object({
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
  })
  .meta({ id: 'Property' });

export const propertyPageSchema = z
  .object({
    items: z.array(propertySchema),
    /** Matches. The public search counts up to a cap (10,000): when `totalCapped`, there are more than `total`. */
    total: z.number().int(),
    totalCapped: z
      .boolean()
      .describe(
        'True when the count stopped at its cap: there are more than `total` matches (shown as "10,000+"). Always false on the admin list, whose count is exact.',
      ),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'PropertyPage' });

/** One pin of the map view: what its label, its detail card and the side list show, nothing more. */
export const propertyMapPinSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z
      .string()
      .nullable()
      .describe(`The description, cut to at most ${MAP_PIN_DESCRIPTION_CHARS} characters (ending in … when cut)`),
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
  })
  .meta({ id: 'MapPin' });

export const propertyMapSchema = z
  .object({
    items: z.array(propertyMapPinSchema).describe(`The first ${MAP_PIN_CAP} matches in the chosen sort order`),
    /** Matches, counted like the search's (up to 10,000; `totalCapped` beyond). */
    total: z.number().int(),
    totalCapped: z.boolean(),
    truncated: z.boolean().describe(`True when there are more matches than pins (more than ${MAP_PIN_CAP})`),
  })
  .meta({ id: 'PropertyMap' });

/** GET /api/stats: the market statistics (docs/product.md#landing-page). */
export const statsSchema = z
  .object({
    totalProperties: z.number().int(),
    totalInvestments: z.number().int(),
    totalUsers: z.number().int(),
    monthlyTransactions: z.number().int(),
    propertiesByCity: z.array(z.object({ city: z.string(), count: z.number().int() })),
  })
  .meta({ id: 'MarketStats' });

/** POST /api/uploads: the gallery-size image (kept in `images`) and the card-size one. */
export const uploadResponseSchema = z
  .object({
    url: z.string(),
    cardUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'UploadedImage' });
