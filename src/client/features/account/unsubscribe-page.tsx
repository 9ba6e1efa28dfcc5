import { Link, useSearch } from 'wouter';
import { LinkIcon, MailX } from 'lucide-react';
import { EMAIL_PREFERENCES_TEXT } from '@client/components/account-words';
import { PageLoading } from '@client/components/page-states';
import { Button } from '@client/components/ui/button';
import { LinkOutcome } from '@client/components/link-outcome';
import { ApiError, errorMessage } from '@client/lib/api-client';
import { INVALID_LINK } from '@shared/schemas/account';
import { locale, msg, t } from '@client/lib/i18n';
import { usePageTitle } from '@client/lib/use-page-title';
import { useUnsubscribe } from './api/account';

// /unsubscribe?token=… (docs/product.md#account-pages): the visible unsubscribe link of an e-mail.
// Opening it turns that kind of e-mail off, without signing in; /account turns it back on.

export default function UnsubscribePage() {
  usePageTitle(msg('Unsubscribe'));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const unsubscribe = useUnsubscribe(token);

  if (token && unsubscribe.isPending) return <PageLoading label={t('Unsubscribing...')} />;
  if (unsubscribe.isSuccess) {
    const kind = EMAIL_PREFERENCES_TEXT.find((p) => p.name === unsubscribe.data.preference)?.label;
    return (
      <LinkOutcome icon={<MailX className="size-12 text-primary" aria-hidden />} title={msg('You are unsubscribed')}>
        <p role="status" className="text-muted-foreground">
          {/* A saved search's own link turned off that search alone: the server's message names it. */}
          {unsubscribe.data.savedSearch !== undefined
            ? unsubscribe.data.message
            : kind
              ? t('You will no longer receive {kind} e-mails from Manzil. You still see notifications when you sign in.', {
                  kind: locale === 'en' ? kind.toLowerCase() : t(kind),
                })
              : t('You will no longer receive these e-mails from Manzil. You still see notifications when you sign in.')}
        </p>
        <Button asChild variant="outline">
          <Link href="/account#preferences">{t('Change your e-mail preferences')}</Link>
        </Button>
      </LinkOutcome>
    );
  }
  const refused = !token || (unsubscribe.error instanceof ApiError && unsubscribe.error.status === 400);
  return (
    <LinkOutcome
      icon={<LinkIcon className="size-12 text-muted-foreground" aria-hidden />}
      title={refused ? msg('This link no longer works') : msg('Something went wrong')}
    >
      <p role="alert" className="text-muted-foreground">
        {refused
          ? `${t(INVALID_LINK)} ${t('You can turn e-mails off in your account.')}`
          : errorMessage(unsubscribe.error, t('Please try the link again.'))}
      </p>
      <Button asChild variant="outline">
        <Link href="/account#preferences">{t('Go to your e-mail preferences')}</Link>
      </Button>
    </LinkOutcome>
  );
}
