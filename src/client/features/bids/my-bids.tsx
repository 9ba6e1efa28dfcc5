import { Link } from 'wouter';
import { CalendarClock, CheckCircle2, Clock, Gavel, Search, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPrice } from '@shared/format';

import { isBidExpired } from '@client/components/bid-status-badge';
import { EmptyState, ErrorCard } from '@client/components/page-states';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { WithdrawOfferButton } from '@client/components/forms/withdraw-offer-button';
import { BidListSkeleton } from './bid-list-states';
import { BidRowHeading } from './bid-row-heading';
import { offerDateTime } from './offer-date';
import { msg, ownWords, t, translateMessage } from '@client/lib/i18n';
import type { ApiSchema } from '@client/lib/api-client';

type MyBid = ApiSchema['MyBid'];

/** One of the totals; `label` is an English message (its test id stays English in either language). */
function StatCard({ label, value, icon, loading }: { label: string; value: number; icon: ReactNode; loading: boolean }) {
  return (
    <Card className="gap-2 py-4">
      <CardContent className="flex items-center justify-between gap-3 px-4">
        <div>
          <p className="text-sm text-muted-foreground">{t(label)}</p>
          {loading ? (
            <Skeleton className="mt-1 h-8 w-10" />
          ) : (
            <p className="text-2xl font-bold" data-testid={`stat-${label}`}>
              {value}
            </p>
          )}
        </div>
        {icon}
      </CardContent>
    </Card>
  );
}

/** The four counts above My Bids: all offers, and those pending (not lapsed), accepted and rejected. */
const BID_STATS = [
  { label: msg('Total Bids'), status: null, Icon: Gavel, tone: 'text-primary' },
  { label: msg('Pending'), status: 'pending', Icon: Clock, tone: 'text-warning' },
  { label: msg('Accepted'), status: 'accepted', Icon: CheckCircle2, tone: 'text-success' },
  { label: msg('Rejected'), status: 'rejected', Icon: XCircle, tone: 'text-destructive' },
] as const;

export function BidStats({ bids, loading }: { bids: MyBid[]; loading: boolean }) {
  const count = (status: MyBid['status']) => bids.filter((b) => b.status === status && !isBidExpired(b)).length;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {BID_STATS.map(({ label, status, Icon, tone }) => (
        <StatCard
          key={label}
          label={label}
          value={status ? count(status) : bids.length}
          loading={loading}
          icon={<Icon className={`size-6 ${tone}`} aria-hidden />}
        />
      ))}
    </div>
  );
}

function MyBidRow({ bid }: { bid: MyBid }) {
  const expired = isBidExpired(bid);
  return (
    <li>
      <Card className="gap-3 py-5">
        <CardContent className="space-y-2 px-5">
          <BidRowHeading
            propertyId={bid.propertyId}
            title={ownWords(bid.property.title, bid.property.titleAr)}
            status={bid.status}
            expired={expired}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-xl font-bold">{formatPrice(bid.bidAmount, bid.currency)}</p>
            {bid.status === 'pending' && !expired ? (
              <WithdrawOfferButton bid={bid} title={ownWords(bid.property.title, bid.property.titleAr)} />
            ) : null}
          </div>
          {bid.rejectionReason ? <p className="text-sm font-medium">{translateMessage(bid.rejectionReason)}</p> : null}
          {bid.message ? (
            <p dir="auto" className="whitespace-pre-wrap break-words text-sm text-muted-foreground">
              {bid.message}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted-foreground">
            {bid.validUntil ? (
              <span className="inline-flex items-center gap-1">
                <CalendarClock className="size-3.5" aria-hidden /> {t('Valid until {date}', { date: offerDateTime(bid.validUntil) })}
              </span>
            ) : null}
            <span>{t('Submitted {date}', { date: offerDateTime(bid.createdAt) })}</span>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

/**
 * The bids I placed (a pending bid past its validUntil reads Expired, and is not counted as Pending:
 * the owner can no longer accept it). Empty states: a developer sees the page's two lists side by side, so theirs
 * says 'No Bids Submitted' (they may well have received bids); everyone else, who only has this
 * list, sees 'No Bids Yet'. Both point at /buy.
 */
export function MyBidsPanel({
  bids,
  isLoading,
  isError,
  isDeveloper,
}: {
  bids: MyBid[];
  isLoading: boolean;
  isError: boolean;
  isDeveloper: boolean;
}) {
  let list: ReactNode;
  if (isLoading) list = <BidListSkeleton />;
  else if (isError) list = <ErrorCard title={t('Error')} message={t('Failed to load bids. Please try again.')} />;
  else if (bids.length === 0)
    list = (
      <EmptyState
        icon={<Gavel className="size-10 text-muted-foreground" aria-hidden />}
        title={isDeveloper ? t('No Bids Submitted') : t('No Bids Yet')}
        message={
          isDeveloper ? t('You have not placed a bid on any property.') : t('Make an offer on a property for sale and follow it here.')
        }
        action={
          <Button asChild>
            <Link href="/buy">
              <Search aria-hidden /> {t('Browse Properties')}
            </Link>
          </Button>
        }
      />
    );
  else
    list = (
      <ul className="space-y-4" aria-label={t('My bids')}>
        {bids.map((bid) => (
          <MyBidRow key={bid.id} bid={bid} />
        ))}
      </ul>
    );

  return (
    <div className="space-y-6">
      {isError ? null : <BidStats bids={bids} loading={isLoading} />}
      {list}
    </div>
  );
}
