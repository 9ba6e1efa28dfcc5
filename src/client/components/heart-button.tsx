import type { ComponentProps } from 'react';
import { Heart } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { WithOwnWords } from '@client/components/with-own-words';
import { t } from '@client/lib/i18n';
import { favoriteTitle, type FavoriteListing } from '@client/features/saved/api/pending-favorite';

// The heart's button (docs/product.md#favourites), signed in (favorite-heart.tsx) or out (favorite-button.tsx).

export interface FavoriteButtonProps {
  listing: FavoriteListing;
  /** With the visible word "Save" / "Saved" (the listing page); else the heart alone. */
  labelled?: boolean;
  className?: string;
}

/**
 * The button itself: a toggle named after the listing ("Save Villa in Al Malqa"), pressed while it is
 * saved. The name stays as the state changes (aria-pressed tells it), as a toggle button's should. A
 * 44 px target on phones; above a card's full-card link.
 */
export function HeartButton({
  listing,
  labelled = false,
  saved,
  className,
  ...props
}: FavoriteButtonProps & { saved: boolean } & Omit<ComponentProps<'button'>, 'children'>) {
  const title = favoriteTitle(listing);
  return (
    <button
      type="button"
      aria-pressed={saved}
      title={saved ? t('Saved (click to remove)') : t('Save')}
      className={cn(
        'relative z-10 inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-md border border-input bg-background text-sm font-medium shadow-xs transition-colors outline-none hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-60',
        labelled ? 'px-4' : 'w-11 sm:size-10',
        className,
      )}
      {...props}
    >
      <Heart className={cn('size-5', saved ? 'fill-rose-600 text-rose-600' : 'text-foreground')} aria-hidden />
      {labelled ? (
        <>
          {saved ? t('Saved') : t('Save')}
          <span className="sr-only" dir="auto">
            {' '}
            {title}
          </span>
        </>
      ) : (
        // Named by its words rather than an aria-label, so the title keeps its own direction.
        <span className="sr-only">
          <WithOwnWords say={(mark) => t('Save {title}', { title: mark })} words={title} />
        </span>
      )}
    </button>
  );
}
