import { Controller, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { Check } from 'lucide-react';
import type { z } from 'zod';
import { ROLE_LABELS, SIGNUP_ROLES } from '@shared/constants';
import type { completeSignupSchema, signupSchema } from '@shared/schemas/user';
import { Trans } from '@lingui/react';
import { EMAIL_PREFERENCES_TEXT, newPasswordHint } from '@client/components/account-words';
import { Checkbox } from '@client/components/ui/checkbox';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Switch } from '@client/components/ui/switch';
import { cn } from '@client/lib/cn';
import { msg, t, translateMessage } from '@client/lib/i18n';
import { LegalLink } from './legal-dialog';

// The sign-up wizard's three steps and its progress (docs/product.md#accounts-and-sessions); the
// wizard itself (moving between them, the draft, sending) is signup-page.tsx.

export type SignupForm = z.input<typeof signupSchema>;
/** What a valid form gives: the whole sign-up, or (finishing a provider's account) all but e-mail and password. */
export type SignupOutput = z.output<typeof completeSignupSchema> & Partial<Pick<z.output<typeof signupSchema>, 'email' | 'password'>>;
type Form = UseFormReturn<SignupForm, unknown, SignupOutput>;

export const STEPS = [msg('Profile'), msg('Privacy'), msg('Preferences')] as const;
export const STEP_FIELDS: Array<Array<FieldPath<SignupForm>>> = [
  ['firstName', 'lastName', 'email', 'password', 'role'],
  ['privacyPolicyAccepted', 'termsAccepted', 'dataProcessingConsent'],
  ['emailCommunications', 'emailNotifications', 'emailMarketing'],
];

const ROLE_HINTS: Record<(typeof SIGNUP_ROLES)[number], string> = {
  buyer: msg('Search homes, send inquiries and place offers.'),
  developer: msg('List properties and answer bids and inquiries.'),
  investor: msg('Invest in REITs, funds and development projects.'),
};

/** The consents, each a label rendered in the page's language (the two documents readable in a dialog). */
const CONSENTS = [
  ['privacyPolicyAccepted', () => <Trans id="I accept the <0>Privacy Policy</0>" components={{ 0: <LegalLink document="privacy" /> }} />],
  ['termsAccepted', () => <Trans id="I accept the <0>Terms of Service</0>" components={{ 0: <LegalLink document="terms" /> }} />],
  ['dataProcessingConsent', () => <>{t('I consent to the processing of my data to provide the service (optional)')}</>],
] as const;

/** A field's message (the shared schema's, in English) in the page's language. */
const said = (message: string | undefined) => (message ? translateMessage(message) : undefined);

export function Stepper({ step }: { step: number }) {
  return (
    <ol className="mb-8 flex items-center gap-2" aria-label={t('Sign-up progress')}>
      {STEPS.map((label, i) => (
        <li key={label} className="flex flex-1 items-center gap-2" aria-current={i === step ? 'step' : undefined}>
          <span
            className={cn(
              'flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold',
              i < step && 'border-primary bg-primary text-primary-foreground',
              i === step && 'border-primary text-primary',
              i > step && 'border-border text-muted-foreground',
            )}
          >
            {i < step ? <Check className="size-4" aria-hidden /> : i + 1}
          </span>
          <span className={cn('text-sm font-medium', i === step ? 'text-foreground' : 'hidden text-muted-foreground sm:inline')}>
            {t(label)}
          </span>
          {i < STEPS.length - 1 ? <span className="hidden h-px flex-1 bg-border sm:block" aria-hidden /> : null}
        </li>
      ))}
    </ol>
  );
}

/** Names, e-mail and password (not when finishing a provider's account), and the role. */
export function ProfileStep({ form, finishing }: { form: Form; finishing: boolean }) {
  const { errors } = form.formState;
  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">{t('Profile')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('First name')} htmlFor="firstName" error={said(errors.firstName?.message)} required>
          <Input id="firstName" autoComplete="given-name" aria-invalid={!!errors.firstName} {...form.register('firstName')} />
        </FormField>
        <FormField label={t('Last name')} htmlFor="lastName" error={said(errors.lastName?.message)} required>
          <Input id="lastName" autoComplete="family-name" aria-invalid={!!errors.lastName} {...form.register('lastName')} />
        </FormField>
      </div>
      {finishing ? null : (
        <>
          <FormField label={t('Email address')} htmlFor="email" error={said(errors.email?.message)} required>
            <Input id="email" type="email" dir="ltr" autoComplete="email" aria-invalid={!!errors.email} {...form.register('email')} />
          </FormField>
          <FormField
            label={t('Password')}
            htmlFor="password"
            error={said(errors.password?.message)}
            description={newPasswordHint()}
            required
          >
            <Input
              id="password"
              type="password"
              autoComplete="new-password"
              aria-invalid={!!errors.password}
              {...form.register('password')}
            />
          </FormField>
        </>
      )}
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('I am a')}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {SIGNUP_ROLES.map((role) => (
            <label
              key={role}
              className="flex cursor-pointer flex-col gap-1 rounded-lg border border-border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <span className="flex items-center gap-2 font-medium">
                <input type="radio" value={role} className="accent-primary" {...form.register('role')} />
                {t(ROLE_LABELS[role])}
              </span>
              <span className="text-muted-foreground">{t(ROLE_HINTS[role])}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}

/** The Privacy Policy and Terms of Service (both required, each readable in a dialog) and the optional consent. */
export function PrivacyStep({ form }: { form: Form }) {
  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">{t('Privacy')}</legend>
      {CONSENTS.map(([name, Label]) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field, fieldState }) => (
            <div>
              <div className="flex items-start gap-3">
                <Checkbox
                  id={name}
                  checked={field.value === true}
                  onCheckedChange={(v) => {
                    field.onChange(v === true);
                    // Clear the step's message as soon as it is answered, not only on blur.
                    if (fieldState.error) void form.trigger(name);
                  }}
                  onBlur={field.onBlur}
                  aria-invalid={!!fieldState.error}
                  aria-describedby={fieldState.error ? `${name}-error` : undefined}
                />
                <label htmlFor={name} className="text-sm leading-5">
                  <Label />
                </label>
              </div>
              {fieldState.error ? (
                <p id={`${name}-error`} role="alert" className="mt-1 ps-7 text-sm text-destructive">
                  {said(fieldState.error.message)}
                </p>
              ) : null}
            </div>
          )}
        />
      ))}
    </fieldset>
  );
}

/** The three e-mail preferences, as switches. */
export function PreferencesStep({ form }: { form: Form }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-sm font-medium">{t('E-mail preferences')}</legend>
      {EMAIL_PREFERENCES_TEXT.map(({ name, label, hint }) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-3">
              <div>
                <label htmlFor={name} className="text-sm font-medium">
                  {t(label)}
                </label>
                <p className="text-sm text-muted-foreground">{t(hint)}</p>
              </div>
              <Switch id={name} checked={field.value === true} onCheckedChange={field.onChange} />
            </div>
          )}
        />
      ))}
    </fieldset>
  );
}
