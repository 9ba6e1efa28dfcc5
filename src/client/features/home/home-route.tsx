import { lazy, Suspense } from 'react';
import { PageLoading } from '@client/components/page-states';
import { useAuth } from '@client/lib/auth';
import { LandingPage } from './landing-page';

// The signed-in home (its activity blocks, the answer-offer dialog, recently viewed) is a chunk of its
// own: a visitor's landing page does not load it (its JavaScript budget is 150 KB gzip).
const HomePage = lazy(() => import('./home-page').then((m) => ({ default: m.HomePage })));

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
