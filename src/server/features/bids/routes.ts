import { z } from 'zod';
import { errorResponseSchema, idempotencyHeadersSchema, idParamSchema, pageQuerySchema } from '../../../shared/schemas/common';
import {
  bidIdParamSchema, bidSchema, bidStatusUpdateSchema, createBidSchema, myBidSchema, ownerBidPageSchema,
} from '../../../shared/schemas/bid';
import { requireUser } from '../../auth/guards';
import type { ZodApp } from '../../lib/http';
import { listMyBids, listOwnerBids, listPropertyBids, placeBid, respondToBid, toPublicBid } from './service';


const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const security = [{ session: [] }];

export async function bidsRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;
  // Every bid route needs a signed-in user: a signed-out caller gets 401 before any body check.
  app.addHook('preValidation', async (request) => void requireUser(request));

  app.post('/properties/:id/bids', {
    onRequest: app.limits.writes,
    schema: {
      tags: ['bids'],
      summary: 'Place a bid on a property for sale (201; a repeated submit returns the original bid with 200)',
      description:
        'Signed in; the property must be active and for sale, and not your own. A repeat of the same bid creates one bid: '
        + 'send an `Idempotency-Key` header, or identical submits within 10 seconds count as one.',
      security,
      params: idParamSchema,
      headers: idempotencyHeadersSchema,
      body: createBidSchema,
      response: { 200: bidSchema, 201: bidSchema, ...errors, 422: errorResponseSchema, 429: errorResponseSchema },
    },
  }, async (request, reply) => {
    const actor = requireUser(request);
    const { bid, created } = await placeBid(db, {
      actor,
      propertyId: request.params.id,
      input: request.body,
      idempotencyKey: request.headers['idempotency-key'],
    });
    return reply.status(created ? 201 : 200).send(toPublicBid(bid));
  });

  app.get('/properties/:id/bids', {
    schema: {
      tags: ['bids'],
      summary: "A property's bids, a page at a time: its owner or an admin only; pending first, then amount descending, then newest",
      security,
      params: idParamSchema,
      querystring: pageQuerySchema,
      response: { 200: ownerBidPageSchema, ...errors },
    },
  }, async (request) => listPropertyBids(db, { actor: requireUser(request), propertyId: request.params.id, query: request.query }));

  app.get('/user/bids', {
    schema: {
      tags: ['bids'],
      summary: 'The bids I placed, newest first, each with its property (id, title, price)',
      security,
      response: { 200: z.array(myBidSchema), 401: errorResponseSchema },
    },
  }, async (request) => listMyBids(db, { actor: requireUser(request) }));

  app.get('/owner/bids', {
    schema: {
      tags: ['bids'],
      summary: 'Bids on the properties I own, a page at a time: pending first, then amount descending, then newest',
      security,
      querystring: pageQuerySchema,
      response: { 200: ownerBidPageSchema, 400: errorResponseSchema, 401: errorResponseSchema },
    },
  }, async (request) => listOwnerBids(db, { actor: requireUser(request), query: request.query }));

  app.patch('/bids/:bidId/status', {
    schema: {
      tags: ['bids'],
      summary: "Accept or reject a pending bid: the property's owner or an admin; once only (409 afterwards); an expired bid cannot be accepted",
      security,
      params: bidIdParamSchema,
      body: bidStatusUpdateSchema,
      response: { 200: bidSchema, ...errors },
    },
  }, async (request) => toPublicBid(await respondToBid(db, { actor: requireUser(request), bidId: request.params.bidId, input: request.body })));
}
