import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { currencyEnum, projectStatusEnum, propertyStatusEnum, propertyTypeEnum, rentPeriodEnum, timestamps } from './common';
import { users } from './accounts';

// Development projects and the listings that may belong to them.

export const developmentProjects = pgTable(
  'development_projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    // A developer with projects cannot vanish silently: deleting them reassigns or refuses (users service).
    developerId: text('developer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    location: text('location').notNull(),
    city: text('city').notNull(),
    totalUnits: integer('total_units'),
    completedUnits: integer('completed_units').notNull().default(0),
    priceRange: text('price_range'),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    latitude: numeric('latitude', { precision: 10, scale: 8 }),
    longitude: numeric('longitude', { precision: 11, scale: 8 }),
    status: projectStatusEnum('status').notNull().default('planning'),
    expectedCompletion: timestamp('expected_completion', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('development_projects_developer_id_idx').on(t.developerId),
    index('development_projects_city_idx').on(t.city),
    check('development_projects_total_units_positive', sql`${t.totalUnits} IS NULL OR ${t.totalUnits} > 0`),
    check('development_projects_completed_units_nonneg', sql`${t.completedUnits} >= 0`),
  ],
);

export const properties = pgTable(
  'properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description'),
    /** The Arabic title and description, optional beside the English ones (migration 0013). */
    titleAr: text('title_ar'),
    descriptionAr: text('description_ar'),
    price: numeric('price', { precision: 15, scale: 2 }).notNull(),
    currency: currencyEnum('currency').notNull().default('SAR'),
    propertyType: propertyTypeEnum('property_type').notNull(),
    city: text('city').notNull(),
    address: text('address'),
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    area: numeric('area', { precision: 10, scale: 2 }),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // A deleted developer's listings stay on record (bids and inquiries refer to them) but are withdrawn.
    developerId: text('developer_id').references(() => users.id, { onDelete: 'set null' }),
    developmentProjectId: integer('development_project_id').references(() => developmentProjects.id, { onDelete: 'set null' }),
    status: propertyStatusEnum('status').notNull().default('active'),
    featured: boolean('featured').notNull().default(false),
    forSale: boolean('for_sale').notNull().default(true),
    forRent: boolean('for_rent').notNull().default(false),
    latitude: numeric('latitude', { precision: 10, scale: 8 }),
    longitude: numeric('longitude', { precision: 11, scale: 8 }),
    neighborhood: text('neighborhood'),
    yearBuilt: integer('year_built'),
    parking: integer('parking'),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    furnished: boolean('furnished').notNull().default(false),
    balcony: boolean('balcony').notNull().default(false),
    garden: boolean('garden').notNull().default(false),
    pool: boolean('pool').notNull().default(false),
    gym: boolean('gym').notNull().default(false),
    security: boolean('security').notNull().default(false),
    elevator: boolean('elevator').notNull().default(false),
    pricePerSqm: numeric('price_per_sqm', { precision: 10, scale: 2 }),
    // Rent as rent (docs/product.md#listings): a listing for rent says how often its rent is due; one
    // both for sale and for rent keeps its rent here (its price is the sale price; a rent-only
    // listing's price is its rent). Same currency as the price.
    rentPeriod: rentPeriodEnum('rent_period'),
    rentPrice: numeric('rent_price', { precision: 15, scale: 2 }),
    // One currency to compare, computed on every write (features/properties/sar.ts): the price in
    // SAR, and a listing for rent's rent for a year in SAR (a monthly rent × 12). The search filters
    // and sorts on these, Buy mode on the first, Rent mode on the second. Wider than the price:
    // 13 digits times a rate (times 12) must fit.
    priceSar: numeric('price_sar', { precision: 20, scale: 2 }).notNull(),
    yearlyRentSar: numeric('yearly_rent_sar', { precision: 20, scale: 2 }),
    // Trust (docs/product.md#trust): the REGA advertising licence and its expiry (a listing whose licence
    // has run out leaves the market: onMarket in features/properties/visibility.ts), the advertiser's FAL
    // brokerage licence, and the title deed (one active listing per deed).
    adLicenseNumber: text('ad_license_number'),
    adLicenseExpiresAt: timestamp('ad_license_expires_at', { withTimezone: true }),
    falLicenseNumber: text('fal_license_number'),
    deedNumber: text('deed_number'),
    // The price before a cut of the last 30 days ("Price reduced 8 %"), in SAR, and when it was cut.
    priceReducedFromSar: numeric('price_reduced_from_sar', { precision: 20, scale: 2 }),
    priceReducedAt: timestamp('price_reduced_at', { withTimezone: true }),
    // A sold listing's price in its currency (the accepted offer's amount, or what the owner entered),
    // the same in SAR, and when it was sold.
    soldPrice: numeric('sold_price', { precision: 15, scale: 2 }),
    soldPriceSar: numeric('sold_price_sar', { precision: 20, scale: 2 }),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    // The sale price per m² in SAR, what the fair-price check and the market page compare.
    pricePerSqmSar: numeric('price_per_sqm_sar', { precision: 20, scale: 2 }).generatedAlwaysAs(
      sql`CASE WHEN for_sale AND area > 0 THEN round(price_sar / area, 2) END`,
    ),
    // The words of the title and the Arabic title, lower-cased, split at white space (migration 0016's
    // title_words_of): what a one-word keyword is looked up in (features/properties/text-lookups.ts).
    titleWords: text('title_words')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`title_words_of(title, title_ar)`),
    ...timestamps,
  },
  (t) => [
    index('properties_status_created_at_idx').on(t.status, t.createdAt.desc()),
    index('properties_city_idx').on(t.city),
    index('properties_property_type_idx').on(t.propertyType),
    index('properties_price_sar_idx').on(t.priceSar),
    index('properties_sale_rent_idx').on(t.forSale, t.forRent),
    index('properties_featured_idx')
      .on(t.featured)
      .where(sql`${t.featured}`),
    index('properties_created_at_idx').on(t.createdAt),
    index('properties_developer_id_idx').on(t.developerId),
    index('properties_development_project_id_idx').on(t.developmentProjectId),
    index('properties_amenities_idx').using('gin', t.amenities),
    // Text search (ILIKE '%…%'): the public neighbourhood filter over active listings, and the admin
    // list's search on title, Arabic title (migration 0016), city and neighbourhood over all of them.
    // pg_trgm (migration 0002).
    index('properties_active_neighborhood_trgm_idx')
      .using('gin', t.neighborhood.op('gin_trgm_ops'))
      .where(sql`${t.status} = 'active'`),
    index('properties_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('properties_title_ar_trgm_idx').using('gin', t.titleAr.op('gin_trgm_ops')),
    index('properties_city_trgm_idx').using('gin', t.city.op('gin_trgm_ops')),
    index('properties_neighborhood_trgm_idx').using('gin', t.neighborhood.op('gin_trgm_ops')),
    // The search's keyword (q, migrations 0005 and 0006): the address, and titles compared with text
    // of several words, as an ILIKE '%…%' over these trigram indexes of active listings only (a keyword
    // never reads the sold and withdrawn rows that match it); see also migration 0016's lookups below.
    index('properties_active_title_trgm_idx')
      .using('gin', t.title.op('gin_trgm_ops'))
      .where(sql`${t.status} = 'active'`),
    index('properties_active_address_trgm_idx')
      .using('gin', t.address.op('gin_trgm_ops'))
      .where(sql`${t.status} = 'active'`),
    // The keyword reads the Arabic title too (migration 0013).
    index('properties_active_title_ar_trgm_idx')
      .using('gin', t.titleAr.op('gin_trgm_ops'))
      .where(sql`${t.status} = 'active'`),
    // The neighbourhood filter and the keyword find neighbourhoods by name (migration 0016,
    // features/properties/text-lookups.ts): the names that contain the text (neighbourhood_names), then
    // their listings, newest first, from this index; the expiry checked in it.
    index('properties_active_neighborhood_newest_idx')
      .on(sql`lower(${t.neighborhood})`, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.adLicenseExpiresAt)
      .where(sql`${t.status} = 'active'`),
    // A keyword of one word finds titles by their words (migration 0016, features/properties/text-lookups.ts):
    // the listings carrying one of the known title words that contain the keyword (title_vocabulary).
    index('properties_active_title_words_idx')
      .using('gin', t.titleWords)
      .where(sql`${t.status} = 'active'`),
    // Public search (GET /api/properties, migration 0001): partial indexes over active listings only,
    // one per sort, so a page is read from the head of an index and the capped total is an
    // index-only count. Trailing key columns let the filters be checked in the index itself, the ad
    // licence's expiry (migration 0009) among them.
    // Key orders match the ORDER BY exactly (`desc` is NULLS FIRST in PostgreSQL), or no index serves it.
    // The amenity expression must stay identical to `amenityMask` in features/properties/service.ts.
    index('properties_active_newest_idx')
      .on(
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.pool,
        t.gym,
        t.security,
        t.garden,
        t.elevator,
        t.balcony,
        t.furnished,
        t.adLicenseExpiresAt,
      )
      .where(sql`${t.status} = 'active'`),
    index('properties_active_price_idx')
      .on(t.priceSar, t.id, t.adLicenseExpiresAt)
      .where(sql`${t.status} = 'active'`),
    // Rent mode (forRent=true, forSale not): its price filters and sorts are on the yearly rent.
    index('properties_active_rent_idx')
      .on(t.yearlyRentSar, t.id, t.adLicenseExpiresAt)
      .where(sql`${t.status} = 'active' AND ${t.forRent}`),
    index('properties_active_area_idx')
      .on(t.area.desc().nullsLast(), t.id.desc().nullsFirst(), t.adLicenseExpiresAt)
      .where(sql`${t.status} = 'active'`),
    index('properties_active_city_type_newest_idx')
      .on(sql`lower(${t.city})`, t.propertyType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.city, t.adLicenseExpiresAt)
      .where(sql`${t.status} = 'active'`),
    index('properties_active_city_type_price_idx')
      .on(
        sql`lower(${t.city})`,
        t.propertyType,
        t.priceSar,
        t.id,
        t.city,
        t.area,
        t.bedrooms,
        t.bathrooms,
        t.parking,
        t.yearBuilt,
        t.forSale,
        t.forRent,
        t.pool,
        t.gym,
        t.security,
        t.garden,
        t.elevator,
        t.balcony,
        t.furnished,
        t.adLicenseExpiresAt,
      )
      .where(sql`${t.status} = 'active'`),
    index('properties_active_amenities_newest_idx')
      .on(
        sql`((${t.pool}::int) | (${t.gym}::int << 1) | (${t.security}::int << 2) | (${t.garden}::int << 3) | (${t.elevator}::int << 4) | (${t.balcony}::int << 5) | (${t.furnished}::int << 6))`,
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.pool,
        t.gym,
        t.security,
        t.garden,
        t.elevator,
        t.balcony,
        t.furnished,
        t.adLicenseExpiresAt,
      )
      .where(sql`${t.status} = 'active'`),
    // One active listing per title deed (migration 0009): a second is refused with a 409, race-safe.
    uniqueIndex('properties_active_deed_idx')
      .on(t.deedNumber)
      .where(sql`${t.status} = 'active' AND ${t.deedNumber} IS NOT NULL`),
    // The fair-price check: comparable listings on the market by type, city and neighbourhood, read
    // index-only (the expiry, the columns themselves and the id are trailing keys, so the licence and
    // "not this listing" are checked in the index).
    index('properties_active_sale_sqm_idx')
      .on(
        t.propertyType,
        sql`lower(${t.city})`,
        sql`lower(${t.neighborhood})`,
        t.pricePerSqmSar,
        t.adLicenseExpiresAt,
        t.city,
        t.neighborhood,
        t.id,
      )
      .where(sql`${t.status} = 'active' AND ${t.pricePerSqmSar} IS NOT NULL`),
    check('properties_ad_license_pair', sql`(${t.adLicenseNumber} IS NULL) = (${t.adLicenseExpiresAt} IS NULL)`),
    check('properties_sold_price_positive', sql`${t.soldPrice} IS NULL OR ${t.soldPrice} > 0`),
    check('properties_price_nonneg', sql`${t.price} >= 0`),
    // docs/product.md#listings: for sale, for rent or both; a rent period exactly when for rent; a
    // separate rent exactly when both; the yearly rent in SAR exactly when for rent.
    check('properties_for_sale_or_rent', sql`${t.forSale} OR ${t.forRent}`),
    check('properties_rent_period_iff_for_rent', sql`(${t.rentPeriod} IS NOT NULL) = ${t.forRent}`),
    check('properties_rent_price_iff_both', sql`(${t.rentPrice} IS NOT NULL) = (${t.forSale} AND ${t.forRent})`),
    check('properties_rent_price_positive', sql`${t.rentPrice} IS NULL OR ${t.rentPrice} > 0`),
    check('properties_yearly_rent_iff_for_rent', sql`(${t.yearlyRentSar} IS NOT NULL) = ${t.forRent}`),
    check('properties_area_positive', sql`${t.area} IS NULL OR ${t.area} > 0`),
    check(
      'properties_counts_nonneg',
      sql`coalesce(${t.bedrooms}, 0) >= 0 AND coalesce(${t.bathrooms}, 0) >= 0 AND coalesce(${t.parking}, 0) >= 0`,
    ),
  ],
);

/**
 * Every word of every listing's title and Arabic title, lower-cased (split at spaces), kept by the
 * trigger of migration 0016 as titles are written, with a trigram index: the keyword's words are
 * looked up here (a few thousand words) instead of in the titles (a million rows). A word whose last
 * listing is gone stays, and finds nothing.
 */
export const titleVocabulary = pgTable('title_vocabulary', { word: text('word').primaryKey() }, (t) => [
  index('title_vocabulary_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * Every neighbourhood a listing was written with, lower-cased, kept by the same trigger, with a trigram
 * index: a neighbourhood filter or keyword reads the names that contain it, then their listings.
 */
export const neighbourhoodNames = pgTable('neighbourhood_names', { name: text('name').primaryKey() }, (t) => [
  index('neighbourhood_names_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
]);
