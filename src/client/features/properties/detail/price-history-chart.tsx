import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompactNumber, formatDate, formatPrice } from '@shared/format';
import { locale, t } from '@client/lib/i18n';
import type { PropertyDetail } from '../api/listing';

// The price history's small chart (Recharts, a chunk of its own): the price in SAR as a step line,
// each price held until the next, up to today (or the sale). The SVG is named by a sentence; the
// exact figures are in the list beside it.

const COLORS = { line: '#0f766e', grid: '#e2e8f0', muted: '#475569' } as const;
const AXIS_TICK = { fontSize: 12, fill: COLORS.muted };

/** The ticks' dates: Arabic month names with Latin digits on an Arabic page, as formatDate writes them. */
const TICK_LOCALE = locale === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-US';

/** "Sep 3" within a year of history, "Sep 2025" over a longer one: no two ticks read alike. */
const tickLabel = (span: number) => (time: number) =>
  new Date(time).toLocaleDateString(
    TICK_LOCALE,
    span > 300 * 86_400_000 ? { month: 'short', year: 'numeric' } : { month: 'short', day: 'numeric' },
  );

/** A dot where the price changed. */
function ChangeDot({ cx, cy, payload, index }: { cx?: number; cy?: number; payload?: { change: boolean }; index?: number }) {
  if (!payload?.change || cx === undefined || cy === undefined) return <g key={index} />;
  return <circle key={index} cx={cx} cy={cy} r={3} fill="#fff" stroke={COLORS.line} strokeWidth={2} />;
}

export default function PriceHistoryChart({ property }: { property: PropertyDetail }) {
  const history = property.priceHistory;
  const points = history.map((e) => ({ t: new Date(e.changedAt).getTime(), sar: Number(e.priceSar), change: true }));
  const end = property.status === 'sold' && property.soldAt ? new Date(property.soldAt).getTime() : Date.now();
  const last = points[points.length - 1];
  // The last price held up to today (or the sale): a line's end, not a change, so no dot.
  if (end > last.t) points.push({ t: end, sar: last.sar, change: false });
  const latest = history[history.length - 1];
  const summary = t(
    'Price in SAR over time, from {first} on {firstDate} to {last} on {lastDate}, {n, plural, one {# change} other {# changes}}.',
    {
      first: formatPrice(history[0].priceSar),
      firstDate: formatDate(history[0].changedAt),
      last: formatPrice(latest.priceSar),
      lastDate: formatDate(latest.changedAt),
      n: history.length - 1,
    },
  );
  return (
    // Time runs left to right in either language: the chart does not mirror.
    <div role="img" aria-label={summary} dir="ltr" className="h-44 w-full" data-testid="price-history-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={COLORS.grid} vertical={false} />
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            ticks={points.map((p) => p.t)}
            tickFormatter={tickLabel(end - points[0].t)}
            tick={AXIS_TICK}
            minTickGap={16}
          />
          <YAxis
            tickFormatter={(v: number) => formatCompactNumber(v)}
            tick={AXIS_TICK}
            // "5.8 مليون" is wider than "5.8M".
            width={locale === 'ar' ? 68 : 48}
            domain={[(min: number) => Math.floor(min * 0.95), (max: number) => Math.ceil(max * 1.02)]}
          />
          <Tooltip labelFormatter={(t) => formatDate(new Date(Number(t)))} formatter={(v) => [formatPrice(Number(v)), t('Price')]} />
          <Line type="stepAfter" dataKey="sar" stroke={COLORS.line} strokeWidth={2} dot={ChangeDot} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
