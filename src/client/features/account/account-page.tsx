import { useEffect } from 'react';
import { ErrorCard, PageLoading } from '@client/components/page-states';
import { LeaveConfirmation } from '@client/components/forms/leave-confirmation';
import { SignInPrompt } from '@client/components/sign-in-prompt';
import { Button } from '@client/components/ui/button';
import { useAuth } from '@client/lib/auth';
import { msg, t } from '@client/lib/i18n';
import { usePageTitle } from '@client/lib/use-page-title';
import { useUnsavedChanges } from '@client/lib/use-unsaved-changes';
import { useAccount } from './api/account';
import { DataSection } from './data-section';
import { DeleteSection } from './delete-section';
import { EmailSection } from './email-section';
import { LanguageSection } from './language-section';
import { useDirtyForms } from './form-state';
import { PasswordSection } from './password-section';
import { PreferencesSection } from './preferences-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';

// /account (docs/product.md#account-pages): a signed-in person's own account, one card per part.
// Typed changes not yet saved in any of its forms are asked about before leaving.

function AccountSections() {
  const { data: account, isPending, isError, refetch } = useAccount();
  const dirty = useDirtyForms();
  const guard = useUnsavedChanges(dirty.any);
  // A link to one part (the unsubscribe page's to #preferences) shows that part once it is there.
  useEffect(() => {
    if (!isPending && window.location.hash) document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [isPending]);

  if (isError) return <ErrorCard action={<Button onClick={() => void refetch()}>{t('Try Again')}</Button>} />;
  if (isPending) return <PageLoading />;
  return (
    <>
      <ProfileSection account={account} reportDirty={dirty.report} />
      <EmailSection account={account} reportDirty={dirty.report} />
      <PasswordSection email={account.email} hasPassword={account.hasPassword} reportDirty={dirty.report} />
      <PreferencesSection account={account} />
      <LanguageSection account={account} />
      <SessionsSection />
      <DataSection />
      <DeleteSection account={account} />
      <LeaveConfirmation guard={guard} />
    </>
  );
}

export default function AccountPage() {
  usePageTitle(msg('Your account'));
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  if (!user) return <SignInPrompt title={msg('Sign In Required')} message={msg('Please sign in to see and change your account.')} />;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold">{t('Your account')}</h1>
        <p className="mt-1 text-muted-foreground">{t('Your profile, how you sign in, what we e-mail you, and your data.')}</p>
      </header>
      <AccountSections />
    </div>
  );
}
