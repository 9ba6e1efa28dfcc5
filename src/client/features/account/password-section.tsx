import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { passwordChangeSchema } from '@shared/schemas/account';
import { confirmsPassword, NewPasswordFields } from '@client/components/forms/new-password-fields';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { msg, t, translateMessage } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';
import { useChangePassword } from './api/account';
import { showFailure, useReportDirty, type ReportDirty } from './form-state';
import { AccountSection, SetPasswordLink } from './section';

// A new password (docs/product.md#account-pages): the current one first; the sign-up's rules for the
// new one; the account's other sessions end with it.

type PasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };
const passwordFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine(...confirmsPassword<PasswordForm>('newPassword'));
const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordSection({ email, hasPassword, reportDirty }: { email: string; hasPassword: boolean; reportDirty: ReportDirty }) {
  const change = useChangePassword();
  const form = useForm<PasswordForm>({ resolver: zodResolver(passwordFormSchema), defaultValues: EMPTY });
  const { errors, isDirty } = form.formState;
  useReportDirty(reportDirty, 'password', isDirty);

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const { message } = await change.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY);
      toast({ title: t('Password changed'), description: message });
    } catch (err) {
      showFailure(err, t('Your password could not be changed. Please try again.'), form);
    }
  });

  if (!hasPassword) {
    return (
      <AccountSection id="password" title={msg('Password')}>
        <p className="text-sm text-muted-foreground">
          {t('Your account has no Manzil password yet: you sign in through a sign-in provider.')} <SetPasswordLink email={email} />
        </p>
      </AccountSection>
    );
  }
  return (
    <AccountSection id="password" title={msg('Password')} description={t('Changing it signs you out on every other device.')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField
          label={t('Current password')}
          htmlFor="currentPassword"
          error={errors.currentPassword?.message && translateMessage(errors.currentPassword.message)}
          required
        >
          <Input id="currentPassword" type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <NewPasswordFields
            id="change"
            password={form.register('newPassword')}
            confirm={form.register('confirmPassword')}
            errors={{ password: errors.newPassword?.message, confirm: errors.confirmPassword?.message }}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('Changing...') : t('Change password')}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
