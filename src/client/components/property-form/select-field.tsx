import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '@client/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { t } from '@client/lib/i18n';

// A labelled Radix select bound to a react-hook-form field holding a string. Radix refuses an item
// with an empty value, so an optional choice passes `noneOption`: its item stands for ''.

export type SelectOption = { value: string; label: string };

const NONE = '__none__';

type SelectFieldProps<T extends FieldValues, C, O> = {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  /** The label of an item meaning "none", which sets the field to ''. */
  noneOption?: string;
  /**
   * Offer the field's current value as a choice when the options do not include it (a listing in a
   * city the form's list leaves out, such as the seed's Abha), so it shows and can be kept.
   */
  keepValue?: boolean;
  className?: string;
};

export function SelectField<T extends FieldValues, C = unknown, O = T>({
  control,
  name,
  label,
  options,
  placeholder,
  required,
  error,
  disabled,
  noneOption,
  keepValue,
  className,
}: SelectFieldProps<T, C, O>) {
  return (
    <FormField label={label} htmlFor={name} required={required} error={error} className={className}>
      <Controller<T, FieldPath<T>, O>
        control={control}
        name={name}
        render={({ field }) => {
          const value = field.value as string;
          const choices =
            keepValue && value && !options.some((o) => o.value === value) ? [...options, { value, label: t(value) }] : options;
          return (
            <Select
              value={value || (noneOption ? NONE : undefined)}
              onValueChange={(v) => field.onChange(v === NONE ? '' : v)}
              disabled={disabled}
            >
              <SelectTrigger
                id={name}
                ref={field.ref}
                onBlur={field.onBlur}
                aria-invalid={error ? true : undefined}
                aria-required={required || undefined}
                aria-describedby={error ? `${name}-error` : undefined}
              >
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {noneOption ? <SelectItem value={NONE}>{noneOption}</SelectItem> : null}
                {choices.map((o) => (
                  <SelectItem key={o.value} value={o.value}>
                    {o.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          );
        }}
      />
    </FormField>
  );
}

/**
 * Options named by our names (src/shared/i18n/names.ar.json), in the page's language: the value
 * itself ("Riyadh"), or its English name as `englishName` gives it ("villa" → "Villa").
 */
export function nameOptions(values: readonly string[], englishName: (value: string) => string = (v) => v): SelectOption[] {
  return values.map((value) => ({ value, label: t(englishName(value)) }));
}

/** Options whose label is the value with a capital first letter ("under_construction" → "Under construction"). */
export function optionsOf(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: labelOf(value) }));
}

export function labelOf(value: string): string {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
