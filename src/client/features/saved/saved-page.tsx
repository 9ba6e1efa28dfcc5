import { PageLoading } from '@client/components/page-states';
import { SignInPrompt } from '@client/components/sign-in-prompt';
import { useAuth } from '@client/lib/auth';
import { msg, t } from '@client/lib/i18n';
import { usePageTitle } from '@client/lib/use-page-title';
import { FavoritesSection } from './favorites-section';
import { SavedSearchesSection } from './saved-searches-section';

// /saved (docs/product.md#favourites-and-saved-searches): the listings I keep and the searches I saved.

export default function SavedPage() {
  usePageTitle(msg('Saved'));
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  if (!user)
    return <SignInPrompt title={t('Sign In Required')} message={t('Please sign in to see the listings and searches you saved.')} />;
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t('Saved')}</h1>
        <p className="mt-1 text-muted-foreground">{t('The listings you keep and the searches that tell you of new ones.')}</p>
      </header>
      <FavoritesSection />
      <SavedSearchesSection />
    </div>
  );
}
