import { lazy, Suspense } from 'react';
import { ErrorCard } from '@client/components/page-states';
import { Skeleton } from '@client/components/ui/skeleton';
import { t } from '@client/lib/i18n';
import { useAnalytics } from '../api/calls';
import { StatCards } from './stat-cards';

// The Analytics tab (docs/product.md#admin-dashboard): headline totals as cards, then the charts. Recharts is a large
// library, so the charts are their own chunk, fetched only when this tab shows.
const AnalyticsCharts = lazy(() => import('./analytics-charts'));

function ChartsSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-2" aria-hidden>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-80 rounded-xl" />
      ))}
    </div>
  );
}

function AnalyticsSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label={t('Loading analytics')}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-36 rounded-xl" />
        ))}
      </div>
      <ChartsSkeleton />
    </div>
  );
}

export default function AnalyticsTab() {
  const { data, isLoading, error } = useAnalytics();

  if (isLoading) return <AnalyticsSkeleton />;
  if (error || !data) return <ErrorCard title={t('Error Loading Analytics')} message={t('Failed to load analytics')} />;

  return (
    <div className="grid gap-8">
      <StatCards totals={data.totals} />
      <Suspense fallback={<ChartsSkeleton />}>
        <AnalyticsCharts analytics={data} />
      </Suspense>
    </div>
  );
}
