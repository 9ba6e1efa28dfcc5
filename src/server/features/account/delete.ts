import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { DELETE_CONFIRMATION, type AccountDeleteInput } from '../../../shared/schemas/account';
import type { Db, Tx } from '../../db/client';
import {
  developmentProjects,
  favorites,
  inquiryMessages,
  notifications,
  outboxEmails,
  properties,
  propertyBids,
  propertyInquiries,
  recentlyViewed,
  savedSearches,
  sessions,
  userTokens,
  users,
  type User,
} from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import type { Site } from '../mail/site';
import { notify } from '../notifications/notify';
import { words } from '../notifications/say';
import { notifyOffersAnswered, notifyOfferWithdrawn } from '../notifications/events/offers';
import { assertAdminRemains, lockAdmins } from '../users/service';
import { assertPassword } from './service';

// Deleting one's own account (docs/product.md#your-data), in one transaction. The row stays, erased,
// because money records must: every holding keeps pointing at it, so each opportunity's funding
// still equals the sum of its holdings. Everything that says who the person was goes.

export const LISTING_WITHDRAWN = 'The listing was withdrawn';
const CONFIRM_REQUIRED = `Type ${DELETE_CONFIRMATION} to confirm`;

/** The stand-in address of an erased account: unique, and never deliverable (RFC 2606's .invalid). */
export const deletedAddress = (id: string) => `deleted-${id}@deleted.invalid`;

/** The confirmation: the password when the account has one, else the word DELETE. */
async function assertConfirmed(user: User, input: { password?: string; confirm?: string }): Promise<void> {
  if (user.passwordHash) {
    if (input.password === undefined) throw badRequest('Password is required', { password: 'Password is required' });
    await assertPassword(user, input.password, 'password');
  } else if (input.confirm !== DELETE_CONFIRMATION) {
    throw badRequest(CONFIRM_REQUIRED, { confirm: CONFIRM_REQUIRED });
  }
}

/** The account-deleted notice, to the address while the account still has it (e-mail only: nobody will open the bell). */
async function sayGoodbye(tx: Tx, site: Site, user: User): Promise<void> {
  await notify(tx, site, user, {
    category: 'notifications',
    kind: 'account-deleted',
    title: words('Your Manzil account has been deleted'),
    paragraphs: [
      words(
        'As you asked, we deleted your Manzil account and erased your personal details. Your listings and pending offers were withdrawn.',
      ),
      words(
        'Your investment holdings stay on record without your name, so that every opportunity’s funding stays correct. You are welcome to sign up again at any time.',
      ),
    ],
    link: '/',
    actionLabel: words('Visit Manzil'),
    inApp: false,
  });
}

/** Offers: the user's pending ones withdrawn, and pending ones on their listings rejected; both sides told. */
async function closeOffers(tx: Tx, site: Site, user: User, now: Date): Promise<void> {
  const withdrawn = await tx
    .update(propertyBids)
    .set({ status: 'withdrawn', updatedAt: now })
    .where(and(eq(propertyBids.bidderId, user.id), eq(propertyBids.status, 'pending')))
    .returning({ id: propertyBids.id });
  for (const bid of withdrawn) await notifyOfferWithdrawn(tx, site, { bidId: bid.id });
  const listings = tx.select({ id: properties.id }).from(properties).where(eq(properties.developerId, user.id));
  const rejected = await tx
    .update(propertyBids)
    .set({ status: 'rejected', rejectionReason: LISTING_WITHDRAWN, respondedAt: now, updatedAt: now })
    .where(and(inArray(propertyBids.propertyId, listings), eq(propertyBids.status, 'pending')))
    .returning({ id: propertyBids.id });
  await notifyOffersAnswered(tx, site, { actorId: user.id, bidIds: rejected.map((b) => b.id) });
}

/**
 * DELETE /api/account. Refused (409) for the last admin. Then: the goodbye e-mail; offers closed;
 * listings withdrawn (as an admin's deletion does: not active and without an owner); projects handed
 * to the longest-serving other admin; the person's traces in others' records anonymised (answered
 * offers, inquiries and messages keep their text, without who wrote them or the phone number); their
 * notifications, favourites, saved searches, recently viewed, tokens, sessions and past e-mails dropped (the goodbye e-mail, still queued, goes);
 * the row erased: names, phone, picture, password, provider subject, preferences off, and the e-mail
 * replaced by deletedAddress(id), which frees the address for a new account.
 */
export async function deleteAccount(db: Db, site: Site, user: User, input: AccountDeleteInput): Promise<void> {
  await assertConfirmed(user, input);
  await db.transaction(async (tx) => {
    // As an admin's deletion does: the admin rows first, in one order, so two last admins cannot both go.
    if (user.role === 'admin') assertAdminRemains(await lockAdmins(tx), user, user.id);
    const [me] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!me || me.deletedAt) throw notFound('Account not found');
    const now = new Date();

    await sayGoodbye(tx, site, me);
    await closeOffers(tx, site, me, now);
    await tx.update(properties).set({ status: 'pending', developerId: null, updatedAt: now }).where(eq(properties.developerId, me.id));
    await handOverProjects(tx, me, now);

    await tx.update(propertyBids).set({ bidderId: null }).where(eq(propertyBids.bidderId, me.id));
    await tx.update(propertyInquiries).set({ userId: null, contactPhone: null }).where(eq(propertyInquiries.userId, me.id));
    await tx.update(inquiryMessages).set({ senderId: null }).where(eq(inquiryMessages.senderId, me.id));
    await tx.delete(notifications).where(eq(notifications.userId, me.id));
    // What they kept and looked for goes with them (the saved searches' matches follow by cascade).
    await tx.delete(favorites).where(eq(favorites.userId, me.id));
    await tx.delete(savedSearches).where(eq(savedSearches.userId, me.id));
    await tx.delete(recentlyViewed).where(eq(recentlyViewed.userId, me.id));
    await tx.delete(userTokens).where(eq(userTokens.userId, me.id));
    await tx.delete(sessions).where(eq(sessions.userId, me.id));
    await tx.delete(outboxEmails).where(and(eq(outboxEmails.userId, me.id), ne(outboxEmails.status, 'queued')));

    await tx
      .update(users)
      .set({
        email: deletedAddress(me.id),
        firstName: null,
        lastName: null,
        phone: null,
        profileImageUrl: null,
        passwordHash: null,
        oidcSubject: null,
        emailVerifiedAt: null,
        emailCommunications: false,
        emailNotifications: false,
        emailMarketing: false,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, me.id));
  });
}

/** A developer's projects cannot be orphaned (the column is required): the longest-serving other admin takes them. */
async function handOverProjects(tx: Tx, me: User, now: Date): Promise<void> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, me.id)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  if (!admin) return;
  await tx.update(developmentProjects).set({ developerId: admin.id, updatedAt: now }).where(eq(developmentProjects.developerId, me.id));
}
