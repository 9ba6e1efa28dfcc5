import { formatDateTime, formatPrice, fundingPercent } from '@shared/format';
import { formatDeadline } from '@client/components/funding-deadline';
import { INVESTMENT_TYPE_STYLES, formatRoi, investmentTypeTag, monthsText } from '@client/components/investment-card';
import { statusWord } from '@client/components/status-words';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Progress } from '@client/components/ui/progress';
import { cn } from '@client/lib/cn';
import { t } from '@client/lib/i18n';
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
          <h2>{t('Funding Progress')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-end justify-between gap-3">
          <p className="min-w-0">
            <span className="block text-sm text-muted-foreground">{t('Current Funding')}</span>
            <span className="text-xl font-bold tabular-nums sm:text-2xl" data-testid="current-funding">
              {formatPrice(investment.currentFunding)}
            </span>
          </p>
          <p className="shrink-0 text-end">
            <span className="block text-sm text-muted-foreground">{t('Funded')}</span>
            <span className="text-xl font-bold tabular-nums sm:text-2xl">{percent}%</span>
          </p>
        </div>
        <Progress
          value={Number(percent)}
          aria-label={t('Funding progress')}
          getValueLabel={() => t('{percent}% funded', { percent })}
          indicatorClassName={style.bar}
          className="h-3 bg-slate-200"
        />
        <p className="flex flex-wrap justify-between gap-2 text-sm text-muted-foreground">
          <span>
            {t('Goal:')} <span className="font-medium text-foreground tabular-nums">{formatPrice(investment.totalFunding)}</span>
          </span>
          <span>
            {t('Remaining:')} <span className="font-medium text-foreground tabular-nums">{formatPrice(remaining)}</span>
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
          <h2>{t('About This Opportunity')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {investment.description?.trim() ? (
          <p dir="auto" className="whitespace-pre-line leading-relaxed text-foreground/90">
            {investment.description.trim()}
          </p>
        ) : (
          <p className="leading-relaxed text-foreground/90">{t('No description has been provided for this opportunity.')}</p>
        )}
      </CardContent>
    </Card>
  );
}

export function InvestmentDetailsCard({ investment }: { investment: Investment }) {
  const facts: Array<{ label: string; value: string; capitalize?: boolean }> = [
    { label: t('Investment Type'), value: investmentTypeTag(investment.investmentType) },
    { label: t('Location'), value: t(investment.location) },
    { label: t('Expected ROI'), value: t('{roi} per year', { roi: formatRoi(investment.expectedRoi) }) },
    { label: t('Duration'), value: monthsText(investment.duration) },
    { label: t('Minimum Investment'), value: formatPrice(investment.minimumInvestment) },
    { label: t('Total Funding'), value: formatPrice(investment.totalFunding) },
    ...(investment.fundingDeadline ? [{ label: t('Funding Deadline'), value: formatDeadline(investment.fundingDeadline) }] : []),
    { label: t('Status'), value: statusWord(investment.status), capitalize: true },
    { label: t('Created'), value: formatDateTime(investment.createdAt) },
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('Investment Details')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {facts.map(({ label, value, capitalize }) => (
            <div key={label} className="border-b border-border pb-3">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className={cn('font-medium', capitalize && 'capitalize')}>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
