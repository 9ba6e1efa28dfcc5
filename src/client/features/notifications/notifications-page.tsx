import { Link } from 'wouter';
import { Bell, CheckCheck } from 'lucide-react';
import { EmptyState, ErrorCard, PageLoading } from '@client/components/page-states';
import { ShowMore } from '@client/components/show-more';
import { SignInPrompt } from '@client/components/sign-in-prompt';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { errorMessage } from '@client/lib/api-client';
import { msg, t } from '@client/lib/i18n';
import { useAuth } from '@client/lib/auth';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { usePageTitle } from '@client/lib/use-page-title';
import { useTabParam } from '@client/lib/use-tab-param';
import { useMarkNotificationsRead, useNotificationList } from './api/notification-actions';
import { useLatestNotifications, type Notification } from './api/notifications';
import { NotificationText } from './notification-text';

// /notifications (docs/product.md#notifications): every notification, newest first, 20 at a time,
// All or Unread; each a link to what it is about that marks it read; "Mark all as read".

const FILTERS = ['all', 'unread'] as const;
type Filter = (typeof FILTERS)[number];

function NotificationList({ filter, onOpen }: { filter: Filter; onOpen: (n: Notification) => void }) {
  const list = useNotificationList(filter === 'unread');
  if (list.isLoading) {
    return (
      <div className="space-y-2" role="status" aria-label={t('Loading notifications')}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (list.isError) return <ErrorCard message={msg('Your notifications could not be loaded. Please try again.')} />;
  if (list.items.length === 0) {
    return (
      <EmptyState
        icon={<Bell className="size-10 text-muted-foreground" aria-hidden />}
        title={filter === 'unread' ? t("You're All Caught Up") : t('No Notifications Yet')}
        message={
          filter === 'unread'
            ? t('Nothing unread. New offers, inquiries and replies will appear here.')
            : t('News about your offers, inquiries and conversations will appear here.')
        }
      />
    );
  }
  return (
    <>
      <ul className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-card" aria-label={t('Notifications')}>
        {list.items.map((n) => (
          <li key={n.id}>
            <Link
              href={n.link}
              onClick={() => onOpen(n)}
              className={cn(
                'flex px-4 py-3 outline-none transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
                n.readAt === null && 'bg-primary/5',
              )}
            >
              <NotificationText notification={n} />
            </Link>
          </li>
        ))}
      </ul>
      <ShowMore list={list} noun={msg('notifications')} />
    </>
  );
}

export default function NotificationsPage() {
  usePageTitle(msg('Notifications'));
  const { user, isLoading: authLoading } = useAuth();
  const latest = useLatestNotifications(user !== null);
  const mark = useMarkNotificationsRead();
  const [filter, setFilter] = useTabParam(FILTERS);

  if (authLoading) return <PageLoading />;
  if (!user) return <SignInPrompt title={msg('Sign In Required')} message={msg('Please sign in to see your notifications.')} />;

  const unreadCount = latest.data?.unreadCount ?? 0;
  const open = (n: Notification) => {
    if (n.readAt === null) mark.mutate({ ids: [n.id] });
  };
  const markAll = () =>
    mark.mutate(
      { all: true },
      {
        onSuccess: () => toast({ title: t('All notifications marked as read') }),
        onError: (error) =>
          toast({
            title: t('Error'),
            description: errorMessage(error, t('Could not mark them read. Please try again.')),
            variant: 'destructive',
          }),
      },
    );

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('Notifications')}</h1>
          <p className="mt-1 text-muted-foreground">{t('News about your offers, inquiries and conversations.')}</p>
        </div>
        <Button variant="outline" onClick={markAll} disabled={unreadCount === 0 || mark.isPending}>
          <CheckCheck aria-hidden /> {t('Mark all as read')}
        </Button>
      </header>
      <Tabs value={filter} onValueChange={setFilter} className="gap-6">
        <TabsList>
          <TabsTrigger value="all">{t('All')}</TabsTrigger>
          <TabsTrigger value="unread">{t('Unread ({count})', { count: latest.data ? unreadCount : '…' })}</TabsTrigger>
        </TabsList>
        {FILTERS.map((f) => (
          <TabsContent key={f} value={f}>
            {f === filter ? <NotificationList filter={f} onOpen={open} /> : null}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
