import type { ReactNode } from 'react';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { formatDateTime, formatNumber, formatPrice, plural } from '@shared/format';
import { Progress } from '@client/components/ui/progress';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@client/components/ui/table';
import type { ApiSchema } from '@client/lib/api-client';

type Analytics = ApiSchema['Analytics'];

// The charts of the Analytics tab (Recharts; this module is its own chunk). Each chart is a
// <figure> with a caption, an SVG named by a one-sentence summary (role="img"), and the exact
// numbers in a table under "Show data", so nothing is only a picture.

const COLORS = { primary: '#0f766e', accent: '#b08a45', muted: '#475569', grid: '#e2e8f0' } as const;
const AXIS_TICK = { fontSize: 12, fill: COLORS.muted };

/** "Nov 17" for a week starting on 2026-11-17 (weeks are UTC). */
function weekLabel(weekStart: string): string {
  return new Date(`${weekStart}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

const TYPE_LABELS: Record<string, string> = {
  apartment: 'Apartment',
  villa: 'Villa',
  commercial: 'Commercial',
  office: 'Office',
  land: 'Land',
  warehouse: 'Warehouse',
};

const perSqm = (value: string | null) => (value === null ? 'No data' : `${formatPrice(value)}/m²`);

function ChartFigure({
  id,
  title,
  description,
  table,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  table: ReactNode;
  children: ReactNode;
}) {
  return (
    <figure
      className="grid min-w-0 gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5"
      aria-labelledby={`${id}-caption`}
      data-testid={`chart-${id}`}
    >
      <figcaption id={`${id}-caption`}>
        <span className="block text-base font-semibold">{title}</span>
        {description ? <span className="block text-sm text-muted-foreground">{description}</span> : null}
      </figcaption>
      {children}
      <details className="text-sm">
        <summary className="cursor-pointer rounded-sm font-medium text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          Show data
        </summary>
        <div className="mt-2">{table}</div>
      </details>
    </figure>
  );
}

type GroupRow = { label: string; count: number; averagePricePerSqm: string | null };

function GroupChart({ id, title, groupName, rows }: { id: string; title: string; groupName: string; rows: GroupRow[] }) {
  const data = rows.map((r) => ({
    label: r.label,
    count: r.count,
    avg: r.averagePricePerSqm === null ? null : Number(r.averagePricePerSqm),
  }));
  const summary =
    rows.length === 0
      ? `${title}: no listings yet.`
      : `Bar chart, ${title.toLowerCase()}: ` +
        rows
          .map(
            (r) =>
              `${r.label} ${plural(r.count, 'listing', 'listings')}${r.averagePricePerSqm === null ? '' : `, ${perSqm(r.averagePricePerSqm)}`}`,
          )
          .join('; ') +
        '.';
  const height = Math.max(200, rows.length * 34 + 80);
  return (
    <ChartFigure
      id={id}
      title={title}
      description="Listings (any status, bottom scale) and the average asking price per m² of SAR listings (top scale, SAR)."
      table={
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{groupName}</TableHead>
              <TableHead scope="col" className="text-end">
                Listings
              </TableHead>
              <TableHead scope="col" className="text-end">
                Avg price per m²
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.label}>
                <TableHead scope="row" className="font-normal text-foreground">
                  {r.label}
                </TableHead>
                <TableCell className="text-end tabular-nums">{formatNumber(r.count)}</TableCell>
                <TableCell className="text-end tabular-nums">{perSqm(r.averagePricePerSqm)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      }
    >
      <div style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            layout="vertical"
            margin={{ top: 4, right: 12, bottom: 4, left: 4 }}
            barGap={2}
            accessibilityLayer={false}
            role="img"
            aria-label={summary}
          >
            <CartesianGrid horizontal={false} stroke={COLORS.grid} />
            <XAxis xAxisId="count" type="number" allowDecimals={false} tick={AXIS_TICK} stroke={COLORS.grid} />
            <XAxis xAxisId="avg" type="number" orientation="top" tickFormatter={formatNumber} tick={AXIS_TICK} stroke={COLORS.grid} />
            <YAxis type="category" dataKey="label" width={96} tick={AXIS_TICK} stroke={COLORS.grid} interval={0} />
            <Tooltip
              formatter={(value, name) => (name === 'Avg price per m² (SAR)' ? formatPrice(Number(value)) : formatNumber(Number(value)))}
              cursor={{ fill: 'rgba(15, 118, 110, 0.06)' }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
            <Bar xAxisId="count" dataKey="count" name="Listings" fill={COLORS.primary} radius={[0, 4, 4, 0]} maxBarSize={16} />
            <Bar xAxisId="avg" dataKey="avg" name="Avg price per m² (SAR)" fill={COLORS.accent} radius={[0, 4, 4, 0]} maxBarSize={16} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartFigure>
  );
}

function WeeklyChart({ weekly }: { weekly: Analytics['weekly'] }) {
  const data = weekly.map((w) => ({ ...w, label: weekLabel(w.weekStart) }));
  const listings = weekly.reduce((s, w) => s + w.newListings, 0);
  const users = weekly.reduce((s, w) => s + w.newUsers, 0);
  const summary =
    `Area chart of new listings and new users per week over the last ${plural(weekly.length, 'week', 'weeks')}` +
    (weekly.length ? `, ${weekLabel(weekly[0].weekStart)} to ${weekLabel(weekly[weekly.length - 1].weekStart)}` : '') +
    `: ${formatNumber(listings)} new listings and ${formatNumber(users)} new users in total.`;
  return (
    <ChartFigure
      id="weekly"
      title="New listings and new users per week"
      description={`The last ${plural(weekly.length, 'week', 'weeks')}, by the Monday each week starts on: ${plural(listings, 'listing', 'listings')} and ${plural(users, 'user', 'users')}.`}
      table={
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Week of</TableHead>
              <TableHead scope="col" className="text-end">
                New listings
              </TableHead>
              <TableHead scope="col" className="text-end">
                New users
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.map((w) => (
              <TableRow key={w.weekStart}>
                <TableHead scope="row" className="font-normal text-foreground">
                  {w.label}
                </TableHead>
                <TableCell className="text-end tabular-nums">{formatNumber(w.newListings)}</TableCell>
                <TableCell className="text-end tabular-nums">{formatNumber(w.newUsers)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      }
    >
      <div className="h-72">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart
            data={data}
            margin={{ top: 8, right: 12, bottom: 4, left: -16 }}
            accessibilityLayer={false}
            role="img"
            aria-label={summary}
          >
            <defs>
              <linearGradient id="weekly-listings" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={COLORS.primary} stopOpacity={0.3} />
                <stop offset="100%" stopColor={COLORS.primary} stopOpacity={0.02} />
              </linearGradient>
              <linearGradient id="weekly-users" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={COLORS.accent} stopOpacity={0.3} />
                <stop offset="100%" stopColor={COLORS.accent} stopOpacity={0.02} />
              </linearGradient>
            </defs>
            <CartesianGrid vertical={false} stroke={COLORS.grid} />
            <XAxis dataKey="label" tick={AXIS_TICK} stroke={COLORS.grid} minTickGap={12} />
            <YAxis allowDecimals={false} tick={AXIS_TICK} stroke={COLORS.grid} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
            <Area
              type="monotone"
              dataKey="newListings"
              name="New listings"
              stroke={COLORS.primary}
              strokeWidth={2}
              fill="url(#weekly-listings)"
            />
            <Area type="monotone" dataKey="newUsers" name="New users" stroke={COLORS.accent} strokeWidth={2} fill="url(#weekly-users)" />
          </AreaChart>
        </ResponsiveContainer>
      </div>
    </ChartFigure>
  );
}

function TopOpportunities({ items }: { items: Analytics['topOpportunities'] }) {
  return (
    <ChartFigure
      id="top-opportunities"
      title="Top opportunities by funding"
      description="The investment opportunities that have raised the most, with their share of the target."
      table={
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Opportunity</TableHead>
              <TableHead scope="col" className="text-end">
                Raised
              </TableHead>
              <TableHead scope="col" className="text-end">
                Target
              </TableHead>
              <TableHead scope="col" className="text-end">
                Funded
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((o) => (
              <TableRow key={o.id}>
                <TableHead scope="row" className="font-normal text-foreground">
                  {o.title}
                </TableHead>
                <TableCell className="text-end tabular-nums">{formatPrice(o.currentFunding)}</TableCell>
                <TableCell className="text-end tabular-nums">{formatPrice(o.totalFunding)}</TableCell>
                <TableCell className="text-end tabular-nums">{o.percent.toFixed(1)}%</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      }
    >
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No investment opportunities yet.</p>
      ) : (
        <ol className="grid gap-4">
          {items.map((o, i) => (
            <li key={o.id} className="grid gap-1.5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-medium">
                  <span className="text-muted-foreground">{i + 1}.</span> {o.title}
                </span>
                <span className="text-muted-foreground tabular-nums">
                  <span className="font-medium text-foreground">{formatPrice(o.currentFunding)}</span> of {formatPrice(o.totalFunding)}
                </span>
              </div>
              <Progress value={o.percent} aria-label={`${o.title}: ${o.percent.toFixed(1)}% funded`} />
            </li>
          ))}
        </ol>
      )}
    </ChartFigure>
  );
}

export default function AnalyticsCharts({ analytics }: { analytics: Analytics }) {
  return (
    <section aria-labelledby="analytics-charts-heading" className="grid gap-6">
      <h2 id="analytics-charts-heading" className="sr-only">
        Charts
      </h2>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <GroupChart
          id="by-city"
          title="Properties by city"
          groupName="City"
          rows={analytics.propertiesByCity.map((c) => ({ ...c, label: c.city }))}
        />
        <GroupChart
          id="by-type"
          title="Properties by type"
          groupName="Type"
          rows={analytics.propertiesByType.map((t) => ({ ...t, label: TYPE_LABELS[t.propertyType] ?? t.propertyType }))}
        />
        <WeeklyChart weekly={analytics.weekly} />
        <TopOpportunities items={analytics.topOpportunities} />
      </div>
      <p className="text-xs text-muted-foreground">Figures as of {formatDateTime(analytics.generatedAt)}.</p>
    </section>
  );
}
