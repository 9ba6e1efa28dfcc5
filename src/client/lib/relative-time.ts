import { formatDate } from '@shared/format';
import { locale, t } from './i18n';

// "Last seen" of a session: recent times as a distance ("5 minutes ago", "yesterday"), older ones as
// a date, which reads better than "3 weeks ago" once the exact day matters. In the page's language,
// with Latin digits ("قبل 5 دقائق", "أمس").

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

const relative = new Intl.RelativeTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en', { numeric: 'auto' });

export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const at = typeof value === 'string' ? new Date(value) : value;
  let amount = (at.getTime() - now.getTime()) / 1000;
  // A clock a little ahead of ours, or under a minute ago: now.
  if (amount > -60) return t('just now');
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.trunc(amount), unit);
    amount /= size;
  }
  return formatDate(at);
}
