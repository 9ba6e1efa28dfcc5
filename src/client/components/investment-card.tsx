import { useId } from 'react';
import { Link } from 'wouter';
import { ArrowRight, Briefcase, Calendar, Coins, MapPin, TrendingUp, Wallet } from 'lucide-react';
import type { InvestmentStatus, InvestmentType } from '@shared/constants';
import { formatCompactNumber, formatNumber, formatPrice, fundingPercent } from '@shared/format';
import { formatSar, toHalalas } from '@shared/money';
import { ErrorCard } from '@client/components/page-states';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@client/components/ui/card';
import { Progress } from '@client/components/ui/progress';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { locale, t } from '@client/lib/i18n';
import type { ApiSchema } from '@client/lib/api-client';
import { usePortfolio } from '@client/features/investments/api/investments';
import { RaiseDeadline } from '@client/components/funding-deadline';
import { statusWord } from '@client/components/status-words';

type Investment = ApiSchema['Investment'];
type PortfolioTotals = ApiSchema['Portfolio']['totals'];

// The opportunity card (docs/product.md#cards) and the small pieces the investment pages share (type and status
// badges, the funding bar, the portfolio's figures and summary). Every text/background pair here meets WCAG AA.

/** One colour family per investment type: badge, card accent and the detail page's header. */
export const INVESTMENT_TYPE_STYLES: Record<InvestmentType, { badge: string; accent: string; header: string; bar: string }> = {
  REIT: {
    badge: 'border-blue-200 bg-blue-50 text-blue-800',
    accent: 'border-t-blue-600',
    header: 'from-blue-800 to-blue-950',
    bar: 'bg-blue-600',
  },
  fund: {
    badge: 'border-violet-200 bg-violet-50 text-violet-800',
    accent: 'border-t-violet-600',
    header: 'from-violet-800 to-violet-950',
    bar: 'bg-violet-600',
  },
  development: {
    badge: 'border-amber-300 bg-amber-50 text-amber-900',
    accent: 'border-t-amber-500',
    header: 'from-amber-800 to-amber-950',
    bar: 'bg-amber-600',
  },
};

const typeStyle = (type: string) => INVESTMENT_TYPE_STYLES[type as InvestmentType] ?? INVESTMENT_TYPE_STYLES.REIT;

/** "8.50" → "8.5%", "9.00" → "9%". */
export function formatRoi(roi: string | number): string {
  return `${Number(roi)}%`;
}

/** The investment types' names, said with t() from the shared names catalog. */
const TYPE_NAMES: Record<InvestmentType, string> = { REIT: 'REIT', fund: 'Fund', development: 'Development' };

/** An investment type's name in the page's language: "Fund", "صندوق". */
export const investmentTypeName = (type: string): string => {
  const name = TYPE_NAMES[type as InvestmentType] as string | undefined;
  return name ? t(name) : type;
};

/** An investment type as its badges write it: "REIT", "FUND"; Arabic has no capitals: its name. */
export const investmentTypeTag = (type: string): string => (locale === 'ar' ? investmentTypeName(type) : type.toUpperCase());

/** A number of months: "1 month", "36 months", "36 شهرًا". */
export const monthsText = (months: number): string => t('{count, plural, one {# month} other {# months}}', { count: months });

export function InvestmentTypeBadge({ type, className }: { type: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn('font-semibold tracking-wide rtl:tracking-normal', typeStyle(type).badge, className)}>
      {investmentTypeTag(type)}
    </Badge>
  );
}

/** An opportunity's status, as stored (docs/product.md#cards). */
export function InvestmentStatusBadge({ status, className }: { status: InvestmentStatus | string; className?: string }) {
  const variant = status === 'active' ? 'success' : status === 'funded' ? 'secondary' : 'outline';
  return (
    <Badge variant={variant} className={cn('capitalize', className)}>
      {statusWord(status)}
    </Badge>
  );
}

/** A holding's status: active, completed, cancelled or refunded (its raise missed its deadline). */
export function HoldingStatusBadge({ status, className }: { status: string; className?: string }) {
  const variant = status === 'active' ? 'success' : status === 'completed' ? 'secondary' : status === 'refunded' ? 'warning' : 'outline';
  return (
    <Badge variant={variant} className={cn('capitalize', className)}>
      {statusWord(status)}
    </Badge>
  );
}

/** Current over total funding as a bar, with the percent (one decimal) beside it. */
export function FundingProgress({
  current,
  total,
  label,
  labelledBy,
  type,
  className,
  showFigures = true,
}: {
  current: string | number;
  total: string | number;
  /** The bar's accessible name. */
  label?: string;
  /** Or the id of what names it (an opportunity's title, which is user-written text shown with dir="auto"). */
  labelledBy?: string;
  /** Colours the bar like the investment type. */
  type?: string;
  className?: string;
  /** Show "{current} SAR raised · {total} SAR goal" under the bar (compact numbers). */
  showFigures?: boolean;
}) {
  const percent = fundingPercent(current, total);
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-muted-foreground">{t('Funding progress')}</span>
        <span className="font-semibold tabular-nums">{percent}%</span>
      </div>
      <Progress
        value={Number(percent)}
        {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': label ?? t('Funding progress') })}
        getValueLabel={() => t('{percent}% funded', { percent })}
        className="bg-slate-200"
        indicatorClassName={type ? typeStyle(type).bar : undefined}
      />
      {showFigures ? (
        <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
          <span>
            <span className="font-medium text-foreground tabular-nums">{t('{amount} SAR', { amount: formatCompactNumber(current) })}</span>{' '}
            {t('raised')}
          </span>
          <span>
            {t('of')}{' '}
            <span className="font-medium text-foreground tabular-nums">{t('{amount} SAR', { amount: formatCompactNumber(total) })}</span>
          </span>
        </p>
      ) : null}
    </div>
  );
}

/** The opportunity card: links to /investments/{id} with a Learn More button (docs/product.md#cards). */
export function InvestmentCard({ investment, className }: { investment: Investment; className?: string }) {
  const titleId = useId();
  const style = typeStyle(investment.investmentType);
  const href = `/investments/${investment.id}`;
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className={cn('relative h-full gap-4 border-t-4 transition hover:shadow-md focus-within:shadow-md', style.accent, className)}
    >
      <CardHeader className="gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <InvestmentTypeBadge type={investment.investmentType} />
            {investment.status !== 'active' ? <InvestmentStatusBadge status={investment.status} /> : null}
          </div>
          <p className="text-end leading-tight">
            <span className="block text-2xl font-bold text-success tabular-nums">{formatRoi(investment.expectedRoi)}</span>
            <span className="text-xs text-muted-foreground">{t('Expected ROI')}</span>
          </p>
        </div>
        <h3 id={titleId} className="line-clamp-2 text-lg leading-snug font-semibold">
          <span dir="auto">{investment.title}</span>
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden />
          <span dir="auto">{t(investment.location)}</span>
        </p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-lg bg-muted px-3 py-2">
            <dt className="flex items-center gap-1 text-xs text-muted-foreground">
              <Wallet className="size-3.5" aria-hidden /> {t('Min Investment')}
            </dt>
            <dd className="font-semibold tabular-nums">{formatPrice(investment.minimumInvestment)}</dd>
          </div>
          <div className="rounded-lg bg-muted px-3 py-2">
            <dt className="flex items-center gap-1 text-xs text-muted-foreground">
              <Calendar className="size-3.5" aria-hidden /> {t('Duration')}
            </dt>
            <dd className="font-semibold tabular-nums">{monthsText(investment.duration)}</dd>
          </div>
        </dl>
        <RaiseDeadline raise={investment} className="text-muted-foreground" />
        <FundingProgress
          className="mt-auto"
          current={investment.currentFunding}
          total={investment.totalFunding}
          type={investment.investmentType}
          labelledBy={titleId}
        />
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" className="w-full">
          {/* The link's ::after covers the card, so the whole card is one click target and one tab stop. */}
          <Link href={href} className="after:absolute after:inset-0 after:rounded-xl after:content-['']">
            {t('Learn More')}
            <span className="sr-only">
              {' '}
              {t('about')} <span dir="auto">{investment.title}</span>
            </span>
            <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

export function InvestmentCardSkeleton() {
  return (
    <Card className="h-full gap-4 border-t-4 border-t-slate-200" aria-hidden>
      <CardHeader className="gap-3">
        <div className="flex justify-between">
          <Skeleton className="h-5 w-16" />
          <Skeleton className="h-8 w-14" />
        </div>
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
        <Skeleton className="h-2 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </CardContent>
      <CardFooter>
        <Skeleton className="h-10 w-full" />
      </CardFooter>
    </Card>
  );
}

/** Placeholder cards, 6 by default (docs/product.md#waiting-errors-and-sign-in), announced once as loading. */
export function InvestmentCardGridSkeleton({ count = 6, className }: { count?: number; className?: string }) {
  return (
    <div role="status" aria-label={t('Loading investments')} className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {Array.from({ length: count }, (_, i) => (
        <InvestmentCardSkeleton key={i} />
      ))}
    </div>
  );
}

/**
 * The portfolio's totals as the server computed them: principal still invested, distributions
 * received, current value and the opportunities held; the full size (on /portfolio) says a line more of each.
 */
export function PortfolioFigures({ totals, compact = false }: { totals: PortfolioTotals; compact?: boolean }) {
  const refunded = toHalalas(totals.refunded) > 0n;
  const sar = t('SAR');
  const figures = [
    {
      label: t('Total Invested'),
      value: formatSar(totals.invested),
      unit: sar,
      detail: refunded ? t('{amount} refunded', { amount: formatPrice(totals.refunded) }) : t('Principal still invested'),
      Icon: Wallet,
    },
    {
      label: t('Distributions Received'),
      value: formatSar(totals.distributions),
      unit: sar,
      detail: t('Paid to you so far'),
      Icon: Coins,
    },
    {
      label: t('Current Value'),
      value: formatSar(totals.currentValue),
      unit: sar,
      detail: t('Invested plus distributions'),
      Icon: TrendingUp,
    },
    {
      label: t('Holdings'),
      value: formatNumber(totals.holdings),
      unit: '',
      detail: t('Expected {amount} a year', { amount: formatPrice(totals.expectedAnnualReturn) }),
      Icon: Briefcase,
    },
  ];
  return (
    <dl className={cn('grid grid-cols-2 gap-3 lg:grid-cols-4', !compact && 'sm:gap-4')}>
      {figures.map(({ label, value, unit, detail, Icon }) => (
        <div key={label} className={cn('min-w-0 rounded-lg border border-border bg-card', compact ? 'px-3 py-2' : 'p-3 sm:p-4')}>
          <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Icon className="size-4 shrink-0 text-primary" aria-hidden /> {label}
          </dt>
          <dd className={cn('font-bold break-words tabular-nums', compact ? 'text-lg' : 'mt-1 text-lg sm:text-2xl')}>
            {value}
            {unit ? <span className="text-xs font-semibold text-muted-foreground sm:text-sm"> {unit}</span> : null}
          </dd>
          {compact ? null : <dd className="mt-1 text-xs text-muted-foreground">{detail}</dd>}
        </div>
      ))}
    </dl>
  );
}

/**
 * "Your Portfolio": the signed-in user's totals and View Portfolio (to /portfolio), on the home
 * page and under the opportunities of /invest.
 */
export function PortfolioSummary({ className, title = t('Your Portfolio') }: { className?: string; title?: string }) {
  const headingId = useId();
  const { data, isPending, isError } = usePortfolio(true);
  return (
    <section className={cn('mt-12', className)} aria-labelledby={headingId}>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        <Button asChild variant="outline">
          <Link href="/portfolio">
            {t('View Portfolio')} <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
          </Link>
        </Button>
      </div>
      {isPending ? (
        <div role="status" aria-label={t('Loading your portfolio')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : isError ? (
        <ErrorCard message={t('Unable to load your portfolio. Please try again.')} />
      ) : (
        <PortfolioFigures totals={data.totals} compact />
      )}
    </section>
  );
}
