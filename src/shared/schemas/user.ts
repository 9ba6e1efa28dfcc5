import { z } from 'zod';
import { blankToUndefined, dateTime, text, textFilter } from './common';
import { SEARCH_TEXT_MAX, MAX_PASSWORD_LENGTH, MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH, PAGINATION, ROLES, SIGNUP_ROLES } from '../constants';

export const emailSchema = z.email('Please enter a valid email address').max(254, 'Please enter a valid email address');
export const passwordSchema = text('Password', 'Password is required')
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const firstNameSchema = text('First name', 'First name must be at least 2 characters')
  .trim()
  .min(MIN_NAME_LENGTH, 'First name must be at least 2 characters')
  .max(100, 'First name must be at most 100 characters');
export const lastNameSchema = text('Last name', 'Last name must be at least 2 characters')
  .trim()
  .min(MIN_NAME_LENGTH, 'Last name must be at least 2 characters')
  .max(100, 'Last name must be at most 100 characters');

/** Step 1 of the sign-up wizard (Profile). */
export const signupProfileSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(SIGNUP_ROLES, { error: 'Role must be buyer, developer or investor' }).default('buyer'),
});

/** Step 2 (Privacy). */
export const signupPrivacySchema = z.object({
  privacyPolicyAccepted: z.literal(true, { error: 'You must accept the Privacy Policy to continue' }),
  termsAccepted: z.literal(true, { error: 'You must accept the Terms of Service to continue' }),
  dataProcessingConsent: z.boolean().default(false),
});

/** Step 3 (Preferences). */
export const signupPreferencesSchema = z.object({
  emailCommunications: z.boolean().default(true),
  emailNotifications: z.boolean().default(true),
  emailMarketing: z.boolean().default(false),
});

/** The sign-up wizard's payload, password included (docs/product.md#accounts-and-sessions). Unknown keys are refused. */
export const signupSchema = z.strictObject({
  ...signupProfileSchema.shape,
  ...signupPrivacySchema.shape,
  ...signupPreferencesSchema.shape,
});

/** Finishing an OpenID Connect account: the same payload without a password. */
export const completeSignupSchema = signupSchema.omit({ password: true, email: true });

export const loginSchema = z.strictObject({
  email: emailSchema,
  password: text('Password', 'Password is required').min(1, 'Password is required').max(MAX_PASSWORD_LENGTH, 'Invalid email or password'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const userSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable().describe('A Saudi mobile number in international form (+9665XXXXXXXX), or null'),
    profileImageUrl: z.string().nullable(),
    role: z.enum(ROLES),
    emailCommunications: z.boolean(),
    emailMarketing: z.boolean(),
    emailNotifications: z.boolean(),
    privacyPolicyAccepted: z.boolean(),
    termsAccepted: z.boolean(),
    privacyPolicyAcceptedAt: dateTime.nullable(),
    termsAcceptedAt: dateTime.nullable(),
    signupCompleted: z.boolean(),
    emailVerified: z.boolean().describe('Whether the user followed the verification link sent to their e-mail address'),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .meta({ id: 'User' });

/**
 * Admin user edit (docs/product.md#admin-dashboard): names, e-mail, role including admin. A name given
 * keeps the sign-up's rules (an account never shows as "Al-Harbi" alone); one left out is unchanged,
 * so an account with a missing name can still have its role changed. The e-mail stays a valid address.
 */
export const adminUserUpdateSchema = z.strictObject({
  firstName: firstNameSchema.optional(),
  lastName: lastNameSchema.optional(),
  email: emailSchema.optional(),
  role: z.enum(ROLES, { error: 'Role must be buyer, developer, investor or admin' }).optional(),
});

/** The admin table's query: '' (an empty input) and role 'all' mean "no filter". */
export const adminUsersQuerySchema = z.object({
  q: textFilter('Search', SEARCH_TEXT_MAX).describe(
    'Case-insensitive text found in the first name, last name, "first last" or e-mail address',
  ),
  role: z
    .preprocess(
      (v) => (blankToUndefined(v) === 'all' ? undefined : blankToUndefined(v)),
      z.enum(ROLES, { error: 'Role must be all, buyer, developer, investor or admin' }).optional(),
    )
    .describe('all (default), buyer, developer, investor or admin'),
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Page must be a number' })
      .int('Page must be a whole number')
      .min(1, 'Page must be at least 1')
      .max(100_000, 'Page is too large')
      .default(1),
  ),
  pageSize: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Page size must be a number' })
      .int('Page size must be a whole number')
      .min(1, 'Page size must be at least 1')
      .max(PAGINATION.maxPageSize, `Page size must be at most ${PAGINATION.maxPageSize}`)
      .default(PAGINATION.maxPageSize),
  ),
});

export const adminUserListSchema = z
  .object({
    items: z.array(userSchema).describe('The matching users, newest first (one page)'),
    counts: z
      .object({
        buyer: z.number().int(),
        developer: z.number().int(),
        investor: z.number().int(),
        admin: z.number().int(),
      })
      .describe('Every user per role, whatever the filters (the summary cards)'),
    total: z.number().int().describe('How many users match q and role (all pages)'),
    page: z.number().int(),
    pageSize: z.number().int().describe(`At most ${PAGINATION.maxPageSize}; the default is ${PAGINATION.maxPageSize}`),
  })
  .meta({ id: 'UserList' });
/** The admin users query as the server reads it (and the client sends it: blank values left out). */
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;
