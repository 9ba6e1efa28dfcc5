import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ArrowLeft, SearchX } from 'lucide-react';
import { formatNumber } from '@shared/format';
import { PropertyCard, PropertyCardGridSkeleton } from '@client/components/property-card';
import { EmptyState, ErrorCard, TryAgainButton } from '@client/components/page-states';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { rememberUrl, showHeading } from '@client/lib/navigation';
import { useMediaQuery, WIDE_SCREEN } from '@client/lib/use-media-query';
import { usePropertyMap, useSearch as useSearchResults } from './api/search';
import { usePageTitle } from '@client/lib/use-page-title';
import { foundLabel } from './buy/filter-summary';
import { PhoneSearchBar } from './buy/phone-search-bar';
import { SaveSearchButton } from './buy/save-search-button';
import { FilterChips, Pagination, SortSelect, ViewToggle } from './buy/results-toolbar';
import { withMode } from './buy/search-draft';
import { cn } from '@client/lib/cn';
import { t } from '@client/lib/i18n';
import { activeFilterChips, apiQuery, buySearchString, mapQuery, parseBuyState, type BuyFilters, type BuyState } from './buy/search-params';

// The desktop panel is its own chunk, fetched at once on a wide screen (before the page renders);
// a phone, which shows the compact bar instead, never loads it.
const loadSearchPanel = () => import('./buy/search-panel');
if (typeof window !== 'undefined' && window.matchMedia(WIDE_SCREEN).matches) void loadSearchPanel();
const SearchPanel = lazy(() => loadSearchPanel().then((m) => ({ default: m.SearchPanel })));

// d3-geo, topojson and the world atlas load only when the map is shown.
const PropertyMap = lazy(() => import('./buy/property-map'));

/**
 * The Buy page (docs/product.md#buy-page-and-map). Every filter, the sort, the page and the view live
 * in the URL query. A search or a new page of results brings the results heading into view with focus
 * on it; other changes keep focus on the control used.
 */
export default function BuyPage() {
  usePageTitle(t('Properties for Sale and Rent'));
  const search = useSearch();
  const [, navigate] = useLocation();
  const wide = useMediaQuery(WIDE_SCREEN);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
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

  // "Back to Properties" on a listing returns to this search.
  useEffect(() => rememberUrl(search ? `/buy?${search}` : '/buy'), [search]);

  /** A new history entry (Back restores the previous search), or a replacement of this one (the same search: no new entry). */
  const go = (next: BuyState, { replace = false } = {}) => {
    const to = buySearchString(next);
    navigate(`/buy${to}`, { replace: replace || to === `?${search}` });
  };
  /** The results heading in view, with focus on it (or left where it is). */
  const showResults = ({ focus = true } = {}) => {
    if (resultsHeading.current) showHeading(resultsHeading.current, { focus });
  };
  const searchFor = (filters: BuyFilters) => {
    go({ ...state, ...filters, page: 1 });
    showResults();
  };

  const total = data?.total ?? 0;
  // The server counts at most 10,000 matches; beyond that it says so and the page shows "10,000+".
  const totalText = `${formatNumber(total)}${data?.totalCapped ? '+' : ''}`;
  const pageSize = list.data?.pageSize ?? Number(query.pageSize);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // While the next results load, the last ones stay on screen, dimmed (the skeleton is for the first load only).
  const dimmed = cn('transition-opacity', isPlaceholderData && 'opacity-60');

  return (
    <>
      {/* On phones and tablets a slim title: the results start in the first screen. */}
      <section className="bg-gradient-to-br from-primary to-teal-900 text-primary-foreground">
        <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6 lg:pt-16 lg:pb-24">
          <h1 className="max-w-3xl text-xl font-bold tracking-tight lg:text-4xl">{t('Properties for Sale and Rent')}</h1>
          <p className="mt-3 hidden max-w-2xl text-lg text-teal-50 lg:block">
            {t('Find homes, offices and commercial space across Saudi Arabia, from Riyadh and Jeddah to the Eastern Province.')}
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        {wide ? (
          <div className="-mt-12">
            {/* The fallback holds the panel's height, so the results do not move when it arrives. */}
            <Suspense fallback={<div className="h-40 rounded-xl border bg-card shadow-md" />}>
              <SearchPanel filters={state} activeCount={chips.length} onSearch={searchFor} />
            </Suspense>
          </div>
        ) : (
          <PhoneSearchBar
            search={state}
            activeCount={chips.length}
            onModeChange={(mode) => {
              go({ ...withMode(state, mode), page: 1 });
              showResults({ focus: false });
            }}
            onSearch={searchFor}
          />
        )}

        <div className="mt-2 lg:mt-6">
          <FilterChips chips={chips} onRemove={(chip) => go(chip.without(state))} onAllRemoved={() => showResults()} />
        </div>

        <section aria-labelledby="results-heading" className="mt-4 lg:mt-8">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3 lg:mb-6 lg:gap-4">
            <div className="flex flex-wrap items-center gap-3 max-lg:w-full">
              <h2
                id="results-heading"
                ref={resultsHeading}
                tabIndex={-1}
                // Below the sticky header (and on phones the search bar) when scrolled to.
                className="scroll-mt-36 rounded-sm text-xl font-bold tracking-tight outline-offset-4 lg:scroll-mt-24 lg:text-2xl"
              >
                {t('Available Properties')}
              </h2>
              <SaveSearchButton state={state} className="max-lg:ms-auto lg:order-last" />
              {/* On phones the count has a line of its own, kept while it loads: nothing below moves when it comes. */}
              <div aria-live="polite" className="flex min-h-6 items-center max-lg:basis-full">
                {data ? (
                  <Badge variant="secondary" className="text-sm">
                    {foundLabel(total, data.totalCapped)}
                  </Badge>
                ) : null}
              </div>
            </div>
            <div className="flex items-center gap-3 max-lg:w-full">
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
              title={t('Failed to load properties')}
              message={t('Unable to fetch properties. Please try again.')}
              action={<TryAgainButton onClick={() => window.location.reload()} />}
            />
          ) : total === 0 ? (
            <EmptyState
              icon={<SearchX className="size-10 text-muted-foreground" aria-hidden />}
              title={t('No properties found')}
              message={t('Try adjusting your search filters or check back later for new listings.')}
              action={
                <Button asChild variant="outline">
                  <Link href="/buy" onClick={() => showResults()}>
                    {t('Reset Search')}
                  </Link>
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
              title={t('This page is past the last page of results')}
              message={t('This search has {n, plural, one {one page} other {# pages}} of results.', { n: pages })}
              action={
                <Button asChild variant="outline">
                  <Link href={`/buy${buySearchString({ ...state, page: pages })}`} onClick={() => showResults()}>
                    <ArrowLeft className="rtl:-scale-x-100" aria-hidden />{' '}
                    {pages === 1 ? t('Go to page 1') : t('Go to the last page ({pages})', { pages: formatNumber(pages) })}
                  </Link>
                </Button>
              }
            />
          ) : listData ? (
            <>
              <ul aria-busy={isPlaceholderData} className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', dimmed)}>
                {listData.items.map((property, index) => (
                  <li key={property.id}>
                    {/* The first photo is in the first screen (on a phone, its largest picture): it does not wait its turn. */}
                    <PropertyCard property={property} priority={index === 0} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={Math.min(state.page, pages)}
                pages={pages}
                onChange={(page) => {
                  go({ ...state, page });
                  showResults();
                }}
              />
            </>
          ) : null}
        </section>
      </div>
    </>
  );
}

function MapSkeleton() {
  return <Skeleton role="status" aria-label={t('Loading map')} className="aspect-[3/2] w-full" />;
}
