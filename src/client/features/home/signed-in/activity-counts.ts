import type { BidStatus, InquiryStatus, PropertyStatus } from '@shared/constants';
import { isBidExpired } from '@client/components/bid-status-badge';

// The numbers of the role-fitted home (docs/product.md#home), worked out from the lists the app
// already loads: my offers and inquiries come whole; the owner's lists come 20 at a time, so their
// counts say when the first page cannot settle them.

/** A count that may only be a floor: `atLeast` when more pages could hold more of them ("20+"). */
export interface Tally {
  count: number;
  atLeast: boolean;
}

export const tallyText = ({ count, atLeast }: Tally): string => (atLeast ? `${count}+` : String(count));

export type OfferState = BidStatus | 'expired';

/** An offer's state as its bidder sees it: a pending offer past its expiry is expired. */
export function offerState(bid: { status: BidStatus; validUntil: string | null }, now = Date.now()): OfferState {
  return isBidExpired(bid, now) ? 'expired' : bid.status;
}

/** My offers by state (pending, accepted, rejected, withdrawn, expired). */
export function countOffers(bids: { status: BidStatus; validUntil: string | null }[], now = Date.now()): Record<OfferState, number> {
  const counts: Record<OfferState, number> = { pending: 0, accepted: 0, rejected: 0, withdrawn: 0, expired: 0 };
  for (const bid of bids) counts[offerState(bid, now)] += 1;
  return counts;
}

/** My inquiries by state: awaiting the owner's reply (pending), answered (responded). */
export function countInquiries(inquiries: { status: InquiryStatus }[]): Record<InquiryStatus, number> {
  return {
    pending: inquiries.filter((i) => i.status === 'pending').length,
    responded: inquiries.filter((i) => i.status === 'responded').length,
  };
}

/** The newest `n` by `createdAt`. */
export function newest<T extends { createdAt: string }>(items: T[], n: number): T[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, n);
}

/**
 * The waiting ones of an owner's list that the server sorts waiting first (offers: pending; inquiries:
 * pending). When every loaded row waits and the list has more, the later pages may hold more of them.
 */
function waitingFloor(loaded: number, total: number | null, waiting: number): boolean {
  return total !== null && total > loaded && waiting === loaded;
}

/** Offers received: those waiting for an answer ("new"), and the pending ones past their expiry. */
export function tallyReceivedOffers<T extends { status: BidStatus; validUntil: string | null }>(
  bids: T[],
  total: number | null,
  now = Date.now(),
): { fresh: T[]; newOffers: Tally; expired: Tally } {
  const pending = bids.filter((b) => b.status === 'pending');
  const atLeast = waitingFloor(bids.length, total, pending.length);
  const fresh = pending.filter((b) => !isBidExpired(b, now));
  return {
    fresh,
    newOffers: { count: fresh.length, atLeast },
    expired: { count: pending.length - fresh.length, atLeast },
  };
}

/** Inquiries received that the owner has not answered. */
export function tallyUnanswered<T extends { status: InquiryStatus }>(inquiries: T[], total: number | null): { waiting: T[]; tally: Tally } {
  const waiting = inquiries.filter((i) => i.status === 'pending');
  return { waiting, tally: { count: waiting.length, atLeast: waitingFloor(inquiries.length, total, waiting.length) } };
}

/** My listings by status, over the loaded ones; `partial` when the list has more than were loaded. */
export function countListings(
  listings: { status: PropertyStatus }[],
  total: number | null,
): { counts: Record<PropertyStatus, number>; partial: boolean } {
  const counts: Record<PropertyStatus, number> = { active: 0, pending: 0, sold: 0 };
  for (const listing of listings) counts[listing.status] += 1;
  return { counts, partial: total !== null && total > listings.length };
}
