import {
  markNotificationsReadSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  unreadNotificationsSchema,
} from '../schemas/notification';
import { contract } from './define';

// The bell (docs/product.md#notifications): one's notifications and marking them read.

const tags = ['notifications'];

export const listNotifications = contract({
  method: 'GET',
  path: '/api/notifications',
  access: 'signed-in',
  tags,
  summary: 'My notifications, newest first, a page at a time, with the unread counts (all, offers, messages)',
  description: '`unread=true` lists the unread ones only. Every answer carries `unreadCount` and `unread: { offers, messages }`.',
  query: notificationListQuerySchema,
  responses: { 200: notificationPageSchema },
});

export const markNotificationsRead = contract({
  method: 'POST',
  path: '/api/notifications/read',
  access: 'signed-in',
  tags,
  summary: 'Mark notifications read: `{ ids }`, `{ all: true }` or `{ area: "offers" | "messages" }`; answers what is still unread',
  description: "Only the caller's own notifications change: ids of anyone else's are ignored.",
  body: markNotificationsReadSchema,
  responses: { 200: unreadNotificationsSchema },
});
