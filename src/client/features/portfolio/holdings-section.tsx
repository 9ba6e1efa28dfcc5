import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { MapPin } from 'lucide-react';
import { formatPrice } from '@shared/format';
import { toHalalas } from '@shared/money';
import { formatRoi, HoldingStatusBadge, InvestmentTypeBadge } from '@client/components/investment-card';
import { Card, CardContent } from '@client/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@client/components/ui/table';
import { cn } from '@client/lib/cn';
import { msg, t } from '@client/lib/i18n';
import { useMediaQuery } from '@client/lib/use-media-query';
import type { PortfolioHolding } from './api/portfolio';
import { riyadhDateParts } from './portfolio-words';

// The portfolio's holdings (docs/product.md#the-portfolio-page): one per opportunity, every
// investment in it together. A table on a wide screen, a card each on a phone or a tablet, with the same figures.

/** Its nine columns read without scrolling from Tailwind's `xl` (1280 px) up; narrower, a card each. */
const TABLE_FITS = '(min-width: 80rem)';

/** The server's percent strings ("2.50") read as its ROIs do: "2.5%". */
const percentText = formatRoi;

/** The figures of a holding (labels said with t()), in the order the table's columns and the cards show them (after its type and status). */
const FIGURES: Array<{ label: string; value: (h: PortfolioHolding) => ReactNode; numeric?: boolean }> = [
  {
    label: msg('Invested'),
    numeric: true,
    value: (h) => (
      <>
        <span className="font-semibold">{formatPrice(h.invested)}</span>
        {h.holdings > 1 ? (
          <span className="block text-xs text-muted-foreground">
            {t('{count, plural, one {# investment} other {# investments}}', { count: h.holdings })}
          </span>
        ) : null}
        {toHalalas(h.refunded) > 0n ? (
          <span className="block text-xs text-muted-foreground">{t('{amount} refunded', { amount: formatPrice(h.refunded) })}</span>
        ) : null}
      </>
    ),
  },
  { label: msg('Share of raise'), numeric: true, value: (h) => percentText(h.shareOfRaise) },
  { label: msg('Expected ROI'), numeric: true, value: (h) => percentText(h.investment.expectedRoi) },
  { label: msg('Started'), value: (h) => <Day value={h.startDate} /> },
  {
    label: msg('Distributions'),
    numeric: true,
    value: (h) => <span className={cn(toHalalas(h.distributions) > 0n && 'text-success')}>{formatPrice(h.distributions)}</span>,
  },
  { label: msg('Realised return'), numeric: true, value: (h) => percentText(h.realisedReturn) },
];

/** A holding's first day: on Arabic pages the Hijri date on a line of its own, so the table still fits. */
function Day({ value }: { value: string }) {
  const { gregorian, hijri } = riyadhDateParts(value);
  return hijri ? (
    <>
      {gregorian}
      <span className="block text-xs text-muted-foreground">{hijri}</span>
    </>
  ) : (
    gregorian
  );
}

/** Where the opportunity is: its city's name in the page's language. */
const Place = ({ holding }: { holding: PortfolioHolding }) => <span dir="auto">{t(holding.investment.location)}</span>;

function OpportunityLink({ holding }: { holding: PortfolioHolding }) {
  return (
    <Link
      href={`/investments/${holding.investment.id}`}
      dir="auto"
      className="font-semibold text-foreground hover:text-primary hover:underline"
    >
      {holding.investment.title}
    </Link>
  );
}

function HoldingsTable({ holdings }: { holdings: PortfolioHolding[] }) {
  return (
    <Card className="gap-0 py-0 sm:py-2">
      <CardContent className="p-0 sm:px-2">
        <Table aria-label={t('Holdings')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('Opportunity')}</TableHead>
              <TableHead>{t('Type')}</TableHead>
              <TableHead>{t('Status')}</TableHead>
              {FIGURES.map((f) => (
                <TableHead key={f.label} className={cn(f.numeric && 'text-end')}>
                  {t(f.label)}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {holdings.map((h) => (
              <TableRow key={h.investment.id}>
                <TableCell className="min-w-48 whitespace-normal">
                  <OpportunityLink holding={h} />
                  <span className="block text-xs text-muted-foreground">
                    <Place holding={h} />
                  </span>
                </TableCell>
                <TableCell>
                  <InvestmentTypeBadge type={h.investment.investmentType} />
                </TableCell>
                <TableCell>
                  <HoldingStatusBadge status={h.status} />
                </TableCell>
                {FIGURES.map((f) => (
                  <TableCell key={f.label} className={cn('tabular-nums', f.numeric && 'text-end')}>
                    {f.value(h)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

function HoldingCards({ holdings }: { holdings: PortfolioHolding[] }) {
  return (
    <ul aria-label={t('Holdings')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {holdings.map((h) => (
        <li key={h.investment.id}>
          <Card className="h-full gap-3 py-4">
            <CardContent className="space-y-3 px-4">
              <div className="flex flex-wrap items-center gap-2">
                <InvestmentTypeBadge type={h.investment.investmentType} />
                <HoldingStatusBadge status={h.status} />
              </div>
              <div className="min-w-0">
                <OpportunityLink holding={h} />
                <p className="mt-0.5 flex items-center gap-1 text-xs text-muted-foreground">
                  <MapPin className="size-3.5 shrink-0" aria-hidden /> <Place holding={h} />
                </p>
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                {FIGURES.map((f) => (
                  <div key={f.label} className="min-w-0">
                    <dt className="text-xs text-muted-foreground">{t(f.label)}</dt>
                    <dd className="tabular-nums">{f.value(h)}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function HoldingsSection({ holdings }: { holdings: PortfolioHolding[] }) {
  const wide = useMediaQuery(TABLE_FITS);
  return (
    <section aria-labelledby="holdings-heading" className="space-y-4">
      <div>
        <h2 id="holdings-heading" className="text-2xl font-bold tracking-tight">
          {t('Holdings')}
        </h2>
        <p className="mt-1 text-muted-foreground">{t('One line per opportunity, with every investment you made in it.')}</p>
      </div>
      {wide ? <HoldingsTable holdings={holdings} /> : <HoldingCards holdings={holdings} />}
    </section>
  );
}
