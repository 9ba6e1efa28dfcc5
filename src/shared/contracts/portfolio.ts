import { z } from 'zod';
import { idempotencyHeadersSchema, idParamSchema, pageOf } from '../schemas/common';
import {
  distributionPayloadSchema,
  distributionSchema,
  ledgerEntrySchema,
  ledgerFilterSchema,
  ledgerQuerySchema,
  portfolioSchema,
  receiptSchema,
  referenceParamSchema,
} from '../schemas/portfolio';
import { contract } from './define';

// An investor's portfolio, ledger and receipts; the distributions an admin records
// (docs/product.md#portfolio). Payments are simulated: no real money moves.

const tags = ['portfolio'];

export const myPortfolio = contract({
  method: 'GET',
  path: '/api/user/portfolio',
  access: 'signed-in',
  tags,
  summary: "The signed-in user's portfolio: totals, holdings by opportunity, allocation by type and by city",
  responses: { 200: portfolioSchema },
});

export const myLedger = contract({
  method: 'GET',
  path: '/api/user/ledger',
  access: 'signed-in',
  tags,
  summary: "The signed-in user's money movements, newest first, by kind and dates (Riyadh days, both ends included)",
  query: ledgerQuerySchema,
  responses: { 200: pageOf(ledgerEntrySchema) },
});

export const exportLedger = contract({
  method: 'GET',
  path: '/api/user/ledger/export',
  access: 'signed-in',
  tags,
  summary: "The signed-in user's ledger as a CSV download, with the same filters, oldest first",
  query: ledgerFilterSchema,
  responses: { 200: z.string().describe('text/csv; charset=utf-8, with a header row') },
});

export const getReceipt = contract({
  method: 'GET',
  path: '/api/user/ledger/:reference',
  access: 'signed-in',
  tags,
  summary: 'One ledger entry of the signed-in user, as its receipt shows it; anyone else’s is a 404',
  params: referenceParamSchema,
  responses: { 200: receiptSchema },
  errors: [404],
});

export const listDistributions = contract({
  method: 'GET',
  path: '/api/investments/:id/distributions',
  access: ['admin'],
  tags,
  summary: "An opportunity's distributions, newest first (admin)",
  params: idParamSchema,
  responses: { 200: z.array(distributionSchema) },
  errors: [404],
});

export const recordDistribution = contract({
  method: 'POST',
  path: '/api/investments/:id/distributions',
  access: ['admin'],
  tags,
  summary: 'Record a distribution (admin): split pro rata across the holdings in exact halalas, as ledger entries and notifications',
  description:
    'Send an `Idempotency-Key` header to make retries safe: a repeat with the same key returns the distribution first recorded with 200 ' +
    'and pays no one twice; the same key with another amount or date is refused (422).',
  params: idParamSchema,
  headers: idempotencyHeadersSchema,
  body: distributionPayloadSchema,
  responses: { 201: distributionSchema, 200: distributionSchema },
  errors: [404, 409, 422],
});
