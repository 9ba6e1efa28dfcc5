import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idempotencyHeadersSchema, idParamSchema } from '../../../shared/schemas/common';
import {
  investmentCreateSchema, investmentSchema, investmentUpdateSchema, investPayloadSchema,
  portfolioSummarySchema, userInvestmentSchema,
} from '../../../shared/schemas/investment';
import { requireRole, requireUser } from '../../auth/guards';
import { errorResponseSchema, type ZodApp } from '../../lib/http';
import {
  createInvestment, deleteInvestment, getInvestment, invest, listInvestments, listUserInvestments, portfolioSummary,
  updateInvestment,
} from './service';

const tags = ['investments'];
const security = [{ session: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

// Who may call is decided before the payload is looked at: a signed-out caller learns nothing from validation.
const adminOnly = async (request: FastifyRequest) => void requireRole(request, 'admin');
const signedIn = async (request: FastifyRequest) => void requireUser(request);

export async function investmentsRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;

  app.get('/investments', {
    schema: { tags, summary: 'All investment opportunities, newest first', response: { 200: z.array(investmentSchema) } },
  }, async () => listInvestments({ db }));

  app.get('/investments/:id', {
    schema: {
      tags, summary: 'One investment opportunity', params: idParamSchema,
      response: { 200: investmentSchema, 400: errors[400], 404: errors[404] },
    },
  }, async (request) => getInvestment({ db, id: request.params.id }));

  app.post('/investments', {
    preValidation: adminOnly,
    schema: {
      tags, security, summary: 'Create an investment opportunity (admin)', body: investmentCreateSchema,
      response: { 201: investmentSchema, 400: errors[400], 401: errors[401], 403: errors[403] },
    },
  }, async (request, reply) => {
    const created = await createInvestment({ db, actor: requireUser(request), input: request.body });
    return reply.status(201).send(created);
  });

  app.put('/investments/:id', {
    preValidation: adminOnly,
    schema: {
      tags, security, summary: 'Edit an investment opportunity (admin); total funding never below what is invested',
      params: idParamSchema, body: investmentUpdateSchema, response: { 200: investmentSchema, ...errors },
    },
  }, async (request) => updateInvestment({ db, actor: requireUser(request), id: request.params.id, input: request.body }));

  app.delete('/investments/:id', {
    preValidation: adminOnly,
    schema: {
      tags, security, summary: 'Delete an investment opportunity without investors (admin); one with investors can only be closed',
      params: idParamSchema, response: { 204: z.null().describe('Deleted'), ...errors },
    },
  }, async (request, reply) => {
    await deleteInvestment({ db, actor: requireUser(request), id: request.params.id });
    return reply.status(204).send(null);
  });

  app.get('/user/investments', {
    preValidation: signedIn,
    schema: {
      tags, security, summary: "The signed-in user's investments, newest first, each with its opportunity",
      response: { 200: z.array(userInvestmentSchema), 401: errors[401] },
    },
  }, async (request) => listUserInvestments({ db, actor: requireUser(request) }));

  app.get('/user/portfolio', {
    preValidation: signedIn,
    schema: {
      tags, security, summary: "Totals of the signed-in user's active investments",
      response: { 200: portfolioSummarySchema, 401: errors[401] },
    },
  }, async (request) => portfolioSummary({ db, actor: requireUser(request) }));

  app.post('/user/investments', {
    preValidation: signedIn,
    schema: {
      tags, security,
      summary: 'Invest in an opportunity (simulated payment)',
      description:
        'The opportunity must be active, the amount at least its minimum and within the funding that remains. '
        + 'Send an `Idempotency-Key` header to make retries safe: a repeat with the same key returns the original investment with 200.',
      headers: idempotencyHeadersSchema,
      body: investPayloadSchema,
      response: { 201: userInvestmentSchema, 200: userInvestmentSchema, ...errors, 422: errorResponseSchema },
    },
  }, async (request, reply) => {
    const { holding, replayed } = await invest({
      db, actor: requireUser(request), input: request.body, idempotencyKey: request.headers['idempotency-key'],
    });
    return reply.status(replayed ? 200 : 201).send(holding);
  });
}
