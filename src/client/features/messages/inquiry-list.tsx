import { Link } from 'wouter';
import { MessageSquare } from 'lucide-react';
import { formatDateTime } from '@shared/format';
import { ownWords, t } from '@client/lib/i18n';

import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { InquiryStatusBadge } from '@client/components/inquiry-status-badge';
import type { ApiSchema } from '@client/lib/api-client';

type Inquiry = ApiSchema['Inquiry'];

/** A person's name; 'Deleted user' once their account is gone (null). */
export function personName(p: { firstName: string | null; lastName: string | null } | null): string {
  if (p === null) return t('Deleted user');
  return [p.firstName, p.lastName].filter(Boolean).join(' ') || t('A user');
}

function firstLine(text: string | null): string {
  return text?.trim().split('\n')[0] ?? '';
}

/**
 * One inquiry. The whole card opens the conversation: a full-size button sits under the content
 * (the "stretched link" pattern) so the property link stays a separate, non-nested control.
 */
function InquiryRow({ inquiry, side, onOpen }: { inquiry: Inquiry; side: 'mine' | 'received'; onOpen: (inquiry: Inquiry) => void }) {
  const who =
    side === 'received'
      ? t('From {name}', { name: personName(inquiry.asker) })
      : inquiry.owner
        ? t('To {name}', { name: personName(inquiry.owner) })
        : t('To the property owner');
  const replies = inquiry.messageCount - 1;
  const title = ownWords(inquiry.property.title, inquiry.property.titleAr);
  return (
    <li>
      <Card className="relative gap-2 py-4 transition-colors hover:border-primary/50 hover:bg-muted/40">
        <button
          type="button"
          className="absolute inset-0 z-0 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          onClick={() => onOpen(inquiry)}
          aria-label={
            side === 'received'
              ? t('Open conversation about {title} (from {name})', {
                  title,
                  // As it always read: the sender in lower case.
                  name: personName(inquiry.asker).toLowerCase(),
                })
              : t('Open conversation about {title} (sent by you)', { title })
          }
        />
        <CardContent className="pointer-events-none relative space-y-1.5 px-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <Link
              href={`/properties/${inquiry.propertyId}`}
              className="pointer-events-auto relative z-10 font-semibold text-primary underline-offset-4 hover:underline"
            >
              <bdi>{title}</bdi>
            </Link>
            <InquiryStatusBadge status={inquiry.status} />
          </div>
          <p className="text-sm font-medium">{who}</p>
          <p dir="auto" className="truncate text-start text-sm text-muted-foreground">
            {firstLine(inquiry.message)}
          </p>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <span>{t('Sent {date}', { date: formatDateTime(inquiry.createdAt) })}</span>
            <span className="inline-flex items-center gap-1">
              <MessageSquare className="size-3.5" aria-hidden />
              {replies === 0
                ? t('No replies yet')
                : t('{n, plural, one {# reply} other {# replies}} · last {date}', {
                    n: replies,
                    date: formatDateTime(inquiry.lastMessageAt),
                  })}
            </span>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

export function InquiryList({
  inquiries,
  side,
  onOpen,
  label,
}: {
  inquiries: Inquiry[];
  side: 'mine' | 'received';
  onOpen: (inquiry: Inquiry) => void;
  label: string;
}) {
  return (
    <ul className="space-y-3" aria-label={label}>
      {inquiries.map((inquiry) => (
        <InquiryRow key={inquiry.id} inquiry={inquiry} side={side} onOpen={onOpen} />
      ))}
    </ul>
  );
}

export function InquiryListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="space-y-3" role="status" aria-label={t('Loading inquiries')}>
      {Array.from({ length: rows }, (_, i) => (
        <Card key={i} className="gap-2 py-4">
          <CardContent className="space-y-2 px-5">
            <div className="flex justify-between gap-4">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-5 w-20" />
            </div>
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-3 w-1/3" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
