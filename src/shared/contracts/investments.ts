import { z } from 'zod';
import { idempotencyHeadersSchema, idParamSchema } from '../schemas/common';
import {
  investmentCreateSchema,
  investmentSchema,
  investmentUpdateSchema,
  investPayloadSchema,
  userInvestmentSchema,
} from '../schemas/investment';
import { contract } from './define';

// Investment opportunities and the money users put into them (docs/product.md#investments).

const tags = ['investments'];

export const listInvestments = contract({
  method: 'GET',
  path: '/api/investments',
  access: 'public',
  tags,
  summary: 'All investment opportunities, newest first',
  responses: { 200: z.array(investmentSchema) },
});

export const getInvestment = contract({
  method: 'GET',
  path: '/api/investments/:id',
  access: 'public',
  tags,
  summary: 'One investment opportunity',
  params: idParamSchema,
  responses: { 200: investmentSchema },
  errors: [404],
});

export const createInvestment = contract({
  method: 'POST',
  path: '/api/investments',
  access: ['admin'],
  tags,
  summary: 'Create an investment opportunity (admin)',
  body: investmentCreateSchema,
  responses: { 201: investmentSchema },
});

export const updateInvestment = contract({
  method: 'PUT',
  path: '/api/investments/:id',
  access: ['admin'],
  tags,
  summary: 'Edit an investment opportunity (admin); total funding never below what is invested',
  params: idParamSchema,
  body: investmentUpdateSchema,
  responses: { 200: investmentSchema },
  errors: [404, 409],
});

export const deleteInvestment = contract({
  method: 'DELETE',
  path: '/api/investments/:id',
  access: ['admin'],
  tags,
  summary: 'Delete an investment opportunity without investors (admin); one with investors can only be closed',
  params: idParamSchema,
  responses: { 204: z.null().describe('Deleted') },
  errors: [404, 409],
});

export const myInvestments = contract({
  method: 'GET',
  path: '/api/user/investments',
  access: 'signed-in',
  tags,
  summary: "The signed-in user's investments, newest first, each with its opportunity",
  responses: { 200: z.array(userInvestmentSchema) },
});

export const invest = contract({
  method: 'POST',
  path: '/api/user/investments',
  access: 'signed-in',
  tags,
  summary: 'Invest in an opportunity (simulated payment)',
  description:
    'The opportunity must be active and before its funding deadline, the amount at least its minimum, within the funding that remains ' +
    'and within the per-investor cap; the first investment in an opportunity needs `riskAcknowledged: true`. ' +
    'The answer carries the payment’s ledger reference. ' +
    'Send an `Idempotency-Key` header to make retries safe: a repeat with the same key returns the original investment with 200; ' +
    'the same key with another investment is refused (422).',
  headers: idempotencyHeadersSchema,
  body: investPayloadSchema,
  responses: { 201: userInvestmentSchema, 200: userInvestmentSchema },
  errors: [404, 409, 422],
});
