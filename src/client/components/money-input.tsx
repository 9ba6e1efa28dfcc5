import { useRef, type ComponentProps } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Input } from '@client/components/ui/input';
import { groupAmount, plainAmount, retypeAmount } from '@client/lib/amount-typing';

// Every money field of the forms (docs/product.md#formats): "750000" shows as "750,000" while it is
// typed, a pasted "1,250,000" is taken as it is, and the form gets the plain amount ("750000").
// Arabic-Indic digits and the Arabic separators typed on an Arabic keyboard are read as digits
// and shown as Latin ones (lib/amount-typing.ts).
// Whether halalas are allowed is the form's rule; its schema says so beside the field.

export type MoneyInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'inputMode' | 'defaultValue'> & {
  /** The plain amount ("750000", "1250.50", or '' for none). */
  value: string;
  onChange: (amount: string) => void;
  /** Halalas may be typed: a keypad with a decimal point on phones. Otherwise whole riyals, digits only. */
  decimals?: boolean;
  /** Focusing it selects the amount, so typing replaces it. */
  selectOnFocus?: boolean;
};

export function MoneyInput({
  value,
  onChange,
  decimals = false,
  selectOnFocus = false,
  onFocus,
  onMouseDown,
  onMouseUp,
  ...props
}: MoneyInputProps) {
  // A click that focuses the field would put the caret where it landed, undoing the selection.
  const selectingByClick = useRef(false);
  return (
    <Input
      {...props}
      type="text"
      inputMode={decimals ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={groupAmount(value)}
      onChange={(event) => {
        const input = event.currentTarget;
        const inputType = (event.nativeEvent as InputEvent).inputType;
        const next = retypeAmount(input.value, input.selectionStart ?? input.value.length, plainAmount(value), inputType);
        // Written here, so React finds the input already showing its value and leaves the caret be.
        input.value = next.display;
        input.setSelectionRange(next.caret, next.caret);
        onChange(next.amount);
      }}
      onFocus={(event) => {
        if (selectOnFocus) event.currentTarget.select();
        onFocus?.(event);
      }}
      onMouseDown={(event) => {
        selectingByClick.current = selectOnFocus && document.activeElement !== event.currentTarget;
        onMouseDown?.(event);
      }}
      onMouseUp={(event) => {
        if (selectingByClick.current) event.preventDefault();
        selectingByClick.current = false;
        onMouseUp?.(event);
      }}
    />
  );
}

/** A money input bound to a field of a react-hook-form form, which holds the plain amount as a string. */
export function MoneyField<V extends FieldValues, C, O>({
  control,
  name,
  ...props
}: Omit<MoneyInputProps, 'value' | 'onChange' | 'name' | 'onBlur'> & { control: Control<V, C, O>; name: FieldPathByValue<V, string> }) {
  return <Controller control={control} name={name} render={({ field }) => <MoneyInput {...field} id={props.id ?? name} {...props} />} />;
}
