import { lazy, Suspense, useDeferredValue, useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ArrowLeft, RefreshCw, SearchX } from 'lucide-react';
import { formatNumber } from '@shared/format';
import { PropertyCard, PropertyCardGridSkeleton } from '@client/components/property-card';
import { EmptyState, ErrorCard } from '@client/components/page-states';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { usePropertyMap, useSearch as useSearchResults } from './api/search';
import { usePageTitle } from '@client/lib/use-page-title';
import { FilterChips, Pagination, SortSelect, ViewToggle } from './buy/results-toolbar';
import { SearchPanel } from './buy/search-panel';
import { cn } from '@client/lib/cn';
import { activeFilterChips, apiQuery, buySearchString, mapQuery, parseBuyState, type BuyState } from './buy/search-params';

// d3-geo, topojson and the world atlas load only when the map is shown.
const PropertyMap = lazy(() => import('./buy/property-map'));

/** The Buy page (docs/product.md#buy-page-and-map). Every filter, the sort, the page and the view live in the URL query. */
export default function BuyPage() {
  usePageTitle('Properties for Sale and Rent');
  const search = useSearch();
  const [, navigate] = useLocation();
  const state = useMemo(() => parseBuyState(search), [search]);
  const query = useMemo(() => apiQuery(state), [state]);
  const pinsQuery = useMemo(() => mapQuery(state), [state]);
  const isMap = state.view === 'map';
  // One request per view: the grid's page, or the map's pins of every match (fetched only for the map).
  const list = useSearchResults(query, { enabled: !isMap });
  const map = usePropertyMap(pinsQuery, { enabled: isMap });
  // The grid's cards are rendered in a render React can interrupt (a phone's main thread is not
  // blocked by the whole page of cards at once); until that render lands, the skeleton (first load)
  // or the last results, dimmed, stay.
  const listData = useDeferredValue(list.data);
  const { data, isError } = isMap ? map : list;
  const isPending = isMap ? map.isPending : list.isPending || (list.isSuccess && !listData);
  const isPlaceholderData = isMap ? map.isPlaceholderData : list.isPlaceholderData || listData !== list.data;
  const chips = activeFilterChips(state);

  /** A new history entry (Back restores the previous search), or a replacement of this one. */
  const go = (next: BuyState, { replace = false } = {}) => navigate(`/buy${buySearchString(next)}`, { replace });

  const total = data?.total ?? 0;
  // The server counts at most 10,000 matches; beyond that it says so and the page shows "10,000+".
  const totalText = `${formatNumber(total)}${data?.totalCapped ? '+' : ''}`;
  const pageSize = list.data?.pageSize ?? Number(query.pageSize);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // While the next results load, the last ones stay on screen, dimmed (the skeleton is for the first load only).
  const dimmed = cn('transition-opacity', isPlaceholderData && 'opacity-60');

  return (
    <>
      <section className="bg-gradient-to-br from-primary to-teal-900 text-primary-foreground">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-20 sm:px-6 sm:pt-16 sm:pb-24">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl">Properties for Sale and Rent</h1>
          <p className="mt-3 max-w-2xl text-lg text-teal-50">
            Find homes, offices and commercial space across Saudi Arabia, from Riyadh and Jeddah to the Eastern Province.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <div className="-mt-12">
          {/* Remounted on every URL change, so Back and chip removal show the search in force. */}
          <SearchPanel
            key={search}
            filters={state}
            activeCount={chips.length}
            onSearch={(filters) => go({ ...state, ...filters, page: 1 })}
          />
        </div>

        <div className="mt-6">
          <FilterChips chips={chips} onRemove={(chip) => go(chip.without(state))} />
        </div>

        <section aria-labelledby="results-heading" className="mt-8">
          <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
            <div className="flex flex-wrap items-center gap-3">
              <h2 id="results-heading" className="text-2xl font-bold tracking-tight">
                Available Properties
              </h2>
              {data ? (
                <Badge variant="secondary" className="text-sm" aria-live="polite">
                  {totalText} properties found
                </Badge>
              ) : null}
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <SortSelect value={state.sort} onChange={(sort) => go({ ...state, sort, page: 1 })} />
              <ViewToggle view={state.view} onChange={(view) => go({ ...state, view }, { replace: true })} />
            </div>
          </div>

          {isPending ? (
            isMap ? (
              <MapSkeleton />
            ) : (
              <PropertyCardGridSkeleton />
            )
          ) : isError ? (
            <ErrorCard
              title="Failed to load properties"
              message="Unable to fetch properties. Please try again."
              action={
                <Button onClick={() => window.location.reload()}>
                  <RefreshCw aria-hidden /> Try Again
                </Button>
              }
            />
          ) : total === 0 ? (
            <EmptyState
              icon={<SearchX className="size-10 text-muted-foreground" aria-hidden />}
              title="No properties found"
              message="Try adjusting your search filters or check back later for new listings."
              action={
                <Button asChild variant="outline">
                  <Link href="/buy">Reset Search</Link>
                </Button>
              }
            />
          ) : isMap && map.data ? (
            <Suspense fallback={<MapSkeleton />}>
              <div aria-busy={isPlaceholderData} className={dimmed}>
                <PropertyMap pins={map.data.items} totalText={totalText} truncated={map.data.truncated} />
              </div>
            </Suspense>
          ) : listData?.items.length === 0 ? (
            // A page number beyond the results (an old link, or listings removed since): say so and lead back.
            <EmptyState
              icon={<SearchX className="size-10 text-muted-foreground" aria-hidden />}
              title="This page is past the last page of results"
              message={`This search has ${pages === 1 ? 'one page' : `${formatNumber(pages)} pages`} of results.`}
              action={
                <Button asChild variant="outline">
                  <Link href={`/buy${buySearchString({ ...state, page: pages })}`}>
                    <ArrowLeft aria-hidden /> {pages === 1 ? 'Go to page 1' : `Go to the last page (${formatNumber(pages)})`}
                  </Link>
                </Button>
              }
            />
          ) : listData ? (
            <>
              <ul aria-busy={isPlaceholderData} className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', dimmed)}>
                {listData.items.map((property) => (
                  <li key={property.id}>
                    <PropertyCard property={property} />
                  </li>
                ))}
              </ul>
              <Pagination page={Math.min(state.page, pages)} pages={pages} onChange={(page) => go({ ...state, page })} />
            </>
          ) : null}
        </section>
      </div>
    </>
  );
}

function MapSkeleton() {
  return <Skeleton role="status" aria-label="Loading map" className="aspect-[3/2] w-full" />;
}
