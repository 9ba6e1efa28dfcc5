import { lazy, Suspense, type ReactNode } from 'react';
import { BarChart3 } from 'lucide-react';
import { formatRiyadhDateTime } from '@shared/format';
import { EmptyState, ErrorCard, TryAgainButton } from '@client/components/page-states';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { msg, t } from '@client/lib/i18n';
import { usePageTitle } from '@client/lib/use-page-title';
import { useMarket, type Market } from './api/market';
import { MarketControls } from './market-controls';
import { AreasTable, TrendTable, TypesTable, unitOf } from './market-tables';
import { FEW_NOTE, medianLabel, perSqm, type AreaKind } from './market-words';
import { marketQueryOf, useMarketFilters, type MarketMode } from './use-market-filters';

// /market (docs/product.md#market): median price (or a year's rent) per m² and listing counts by city
// or neighbourhood, by month and by type, with the sold prices of the last 12 months. Recharts is
// large, so the charts are a chunk of their own; the tables under them carry every number and show
// at once.
const AreasChart = lazy(() => import('./market-charts').then((m) => ({ default: m.AreasChart })));
const TrendChart = lazy(() => import('./market-charts').then((m) => ({ default: m.TrendChart })));
const TypesChart = lazy(() => import('./market-charts').then((m) => ({ default: m.TypesChart })));

function Section({
  id,
  title,
  description,
  chart,
  table,
}: {
  id: string;
  title: string;
  description: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  return (
    <Card className="min-w-0 gap-4 p-4 sm:p-6" data-testid={`market-${id}`}>
      <section aria-labelledby={`market-${id}-title`} className="grid min-w-0 gap-4">
        <header>
          <h2 id={`market-${id}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </header>
        <Suspense fallback={<Skeleton className="h-64 rounded-lg" aria-hidden />}>{chart}</Suspense>
        {table}
      </section>
    </Card>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Card className="gap-1 px-5 py-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-bold tabular-nums">{value}</p>
      <p className="text-sm text-muted-foreground">{detail}</p>
    </Card>
  );
}

function MarketFigures({ market, mode }: { market: Market; mode: MarketMode }) {
  const { overall } = market;
  if (overall.listings === 0 && overall.soldListings === 0) {
    return (
      <EmptyState
        icon={<BarChart3 className="size-10 text-muted-foreground" aria-hidden />}
        title={t('No figures for this choice')}
        message={
          mode === 'sale'
            ? t('No listings for sale with an area are on the market here yet. Try another city or property type.')
            : t('No listings for rent with an area are on the market here yet. Try another city or property type.')
        }
      />
    );
  }
  const kind: AreaKind = market.city ? 'neighbourhood' : 'city';
  const median = medianLabel(mode);
  const where = market.city ? t('in {city}', { city: t(market.city) }) : t('in Saudi Arabia');
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <Figure
          label={`${median} ${where}`}
          value={perSqm(overall.medianPerSqm)}
          detail={t('{count, plural, one {# listing on the market} other {# listings on the market}}', { count: overall.listings })}
        />
        {mode === 'sale' ? (
          <Figure
            label={t('Sold (last 12 months): median price per m²')}
            value={perSqm(overall.soldMedianPerSqm)}
            detail={t('{count, plural, one {# sale} other {# sales}}', { count: overall.soldListings })}
          />
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">
        {t('Figures in {unit}.', { unit: unitOf(mode) })} {t(FEW_NOTE)}
      </p>
      <Section
        id="areas"
        title={kind === 'city' ? t('{median} by city', { median }) : t('{median} by neighbourhood', { median })}
        description={
          market.city
            ? t('The neighbourhoods of {city}, most listings first.', { city: t(market.city) })
            : t('Every city, most listings first. Choose a city to see its neighbourhoods.')
        }
        chart={<AreasChart areas={market.areas} kind={kind} mode={mode} />}
        table={<AreasTable areas={market.areas} kind={kind} mode={mode} />}
      />
      <Section
        id="trend"
        title={t('The last 12 months')}
        description={
          mode === 'sale'
            ? t('Listings by the month they were listed; sales by the month they were sold.')
            : t('Listings by the month they were listed.')
        }
        chart={<TrendChart trend={market.trend} mode={mode} />}
        table={<TrendTable trend={market.trend} mode={mode} />}
      />
      <Section
        id="types"
        title={t('{median} by property type', { median })}
        description={t('Every property type {where}.', { where })}
        chart={<TypesChart byType={market.byType} />}
        table={<TypesTable byType={market.byType} mode={mode} />}
      />
    </div>
  );
}

function MarketSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label={t('Loading market figures')}>
      <Skeleton className="h-28 rounded-xl" />
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-80 rounded-xl" />
      ))}
    </div>
  );
}

export default function MarketPage() {
  usePageTitle(msg('Market Analytics'));
  const { change, ...filters } = useMarketFilters();
  const { data, isPending, isError, refetch, isFetching, isPlaceholderData } = useMarket(marketQueryOf(filters));
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('Market Analytics')}</h1>
        <p className="text-muted-foreground">
          {t('Median prices and rents per m² of the listings on Manzil, and what sold in the last 12 months.')}
        </p>
        {data?.computedAt ? (
          <p className="text-sm text-muted-foreground">
            {t('Data as of {date}', { date: formatRiyadhDateTime(new Date(data.computedAt)) })}
          </p>
        ) : null}
      </header>
      <MarketControls filters={filters} cities={data?.cities ?? []} onChange={change} />
      {isPending ? (
        <MarketSkeleton />
      ) : isError ? (
        <ErrorCard action={<TryAgainButton onClick={() => void refetch()} disabled={isFetching} />} />
      ) : data ? (
        <div aria-busy={isPlaceholderData} className={cn('transition-opacity', isPlaceholderData && 'opacity-60')}>
          <MarketFigures market={data} mode={data.mode} />
        </div>
      ) : null}
    </div>
  );
}
