import { useRef } from 'react';
import { Link } from 'wouter';
import { BellPlus, Search } from 'lucide-react';
import { EmptyState, ErrorCard, TryAgainButton } from '@client/components/page-states';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAuth } from '@client/lib/auth';
import { t } from '@client/lib/i18n';
import { useSavedSearches } from './api/saved-searches';
import { SavedSearchItem } from './saved-search-item';

// The Saved page's saved searches (docs/product.md#saved-searches): each with its filters, how often
// it e-mails, its matches now and its new ones since last run; Run, Edit and Delete.

export function SavedSearchesSection() {
  const { isAuthenticated } = useAuth();
  const { data, isPending, isError, refetch, isRefetching } = useSavedSearches(isAuthenticated);
  // Where the focus goes when the search that had it is deleted.
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <section aria-labelledby="saved-searches-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2
          id="saved-searches-heading"
          ref={heading}
          tabIndex={-1}
          className="rounded-sm text-xl font-bold tracking-tight outline-offset-4"
        >
          {t('Saved searches')}
        </h2>
        {data && data.items.length > 0 ? (
          <p className="text-sm text-muted-foreground">{t('{count} of {limit}', { count: data.items.length, limit: data.limit })}</p>
        ) : null}
      </div>

      {isPending ? (
        <div role="status" aria-label={t('Loading saved searches')} className="space-y-3">
          <Skeleton className="h-32 w-full rounded-xl" />
          <Skeleton className="h-32 w-full rounded-xl" />
        </div>
      ) : isError ? (
        <ErrorCard
          title={t('Failed to load saved searches')}
          message={t('Unable to fetch your saved searches. Please try again.')}
          action={<TryAgainButton onClick={() => void refetch()} disabled={isRefetching} />}
        />
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={<BellPlus className="size-10 text-muted-foreground" aria-hidden />}
          title={t('No saved searches yet')}
          message={t('Search on the Buy page, then choose “Save this search”: we tell you when new listings match it.')}
          action={
            <Button asChild variant="outline">
              <Link href="/buy">
                <Search aria-hidden /> {t('Search properties')}
              </Link>
            </Button>
          }
        />
      ) : (
        <ul aria-label={t('Saved searches')} className="space-y-3">
          {data.items.map((search) => (
            <li key={search.id}>
              <SavedSearchItem search={search} onDeleted={() => heading.current?.focus()} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
