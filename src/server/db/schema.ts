import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, jsonb, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  BID_STATUSES, INQUIRY_STATUSES, INVESTMENT_STATUSES, INVESTMENT_TYPES, PROJECT_STATUSES,
  PROPERTY_STATUSES, PROPERTY_TYPES, ROLES, USER_INVESTMENT_STATUSES, CURRENCIES,
} from '../../shared/constants';

// Allowed values are enforced by the database: enums for roles and statuses, checks for the rest.
export const roleEnum = pgEnum('user_role', ROLES);
export const propertyStatusEnum = pgEnum('property_status', PROPERTY_STATUSES);
export const propertyTypeEnum = pgEnum('property_type', PROPERTY_TYPES);
export const currencyEnum = pgEnum('currency', CURRENCIES);
export const projectStatusEnum = pgEnum('project_status', PROJECT_STATUSES);
export const investmentTypeEnum = pgEnum('investment_type', INVESTMENT_TYPES);
export const investmentStatusEnum = pgEnum('investment_status', INVESTMENT_STATUSES);
export const userInvestmentStatusEnum = pgEnum('user_investment_status', USER_INVESTMENT_STATUSES);
export const bidStatusEnum = pgEnum('bid_status', BID_STATUSES);
export const inquiryStatusEnum = pgEnum('inquiry_status', INQUIRY_STATUSES);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * "First Last" as the admin search matches it. `||` rather than concat_ws, which PostgreSQL does not
 * count as immutable (an index cannot use it); the query and the index share this expression.
 */
export const fullNameOf = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql`coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')`;

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    role: roleEnum('role').notNull().default('buyer'),
    emailCommunications: boolean('email_communications').notNull().default(true),
    emailMarketing: boolean('email_marketing').notNull().default(false),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    privacyPolicyAccepted: boolean('privacy_policy_accepted').notNull().default(false),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    dataProcessingConsent: boolean('data_processing_consent').notNull().default(false),
    privacyPolicyAcceptedAt: timestamp('privacy_policy_accepted_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    dataProcessingConsentAt: timestamp('data_processing_consent_at', { withTimezone: true }),
    signupCompleted: boolean('signup_completed').notNull().default(false),
    /** argon2id hash; null for accounts that only sign in through OpenID Connect. */
    passwordHash: text('password_hash'),
    /** `iss|sub` of the identity provider, for OpenID Connect accounts. */
    oidcSubject: text('oidc_subject'),
    /** An admin chose the role: finishing an OpenID Connect sign-up keeps it. */
    roleSetByAdmin: boolean('role_set_by_admin').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // E-mail is unique regardless of case.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_oidc_subject_idx').on(t.oidcSubject),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
    // The admin user search (ILIKE '%q%' on each name, "first last" and the e-mail): trigram indexes.
    index('users_first_name_trgm_idx').using('gin', t.firstName.op('gin_trgm_ops')),
    index('users_last_name_trgm_idx').using('gin', t.lastName.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_full_name_trgm_idx').using('gin', sql`(${fullNameOf(t)}) gin_trgm_ops`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token, so a leaked table cannot be replayed as cookies. */
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { precision: 6, withTimezone: true }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** When the session began: it ends SESSION_MAX_AGE_DAYS later however active it is. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_user_id_idx').on(t.userId)],
);

export const developmentProjects = pgTable(
  'development_projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    // A developer with projects cannot vanish silently: deleting them reassigns or refuses (users service).
    developerId: text('developer_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    location: text('location').notNull(),
    city: text('city').notNull(),
    totalUnits: integer('total_units'),
    completedUnits: integer('completed_units').notNull().default(0),
    priceRange: text('price_range'),
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
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
    price: numeric('price', { precision: 15, scale: 2 }).notNull(),
    currency: currencyEnum('currency').notNull().default('SAR'),
    propertyType: propertyTypeEnum('property_type').notNull(),
    city: text('city').notNull(),
    address: text('address'),
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    area: numeric('area', { precision: 10, scale: 2 }),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
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
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    furnished: boolean('furnished').notNull().default(false),
    balcony: boolean('balcony').notNull().default(false),
    garden: boolean('garden').notNull().default(false),
    pool: boolean('pool').notNull().default(false),
    gym: boolean('gym').notNull().default(false),
    security: boolean('security').notNull().default(false),
    elevator: boolean('elevator').notNull().default(false),
    pricePerSqm: numeric('price_per_sqm', { precision: 10, scale: 2 }),
    ...timestamps,
  },
  (t) => [
    index('properties_status_created_at_idx').on(t.status, t.createdAt.desc()),
    index('properties_city_idx').on(t.city),
    index('properties_property_type_idx').on(t.propertyType),
    index('properties_price_idx').on(t.price),
    index('properties_sale_rent_idx').on(t.forSale, t.forRent),
    index('properties_featured_idx').on(t.featured).where(sql`${t.featured}`),
    index('properties_created_at_idx').on(t.createdAt),
    index('properties_developer_id_idx').on(t.developerId),
    index('properties_development_project_id_idx').on(t.developmentProjectId),
    index('properties_amenities_idx').using('gin', t.amenities),
    // Text search (ILIKE '%…%'): the public neighbourhood filter over active listings, and the admin
    // list's search on title, city and neighbourhood over all of them. pg_trgm (migration 0002).
    index('properties_active_neighborhood_trgm_idx').using('gin', t.neighborhood.op('gin_trgm_ops')).where(sql`${t.status} = 'active'`),
    index('properties_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('properties_city_trgm_idx').using('gin', t.city.op('gin_trgm_ops')),
    index('properties_neighborhood_trgm_idx').using('gin', t.neighborhood.op('gin_trgm_ops')),
    // Public search (GET /api/properties, migration 0001): partial indexes over active listings only,
    // one per sort, so a page is read from the head of an index and the capped total is an
    // index-only count. Trailing key columns let the filters be checked in the index itself.
    // Key orders match the ORDER BY exactly (`desc` is NULLS FIRST in PostgreSQL), or no index serves it.
    // The amenity expression must stay identical to `amenityMask` in features/properties/service.ts.
    index('properties_active_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.pool, t.gym, t.security, t.garden, t.elevator, t.balcony, t.furnished)
      .where(sql`${t.status} = 'active'`),
    index('properties_active_price_idx').on(t.price, t.id).where(sql`${t.status} = 'active'`),
    index('properties_active_area_idx').on(t.area.desc().nullsLast(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'active'`),
    index('properties_active_city_type_newest_idx')
      .on(sql`lower(${t.city})`, t.propertyType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.city)
      .where(sql`${t.status} = 'active'`),
    index('properties_active_city_type_price_idx')
      .on(
        sql`lower(${t.city})`, t.propertyType, t.price, t.id, t.city, t.area, t.bedrooms, t.bathrooms, t.parking, t.yearBuilt,
        t.forSale, t.forRent, t.pool, t.gym, t.security, t.garden, t.elevator, t.balcony, t.furnished,
      )
      .where(sql`${t.status} = 'active'`),
    index('properties_active_amenities_newest_idx')
      .on(
        sql`((${t.pool}::int) | (${t.gym}::int << 1) | (${t.security}::int << 2) | (${t.garden}::int << 3) | (${t.elevator}::int << 4) | (${t.balcony}::int << 5) | (${t.furnished}::int << 6))`,
        t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.pool, t.gym, t.security, t.garden, t.elevator, t.balcony, t.furnished,
      )
      .where(sql`${t.status} = 'active'`),
    check('properties_price_nonneg', sql`${t.price} >= 0`),
    check('properties_area_positive', sql`${t.area} IS NULL OR ${t.area} > 0`),
    check('properties_counts_nonneg', sql`coalesce(${t.bedrooms}, 0) >= 0 AND coalesce(${t.bathrooms}, 0) >= 0 AND coalesce(${t.parking}, 0) >= 0`),
  ],
);

export const investments = pgTable(
  'investments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description'),
    minimumInvestment: numeric('minimum_investment', { precision: 15, scale: 2 }).notNull(),
    expectedRoi: numeric('expected_roi', { precision: 5, scale: 2 }).notNull(),
    duration: integer('duration').notNull(),
    investmentType: investmentTypeEnum('investment_type').notNull(),
    location: text('location').notNull(),
    totalFunding: numeric('total_funding', { precision: 15, scale: 2 }).notNull(),
    currentFunding: numeric('current_funding', { precision: 15, scale: 2 }).notNull().default('0'),
    status: investmentStatusEnum('status').notNull().default('active'),
    ...timestamps,
  },
  (t) => [
    index('investments_status_idx').on(t.status),
    index('investments_created_at_idx').on(t.createdAt),
    check('investments_minimum_positive', sql`${t.minimumInvestment} > 0`),
    check('investments_duration_positive', sql`${t.duration} > 0`),
    check('investments_total_positive', sql`${t.totalFunding} > 0`),
    // The last line of defence against over-funding: no code path can break it.
    check('investments_funding_within_target', sql`${t.currentFunding} >= 0 AND ${t.currentFunding} <= ${t.totalFunding}`),
  ],
);

export const userInvestments = pgTable(
  'user_investments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Money records are never dropped by a cascade: deleting an investor with holdings is refused.
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    investmentId: integer('investment_id').notNull().references(() => investments.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 15, scale: 2 }).notNull(),
    investmentDate: timestamp('investment_date', { withTimezone: true }).notNull().defaultNow(),
    status: userInvestmentStatusEnum('status').notNull().default('active'),
    /** The `Idempotency-Key` of the request that made it: a retry finds this row instead of paying twice. */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('user_investments_user_id_idx').on(t.userId),
    index('user_investments_investment_id_idx').on(t.investmentId),
    index('user_investments_date_idx').on(t.investmentDate),
    uniqueIndex('user_investments_idempotency_idx').on(t.userId, t.idempotencyKey),
    check('user_investments_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const propertyInquiries = pgTable(
  'property_inquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    /** The asker; null once their account is deleted (the owner keeps the conversation). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message'),
    contactPhone: text('contact_phone'),
    status: inquiryStatusEnum('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('property_inquiries_property_id_idx').on(t.propertyId),
    index('property_inquiries_user_id_idx').on(t.userId),
  ],
);

/** The conversation under an inquiry: replies from the owner and follow-ups from the asker. */
export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inquiryId: integer('inquiry_id').notNull().references(() => propertyInquiries.id, { onDelete: 'cascade' }),
    /** Null once the sender's account is deleted. */
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiry_messages_inquiry_id_idx').on(t.inquiryId, t.createdAt)],
);

export const propertyBids = pgTable(
  'property_bids',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    /** Null once the bidder's account is deleted (the seller keeps the answered offer on record). */
    bidderId: text('bidder_id').references(() => users.id, { onDelete: 'set null' }),
    bidAmount: numeric('bid_amount', { precision: 15, scale: 2 }).notNull(),
    currency: currencyEnum('currency').notNull().default('SAR'),
    message: text('message'),
    status: bidStatusEnum('status').notNull().default('pending'),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** Idempotency key of the submit (header, or a digest of the bid): a repeat finds this row. */
    idempotencyKey: text('idempotency_key'),
    ...timestamps,
  },
  (t) => [
    index('property_bids_property_id_idx').on(t.propertyId, t.status),
    index('property_bids_bidder_id_idx').on(t.bidderId),
    uniqueIndex('property_bids_idempotency_idx').on(t.bidderId, t.idempotencyKey),
    check('property_bids_amount_positive', sql`${t.bidAmount} > 0`),
  ],
);

export type User = typeof users.$inferSelect;
export type Property = typeof properties.$inferSelect;
export type DevelopmentProject = typeof developmentProjects.$inferSelect;
export type Investment = typeof investments.$inferSelect;
export type UserInvestment = typeof userInvestments.$inferSelect;
export type PropertyBid = typeof propertyBids.$inferSelect;
