// Money as a person types it (the money input, src/client/components/money-input.tsx): digits and
// one decimal point are kept, whatever else is typed or pasted ("SAR", commas, spaces) is dropped,
// the whole part is shown in groups of three ("750,000"), and the caret stays after the digit it
// followed. Arabic-Indic digits (٠١٢…, ۰۱۲…) count as digits, the Arabic decimal separator (٫) as
// the point, the Arabic thousands separator (٬) and comma (،) are dropped like ","; the input shows
// Latin digits. Whether halalas are allowed is the form's rule (its schema says so in its message).
import { latinDigits } from '@shared/i18n/locale';

/** What the typed text gives: the plain amount ("750000"), what the input shows, and where the caret goes. */
export interface RetypedAmount {
  amount: string;
  display: string;
  caret: number;
}

/** A typed character as a plain (Latin) digit or point, or '' when it is not part of an amount. */
function plainChar(c: string): string {
  const latin = latinDigits(c);
  return /^[\d.]$/.test(latin) ? latin : '';
}

/** The amount's characters in `typed`, and how many of them come before `caret`; leading zeros dropped. */
function keptCharacters(typed: string, caret: number): { kept: string; before: number } {
  let kept = '';
  let before = 0;
  for (let i = 0; i < typed.length; i++) {
    const c = plainChar(typed[i]);
    // One decimal point: a second one is a slip, not the start of the halalas.
    if (c === '' || (c === '.' && kept.includes('.'))) continue;
    kept += c;
    if (i < caret) before += 1;
  }
  return dropLeadingZeros(kept, before);
}

function dropLeadingZeros(kept: string, before: number): { kept: string; before: number } {
  const zeros = /^0+(?=\d)/.exec(kept)?.[0].length ?? 0;
  return { kept: kept.slice(zeros), before: Math.max(0, before - zeros) };
}

/** "1250000.5" → "1,250,000.5"; anything typed is first reduced to its amount ("SAR 1 250 000" → "1,250,000"). */
export function groupAmount(value: string): string {
  const { kept } = keptCharacters(value, 0);
  const [whole, ...fraction] = kept.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction.length > 0 ? `${grouped}.${fraction[0]}` : grouped;
}

/** The plain amount of what is shown ("1,250,000" → "1250000"). */
export function plainAmount(value: string): string {
  return keptCharacters(value, 0).kept;
}

/** The position in `display` after its `count`-th digit or point (separators are skipped). */
function caretAfter(display: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < display.length; i++) {
    if (display[i] !== ',') seen += 1;
    if (seen === count) return i + 1;
  }
  return display.length;
}

/**
 * The input's new state after an edit: `typed` is its text after the edit and `caret` the caret's
 * position in it; `previous` the amount before. Deleting only a group separator (Backspace just after
 * a comma, Delete just before one) deletes the digit beyond it, as a person means.
 */
export function retypeAmount(typed: string, caret: number, previous: string, inputType?: string): RetypedAmount {
  let { kept, before } = keptCharacters(typed, caret);
  if (kept === previous && typed.length < groupAmount(previous).length) {
    if (inputType === 'deleteContentBackward' && before > 0) {
      ({ kept, before } = dropLeadingZeros(kept.slice(0, before - 1) + kept.slice(before), before - 1));
    } else if (inputType === 'deleteContentForward' && before < kept.length) {
      ({ kept, before } = dropLeadingZeros(kept.slice(0, before) + kept.slice(before + 1), before));
    }
  }
  const display = groupAmount(kept);
  return { amount: kept, display, caret: caretAfter(display, before) };
}
