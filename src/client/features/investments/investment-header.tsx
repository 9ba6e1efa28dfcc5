import { Link } from 'wouter';
import { ArrowLeft, Clock, Landmark, MapPin, Percent, Wallet } from 'lucide-react';
import { formatPrice } from '@shared/format';
import {
  INVESTMENT_TYPE_STYLES,
  InvestmentStatusBadge,
  formatRoi,
  investmentTypeTag,
  monthsText,
} from '@client/components/investment-card';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';
import { t } from '@client/lib/i18n';
import type { Investment } from '@client/features/investments/api/investments';

/** The detail page's banner, in the colours of the opportunity's type: back link, type and status, title, location, key figures. */
export function InvestmentHeader({ investment }: { investment: Investment }) {
  const style = INVESTMENT_TYPE_STYLES[investment.investmentType] ?? INVESTMENT_TYPE_STYLES.REIT;
  const headline = [
    { label: t('Expected ROI'), value: formatRoi(investment.expectedRoi), Icon: Percent },
    { label: t('Minimum Investment'), value: formatPrice(investment.minimumInvestment), Icon: Wallet },
    { label: t('Duration'), value: monthsText(investment.duration), Icon: Clock },
    { label: t('Total Funding'), value: formatPrice(investment.totalFunding), Icon: Landmark },
  ];

  return (
    <section className={cn('bg-gradient-to-br text-white', style.header)}>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
        <Link
          href="/invest"
          className="inline-flex items-center gap-1.5 text-sm font-medium hover:underline text-white/90 hover:text-white"
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden /> {t('Back to Investments')}
        </Link>
        <div className="mt-5 flex flex-wrap items-center gap-2">
          <Badge variant="outline" className="border-white/40 bg-white/15 font-semibold tracking-wide text-white rtl:tracking-normal">
            {investmentTypeTag(investment.investmentType)}
          </Badge>
          <InvestmentStatusBadge
            status={investment.status}
            className={investment.status === 'active' ? '' : 'border-white/40 bg-white text-slate-900'}
          />
        </div>
        <h1 className="mt-3 max-w-4xl text-3xl font-bold tracking-tight sm:text-4xl">
          <span dir="auto">{investment.title}</span>
        </h1>
        <p className="mt-2 flex items-center gap-1.5 text-white/90">
          <MapPin className="size-4" aria-hidden /> {t('{location}, Saudi Arabia', { location: t(investment.location) })}
        </p>
        <dl className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
          {headline.map(({ label, value, Icon }) => (
            <div key={label} className="rounded-xl bg-white/10 p-4 ring-1 ring-white/20">
              <dt className="flex items-center gap-1.5 text-sm text-white/85">
                <Icon className="size-4" aria-hidden /> {label}
              </dt>
              <dd className="mt-1 text-base font-bold tabular-nums sm:text-2xl">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
