import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearch } from 'wouter';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { passwordResetRequestSchema } from '@shared/schemas/account';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { errorMessage } from '@client/lib/api-client';
import { msg, t, translateMessage } from '@client/lib/i18n';
import { applyServerFieldErrors } from '@client/lib/server-field-errors';
import { usePageTitle } from '@client/lib/use-page-title';
import { useRequestPasswordReset } from './api/email-links';

// /forgot-password (docs/product.md#account-pages): the address to send a reset link to. The answer
// is the same whether or not an account uses it, so the page shows the server's words either way.

function BackToSignIn() {
  return (
    <Link href="/login" className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline">
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden /> {t('Back to sign in')}
    </Link>
  );
}

export default function ForgotPasswordPage() {
  usePageTitle(msg('Forgot your password?'));
  const typed = new URLSearchParams(useSearch()).get('email') ?? '';
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: typed } });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      setSent((await request.mutateAsync(values)).message);
    } catch (err) {
      if (!applyServerFieldErrors(form, err)) setFormError(errorMessage(err, t('The link could not be sent. Please try again.')));
    }
  });

  const { errors, isSubmitting } = form.formState;
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl">{sent ? t('Check your e-mail') : t('Forgot your password?')}</h1>
          </CardTitle>
          {sent ? null : (
            <CardDescription>
              {t('Enter the e-mail address of your account and we will send you a link to choose a new password.')}
            </CardDescription>
          )}
        </CardHeader>
        <CardContent className="space-y-6">
          {sent ? (
            <div role="status" className="flex gap-3 rounded-md bg-secondary px-4 py-3 text-sm text-secondary-foreground">
              <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
              <p>{sent}</p>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-4">
              <FormField label={t('Email address')} htmlFor="email" error={errors.email?.message && translateMessage(errors.email.message)}>
                <Input id="email" type="email" dir="ltr" autoComplete="email" {...form.register('email')} />
              </FormField>
              {formError ? (
                <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
                  {formError}
                </p>
              ) : null}
              <Button type="submit" className="w-full" disabled={isSubmitting}>
                {isSubmitting ? t('Sending...') : t('Send reset link')}
              </Button>
            </form>
          )}
          <p className="text-center">
            <BackToSignIn />
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
