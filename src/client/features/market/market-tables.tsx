import { formatNumber } from '@shared/format';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@client/components/ui/table';
import { cn } from '@client/lib/cn';
import { t } from '@client/lib/i18n';
import type { MarketArea, MarketMonth, MarketType } from './api/market';
import { monthLabel, SOLD_LABEL, typeLabel, type AreaKind } from './market-words';
import type { MarketMode } from './use-market-filters';

// Every chart's numbers as text (docs/product.md#market): a table under each, readable without the
// picture and on a phone (it scrolls sideways inside its card, the first column's names kept).

const median = (value: string | null) => (value === null ? '—' : formatNumber(value));
/** The unit of the median columns. */
export const unitOf = (mode: MarketMode) => (mode === 'sale' ? t('SAR/m²') : t('SAR/m² a year'));

type Figures = { listings: number; medianPerSqm: string | null; soldListings?: number; soldMedianPerSqm?: string | null };

function FiguresTable<T extends Figures>({
  caption,
  first,
  rows,
  name,
  mode,
  sold,
}: {
  caption: string;
  first: string;
  rows: T[];
  name: (row: T) => string;
  mode: MarketMode;
  /** Also the sold figures (sale, where the answer has them). */
  sold: boolean;
}) {
  const numeric = 'text-end tabular-nums';
  const unit = t('Median ({unit})', { unit: unitOf(mode) });
  const head = (label: string, scope: 'col' | 'colgroup' = 'col', span = 1) => (
    <TableHead scope={scope} colSpan={span} className={cn(span > 1 ? 'text-center' : 'text-end')}>
      {label}
    </TableHead>
  );
  const corner = (
    <TableHead scope="col" rowSpan={sold ? 2 : 1} className="sticky start-0 bg-card">
      {first}
    </TableHead>
  );
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      {sold ? (
        // Two groups of the same two figures: what is on the market, and what sold.
        <TableHeader>
          <TableRow>
            {corner}
            {head(t('On the market'), 'colgroup', 2)}
            {head(t(SOLD_LABEL), 'colgroup', 2)}
          </TableRow>
          <TableRow>
            {head(t('Listings'))}
            {head(unit)}
            {head(t('Sales'))}
            {head(unit)}
          </TableRow>
        </TableHeader>
      ) : (
        <TableHeader>
          <TableRow>
            {corner}
            {head(t('Listings'))}
            {head(unit)}
          </TableRow>
        </TableHeader>
      )}
      <TableBody>
        {rows.map((row) => (
          <TableRow key={name(row)}>
            <TableHead scope="row" className="sticky start-0 bg-card font-normal text-foreground">
              {name(row)}
            </TableHead>
            <TableCell className={numeric}>{formatNumber(row.listings)}</TableCell>
            <TableCell className={numeric}>{median(row.medianPerSqm)}</TableCell>
            {sold ? (
              <>
                <TableCell className={numeric}>{formatNumber(row.soldListings ?? 0)}</TableCell>
                <TableCell className={numeric}>{median(row.soldMedianPerSqm ?? null)}</TableCell>
              </>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function AreasTable({ areas, kind, mode }: { areas: MarketArea[]; kind: AreaKind; mode: MarketMode }) {
  return (
    <FiguresTable
      caption={kind === 'city' ? t('By city') : t('By neighbourhood')}
      first={kind === 'city' ? t('City') : t('Neighbourhood')}
      rows={areas}
      name={(a) => t(a.name)}
      mode={mode}
      sold={mode === 'sale'}
    />
  );
}

export function TrendTable({ trend, mode }: { trend: MarketMonth[]; mode: MarketMode }) {
  return (
    <FiguresTable
      caption={t('By month')}
      first={t('Month')}
      rows={trend}
      name={(m) => monthLabel(m.month)}
      mode={mode}
      sold={mode === 'sale'}
    />
  );
}

export function TypesTable({ byType, mode }: { byType: MarketType[]; mode: MarketMode }) {
  return (
    <FiguresTable
      caption={t('By property type')}
      first={t('Type')}
      rows={byType}
      name={(row) => typeLabel(row.propertyType)}
      mode={mode}
      sold={false}
    />
  );
}
