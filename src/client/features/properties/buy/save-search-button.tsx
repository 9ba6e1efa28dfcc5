import { lazy, Suspense, useEffect, useState } from 'react';
import { BellPlus } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { handleLoginRequired, useAuth } from '@client/lib/auth';
import { cn } from '@client/lib/cn';
import { t } from '@client/lib/i18n';
import { buySearchString, type BuyState } from './search-params';

// "Save this search" on /buy (docs/product.md#saved-searches). The dialog (its form and checks) loads
// when it is first opened, not with the page. Signed out, the button asks to sign in, as Make Offer
// does, and the sign-in comes back to this search with the dialog open.

const SaveSearchDialog = lazy(() => import('./save-search-dialog'));

/** The search a signed-out visitor wanted to save, kept across the sign-in's page loads. */
const PENDING_KEY = 'manzil:save-search-after-sign-in';

export function SaveSearchButton({ state, className }: { state: BuyState; className?: string }) {
  const { isAuthenticated, isLoading } = useAuth();
  const [open, setOpen] = useState(false);
  // The search as the URL holds it, without its page or view (a saved search keeps neither).
  const search = buySearchString({ ...state, page: 1, view: 'grid' });

  // Back from signing in to save this very search: the dialog opens by itself.
  useEffect(() => {
    if (!isAuthenticated || sessionStorage.getItem(PENDING_KEY) !== search) return;
    sessionStorage.removeItem(PENDING_KEY);
    setOpen(true);
  }, [isAuthenticated, search]);

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        // On a phone it shares the heading's line and does not make it taller: the first results stay where they were.
        className={cn('max-lg:-my-1', className)}
        disabled={isLoading}
        aria-haspopup="dialog"
        onClick={() => {
          if (isAuthenticated) return setOpen(true);
          sessionStorage.setItem(PENDING_KEY, search);
          handleLoginRequired();
        }}
      >
        <BellPlus aria-hidden />
        {/* On a phone it shares a line with the heading: "Save", with the rest for screen readers. */}
        {t('Save')}
        <span className="max-sm:sr-only"> {t('this search')}</span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog search={search} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
