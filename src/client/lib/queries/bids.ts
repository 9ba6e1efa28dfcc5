import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Bid, BidStatusUpdate, MyBid, OwnerBid } from '@shared/schemas/bid';
import { apiRequest } from '../api';
import { usePagedList } from './paged';

// Bids (SPEC §7). Query keys are the URL path, so the default query fn of lib/query-client.ts
// fetches them (GET on the joined key, throws on 401).

export const USER_BIDS_KEY = ['/api/user/bids'] as const;
export const OWNER_BIDS_KEY = ['/api/owner/bids'] as const;
/** Prefix of the owner's per-property lists (['/api/properties', id, 'bids']). */
export const propertyBidsKey = (propertyId: number | string) => ['/api/properties', String(propertyId), 'bids'] as const;

/** The bids I placed, newest first, each with its property. Pass whether signed in. */
export function useMyBids(enabled: boolean) {
  return useQuery<MyBid[]>({ queryKey: USER_BIDS_KEY, enabled });
}

/** Bids on the properties I own, a page at a time: pending first, then amount descending. Pass whether to load them. */
export function useOwnerBids(enabled: boolean) {
  return usePagedList<OwnerBid>(OWNER_BIDS_KEY, { enabled });
}

/** The bids on one of my listings, a page at a time, in the same order. */
export function usePropertyBids(propertyId: number) {
  return usePagedList<OwnerBid>(propertyBidsKey(propertyId));
}

export interface RespondToBidVariables {
  bidId: number;
  propertyId: number;
  status: BidStatusUpdate['status'];
}

/**
 * PATCH /api/bids/{bidId}/status; afterwards the owner lists (and my own, in case I bid too) refresh.
 * Also after a failure: a 409 means the bid was answered elsewhere or lapsed, and the row should
 * show how it really stands.
 */
export function useRespondToBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bidId, status }: RespondToBidVariables) => apiRequest<Bid>('PATCH', `/api/bids/${bidId}/status`, { status }),
    onSettled: (_bid, _error, { propertyId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: OWNER_BIDS_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_BIDS_KEY }),
        queryClient.invalidateQueries({ queryKey: propertyBidsKey(propertyId) }),
      ]),
  });
}
