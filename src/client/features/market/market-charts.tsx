import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '@shared/format';
import type { MarketArea, MarketMonth, MarketType } from './api/market';
import { monthLabel, perSqm, SOLD_LABEL, typeLabel } from './market-words';
import type { MarketMode } from './use-market-filters';

// The market page's charts (Recharts: this module is a chunk of its own, loaded after the page's
// figures). Each SVG is named by a one-sentence summary (role="img"); its exact numbers are in the
// table under it (market-tables.tsx), so nothing is only a picture. Medians from fewer than 5
// listings are absent (a gap), never drawn as zero. Drawn at once, without animation: figures, not a show.

const COLORS = { asking: '#0f766e', sold: '#b08a45', muted: '#475569', grid: '#e2e8f0' } as const;
const AXIS_TICK = { fontSize: 12, fill: COLORS.muted };
const value = (median: string | null | undefined) => (median == null ? null : Number(median));
const askingName = (mode: MarketMode) => (mode === 'sale' ? 'Asking' : 'Rent a year');
const tooltipValue = (v: unknown) => perSqm(typeof v === 'number' ? v : null);

function NoMedians({ what }: { what: string }) {
  return <p className="rounded-lg bg-muted px-4 py-6 text-center text-sm text-muted-foreground">No {what} has 5 listings or more yet.</p>;
}

export function AreasChart({ areas, areaName, mode }: { areas: MarketArea[]; areaName: string; mode: MarketMode }) {
  const shown = areas.filter((a) => a.medianPerSqm !== null || (mode === 'sale' && a.soldMedianPerSqm !== null));
  if (shown.length === 0) return <NoMedians what={areaName.toLowerCase()} />;
  const sold = mode === 'sale' && shown.some((a) => a.soldMedianPerSqm !== null);
  const data = shown.map((a) => ({ name: a.name, asking: value(a.medianPerSqm), sold: value(a.soldMedianPerSqm) }));
  const summary = `Bar chart of the median per m² by ${areaName.toLowerCase()}: ${shown.map((a) => `${a.name} ${perSqm(a.medianPerSqm)}`).join('; ')}.`;
  return (
    <div style={{ height: Math.max(180, data.length * (sold ? 44 : 32) + 70) }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
          accessibilityLayer={false}
          role="img"
          aria-label={summary}
        >
          <CartesianGrid horizontal={false} stroke={COLORS.grid} />
          <XAxis type="number" tickFormatter={formatNumber} tick={AXIS_TICK} stroke={COLORS.grid} />
          <YAxis type="category" dataKey="name" width={104} tick={AXIS_TICK} stroke={COLORS.grid} interval={0} />
          <Tooltip formatter={tooltipValue} cursor={{ fill: 'rgba(15, 118, 110, 0.06)' }} />
          <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
          <Bar
            isAnimationActive={false}
            dataKey="asking"
            name={askingName(mode)}
            fill={COLORS.asking}
            radius={[0, 4, 4, 0]}
            maxBarSize={16}
          />
          {sold ? (
            <Bar isAnimationActive={false} dataKey="sold" name={SOLD_LABEL} fill={COLORS.sold} radius={[0, 4, 4, 0]} maxBarSize={16} />
          ) : null}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function TrendChart({ trend, mode }: { trend: MarketMonth[]; mode: MarketMode }) {
  const withMedian = trend.filter((m) => m.medianPerSqm !== null || m.soldMedianPerSqm !== null);
  if (withMedian.length === 0) return <NoMedians what="month" />;
  const sold = mode === 'sale' && trend.some((m) => m.soldMedianPerSqm !== null);
  const data = trend.map((m) => ({ label: monthLabel(m.month), asking: value(m.medianPerSqm), sold: value(m.soldMedianPerSqm) }));
  const summary =
    `Line chart of the median per m² by month, ${monthLabel(trend[0].month)} to ${monthLabel(trend[trend.length - 1].month)}: ` +
    `${withMedian.map((m) => `${monthLabel(m.month)} ${perSqm(m.medianPerSqm)}`).join('; ')}.`;
  return (
    <div className="h-72">
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
          <Tooltip formatter={tooltipValue} />
          <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
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
              name={SOLD_LABEL}
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
  if (shown.length === 0) return <NoMedians what="property type" />;
  const data = shown.map((t) => ({ name: typeLabel(t.propertyType), asking: value(t.medianPerSqm) }));
  const summary = `Bar chart of the median per m² by property type: ${shown.map((t) => `${typeLabel(t.propertyType)} ${perSqm(t.medianPerSqm)}`).join('; ')}.`;
  return (
    <div className="h-64">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 16, bottom: 4, left: 8 }} accessibilityLayer={false} role="img" aria-label={summary}>
          <CartesianGrid vertical={false} stroke={COLORS.grid} />
          <XAxis dataKey="name" tick={AXIS_TICK} stroke={COLORS.grid} interval={0} />
          <YAxis tickFormatter={formatNumber} tick={AXIS_TICK} stroke={COLORS.grid} width={64} />
          <Tooltip formatter={tooltipValue} cursor={{ fill: 'rgba(15, 118, 110, 0.06)' }} />
          <Bar isAnimationActive={false} dataKey="asking" name="Median per m²" fill={COLORS.asking} radius={[4, 4, 0, 0]} maxBarSize={48} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
