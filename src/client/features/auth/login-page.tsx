import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { LogIn } from 'lucide-react';
import { loginSchema, type LoginInput } from '@shared/schemas/user';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { ApiError } from '@client/lib/api-client';
import { useAuth } from '@client/lib/auth';
import { msg, t, translateMessage } from '@client/lib/i18n';
import { useLogIn } from './api/sign-in';
import { forgetNewAccount } from '@client/lib/new-account';
import { usePageTitle } from '@client/lib/use-page-title';
import { GoOn, safeReturnTo, useGoTo } from './return-to';

export { safeReturnTo };

export default function LoginPage() {
  usePageTitle(msg('Sign In'));
  const { user } = useAuth();
  const returnTo = safeReturnTo(new URLSearchParams(useSearch()).get('returnTo'));
  // Already signed in: on to where the sign-in would have led (as /signup does).
  if (user) return <GoOn to={returnTo} />;
  return <LoginForm returnTo={returnTo} />;
}

function LoginForm({ returnTo }: { returnTo: string }) {
  const goTo = useGoTo();
  const queryClient = useQueryClient();
  const logIn = useLogIn();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  // "Forgot password?" takes the address typed so far along, so it need not be typed twice.
  const typedEmail = useWatch({ control: form.control, name: 'email' }).trim();
  const forgotHref = typedEmail ? `/forgot-password?${new URLSearchParams({ email: typedEmail })}` : '/forgot-password';

  // A form refused before it is sent drops the last answer's error: it no longer applies.
  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        await logIn.mutateAsync(values);
        forgetNewAccount();
        // Everything read while signed out may differ now (a seller sees their own hidden listings).
        await queryClient.invalidateQueries();
        goTo(returnTo, { replace: true });
      } catch (err) {
        setFormError(err instanceof ApiError && err.serverMessage ? err.serverMessage : t('Sign-in failed. Please try again.'));
      }
    },
    () => setFormError(null),
  );

  const { errors, isSubmitting } = form.formState;
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl">{t('Sign in to Manzil')}</h1>
          </CardTitle>
          <CardDescription>{t('Welcome back. Enter your e-mail address and password.')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormField label={t('Email address')} htmlFor="email" error={errors.email?.message && translateMessage(errors.email.message)}>
              <Input id="email" type="email" dir="ltr" autoComplete="email" aria-invalid={!!errors.email} {...form.register('email')} />
            </FormField>
            <div className="relative">
              <FormField
                label={t('Password')}
                htmlFor="password"
                error={errors.password?.message && translateMessage(errors.password.message)}
              >
                <Input
                  id="password"
                  type="password"
                  autoComplete="current-password"
                  aria-invalid={!!errors.password}
                  {...form.register('password')}
                />
              </FormField>
              {/* Beside the label, after the field in the tab order (e-mail, password, then this). */}
              <Link href={forgotHref} className="absolute end-0 top-0 text-sm font-medium text-primary underline-offset-4 hover:underline">
                {t('Forgot password?')}
              </Link>
            </div>
            {formError ? (
              <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
                {formError}
              </p>
            ) : null}
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              <LogIn className="size-4 rtl:-scale-x-100" aria-hidden /> {isSubmitting ? t('Signing In...') : t('Sign In')}
            </Button>
          </form>
          <p className="mt-6 text-center text-sm text-muted-foreground">
            {t('New to Manzil?')}{' '}
            <Link href="/signup" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('Create an account')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
