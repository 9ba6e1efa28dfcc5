import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { VIEWING_PARTIES } from '../../../shared/constants';
import { bidStatusEnum, currencyEnum, inquiryStatusEnum, timestamps } from './common';
import { users } from './accounts';
import { properties } from './listings';

// What passes between buyers and owners about a listing: inquiries, their messages, and offers.

export const propertyInquiries = pgTable(
  'property_inquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The asker; null once their account is deleted (the owner keeps the conversation). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message'),
    contactPhone: text('contact_phone'),
    status: inquiryStatusEnum('status').notNull().default('pending'),
    /** A viewing asked for with the inquiry: the time on the table, who put it there, and when the other side confirmed it. */
    viewingAt: timestamp('viewing_at', { withTimezone: true }),
    viewingProposedBy: text('viewing_proposed_by', { enum: VIEWING_PARTIES }),
    viewingConfirmedAt: timestamp('viewing_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('property_inquiries_property_id_idx').on(t.propertyId),
    index('property_inquiries_user_id_idx').on(t.userId),
    check(
      'property_inquiries_viewing_whole',
      sql`(${t.viewingAt} is null) = (${t.viewingProposedBy} is null) and (${t.viewingConfirmedAt} is null or ${t.viewingAt} is not null)`,
    ),
    check('property_inquiries_viewing_party', sql`${t.viewingProposedBy} in ('asker', 'owner')`),
  ],
);

/** The conversation under an inquiry: replies from the owner and follow-ups from the asker. */
export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => propertyInquiries.id, { onDelete: 'cascade' }),
    /** Null once the sender's account is deleted. */
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiry_messages_inquiry_id_idx').on(t.inquiryId, t.createdAt)],
);

export const propertyBids = pgTable(
  'property_bids',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** Null once the bidder's account is deleted (the seller keeps the answered offer on record). */
    bidderId: text('bidder_id').references(() => users.id, { onDelete: 'set null' }),
    bidAmount: numeric('bid_amount', { precision: 15, scale: 2 }).notNull(),
    currency: currencyEnum('currency').notNull().default('SAR'),
    message: text('message'),
    status: bidStatusEnum('status').notNull().default('pending'),
    /** Why the offer was rejected when the bidder should know (e.g. "Another offer was accepted"). */
    rejectionReason: text('rejection_reason'),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** Idempotency key of the submit (header, or a digest of the bid): a repeat finds this row. */
    idempotencyKey: text('idempotency_key'),
    ...timestamps,
  },
  (t) => [
    index('property_bids_property_id_idx').on(t.propertyId, t.status),
    index('property_bids_bidder_id_idx').on(t.bidderId),
    uniqueIndex('property_bids_idempotency_idx').on(t.bidderId, t.idempotencyKey),
    // One pending offer per buyer per listing: a new one replaces (withdraws) the earlier.
    uniqueIndex('property_bids_one_pending_idx')
      .on(t.propertyId, t.bidderId)
      .where(sql`${t.status} = 'pending'`),
    check('property_bids_amount_positive', sql`${t.bidAmount} > 0`),
  ],
);
