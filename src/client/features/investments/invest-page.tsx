import { useDeferredValue, useMemo } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Briefcase, Clock, FilterX, Percent, RotateCcw, SearchX, Wallet } from 'lucide-react';
import { FORM_CITIES, INVESTMENT_TYPES, LIST_CAPS, STATIC_INVESTMENT_SUMMARY, type InvestmentType } from '@shared/constants';
import { InvestmentCard, InvestmentCardGridSkeleton, investmentTypeTag, PortfolioSummary } from '@client/components/investment-card';
import { EmptyState, ErrorCard } from '@client/components/page-states';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { DeferredSelect } from '@client/components/deferred-select';
import { useAuth } from '@client/lib/auth';
import { msg, t } from '@client/lib/i18n';
import { useInvestments } from '@client/features/investments/api/investments';
import { usePageTitle } from '@client/lib/use-page-title';
import type { ApiSchema } from '@client/lib/api-client';

type Investment = ApiSchema['Investment'];

// /invest: the investment opportunities (docs/product.md#investments). Filters and sort live in the URL
// (?type=REIT&location=Riyadh&sort=roi), so a reload, the back button or a shared link shows the same list.

const ALL = 'all';

/** The orders (labels said with t()). */
const SORTS = [
  { value: 'newest', label: msg('Newest First') },
  { value: 'roi', label: msg('Highest ROI') },
  { value: 'minimum', label: msg('Lowest Minimum') },
  { value: 'duration', label: msg('Shortest Duration') },
] as const;
type SortKey = (typeof SORTS)[number]['value'];

interface Filters {
  type: InvestmentType | typeof ALL;
  location: string;
  sort: SortKey;
}

const DEFAULT_FILTERS: Filters = { type: ALL, location: ALL, sort: 'newest' };

function parseFilters(search: string): Filters {
  const params = new URLSearchParams(search);
  const type = params.get('type')?.toLowerCase();
  const location = params.get('location')?.trim();
  return {
    type: INVESTMENT_TYPES.find((t) => t.toLowerCase() === type) ?? ALL,
    location: location && location !== ALL ? location : ALL,
    sort: SORTS.find((s) => s.value === params.get('sort'))?.value ?? 'newest',
  };
}

function toSearch(filters: Filters): string {
  const params = new URLSearchParams();
  if (filters.type !== ALL) params.set('type', filters.type);
  if (filters.location !== ALL) params.set('location', filters.location);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  const s = params.toString();
  return s ? `?${s}` : '';
}

const matchesLocation = (investment: Investment, city: string) => investment.location.toLowerCase().includes(city.toLowerCase());

const time = (value: string | Date) => new Date(value).getTime();

// The orders: roi = expectedRoi descending; minimum = minimumInvestment ascending; duration ascending; newest = createdAt descending.
const COMPARATORS: Record<SortKey, (a: Investment, b: Investment) => number> = {
  roi: (a, b) => Number(b.expectedRoi) - Number(a.expectedRoi),
  minimum: (a, b) => Number(a.minimumInvestment) - Number(b.minimumInvestment),
  duration: (a, b) => a.duration - b.duration,
  newest: (a, b) => time(b.createdAt) - time(a.createdAt),
};

function applyFilters(investments: Investment[], filters: Filters): Investment[] {
  const compare = COMPARATORS[filters.sort];
  return investments
    .filter((i) => filters.type === ALL || i.investmentType === filters.type)
    .filter((i) => filters.location === ALL || matchesLocation(i, filters.location))
    .sort((a, b) => compare(a, b) || time(b.createdAt) - time(a.createdAt) || b.id - a.id);
}

/** The form cities, then any other place an opportunity is in (so every opportunity can be found), then the URL's. */
function locationOptions(investments: Investment[] | undefined, current: string): string[] {
  const options: string[] = [...FORM_CITIES];
  const known = (place: string) => options.some((city) => place.toLowerCase().includes(city.toLowerCase()));
  const extra = new Set<string>();
  for (const i of investments ?? []) if (!known(i.location)) extra.add(i.location);
  options.push(...[...extra].sort((a, b) => a.localeCompare(b)));
  if (current !== ALL && !options.some((o) => o.toLowerCase() === current.toLowerCase())) options.push(current);
  return options;
}

export default function InvestPage() {
  usePageTitle(t('Investment Opportunities'));
  const search = useSearch();
  const [, navigate] = useLocation();
  const { user } = useAuth();
  const filters = useMemo(() => parseFilters(search), [search]);
  const investments = useInvestments();
  // The cards are rendered in a render React can interrupt (a phone's main thread is not blocked by
  // the whole grid at once); until that render lands, the skeleton stays.
  const data = useDeferredValue(investments.data);
  const loading = investments.isPending || (investments.isSuccess && !data);

  const results = useMemo(() => (data ? applyFilters(data, filters) : []), [data, filters]);
  const locations = useMemo(() => locationOptions(data, filters.location), [data, filters.location]);
  // The Select needs the exact option text, whatever case the URL used.
  const locationValue = locations.find((l) => l.toLowerCase() === filters.location.toLowerCase()) ?? ALL;

  const setFilters = (patch: Partial<Filters>) => navigate(`/invest${toSearch({ ...filters, ...patch })}`, { replace: true });
  const clearFilters = () => navigate('/invest', { replace: true });
  const filtered = filters.type !== ALL || filters.location !== ALL;

  return (
    <>
      <section className="bg-gradient-to-br from-primary to-teal-900 text-primary-foreground">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-20 sm:px-6 sm:pt-16 sm:pb-24">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl">{t('Investment Opportunities')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-teal-50">
            {t('Grow your wealth with Saudi real estate: REITs, investment funds and development projects across the Kingdom.')}
          </p>
          {user ? (
            <Button asChild variant="secondary" className="mt-6">
              <Link href="/portfolio">
                <Briefcase className="size-4" aria-hidden /> {t('View your portfolio')}
              </Link>
            </Button>
          ) : null}
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Card className="-mt-12 gap-0 py-5 shadow-md" role="search" aria-label={t('Filter investments')}>
          <CardContent className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]">
            <div className="grid gap-2">
              <Label htmlFor="investment-type">{t('Investment Type')}</Label>
              <DeferredSelect
                id="investment-type"
                value={filters.type}
                onValueChange={(type) => setFilters({ type: type as Filters['type'] })}
                options={[
                  { value: ALL, label: t('All Types') },
                  ...INVESTMENT_TYPES.map((type) => ({ value: type, label: investmentTypeTag(type) })),
                ]}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="investment-location">{t('Location')}</Label>
              <DeferredSelect
                id="investment-location"
                value={locationValue}
                onValueChange={(location) => setFilters({ location })}
                options={[{ value: ALL, label: t('All Locations') }, ...locations.map((city) => ({ value: city, label: t(city) }))]}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="investment-sort">{t('Sort By')}</Label>
              <DeferredSelect
                id="investment-sort"
                value={filters.sort}
                onValueChange={(sort) => setFilters({ sort: sort as SortKey })}
                options={SORTS.map((s) => ({ value: s.value, label: t(s.label) }))}
              />
            </div>
            <Button type="button" variant="outline" onClick={clearFilters}>
              <FilterX className="size-4" aria-hidden /> {t('Clear Filters')}
            </Button>
          </CardContent>
        </Card>

        {/* The original product's three fixed figures, said to be averages: each opportunity has its own (real minimums start lower). */}
        <p className="mt-6 mb-2 text-sm text-muted-foreground sm:mt-8">
          <span className="font-semibold text-foreground">{t('Platform averages.')}</span>{' '}
          {t('Each opportunity sets its own minimum, return and duration.')}
        </p>
        <ul className="grid grid-cols-3 gap-2 sm:gap-4" aria-label={t('Platform averages')}>
          {[
            { value: STATIC_INVESTMENT_SUMMARY.averageRoi, label: t('Average ROI'), Icon: Percent },
            { value: STATIC_INVESTMENT_SUMMARY.minInvestment, label: t('Min Investment (SAR)'), Icon: Wallet },
            { value: STATIC_INVESTMENT_SUMMARY.avgDurationMonths, label: t('Avg Duration (months)'), Icon: Clock },
          ].map(({ value, label, Icon }) => (
            <li key={label}>
              <Card className="h-full py-3 sm:py-5">
                <CardContent className="flex items-center gap-4 px-3 sm:px-6">
                  <span className="hidden rounded-lg bg-primary/10 p-3 text-primary sm:block">
                    <Icon className="size-6" aria-hidden />
                  </span>
                  <span>
                    <span className="block text-xl font-bold tabular-nums sm:text-2xl">{value}</span>
                    <span className="block text-xs text-muted-foreground sm:text-sm">{label}</span>
                  </span>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>

        <section className="mt-12" aria-labelledby="available-investments">
          <div className="mb-6 flex flex-wrap items-center gap-3">
            <h2 id="available-investments" className="text-2xl font-bold tracking-tight">
              {t('Available Investments')}
            </h2>
            {/* Counted once the cards' render has landed: never a passing "0 opportunities found". */}
            {data ? (
              <Badge variant="secondary" className="text-sm" aria-live="polite">
                {t('{count, plural, one {# opportunity found} other {# opportunities found}}', { count: results.length })}
              </Badge>
            ) : null}
          </div>

          {loading ? (
            <InvestmentCardGridSkeleton count={LIST_CAPS.skeletonCards} />
          ) : investments.isError ? (
            <ErrorCard
              title={t('Failed to load investments')}
              message={t('Unable to fetch investment opportunities. Please try again.')}
              action={
                <Button type="button" onClick={() => window.location.reload()}>
                  <RotateCcw className="size-4" aria-hidden /> {t('Try Again')}
                </Button>
              }
            />
          ) : results.length === 0 ? (
            <EmptyState
              icon={<SearchX className="size-10 text-muted-foreground" aria-hidden />}
              title={t('No investments found')}
              message={t('Try adjusting your filters to find more investment opportunities.')}
              action={
                filtered || filters.sort !== DEFAULT_FILTERS.sort ? (
                  <Button asChild variant="outline">
                    <Link href="/invest" replace>
                      {t('Clear Filters')}
                    </Link>
                  </Button>
                ) : null
              }
            />
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {results.map((investment) => (
                <li key={investment.id}>
                  <InvestmentCard investment={investment} />
                </li>
              ))}
            </ul>
          )}
        </section>

        {user ? <PortfolioSummary className="mt-16" /> : null}
      </div>
    </>
  );
}
