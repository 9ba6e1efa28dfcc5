import { z } from 'zod';
import { LOCALES } from '../i18n/locale';
import { ROLES, MAX_PASSWORD_LENGTH } from '../constants';
import { blankToNull, dateTime, text } from './common';
import { saudiMobileSchema } from './inquiry';
import { emailSchema, firstNameSchema, lastNameSchema, passwordSchema } from './user';

// A person's own account (docs/product.md#accounts-and-sessions and #your-data): the links sent by
// e-mail (verification, password reset, unsubscribe), /account's profile, e-mail, password,
// sessions, and the rights to take one's data and to delete the account.

export const INVALID_LINK = 'This link is invalid or has expired.';
export const EMAIL_TAKEN = 'An account with this email address already exists';
export const PASSWORD_RESET_SENT =
  "If an account uses that address, we've sent it a link to choose a new password. The link works for one hour.";
export const DELETE_CONFIRMATION = 'DELETE';

/** A token from an e-mailed link (43 characters of base64url; anything up to 200 is looked up and simply not found). */
const tokenSchema = text('Token', INVALID_LINK).trim().min(1, INVALID_LINK).max(200, INVALID_LINK);

/** A password typed to prove who one is (not a new one): any non-empty text. */
const currentPassword = (label: string) =>
  text(label, `${label} is required`).min(1, `${label} is required`).max(MAX_PASSWORD_LENGTH, `${label} is incorrect`);

/* The links ---------------------------------------------------------------------------------- */

/** POST /api/auth/verify-email. */
export const verifyEmailSchema = z.strictObject({ token: tokenSchema });

/** POST /api/auth/password-reset. */
export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });

/** POST /api/auth/password-reset/confirm: the new password follows the sign-up rules. */
export const passwordResetConfirmSchema = z.strictObject({ token: tokenSchema, password: passwordSchema });
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmSchema>;

/** GET|POST /api/unsubscribe?token=… */
export const unsubscribeQuerySchema = z.object({ token: tokenSchema });

export const EMAIL_PREFERENCES = ['emailCommunications', 'emailNotifications', 'emailMarketing'] as const;
export type EmailPreference = (typeof EMAIL_PREFERENCES)[number];

export const unsubscribeResponseSchema = z
  .object({
    message: z.string(),
    preference: z.enum(EMAIL_PREFERENCES).optional().describe('The preference that is now off (absent for a saved search’s own link)'),
    savedSearch: z
      .object({ id: z.number().int(), name: z.string() })
      .nullable()
      .optional()
      .describe('A saved search’s own link: the search whose e-mails are now off (null: it was deleted since)'),
  })
  .meta({ id: 'Unsubscribed' });

/** A plain confirmation. */
export const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

/* The account -------------------------------------------------------------------------------- */

export const accountSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    pendingEmail: z.string().nullable().describe('A new address waiting for its verification link to be followed'),
    emailVerified: z.boolean(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable().describe('+9665XXXXXXXX, or null'),
    role: z.enum(ROLES),
    emailCommunications: z.boolean(),
    emailNotifications: z.boolean(),
    emailMarketing: z.boolean(),
    language: z
      .enum(LOCALES)
      .describe("The language of the account's e-mails: the one it signed up in, or last chose with the language switch"),
    hasPassword: z.boolean().describe('False for accounts that only sign in through OpenID Connect'),
    createdAt: dateTime,
  })
  .meta({ id: 'Account' });
export type Account = z.output<typeof accountSchema>;

/** A phone in a form: '' or null clears it; otherwise the inquiry form's Saudi mobile rule. */
const phoneSchema = z.preprocess(blankToNull, saudiMobileSchema.nullable());

/** PUT /api/account: every field is optional; those sent are changed (names keep the sign-up rules). */
export const accountUpdateSchema = z.strictObject({
  firstName: firstNameSchema.optional(),
  lastName: lastNameSchema.optional(),
  phone: phoneSchema.optional(),
  emailCommunications: z.boolean({ error: 'User communications must be true or false' }).optional(),
  emailNotifications: z.boolean({ error: 'System notifications must be true or false' }).optional(),
  emailMarketing: z.boolean({ error: 'Marketing must be true or false' }).optional(),
  language: z.enum(LOCALES, { error: 'Language must be en or ar' }).optional(),
});
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;
export type AccountUpdate = z.output<typeof accountUpdateSchema>;

/** PUT /api/account/email: the new address, and the password to prove it is the owner asking. */
export const emailChangeSchema = z.strictObject({ email: emailSchema, password: currentPassword('Password') });
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

export const emailChangeResponseSchema = z.object({ message: z.string(), pendingEmail: z.string() }).meta({ id: 'EmailChange' });

/** PUT /api/account/password: the new one follows the sign-up rules. */
export const passwordChangeSchema = z.strictObject({
  currentPassword: currentPassword('Current password'),
  newPassword: passwordSchema,
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/**
 * DELETE /api/account: the password for an account that has one; an account without one (OpenID
 * Connect only) types the word DELETE instead.
 */
export const accountDeleteSchema = z.strictObject({
  password: currentPassword('Password').optional(),
  confirm: z.literal(DELETE_CONFIRMATION, { error: `Type ${DELETE_CONFIRMATION} to confirm` }).optional(),
});
export type AccountDeleteInput = z.input<typeof accountDeleteSchema>;

/* Sessions ----------------------------------------------------------------------------------- */

export const accountSessionSchema = z
  .object({
    id: z.string().describe('An opaque id of the session (not its cookie, nor what the database keys it by)'),
    current: z.boolean().describe('The session this request came with'),
    browser: z.string().describe('The browser and system, e.g. "Chrome on Android"; "Unknown browser" when not known'),
    ipAddress: z.string().nullable(),
    createdAt: dateTime,
    lastSeenAt: dateTime,
  })
  .meta({ id: 'AccountSession' });
export type AccountSession = z.output<typeof accountSessionSchema>;

export const accountSessionListSchema = z.object({ items: z.array(accountSessionSchema) }).meta({ id: 'AccountSessionList' });

export const sessionIdParamSchema = z.object({
  id: text('Session id').min(1, 'Session id is required').max(100, 'Session id is too long'),
});

export const endedSessionsSchema = z.object({ ended: z.number().int().describe('How many sessions were ended') });

/* Your data ---------------------------------------------------------------------------------- */

const rows = z.array(z.record(z.string(), z.unknown()));

/** GET /api/account/export: everything Manzil holds about the user, as one JSON file. */
export const accountExportSchema = z
  .object({
    exportedAt: z.string(),
    profile: z.record(z.string(), z.unknown()).describe('The account, without its password hash'),
    listings: rows.describe('Listings the user owns'),
    projects: rows.describe('Development projects the user runs'),
    offers: rows.describe('Offers the user made'),
    inquiries: rows.describe("Inquiries the user made or received on their listings, each with its conversation's messages"),
    holdings: rows.describe('Investments the user holds'),
    ledger: rows.describe('Every movement of the user’s money: investments, distributions and refunds, with their references'),
    riskAcknowledgements: rows.describe('The opportunities whose risks the user acknowledged, and when'),
    notifications: rows,
    sessions: rows.describe('Signed-in sessions (browser, address, times; no secrets)'),
    emails: rows.describe('E-mails sent or queued to the user: subject, date, status'),
    favourites: rows.describe('Listings the user keeps as favourites'),
    savedSearches: rows.describe('Searches the user saved, with their filters and alert frequency'),
    recentlyViewed: rows.describe('Listings the user opened lately'),
  })
  .meta({ id: 'AccountExport' });
export type AccountExport = z.output<typeof accountExportSchema>;
