import { useEffect, useState } from 'react';
import { Controller, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { Link, Redirect, useLocation } from 'wouter';
import { Check, ChevronLeft, ChevronRight } from 'lucide-react';
import type { z } from 'zod';
import { APP_NAME, ROLE_LABELS, SIGNUP_ROLES } from '@shared/constants';
import { completeSignupSchema, signupSchema } from '@shared/schemas/user';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Checkbox } from '@client/components/ui/checkbox';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Switch } from '@client/components/ui/switch';
import { PageLoading } from '@client/components/page-states';
import { ApiError } from '@client/lib/api-client';
import { loginUrl, useAuth } from '@client/lib/auth';
import { useSignUp } from './api/sign-in';
import { cn } from '@client/lib/cn';
import { toast } from '@client/lib/toast';
import { usePageTitle } from '@client/lib/use-page-title';
import { schemaResolver } from '@client/lib/schema-resolver';

type SignupForm = z.input<typeof signupSchema>;
/** What a valid form gives: the whole sign-up, or (finishing a provider's account) all but e-mail and password. */
type SignupOutput = z.output<typeof completeSignupSchema> & Partial<Pick<z.output<typeof signupSchema>, 'email' | 'password'>>;

const STEPS = ['Profile', 'Privacy', 'Preferences'] as const;
const STEP_FIELDS: Array<Array<FieldPath<SignupForm>>> = [
  ['firstName', 'lastName', 'email', 'password', 'role'],
  ['privacyPolicyAccepted', 'termsAccepted', 'dataProcessingConsent'],
  ['emailCommunications', 'emailNotifications', 'emailMarketing'],
];

const ROLE_HINTS: Record<(typeof SIGNUP_ROLES)[number], string> = {
  buyer: 'Search homes, send inquiries and place offers.',
  developer: 'List properties and answer bids and inquiries.',
  investor: 'Invest in REITs, funds and development projects.',
};

const PREFERENCES = [
  { name: 'emailCommunications', label: 'User communications', hint: 'Bids, inquiries and messages about your listings and offers.' },
  { name: 'emailNotifications', label: 'System notifications', hint: 'Account, security and service changes.' },
  { name: 'emailMarketing', label: 'Marketing and promotions', hint: 'New projects, market reports and offers.' },
] as const;

function Stepper({ step }: { step: number }) {
  return (
    <ol className="mb-8 flex items-center gap-2" aria-label="Sign-up progress">
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
            {label}
          </span>
          {i < STEPS.length - 1 ? <span className="hidden h-px flex-1 bg-border sm:block" aria-hidden /> : null}
        </li>
      ))}
    </ol>
  );
}

export default function SignupPage() {
  usePageTitle('Create your account');
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
  const signUp = useSignUp();
  const [step, setStep] = useState(0);
  const resolver: Resolver<SignupForm, unknown, SignupOutput> = finishing
    ? schemaResolver<SignupForm, typeof completeSignupSchema>(completeSignupSchema)
    : schemaResolver<SignupForm, typeof signupSchema>(signupSchema);
  const form = useForm<SignupForm, unknown, SignupOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
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
    },
  });
  const { errors, isSubmitting } = form.formState;

  // A field refused by Next is checked again as it changes, so its message goes while typing, not
  // at the next click (where the layout moving under the pointer would swallow that click).
  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      if (name && form.getFieldState(name).invalid) void form.trigger(name);
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
      await signUp.mutateAsync(
        finishing ? { finishing: true, body: profile } : { finishing: false, body: { ...profile, email, password } },
      );
      navigate('/');
      toast({ title: `Welcome to ${APP_NAME}!`, description: 'Your account has been created successfully' });
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
      toast({ title: 'Sign-up Failed', description: 'Please try again.', variant: 'destructive' });
    }
  });

  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl">{finishing ? 'Finish creating your account' : `Join ${APP_NAME}`}</h1>
          </CardTitle>
          <p className="text-sm text-muted-foreground">
            Step {step + 1} of 3: {STEPS[step]}
          </p>
        </CardHeader>
        <CardContent>
          <Stepper step={step} />
          <form onSubmit={onSubmit} noValidate className="space-y-5">
            {step === 0 ? (
              <fieldset className="space-y-4">
                <legend className="sr-only">Profile</legend>
                <div className="grid gap-4 sm:grid-cols-2">
                  <FormField label="First name" htmlFor="firstName" error={errors.firstName?.message} required>
                    <Input id="firstName" autoComplete="given-name" aria-invalid={!!errors.firstName} {...form.register('firstName')} />
                  </FormField>
                  <FormField label="Last name" htmlFor="lastName" error={errors.lastName?.message} required>
                    <Input id="lastName" autoComplete="family-name" aria-invalid={!!errors.lastName} {...form.register('lastName')} />
                  </FormField>
                </div>
                {finishing ? null : (
                  <>
                    <FormField label="Email address" htmlFor="email" error={errors.email?.message} required>
                      <Input id="email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...form.register('email')} />
                    </FormField>
                    <FormField
                      label="Password"
                      htmlFor="password"
                      error={errors.password?.message}
                      description="At least 8 characters. A passphrase of a few words is easy to remember and hard to guess."
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
                  <legend className="mb-2 text-sm font-medium">I am a</legend>
                  <div className="grid gap-2 sm:grid-cols-3">
                    {SIGNUP_ROLES.map((role) => (
                      <label
                        key={role}
                        className="flex cursor-pointer flex-col gap-1 rounded-lg border border-border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                      >
                        <span className="flex items-center gap-2 font-medium">
                          <input type="radio" value={role} className="accent-primary" {...form.register('role')} />
                          {ROLE_LABELS[role]}
                        </span>
                        <span className="text-muted-foreground">{ROLE_HINTS[role]}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              </fieldset>
            ) : null}

            {step === 1 ? (
              <fieldset className="space-y-4">
                <legend className="sr-only">Privacy</legend>
                {(
                  [
                    [
                      'privacyPolicyAccepted',
                      <>
                        I accept the{' '}
                        <Link href="/privacy" className="text-primary underline">
                          Privacy Policy
                        </Link>
                      </>,
                    ],
                    [
                      'termsAccepted',
                      <>
                        I accept the{' '}
                        <Link href="/terms" className="text-primary underline">
                          Terms of Service
                        </Link>
                      </>,
                    ],
                    ['dataProcessingConsent', <>I consent to the processing of my data to provide the service (optional)</>],
                  ] as const
                ).map(([name, label]) => (
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
                            {label}
                          </label>
                        </div>
                        {fieldState.error ? (
                          <p id={`${name}-error`} role="alert" className="mt-1 pl-7 text-sm text-destructive">
                            {fieldState.error.message}
                          </p>
                        ) : null}
                      </div>
                    )}
                  />
                ))}
              </fieldset>
            ) : null}

            {step === 2 ? (
              <fieldset className="space-y-4">
                <legend className="mb-2 text-sm font-medium">E-mail preferences</legend>
                {PREFERENCES.map(({ name, label, hint }) => (
                  <Controller
                    key={name}
                    control={form.control}
                    name={name}
                    render={({ field }) => (
                      <div className="flex items-center justify-between gap-4 rounded-lg border border-border p-3">
                        <div>
                          <label htmlFor={name} className="text-sm font-medium">
                            {label}
                          </label>
                          <p className="text-sm text-muted-foreground">{hint}</p>
                        </div>
                        <Switch id={name} checked={field.value === true} onCheckedChange={field.onChange} />
                      </div>
                    )}
                  />
                ))}
              </fieldset>
            ) : null}

            <div className="flex justify-between gap-3 pt-2">
              <Button type="button" variant="outline" onClick={() => setStep((s) => s - 1)} disabled={step === 0 || isSubmitting}>
                <ChevronLeft className="size-4" aria-hidden /> Back
              </Button>
              {step < STEPS.length - 1 ? (
                // Distinct keys: reusing one <button> would turn the Next click into a submit.
                <Button key="next" type="button" onClick={next}>
                  Next <ChevronRight className="size-4" aria-hidden />
                </Button>
              ) : (
                <Button key="submit" type="submit" disabled={isSubmitting}>
                  {isSubmitting ? 'Creating Account...' : 'Create Account'}
                </Button>
              )}
            </div>
          </form>
          {finishing ? null : (
            <p className="mt-6 text-center text-sm text-muted-foreground">
              Already have an account?{' '}
              <a href={loginUrl('/')} className="font-medium text-primary underline-offset-4 hover:underline">
                Sign in
              </a>
            </p>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
