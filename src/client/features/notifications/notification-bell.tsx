import { Link } from 'wouter';
import { Bell, CheckCheck } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { t } from '@client/lib/i18n';
import { useMarkNotificationsRead } from './api/notification-actions';
import { useLatestNotifications, type Notification } from './api/notifications';
import { NotificationText } from './notification-text';
import { unreadLabel } from './unread-badge';

/** The bell's name, with its count: "Notifications, 3 unread" (in the page's language). */
export function bellLabel(count: number): string {
  return count > 0 ? t('Notifications, {count} unread', { count }) : t('Notifications');
}

function BellList({ latest, onOpen }: { latest: ReturnType<typeof useLatestNotifications>; onOpen: (n: Notification) => void }) {
  const note = 'px-3 py-6 text-center text-sm text-muted-foreground';
  if (latest.isLoading) {
    return (
      <p className={note} role="status">
        {t('Loading...')}
      </p>
    );
  }
  if (latest.isError) return <p className={note}>{t('Your notifications could not be loaded. Please try again.')}</p>;
  const items = latest.data?.items ?? [];
  if (items.length === 0) return <p className={note}>{t('No notifications yet. News about your offers and messages will appear here.')}</p>;
  return items.map((n) => (
    <DropdownMenuItem key={n.id} asChild className="items-start py-2.5">
      <Link href={n.link} onClick={() => onOpen(n)}>
        <NotificationText notification={n} />
      </Link>
    </DropdownMenuItem>
  ));
}

/**
 * The header's bell (docs/product.md#notifications): the unread count, and a menu of the latest ten,
 * each a link that marks it read; "Mark all as read"; "See all" (the /notifications page). Its own chunk, loaded
 * only for someone signed in. Opening it fetches the latest at once rather than waiting for the poll.
 */
export default function NotificationBell() {
  const latest = useLatestNotifications(true);
  const mark = useMarkNotificationsRead();
  const count = latest.data?.unreadCount ?? 0;
  const openNotification = (n: Notification) => {
    if (n.readAt === null) mark.mutate({ ids: [n.id] });
  };

  return (
    <DropdownMenu
      // Not modal: the page is not hidden from screen readers (nor focus trapped) while the list is open.
      modal={false}
      onOpenChange={(open) => {
        if (open) void latest.refetch();
      }}
    >
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative rounded-full" aria-label={bellLabel(count)}>
          <Bell className="size-5" aria-hidden />
          {count > 0 ? (
            <span
              aria-hidden
              data-testid="bell-count"
              className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] font-semibold leading-none text-destructive-foreground"
            >
              {unreadLabel(count)}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(24rem,calc(100vw-1rem))] p-0" aria-label={t('Notifications')}>
        <div className="flex min-h-12 items-center justify-between gap-2 border-b border-border px-3 py-1.5">
          <DropdownMenuLabel className="p-0 text-base font-semibold">{t('Notifications')}</DropdownMenuLabel>
          {count > 0 ? (
            <DropdownMenuItem
              className="px-2 py-1.5 font-medium text-primary [&_svg:not([class*='text-'])]:text-primary"
              disabled={mark.isPending}
              onSelect={(event) => {
                // Stays open: the list shows them read.
                event.preventDefault();
                mark.mutate({ all: true });
              }}
            >
              <CheckCheck aria-hidden /> {t('Mark all as read')}
            </DropdownMenuItem>
          ) : null}
        </div>
        {/* Scrolls when the latest ten are taller than the screen allows: reachable by keyboard too (axe: scrollable-region-focusable). */}
        <div
          role="group"
          aria-label={t('Latest notifications')}
          tabIndex={0}
          className="max-h-[min(28rem,60vh)] overflow-y-auto p-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <BellList latest={latest} onOpen={openNotification} />
        </div>
        <DropdownMenuSeparator className="m-0" />
        <div className="p-1">
          <DropdownMenuItem asChild className="justify-center py-2.5 font-medium text-primary">
            <Link href="/notifications">{t('See all')}</Link>
          </DropdownMenuItem>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
