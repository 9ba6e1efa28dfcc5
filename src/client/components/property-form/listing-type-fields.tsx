import { Controller, useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { RENT_PERIOD_LABELS, RENT_PERIODS, type RentPeriod } from '@shared/constants';
import { MoneyField } from '@client/components/money-input';
import { FormField } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';
import { msg, t, translateMessage } from '@client/lib/i18n';
import type { PropertyFormValues } from './property-fields';
import { currencyName } from './currency-name';
import { SelectField } from './select-field';

// For sale, for rent or both, and what each asks (docs/product.md#listing-forms): the Price reads as
// the sale price, or as the rent of a rent-only listing; For Rent asks for the rent period; a listing
// both for sale and for rent asks for its rent price too. The rules themselves are the shared
// schema's (withListingRules), so their messages show here before any request.

type Form<O> = UseFormReturn<PropertyFormValues, unknown, O>;

/** The fields the listing rules read: re-checked together, so a message fixed by another field goes away. */
const RULE_FIELDS = ['forSale', 'forRent', 'rentPeriod', 'rentPrice'] as const;

const isRentPeriod = (v: string): v is RentPeriod => (RENT_PERIODS as readonly string[]).includes(v);

const PER_PERIOD: Record<RentPeriod, string> = { yearly: msg('{currency} / year'), monthly: msg('{currency} / month') };

/** "SAR / year" once a period is chosen, else "SAR". */
export function rentUnit(currency: string, period: string): string {
  return isRentPeriod(period) ? t(PER_PERIOD[period], { currency: currencyName(currency) }) : currencyName(currency);
}

type ListingType = Pick<PropertyFormValues, 'forSale' | 'forRent' | 'price' | 'rentPeriod' | 'rentPrice'>;

/**
 * The values after For Sale or For Rent is switched. What is hidden is emptied (no rent period
 * without For Rent, no rent price unless both), and the rent keeps meaning the rent: a rent-only
 * listing's price moves to the rent price when it is put up for sale too, and back when it no
 * longer is.
 */
export function switchListingType(values: ListingType, name: 'forSale' | 'forRent', on: boolean): ListingType {
  const next = { ...values, [name]: on };
  const wasRentOnly = values.forRent && !values.forSale;
  const wasBoth = values.forRent && values.forSale;
  if (wasRentOnly && next.forSale && next.forRent && values.rentPrice === '') {
    next.rentPrice = values.price;
    next.price = '';
  } else if (wasBoth && !next.forSale && next.forRent && values.rentPrice !== '') {
    next.price = values.rentPrice;
  }
  if (!next.forRent) next.rentPeriod = '';
  if (!(next.forSale && next.forRent)) next.rentPrice = '';
  return next;
}

/** A switch bound to a boolean field, with its label beside it. */
export function SwitchField<O>({
  form,
  name,
  id,
  label,
  onChange,
  describedBy,
  invalid,
  disabled,
}: {
  form: Form<O>;
  name: FieldPath<PropertyFormValues>;
  id: string;
  label: string;
  /** Instead of setting the field alone. */
  onChange?: (on: boolean) => void;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center gap-3">
          <Switch
            id={id}
            checked={field.value === true}
            onCheckedChange={onChange ?? field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={disabled}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
          <Label htmlFor={id}>{label}</Label>
        </div>
      )}
    />
  );
}

/** The Price field, its label following the listing type, the currency and the rent period. */
export function PriceField<O>({ form, admin, disabled }: { form: Form<O>; admin: boolean; disabled?: boolean }) {
  const [forSale, forRent, currency, rentPeriod] = useWatch({
    control: form.control,
    name: ['forSale', 'forRent', 'currency', 'rentPeriod'],
  });
  const rentOnly = forRent && !forSale;
  // The admin form has a Currency select beside the price, so a plain sale price is just "Price" there.
  const label = rentOnly
    ? t('Rent ({unit})', { unit: rentUnit(currency, rentPeriod) })
    : forRent
      ? t('Sale Price ({currency})', { currency: currencyName(currency) })
      : admin
        ? t('Price')
        : t('Price ({currency})', { currency: currencyName(currency) });
  return (
    <FormField label={label} htmlFor="price" required error={form.formState.errors.price?.message}>
      <MoneyField
        control={form.control}
        name="price"
        decimals
        placeholder={rentOnly ? t('e.g. 85,000') : t('e.g. 1,500,000')}
        disabled={disabled}
      />
    </FormField>
  );
}

/** The Listing Type fieldset: For Sale, For Rent (and Featured for an admin), the rent period and the rent price. */
export function ListingTypeFields<O>({ form, admin, disabled }: { form: Form<O>; admin: boolean; disabled?: boolean }) {
  const { errors, isSubmitted } = form.formState;
  const [forSale, forRent, currency, rentPeriod] = useWatch({
    control: form.control,
    name: ['forSale', 'forRent', 'currency', 'rentPeriod'],
  });
  const saleOrRentError = errors.forSale?.message && translateMessage(errors.forSale.message);

  const switchTo = (name: 'forSale' | 'forRent') => (on: boolean) => {
    const before = form.getValues();
    const after = switchListingType(before, name, on);
    for (const key of ['forSale', 'forRent', 'price', 'rentPeriod', 'rentPrice'] as const) {
      if (after[key] !== before[key]) form.setValue(key, after[key], { shouldDirty: true, shouldTouch: key === name });
    }
    // Once the form was sent (or a rule's message shows), the rules are checked again at once, so a
    // message that no longer holds goes and one that now holds shows.
    const shown = RULE_FIELDS.filter((f) => errors[f]);
    const recheck = isSubmitted ? [...RULE_FIELDS, ...(after.price !== before.price ? (['price'] as const) : [])] : shown;
    if (recheck.length > 0) void form.trigger(recheck);
  };

  return (
    <fieldset className="space-y-4">
      <legend className="mb-4 text-lg font-semibold">{t('Listing Type')}</legend>
      <div className="flex flex-wrap gap-6">
        <SwitchField
          form={form}
          name="forSale"
          id="forSale"
          label={t('For Sale')}
          onChange={switchTo('forSale')}
          describedBy={saleOrRentError ? 'forSale-error' : undefined}
          invalid={Boolean(saleOrRentError)}
          disabled={disabled}
        />
        <SwitchField
          form={form}
          name="forRent"
          id="forRent"
          label={t('For Rent')}
          onChange={switchTo('forRent')}
          describedBy={saleOrRentError ? 'forSale-error' : undefined}
          invalid={Boolean(saleOrRentError)}
          disabled={disabled}
        />
        {admin ? <SwitchField form={form} name="featured" id="featured" label={t('Featured')} disabled={disabled} /> : null}
      </div>
      {saleOrRentError ? (
        <p id="forSale-error" role="alert" className="text-sm text-destructive">
          {saleOrRentError}
        </p>
      ) : null}
      {forRent ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="rentPeriod"
            label={t('Rent Period')}
            options={RENT_PERIODS.map((p) => ({ value: p, label: t(RENT_PERIOD_LABELS[p]) }))}
            placeholder={t('Select a period')}
            required
            error={errors.rentPeriod?.message}
            disabled={disabled}
          />
          {forSale ? (
            <FormField
              label={t('Rent Price ({unit})', { unit: rentUnit(currency, rentPeriod) })}
              htmlFor="rentPrice"
              required
              error={errors.rentPrice?.message}
            >
              <MoneyField control={form.control} name="rentPrice" decimals placeholder={t('e.g. 85,000')} disabled={disabled} />
            </FormField>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
