import { lazy, Suspense } from 'react';
import { formatDate, formatDateWithHijri, formatHijriDate, formatPrice } from '@shared/format';
import { listingPrice } from '@shared/listing-price';
import { pricePerSqm } from '@shared/money';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@client/components/ui/table';
import { locale, t } from '@client/lib/i18n';
import type { PropertyDetail } from '../api/listing';

// The listing's price history (docs/product.md#price-history-and-sold-prices): every price it asked,
// as a small chart and as a list with the change from the one before, and what it sold for. The
// chart (Recharts) is a chunk of its own, loaded only for a listing whose price has changed.

const PriceHistoryChart = lazy(() => import('./price-history-chart'));

type PriceChange = PropertyDetail['priceHistory'][number];

/** The header's line: "Listed 12 days ago", "Listed today"; a sold listing "Sold after 40 days on the market". */
export function marketTimeText(property: Pick<PropertyDetail, 'daysOnMarket' | 'status'>): string {
  const days = property.daysOnMarket;
  if (property.status === 'sold') {
    return days === 0
      ? t('Sold the day it was listed')
      : t('{n, plural, one {Sold after # day on the market} other {Sold after # days on the market}}', { n: days });
  }
  return days === 0 ? t('Listed today') : t('{n, plural, one {Listed # day ago} other {Listed # days ago}}', { n: days });
}

/** "−8 %", "+2.5 %": the change of the price in SAR from the one before, to a tenth; null when it did not move. */
export function changeText(previous: PriceChange, entry: PriceChange): string | null {
  const before = Number(previous.priceSar);
  const change = Math.round(((Number(entry.priceSar) - before) / before) * 1000) / 10;
  if (!Number.isFinite(change) || change === 0) return null;
  return `${change < 0 ? '−' : '+'}${Math.abs(change)} %`;
}

/** An entry's price as the listing shows its price: in its currency, per period for a rent, with its rent when both. */
function entryPrice(property: PropertyDetail, entry: PriceChange) {
  return listingPrice({ ...entry, rentPeriod: property.rentPeriod, yearlyRentSar: null });
}

function SoldLine({ property }: { property: PropertyDetail }) {
  if (property.status !== 'sold' || !property.soldAt) return null;
  const when = formatDateWithHijri(property.soldAt);
  if (!property.soldPrice) return <p data-testid="sold-for">{t('Sold on {date}.', { date: when })}</p>;
  const perSqm = pricePerSqm(property.soldPrice, property.area);
  return (
    <p data-testid="sold-for">
      {t('Sold for')} <strong className="tabular-nums">{formatPrice(property.soldPrice, property.currency)}</strong>{' '}
      {t('on {date}', { date: when })}
      {perSqm ? (
        <span className="text-muted-foreground"> ({t('{price}/m²', { price: formatPrice(perSqm, property.currency) })})</span>
      ) : null}
      .
    </p>
  );
}

function HistoryTable({ property }: { property: PropertyDetail }) {
  const history = property.priceHistory;
  // Newest first, as a list of changes is read; the chart runs oldest to newest.
  const rows = history.map((entry, i) => ({ entry, change: i === 0 ? null : changeText(history[i - 1], entry), first: i === 0 })).reverse();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('Date')}</TableHead>
          <TableHead>{t('Price')}</TableHead>
          <TableHead className="text-end">{t('Change')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map(({ entry, change, first }) => {
          const { main, rent } = entryPrice(property, entry);
          return (
            <TableRow key={`${entry.changedAt}-${entry.priceSar}`} data-testid="price-history-row">
              <TableCell className="align-top whitespace-nowrap">
                {formatDate(entry.changedAt)}
                {/* An Arabic page gives the Hijri date under it (a narrow screen keeps the three columns). */}
                {locale === 'ar' ? <span className="block text-xs text-muted-foreground">{formatHijriDate(entry.changedAt)}</span> : null}
              </TableCell>
              <TableCell className="align-top whitespace-normal tabular-nums">
                <span className="font-medium">{main.text}</span>
                {main.sar ? <span className="block text-xs text-muted-foreground">{main.sar}</span> : null}
                {rent ? <span className="block text-xs text-muted-foreground">{rent.text}</span> : null}
              </TableCell>
              <TableCell className="text-end align-top tabular-nums">
                {first ? (
                  <span className="text-muted-foreground">{t('Listed')}</span>
                ) : // "−8 %" keeps its sign before the figure on an Arabic page too.
                change ? (
                  <span dir="ltr">{change}</span>
                ) : (
                  <span className="text-muted-foreground">—</span>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

export function PriceHistorySection({ property }: { property: PropertyDetail }) {
  const history = property.priceHistory;
  const first = history[0];
  if (!first && property.status !== 'sold') return null;
  return (
    <Card data-testid="price-history">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{t('Price history')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <SoldLine property={property} />
        {history.length > 1 ? (
          <>
            <Suspense fallback={<Skeleton className="h-44 w-full" />}>
              <PriceHistoryChart property={property} />
            </Suspense>
            <HistoryTable property={property} />
          </>
        ) : first ? (
          <p className="text-muted-foreground">
            {t('Listed at')} <span className="font-medium text-foreground tabular-nums">{entryPrice(property, first).main.text}</span>{' '}
            {t('on {date}; the price has not changed since.', { date: formatDateWithHijri(first.changedAt) })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
