import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { AccountExport } from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import {
  developmentProjects,
  favorites,
  inquiryMessages,
  investments,
  ledgerEntries,
  notifications,
  outboxEmails,
  properties,
  propertyBids,
  propertyInquiries,
  recentlyViewed,
  riskAcknowledgements,
  savedSearches,
  sessions,
  userInvestments,
  type User,
} from '../../db/schema';
import { describeBrowser } from './browser';

// "Download my data" (docs/product.md#your-data): everything Manzil holds about the user, read in
// one snapshot. Never a secret: no password hash, no OpenID Connect subject, no session or token
// hash. Other people's details in the user's conversations are left out (an asker's phone number
// on the user's listing is the asker's data); their messages are the user's correspondence and stay.

/** The profile: every column of the account but its secrets. */
function profileOf(user: User) {
  const { passwordHash: _hash, oidcSubject, ...rest } = user;
  return { ...rest, signsInWith: [...(user.passwordHash ? ['password'] : []), ...(oidcSubject ? ['OpenID Connect'] : [])] };
}

export async function exportAccount(db: Db, user: User): Promise<AccountExport> {
  return db.transaction(
    async (tx) => {
      const id = user.id;
      const listings = await tx.select().from(properties).where(eq(properties.developerId, id)).orderBy(asc(properties.id));
      const projects = await tx
        .select()
        .from(developmentProjects)
        .where(eq(developmentProjects.developerId, id))
        .orderBy(asc(developmentProjects.id));
      const offers = await tx
        .select({
          id: propertyBids.id,
          propertyId: propertyBids.propertyId,
          listing: properties.title,
          amount: propertyBids.bidAmount,
          currency: propertyBids.currency,
          message: propertyBids.message,
          status: propertyBids.status,
          rejectionReason: propertyBids.rejectionReason,
          validUntil: propertyBids.validUntil,
          respondedAt: propertyBids.respondedAt,
          createdAt: propertyBids.createdAt,
          updatedAt: propertyBids.updatedAt,
        })
        .from(propertyBids)
        .innerJoin(properties, eq(properties.id, propertyBids.propertyId))
        .where(eq(propertyBids.bidderId, id))
        .orderBy(asc(propertyBids.id));
      const inquiryRows = await tx
        .select({ inquiry: propertyInquiries, listing: properties.title })
        .from(propertyInquiries)
        .innerJoin(properties, eq(properties.id, propertyInquiries.propertyId))
        .where(or(eq(propertyInquiries.userId, id), eq(properties.developerId, id)))
        .orderBy(asc(propertyInquiries.id));
      const ids = inquiryRows.map((r) => r.inquiry.id);
      const messages = ids.length
        ? await tx.select().from(inquiryMessages).where(inArray(inquiryMessages.inquiryId, ids)).orderBy(asc(inquiryMessages.createdAt))
        : [];
      const inquiries = inquiryRows.map(({ inquiry, listing }) => {
        const asker = inquiry.userId === id;
        return {
          id: inquiry.id,
          propertyId: inquiry.propertyId,
          listing,
          yourPart: asker ? 'asker' : 'owner of the listing',
          message: inquiry.message,
          ...(asker ? { contactPhone: inquiry.contactPhone } : {}),
          status: inquiry.status,
          viewingAt: inquiry.viewingAt,
          viewingProposedBy: inquiry.viewingProposedBy,
          viewingConfirmedAt: inquiry.viewingConfirmedAt,
          createdAt: inquiry.createdAt,
          messages: messages
            .filter((m) => m.inquiryId === inquiry.id)
            .map((m) => ({ fromYou: m.senderId === id, body: m.body, createdAt: m.createdAt })),
        };
      });
      const holdings = await tx
        .select({
          id: userInvestments.id,
          investmentId: userInvestments.investmentId,
          opportunity: investments.title,
          amount: userInvestments.amount,
          investmentDate: userInvestments.investmentDate,
          status: userInvestments.status,
          paymentMethod: userInvestments.paymentMethod,
        })
        .from(userInvestments)
        .innerJoin(investments, eq(investments.id, userInvestments.investmentId))
        .where(eq(userInvestments.userId, id))
        .orderBy(asc(userInvestments.id));
      const ledger = await tx
        .select({
          reference: ledgerEntries.reference,
          kind: ledgerEntries.kind,
          investmentId: ledgerEntries.investmentId,
          opportunity: investments.title,
          holdingId: ledgerEntries.holdingId,
          distributionId: ledgerEntries.distributionId,
          amount: ledgerEntries.amount,
          method: ledgerEntries.method,
          occurredAt: ledgerEntries.occurredAt,
        })
        .from(ledgerEntries)
        .innerJoin(investments, eq(investments.id, ledgerEntries.investmentId))
        .where(eq(ledgerEntries.userId, id))
        .orderBy(asc(ledgerEntries.occurredAt), asc(ledgerEntries.id));
      const acknowledged = await tx
        .select({
          investmentId: riskAcknowledgements.investmentId,
          opportunity: investments.title,
          acknowledgedAt: riskAcknowledgements.acknowledgedAt,
        })
        .from(riskAcknowledgements)
        .innerJoin(investments, eq(investments.id, riskAcknowledgements.investmentId))
        .where(eq(riskAcknowledgements.userId, id))
        .orderBy(asc(riskAcknowledgements.acknowledgedAt));
      const notes = await tx
        .select({
          title: notifications.title,
          body: notifications.body,
          link: notifications.link,
          kind: notifications.kind,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
        })
        .from(notifications)
        .where(eq(notifications.userId, id))
        .orderBy(desc(notifications.createdAt));
      const sessionRows = await tx
        .select({
          userAgent: sessions.userAgent,
          ipAddress: sessions.ipAddress,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expires: sessions.expire,
        })
        .from(sessions)
        .where(eq(sessions.userId, id))
        .orderBy(desc(sessions.lastSeenAt));
      const emails = await tx
        .select({
          to: outboxEmails.toAddress,
          subject: outboxEmails.subject,
          kind: outboxEmails.kind,
          category: outboxEmails.category,
          status: outboxEmails.status,
          createdAt: outboxEmails.createdAt,
          sentAt: outboxEmails.sentAt,
        })
        .from(outboxEmails)
        .where(eq(outboxEmails.userId, id))
        .orderBy(desc(outboxEmails.createdAt));
      const kept = await tx
        .select({ propertyId: favorites.propertyId, listing: properties.title, savedAt: favorites.createdAt })
        .from(favorites)
        .innerJoin(properties, eq(properties.id, favorites.propertyId))
        .where(eq(favorites.userId, id))
        .orderBy(desc(favorites.createdAt));
      const searches = await tx
        .select({
          name: savedSearches.name,
          filters: savedSearches.filters,
          frequency: savedSearches.frequency,
          createdAt: savedSearches.createdAt,
          lastSeenAt: savedSearches.lastSeenAt,
        })
        .from(savedSearches)
        .where(eq(savedSearches.userId, id))
        .orderBy(desc(savedSearches.createdAt));
      const viewed = await tx
        .select({ propertyId: recentlyViewed.propertyId, listing: properties.title, viewedAt: recentlyViewed.viewedAt })
        .from(recentlyViewed)
        .innerJoin(properties, eq(properties.id, recentlyViewed.propertyId))
        .where(eq(recentlyViewed.userId, id))
        .orderBy(desc(recentlyViewed.viewedAt));
      return {
        exportedAt: new Date().toISOString(),
        profile: profileOf(user),
        listings,
        projects,
        offers,
        inquiries,
        holdings,
        ledger,
        riskAcknowledgements: acknowledged,
        notifications: notes,
        sessions: sessionRows.map((s) => ({ browser: describeBrowser(s.userAgent), ...s })),
        emails,
        favourites: kept,
        savedSearches: searches,
        recentlyViewed: viewed,
      };
    },
    { accessMode: 'read only', isolationLevel: 'repeatable read' },
  );
}
