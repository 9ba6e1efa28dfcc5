import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldPath, type Resolver } from 'react-hook-form';
import { Redirect, useLocation, useSearch } from 'wouter';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { APP_NAME } from '@shared/constants';
import { pathInLocale } from '@shared/i18n/locale';
import { completeSignupSchema, signupSchema } from '@shared/schemas/user';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { PageLoading } from '@client/components/page-states';
import { ApiError } from '@client/lib/api-client';
import { loginUrl, useAuth } from '@client/lib/auth';
import { locale, msg, t } from '@client/lib/i18n';
import { useSignUp } from './api/sign-in';
import { rememberNewAccount } from '@client/lib/new-account';
import { clearSignupDraft, loadSignupDraft, saveSignupDraft } from './signup-draft';
import { PreferencesStep, PrivacyStep, ProfileStep, Stepper, STEP_FIELDS, STEPS, type SignupForm, type SignupOutput } from './signup-steps';
import { toast } from '@client/lib/toast';
import { usePageTitle } from '@client/lib/use-page-title';
import { schemaResolver } from '@client/lib/schema-resolver';

export default function SignupPage() {
  usePageTitle(msg('Create your account'));
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  if (user?.signupCompleted) return <Redirect to="/" />;
  // A first sign-in through OpenID Connect creates the account; the wizard finishes it (no e-mail or
  // password), its names filled in from the provider.
  return <SignupWizard finishing={user ?? null} />;
}

/** The wizard, once it is known who is signing up: the form's starting values depend on it. */
function SignupWizard({ finishing }: { finishing: { firstName: string | null; lastName: string | null } | null }) {
  const [, navigate] = useLocation();
  // "Create a seller account" (/sell) opens the wizard with Developer chosen (?role=developer).
  const askedRole = new URLSearchParams(useSearch()).get('role') === 'developer' ? ('developer' as const) : null;
  const signUp = useSignUp();
  const [step, setStep] = useState(0);
  const resolver: Resolver<SignupForm, unknown, SignupOutput> = finishing
    ? schemaResolver<SignupForm, typeof completeSignupSchema>(completeSignupSchema)
    : schemaResolver<SignupForm, typeof signupSchema>(signupSchema);
  const [defaultValues] = useState(() => {
    const draft = loadSignupDraft<DefaultValues<SignupForm>>({
      firstName: finishing?.firstName ?? '',
      lastName: finishing?.lastName ?? '',
      // The provider's account has its e-mail and no password: the form has neither field then.
      ...(finishing ? {} : { email: '', password: '' }),
      role: 'buyer',
      privacyPolicyAccepted: false as true,
      termsAccepted: false as true,
      dataProcessingConsent: false,
      emailCommunications: true,
      emailNotifications: true,
      emailMarketing: false,
    });
    return askedRole ? { ...draft, role: askedRole } : draft;
  });
  const form = useForm<SignupForm, unknown, SignupOutput>({ resolver, mode: 'onTouched', defaultValues });
  const { isSubmitting } = form.formState;

  // A field refused by Next is checked again as it changes, so its message goes while typing, not
  // at the next click (where the layout moving under the pointer would swallow that click).
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name && form.getFieldState(name).invalid) void form.trigger(name);
      // What is typed is kept for a reload or a Back (never the password).
      saveSignupDraft(values);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const fieldsOf = (s: number) => STEP_FIELDS[s].filter((f) => !(finishing && (f === 'email' || f === 'password')));

  const next = async () => {
    if (await form.trigger(fieldsOf(step), { shouldFocus: true })) setStep((s) => s + 1);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { email = '', password = '', ...profile } = values;
      const user = await signUp.mutateAsync(
        finishing ? { finishing: true, body: profile } : { finishing: false, body: { ...profile, email, password } },
      );
      clearSignupDraft();
      rememberNewAccount(user.id);
      navigate('/');
      toast({ title: t('Welcome to {app}!', { app: t(APP_NAME) }), description: t('Your account has been created successfully') });
    } catch (err) {
      if (err instanceof ApiError) {
        const fieldErrors = { ...err.fieldErrors };
        if (err.status === 409 && err.serverMessage) fieldErrors.email = err.serverMessage;
        let firstStep: number | undefined;
        for (const [field, message] of Object.entries(fieldErrors)) {
          const s = STEP_FIELDS.findIndex((fields) => fields.includes(field as FieldPath<SignupForm>));
          if (s >= 0) {
            form.setError(field as FieldPath<SignupForm>, { message });
            firstStep = firstStep === undefined ? s : Math.min(firstStep, s);
          }
        }
        if (firstStep !== undefined) setStep(firstStep);
      }
      // A taken address cannot be mended by trying again: the toast says so, and what to do instead.
      const taken = err instanceof ApiError && err.status === 409;
      toast({
        title: t('Sign-up Failed'),
        description: taken ? t('This e-mail address already has an account: sign in, or use another address.') : t('Please try again.'),
        variant: 'destructive',
      });
    }
  });

  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl">{finishing ? t('Finish creating your account') : t('Join {app}', { app: t(APP_NAME) })}</h1>
          </CardTitle>
          <p className="text-sm text-muted-foreground">{t('Step {step} of 3: {name}', { step: step + 1, name: t(STEPS[step]) })}</p>
        </CardHeader>
        <CardContent>
          <Stepper step={step} />
          <form onSubmit={onSubmit} noValidate className="space-y-5">
            {step === 0 ? <ProfileStep form={form} finishing={finishing !== null} /> : null}
            {step === 1 ? <PrivacyStep form={form} /> : null}
            {step === 2 ? <PreferencesStep form={form} /> : null}

            <div className="flex justify-between gap-3 pt-2">
              <Button type="button" variant="outline" onClick={() => setStep((s) => s - 1)} disabled={step === 0 || isSubmitting}>
                <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden /> {t('Back')}
              </Button>
              {step < STEPS.length - 1 ? (
                // Distinct keys: reusing one <button> would turn the Next click into a submit.
                <Button key="next" type="button" onClick={next}>
                  {t('Next')} <ChevronRight className="size-4 rtl:-scale-x-100" aria-hidden />
                </Button>
              ) : (
                <Button key="submit" type="submit" disabled={isSubmitting}>
                  {isSubmitting ? t('Creating Account...') : t('Create Account')}
                </Button>
              )}
            </div>
          </form>
          {finishing ? null : (
            <p className="mt-6 text-center text-sm text-muted-foreground">
              {t('Already have an account?')}{' '}
              <a href={loginUrl(pathInLocale('/', locale))} className="font-medium text-primary underline-offset-4 hover:underline">
                {t('Sign in')}
              </a>
            </p>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
