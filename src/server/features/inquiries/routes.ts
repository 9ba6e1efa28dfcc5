import { z } from 'zod';
import { errorResponseSchema, idParamSchema, pageQuerySchema } from '../../../shared/schemas/common';
import {
  conversationMessageSchema, conversationSchema, createInquirySchema, inquiryPageSchema, inquiryReplySchema, inquirySchema,
} from '../../../shared/schemas/inquiry';
import { requireUser } from '../../auth/guards';
import type { ZodApp } from '../../lib/http';
import {
  getConversation, listMyInquiries, listOwnerInquiries, listPropertyInquiries, replyToInquiry, sendInquiry,
} from './service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const security = [{ session: [] }];

export async function inquiriesRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;
  // Every inquiry route needs a signed-in user: a signed-out caller gets 401 before any body check.
  app.addHook('preValidation', async (request) => void requireUser(request));

  app.post('/properties/:id/inquiries', {
    onRequest: app.limits.writes,
    schema: {
      tags: ['inquiries'],
      summary: 'Send an inquiry about a property (not your own)',
      description: 'message: 10–2000 characters. contactPhone: a Saudi mobile number (05XXXXXXXX, +9665XXXXXXXX or 9665XXXXXXXX; spaces and dashes allowed), stored as +9665XXXXXXXX.',
      security,
      params: idParamSchema,
      body: createInquirySchema,
      response: { 201: inquirySchema, ...errors, 429: errorResponseSchema },
    },
  }, async (request, reply) => {
    const inquiry = await sendInquiry(db, { actor: requireUser(request), propertyId: request.params.id, input: request.body });
    return reply.status(201).send(inquiry);
  });

  app.get('/properties/:id/inquiries', {
    schema: {
      tags: ['inquiries'],
      summary: "A property's inquiries, a page at a time: its owner or an admin only; pending first, then newest",
      security,
      params: idParamSchema,
      querystring: pageQuerySchema,
      response: { 200: inquiryPageSchema, ...errors },
    },
  }, async (request) => listPropertyInquiries(db, { actor: requireUser(request), propertyId: request.params.id, query: request.query }));

  app.get('/user/inquiries', {
    schema: {
      tags: ['inquiries'],
      summary: 'The inquiries I sent, newest first',
      security,
      response: { 200: z.array(inquirySchema), 401: errorResponseSchema },
    },
  }, async (request) => listMyInquiries(db, { actor: requireUser(request) }));

  app.get('/owner/inquiries', {
    schema: {
      tags: ['inquiries'],
      summary: 'The inquiries received on the properties I own, a page at a time: pending first, then newest',
      security,
      querystring: pageQuerySchema,
      response: { 200: inquiryPageSchema, 400: errorResponseSchema, 401: errorResponseSchema },
    },
  }, async (request) => listOwnerInquiries(db, { actor: requireUser(request), query: request.query }));

  app.get('/inquiries/:id', {
    schema: {
      tags: ['inquiries'],
      summary: 'One conversation, oldest message first: the sender, the property owner or an admin only',
      security,
      params: idParamSchema,
      response: { 200: conversationSchema, ...errors },
    },
  }, async (request) => getConversation(db, { actor: requireUser(request), inquiryId: request.params.id }));

  app.post('/inquiries/:id/messages', {
    onRequest: app.limits.writes,
    schema: {
      tags: ['inquiries'],
      summary: "Reply in a conversation; the owner's (or an admin's) first reply marks the inquiry responded",
      security,
      params: idParamSchema,
      body: inquiryReplySchema,
      response: { 201: conversationMessageSchema, ...errors, 429: errorResponseSchema },
    },
  }, async (request, reply) => {
    const message = await replyToInquiry(db, { actor: requireUser(request), inquiryId: request.params.id, body: request.body.body });
    return reply.status(201).send(message);
  });
}
