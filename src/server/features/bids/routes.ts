import { z } from 'zod';
import { idParamSchema, errorResponseSchema } from '../../../shared/schemas/common';
import {
  bidIdParamSchema, bidSchema, bidStatusUpdateSchema, createBidSchema, myBidSchema, ownerBidSchema,
} from '../../../shared/schemas/bid';
import { requireUser } from '../../auth/guards';
import type { ZodApp } from '../../lib/http';
import { listMyBids, listOwnerBids, listPropertyBids, placeBid, respondToBid, toPublicBid } from './service';

const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1, 'Idempotency-Key must not be empty')
    .max(200, 'Idempotency-Key must be at most 200 characters')
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII without spaces')
    .optional()
    .describe('Any unique value per intended bid (e.g. a UUID). A retry with the same key returns the original bid with 200.'),
});

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const security = [{ session: [] }];

export async function bidsRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;
  // Every bid route needs a signed-in user: a signed-out caller gets 401 before any body check.
  app.addHook('preValidation', async (request) => void requireUser(request));

  app.post('/properties/:id/bids', {
    schema: {
      tags: ['bids'],
      summary: 'Place a bid on a property for sale (201; a repeated submit returns the original bid with 200)',
      description:
        'Signed in; the property must be active and for sale, and not your own. A repeat of the same bid creates one bid: '
        + 'send an `Idempotency-Key` header, or identical submits within 10 seconds count as one.',
      security,
      params: idParamSchema,
      headers: idempotencyHeaders,
      body: createBidSchema,
      response: { 200: bidSchema, 201: bidSchema, ...errors },
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
      summary: "A property's bids: its owner or an admin only; pending first, then amount descending, then newest",
      security,
      params: idParamSchema,
      response: { 200: z.array(ownerBidSchema), ...errors },
    },
  }, async (request) => listPropertyBids(db, { actor: requireUser(request), propertyId: request.params.id }));

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
      summary: 'Bids on the properties I own: pending first, then amount descending, then newest',
      security,
      response: { 200: z.array(ownerBidSchema), 401: errorResponseSchema },
    },
  }, async (request) => listOwnerBids(db, { actor: requireUser(request) }));

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
