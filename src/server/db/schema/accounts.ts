import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { fullNameOf, roleEnum, timestamps } from './common';

// Who uses Manzil, and their sessions.

export const users = pgTable(
  'users',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    profileImageUrl: text('profile_image_url'),
    role: roleEnum('role').notNull().default('buyer'),
    emailCommunications: boolean('email_communications').notNull().default(true),
    emailMarketing: boolean('email_marketing').notNull().default(false),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    /** The language of the user's e-mails: the one they signed up in, or last chose with the switch (migration 0013). */
    language: text('language', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
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
    /** When the user followed the link sent to `email`; null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The account was deleted: its personal data erased, the row kept for what must stay (holdings). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
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
    /** What /account shows of each session: the browser, the address, the last request. */
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_user_id_idx').on(t.userId)],
);
