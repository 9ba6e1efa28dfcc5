import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { EMAIL_TAKEN } from '../../shared/schemas/account';
import type { Locale } from '../../shared/i18n/locale';
import type { completeSignupSchema, LoginInput, signupSchema } from '../../shared/schemas/user';
import type { Db } from '../db/client';
import { sessions, users, type User } from '../db/schema';
import { isViolation } from '../lib/db-errors';
import { badRequest, conflict, unauthorized } from '../lib/errors';
import { isCommonPassword } from './common-passwords';
import type { Site } from '../features/mail/site';
import { hashPassword, verifyPassword } from './password';
import { sendVerificationLink } from './verification';

export { EMAIL_TAKEN };
export const INVALID_CREDENTIALS = 'Invalid email or password';

/** What the browser may see of a user: never the password hash or the provider subject. */
export function toPublicUser(u: User) {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    profileImageUrl: u.profileImageUrl,
    role: u.role,
    emailCommunications: u.emailCommunications,
    emailMarketing: u.emailMarketing,
    emailNotifications: u.emailNotifications,
    privacyPolicyAccepted: u.privacyPolicyAccepted,
    termsAccepted: u.termsAccepted,
    privacyPolicyAcceptedAt: u.privacyPolicyAcceptedAt,
    termsAcceptedAt: u.termsAcceptedAt,
    signupCompleted: u.signupCompleted,
    emailVerified: u.emailVerifiedAt !== null,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user;
}

/** The columns the sign-up wizard fills: names, role, e-mail preferences and consents (with their times). */
function signupColumns(input: z.output<typeof completeSignupSchema>, now: Date) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    role: input.role,
    emailCommunications: input.emailCommunications,
    emailMarketing: input.emailMarketing,
    emailNotifications: input.emailNotifications,
    privacyPolicyAccepted: input.privacyPolicyAccepted,
    termsAccepted: input.termsAccepted,
    dataProcessingConsent: input.dataProcessingConsent,
    privacyPolicyAcceptedAt: input.privacyPolicyAccepted ? now : null,
    termsAcceptedAt: input.termsAccepted ? now : null,
    dataProcessingConsentAt: input.dataProcessingConsent ? now : null,
    signupCompleted: true,
  };
}

export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose another.';

/** Refuses one of the most common passwords, with a field error on `field`. */
export function assertUncommon(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw badRequest(PASSWORD_TOO_COMMON, { [field]: PASSWORD_TOO_COMMON });
}

/**
 * Sets a user's password (the checks of sign-up apply) and ends every session they have, so a
 * password that leaked stops working everywhere at once. Null when no account has that e-mail.
 */
export async function setUserPassword(db: Db, email: string, password: string): Promise<User | null> {
  assertUncommon(password);
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return updated;
  });
}

/**
 * Creates an account with a password (the schema has checked docs/product.md#accounts-and-sessions's
 * rules) and, in the same transaction, the verification link and its e-mail. The account takes the
 * language of the page it signed up on (`language`), which its e-mails follow.
 */
export async function signUp(db: Db, site: Site, input: z.output<typeof signupSchema>, language: Locale = 'en'): Promise<User> {
  assertUncommon(input.password);
  if (await findUserByEmail(db, input.email)) throw conflict(EMAIL_TAKEN);
  const now = new Date();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email.toLowerCase(),
          ...signupColumns(input, now),
          passwordHash,
          language,
        })
        .returning();
      await sendVerificationLink(tx, site, user, user.email);
      return user;
    });
  } catch (err) {
    // Two sign-ups with one e-mail at the same moment: the unique index decides.
    if (isViolation(err, 'unique')) throw conflict(EMAIL_TAKEN);
    throw err;
  }
}

/**
 * Finishes an account created by a first OpenID Connect sign-in. A role an admin gave the account
 * meanwhile stands: the wizard's choice cannot undo it (a promotion, or a demotion).
 */
export async function completeSignup(db: Db, user: User, input: z.output<typeof completeSignupSchema>): Promise<User> {
  const now = new Date();
  const columns = signupColumns(input, now);
  const [updated] = await db
    .update(users)
    .set({ ...columns, role: user.roleSetByAdmin ? user.role : columns.role, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  return updated;
}

/** The same answer for an unknown e-mail and a wrong password, in the same time. */
export async function logIn(db: Db, input: LoginInput): Promise<User> {
  const user = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) throw unauthorized(INVALID_CREDENTIALS);
  return user;
}
