import type { BidStatus } from '@shared/constants';
import { t } from '@client/lib/i18n';
import { statusWord } from './status-words';
import { Badge } from './ui/badge';

// Each bid status its own colour: amber waits, green accepted, red rejected (docs/product.md#my-bids);
// grey for a pending bid that lapsed and for one its bidder withdrew.
const VARIANT: Record<BidStatus, 'warning' | 'success' | 'destructive' | 'secondary'> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'destructive',
  withdrawn: 'secondary',
};

/**
 * A pending bid past its validUntil: the server no longer lets it be accepted (only declined), so
 * the owner's lists say so instead of offering an Accept that would fail.
 */
export function isBidExpired(bid: { status: BidStatus; validUntil: string | null }, now = Date.now()): boolean {
  return bid.status === 'pending' && bid.validUntil !== null && new Date(bid.validUntil).getTime() <= now;
}

export function BidStatusBadge({ status, expired = false }: { status: BidStatus; expired?: boolean }) {
  if (expired) {
    return (
      <Badge variant="outline" className="text-muted-foreground" data-testid="bid-status">
        {t('Expired')}
      </Badge>
    );
  }
  return (
    <Badge variant={VARIANT[status]} className="capitalize" data-testid="bid-status">
      {statusWord(status)}
    </Badge>
  );
}
