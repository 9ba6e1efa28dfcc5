import { cn } from '@client/lib/cn';
import { t } from '@client/lib/i18n';

/** An unread count as the header shows it: a red pill, "99+" past 99. */
export function unreadLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The unread badge beside My Bids and Messages. It reads "3 unread" to a screen reader; the link it
 * belongs to points at it with `aria-describedby`, so the link's own name stays "My Bids".
 */
export function UnreadBadge({ count, id, className }: { count: number; id?: string; className?: string }) {
  return (
    <span
      id={id}
      data-testid="unread-badge"
      className={cn(
        'pointer-events-none inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-[0.6875rem] font-semibold leading-none text-destructive-foreground',
        className,
      )}
    >
      {unreadLabel(count)}
      <span className="sr-only"> {t('unread')}</span>
    </span>
  );
}
