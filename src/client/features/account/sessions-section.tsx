import { Monitor, Smartphone } from 'lucide-react';
import { formatDate } from '@shared/format';
import { ErrorCard } from '@client/components/page-states';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { msg, t, translateMessage } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';
import { useEndSessions, useSessions, type AccountSession } from './api/account';
import { showFailure } from './form-state';
import { formatRelativeTime } from '@client/lib/relative-time';
import { AccountSection } from './section';

// Where the account is signed in (docs/product.md#account-pages): each browser with its address and
// when it was last used, this one marked; any other can be ended, or all of them at once.

const PHONE = /Android|iPhone|iPad|iOS|Mobile/i;

/**
 * The server's words for a browser ("Chrome on Android", src/server/features/account/browser.ts),
 * marked for the catalog: translateMessage says them in the page's language (the names stay).
 */
export const BROWSER_WORDS = [msg('{browser} on {system}'), msg('A browser on {system}'), msg('Unknown browser')];

function SessionRow({ session, ending, onEnd }: { session: AccountSession; ending: boolean; onEnd: () => void }) {
  const Icon = PHONE.test(session.browser) ? Smartphone : Monitor;
  const browser = translateMessage(session.browser);
  const where = session.ipAddress ?? t('Unknown address');
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 sm:flex-nowrap">
      <Icon className="size-6 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span dir="auto">{browser}</span>
          {session.current ? <Badge variant="secondary">{t('This device')}</Badge> : null}
        </p>
        <p className="text-sm text-muted-foreground">
          <span dir="ltr">{where}</span> ·{' '}
          {session.current ? t('Active now') : t('Last active {when}', { when: formatRelativeTime(session.lastSeenAt) })} ·{' '}
          {t('Signed in {date}', { date: formatDate(session.createdAt) })}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          onClick={onEnd}
          disabled={ending}
          aria-label={t('End session: {browser}, {where}', { browser, where })}
        >
          {ending ? t('Ending...') : t('End session')}
        </Button>
      )}
    </li>
  );
}

export function SessionsSection() {
  const sessions = useSessions();
  const end = useEndSessions();
  const items = sessions.data?.items ?? [];
  const others = items.filter((s) => !s.current).length;
  const endingId = end.isPending && end.variables !== 'others' ? end.variables?.id : undefined;

  const endOne = (session: AccountSession) =>
    end.mutate(
      { id: session.id },
      {
        onSuccess: () =>
          toast({ title: t('Session ended'), description: t('{browser} is signed out.', { browser: translateMessage(session.browser) }) }),
        onError: (err) => showFailure(err, t('The session could not be ended. Please try again.')),
      },
    );
  const endOthers = () =>
    end.mutate('others', {
      onSuccess: (ended) =>
        toast({
          title: t('Other sessions ended'),
          description: t('{n, plural, one {# session signed out.} other {# sessions signed out.}}', { n: ended }),
        }),
      onError: (err) => showFailure(err, t('The sessions could not be ended. Please try again.')),
    });

  return (
    <AccountSection
      id="sessions"
      title={msg('Sessions')}
      description={t('Where your account is signed in. End any session you do not recognise.')}
    >
      {sessions.isPending ? (
        <div className="space-y-3" aria-hidden>
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : sessions.isError ? (
        <ErrorCard />
      ) : (
        <div className="space-y-4">
          <ul className="divide-y divide-border">
            {items.map((session) => (
              <SessionRow key={session.id} session={session} ending={endingId === session.id} onEnd={() => endOne(session)} />
            ))}
          </ul>
          {others > 0 ? (
            <div className="flex justify-end border-t pt-4">
              <Button variant="outline" onClick={endOthers} disabled={end.isPending}>
                {end.isPending && end.variables === 'others' ? t('Ending...') : t('End all other sessions')}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </AccountSection>
  );
}
