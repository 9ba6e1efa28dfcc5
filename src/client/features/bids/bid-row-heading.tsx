import { Link } from 'wouter';
import type { BidStatus } from '@shared/constants';
import { BidStatusBadge } from '@client/components/bid-status-badge';

/** A bid row's first line, on both tabs: the listing it is for, and where the bid stands. */
export function BidRowHeading({
  propertyId,
  title,
  status,
  expired,
}: {
  propertyId: number;
  title: string;
  status: BidStatus;
  expired?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      {/* The listing's own words, in their own direction (bdi), where the page's language puts the row's start. */}
      <Link href={`/properties/${propertyId}`} className="font-semibold text-primary underline-offset-4 hover:underline">
        <bdi>{title}</bdi>
      </Link>
      <BidStatusBadge status={status} expired={expired} />
    </div>
  );
}
