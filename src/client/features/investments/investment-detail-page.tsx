import { Link, useParams } from 'wouter';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useInvestment, type Investment } from '@client/features/investments/api/investments';
import { t } from '@client/lib/i18n';
import { usePageTitle } from '@client/lib/use-page-title';
import { InvestCard } from './invest-card';
import { InvestmentHeader } from './investment-header';
import { AboutOpportunityCard, FundingProgressCard, InvestmentDetailsCard } from './investment-overview';
import { InvestmentStatsCard } from './investment-stats-card';

// /investments/{id}: one opportunity, and investing in it (docs/product.md#investments). Money is
// compared as integer halalas (BigInt), never as floats; the server checks the same rules again.

export default function InvestmentDetailPage() {
  const { id } = useParams<{ id: string }>();
  const { data: investment, isPending, isError } = useInvestment(id);
  const validId = /^[1-9]\d{0,9}$/.test(id ?? '');
  usePageTitle(investment?.title ?? (validId && isPending ? t('Investment Details') : t('Investment Not Found')));

  if (!validId || isError) return <NotFound />;
  if (isPending) return <DetailSkeleton />;
  return <InvestmentDetail investment={investment} />;
}

function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <SearchX className="size-12 text-muted-foreground" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{t('Investment Not Found')}</h1>
      <p className="mt-2 text-muted-foreground">{t('Failed to load investment details')}</p>
      <Button asChild className="mt-6">
        <Link href="/invest">
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden /> {t('Back to Investments')}
        </Link>
      </Button>
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label={t('Loading investment')}>
      <div className="bg-slate-100">
        <div className="mx-auto max-w-7xl space-y-4 px-4 py-10 sm:px-6">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-6 w-24" />
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-4 w-32" />
          <div className="grid grid-cols-2 gap-4 pt-4 md:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-20" />
            ))}
          </div>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Skeleton className="h-40" />
          <Skeleton className="h-56" />
        </div>
        <div className="space-y-6">
          <Skeleton className="h-56" />
          <Skeleton className="h-48" />
        </div>
      </div>
    </div>
  );
}

function InvestmentDetail({ investment }: { investment: Investment }) {
  return (
    <>
      <InvestmentHeader investment={investment} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-3 lg:items-start">
        <div className="space-y-6 lg:col-span-2">
          <FundingProgressCard investment={investment} />
          <AboutOpportunityCard investment={investment} />
          <InvestmentDetailsCard investment={investment} />
        </div>

        {/* On small screens the Invest Now card comes straight after the header, not after the whole description. */}
        <aside className="space-y-6 max-lg:order-first lg:sticky lg:top-20" aria-label={t('Invest')}>
          <InvestCard investment={investment} />
          <InvestmentStatsCard investment={investment} />
        </aside>
      </div>
    </>
  );
}
