import type { ReactNode } from 'react';
import { Building2, Gavel, HandCoins, MessageSquare, Tag, Users } from 'lucide-react';

import { formatNumber, formatPrice } from '@shared/format';
import { Card, CardContent } from '@client/components/ui/card';
import { Progress } from '@client/components/ui/progress';
import { cn } from '@client/lib/cn';
import { t } from '@client/lib/i18n';
import { listOf } from '../shared/words';
import type { ApiSchema } from '@client/lib/api-client';

type Analytics = ApiSchema['Analytics'];

type Totals = Analytics['totals'];

function StatCard({
  id,
  title,
  value,
  icon,
  children,
}: {
  id: string;
  title: string;
  value: ReactNode;
  icon: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card className="gap-3 py-5" role="group" aria-labelledby={`${id}-title`} data-testid={`stat-${id}`}>
      <CardContent className="grid gap-3 px-5">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h3 id={`${id}-title`} className="text-sm font-medium text-muted-foreground">
              {title}
            </h3>
            <p className="mt-1 text-2xl font-bold sm:text-3xl tracking-tight tabular-nums" data-testid={`stat-${id}-value`}>
              {value}
            </p>
          </div>
          <span className="rounded-lg bg-primary/10 p-2.5 text-primary" aria-hidden>
            {icon}
          </span>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}

/** One part of a total: its label, its count and the Tailwind background of its bar segment and legend swatch. */
type Part = { label: string; value: number; color: string };

/** A legend swatch: decoration only (the label beside it says what it is). */
function Swatch({ color }: { color: string }) {
  return <span className={cn('inline-block size-2.5 shrink-0 rounded-[3px]', color)} aria-hidden />;
}

/** A compact "label value" list under a card's headline figure; with colours, it is the legend of the card's chart. */
function Breakdown({ items }: { items: Array<{ label: string; value: number; color?: string }> }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
      {items.map(({ label, value, color }) => (
        <div key={label} className="flex min-w-0 justify-between gap-2">
          <dt className="flex min-w-0 items-center gap-1.5 text-muted-foreground">
            {color ? <Swatch color={color} /> : null}
            <span className="truncate">{label}</span>
          </dt>
          <dd className="font-medium tabular-nums">{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A horizontal stacked bar of the parts of a whole (plain divs, no chart library): each segment's
 * width is its share. Named for screen readers by `label` (role="img"), which lists every part and
 * its number; the same numbers are on screen as text in the card's legend.
 */
function PartsBar({ label, parts }: { label: string; parts: Part[] }) {
  const sum = parts.reduce((s, p) => s + p.value, 0);
  return (
    <div role="img" aria-label={label} className="flex h-3 w-full gap-0.5 overflow-hidden rounded-full bg-muted">
      {sum > 0
        ? parts
            .filter((p) => p.value > 0)
            .map((p) => <span key={p.label} className={cn('h-full min-w-1', p.color)} style={{ flexGrow: p.value, flexBasis: 0 }} />)
        : null}
    </div>
  );
}

/** Independent shares of one total (e.g. for sale and for rent, which overlap): one thin bar per part, as a share of `total`. */
function ShareBars({ label, total, parts }: { label: string; total: number; parts: Part[] }) {
  return (
    <div role="img" aria-label={label} className="grid gap-1.5">
      {parts.map((p) => (
        <div key={p.label} className="h-2 w-full overflow-hidden rounded-full bg-muted">
          <div
            className={cn('h-full rounded-full', p.color)}
            style={{ width: `${total > 0 ? Math.min(100, (p.value / total) * 100) : 0}%` }}
          />
        </div>
      ))}
    </div>
  );
}

/** "Users by role: Buyers 3, Developers 2 (5 in all)." */
const partsLabel = (what: string, parts: Part[], total: number) =>
  t('{what}: {parts} ({total} in all).', {
    what,
    parts: listOf(parts.map((p) => `${p.label} ${formatNumber(p.value)}`)),
    total: formatNumber(total),
  });

const percentOf = (value: number, total: number) => (total > 0 ? `${Math.round((value / total) * 100)}%` : '0%');

/** Headline totals of GET /api/analytics, each with a small chart of its parts. */
export function StatCards({ totals }: { totals: Totals }) {
  const { users, properties, bids, inquiries, investments } = totals;
  const roles: Part[] = [
    { label: t('Buyers'), value: users.buyer, color: 'bg-brand-700' },
    { label: t('Developers'), value: users.developer, color: 'bg-sand-600' },
    { label: t('Investors'), value: users.investor, color: 'bg-sky-600' },
    { label: t('Admins'), value: users.admin, color: 'bg-slate-600' },
  ];
  const statuses: Part[] = [
    { label: t('Active'), value: properties.active, color: 'bg-brand-700' },
    { label: t('Sold'), value: properties.sold, color: 'bg-sand-600' },
    { label: t('Pending'), value: properties.pending, color: 'bg-slate-500' },
  ];
  const offers: Part[] = [
    { label: t('For sale'), value: properties.forSale, color: 'bg-brand-700' },
    { label: t('For rent'), value: properties.forRent, color: 'bg-sky-600' },
  ];
  const bidStatuses: Part[] = [
    { label: t('Pending'), value: bids.pending, color: 'bg-amber-500' },
    { label: t('Expired'), value: bids.expired, color: 'bg-slate-400' },
    { label: t('Accepted'), value: bids.accepted, color: 'bg-brand-700' },
    { label: t('Rejected'), value: bids.rejected, color: 'bg-rose-600' },
  ];
  const inquiryStatuses: Part[] = [
    { label: t('Pending'), value: inquiries.pending, color: 'bg-amber-500' },
    { label: t('Responded'), value: inquiries.responded, color: 'bg-brand-700' },
  ];
  const percentFunded = `${investments.percentFunded.toFixed(1)}%`;
  const fundingTarget = formatPrice(investments.fundingTarget);
  const fundingLabel = t('Funding raised: {raised} of {target} target ({percent})', {
    raised: formatPrice(investments.fundingRaised),
    target: fundingTarget,
    percent: percentFunded,
  });
  return (
    <section aria-labelledby="analytics-totals-heading">
      <h2 id="analytics-totals-heading" className="sr-only">
        {t('Totals')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard id="users" title={t('Users')} value={formatNumber(users.total)} icon={<Users className="size-5" />}>
          <PartsBar label={partsLabel(t('Users by role'), roles, users.total)} parts={roles} />
          <Breakdown items={roles} />
        </StatCard>
        <StatCard id="properties" title={t('Properties')} value={formatNumber(properties.total)} icon={<Building2 className="size-5" />}>
          <PartsBar label={partsLabel(t('Properties by status'), statuses, properties.total)} parts={statuses} />
          <Breakdown items={statuses} />
        </StatCard>
        <StatCard
          id="sale-rent"
          title={t('For Sale vs For Rent')}
          value={`${formatNumber(properties.forSale)} / ${formatNumber(properties.forRent)}`}
          icon={<Tag className="size-5" />}
        >
          <ShareBars
            label={t('Listings for sale and for rent, of {n, plural, one {# listing} other {# listings}}: {parts}.', {
              n: properties.total,
              parts: listOf(offers.map((p) => `${p.label} ${formatNumber(p.value)} (${percentOf(p.value, properties.total)})`)),
            })}
            total={properties.total}
            parts={offers}
          />
          <Breakdown items={offers} />
          <p className="text-xs text-muted-foreground">{t('A listing can be offered both for sale and for rent.')}</p>
        </StatCard>
        <StatCard id="bids" title={t('Bids')} value={formatNumber(bids.total)} icon={<Gavel className="size-5" />}>
          <PartsBar label={partsLabel(t('Bids by status'), bidStatuses, bids.total)} parts={bidStatuses} />
          <Breakdown items={bidStatuses} />
          <p className="text-xs text-muted-foreground">{t('Expired: pending bids whose Valid Until date has passed.')}</p>
        </StatCard>
        <StatCard id="inquiries" title={t('Inquiries')} value={formatNumber(inquiries.total)} icon={<MessageSquare className="size-5" />}>
          <PartsBar label={partsLabel(t('Inquiries by status'), inquiryStatuses, inquiries.total)} parts={inquiryStatuses} />
          <Breakdown items={inquiryStatuses} />
        </StatCard>
        <StatCard
          id="funding"
          title={t('Investment Funding Raised')}
          value={formatPrice(investments.fundingRaised)}
          icon={<HandCoins className="size-5" />}
        >
          <div className="grid gap-1.5">
            <Progress value={investments.percentFunded} aria-label={fundingLabel} className="h-3" />
            <p className="text-sm text-muted-foreground">
              <span className="font-medium text-foreground">{percentFunded}</span> {t('of {target} target', { target: fundingTarget })}
            </p>
          </div>
          <Breakdown
            items={[
              { label: t('Opportunities'), value: investments.opportunities },
              { label: t('Open'), value: investments.active },
              { label: t('Holdings'), value: investments.holdings },
            ]}
          />
        </StatCard>
      </div>
    </section>
  );
}
