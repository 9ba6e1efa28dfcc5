import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { accountUpdateSchema } from '@shared/schemas/account';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { msg, t, translateMessage } from '@client/lib/i18n';
import { schemaResolver } from '@client/lib/schema-resolver';
import { toast } from '@client/lib/toast';
import { useUpdateAccount, type Account } from './api/account';
import { showFailure, useReportDirty, type ReportDirty } from './form-state';
import { AccountSection } from './section';

// Names and phone (docs/product.md#account-pages): the sign-up's name rules, the inquiry form's phone rule
// (which reads a number typed in Arabic-Indic digits, ٠٥xxxxxxxx, as it reads 05xxxxxxxx).

/** A field's message (the shared schema's, in English) in the page's language. */
const said = (message: string | undefined) => (message ? translateMessage(message) : undefined);

const profileSchema = accountUpdateSchema.pick({ firstName: true, lastName: true, phone: true });
type ProfileForm = { firstName: string; lastName: string; phone: string };

const valuesOf = (account: Account): ProfileForm => ({
  firstName: account.firstName ?? '',
  lastName: account.lastName ?? '',
  phone: account.phone ?? '',
});

export function ProfileSection({ account, reportDirty }: { account: Account; reportDirty: ReportDirty }) {
  const update = useUpdateAccount();
  const form = useForm<ProfileForm, unknown, z.output<typeof profileSchema>>({
    resolver: schemaResolver<ProfileForm, typeof profileSchema>(profileSchema),
    defaultValues: valuesOf(account),
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  useReportDirty(reportDirty, 'profile', isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      // The saved values (the phone in its international form) are the form's new starting point.
      form.reset(valuesOf(saved));
      toast({ title: t('Profile saved'), description: t('Your name and phone number have been updated.') });
    } catch (err) {
      showFailure(err, t('Your profile could not be saved. Please try again.'), form);
    }
  });

  return (
    <AccountSection id="profile" title={msg('Profile')} description={t('Your name and phone number.')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('First name')} htmlFor="firstName" error={said(errors.firstName?.message)} required>
            <Input id="firstName" autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField label={t('Last name')} htmlFor="lastName" error={said(errors.lastName?.message)} required>
            <Input id="lastName" autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </div>
        <FormField
          label={t('Phone')}
          htmlFor="phone"
          error={said(errors.phone?.message)}
          description={t('Optional. A Saudi mobile number, e.g. 05XXXXXXXX.')}
        >
          {/* A number reads left to right in either language, however its digits are typed. */}
          <Input
            id="phone"
            type="tel"
            inputMode="tel"
            dir="ltr"
            className="text-start rtl:text-end"
            autoComplete="tel"
            placeholder="05XXXXXXXX"
            {...form.register('phone')}
          />
        </FormField>
        <div className="flex justify-end gap-3">
          {isDirty ? (
            <Button type="button" variant="outline" onClick={() => form.reset()} disabled={update.isPending}>
              {t('Undo changes')}
            </Button>
          ) : null}
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('Saving...') : t('Save profile')}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
