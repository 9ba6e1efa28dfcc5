import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { INVALID_LINK } from '../../shared/schemas/account';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { sessions, userTokens, users, type User } from '../db/schema';
import { composeEmail } from '../features/mail/compose';
import { queueEmail } from '../features/mail/outbox';
import { siteLink, siteOf, type Site } from '../features/mail/site';
import { notify, type Recipient } from '../features/notifications/notify';
import { words } from '../features/notifications/say';
import { enqueueJob } from '../jobs/queue';
import type { JobHandler } from '../jobs/worker';
import { badRequest } from '../lib/errors';
import { translate } from '../lib/i18n';
import { hashPassword } from './password';
import { assertUncommon, findUserByEmail } from './service';
import { consumeToken, issueToken } from './tokens';

// "Forgot password?" (docs/product.md#accounts-and-sessions). The request answers the same, in the
// same time, whether or not an account uses the address: it only queues a job; the job looks the
// address up, and for an account, issues the link and queues the e-mail. The link works once, for
// an hour; using it sets the password, ends every session of the account and e-mails a notice.

export const PASSWORD_RESET_JOB = 'account.password-reset';
export const RESET_TTL_MS = 3600_000;
/** Links per address per hour (a clock hour), counted in the database so every server shares it. */
export const RESETS_PER_ADDRESS_PER_HOUR = 3;

const HOUR_MS = 3600_000;

/**
 * Queues the lookup of `email`: the same single insert whatever the address. Each address has
 * RESETS_PER_ADDRESS_PER_HOUR slots per clock hour, taken through the jobs' unique dedupe key (no
 * scan, no race). Answers null when queued, or the seconds until the next hour when the slots are spent.
 */
export async function requestPasswordReset(db: Db, email: string): Promise<{ retryAfter: number } | null> {
  const address = email.toLowerCase();
  const digest = crypto.createHash('sha256').update(address).digest('hex').slice(0, 32);
  const now = Date.now();
  const hour = Math.floor(now / HOUR_MS);
  for (let slot = 1; slot <= RESETS_PER_ADDRESS_PER_HOUR; slot++) {
    const id = await enqueueJob(db, {
      kind: PASSWORD_RESET_JOB,
      payload: { email: address },
      dedupeKey: `password-reset:${digest}:${hour}:${slot}`,
    });
    if (id !== null) return null;
  }
  return { retryAfter: Math.ceil(((hour + 1) * HOUR_MS - now) / 1000) };
}

/** The job: for an account with that address, a link and its e-mail (always sent: the user asked). */
export function passwordResetJob({ db, config }: { db: Db; config: Config }): JobHandler {
  const site = siteOf(config);
  return async (job) => {
    const email = typeof job.payload.email === 'string' ? job.payload.email : '';
    const user = email ? await findUserByEmail(db, email) : undefined;
    if (!user || user.deletedAt) return;
    await db.transaction(async (tx) => {
      const token = await issueToken(tx, { userId: user.id, purpose: 'reset-password', ttlMs: RESET_TTL_MS, email: user.email });
      // In the account's language, its link to that language's page.
      const locale = user.language;
      const content = composeEmail({
        locale,
        subject: translate(locale, 'Choose a new password'),
        name: user.firstName,
        paragraphs: [
          translate(
            locale,
            'We received a request to reset the password of your Manzil account. Follow the link below to choose a new one.',
          ),
          translate(
            locale,
            'The link works once, for one hour. If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
          ),
        ],
        action: { label: translate(locale, 'Choose a new password'), url: siteLink(site, `/reset-password?token=${token}`, locale) },
      });
      await queueEmail(tx, site, { to: user.email, userId: user.id, kind: 'password-reset', category: 'requested', ...content });
    });
  };
}

/** The "password changed" notice (a system notification), for a reset and for a change on /account. */
export async function notifyPasswordChanged(tx: Db | Tx, site: Site, user: Recipient): Promise<void> {
  await notify(tx, site, user, {
    category: 'notifications',
    kind: 'password-changed',
    title: words('Your password was changed'),
    paragraphs: [
      words('The password of your Manzil account was just changed, and your other sessions were signed out.'),
      words('If you did not make this change, choose a new password at once with "Forgot password?" on the sign-in page, and contact us.'),
    ],
    link: '/account',
    actionLabel: words('Open my account'),
  });
}

/**
 * POST /api/auth/password-reset/confirm: sets the password (the sign-up rules apply; a refused
 * password does not use up the link), ends every session of the account, retires its other reset
 * links and queues the notice. Following the link proves the mailbox, so an unverified address
 * it was sent to becomes verified.
 */
export async function confirmPasswordReset(db: Db, site: Site, input: { token: string; password: string }): Promise<User> {
  assertUncommon(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const used = await consumeToken(tx, 'reset-password', input.token);
    if (!used) throw badRequest(INVALID_LINK);
    const [user] = await tx.select().from(users).where(eq(users.id, used.userId)).for('update');
    if (!user || user.deletedAt) throw badRequest(INVALID_LINK);
    const now = new Date();
    const sameAddress = used.email?.toLowerCase() === user.email.toLowerCase();
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now, ...(sameAddress && !user.emailVerifiedAt ? { emailVerifiedAt: now } : {}) })
      .where(eq(users.id, user.id))
      .returning();
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx
      .update(userTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'reset-password'), isNull(userTokens.usedAt)));
    await notifyPasswordChanged(tx, site, updated);
    return updated;
  });
}
