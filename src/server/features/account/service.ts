import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Account, AccountUpdate, EmailPreference, unsubscribeResponseSchema } from '../../../shared/schemas/account';
import { EMAIL_TAKEN, INVALID_LINK } from '../../../shared/schemas/account';
import { notifyPasswordChanged } from '../../auth/password-reset';
import { hashPassword, verifyPassword } from '../../auth/password';
import { assertUncommon, findUserByEmail } from '../../auth/service';
import { findToken } from '../../auth/tokens';
import {
  linksSentLastHour,
  pendingEmailOf,
  retireVerificationLinks,
  sendVerificationLink,
  tooManyLinks,
  VERIFY_LINKS_PER_HOUR,
} from '../../auth/verification';
import type { Db } from '../../db/client';
import { savedSearches, sessions, users, type User } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import type { Site } from '../mail/site';
import { unsubscribedSearch } from '../notifications/events/alerts';
import { PREFERENCE, type NotificationCategory } from '../notifications/notify';

// A person's own account (docs/product.md#accounts-and-sessions): what /account shows and changes.
// The e-mail address changes only when the link sent to the new one is followed
// (src/server/auth/verification.ts); a password change ends the other sessions.

export const WRONG_PASSWORD = 'Password is incorrect';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
/** An account made through OpenID Connect has no password to check until it sets one. */
export const NO_PASSWORD = 'Your account has no password yet. Use "Forgot password?" on the sign-in page to set one.';
export const SAME_EMAIL = 'This is already your e-mail address';
export const PASSWORD_CHANGED = 'Your password has been changed. Your other sessions have been signed out.';

export async function toAccount(db: Db, user: User): Promise<Account> {
  return {
    id: user.id,
    email: user.email,
    pendingEmail: await pendingEmailOf(db, user),
    emailVerified: user.emailVerifiedAt !== null,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    role: user.role,
    emailCommunications: user.emailCommunications,
    emailNotifications: user.emailNotifications,
    emailMarketing: user.emailMarketing,
    language: user.language,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt,
  };
}

/** PUT /api/account: the fields sent (names, phone, the three e-mail preferences). */
export async function updateAccount(db: Db, user: User, input: AccountUpdate): Promise<Account> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length === 0) return toAccount(db, user);
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return toAccount(db, row);
}

/** Checks a password typed to confirm an action: a 400 with the message on `field` when wrong. */
export async function assertPassword(user: User, password: string, field: string, wrong = WRONG_PASSWORD): Promise<void> {
  if (!user.passwordHash) throw badRequest(NO_PASSWORD, { [field]: NO_PASSWORD });
  if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(wrong, { [field]: wrong });
}

/**
 * PUT /api/account/email: sends the link to the new address (retiring any earlier change's link);
 * the account keeps its address until the link is followed.
 */
export async function requestEmailChange(
  db: Db,
  site: Site,
  user: User,
  input: { email: string; password: string },
): Promise<{ message: string; pendingEmail: string }> {
  const email = input.email.toLowerCase();
  if (email === user.email.toLowerCase()) throw badRequest(SAME_EMAIL, { email: SAME_EMAIL });
  await assertPassword(user, input.password, 'password');
  const other = await findUserByEmail(db, email);
  if (other && other.id !== user.id) throw conflict(EMAIL_TAKEN);
  await db.transaction(async (tx) => {
    // The user's row first: two requests at once count one after the other (each sends an e-mail to any address).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    if ((await linksSentLastHour(tx, user.id)) >= VERIFY_LINKS_PER_HOUR) throw tooManyLinks();
    // Only the newest change stands; the link for the account's own address stays usable.
    await retireVerificationLinks(tx, user.id, user.email);
    await sendVerificationLink(tx, site, user, email);
  });
  return {
    message: `We sent a link to ${email}. Your e-mail address changes when you follow it (it works for 7 days).`,
    pendingEmail: email,
  };
}

/** PUT /api/account/password: sets the new one, ends every other session, and e-mails the notice. */
export async function changePassword(
  db: Db,
  site: Site,
  user: User,
  currentSid: string,
  input: { currentPassword: string; newPassword: string },
): Promise<{ message: string }> {
  await assertPassword(user, input.currentPassword, 'currentPassword', WRONG_CURRENT_PASSWORD);
  assertUncommon(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.sid, currentSid)));
    await notifyPasswordChanged(tx, site, row);
  });
  return { message: PASSWORD_CHANGED };
}

type Unsubscribed = z.output<typeof unsubscribeResponseSchema>;

const UNSUBSCRIBED: Record<EmailPreference, string> = {
  emailCommunications: 'You will no longer receive e-mails about your offers, inquiries, messages and investments.',
  emailNotifications: 'You will no longer receive e-mails about your account, such as a changed password or e-mail address.',
  emailMarketing: 'You will no longer receive news and offers from Manzil.',
};

/**
 * GET|POST /api/unsubscribe: turns off the preference of the link's category (or, for a saved
 * search's link, that search's e-mails alone), without signing in.
 * The link may be used again (a mail client may post it, then the person click it): each time the
 * preference ends up off and the answer is the same.
 */
export async function unsubscribe(db: Db, token: string): Promise<Unsubscribed> {
  const found = await findToken(db, 'unsubscribe', token);
  const searchId = unsubscribedSearch(found?.category ?? null);
  if (found && searchId !== null) return unsubscribeSavedSearch(db, found.userId, searchId);
  const preference =
    found?.category && Object.hasOwn(PREFERENCE, found.category) ? PREFERENCE[found.category as NotificationCategory] : undefined;
  if (!found || !preference) throw badRequest(INVALID_LINK);
  await db
    .update(users)
    .set({ [preference]: false, updatedAt: sql`case when ${users[preference]} then now() else ${users.updatedAt} end` })
    .where(eq(users.id, found.userId));
  return { message: UNSUBSCRIBED[preference], preference };
}

/**
 * A saved search's own link (docs/product.md#alerts): that search's frequency becomes off (no more
 * e-mails, the bell still tells); the user's other searches and preferences stay as they are.
 */
async function unsubscribeSavedSearch(db: Db, userId: string, id: number): Promise<Unsubscribed> {
  const [row] = await db
    .update(savedSearches)
    .set({ frequency: 'off', updatedAt: sql`case when ${savedSearches.frequency} <> 'off' then now() else ${savedSearches.updatedAt} end` })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id, name: savedSearches.name });
  if (!row) return { message: 'That saved search has been deleted: it sends no more e-mails.', savedSearch: null };
  return {
    message: `You will no longer receive e-mails about your saved search “${row.name}”; its new matches still show in your notifications. Your other saved searches and e-mail preferences are unchanged.`,
    savedSearch: row,
  };
}
