import { lazy, Suspense } from 'react';
import { PageLoading } from '@client/components/page-states';
import { useAuth } from '@client/lib/auth';
import { loadCatalogs } from '@client/lib/i18n';
import { LandingPage } from './landing-page';

// The signed-in home (its activity blocks, the answer-offer dialog, recently viewed) is a chunk of its
// own, with its messages: a visitor's landing page loads neither (its JavaScript budget is 150 KB gzip).
const HomePage = lazy(() =>
  Promise.all([import('./signed-in/home-page'), loadCatalogs(['home-signed-in'])]).then(([m]) => ({ default: m.HomePage })),
);

/** `/`: the public landing page when signed out, the authenticated home when signed in. */
export default function HomeRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  if (!user) return <LandingPage />;
  return (
    <Suspense fallback={<PageLoading />}>
      <HomePage />
    </Suspense>
  );
}
