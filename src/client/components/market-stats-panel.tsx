import { Activity, Building2, MapPin, TrendingUp, Users } from 'lucide-react';
import { LIST_CAPS } from '@shared/constants';
import { formatNumber } from '@shared/format';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { msg, t } from '@client/lib/i18n';
import { useMarketStats, type MarketStats } from '@client/features/properties/api/listing';

// The market statistics (docs/product.md#landing-page): four figures, the top 3 cities with their share, the rest as badges.

/** Share of all properties, rounded to a whole percent. */
export function cityShare(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}

/** "1 property", "1,250 properties". */
const propertiesCount = (count: number) => t('{count, plural, one {# property} other {# properties}}', { count });

export function MarketStatsView({ stats }: { stats: MarketStats }) {
  const figures = [
    { label: t('Active Listings'), value: stats.totalProperties, Icon: Building2 },
    { label: t('Active Investments'), value: stats.totalInvestments, Icon: TrendingUp },
    { label: t('Registered Users'), value: stats.totalUsers, Icon: Users },
    { label: t('Monthly Transactions'), value: stats.monthlyTransactions, Icon: Activity },
  ];
  const byCity = [...stats.propertiesByCity].sort((a, b) => b.count - a.count);
  // Share of all properties; the per-city sum stands in if the total is missing.
  const cityTotal = stats.totalProperties || byCity.reduce((sum, c) => sum + c.count, 0);
  const top = byCity.slice(0, LIST_CAPS.topCities);
  const others = byCity.slice(LIST_CAPS.topCities);

  return (
    <div className="grid gap-6">
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {figures.map(({ label, value, Icon }) => (
          <li key={label}>
            {/* On a phone (two cards a row) the icon sits above the words, so "Monthly Transactions" has the card's width. */}
            <Card className="h-full gap-2 py-4 sm:py-5">
              <CardContent className="flex flex-1 flex-col items-start gap-2 px-4 sm:flex-none sm:flex-row sm:items-center sm:gap-3 sm:px-6">
                <span className="rounded-lg bg-primary/10 p-2.5 text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                {/* On a phone the figures of a row line up, whether their label takes one line or two. */}
                <p className="grid min-w-0 flex-1 grid-rows-[1fr_auto] break-words sm:flex-none sm:grid-rows-none">
                  <span className="text-sm text-muted-foreground">{label}</span>
                  <span className="text-2xl font-bold tabular-nums">{formatNumber(value)}</span>
                </p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="gap-4">
          <CardHeader>
            <CardTitle>
              <h3>{t('Market Activity by City')}</h3>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {top.length === 0 ? (
              <p className="text-muted-foreground">{t('No listings yet.')}</p>
            ) : (
              <ul className="grid gap-4">
                {top.map(({ city, count }) => {
                  const share = cityShare(count, cityTotal);
                  return (
                    <li key={city} className="grid gap-1.5">
                      <div className="flex items-center justify-between gap-3">
                        <span className="flex items-center gap-1.5 font-medium">
                          <MapPin className="size-4 text-primary" aria-hidden /> {t(city)}
                        </span>
                        <span className="text-sm text-muted-foreground tabular-nums">
                          <span className="font-semibold text-foreground">{share}%</span> · {propertiesCount(count)}
                        </span>
                      </div>
                      <div className="h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden>
                        <div className="h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card className="gap-4">
          <CardHeader>
            <CardTitle>
              <h3>{t('Other Cities')}</h3>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {others.length === 0 ? (
              <p className="text-muted-foreground">{t('No other cities yet.')}</p>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {others.map(({ city, count }) => (
                  <li key={city} className="flex items-center gap-1.5 rounded-md border border-border px-2.5 py-1 text-sm">
                    {t(city)}
                    <Badge variant="secondary" className="tabular-nums" aria-label={propertiesCount(count)}>
                      {formatNumber(count)}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/** The panel with its own data (GET /api/stats); renders nothing if the figures cannot be loaded. */
export function MarketStatsPanel({ className, title = msg('Market Statistics') }: { className?: string; title?: string }) {
  const { data, isPending, isError } = useMarketStats();
  if (isError) return null;
  return (
    <section className={cn('mx-auto max-w-7xl px-4 py-16 sm:px-6', className)} aria-labelledby="market-stats">
      <h2 id="market-stats" className="mb-6 text-3xl font-bold tracking-tight">
        {t(title)}
      </h2>
      {isPending ? (
        <div role="status" aria-label={t('Loading market statistics')} className="grid gap-4">
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
          <Skeleton className="h-48" />
        </div>
      ) : (
        <MarketStatsView stats={data} />
      )}
    </section>
  );
}
