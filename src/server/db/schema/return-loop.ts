import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { SAVED_SEARCH_FREQUENCIES } from '../../../shared/schemas/saved-search';
import { users } from './accounts';
import { properties } from './listings';

// What brings a buyer back (docs/product.md#favourites-and-saved-searches): the listings they keep,
// the searches they save and are alerted on, and the listings they last opened.

/** A listing a user keeps (the heart). Kept when the listing is sold or withdrawn; gone with either side. */
export const favorites = pgTable(
  'favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('favorites_user_created_idx').on(t.userId, t.createdAt),
    // A price drop finds the listing's favouriters.
    index('favorites_property_idx').on(t.propertyId),
  ],
);

/**
 * A search a user saved from /buy: its filters exactly as the URL held them (`filters`, replayed by
 * Run), and the same filters parsed into columns, so a new listing finds the searches it matches in
 * one indexed query (src/server/features/saved-searches) instead of each search being run.
 * An absent text or type filter is '' (not null), so "any city or this one" is an `IN ('', city)` the
 * index answers.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The search's query string as key → value, as /buy's URL held it (paging left out). */
    filters: jsonb('filters').$type<Record<string, string>>().notNull(),
    frequency: text('frequency', { enum: SAVED_SEARCH_FREQUENCIES }).notNull().default('instant'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The owner last ran it (or saved it): matches after this are "new". */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last daily or weekly digest covered the matches up to this time. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }).notNull().defaultNow(),

    // The filters as the matcher reads them (kept in step with `filters` by the service).
    /** lower(city), or '' for any city. */
    cityKey: text('city_key').notNull().default(''),
    /** The property type, or '' for any. */
    propertyType: text('property_type').notNull().default(''),
    /** Rent mode: the price bounds are on the rent for a year in SAR, else on the price in SAR. */
    rentMode: boolean('rent_mode').notNull().default(false),
    minPrice: numeric('min_price', { precision: 20, scale: 2 }),
    maxPrice: numeric('max_price', { precision: 20, scale: 2 }),
    minArea: numeric('min_area', { precision: 15, scale: 2 }),
    maxArea: numeric('max_area', { precision: 15, scale: 2 }),
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    parking: integer('parking'),
    yearBuilt: integer('year_built'),
    /** The required amenities and furnished, as the search's amenity mask bits (0: none required). */
    featureMask: integer('feature_mask').notNull().default(0),
    forSale: boolean('for_sale').notNull().default(false),
    forRent: boolean('for_rent').notNull().default(false),
    /** The neighbourhood filter's LIKE patterns (escaped): as typed and, for an Arabic name of ours, its English names; or null. */
    neighborhoodPatterns: text('neighborhood_patterns').array(),
    /** The keyword's LIKE patterns, spelled so too, or null; a listing number keyword is `listingNumber`. */
    keywordPatterns: text('keyword_patterns').array(),
    /** The city the keyword names ("riyadh", "الرياض" read as riyadh), lower case, or '': its listings match too. */
    keywordCity: text('keyword_city').notNull().default(''),
    listingNumber: integer('listing_number'),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_match_idx').on(t.cityKey, t.propertyType, t.rentMode),
    index('saved_searches_digest_idx')
      .on(t.frequency, t.lastDigestAt)
      .where(sql`${t.frequency} in ('daily', 'weekly')`),
    check('saved_searches_frequency', sql`${t.frequency} in ('instant', 'daily', 'weekly', 'off')`),
  ],
);

/**
 * A listing announced to a saved search: once per listing and event ('listed', or 'price:<new
 * price>' for a drop), whatever the number of workers or retries (the primary key). `emailedAt` is
 * set when an e-mail (instant, or a digest) has carried it.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: bigint('saved_search_id', { mode: 'number' })
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.propertyId, t.event] }),
    index('saved_search_matches_search_time_idx').on(t.savedSearchId, t.matchedAt),
    index('saved_search_matches_property_idx').on(t.propertyId),
  ],
);

/** The listings a signed-in user opened, the latest per listing; the home page shows the last 12. */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] }), index('recently_viewed_user_time_idx').on(t.userId, t.viewedAt)],
);
