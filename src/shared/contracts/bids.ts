import { bidIdParamSchema, bidSchema, bidStatusUpdateSchema, createBidSchema, myBidSchema, ownerBidPageSchema } from '../schemas/bid';
import { idempotencyHeadersSchema, idParamSchema, pageQuerySchema } from '../schemas/common';
import { z } from 'zod';
import { contract } from './define';

// Offers on listings (docs/product.md#offers-bids): placing one, the owner's lists, answering.

const tags = ['bids'];

export const placeBid = contract({
  method: 'POST',
  path: '/api/properties/:id/bids',
  access: 'signed-in',
  tags,
  summary: 'Place a bid on a property for sale (201; a repeated submit returns the original bid with 200)',
  description:
    'The property must be active (409 once under offer or sold) and for sale, and not your own; whole riyals only. ' +
    'A new offer replaces your pending one on the listing, which becomes withdrawn. A repeat of the same bid creates one bid: ' +
    'send an `Idempotency-Key` header, or identical submits within 10 seconds count as one. The same key with another bid is refused (422).',
  params: idParamSchema,
  headers: idempotencyHeadersSchema,
  body: createBidSchema,
  responses: { 201: bidSchema, 200: bidSchema },
  errors: [403, 404, 409, 422, 429],
});

export const propertyBids = contract({
  method: 'GET',
  path: '/api/properties/:id/bids',
  access: 'signed-in',
  tags,
  summary: "A property's bids, a page at a time: its owner or an admin only; pending first, then amount descending, then newest",
  params: idParamSchema,
  query: pageQuerySchema,
  responses: { 200: ownerBidPageSchema },
  errors: [403, 404],
});

export const myBids = contract({
  method: 'GET',
  path: '/api/user/bids',
  access: 'signed-in',
  tags,
  summary: 'The bids I placed, newest first, each with its property (id, title, price)',
  responses: { 200: z.array(myBidSchema) },
});

export const ownerBids = contract({
  method: 'GET',
  path: '/api/owner/bids',
  access: 'signed-in',
  tags,
  summary: 'Bids on the properties I own, a page at a time: pending first, then amount descending, then newest',
  query: pageQuerySchema,
  responses: { 200: ownerBidPageSchema },
});

export const respondToBid = contract({
  method: 'PATCH',
  path: '/api/bids/:bidId/status',
  access: 'signed-in',
  tags,
  summary:
    "Accept or reject a pending bid: the property's owner or an admin; once only (409 afterwards); an expired bid cannot be accepted",
  description:
    'Accepting puts the listing under offer (status pending) and rejects every other pending offer on it with the reason ' +
    '"Another offer was accepted", in one transaction. Of two offers on one listing accepted at once, one succeeds and the other gets 409.',
  params: bidIdParamSchema,
  body: bidStatusUpdateSchema,
  responses: { 200: bidSchema },
  errors: [403, 404, 409],
});

export const withdrawBid = contract({
  method: 'POST',
  path: '/api/bids/:bidId/withdraw',
  access: 'signed-in',
  tags,
  summary: 'Withdraw my offer while it is pending (409 once it is answered or withdrawn; 403 for anyone but the bidder)',
  params: bidIdParamSchema,
  responses: { 200: bidSchema },
  errors: [403, 404, 409],
});
