import { Link } from 'wouter';
import { Heart, Search } from 'lucide-react';
import { ListingStatusBadge } from '@client/components/listing-status-badge';
import { EmptyState, ErrorCard, TryAgainButton } from '@client/components/page-states';
import { PropertyCard, PropertyCardGridSkeleton } from '@client/components/property-card';
import { ShowMore } from '@client/components/show-more';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { msg, t } from '@client/lib/i18n';
import { formatRelativeTime } from '@client/lib/relative-time';
import { useFavoriteList } from './api/favorite-list';
import type { Favorite } from './api/favorites';

// The Saved page's favourites (docs/product.md#favourites): each kept listing as its card (the heart
// and the Compare tick on it), how it stands now when it is no longer open for offers, its price now,
// and when it was saved; the last saved first, twelve at a time.

/** Sold, under offer or withdrawn: said on the card; an active listing needs no word. */
function FavoriteStatus({ status }: { status: Favorite['status'] }) {
  if (status === 'active') return null;
  if (status === 'withdrawn')
    return (
      <Badge variant="outline" className="border-slate-300 bg-slate-100 text-slate-700">
        {t('Withdrawn')}
      </Badge>
    );
  return <ListingStatusBadge status={status} />;
}

function FavoriteNote({ favorite }: { favorite: Favorite }) {
  return (
    <p className="flex flex-wrap items-center gap-2 pt-1 text-sm text-muted-foreground">
      <FavoriteStatus status={favorite.status} />
      <time dateTime={favorite.savedAt}>{t('Saved {when}', { when: formatRelativeTime(favorite.savedAt) })}</time>
    </p>
  );
}

export function FavoritesSection() {
  const list = useFavoriteList();
  return (
    <section aria-labelledby="favorites-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="favorites-heading" className="text-xl font-bold tracking-tight">
          {t('Favourites')}
        </h2>
        {list.total ? (
          <p className="text-sm text-muted-foreground">{t('{count, plural, one {# listing} other {# listings}}', { count: list.total })}</p>
        ) : null}
      </div>
      {list.isLoading ? (
        <PropertyCardGridSkeleton count={3} />
      ) : list.isError ? (
        <ErrorCard
          title={t('Failed to load favourites')}
          message={t('Unable to fetch your saved listings. Please try again.')}
          action={<TryAgainButton onClick={() => window.location.reload()} />}
        />
      ) : list.items.length === 0 ? (
        <EmptyState
          icon={<Heart className="size-10 text-muted-foreground" aria-hidden />}
          title={t('No favourites yet')}
          message={t('Tap the heart on any listing to keep it here, with its price and status kept up to date.')}
          action={
            <Button asChild variant="outline">
              <Link href="/buy">
                <Search aria-hidden /> {t('Browse properties')}
              </Link>
            </Button>
          }
        />
      ) : (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('Favourites')}>
            {list.items.map((favorite) => (
              <li key={favorite.property.id}>
                {/* The card carries the heart and the Compare tick, as on every page. */}
                <PropertyCard property={favorite.property} note={<FavoriteNote favorite={favorite} />} />
              </li>
            ))}
          </ul>
          <ShowMore list={list} noun={msg('favourites')} />
        </>
      )}
    </section>
  );
}
