import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react';
import { MailWarning } from 'lucide-react';
import { ApiError, errorMessage, fetchClient, refresh } from '@client/lib/api-client';
import { CURRENT_USER_PATH, handleUnauthorized } from '@client/lib/auth';
import { t } from '@client/lib/i18n';
import { toast } from '@client/lib/toast';

// The confirmation banner's line and its "Resend link" (docs/product.md#account-pages), and the
// resend itself, which the verify page and /account also offer.

/**
 * Sends the verification link again and says so in a toast: the server's words for a refusal (too
 * many asks), a quiet refresh when the address turns out to be confirmed already (409).
 */
export function useResendVerification(): { busy: boolean; resend: () => Promise<void> } {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { data } = await fetchClient.POST('/api/auth/verify-email/resend');
      toast({ title: t('Link sent'), description: data?.message });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) handleUnauthorized();
      else if (error instanceof ApiError && error.status === 409) {
        toast({ title: t('Already confirmed'), description: t('Your e-mail address is already confirmed.'), variant: 'info' });
        await refresh(queryClient, CURRENT_USER_PATH);
      } else
        toast({
          title: t('Not sent'),
          description: errorMessage(error, t('The link could not be sent. Please try again.')),
          variant: 'destructive',
        });
    } finally {
      setBusy(false);
    }
  };
  return { busy, resend };
}

/** The banner's content: its own chunk, loaded only for the few who see it (verify-email-banner.tsx). */
export default function VerifyEmailNotice({ email }: { email: string }) {
  const { busy, resend } = useResendVerification();
  return (
    <section aria-label={t('Confirm your e-mail address')} className="border-b border-warning/40 bg-warning/15 text-sm text-foreground">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-2 text-center">
        <MailWarning className="hidden size-4 shrink-0 sm:block" aria-hidden />
        <p className="min-w-0 break-words">
          <Trans
            id="Please confirm your e-mail address. We sent a link to <0>{email}</0>."
            values={{ email }}
            components={{ 0: <strong className="font-semibold break-all" dir="ltr" /> }}
          />
        </p>
        <button
          type="button"
          onClick={() => void resend()}
          disabled={busy}
          aria-disabled={busy}
          className="rounded font-semibold text-foreground underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
        >
          {busy ? t('Sending...') : t('Resend link')}
        </button>
      </div>
    </section>
  );
}
