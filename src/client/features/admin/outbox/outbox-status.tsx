import { Badge, type BadgeProps } from '@client/components/ui/badge';
import { formatDateTime, plural } from '@shared/format';
import type { OutboxEmailSummary, OutboxStatus } from './outbox-api';

// How the Outbox names an e-mail's state and why it was sent, in the list and in the opened e-mail.

export const STATUS_LABEL: Record<OutboxStatus, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed', held: 'Held' };

const STATUS_VARIANT: Record<OutboxStatus, BadgeProps['variant']> = {
  queued: 'warning',
  sent: 'success',
  failed: 'destructive',
  held: 'secondary',
};

export function StatusBadge({ status }: { status: OutboxStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{STATUS_LABEL[status]}</Badge>;
}

export const CATEGORY_LABEL: Record<OutboxEmailSummary['category'], string> = {
  requested: 'Asked for by the user',
  communications: 'User communications',
  notifications: 'System notifications',
  marketing: 'Marketing',
};

/** One sentence on where the e-mail stands. */
export function statusSentence(e: Pick<OutboxEmailSummary, 'status' | 'attempts' | 'sentAt'>): string {
  switch (e.status) {
    case 'sent':
      return `Accepted by the mail server${e.sentAt ? ` on ${formatDateTime(e.sentAt)}` : ''}.`;
    case 'held':
      return 'Kept here: no mail server is configured, so it was not sent.';
    case 'failed':
      return `Not delivered${e.attempts > 1 ? ` after ${plural(e.attempts, 'attempt', 'attempts')}` : ''}, and it will not be tried again.`;
    case 'queued':
      return e.attempts === 0
        ? 'Waiting to be sent.'
        : `Waiting to be tried again (${plural(e.attempts, 'attempt', 'attempts')} so far). Delivery is retried for 24 hours.`;
  }
}
