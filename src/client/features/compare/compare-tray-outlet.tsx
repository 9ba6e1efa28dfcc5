import { lazy, Suspense } from 'react';
import { useCompareSelection } from '@client/lib/compare-selection';

// The compare tray's place in the app: nothing (and no tray code loaded) until a listing is ticked.
const CompareTray = lazy(() => import('./compare-tray'));

export function CompareTrayOutlet() {
  const ticked = useCompareSelection().listings.length > 0;
  return ticked ? (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  ) : null;
}
