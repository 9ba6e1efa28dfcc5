import { lazy, Suspense } from 'react';
import { useAuth } from '@client/lib/auth';
import { saveAfterSignIn } from '@client/features/saved/api/pending-favorite';
import { HeartButton, type FavoriteButtonProps } from './heart-button';

// The heart (docs/product.md#favourites): on every listing card, the listing page and the map's card.
// Signed out, it asks to sign in like Make Offer does, and the listing is saved once the visitor is
// back signed in. What a signed-in heart needs (the saved ids, the toggle) is its own chunk
// (favorite-heart.tsx): the landing page shows cards, and its JavaScript budget is tight.

const SignedInHeart = lazy(() => import('./favorite-heart'));

export function FavoriteButton(props: FavoriteButtonProps) {
  const { isAuthenticated, isLoading } = useAuth();
  if (isAuthenticated)
    return (
      <Suspense fallback={<HeartButton {...props} saved={false} disabled />}>
        <SignedInHeart {...props} />
      </Suspense>
    );
  // While the current user loads, a click would wrongly ask a signed-in user to sign in.
  return <HeartButton {...props} saved={false} disabled={isLoading} onClick={() => saveAfterSignIn(props.listing)} />;
}
