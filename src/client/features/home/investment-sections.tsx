import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowRight, Briefcase, Calendar } from 'lucide-react';
import { LIST_CAPS } from '@shared/constants';
import { formatDateTime, formatHijriDate } from '@shared/format';
import { formatSar } from '@shared/money';
import { HoldingStatusBadge, InvestmentCard, InvestmentCardGridSkeleton } from '@client/components/investment-card';
import { EmptyState } from '@client/components/page-states';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { locale, t } from '@client/lib/i18n';
import { useInvestments, useUserInvestments } from '@client/features/investments/api/investments';

// Investment pieces of the home and the landing page (docs/product.md#home, docs/product.md#landing-page). Each section
// fetches its own data through lib/queries/investments, so a page only places them.

function SectionHeading({ id, title, action }: { id: string; title: string; action?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {action}
    </div>
  );
}

function LoadFailed({ what }: { what: string }) {
  return (
    <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-muted-foreground">
      {t('Unable to load {what}. Please try again.', { what })}
    </p>
  );
}

/** When a holding was bought: on an Arabic page with its Hijri date beside. */
const holdingDate = (date: string) => (locale === 'ar' ? `${formatDateTime(date)} · ${formatHijriDate(date)}` : formatDateTime(date));

/**
 * Home (docs/product.md#home): the first 3 of the signed-in user's investments (status, date, 'Investment #{id}', amount).
 * `onlyWhenAny`: shown only once there are some (a buyer's or developer's home), no skeleton nor empty state.
 */
export function YourInvestments({ className, onlyWhenAny = false }: { className?: string; onlyWhenAny?: boolean }) {
  const { data, isPending, isError } = useUserInvestments(true);
  const latest = data?.slice(0, LIST_CAPS.homeDashboard) ?? [];
  if (onlyWhenAny && (isPending || isError || latest.length === 0)) return null;

  return (
    <section className={cn('mt-12', className)} aria-labelledby="your-investments">
      <SectionHeading
        id="your-investments"
        title={t('Your Investments')}
        action={
          data && data.length > 0 ? (
            <Button asChild variant="outline">
              <Link href="/portfolio">
                {t('View Portfolio')} <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
              </Link>
            </Button>
          ) : null
        }
      />
      {isPending ? (
        <div role="status" aria-label={t('Loading your investments')} className="grid gap-4 md:grid-cols-3">
          {Array.from({ length: LIST_CAPS.homeDashboard }, (_, i) => (
            <Skeleton key={i} className="h-36" />
          ))}
        </div>
      ) : isError ? (
        <LoadFailed what={t('your investments')} />
      ) : latest.length === 0 ? (
        <EmptyState
          icon={<Briefcase className="size-10 text-muted-foreground" aria-hidden />}
          title={t('No investments yet')}
          message={t('Start building your portfolio with REITs, funds and development projects.')}
          action={
            <Button asChild>
              <Link href="/invest">{t('Explore Investments')}</Link>
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {latest.map((holding) => (
            <li key={holding.id}>
              <Card className="h-full gap-3 py-5">
                <CardContent className="flex h-full flex-col gap-3">
                  <div className="flex items-center justify-between gap-2">
                    <HoldingStatusBadge status={holding.status} />
                    <span className="flex items-center gap-1 text-xs text-muted-foreground">
                      <Calendar className="size-3.5" aria-hidden /> {holdingDate(holding.investmentDate)}
                    </span>
                  </div>
                  <div className="min-w-0">
                    <h3 className="font-semibold">{t('Investment #{id}', { id: holding.id })}</h3>
                    <Link
                      href={`/investments/${holding.investmentId}`}
                      dir="auto"
                      className="line-clamp-2 text-sm text-primary hover:underline"
                    >
                      {holding.investment.title}
                    </Link>
                  </div>
                  <p className="mt-auto text-xl font-bold tabular-nums">
                    {formatSar(holding.amount)} {t('SAR')}
                  </p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Home (docs/product.md#home): the first 3 investment cards and a View All button to /invest. */
export function LatestInvestmentOpportunities({ className }: { className?: string }) {
  const { data, isPending, isError } = useInvestments();
  const latest = data?.slice(0, LIST_CAPS.homeDashboard) ?? [];

  return (
    <section className={cn('mt-12', className)} aria-labelledby="latest-investments">
      <SectionHeading
        id="latest-investments"
        title={t('Latest Investment Opportunities')}
        action={
          <Button asChild variant="outline">
            <Link href="/invest">
              {t('View All')} <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
            </Link>
          </Button>
        }
      />
      {isPending ? (
        <InvestmentCardGridSkeleton count={LIST_CAPS.homeDashboard} />
      ) : isError ? (
        <LoadFailed what={t('investment opportunities')} />
      ) : latest.length === 0 ? (
        <EmptyState title={t('No investments found')} message={t('New investment opportunities will appear here.')} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {latest.map((investment) => (
            <li key={investment.id}>
              <InvestmentCard investment={investment} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Landing page (docs/product.md#landing-page): the first 6 investment cards with a View All
 * Investments link to /invest. A full-width section.
 */
export function LandingInvestmentsSection({ className }: { className?: string }) {
  const { data, isPending, isError } = useInvestments();
  const first = data?.slice(0, LIST_CAPS.landingInvestments) ?? [];

  return (
    <section className={cn('bg-muted/60', className)} aria-labelledby="landing-investments">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="landing-investments" className="text-3xl font-bold tracking-tight">
              {t('Investment Opportunities')}
            </h2>
            <p className="mt-2 max-w-2xl text-muted-foreground">
              {t('Put your money into Saudi real estate through REITs, funds and development projects.')}
            </p>
          </div>
          <Button asChild variant="outline">
            <Link href="/invest">
              {t('View All Investments')} <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
            </Link>
          </Button>
        </div>
        {isPending ? (
          <InvestmentCardGridSkeleton count={LIST_CAPS.landingInvestments} />
        ) : isError ? (
          <LoadFailed what={t('investment opportunities')} />
        ) : first.length === 0 ? (
          <EmptyState title={t('No investments found')} message={t('New investment opportunities will appear here.')} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {first.map((investment) => (
              <li key={investment.id}>
                <InvestmentCard investment={investment} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The portfolio summary of the home page (docs/product.md#home), shared with /invest. */
export { PortfolioSummary } from '@client/components/investment-card';
