import { Monitor, Smartphone } from 'lucide-react';
import { formatDate, plural } from '@shared/format';
import { ErrorCard } from '@client/components/page-states';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/lib/toast';
import { useEndSessions, useSessions, type AccountSession } from './api/account';
import { showFailure } from './form-state';
import { formatRelativeTime } from '@client/lib/relative-time';
import { AccountSection } from './section';

// Where the account is signed in (docs/product.md#account-pages): each browser with its address and
// when it was last used, this one marked; any other can be ended, or all of them at once.

const PHONE = /Android|iPhone|iPad|iOS|Mobile/i;

function SessionRow({ session, ending, onEnd }: { session: AccountSession; ending: boolean; onEnd: () => void }) {
  const Icon = PHONE.test(session.browser) ? Smartphone : Monitor;
  const where = session.ipAddress ?? 'Unknown address';
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 sm:flex-nowrap">
      <Icon className="size-6 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {session.browser}
          {session.current ? <Badge variant="secondary">This device</Badge> : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {where} · {session.current ? 'Active now' : `Last active ${formatRelativeTime(session.lastSeenAt)}`} · Signed in{' '}
          {formatDate(session.createdAt)}
        </p>
      </div>
      {session.current ? null : (
        <Button variant="outline" size="sm" onClick={onEnd} disabled={ending} aria-label={`End session: ${session.browser}, ${where}`}>
          {ending ? 'Ending...' : 'End session'}
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
        onSuccess: () => toast({ title: 'Session ended', description: `${session.browser} is signed out.` }),
        onError: (err) => showFailure(err, 'The session could not be ended. Please try again.'),
      },
    );
  const endOthers = () =>
    end.mutate('others', {
      onSuccess: (ended) => toast({ title: 'Other sessions ended', description: `${plural(ended, 'session', 'sessions')} signed out.` }),
      onError: (err) => showFailure(err, 'The sessions could not be ended. Please try again.'),
    });

  return (
    <AccountSection id="sessions" title="Sessions" description="Where your account is signed in. End any session you do not recognise.">
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
                {end.isPending && end.variables === 'others' ? 'Ending...' : 'End all other sessions'}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </AccountSection>
  );
}
