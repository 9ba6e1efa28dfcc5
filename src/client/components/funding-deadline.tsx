import { CalendarClock } from 'lucide-react';
import { plural } from '@shared/format';
import { cn } from '@client/lib/cn';
import type { ApiSchema } from '@client/lib/api-client';

// When a raise closes (docs/product.md#raises-with-a-deadline), in Riyadh time whoever reads it:
// an active raise says when it closes and how long is left; one that missed its deadline says so.

type Raise = Pick<ApiSchema['Investment'], 'status' | 'fundingDeadline' | 'refundedAt'>;

const DAY_MS = 86_400_000;
/** Saudi Arabia keeps UTC+3 all year. */
const RIYADH_OFFSET_MS = 3 * 3_600_000;

/** Riyadh's offset as ISO date-times write it. */
export const RIYADH_OFFSET = '+03:00';

/** An instant as Riyadh's clocks show it, "2027-03-31T23:59", as date and time inputs take it. */
export function riyadhWallClock(at: string | number): string {
  return new Date(new Date(at).getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 16);
}

/** "31 March 2027, 11:59 PM", Riyadh time. */
export function formatDeadline(at: string): string {
  const d = new Date(at);
  const day = d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Riyadh' });
  const time = d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Riyadh' });
  return `${day}, ${time.replace(/\u202f/g, ' ')}`; // newer ICU puts a narrow no-break space before AM/PM
}

/** Calendar days (Riyadh) from now to `at`: "today", "tomorrow", "in 12 days". */
function daysLeft(at: string, now: number): string {
  const riyadhDay = (t: string | number) => Date.parse(riyadhWallClock(t).slice(0, 10)) / DAY_MS;
  const days = riyadhDay(at) - riyadhDay(now);
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${plural(days, 'day', 'days')}`;
}

/** The deadline has come: the raise takes no more money, whatever its status says yet. */
export const deadlinePassed = (raise: Raise, now = Date.now()): boolean =>
  raise.fundingDeadline !== null && new Date(raise.fundingDeadline).getTime() <= now;

/**
 * What to say about the raise's deadline, or null: the deadline of an active raise (ahead or just
 * passed), or that it was missed and refunded.
 */
export function raiseDeadlineText(raise: Raise, now = Date.now()): string | null {
  if (raise.refundedAt !== null) {
    return `This raise missed its deadline on ${formatDeadline(raise.fundingDeadline ?? raise.refundedAt)} and every investor was refunded.`;
  }
  if (raise.status !== 'active' || raise.fundingDeadline === null) return null;
  if (deadlinePassed(raise, now)) return `This raise closed on ${formatDeadline(raise.fundingDeadline)}.`;
  return `Raise closes ${formatDeadline(raise.fundingDeadline)} (${daysLeft(raise.fundingDeadline, now)})`;
}

/** The deadline line, with a calendar icon; nothing when there is nothing to say. */
export function RaiseDeadline({ raise, className }: { raise: Raise; className?: string }) {
  const text = raiseDeadlineText(raise);
  if (!text) return null;
  return (
    <p className={cn('flex items-start gap-2 text-sm', className)}>
      <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{text}</span>
    </p>
  );
}
