import type { ReactNode } from 'react';
import { Building2, Gavel, HandCoins, MessageSquare, Tag, Users } from 'lucide-react';
import type { Analytics } from '@shared/schemas/analytics';
import { formatNumber, formatPrice } from '@shared/format';
import { Card, CardContent } from '@client/components/ui/card';
import { Progress } from '@client/components/ui/progress';

type Totals = Analytics['totals'];

function StatCard({ id, title, value, icon, children }: { id: string; title: string; value: ReactNode; icon: ReactNode; children?: ReactNode }) {
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

/** A compact "label value" list under a card's headline figure. */
function Breakdown({ items }: { items: Array<[label: string, value: number]> }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-2">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium tabular-nums">{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Headline totals of GET /api/analytics. */
export function StatCards({ totals }: { totals: Totals }) {
  const { users, properties, bids, inquiries, investments } = totals;
  return (
    <section aria-labelledby="analytics-totals-heading">
      <h2 id="analytics-totals-heading" className="sr-only">
        Totals
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard id="users" title="Users" value={formatNumber(users.total)} icon={<Users className="size-5" />}>
          <Breakdown items={[['Buyers', users.buyer], ['Developers', users.developer], ['Investors', users.investor], ['Admins', users.admin]]} />
        </StatCard>
        <StatCard id="properties" title="Properties" value={formatNumber(properties.total)} icon={<Building2 className="size-5" />}>
          <Breakdown items={[['Active', properties.active], ['Sold', properties.sold], ['Pending', properties.pending]]} />
        </StatCard>
        <StatCard id="sale-rent" title="For Sale vs For Rent" value={`${formatNumber(properties.forSale)} / ${formatNumber(properties.forRent)}`} icon={<Tag className="size-5" />}>
          <Breakdown items={[['For sale', properties.forSale], ['For rent', properties.forRent]]} />
          <p className="text-xs text-muted-foreground">A listing can be offered both for sale and for rent.</p>
        </StatCard>
        <StatCard id="bids" title="Bids" value={formatNumber(bids.total)} icon={<Gavel className="size-5" />}>
          <Breakdown items={[['Pending', bids.pending], ['Accepted', bids.accepted], ['Rejected', bids.rejected]]} />
        </StatCard>
        <StatCard id="inquiries" title="Inquiries" value={formatNumber(inquiries.total)} icon={<MessageSquare className="size-5" />}>
          <Breakdown items={[['Pending', inquiries.pending], ['Responded', inquiries.responded]]} />
        </StatCard>
        <StatCard id="funding" title="Investment Funding Raised" value={formatPrice(investments.fundingRaised)} icon={<HandCoins className="size-5" />}>
          <div className="grid gap-1.5">
            <Progress value={investments.percentFunded} aria-label={`Funding raised: ${investments.percentFunded.toFixed(1)}% of target`} />
            <p className="text-sm text-muted-foreground">
              <span className="font-medium text-foreground">{investments.percentFunded.toFixed(1)}%</span> of{' '}
              {formatPrice(investments.fundingTarget)} target
            </p>
          </div>
          <Breakdown items={[['Opportunities', investments.opportunities], ['Open', investments.active], ['Holdings', investments.holdings]]} />
        </StatCard>
      </div>
    </section>
  );
}
