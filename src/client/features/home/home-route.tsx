import { PageLoading } from '@client/components/page-states';
import { useAuth } from '@client/lib/auth';
import { HomePage } from './home-page';
import { LandingPage } from './landing-page';

/** `/`: the public landing page when signed out, the authenticated home when signed in. */
export default function HomeRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  return user ? <HomePage /> : <LandingPage />;
}
