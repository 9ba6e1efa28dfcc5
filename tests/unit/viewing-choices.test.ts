import { describe, expect, it } from 'vitest';
import { viewingAtOf, viewingChoices } from '../../src/client/components/forms/viewing-time-picker';
import { viewingAtSchema } from '../../src/shared/schemas/inquiry';

// Schedule Viewing's choices (docs/product.md#inquiries-and-conversations): Riyadh days and hourly
// slots from 9 AM to 8 PM, at least an hour ahead and within 14 days, whatever the browser's zone.

describe('viewing choices', () => {
  // Tuesday 1 Dec 2026, 10:30 in Riyadh (07:30 UTC).
  const now = Date.parse('2026-12-01T07:30:00Z');
  const choices = viewingChoices(now);

  it('starts today in Riyadh with the slots more than an hour ahead', () => {
    expect(choices[0]).toMatchObject({ value: '2026-12-01', label: 'Tue, Dec 1' });
    expect(choices[0].slots[0]).toBe('12:00');
    expect(choices[0].slots.at(-1)).toBe('20:00');
  });

  it('ends 14 days ahead, cut at the same time of day', () => {
    const last = choices.at(-1)!;
    expect(last.value).toBe('2026-12-15');
    expect(last.slots).toEqual(['09:00', '10:00']);
    expect(choices).toHaveLength(15);
  });

  it('skips today when its last slot is past: late in the evening the first day is tomorrow', () => {
    const late = viewingChoices(Date.parse('2026-12-01T17:30:00Z')); // 8:30 PM in Riyadh
    expect(late[0].value).toBe('2026-12-02');
    expect(late[0].slots[0]).toBe('09:00');
  });

  it('gives values the server takes as they are', () => {
    const at = viewingAtOf(choices[3].value, choices[3].slots[0]);
    expect(at).toBe('2026-12-04T09:00:00+03:00');
    const realNow = viewingChoices();
    expect(viewingAtSchema.safeParse(viewingAtOf(realNow[1].value, realNow[1].slots[0])).success).toBe(true);
  });
});
