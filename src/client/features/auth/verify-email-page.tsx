import { Link, useSearch } from 'wouter';
import { pathInLocale } from '@shared/i18n/locale';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { Trans } from '@lingui/react';
import { INVALID_LINK } from '@shared/schemas/account';
import { PageLoading } from '@client/components/page-states';
import { Button } from '@client/components/ui/button';
import { LinkOutcome } from '@client/components/link-outcome';
import { useResendVerification } from '@client/components/verify-email-notice';
import { ApiError } from '@client/lib/api-client';
import { loginUrl, useAuth } from '@client/lib/auth';
import { locale, msg, t } from '@client/lib/i18n';
import { usePageTitle } from '@client/lib/use-page-title';
import { useVerifyEmail } from './api/email-links';

// /verify-email?token=… (docs/product.md#account-pages): the link sign-up (or a change of address)
// e-mailed. The address is confirmed as the page opens; a link that no longer works says so, with
// a new one a click away for whoever is signed in and still unconfirmed.

/** Signing in from here leads home, in this page's language. */
const signInHome = () => loginUrl(pathInLocale('/', locale));

function NewLink() {
  const { user } = useAuth();
  const { busy, resend } = useResendVerification();
  if (!user) {
    return (
      <Button asChild variant="outline">
        <a href={signInHome()}>{t('Sign in to get a new link')}</a>
      </Button>
    );
  }
  if (user.emailVerified) {
    return (
      <Button asChild variant="outline">
        <Link href="/account">{t('Go to your account')}</Link>
      </Button>
    );
  }
  return (
    <Button onClick={() => void resend()} disabled={busy}>
      {busy ? t('Sending...') : t('Send a new link')}
    </Button>
  );
}

export default function VerifyEmailPage() {
  usePageTitle(msg('Confirm your e-mail address'));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const { user } = useAuth();
  const verification = useVerifyEmail(token);

  if (token && verification.isPending) return <PageLoading label={t('Confirming your e-mail address...')} />;
  if (verification.isSuccess) {
    return (
      <LinkOutcome icon={<CircleCheck className="size-12 text-success" aria-hidden />} title={msg('Your e-mail address is confirmed')}>
        <p className="text-muted-foreground">
          <Trans
            id="Thank you. Manzil will write to <0>{email}</0> from now on."
            values={{ email: verification.data.email }}
            components={{ 0: <strong className="break-all text-foreground" dir="ltr" /> }}
          />
        </p>
        <Button asChild>{user ? <Link href="/">{t('Continue to Manzil')}</Link> : <a href={signInHome()}>{t('Sign in')}</a>}</Button>
      </LinkOutcome>
    );
  }
  // A refused link is 400 (409: another account took the new address meanwhile); anything else (the
  // server or the network failing) is worth another try.
  const refusal = verification.error instanceof ApiError && [400, 409].includes(verification.error.status) ? verification.error : null;
  if (token && !refusal) {
    return (
      <LinkOutcome icon={<LinkIcon className="size-12 text-muted-foreground" aria-hidden />} title={msg('Something went wrong')}>
        <p role="alert" className="text-muted-foreground">
          {t('We could not confirm your e-mail address just now. Please try again.')}
        </p>
        <Button onClick={() => void verification.refetch()}>{t('Try again')}</Button>
      </LinkOutcome>
    );
  }
  return (
    <LinkOutcome icon={<LinkIcon className="size-12 text-muted-foreground" aria-hidden />} title={msg('This link no longer works')}>
      <p role="alert" className="text-muted-foreground">
        {refusal?.status === 409 ? refusal.serverMessage : `${t(INVALID_LINK)} ${t('Confirmation links work once, for 7 days.')}`}
      </p>
      <NewLink />
    </LinkOutcome>
  );
}
