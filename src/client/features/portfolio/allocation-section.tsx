import { lazy, Suspense } from 'react';
import { formatPrice } from '@shared/format';
import { formatRoi, investmentTypeName } from '@client/components/investment-card';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { locale, t } from '@client/lib/i18n';
import type { AllocationEntry, Portfolio } from './api/portfolio';
import type { AllocationSlice } from './allocation-chart';

// Where the money still invested is, by type and by city (docs/product.md#the-portfolio-page): a ring
// each, and beside it the list of amounts and shares, which reads without the chart.
const AllocationChart = lazy(() => import('./allocation-chart'));

/** The investment types' colours (as their badges and cards), each at least 3:1 on white. */
const TYPE_COLOURS: Record<string, string> = { REIT: '#2563eb', fund: '#7c3aed', development: '#d97706' };
/** Cities in turn, each at least 3:1 on white. */
const CITY_COLOURS = ['#0f766e', '#b45309', '#1d4ed8', '#be185d', '#4d7c0f', '#6d28d9', '#475569'];

function AllocationCard({
  id,
  title,
  entries,
  name,
  colour,
}: {
  id: string;
  title: string;
  entries: AllocationEntry[];
  name: (key: string) => string;
  colour: (key: string, index: number) => string;
}) {
  const slices: Array<AllocationSlice & { entry: AllocationEntry }> = entries.map((entry, i) => ({
    entry,
    name: name(entry.key),
    size: Number(entry.amount),
    fill: colour(entry.key, i),
  }));
  const shares = new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(
    slices.map((s) => `${s.name} ${formatRoi(s.entry.share)}`),
  );
  const summary = t('{title}: {shares}.', { title, shares });
  return (
    <Card className="min-w-0 gap-4 p-4 sm:p-6">
      <section aria-labelledby={id} className="grid gap-4">
        <h3 id={id} className="text-lg font-semibold">
          {title}
        </h3>
        {slices.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('Nothing is invested at the moment.')}</p>
        ) : (
          <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
            <Suspense fallback={<Skeleton className="mx-auto size-40 shrink-0 rounded-full" />}>
              <AllocationChart slices={slices} summary={summary} />
            </Suspense>
            <ul className="grid min-w-0 flex-1 gap-2 text-sm">
              {slices.map((s) => (
                <li key={s.entry.key} className="flex items-center justify-between gap-3">
                  <span className="flex min-w-0 items-center gap-2">
                    <span className="size-3 shrink-0 rounded-sm" style={{ backgroundColor: s.fill }} aria-hidden />
                    <span dir="auto" className="break-words">
                      {s.name}
                    </span>
                  </span>
                  <span className="shrink-0 text-end tabular-nums">
                    <span className="font-semibold">{formatPrice(s.entry.amount)}</span>
                    <span className="block text-xs text-muted-foreground">{formatRoi(s.entry.share)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
    </Card>
  );
}

export function AllocationSection({ allocation }: { allocation: Portfolio['allocation'] }) {
  return (
    <section aria-labelledby="allocation-heading" className="space-y-4">
      <div>
        <h2 id="allocation-heading" className="text-2xl font-bold tracking-tight">
          {t('Allocation')}
        </h2>
        <p className="mt-1 text-muted-foreground">{t('Where the money you still have invested is.')}</p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <AllocationCard
          id="allocation-by-type"
          title={t('By type')}
          entries={allocation.byType}
          name={investmentTypeName}
          colour={(key) => TYPE_COLOURS[key] ?? CITY_COLOURS[CITY_COLOURS.length - 1]}
        />
        <AllocationCard
          id="allocation-by-city"
          title={t('By city')}
          entries={allocation.byCity}
          name={(key) => t(key)}
          colour={(_, i) => CITY_COLOURS[i % CITY_COLOURS.length]}
        />
      </div>
    </section>
  );
}
