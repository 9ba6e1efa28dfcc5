import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { LinkIcon } from 'lucide-react';
import { z } from 'zod';
import { INVALID_LINK } from '@shared/schemas/account';
import { passwordSchema } from '@shared/schemas/user';
import { confirmsPassword, NewPasswordFields } from '@client/components/forms/new-password-fields';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { ApiError, errorMessage } from '@client/lib/api-client';
import { msg, t } from '@client/lib/i18n';
import { forgetNewAccount } from '@client/lib/new-account';
import { applyServerFieldErrors } from '@client/lib/server-field-errors';
import { toast } from '@client/lib/toast';
import { usePageTitle } from '@client/lib/use-page-title';
import { useConfirmPasswordReset } from './api/email-links';

// /reset-password?token=… (docs/product.md#account-pages): the e-mailed link's page. A new password
// (the sign-up's rules), typed twice; the server signs the person in with it. A link that no longer
// works says so, with the way to ask for another.

type ResetForm = { password: string; confirmPassword: string };
const resetFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine(...confirmsPassword<ResetForm>('password'));

function LinkNotWorking() {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <LinkIcon className="size-10 text-muted-foreground" aria-hidden />
      <p role="alert">
        {t(INVALID_LINK)} {t('Reset links work once, for one hour.')}
      </p>
      <Button asChild>
        <Link href="/forgot-password">{t('Ask for a new link')}</Link>
      </Button>
    </div>
  );
}

export default function ResetPasswordPage() {
  usePageTitle(msg('Choose a new password'));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const confirm = useConfirmPasswordReset();
  const [linkBroken, setLinkBroken] = useState(token === '');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResetForm>({ resolver: zodResolver(resetFormSchema), defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await confirm.mutateAsync({ token, password });
      forgetNewAccount();
      // Signed in now: what was read while signed out may differ.
      await queryClient.invalidateQueries();
      navigate('/', { replace: true });
      toast({ title: t('Your password has been changed'), description: t('You are signed in with your new password.') });
    } catch (err) {
      if (applyServerFieldErrors(form, err)) return;
      if (err instanceof ApiError && err.status === 400) setLinkBroken(true);
      else setFormError(errorMessage(err, t('Your password could not be changed. Please try again.')));
    }
  });

  const { errors, isSubmitting } = form.formState;
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl">{linkBroken ? t('This link no longer works') : t('Choose a new password')}</h1>
          </CardTitle>
          {linkBroken ? null : <CardDescription>{t('After this, you are signed in, and signed out everywhere else.')}</CardDescription>}
        </CardHeader>
        <CardContent>
          {linkBroken ? (
            <LinkNotWorking />
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-4">
              <NewPasswordFields
                id="reset"
                password={form.register('password')}
                confirm={form.register('confirmPassword')}
                errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
              />
              {formError ? (
                <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
                  {formError}
                </p>
              ) : null}
              <Button type="submit" className="w-full" disabled={isSubmitting}>
                {isSubmitting ? t('Saving...') : t('Save new password')}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
