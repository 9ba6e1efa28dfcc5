import { formatDateTime } from '@shared/format';
import { t } from '@client/lib/i18n';
import { cn } from '@client/lib/cn';
import { formatRelativeTime } from '@client/lib/relative-time';
import type { Notification } from './api/notifications';

/**
 * One notification as the bell and the /notifications page show it: a dot and bold title while
 * unread, its text, when. The server says it in the page's language; the names and words users
 * wrote in it (a listing's title, a message) read in their own direction.
 */
export function NotificationText({ notification }: { notification: Notification }) {
  const unread = notification.readAt === null;
  return (
    <span className="flex min-w-0 flex-1 items-start gap-3">
      <span className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')} aria-hidden />
      <span className="min-w-0 flex-1">
        <span className={cn('block break-words text-sm', unread ? 'font-semibold text-foreground' : 'font-medium text-muted-foreground')}>
          {unread ? <span className="sr-only">{t('Unread:')} </span> : null}
          <span dir="auto">{notification.title}</span>
        </span>
        <span className="mt-0.5 line-clamp-2 block break-words text-sm text-muted-foreground" dir="auto">
          {notification.body}
        </span>
        <time
          className="mt-1 block text-xs text-muted-foreground"
          dateTime={notification.createdAt}
          title={formatDateTime(notification.createdAt)}
        >
          {formatRelativeTime(notification.createdAt)}
        </time>
      </span>
    </span>
  );
}
