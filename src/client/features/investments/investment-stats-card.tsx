import { BarChart3, Calendar, Landmark, TrendingUp, type LucideIcon } from 'lucide-react';
import { formatPrice, fundingPercent } from '@shared/format';
import { toHalalas } from '@shared/money';
import { monthsText } from '@client/components/investment-card';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { t } from '@client/lib/i18n';
import type { Investment } from '@client/features/investments/api/investments';
import { halalasToAmount, remainingHalalas } from './funding';

/** The sidebar's Investment Stats: funded, remaining, the yearly return on the minimum, the term. */
export function InvestmentStatsCard({ investment }: { investment: Investment }) {
  const percent = fundingPercent(investment.currentFunding, investment.totalFunding);
  // Yearly return on the minimum stake: minimum × ROI / 100, to the nearest riyal like the page's other
  // amounts (both are in halalas, ×100 each: riyals = halalas × halalas / 1,000,000).
  const yearly = (toHalalas(investment.minimumInvestment) * toHalalas(investment.expectedRoi) + 500_000n) / 1_000_000n;
  const rows: Array<[string, string, LucideIcon]> = [
    [t('Funded'), `${percent}%`, BarChart3],
    [t('Remaining'), formatPrice(halalasToAmount(remainingHalalas(investment))), Landmark],
    [t('Yearly return on minimum'), formatPrice(String(yearly)), TrendingUp],
    [t('Term'), monthsText(investment.duration), Calendar],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('Investment Stats')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-border">
          {rows.map(([label, value, Icon]) => (
            <div key={label} className="flex items-center justify-between gap-3 py-2.5 first:pt-0 last:pb-0">
              <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                <Icon className="size-4 text-primary" aria-hidden /> {label}
              </dt>
              <dd className="font-semibold whitespace-nowrap tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
