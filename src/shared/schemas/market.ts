import { z } from 'zod';
import { PROPERTY_TYPES } from '../constants';
import { blankToUndefined, dateTime, oneOf, textFilter } from './common';

// The public market page (docs/product.md#market): median price per m² and listing counts by city,
// by neighbourhood within a city, by type, and by month, for sale or for rent (a year's rent per m²),
// from listings on the market (asking) and from recent sales (sold), as of when they were computed.

export const MARKET_MODES = ['sale', 'rent'] as const;
export type MarketMode = (typeof MARKET_MODES)[number];
/** How many months the trend and the sold figures cover. */
export const MARKET_MONTHS = 12;

export const marketQuerySchema = z.object({
  mode: z.preprocess(blankToUndefined, z.enum(MARKET_MODES, { error: `Mode must be one of ${oneOf(MARKET_MODES)}` }).default('sale')),
  propertyType: z.preprocess(
    blankToUndefined,
    z.enum(PROPERTY_TYPES, { error: `Property type must be one of ${oneOf(PROPERTY_TYPES)}` }).optional(),
  ),
  city: textFilter('City'),
});
export type MarketQuery = z.output<typeof marketQuerySchema>;

/** One figure: how many listings, and their median per m² in SAR (null with fewer than 5). */
const figure = {
  listings: z.number().int().describe('Listings counted'),
  medianPerSqm: z
    .string()
    .nullable()
    .describe('Median SAR per m² (sale: price; rent: a year of rent); null when fewer than 5 listings, never a figure from fewer'),
};
const sold = {
  soldListings: z.number().int().describe(`Listings sold in the last ${MARKET_MONTHS} months with a sold price and an area`),
  soldMedianPerSqm: z.string().nullable().describe('Their median sold price per m² in SAR (sale only; null with fewer than 5)'),
};

export const marketAreaSchema = z.object({ name: z.string(), ...figure, ...sold }).meta({ id: 'MarketArea' });
export const marketTypeSchema = z.object({ propertyType: z.enum(PROPERTY_TYPES), ...figure }).meta({ id: 'MarketType' });
export const marketMonthSchema = z.object({ month: z.string().describe('YYYY-MM'), ...figure, ...sold }).meta({ id: 'MarketMonth' });

export const marketSchema = z
  .object({
    computedAt: dateTime.nullable().describe('When these figures were computed (the data is as of then); null before the first run'),
    mode: z.enum(MARKET_MODES),
    propertyType: z.enum(PROPERTY_TYPES).nullable(),
    city: z.string().nullable().describe('The chosen city as the figures name it, or null for the whole country'),
    overall: z.object({ ...figure, ...sold }).describe('The whole selection'),
    areas: z.array(marketAreaSchema).describe('By city (no city chosen) or by neighbourhood of the chosen city, most listings first'),
    byType: z.array(marketTypeSchema).describe('By property type, within the chosen city (or the country)'),
    trend: z.array(marketMonthSchema).describe(`By month, the last ${MARKET_MONTHS} months, oldest first (asking: by the month listed)`),
    cities: z.array(z.string()).describe('Every city with figures, for the city picker'),
  })
  .meta({ id: 'Market' });
export type Market = z.output<typeof marketSchema>;
