import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CreateInquiry } from '../../../shared/schemas/inquiry';
import type { PageQuery } from '../../../shared/schemas/common';
import { canManage, isSeller, mayOpenListing, type Actor } from '../../auth/guards';
import type { Db } from '../../db/client';
import { inquiryMessages, properties, propertyInquiries, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Site } from '../mail/site';
import { notifyInquirySent, notifyReply } from '../notifications/events/inquiries';

// Rules of issue 4 for inquiries: who may ask, who may read and answer, and pending → responded on
// the first answer from the owner's side.

export const PROPERTY_NOT_FOUND = 'Property not found';
export const INQUIRY_NOT_FOUND = 'Inquiry not found';
export const OWN_PROPERTY = 'You cannot send an inquiry about your own property';
export const NOT_TAKING_INQUIRIES = 'This property is no longer taking inquiries';
export const LICENCE_EXPIRED_INQUIRIES = "This listing's ad licence has expired: it is not taking inquiries";

/** The property's owner, joined a second time on users (the first join is the asker). */
const owners = alias(users, 'owner');

/** Replies per inquiry, counted and dated in one pass with the list (no N+1). */
const replyCount = sql<number>`(select count(*) from ${inquiryMessages} where ${inquiryMessages.inquiryId} = ${propertyInquiries.id})`;
const inquiryColumns = {
  id: propertyInquiries.id,
  propertyId: propertyInquiries.propertyId,
  userId: propertyInquiries.userId,
  message: propertyInquiries.message,
  contactPhone: propertyInquiries.contactPhone,
  status: propertyInquiries.status,
  viewingAt: propertyInquiries.viewingAt,
  viewingProposedBy: propertyInquiries.viewingProposedBy,
  viewingConfirmedAt: propertyInquiries.viewingConfirmedAt,
  createdAt: propertyInquiries.createdAt,
  // The inquiry itself is the first message of its conversation.
  messageCount: sql<number>`(1 + ${replyCount})::int`.mapWith(Number),
  lastMessageAt:
    sql<Date>`coalesce((select max(${inquiryMessages.createdAt}) from ${inquiryMessages} where ${inquiryMessages.inquiryId} = ${propertyInquiries.id}), ${propertyInquiries.createdAt})`.mapWith(
      propertyInquiries.createdAt,
    ),
  property: { id: properties.id, title: properties.title, titleAr: properties.titleAr },
  asker: { id: users.id, firstName: users.firstName, lastName: users.lastName },
  owner: { id: owners.id, firstName: owners.firstName, lastName: owners.lastName },
};

function selectInquiries(db: Db, where: SQL | undefined, order: SQL[]) {
  return (
    db
      .select(inquiryColumns)
      .from(propertyInquiries)
      .innerJoin(properties, eq(properties.id, propertyInquiries.propertyId))
      // The asker is null once they deleted their account: the owner keeps the conversation.
      .leftJoin(users, eq(users.id, propertyInquiries.userId))
      .leftJoin(owners, eq(owners.id, properties.developerId))
      .where(where)
      .orderBy(...order)
  );
}

type InquiryRow = Awaited<ReturnType<typeof selectInquiries>>[number];

/** An inquiry as the API shows it: its viewing (if one was asked for) as one object. */
function toInquiry({ viewingAt, viewingProposedBy, viewingConfirmedAt, ...inquiry }: InquiryRow) {
  const viewing = viewingAt && viewingProposedBy ? { at: viewingAt, proposedBy: viewingProposedBy, confirmedAt: viewingConfirmedAt } : null;
  return { ...inquiry, viewing };
}

/** One page of `selectInquiries`, with the total over every page. */
async function inquiryPage(db: Db, where: SQL, order: SQL[], { page, pageSize }: PageQuery) {
  const [items, [{ total }]] = await Promise.all([
    selectInquiries(db, where, order)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .then((rows) => rows.map(toInquiry)),
    db
      .select({ total: count() })
      .from(propertyInquiries)
      .innerJoin(properties, eq(properties.id, propertyInquiries.propertyId))
      .where(where),
  ]);
  return { items, total: Number(total), page, pageSize };
}
export type InquirySummary = ReturnType<typeof toInquiry>;

/** Owner-side order: pending first, then newest. */
const ownerOrder: SQL[] = [
  sql`(${propertyInquiries.status} = 'pending') desc`,
  desc(propertyInquiries.createdAt),
  desc(propertyInquiries.id),
];
const newestFirst: SQL[] = [desc(propertyInquiries.createdAt), desc(propertyInquiries.id)];

async function findProperty(db: Db, id: number) {
  const [p] = await db
    .select({
      id: properties.id,
      developerId: properties.developerId,
      status: properties.status,
      // By the database's clock: from the instant it left the search (docs/product.md#ad-licence-and-deed).
      licenceExpired: sql<boolean>`coalesce(${properties.adLicenseExpiresAt} <= now(), false)`.mapWith(Boolean),
    })
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1);
  return p;
}

async function findInquiry(db: Db, id: number): Promise<InquirySummary | undefined> {
  const [row] = await selectInquiries(db, eq(propertyInquiries.id, id), []).limit(1);
  return row && toInquiry(row);
}

async function ownerOfProperty(db: Db, propertyId: number): Promise<string | null> {
  const [p] = await db.select({ developerId: properties.developerId }).from(properties).where(eq(properties.id, propertyId)).limit(1);
  return p?.developerId ?? null;
}

/**
 * POST /api/properties/{id}/inquiries. Only an active listing takes inquiries: a sold or under-offer
 * one stays viewable (docs/product.md#listings) but answers 409, as does one whose ad licence has
 * run out (docs/product.md#ad-licence-and-deed); a withdrawn one is hidden (404).
 * The owner is notified in the same transaction.
 */
export async function sendInquiry(
  db: Db,
  { actor, site, propertyId, input }: { actor: Actor; site: Site; propertyId: number; input: CreateInquiry },
): Promise<InquirySummary> {
  const property = await findProperty(db, propertyId);
  if (!property || !mayOpenListing(actor, property)) throw notFound(PROPERTY_NOT_FOUND);
  if (property.developerId === actor.id) throw forbidden(OWN_PROPERTY);
  if (property.status !== 'active') throw conflict(NOT_TAKING_INQUIRIES);
  if (property.licenceExpired) throw conflict(LICENCE_EXPIRED_INQUIRIES);
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(propertyInquiries)
      .values({
        propertyId,
        userId: actor.id,
        message: input.message,
        contactPhone: input.contactPhone,
        status: 'pending',
        ...(input.viewingAt ? { viewingAt: input.viewingAt, viewingProposedBy: 'asker' as const } : {}),
      })
      .returning({ id: propertyInquiries.id });
    await notifyInquirySent(tx, site, { inquiryId: row.id });
    return row;
  });
  return (await findInquiry(db, inserted.id))!;
}

/** GET /api/properties/{id}/inquiries: the owner's (or an admin's) view, a page at a time. */
export async function listPropertyInquiries(db: Db, { actor, propertyId, query }: { actor: Actor; propertyId: number; query: PageQuery }) {
  const property = await findProperty(db, propertyId);
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  if (!canManage(actor, property.developerId)) throw forbidden('Only the property owner can see its inquiries');
  return inquiryPage(db, eq(propertyInquiries.propertyId, propertyId), ownerOrder, query);
}

/** GET /api/user/inquiries: the inquiries I sent, newest first. */
export async function listMyInquiries(db: Db, { actor }: { actor: Actor }) {
  return (await selectInquiries(db, eq(propertyInquiries.userId, actor.id), newestFirst)).map(toInquiry);
}

/**
 * GET /api/owner/inquiries: the inquiries received on the properties I own, a page at a time.
 * Someone who is not a seller (any more) owns nothing as a seller: an empty list.
 */
export async function listOwnerInquiries(db: Db, { actor, query }: { actor: Actor; query: PageQuery }) {
  if (!isSeller(actor)) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  return inquiryPage(db, eq(properties.developerId, actor.id), ownerOrder, query);
}

/** The asker, the property's owner and admins take part in a conversation; nobody else sees it. */
export async function loadForParticipant(db: Db, actor: Actor, inquiryId: number): Promise<InquirySummary> {
  const inquiry = await findInquiry(db, inquiryId);
  if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
  if ((inquiry.userId === null || inquiry.userId !== actor.id) && !canManage(actor, await ownerOfProperty(db, inquiry.propertyId))) {
    throw forbidden('Only the sender and the property owner can see this conversation');
  }
  return inquiry;
}

export const DELETED_USER = 'Deleted user';
/** A sender's name as the conversation shows it: 'Deleted user' once the account is gone. */
const fullName = (u: { firstName: string | null; lastName: string | null } | null, deleted = u === null) =>
  deleted ? DELETED_USER : [u?.firstName, u?.lastName].filter(Boolean).join(' ') || 'User';

/** GET /api/inquiries/{id}: the inquiry and its conversation, oldest first. */
export async function getConversation(db: Db, { actor, inquiryId }: { actor: Actor; inquiryId: number }) {
  const inquiry = await loadForParticipant(db, actor, inquiryId);
  const replies = await db
    .select({
      id: inquiryMessages.id,
      senderId: inquiryMessages.senderId,
      firstName: users.firstName,
      lastName: users.lastName,
      body: inquiryMessages.body,
      createdAt: inquiryMessages.createdAt,
    })
    .from(inquiryMessages)
    .leftJoin(users, eq(users.id, inquiryMessages.senderId))
    .where(eq(inquiryMessages.inquiryId, inquiryId))
    .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id));
  const opening = {
    id: `inquiry-${inquiry.id}`,
    senderId: inquiry.userId,
    senderName: fullName(inquiry.asker),
    body: inquiry.message ?? '',
    createdAt: inquiry.createdAt,
    mine: inquiry.userId === actor.id,
  };
  return {
    ...inquiry,
    messages: [
      opening,
      ...replies.map((m) => ({
        id: `message-${m.id}`,
        senderId: m.senderId,
        senderName: fullName(m, m.senderId === null),
        body: m.body,
        createdAt: m.createdAt,
        mine: m.senderId === actor.id,
      })),
    ],
  };
}

/**
 * POST /api/inquiries/{id}/messages. A reply from anyone but the asker (the owner or an admin)
 * answers the inquiry: the first one moves it from pending to responded (docs/product.md#inquiries-and-conversations).
 * The other side is notified in the same transaction.
 */
export async function replyToInquiry(
  db: Db,
  { actor, site, inquiryId, body }: { actor: Actor; site: Site; inquiryId: number; body: string },
) {
  const inquiry = await loadForParticipant(db, actor, inquiryId);
  const message = await db.transaction(async (tx) => {
    const [m] = await tx.insert(inquiryMessages).values({ inquiryId, senderId: actor.id, body }).returning();
    if (actor.id !== inquiry.userId) {
      await tx
        .update(propertyInquiries)
        .set({ status: 'responded' })
        .where(and(eq(propertyInquiries.id, inquiryId), eq(propertyInquiries.status, 'pending')));
    }
    await notifyReply(tx, site, { actorId: actor.id, inquiryId, body });
    return m;
  });
  return postedMessage(db, actor, message);
}

/** A message the actor just posted, as the conversation shows it. */
export async function postedMessage(db: Db, actor: Actor, message: typeof inquiryMessages.$inferSelect) {
  const [sender] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, actor.id));
  return {
    id: `message-${message.id}`,
    senderId: message.senderId,
    senderName: fullName(sender ?? null),
    body: message.body,
    createdAt: message.createdAt,
    mine: true,
  };
}
