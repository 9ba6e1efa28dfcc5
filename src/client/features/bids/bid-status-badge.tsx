import { Link } from 'wouter';
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

/** A bid row's first line, on both tabs: the listing it is for, and where the bid stands. */
export function BidRowHeading({ propertyId, title, status }: { propertyId: number; title: string; status: BidStatus }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <Link href={`/properties/${propertyId}`} className="font-semibold text-primary underline-offset-4 hover:underline">
        {title}
      </Link>
      <BidStatusBadge status={status} />
    </div>
  );
}
