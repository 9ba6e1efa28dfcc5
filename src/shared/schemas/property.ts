import { z } from 'zod';
import {
  AD_LICENSE_STATUSES,
  CURRENCIES,
  MAP_PIN_CAP,
  MAP_PIN_DESCRIPTION_CHARS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  RENT_PERIODS,
} from '../constants';
import { dateTime, pageOf } from './common';

// A listing as the API answers it (docs/product.md#listings), the search's page, the map's pins, the
// market statistics and an upload's answer.

/** A listing's rent and its SAR figures (docs/product.md#listings), in the listing, its search and its map pins. */
const listingMoney = {
  rentPeriod: z
    .enum(RENT_PERIODS)
    .nullable()
    .describe('How often the rent is due, for a listing for rent (null otherwise): "69,000 SAR / year", "6,000 SAR / month"'),
  rentPrice: z
    .string()
    .nullable()
    .describe('The rent of a listing both for sale and for rent, in its currency (its price is then the sale price); null otherwise'),
  priceSar: z
    .string()
    .describe('The price in SAR: as is in SAR, USD at the 3.75 peg, EUR at the configured rate. Filters and sorts use it'),
  yearlyRentSar: z
    .string()
    .nullable()
    .describe(
      "A listing for rent's rent for a year in SAR (a monthly rent × 12): what Rent mode filters and sorts on; null when not for rent",
    ),
};

/** A listing's trust fields (docs/product.md#trust): its licences and deed, a recent price cut, its sold price. */
const listingTrust = {
  adLicenseNumber: z.string().nullable().describe('REGA advertising licence number (10 digits), or null'),
  adLicenseExpiresAt: dateTime.nullable().describe('When the ad licence stops being in force; the listing then leaves the market'),
  falLicenseNumber: z.string().nullable().describe("The advertiser's FAL brokerage licence number, or null"),
  deedNumber: z.string().nullable().describe('The title deed number, or null'),
  priceReducedFromSar: z
    .string()
    .nullable()
    .describe('The price in SAR before a cut of the last 30 days (with priceReducedAt): "Price reduced 8 %"'),
  priceReducedAt: dateTime.nullable().describe('When that price cut was made'),
  soldPrice: z.string().nullable().describe('What a sold listing sold for, in its currency (null if not sold or not told)'),
  soldPriceSar: z.string().nullable().describe('The sold price in SAR'),
  soldAt: dateTime.nullable().describe('When it was marked sold'),
  pricePerSqmSar: z.string().nullable().describe('The sale price per m² in SAR; null without an area, and for a rent-only listing'),
};

export const propertySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    titleAr: z.string().nullable().describe('The title in Arabic, or null (Arabic pages then show the English title)'),
    descriptionAr: z.string().nullable().describe('The description in Arabic, or null'),
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
    pricePerSqm: z.string().nullable().describe('The sale price per m² (price / area); null without an area, and for a rent-only listing'),
    ...listingMoney,
    ...listingTrust,
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .meta({ id: 'Property' });

/** One price a listing asked, from `changedAt` on (docs/product.md#trust). */
export const priceChangeSchema = z
  .object({
    price: z.string(),
    rentPrice: z.string().nullable(),
    currency: z.enum(CURRENCIES),
    priceSar: z.string(),
    changedAt: dateTime,
  })
  .meta({ id: 'PriceChange' });

/** The fair-price check: how the asking price per m² compares with comparable listings on the market. */
export const marketComparisonSchema = z
  .object({
    medianPricePerSqm: z.string().describe('The median sale price per m² in SAR of the comparable listings on the market'),
    sampleSize: z.number().int().describe('How many comparable listings (at least 5; with fewer there is no comparison)'),
    scope: z.enum(['neighborhood', 'city']).describe('Same type in the same neighbourhood, or (too few there) in the same city'),
    differencePercent: z
      .number()
      .describe("The listing's price per m² against the median, in percent, one decimal: negative is below, positive above"),
  })
  .meta({ id: 'MarketComparison' });

/** GET /api/properties/{id}: the listing, with its price history, days on market, licence state and fair-price check. */
export const propertyDetailSchema = propertySchema
  .extend({
    priceHistory: z.array(priceChangeSchema).describe('Every price the listing asked, oldest first; the last is the price now'),
    daysOnMarket: z.number().int().describe('Whole days since it was listed (until it was sold, for a sold listing): "Listed 12 days ago"'),
    adLicenseStatus: z
      .enum(AD_LICENSE_STATUSES)
      .describe("'none' (no licence given), 'in-force', or 'expired' (the listing is off the search, the map and alerts)"),
    marketComparison: marketComparisonSchema
      .nullable()
      .describe('For a sale listing with an area and at least 5 comparable listings on the market; null otherwise'),
  })
  .meta({ id: 'PropertyDetail' });

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

/**
 * One of my listings on My Listings (docs/product.md#my-listings): what its card shows, and what waits
 * for an answer on it.
 */
export const ownerListingSchema = propertySchema
  .pick({
    id: true,
    title: true,
    titleAr: true,
    price: true,
    currency: true,
    propertyType: true,
    city: true,
    neighborhood: true,
    bedrooms: true,
    bathrooms: true,
    area: true,
    images: true,
    status: true,
    featured: true,
    forSale: true,
    forRent: true,
    rentPeriod: true,
    rentPrice: true,
    priceSar: true,
    yearlyRentSar: true,
    adLicenseExpiresAt: true,
    soldPrice: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    acceptedOffer: z
      .object({ amount: z.string(), currency: z.enum(CURRENCIES) })
      .nullable()
      .describe('Its latest accepted offer, in the currency it was made in: what "Mark sold" offers as the sold price; null if none'),
    pendingOffers: z.number().int().describe("Its offers with status 'pending' (waiting for an answer)"),
    unansweredInquiries: z.number().int().describe("Its inquiries with status 'pending' (the owner has not replied)"),
  })
  .meta({ id: 'OwnerListing' });

export const ownerListingPageSchema = pageOf(ownerListingSchema).meta({ id: 'OwnerListingPage' });

/** One pin of the map view: what its label, its detail card and the side list show, nothing more. */
export const propertyMapPinSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    titleAr: z.string().nullable().describe('The title in Arabic, or null'),
    description: z
      .string()
      .nullable()
      .describe(`The description, cut to at most ${MAP_PIN_DESCRIPTION_CHARS} characters (ending in … when cut)`),
    descriptionAr: z.string().nullable().describe('The Arabic description, cut the same way, or null'),
    price: z.string(),
    currency: z.enum(CURRENCIES),
    ...listingMoney,
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
