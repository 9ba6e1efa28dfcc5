import { useEffect, useState } from 'react';
import { Info, Mail } from 'lucide-react';
import { EMAIL_STATUSES } from '@shared/constants';
import { formatDateTime, formatNumber } from '@shared/format';
import { EmptyState } from '@client/components/page-states';
import { Label } from '@client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { TableCell, TableHead, TableRow } from '@client/components/ui/table';
import { AdminList, Pager } from '../shared/admin-kit';
import { isolated } from '../shared/words';
import { WIDE_ONLY } from '../shared/columns';
import { useOutbox, type OutboxList, type OutboxStatus } from './outbox-api';
import { OutboxEmailDialog } from './outbox-email-dialog';
import { STATUS_LABEL, StatusBadge } from './outbox-status';
import { msg, t } from '@client/lib/i18n';

// /admin → Outbox (docs/decisions/006-jobs-and-outbox.md): every e-mail the site wrote, newest first,
// with how its delivery went; a status filter; one opens to be read. Without a mail server (SMTP_URL
// unset) this is where e-mails are read, and the tab says so.

const PAGE_SIZE = 20;
type StatusFilter = OutboxStatus | 'all';

/** The empty list's title under a status filter. */
const NONE_WITH_STATUS: Record<OutboxStatus, string> = {
  queued: msg('No queued e-mails'),
  sent: msg('No sent e-mails'),
  failed: msg('No failed e-mails'),
  held: msg('No held e-mails'),
};

function NoMailServer() {
  return (
    <div role="note" className="flex gap-3 rounded-lg border border-border bg-muted/50 p-4 text-sm">
      <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      <p>
        <span className="font-medium">{t('No mail server is configured, so e-mails are kept here and not sent.')}</span>{' '}
        <span className="text-muted-foreground">
          {t('Open one to read it. To deliver e-mails, set {setting} and restart the server.', { setting: 'SMTP_URL' })}
        </span>
      </p>
    </div>
  );
}

function StatusSelect({
  value,
  counts,
  onChange,
}: {
  value: StatusFilter;
  counts?: OutboxList['counts'];
  onChange: (s: StatusFilter) => void;
}) {
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const withCount = (label: string, n?: number) => (n === undefined ? label : `${label} (${formatNumber(n)})`);
  return (
    <div className="grid gap-2 sm:w-56">
      <Label htmlFor="admin-outbox-status">{t('Status')}</Label>
      <Select value={value} onValueChange={(v) => onChange(v as StatusFilter)}>
        <SelectTrigger id="admin-outbox-status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">{withCount(t('All e-mails'), all)}</SelectItem>
          {EMAIL_STATUSES.map((s) => (
            <SelectItem key={s} value={s}>
              {withCount(t(STATUS_LABEL[s]), counts?.[s])}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

export default function OutboxTab() {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useOutbox({ status: status === 'all' ? undefined : status, page, pageSize: PAGE_SIZE });
  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  useEffect(() => {
    if (data && page > pageCount) setPage(pageCount);
  }, [data, page, pageCount]);

  return (
    <section aria-labelledby="outbox-heading" className="space-y-6">
      <div>
        <h2 id="outbox-heading" className="text-xl font-semibold">
          {t('Outbox')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {data ? `${t('{n, plural, one {# e-mail} other {# e-mails}}.', { n: data.total })} ` : ''}
          {t('Every e-mail the site has written, and how its delivery went.')}
        </p>
      </div>
      {data && !data.smtpConfigured ? <NoMailServer /> : null}
      <StatusSelect
        value={status}
        counts={data?.counts}
        onChange={(s) => {
          setStatus(s);
          setPage(1);
        }}
      />

      <AdminList
        pending={list.isPending}
        error={list.isError}
        errorMessage={t('Failed to load the outbox')}
        empty={
          data?.items.length === 0 ? (
            <EmptyState
              icon={<Mail className="size-10 text-muted-foreground" aria-hidden />}
              title={status === 'all' ? t('No e-mails yet') : t(NONE_WITH_STATUS[status])}
              message={
                status === 'all'
                  ? t('E-mails appear here as soon as the site writes one (a sign-up, a new offer…).')
                  : t('Try another status.')
              }
            />
          ) : null
        }
        label={t('E-mails')}
        busy={list.isPlaceholderData}
        head={
          <>
            <TableHead>{t('E-mail')}</TableHead>
            <TableHead className={WIDE_ONLY}>{t('Status')}</TableHead>
            <TableHead className={`${WIDE_ONLY} text-end`}>{t('Attempts')}</TableHead>
            <TableHead className={WIDE_ONLY}>{t('Written')}</TableHead>
          </>
        }
      >
        {data?.items.map((e) => (
          <TableRow key={e.id} data-testid="outbox-row">
            <TableCell className="whitespace-normal">
              <button
                type="button"
                dir="auto"
                onClick={() => setOpenId(e.id)}
                className="text-start font-medium [overflow-wrap:anywhere] text-primary underline-offset-4 outline-none hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring"
              >
                {e.subject}
              </button>
              <span className="block text-xs [overflow-wrap:anywhere] text-muted-foreground">
                {t('To {address}', { address: isolated(e.to) })} · <bdi className="font-mono">{e.kind}</bdi>
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground sm:hidden">
                <StatusBadge status={e.status} />
                {formatDateTime(e.createdAt)}
              </span>
              {e.lastError ? (
                <span className="mt-1 block font-mono text-xs [overflow-wrap:anywhere] text-destructive" dir="auto">
                  {e.lastError}
                </span>
              ) : null}
            </TableCell>
            <TableCell className={WIDE_ONLY}>
              <StatusBadge status={e.status} />
            </TableCell>
            <TableCell className={`${WIDE_ONLY} text-end tabular-nums`}>{formatNumber(e.attempts)}</TableCell>
            <TableCell className={`${WIDE_ONLY} whitespace-nowrap`}>{formatDateTime(e.createdAt)}</TableCell>
          </TableRow>
        ))}
      </AdminList>
      <Pager page={page} pageCount={pageCount} onPage={setPage} label={t('Outbox pages')} />

      <OutboxEmailDialog id={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
