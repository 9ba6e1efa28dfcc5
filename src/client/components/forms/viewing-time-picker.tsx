import { useId, useState } from 'react';
import { VIEWING } from '@shared/constants';
import { cn } from '@client/lib/cn';
import { locale, t } from '@client/lib/i18n';
import { SELECT_TRIGGER_CLASSES } from '../ui/select-trigger-classes';
import { Label } from '../ui/label';

// A viewing's date (today and the next 14 days) and hourly slot, in Riyadh time whatever the
// browser's zone: the value is an ISO date-time with +03:00 (docs/product.md#inquiries-and-conversations).

const HOUR = 3_600_000;
const RIYADH_OFFSET = 3 * HOUR;
/** Days and times in the page's language, with Latin digits: "Tue, Dec 1" / "الثلاثاء، 1 ديسمبر". */
const DATE_LOCALE = { en: 'en-US', ar: 'ar-SA-u-nu-latn-ca-gregory' } as const;

interface Day {
  /** "2026-12-01" in Riyadh. */
  value: string;
  /** "Tue, Dec 1". */
  label: string;
}

/** The days a viewing can fall on, and their slots still ahead and within the window. */
export function viewingChoices(now = Date.now()): Array<Day & { slots: string[] }> {
  const todayRiyadh = new Date(now + RIYADH_OFFSET);
  const days: Array<Day & { slots: string[] }> = [];
  for (let i = 0; i <= VIEWING.daysAhead; i++) {
    const d = new Date(Date.UTC(todayRiyadh.getUTCFullYear(), todayRiyadh.getUTCMonth(), todayRiyadh.getUTCDate() + i));
    const value = d.toISOString().slice(0, 10);
    const label = d.toLocaleDateString(DATE_LOCALE[locale], { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
    const slots: string[] = [];
    for (let h = VIEWING.firstSlotHour; h <= VIEWING.lastSlotHour; h++) {
      const at = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), h) - RIYADH_OFFSET;
      if (at > now + HOUR && at <= now + VIEWING.daysAhead * 24 * HOUR) slots.push(`${String(h).padStart(2, '0')}:00`);
    }
    if (slots.length) days.push({ value, label, slots });
  }
  return days;
}

/** "14:00" → "2:00 PM" ("2:00 م"). */
const slotLabel = (slot: string) => {
  const h = Number(slot.slice(0, 2));
  if (locale === 'ar')
    return new Date(Date.UTC(2000, 0, 1, h)).toLocaleTimeString('ar-SA-u-nu-latn', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return `${h % 12 || 12}:00 ${h < 12 ? 'AM' : 'PM'}`;
};

/** The ISO value the API takes for a day and slot in Riyadh. */
export const viewingAtOf = (day: string, slot: string) => `${day}T${slot}:00+03:00`;

/** Two native selects (kind to phones): the day, then the time; `onChange` gets the ISO value. */
export function ViewingTimePicker({ onChange, error }: { onChange: (viewingAt: string) => void; error?: string }) {
  const [choices] = useState(() => viewingChoices());
  const [day, setDay] = useState(choices[0]?.value ?? '');
  const slots = choices.find((c) => c.value === day)?.slots ?? [];
  const [slot, setSlot] = useState(slots[0] ?? '');
  const id = useId();
  const pick = (nextDay: string, nextSlot: string) => {
    setDay(nextDay);
    setSlot(nextSlot);
    onChange(viewingAtOf(nextDay, nextSlot));
  };
  return (
    <fieldset className="grid grid-cols-2 gap-3" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1.5 text-sm font-medium">{t('Viewing time (Riyadh time)')}</legend>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-day`}>{t('Day')}</Label>
        <select
          id={`${id}-day`}
          className={cn(SELECT_TRIGGER_CLASSES, 'h-10')}
          value={day}
          onChange={(e) => {
            const next = choices.find((c) => c.value === e.target.value);
            pick(e.target.value, next?.slots.includes(slot) ? slot : (next?.slots[0] ?? ''));
          }}
        >
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-slot`}>{t('Time')}</Label>
        <select id={`${id}-slot`} className={cn(SELECT_TRIGGER_CLASSES, 'h-10')} value={slot} onChange={(e) => pick(day, e.target.value)}>
          {slots.map((s) => (
            <option key={s} value={s}>
              {slotLabel(s)}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="col-span-2 text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="col-span-2 text-xs text-muted-foreground">
          {t('Within the next {days} days. The owner confirms it or proposes another time.', { days: VIEWING.daysAhead })}
        </p>
      )}
    </fieldset>
  );
}
