import { useWatch, type UseFormReturn } from 'react-hook-form';
import { LICENCE_FORMATS } from '@shared/schemas/ad-licence';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { msg, t } from '@client/lib/i18n';
import { dayHasPassed, formatDay } from './licence-values';
import { typeLatinDigits } from './number-input';
import type { PropertyFormValues } from './property-fields';

// The Advertising licence section of the listing forms (docs/product.md#ad-licence-and-deed): the REGA ad licence
// number and the last day it is in force, the advertiser's FAL licence and the title deed. Each
// field says its format; the shared schema's messages show beside them, and so do the server's (a
// deed another active listing holds comes back as a message on the Deed number).

type Form<O> = UseFormReturn<PropertyFormValues, unknown, O>;
type NumberField = keyof typeof LICENCE_FORMATS;

/** The number and its expiry go together: a message on one can be settled by the other. */
const PAIR = ['adLicenseNumber', 'adLicenseExpiresAt'] as const;

/** Each number's label (the shared formats' names, which the schema's messages use too) and its format. */
const WORDS: Record<NumberField, { label: string; hint: string }> = {
  adLicenseNumber: { label: msg('Ad licence number'), hint: msg('The 10 digits of the REGA advertising licence.') },
  falLicenseNumber: { label: msg('FAL licence number'), hint: msg("10 digits: the advertiser's FAL brokerage licence.") },
  deedNumber: { label: msg('Deed number'), hint: msg('10 to 14 digits, from the title deed. One active listing per deed.') },
};

function LicenceNumberField<O>({
  form,
  name,
  disabled,
  onCleared,
}: {
  form: Form<O>;
  name: NumberField;
  disabled?: boolean;
  onCleared?: () => void;
}) {
  const { max } = LICENCE_FORMATS[name];
  const error = form.formState.errors[name]?.message;
  const field = form.register(name, {
    onChange: (e: { target: { value: string } }) => {
      if (e.target.value.trim() === '') onCleared?.();
    },
  });
  return (
    <FormField label={t(WORDS[name].label)} htmlFor={name} error={error} description={t(WORDS[name].hint)}>
      <Input
        id={name}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        // Spaces and dashes are allowed (and dropped), so a few more characters than digits fit.
        maxLength={max + 6}
        dir="ltr"
        disabled={disabled}
        {...field}
        // Digits typed on an Arabic keyboard (٠–٩) are taken as the Latin ones.
        onChange={(e) => {
          typeLatinDigits(e.currentTarget);
          return field.onChange(e);
        }}
      />
    </FormField>
  );
}

export function LicenceFields<O>({ form, disabled }: { form: Form<O>; disabled?: boolean }) {
  const { errors, defaultValues } = form.formState;
  const expiry = useWatch({ control: form.control, name: 'adLicenseExpiresAt' });
  // A licence stored on the listing that has run out since: saying so here beats a silent date.
  const keptExpired = expiry !== '' && expiry === defaultValues?.adLicenseExpiresAt && dayHasPassed(expiry);

  const recheckPair = () => {
    if (PAIR.some((f) => errors[f])) void form.trigger([...PAIR]);
  };
  // Clearing the number clears its expiry too: no licence, no date.
  const clearExpiry = () => {
    if (form.getValues('adLicenseExpiresAt') === '') return;
    form.setValue('adLicenseExpiresAt', '', { shouldDirty: true });
    recheckPair();
  };
  const expiryField = form.register('adLicenseExpiresAt', { onChange: recheckPair });

  return (
    <fieldset className="space-y-5">
      <legend className="mb-1 text-lg font-semibold">{t('Advertising licence')}</legend>
      <p className="text-sm text-muted-foreground">
        {t(
          'The REGA licence a property ad must carry, shown on the listing as a licensed ad. When it expires, the listing leaves the search until the licence is renewed.',
        )}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <LicenceNumberField form={form} name="adLicenseNumber" disabled={disabled} onCleared={clearExpiry} />
        <FormField
          label={t('Licence valid until')}
          htmlFor="adLicenseExpiresAt"
          error={errors.adLicenseExpiresAt?.message}
          description={
            keptExpired
              ? t("This licence was in force until {day}. Enter the renewed licence's date to put the listing back on the search.", {
                  day: formatDay(expiry),
                })
              : t('The last day the licence is in force (Riyadh time).')
          }
        >
          <Input id="adLicenseExpiresAt" type="date" disabled={disabled} {...expiryField} />
        </FormField>
        <LicenceNumberField form={form} name="falLicenseNumber" disabled={disabled} />
        <LicenceNumberField form={form} name="deedNumber" disabled={disabled} />
      </div>
    </fieldset>
  );
}
