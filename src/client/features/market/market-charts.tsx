import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '@shared/format';
import { dir, t } from '@client/lib/i18n';
import type { MarketArea, MarketMonth, MarketType } from './api/market';
import { monthLabel, perSqm, SOLD_LABEL, typeLabel, type AreaKind } from './market-words';
import type { MarketMode } from './use-market-filters';

// The market page's charts (Recharts: this module is a chunk of its own, loaded after the page's
// figures). Each SVG is named by a one-sentence summary (role="img"); its exact numbers are in the
// table under it (market-tables.tsx), so nothing is only a picture. Medians from fewer than 5
// listings are absent (a gap), never drawn as zero. Drawn at once, without animation: figures, not a show.
// Right to left, each SVG keeps its own geometry (dir="ltr": Recharts places its labels left to right)
// with its words in Arabic; the bars of the areas grow from the right, their names at the start.

const COLORS = { asking: '#0f766e', sold: '#b08a45', muted: '#475569', grid: '#e2e8f0' } as const;
const AXIS_TICK = { fontSize: 12, fill: COLORS.muted };
const value = (median: string | null | undefined) => (median == null ? null : Number(median));
const askingName = (mode: MarketMode) => (mode === 'sale' ? t('Asking') : t('Rent a year'));
const tooltipValue = (v: unknown) => perSqm(typeof v === 'number' ? v : null);
/** The tooltip and the legend read in the page's direction; the plot itself does not mirror. */
const WORDS_STYLE = { direction: dir } as const;
const rtl = dir === 'rtl';
/** "Riyadh 8,250 SAR/m²; Jeddah 6,100 SAR/m²": a chart's figures in its summary. */
const figures = (rows: Array<{ name: string; median: string | null }>) => rows.map((r) => `${r.name} ${perSqm(r.median)}`).join(t('; '));

function NoMedians({ message }: { message: string }) {
  return <p className="rounded-lg bg-muted px-4 py-6 text-center text-sm text-muted-foreground">{message}</p>;
}

export function AreasChart({ areas, kind, mode }: { areas: MarketArea[]; kind: AreaKind; mode: MarketMode }) {
  const shown = areas.filter((a) => a.medianPerSqm !== null || (mode === 'sale' && a.soldMedianPerSqm !== null));
  if (shown.length === 0) {
    return (
      <NoMedians message={kind === 'city' ? t('No city has 5 listings or more yet.') : t('No neighbourhood has 5 listings or more yet.')} />
    );
  }
  const sold = mode === 'sale' && shown.some((a) => a.soldMedianPerSqm !== null);
  const data = shown.map((a) => ({ name: t(a.name), asking: value(a.medianPerSqm), sold: value(a.soldMedianPerSqm) }));
  const list = figures(shown.map((a) => ({ name: t(a.name), median: a.medianPerSqm })));
  const summary =
    kind === 'city'
      ? t('Bar chart of the median per m² by city: {list}.', { list })
      : t('Bar chart of the median per m² by neighbourhood: {list}.', { list });
  // Right to left, the names stand at the right and the bars grow leftwards from them.
  const radius: [number, number, number, number] = rtl ? [4, 0, 0, 4] : [0, 4, 4, 0];
  return (
    <div dir="ltr" style={{ height: Math.max(180, data.length * (sold ? 44 : 32) + 70) }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          margin={rtl ? { top: 4, right: 4, bottom: 4, left: 16 } : { top: 4, right: 16, bottom: 4, left: 4 }}
          accessibilityLayer={false}
          role="img"
          aria-label={summary}
        >
          <CartesianGrid horizontal={false} stroke={COLORS.grid} />
          <XAxis type="number" reversed={rtl} tickFormatter={formatNumber} tick={AXIS_TICK} stroke={COLORS.grid} />
          <YAxis
            type="category"
            dataKey="name"
            orientation={rtl ? 'right' : 'left'}
            width={104}
            tick={AXIS_TICK}
            stroke={COLORS.grid}
            interval={0}
          />
          <Tooltip formatter={tooltipValue} cursor={{ fill: 'rgba(15, 118, 110, 0.06)' }} wrapperStyle={WORDS_STYLE} />
          <Legend wrapperStyle={{ fontSize: 12, ...WORDS_STYLE }} itemSorter={null} />
          <Bar isAnimationActive={false} dataKey="asking" name={askingName(mode)} fill={COLORS.asking} radius={radius} maxBarSize={16} />
          {sold ? (
            <Bar isAnimationActive={false} dataKey="sold" name={t(SOLD_LABEL)} fill={COLORS.sold} radius={radius} maxBarSize={16} />
          ) : null}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function TrendChart({ trend, mode }: { trend: MarketMonth[]; mode: MarketMode }) {
  const withMedian = trend.filter((m) => m.medianPerSqm !== null || m.soldMedianPerSqm !== null);
  if (withMedian.length === 0) return <NoMedians message={t('No month has 5 listings or more yet.')} />;
  const sold = mode === 'sale' && trend.some((m) => m.soldMedianPerSqm !== null);
  const data = trend.map((m) => ({ label: monthLabel(m.month), asking: value(m.medianPerSqm), sold: value(m.soldMedianPerSqm) }));
  const summary = t('Line chart of the median per m² by month, {from} to {to}: {list}.', {
    from: monthLabel(trend[0].month),
    to: monthLabel(trend[trend.length - 1].month),
    list: figures(withMedian.map((m) => ({ name: monthLabel(m.month), median: m.medianPerSqm }))),
  });
  // Time runs left to right in either language, as on Saudi market charts.
  return (
    <div dir="ltr" className="h-72">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={data}
          margin={{ top: 8, right: 16, bottom: 4, left: 8 }}
          accessibilityLayer={false}
          role="img"
          aria-label={summary}
        >
          <CartesianGrid vertical={false} stroke={COLORS.grid} />
          <XAxis dataKey="label" tick={AXIS_TICK} stroke={COLORS.grid} minTickGap={12} />
          <YAxis tickFormatter={formatNumber} tick={AXIS_TICK} stroke={COLORS.grid} width={64} />
          <Tooltip formatter={tooltipValue} wrapperStyle={WORDS_STYLE} />
          <Legend wrapperStyle={{ fontSize: 12, ...WORDS_STYLE }} itemSorter={null} />
          <Line
            isAnimationActive={false}
            type="monotone"
            dataKey="asking"
            name={askingName(mode)}
            stroke={COLORS.asking}
            strokeWidth={2}
            dot={{ r: 3 }}
          />
          {sold ? (
            <Line
              type="monotone"
              dataKey="sold"
              name={t(SOLD_LABEL)}
              stroke={COLORS.sold}
              strokeWidth={2}
              strokeDasharray="5 4"
              dot={{ r: 3 }}
            />
          ) : null}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export function TypesChart({ byType }: { byType: MarketType[] }) {
  const shown = byType.filter((t) => t.medianPerSqm !== null);
  if (shown.length === 0) return <NoMedians message={t('No property type has 5 listings or more yet.')} />;
  const data = shown.map((row) => ({ name: typeLabel(row.propertyType), asking: value(row.medianPerSqm) }));
  const summary = t('Bar chart of the median per m² by property type: {list}.', {
    list: figures(shown.map((row) => ({ name: typeLabel(row.propertyType), median: row.medianPerSqm }))),
  });
  return (
    <div dir="ltr" className="h-64">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 16, bottom: 4, left: 8 }} accessibilityLayer={false} role="img" aria-label={summary}>
          <CartesianGrid vertical={false} stroke={COLORS.grid} />
          <XAxis dataKey="name" tick={AXIS_TICK} stroke={COLORS.grid} interval={0} />
          <YAxis tickFormatter={formatNumber} tick={AXIS_TICK} stroke={COLORS.grid} width={64} />
          <Tooltip formatter={tooltipValue} cursor={{ fill: 'rgba(15, 118, 110, 0.06)' }} wrapperStyle={WORDS_STYLE} />
          <Bar
            isAnimationActive={false}
            dataKey="asking"
            name={t('Median per m²')}
            fill={COLORS.asking}
            radius={[4, 4, 0, 0]}
            maxBarSize={48}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
