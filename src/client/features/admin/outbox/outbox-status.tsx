import { Badge, type BadgeProps } from '@client/components/ui/badge';
import { formatDateTime } from '@shared/format';
import { msg, t } from '@client/lib/i18n';
import type { OutboxEmailSummary, OutboxStatus } from './outbox-api';

// How the Outbox names an e-mail's state and why it was sent, in the list and in the opened e-mail.
// The labels are said with t(…) where they are shown.

export const STATUS_LABEL: Record<OutboxStatus, string> = {
  queued: msg('Queued'),
  sent: msg('Sent'),
  failed: msg('Failed'),
  held: msg('Held'),
};

const STATUS_VARIANT: Record<OutboxStatus, BadgeProps['variant']> = {
  queued: 'warning',
  sent: 'success',
  failed: 'destructive',
  held: 'secondary',
};

export function StatusBadge({ status }: { status: OutboxStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{t(STATUS_LABEL[status])}</Badge>;
}

export const CATEGORY_LABEL: Record<OutboxEmailSummary['category'], string> = {
  requested: msg('Asked for by the user'),
  communications: msg('User communications'),
  notifications: msg('System notifications'),
  marketing: msg('Marketing'),
};

/** One sentence on where the e-mail stands. */
export function statusSentence(e: Pick<OutboxEmailSummary, 'status' | 'attempts' | 'sentAt'>): string {
  switch (e.status) {
    case 'sent':
      return e.sentAt ? t('Accepted by the mail server on {date}.', { date: formatDateTime(e.sentAt) }) : t('Accepted by the mail server.');
    case 'held':
      return t('Kept here: no mail server is configured, so it was not sent.');
    case 'failed':
      return e.attempts > 1
        ? t('Not delivered after {n, plural, one {# attempt} other {# attempts}}, and it will not be tried again.', {
            n: e.attempts,
          })
        : t('Not delivered, and it will not be tried again.');
    case 'queued':
      return e.attempts === 0
        ? t('Waiting to be sent.')
        : t('Waiting to be tried again ({n, plural, one {# attempt} other {# attempts}} so far). Delivery is retried for 24 hours.', {
            n: e.attempts,
          });
  }
}
