import { Link } from 'wouter';
import { Briefcase, Compass } from 'lucide-react';
import { PortfolioFigures } from '@client/components/investment-card';
import { EmptyState, ErrorCard, PageLoading, TryAgainButton } from '@client/components/page-states';
import { SignInPrompt } from '@client/components/sign-in-prompt';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAuth } from '@client/lib/auth';
import { t } from '@client/lib/i18n';
import { usePageTitle } from '@client/lib/use-page-title';
import { usePortfolio } from '@client/features/investments/api/investments';
import { AllocationSection } from './allocation-section';
import { HoldingsSection } from './holdings-section';
import { LedgerSection } from './ledger-section';
import { SIMULATED_STATEMENT } from './portfolio-words';

// /portfolio (docs/product.md#the-portfolio-page): the signed-in user's totals, holdings by
// opportunity, allocation by type and by city, and the ledger of every movement of their money.

function PortfolioSkeleton() {
  return (
    <div role="status" aria-label={t('Loading your portfolio')} className="space-y-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

function Portfolio() {
  const portfolio = usePortfolio(true);
  const holdings = portfolio.data?.holdings ?? [];
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('Portfolio')}</h1>
          <p className="mt-1 text-muted-foreground">{t('What you hold, what it has earned, and every movement of your money.')}</p>
        </div>
        {holdings.length > 0 ? (
          <Button asChild variant="outline">
            <Link href="/invest">
              <Compass aria-hidden /> {t('Explore Investments')}
            </Link>
          </Button>
        ) : null}
      </header>
      {portfolio.isPending ? (
        <PortfolioSkeleton />
      ) : portfolio.isError ? (
        <ErrorCard
          message={t('Unable to load your portfolio. Please try again.')}
          action={<TryAgainButton onClick={() => void portfolio.refetch()} />}
        />
      ) : holdings.length === 0 ? (
        <EmptyState
          icon={<Briefcase className="size-10 text-muted-foreground" aria-hidden />}
          title={t('No investments yet')}
          message={t(
            'Invest in REITs, funds and development projects from their minimum amount: your holdings, distributions and receipts will be here.',
          )}
          action={
            <Button asChild>
              <Link href="/invest">{t('Explore Investments')}</Link>
            </Button>
          }
        />
      ) : (
        <>
          <section aria-labelledby="totals-heading">
            <h2 id="totals-heading" className="sr-only">
              {t('Totals')}
            </h2>
            <PortfolioFigures totals={portfolio.data.totals} />
          </section>
          <HoldingsSection holdings={holdings} />
          <AllocationSection allocation={portfolio.data.allocation} />
          <LedgerSection />
          <p className="text-sm text-muted-foreground">{t(SIMULATED_STATEMENT)}</p>
        </>
      )}
    </div>
  );
}

export default function PortfolioPage() {
  usePageTitle(t('Portfolio'));
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  if (!user)
    return (
      <SignInPrompt
        title={t('Sign In Required')}
        message={t('Please sign in to see your portfolio, its distributions and your receipts.')}
      />
    );
  return <Portfolio />;
}
