import type { BidStatus } from '@shared/constants';
import { Badge } from '@client/components/ui/badge';

// Each bid status its own colour: amber waits, green accepted, red rejected (SPEC §3 property_bids).
const VARIANT: Record<BidStatus, 'warning' | 'success' | 'destructive'> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'destructive',
};

export function BidStatusBadge({ status }: { status: BidStatus }) {
  return (
    <Badge variant={VARIANT[status]} className="capitalize" data-testid="bid-status">
      {status}
    </Badge>
  );
}
