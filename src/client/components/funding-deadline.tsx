import { CalendarClock } from 'lucide-react';
import { formatHijriDate } from '@shared/format';
import { cn } from '@client/lib/cn';
import { locale, t } from '@client/lib/i18n';
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

/** Day and time formats of a deadline: "31 March 2027, 11:59 PM"; in Arabic "31 مارس 2027، 11:59 م" (Latin digits). */
const DEADLINE_LOCALES = {
  en: { day: 'en-GB', time: 'en-US', comma: ', ' },
  ar: { day: 'ar-SA-u-nu-latn-ca-gregory', time: 'ar-SA-u-nu-latn', comma: '، ' },
} as const;

/** "31 March 2027, 11:59 PM", Riyadh time; in Arabic with the Hijri date beside it ("… · 22 رمضان 1448 هـ"). */
export function formatDeadline(at: string): string {
  const d = new Date(at);
  const { day: dayLocale, time: timeLocale, comma } = DEADLINE_LOCALES[locale];
  const day = d.toLocaleDateString(dayLocale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Riyadh' });
  const time = d.toLocaleTimeString(timeLocale, { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Riyadh' });
  const when = `${day}${comma}${time.replace(/\u202f/g, ' ')}`; // newer ICU puts a narrow no-break space before AM/PM
  return locale === 'ar' ? `${when} · ${formatHijriDate(d)}` : when;
}

/** Calendar days (Riyadh) from now to `at`: "today", "tomorrow", "in 12 days". */
function daysLeft(at: string, now: number): string {
  const riyadhDay = (t: string | number) => Date.parse(riyadhWallClock(t).slice(0, 10)) / DAY_MS;
  const days = riyadhDay(at) - riyadhDay(now);
  if (days <= 0) return t('today');
  if (days === 1) return t('tomorrow');
  return t('{days, plural, one {in # day} other {in # days}}', { days });
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
    return t('This raise missed its deadline on {date} and every investor was refunded.', {
      date: formatDeadline(raise.fundingDeadline ?? raise.refundedAt),
    });
  }
  if (raise.status !== 'active' || raise.fundingDeadline === null) return null;
  if (deadlinePassed(raise, now)) return t('This raise closed on {date}.', { date: formatDeadline(raise.fundingDeadline) });
  return t('Raise closes {date} ({when})', { date: formatDeadline(raise.fundingDeadline), when: daysLeft(raise.fundingDeadline, now) });
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
