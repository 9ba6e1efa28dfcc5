import type { ComponentProps } from 'react';
import { Input } from '@client/components/ui/input';

// A whole number typed in the search forms (a price, an area, a year; docs/product.md#buy-page-and-map).
// The browser itself refuses a fraction or a value out of range when the form is sent; a number
// written another way ("1.5e6", "-5"), which it would let through, is refused here with a message
// instead of being dropped from the search without a word.

/** What is said of a value typed with more than digits; '' when it is fine (empty, or digits). */
export function wholeNumberProblem(value: string, example: string): string {
  return value === '' || /^\d+(\.\d*)?$/.test(value) ? '' : `Please use digits only, like ${example}.`;
}

type WholeNumberInputProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange' | 'inputMode' | 'step'> & {
  value: string;
  onChange: (value: string) => void;
  /** A value of the field, written in digits, for the message ("1500000"). */
  example: string;
};

export function WholeNumberInput({ value, onChange, example, ...props }: WholeNumberInputProps) {
  const problem = wholeNumberProblem(value, example);
  return (
    <Input
      {...props}
      type="number"
      inputMode="numeric"
      step={1}
      value={value}
      aria-invalid={problem ? true : undefined}
      // The form's own validation shows the message on Search / Apply and keeps the search from running.
      ref={(input) => {
        input?.setCustomValidity(problem);
      }}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
