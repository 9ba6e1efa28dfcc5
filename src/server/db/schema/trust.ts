import { sql } from 'drizzle-orm';
import { bigint, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { currencyEnum } from './common';
import { properties } from './listings';

// Trust and transparency (docs/product.md#trust): every price a listing has asked, and the market
// figures the public market page reads.

/** A listing's price from a moment on: one row when it is listed, one more at each change of price or rent. */
export const propertyPriceChanges = pgTable(
  'property_price_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 15, scale: 2 }).notNull(),
    rentPrice: numeric('rent_price', { precision: 15, scale: 2 }),
    currency: currencyEnum('currency').notNull(),
    priceSar: numeric('price_sar', { precision: 20, scale: 2 }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('property_price_changes_property_idx').on(t.propertyId, t.changedAt)],
);

/**
 * The market page's figures (GET /api/market), computed together by a job on the shared worker and
 * read by slice: one row per (mode, measure, city, neighbourhood, type, month), '' for "all". The
 * answer says when they were computed (`computedAt`): medians over a million listings are not
 * worked out per request.
 */
export const marketFigures = pgTable(
  'market_figures',
  {
    /** 'sale' (price per m²) or 'rent' (a year's rent per m²). */
    mode: text('mode').notNull(),
    /** 'asking' (listings on the market, by the month they were listed) or 'sold' (sold prices, by the month of sale). */
    measure: text('measure').notNull(),
    city: text('city').notNull().default(''),
    neighborhood: text('neighborhood').notNull().default(''),
    propertyType: text('property_type').notNull().default(''),
    /** 'YYYY-MM' for the trend, '' for the whole period. */
    month: text('month').notNull().default(''),
    listings: integer('listings').notNull(),
    medianPerSqm: numeric('median_per_sqm', { precision: 20, scale: 2 }),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('market_figures_slice_idx').on(t.mode, t.measure, t.city, t.neighborhood, t.propertyType, t.month),
    index('market_figures_computed_idx').on(sql`${t.computedAt} DESC`),
  ],
);
