import type { ComponentProps } from 'react';
import { latinDigits } from '@shared/i18n/locale';
import { Input } from '@client/components/ui/input';
import { t } from '@client/lib/i18n';

// A whole number typed in the search forms (a price, an area, a year; docs/product.md#buy-page-and-map).
// A text field, so Arabic-Indic digits (٠–٩) and the Arabic separators are taken as typed (made
// Latin), which a number field refuses. A value that is not a whole number in range ("1.5e6", "-5",
// "120.75", a year of 1850) is refused with a message when the form is sent, never dropped from the
// search without a word.

/** What is said of a typed value; '' when it is fine (empty, or a whole number, from `min` to `max` when there is a `max`; thousands separators allowed). */
export function wholeNumberProblem(value: string, example: string, min = 0, max?: number): string {
  const digits = value.replace(/,/g, '').trim();
  if (digits === '') return '';
  if (!/^\d+(\.\d*)?$/.test(digits)) return t('Please use digits only, like {example}.', { example });
  const n = Number(digits);
  if (!Number.isInteger(n)) return t('Please enter a whole number, like {example}.', { example });
  // Digits alone are never below 0: a range is checked where the field has a top (a year).
  if (max !== undefined && (n < min || n > max)) return t('Please enter a number from {min} to {max}.', { min, max });
  return '';
}

type WholeNumberInputProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange' | 'inputMode' | 'min' | 'max'> & {
  value: string;
  onChange: (value: string) => void;
  /** A value of the field, written in digits, for the message ("1500000"). */
  example: string;
  min: number;
  max?: number;
};

export function WholeNumberInput({ value, onChange, example, min, max, ...props }: WholeNumberInputProps) {
  const problem = wholeNumberProblem(value, example, min, max);
  return (
    <Input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      aria-invalid={problem ? true : undefined}
      // The form's own validation shows the message on Search / Apply and keeps the search from running.
      ref={(input) => {
        input?.setCustomValidity(problem);
      }}
      onChange={(e) => onChange(latinDigits(e.target.value).replace(/،/g, ','))}
    />
  );
}
