import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck, MailQuestion } from 'lucide-react';
import { Trans } from '@lingui/react';
import { emailChangeSchema, type EmailChangeInput } from '@shared/schemas/account';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { useResendVerification } from '@client/components/verify-email-notice';
import { ApiError } from '@client/lib/api-client';
import { msg, t, translateMessage } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';
import { useChangeEmail, type Account } from './api/account';
import { showFailure, useReportDirty, type ReportDirty } from './form-state';
import { AccountSection, SetPasswordLink } from './section';

// The address (docs/product.md#account-pages): whether it is confirmed, a change waiting for its
// link to be followed, and asking for a change (the password proves it is the owner asking).

function CurrentAddress({ account }: { account: Account }) {
  const { busy, resend } = useResendVerification();
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-all" dir="ltr">
          {account.email}
        </span>
        {account.emailVerified ? (
          <Badge variant="success">
            <BadgeCheck aria-hidden /> {t('Confirmed')}
          </Badge>
        ) : (
          <Badge variant="warning">{t('Not confirmed')}</Badge>
        )}
      </p>
      {account.emailVerified ? null : (
        <p className="text-sm text-muted-foreground">
          {t('Follow the link we sent to this address to confirm it.')}{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void resend()} disabled={busy}>
            {busy ? t('Sending...') : t('Resend link')}
          </Button>
        </p>
      )}
      {account.pendingEmail ? (
        <div role="status" className="flex gap-3 rounded-md bg-secondary px-4 py-3 text-sm text-secondary-foreground">
          <MailQuestion className="mt-0.5 size-5 shrink-0" aria-hidden />
          <p>
            <Trans
              id="Waiting for confirmation: <0>{pending}</0>. Follow the link we sent there to switch to it. Until then, Manzil keeps writing to <1>{email}</1>."
              values={{ pending: account.pendingEmail, email: account.email }}
              components={{ 0: <strong className="break-all" dir="ltr" />, 1: <span dir="ltr" /> }}
            />
          </p>
        </div>
      ) : null}
    </div>
  );
}

export function EmailSection({ account, reportDirty }: { account: Account; reportDirty: ReportDirty }) {
  const change = useChangeEmail();
  const form = useForm<EmailChangeInput>({ resolver: zodResolver(emailChangeSchema), defaultValues: { email: '', password: '' } });
  const { errors, isDirty } = form.formState;
  useReportDirty(reportDirty, 'email', isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await change.mutateAsync(values);
      form.reset();
      toast({ title: t('Check your new inbox'), description: message });
    } catch (err) {
      // Another account has that address: said under the address.
      if (err instanceof ApiError && err.status === 409 && err.serverMessage) {
        form.setError('email', { message: err.serverMessage }, { shouldFocus: true });
      } else showFailure(err, t('Your e-mail address could not be changed. Please try again.'), form);
    }
  });

  return (
    <AccountSection
      id="email"
      title={msg('E-mail address')}
      description={t('Where Manzil writes to you, and the address you sign in with.')}
    >
      <div className="space-y-6">
        <CurrentAddress account={account} />
        {account.hasPassword ? (
          <form onSubmit={onSubmit} noValidate className="space-y-4 border-t pt-6">
            <h3 className="font-medium">{t('Change your e-mail address')}</h3>
            <p className="text-sm text-muted-foreground">
              {t('We send a link to the new address; the change happens when you follow it, and we tell your current address.')}
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label={t('New e-mail address')}
                htmlFor="newEmail"
                error={errors.email?.message && translateMessage(errors.email.message)}
                required
              >
                <Input id="newEmail" type="email" dir="ltr" autoComplete="email" {...form.register('email')} />
              </FormField>
              <FormField
                label={t('Your password')}
                htmlFor="emailPassword"
                error={errors.password?.message && translateMessage(errors.password.message)}
                required
              >
                <Input id="emailPassword" type="password" autoComplete="current-password" {...form.register('password')} />
              </FormField>
            </div>
            <div className="flex justify-end">
              <Button type="submit" disabled={change.isPending}>
                {change.isPending ? t('Sending link...') : t('Change e-mail address')}
              </Button>
            </div>
          </form>
        ) : (
          <p className="border-t pt-6 text-sm text-muted-foreground">
            {t('Changing your address takes your Manzil password, and your account has none yet: you sign in through a sign-in provider.')}{' '}
            <SetPasswordLink email={account.email} />
          </p>
        )}
      </div>
    </AccountSection>
  );
}
