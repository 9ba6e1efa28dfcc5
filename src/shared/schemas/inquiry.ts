import { z } from 'zod';
import { INQUIRY_STATUSES, VIEWING, VIEWING_PARTIES } from '../constants';
import { dateTime, pageOf, text, typedDigits } from './common';

// Inquiries and their conversations (docs/product.md#inquiries-and-conversations). The rules:
// - message: 10 to 2000 characters after trimming — long enough to say something, short enough
//   for one message;
// - contactPhone: a Saudi mobile number — 05XXXXXXXX, +9665XXXXXXXX or 9665XXXXXXXX (X a digit);
//   spaces and dashes are allowed and stripped. It is stored in international form, +9665XXXXXXXX,
//   so the owner can always dial it. Landlines (01…, 04…, +9661…) are refused: the owner answers
//   by phone or message, and a mobile reaches the asker either way.
// An inquiry becomes `responded` with the first reply by the property's owner (or an admin).

export const INQUIRY_MESSAGE_MIN = 10;
export const INQUIRY_MESSAGE_MAX = 2000;
export const REPLY_MAX = 2000;

export const INQUIRY_MESSAGE_REQUIRED = 'Message is required';
export const INQUIRY_MESSAGE_TOO_SHORT = `Message must be at least ${INQUIRY_MESSAGE_MIN} characters`;
export const INQUIRY_MESSAGE_TOO_LONG = `Message must be at most ${INQUIRY_MESSAGE_MAX} characters`;
export const SAUDI_MOBILE_MESSAGE = 'Please enter a Saudi mobile number such as 05XXXXXXXX or +9665XXXXXXXX';

const SAUDI_MOBILE = /^(?:05|\+9665|9665)(\d{8})$/;

/** A Saudi mobile number, normalised to +9665XXXXXXXX; typed in Arabic-Indic digits too (٠٥xxxxxxxx). */
export const saudiMobileSchema = z
  .string({ error: SAUDI_MOBILE_MESSAGE })
  .transform((v) => typedDigits(v).replace(/[\s-]/g, ''))
  .refine((v) => SAUDI_MOBILE.test(v), SAUDI_MOBILE_MESSAGE)
  .transform((v) => `+9665${SAUDI_MOBILE.exec(v)![1]}`);

export const VIEWING_AT_FORMAT = 'Viewing time must be a date and time';
export const VIEWING_AT_PAST = 'Viewing time must be in the future';
export const VIEWING_AT_TOO_FAR = `Viewing time must be within the next ${VIEWING.daysAhead} days`;

/** A viewing's time: an ISO date-time with its offset, after now and at most VIEWING.daysAhead days ahead. */
export const viewingAtSchema = z
  .string({ error: VIEWING_AT_FORMAT })
  .pipe(z.iso.datetime({ offset: true, error: VIEWING_AT_FORMAT }))
  .transform((v) => new Date(v))
  .refine((d) => d.getTime() > Date.now(), VIEWING_AT_PAST)
  .refine((d) => d.getTime() <= Date.now() + VIEWING.daysAhead * 86_400_000, VIEWING_AT_TOO_FAR);

/** POST /api/properties/{id}/inquiries. With `viewingAt` it asks for a viewing at that time. */
export const createInquirySchema = z.strictObject({
  message: text('Message', INQUIRY_MESSAGE_REQUIRED)
    .trim()
    .min(INQUIRY_MESSAGE_MIN, INQUIRY_MESSAGE_TOO_SHORT)
    .max(INQUIRY_MESSAGE_MAX, INQUIRY_MESSAGE_TOO_LONG),
  contactPhone: saudiMobileSchema,
  viewingAt: viewingAtSchema.optional(),
});
export type CreateInquiryInput = z.input<typeof createInquirySchema>;
export type CreateInquiry = z.output<typeof createInquirySchema>;

/** POST /api/inquiries/{id}/messages: a reply in the conversation. */
export const inquiryReplySchema = z.strictObject({
  body: text('Message', 'Message is required')
    .trim()
    .min(1, 'Message is required')
    .max(REPLY_MAX, `Message must be at most ${REPLY_MAX} characters`),
});
export type InquiryReplyInput = z.input<typeof inquiryReplySchema>;

/** POST /api/inquiries/{id}/viewing: confirm the time the other side put forward, or put forward another. */
export const viewingAnswerSchema = z.discriminatedUnion(
  'action',
  [z.strictObject({ action: z.literal('confirm') }), z.strictObject({ action: z.literal('propose'), viewingAt: viewingAtSchema })],
  { error: 'Action must be confirm or propose' },
);
export type ViewingAnswer = z.output<typeof viewingAnswerSchema>;

/** A viewing asked for with an inquiry: the time on the table, who put it there, and whether the other side confirmed it. */
export const viewingSchema = z
  .object({
    at: dateTime,
    proposedBy: z.enum(VIEWING_PARTIES).describe('The side that put this time forward; the other side confirms it'),
    confirmedAt: dateTime.nullable(),
  })
  .meta({ id: 'Viewing' });

export const personSchema = z.object({ id: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() });

/** An inquiry in a list: who asked, about what, and how far the conversation has gone. */
export const inquirySchema = z
  .object({
    id: z.number().int(),
    propertyId: z.number().int(),
    userId: z.string().nullable().describe('Null once the asker deleted their account'),
    message: z.string().nullable(),
    contactPhone: z.string().nullable(),
    status: z.enum(INQUIRY_STATUSES),
    viewing: viewingSchema.nullable(),
    createdAt: dateTime,
    /** When the last message (the inquiry itself or a reply) was sent. */
    lastMessageAt: dateTime,
    /** The inquiry's own message counts as the first. */
    messageCount: z.number().int(),
    property: z.object({
      id: z.number().int(),
      title: z.string(),
      titleAr: z.string().nullable().describe('The title in Arabic, or null'),
    }),
    /** The person who sent the inquiry (never their e-mail address); null once they deleted their account. */
    asker: personSchema.nullable(),
    /** The property's owner, who answers; null once the listing has no owner (its developer was deleted). */
    owner: personSchema.nullable(),
  })
  .meta({ id: 'Inquiry' });
/** One page of the inquiries an owner received. */
export const inquiryPageSchema = pageOf(inquirySchema).meta({ id: 'InquiryPage' });

/**
 * One message of a conversation. Ids are strings because the opening message is the inquiry
 * itself (`inquiry-{id}`) while replies are rows of their own (`message-{id}`).
 */
export const conversationMessageSchema = z
  .object({
    id: z.string(),
    senderId: z.string().nullable().describe('Null once the sender deleted their account'),
    senderName: z.string().describe('"Deleted user" once the sender deleted their account'),
    body: z.string(),
    createdAt: dateTime,
    /** True when the signed-in user sent it. */
    mine: z.boolean(),
  })
  .meta({ id: 'ConversationMessage' });

/** GET /api/inquiries/{id}: the inquiry and its messages, oldest first. */
export const conversationSchema = inquirySchema.extend({ messages: z.array(conversationMessageSchema) }).meta({ id: 'Conversation' });
