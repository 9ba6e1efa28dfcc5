import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '@client/lib/auth';

// Until a signed-in person follows the link sign-up e-mailed them, a line under the header asks them
// to, with a way to have it sent again (docs/product.md#account-pages). This gate is on every page;
// the line itself is a chunk of its own, since nearly every visit (signed out, or confirmed) never
// shows it and the landing page's JavaScript budget is tight.

const VerifyEmailNotice = lazy(() => import('./verify-email-notice'));

export function VerifyEmailBanner() {
  const { user } = useAuth();
  const [location] = useLocation();
  // The verify page says it itself (and is about to confirm the address).
  if (!user || user.emailVerified || location === '/verify-email') return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailNotice email={user.email} />
    </Suspense>
  );
}
