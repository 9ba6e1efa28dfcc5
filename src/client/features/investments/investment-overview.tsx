import { formatDateTime, fundingPercent, plural } from '@shared/format';
import { formatSar } from '@shared/money';
import { formatDeadline } from '@client/components/funding-deadline';
import { INVESTMENT_TYPE_STYLES, formatRoi } from '@client/components/investment-card';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Progress } from '@client/components/ui/progress';
import { cn } from '@client/lib/cn';
import type { Investment } from '@client/features/investments/api/investments';
import { halalasToAmount, remainingHalalas } from './funding';

// The detail page's main column: how far the funding is, the description, and the opportunity's facts.

export function FundingProgressCard({ investment }: { investment: Investment }) {
  const style = INVESTMENT_TYPE_STYLES[investment.investmentType] ?? INVESTMENT_TYPE_STYLES.REIT;
  const percent = fundingPercent(investment.currentFunding, investment.totalFunding);
  const remaining = halalasToAmount(remainingHalalas(investment));

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Funding Progress</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-end justify-between gap-3">
          <p className="min-w-0">
            <span className="block text-sm text-muted-foreground">Current Funding</span>
            <span className="text-xl font-bold tabular-nums sm:text-2xl" data-testid="current-funding">
              {formatSar(investment.currentFunding)} SAR
            </span>
          </p>
          <p className="shrink-0 text-end">
            <span className="block text-sm text-muted-foreground">Funded</span>
            <span className="text-xl font-bold tabular-nums sm:text-2xl">{percent}%</span>
          </p>
        </div>
        <Progress
          value={Number(percent)}
          aria-label="Funding progress"
          getValueLabel={() => `${percent}% funded`}
          indicatorClassName={style.bar}
          className="h-3 bg-slate-200"
        />
        <p className="flex flex-wrap justify-between gap-2 text-sm text-muted-foreground">
          <span>
            Goal: <span className="font-medium text-foreground tabular-nums">{formatSar(investment.totalFunding)} SAR</span>
          </span>
          <span>
            Remaining: <span className="font-medium text-foreground tabular-nums">{formatSar(remaining)} SAR</span>
          </span>
        </p>
      </CardContent>
    </Card>
  );
}

export function AboutOpportunityCard({ investment }: { investment: Investment }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>About This Opportunity</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="whitespace-pre-line leading-relaxed text-foreground/90">
          {investment.description?.trim() || 'No description has been provided for this opportunity.'}
        </p>
      </CardContent>
    </Card>
  );
}

export function InvestmentDetailsCard({ investment }: { investment: Investment }) {
  const facts = [
    ['Investment Type', investment.investmentType.toUpperCase()],
    ['Location', investment.location],
    ['Expected ROI', `${formatRoi(investment.expectedRoi)} per year`],
    ['Duration', plural(investment.duration, 'month', 'months')],
    ['Minimum Investment', `${formatSar(investment.minimumInvestment)} SAR`],
    ['Total Funding', `${formatSar(investment.totalFunding)} SAR`],
    ...(investment.fundingDeadline ? [['Funding Deadline', formatDeadline(investment.fundingDeadline)]] : []),
    ['Status', investment.status],
    ['Created', formatDateTime(investment.createdAt)],
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Investment Details</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className="border-b border-border pb-3">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className={cn('font-medium', label === 'Status' && 'capitalize')}>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
