import { z } from 'zod';
import { MAX_ID, PAGINATION } from '../constants';
import { blankToUndefined, dateTime, pageOf, paginationQuery } from './common';

// What the bell shows (docs/product.md#notifications): the list, the unread counts, and marking read.

/** The areas of the app with an unread badge in the header: My Bids (offers) and Messages. */
export const NOTIFICATION_AREAS = ['offers', 'messages'] as const;
export type NotificationArea = (typeof NOTIFICATION_AREAS)[number];

/** The kinds of notification each area counts; opening the area's page marks them read. */
export const AREA_KINDS = {
  offers: ['offer-received', 'offer-accepted', 'offer-rejected', 'offer-withdrawn'],
  messages: ['inquiry-received', 'inquiry-reply', 'viewing-confirmed', 'viewing-proposed'],
} as const satisfies Record<NotificationArea, readonly string[]>;
export type NotificationKind = (typeof AREA_KINDS)[NotificationArea][number];

/** GET /api/notifications: newest first, a page at a time; `unread=true` keeps the unread ones only. */
export const notificationListQuerySchema = z.object({
  unread: z
    .preprocess(blankToUndefined, z.enum(['true', 'false'], { error: 'Unread must be true or false' }).optional())
    .describe("'true' lists the unread notifications only; 'false' or nothing lists them all"),
  page: z.preprocess(blankToUndefined, paginationQuery.page),
  pageSize: z.preprocess(blankToUndefined, paginationQuery.pageSize),
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

export const MARK_READ_ONE_OF = 'Send ids, all or area';
const MARK_READ_ONLY_ONE = 'Send only one of ids, all or area';

const notificationId = z.coerce
  .number({ error: 'Each id must be a number' })
  .int('Each id must be a whole number')
  .positive('Each id must be positive')
  .max(MAX_ID, 'Id is too large');

/**
 * POST /api/notifications/read: exactly one of `ids` (these, if they are the caller's), `all: true`,
 * or `area` (every unread notification of My Bids or of Messages).
 */
export const markNotificationsReadSchema = z
  .object({
    ids: z
      .array(notificationId, { error: 'Ids must be a list of notification ids' })
      .min(1, 'Ids must name at least one notification')
      .max(PAGINATION.maxPageSize, `Send at most ${PAGINATION.maxPageSize} ids at a time`)
      .optional(),
    all: z.literal(true, { error: 'All must be true' }).optional(),
    area: z.enum(NOTIFICATION_AREAS, { error: 'Area must be offers or messages' }).optional(),
  })
  .superRefine((v, ctx) => {
    const given = [v.ids, v.all, v.area].filter((x) => x !== undefined).length;
    if (given === 0) ctx.addIssue({ code: 'custom', message: MARK_READ_ONE_OF, path: [] });
    if (given > 1) ctx.addIssue({ code: 'custom', message: MARK_READ_ONLY_ONE, path: [] });
  });
export type MarkNotificationsRead = z.output<typeof markNotificationsReadSchema>;

export const notificationSchema = z
  .object({
    id: z.number().int(),
    /** 'offer-received', 'inquiry-reply', 'password-changed', … */
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    link: z.string().describe('The page it is about: a path on this site'),
    createdAt: dateTime,
    readAt: dateTime.nullable(),
  })
  .meta({ id: 'Notification' });

const unreadCounts = {
  unreadCount: z.number().int().describe('Every unread notification of the caller'),
  unread: z
    .object({ offers: z.number().int(), messages: z.number().int() })
    .describe('Unread notifications about offers (My Bids) and about inquiries and conversations (Messages)'),
};

/** The answer of POST /api/notifications/read: what is still unread. */
export const unreadNotificationsSchema = z.object(unreadCounts).meta({ id: 'UnreadNotifications' });
export type UnreadNotifications = z.output<typeof unreadNotificationsSchema>;

export const notificationPageSchema = pageOf(notificationSchema).extend(unreadCounts).meta({ id: 'NotificationPage' });
