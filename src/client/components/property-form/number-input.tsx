import type { ComponentProps, KeyboardEvent } from 'react';
import { latinDigits } from '@shared/i18n/locale';
import { Input } from '@client/components/ui/input';

// The listing forms' number fields (docs/product.md#formats): typed as text, so Arabic-Indic digits
// (٠–٩) and the Arabic separators are taken (Chromium's number input refuses them) and turned into
// Latin digits as they are typed; the field still reads as a spin button, and a whole-number field
// steps with the arrow keys.

/** Makes what is typed in an input Latin digits, in place: one character each, so the caret stays. */
export function typeLatinDigits(input: HTMLInputElement): void {
  const latin = latinDigits(input.value);
  if (latin === input.value) return;
  const caret = input.selectionStart;
  input.value = latin;
  if (caret !== null) input.setSelectionRange(caret, caret);
}

/** Sets the value as typing would, so the form hears it. */
function typeValue(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

type NumberInputProps = Omit<ComponentProps<typeof Input>, 'type' | 'inputMode' | 'step'> & {
  /** A decimal number (area, coordinates): a keypad with a decimal point, no stepping. */
  decimals?: boolean;
};

export function NumberInput({ decimals = false, min: least, max: most, onChange, onKeyDown, ...props }: NumberInputProps) {
  const min = least === undefined ? undefined : Number(least);
  const max = most === undefined ? undefined : Number(most);
  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (decimals || event.defaultPrevented || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const input = event.currentTarget;
    const now = input.value.trim() === '' ? NaN : Number(input.value);
    if (input.value.trim() !== '' && !Number.isInteger(now)) return;
    event.preventDefault();
    let next = Number.isNaN(now) ? (min ?? 0) : now + (event.key === 'ArrowUp' ? 1 : -1);
    if (min !== undefined) next = Math.max(min, next);
    if (max !== undefined) next = Math.min(max, next);
    typeValue(input, String(next));
  };
  return (
    <Input
      {...props}
      type="text"
      role="spinbutton"
      inputMode={decimals ? 'decimal' : 'numeric'}
      autoComplete="off"
      aria-valuemin={min}
      aria-valuemax={max}
      onChange={(event) => {
        typeLatinDigits(event.currentTarget);
        onChange?.(event);
      }}
      onKeyDown={step}
    />
  );
}
