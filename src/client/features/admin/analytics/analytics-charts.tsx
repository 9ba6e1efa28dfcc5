import type { ReactNode } from 'react';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { LegendPayload } from 'recharts';

import { formatDateTime, formatNumber, formatPrice } from '@shared/format';
import { Progress } from '@client/components/ui/progress';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@client/components/ui/table';
import type { ApiSchema } from '@client/lib/api-client';
import { locale, msg, t } from '@client/lib/i18n';
import { listOf } from '../shared/words';

type Analytics = ApiSchema['Analytics'];

// The charts of the Analytics tab (Recharts; this module is its own chunk). Each chart is a
// <figure> with a caption, an SVG named by a one-sentence summary (role="img"), and the exact
// numbers in a table under "Show data", so nothing is only a picture.
// On an Arabic page a chart reads from the right: its SVG is laid out left to right (dir="ltr", so
// Recharts places its labels where it means to) with the axes mirrored: the names on the right, the
// bars growing leftwards, the weeks running from right to left. Its words are Arabic.

const COLORS = { primary: '#0f766e', accent: '#b08a45', muted: '#475569', grid: '#e2e8f0' } as const;
const AXIS_TICK = { fontSize: 12, fill: COLORS.muted };
const RTL = locale === 'ar';
/** The tooltip (HTML over the chart) in the page's direction. */
const TEXT_DIRECTION = { direction: RTL ? 'rtl' : 'ltr' } as const;

/** "Nov 17" ("17 نوفمبر") for a week starting on 2026-11-17 (weeks are UTC). */
function weekLabel(weekStart: string): string {
  return new Date(`${weekStart}T00:00:00Z`).toLocaleDateString(RTL ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

const TYPE_LABELS: Record<string, string> = {
  apartment: msg('Apartment'),
  villa: msg('Villa'),
  commercial: msg('Commercial'),
  office: msg('Office'),
  land: msg('Land'),
  warehouse: msg('Warehouse'),
};

/** The bars' rounded ends: where they grow to (rightwards, or leftwards on an Arabic page). */
const BAR_ENDS: [number, number, number, number] = RTL ? [4, 0, 0, 4] : [0, 4, 4, 0];

/**
 * A chart's legend: each series' swatch (a line for an area's) and name, laid out in the page's direction (Recharts' own
 * puts its gaps on the right whatever the direction, and names each swatch "… legend icon").
 */
function ChartLegend({ payload }: { payload?: readonly LegendPayload[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs" dir={RTL ? 'rtl' : 'ltr'}>
      {payload?.map((entry) => (
        <li key={String(entry.value)} className="flex items-center gap-1.5" style={{ color: entry.color }}>
          <span
            className={
              entry.type === 'line' ? 'inline-block h-0.5 w-3.5 shrink-0 rounded-full' : 'inline-block size-2.5 shrink-0 rounded-[3px]'
            }
            style={{ backgroundColor: entry.color }}
            aria-hidden
          />
          {entry.value}
        </li>
      ))}
    </ul>
  );
}

const perSqm = (value: string | null) => (value === null ? t('No data') : t('{price}/m²', { price: formatPrice(value) }));

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
          {t('Show data')}
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
  const rowSummary = (r: GroupRow) => {
    const count = t('{label} {n, plural, one {# listing} other {# listings}}', { label: r.label, n: r.count });
    return r.averagePricePerSqm === null ? count : listOf([count, perSqm(r.averagePricePerSqm)]);
  };
  const summary =
    rows.length === 0
      ? t('{title}: no listings yet.', { title })
      : t('Bar chart, {title}: {rows}.', { title: title.toLowerCase(), rows: rows.map(rowSummary).join(RTL ? '؛ ' : '; ') });
  const height = Math.max(200, rows.length * 34 + 80);
  const listingsName = t('Listings');
  const avgName = t('Avg price per m² (SAR)');
  return (
    <ChartFigure
      id={id}
      title={title}
      description={t('Listings (any status, bottom scale) and the average asking price per m² of SAR listings (top scale, SAR).')}
      table={
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{groupName}</TableHead>
              <TableHead scope="col" className="text-end">
                {listingsName}
              </TableHead>
              <TableHead scope="col" className="text-end">
                {t('Avg price per m²')}
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
      <div style={{ height }} dir="ltr">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            layout="vertical"
            margin={{ top: 4, right: RTL ? 4 : 12, bottom: 4, left: RTL ? 12 : 4 }}
            barGap={2}
            accessibilityLayer={false}
            role="img"
            aria-label={summary}
          >
            <CartesianGrid horizontal={false} stroke={COLORS.grid} />
            <XAxis xAxisId="count" type="number" allowDecimals={false} tick={AXIS_TICK} stroke={COLORS.grid} reversed={RTL} />
            <XAxis
              xAxisId="avg"
              type="number"
              orientation="top"
              tickFormatter={formatNumber}
              tick={AXIS_TICK}
              stroke={COLORS.grid}
              reversed={RTL}
            />
            <YAxis
              type="category"
              dataKey="label"
              width={96}
              tick={AXIS_TICK}
              stroke={COLORS.grid}
              interval={0}
              orientation={RTL ? 'right' : 'left'}
            />
            <Tooltip
              formatter={(value, _name, item) => (item.dataKey === 'avg' ? formatPrice(Number(value)) : formatNumber(Number(value)))}
              cursor={{ fill: 'rgba(15, 118, 110, 0.06)' }}
              wrapperStyle={TEXT_DIRECTION}
            />
            <Legend content={<ChartLegend />} itemSorter={null} />
            <Bar xAxisId="count" dataKey="count" name={listingsName} fill={COLORS.primary} radius={BAR_ENDS} maxBarSize={16} />
            <Bar xAxisId="avg" dataKey="avg" name={avgName} fill={COLORS.accent} radius={BAR_ENDS} maxBarSize={16} />
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
  const totals = { n: weekly.length, listings: formatNumber(listings), users: formatNumber(users) };
  const summary = weekly.length
    ? t(
        'Area chart of new listings and new users per week over the last {n, plural, one {# week} other {# weeks}}, {from} to {to}: {listings} new listings and {users} new users in total.',
        { ...totals, from: weekLabel(weekly[0].weekStart), to: weekLabel(weekly[weekly.length - 1].weekStart) },
      )
    : t(
        'Area chart of new listings and new users per week over the last {n, plural, one {# week} other {# weeks}}: {listings} new listings and {users} new users in total.',
        totals,
      );
  const newListings = t('New listings');
  const newUsers = t('New users');
  return (
    <ChartFigure
      id="weekly"
      title={t('New listings and new users per week')}
      description={t(
        'The last {n, plural, one {# week} other {# weeks}}, by the Monday each week starts on: {nl, plural, one {# listing} other {# listings}} and {nu, plural, one {# user} other {# users}}.',
        { n: weekly.length, nl: listings, nu: users },
      )}
      table={
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{t('Week of')}</TableHead>
              <TableHead scope="col" className="text-end">
                {newListings}
              </TableHead>
              <TableHead scope="col" className="text-end">
                {newUsers}
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
      <div className="h-72" dir="ltr">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart
            data={data}
            margin={{ top: 8, right: RTL ? -16 : 12, bottom: 4, left: RTL ? 12 : -16 }}
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
            <XAxis dataKey="label" tick={AXIS_TICK} stroke={COLORS.grid} minTickGap={12} reversed={RTL} />
            <YAxis allowDecimals={false} tick={AXIS_TICK} stroke={COLORS.grid} orientation={RTL ? 'right' : 'left'} />
            <Tooltip wrapperStyle={TEXT_DIRECTION} />
            <Legend content={<ChartLegend />} itemSorter={null} />
            <Area
              type="monotone"
              dataKey="newListings"
              name={newListings}
              stroke={COLORS.primary}
              strokeWidth={2}
              fill="url(#weekly-listings)"
            />
            <Area type="monotone" dataKey="newUsers" name={newUsers} stroke={COLORS.accent} strokeWidth={2} fill="url(#weekly-users)" />
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
      title={t('Top opportunities by funding')}
      description={t('The investment opportunities that have raised the most, with their share of the target.')}
      table={
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{t('Opportunity')}</TableHead>
              <TableHead scope="col" className="text-end">
                {t('Raised')}
              </TableHead>
              <TableHead scope="col" className="text-end">
                {t('Target')}
              </TableHead>
              <TableHead scope="col" className="text-end">
                {t('Funded')}
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((o) => (
              <TableRow key={o.id}>
                <TableHead scope="row" className="font-normal text-foreground" dir="auto">
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
        <p className="text-sm text-muted-foreground">{t('No investment opportunities yet.')}</p>
      ) : (
        <ol className="grid gap-4">
          {items.map((o, i) => (
            <li key={o.id} className="grid gap-1.5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-medium">
                  <span className="text-muted-foreground">{i + 1}.</span> <bdi>{o.title}</bdi>
                </span>
                <span className="text-muted-foreground tabular-nums">
                  <span className="font-medium text-foreground">{formatPrice(o.currentFunding)}</span>{' '}
                  {t('of {target}', { target: formatPrice(o.totalFunding) })}
                </span>
              </div>
              <Progress
                value={o.percent}
                aria-label={t('{title}: {percent} funded', { title: o.title, percent: `${o.percent.toFixed(1)}%` })}
              />
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
        {t('Charts')}
      </h2>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <GroupChart
          id="by-city"
          title={t('Properties by city')}
          groupName={t('City')}
          rows={analytics.propertiesByCity.map((c) => ({ ...c, label: t(c.city) }))}
        />
        <GroupChart
          id="by-type"
          title={t('Properties by type')}
          groupName={t('Type')}
          rows={analytics.propertiesByType.map((g) => ({ ...g, label: t(TYPE_LABELS[g.propertyType] ?? g.propertyType) }))}
        />
        <WeeklyChart weekly={analytics.weekly} />
        <TopOpportunities items={analytics.topOpportunities} />
      </div>
      <p className="text-xs text-muted-foreground">{t('Figures as of {date}.', { date: formatDateTime(analytics.generatedAt) })}</p>
    </section>
  );
}
