import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { EMAIL_TAKEN, INVALID_LINK } from '../../shared/schemas/account';
import type { Db, Tx } from '../db/client';
import { userTokens, users, type User } from '../db/schema';
import { composeEmail, ownText } from '../features/mail/compose';
import { queueEmail } from '../features/mail/outbox';
import { siteLink, type Site } from '../features/mail/site';
import { notify } from '../features/notifications/notify';
import { words } from '../features/notifications/say';
import { isViolation } from '../lib/db-errors';
import { AppError, badRequest, conflict } from '../lib/errors';
import { translate } from '../lib/i18n';
import { consumeToken, issueToken } from './tokens';

// E-mail verification (docs/product.md#accounts-and-sessions): sign-up sends a link to the address;
// an e-mail change sends one to the new address, and the account switches when it is followed. A
// link works once, for VERIFY_TTL_MS. The token row keeps the address it was sent to, so one purpose
// serves both: a token for the account's own address verifies it, one for another address moves the
// account there.

/** A week: long enough for a holiday, short enough that an old inbox's links die. */
export const VERIFY_TTL_MS = 7 * 24 * 3600_000;
/** Links a user may ask for in an hour (sign-up's own and resends), counted in the database so every server shares it. */
export const VERIFY_LINKS_PER_HOUR = 5;

export const ALREADY_VERIFIED = 'Your e-mail address is already confirmed.';
export const TOO_MANY_LINKS = 'We have sent several links in the last hour. Please check your inbox, or try again later.';

type Addressee = Pick<User, 'id' | 'firstName' | 'language'>;

/**
 * Issues a verification link for `email` (the account's own, or the new address it is moving to) and
 * queues the e-mail, in the account's language, its link to that language's page.
 */
export async function sendVerificationLink(tx: Db | Tx, site: Site, user: Addressee, email: string): Promise<void> {
  const token = await issueToken(tx, { userId: user.id, purpose: 'verify-email', ttlMs: VERIFY_TTL_MS, email });
  const locale = user.language;
  const url = siteLink(site, `/verify-email?token=${token}`, locale);
  const say = (message: string, values?: Record<string, string>) => translate(locale, message, values);
  const change = await isChange(tx, user.id, email);
  const content = change
    ? composeEmail({
        locale,
        subject: say('Confirm your new e-mail address'),
        name: user.firstName,
        paragraphs: [
          say(
            'You asked to use {email} for your Manzil account. Follow the link below to confirm it; until then, your account keeps its current address.',
            { email: ownText(locale, email) },
          ),
          say('The link works for 7 days. If you did not ask for this, you can ignore this e-mail.'),
        ],
        action: { label: say('Confirm this address'), url },
      })
    : composeEmail({
        locale,
        subject: say('Confirm your e-mail address'),
        name: user.firstName,
        paragraphs: [
          say(
            'Welcome to Manzil. Please confirm that this is your e-mail address, so that we can reach you about your offers, inquiries and account.',
          ),
          say('The link works for 7 days. If you did not create an account, you can ignore this e-mail.'),
        ],
        action: { label: say('Confirm my e-mail address'), url },
      });
  await queueEmail(tx, site, {
    to: email,
    userId: user.id,
    kind: change ? 'verify-new-email' : 'verify-email',
    category: 'requested',
    ...content,
  });
}

async function isChange(tx: Db | Tx, userId: string, email: string): Promise<boolean> {
  const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row !== undefined && row.email.toLowerCase() !== email.toLowerCase();
}

/** Verification links sent to the user in the last hour. */
export async function linksSentLastHour(tx: Db | Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(userTokens)
    .where(
      and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'verify-email'), gt(userTokens.createdAt, sql`now() - interval '1 hour'`)),
    );
  return Number(row.n);
}

export const tooManyLinks = () => new AppError('RATE_LIMITED', TOO_MANY_LINKS);

/** POST /api/auth/verify-email/resend: a new link to the account's address. */
export async function resendVerification(db: Db, site: Site, user: User): Promise<{ message: string }> {
  if (user.emailVerifiedAt) throw conflict(ALREADY_VERIFIED);
  await db.transaction(async (tx) => {
    // The user's row first: two resends at once count one after the other.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    if ((await linksSentLastHour(tx, user.id)) >= VERIFY_LINKS_PER_HOUR) throw tooManyLinks();
    await sendVerificationLink(tx, site, user, user.email);
  });
  return { message: `We sent a new link to ${user.email}. It works for 7 days.` };
}

/** The address an account is moving to: the newest live link for another address, or null. */
export async function pendingEmailOf(db: Db | Tx, user: Pick<User, 'id' | 'email'>): Promise<string | null> {
  const [row] = await db
    .select({ email: userTokens.email })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, user.id),
        eq(userTokens.purpose, 'verify-email'),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
        ne(sql`lower(${userTokens.email})`, user.email.toLowerCase()),
      ),
    )
    .orderBy(sql`${userTokens.createdAt} desc`)
    .limit(1);
  return row?.email ?? null;
}

/** Retires the user's unused verification links (all, or those for other addresses than `keep`). */
export async function retireVerificationLinks(tx: Db | Tx, userId: string, keep?: string): Promise<void> {
  await tx
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, 'verify-email'),
        isNull(userTokens.usedAt),
        keep === undefined ? undefined : ne(sql`lower(${userTokens.email})`, keep.toLowerCase()),
      ),
    );
}

/**
 * POST /api/auth/verify-email: uses the link. For the account's own address, marks it verified; for
 * another address (an e-mail change), moves the account there, verified, tells the old address, and
 * retires every other pending link (an older link cannot move the account back).
 */
export async function verifyEmail(db: Db, site: Site, token: string): Promise<User> {
  try {
    return await db.transaction(async (tx) => {
      const used = await consumeToken(tx, 'verify-email', token);
      if (!used?.email) throw badRequest(INVALID_LINK);
      const [user] = await tx.select().from(users).where(eq(users.id, used.userId)).for('update');
      if (!user || user.deletedAt) throw badRequest(INVALID_LINK);
      const now = new Date();
      if (used.email.toLowerCase() === user.email.toLowerCase()) {
        if (user.emailVerifiedAt) return user;
        const [verified] = await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id)).returning();
        return verified;
      }
      const email = used.email.toLowerCase();
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, email), ne(users.id, user.id)))
        .limit(1);
      if (taken) throw conflict(EMAIL_TAKEN);
      const [moved] = await tx.update(users).set({ email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id)).returning();
      await retireVerificationLinks(tx, user.id);
      // To the old address (the row as it was), so a change the owner did not make is noticed.
      await notify(tx, site, user, {
        category: 'notifications',
        kind: 'email-changed',
        title: words('Your e-mail address was changed'),
        paragraphs: [
          words('The e-mail address of your Manzil account is now {email}. We will write to that address from now on.', { email }),
          words('If you did not make this change, please contact us straight away.'),
        ],
        link: '/account',
        actionLabel: words('Open my account'),
      });
      return moved;
    });
  } catch (err) {
    // Another account took the address at the same moment: the unique index decides.
    if (isViolation(err, 'unique', 'users_email_lower_idx')) throw conflict(EMAIL_TAKEN);
    throw err;
  }
}
