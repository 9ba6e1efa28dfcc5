import { z } from 'zod';
import {
  createSavedSearchSchema,
  savedSearchIdParamSchema,
  savedSearchListSchema,
  savedSearchSchema,
  updateSavedSearchSchema,
} from '../schemas/saved-search';
import { contract } from './define';

// Saved searches and their alerts (docs/product.md#favourites-and-saved-searches).

const tags = ['saved-searches'];

export const listSavedSearches = contract({
  method: 'GET',
  path: '/api/saved-searches',
  access: 'signed-in',
  tags,
  summary: 'My saved searches, newest first, each with its count of matches now and of new matches since I last ran it',
  responses: { 200: savedSearchListSchema },
});

export const createSavedSearch = contract({
  method: 'POST',
  path: '/api/saved-searches',
  access: 'signed-in',
  tags,
  summary: "Save /buy's filters with a name and an alert frequency (instant, daily, weekly or off); at most 25 per user",
  description:
    "The filters are the search's own query values, checked by the search's schema: what the search refuses is a 400. A 26th is a 409.",
  body: createSavedSearchSchema,
  responses: { 201: savedSearchSchema },
  errors: [409],
});

export const updateSavedSearch = contract({
  method: 'PUT',
  path: '/api/saved-searches/:id',
  access: 'signed-in',
  tags,
  summary: 'Rename a saved search, change its filters or its frequency (the owner only: 404 for anyone else)',
  params: savedSearchIdParamSchema,
  body: updateSavedSearchSchema,
  responses: { 200: savedSearchSchema },
  errors: [404],
});

export const deleteSavedSearch = contract({
  method: 'DELETE',
  path: '/api/saved-searches/:id',
  access: 'signed-in',
  tags,
  summary: 'Delete a saved search (the owner only: 404 for anyone else)',
  params: savedSearchIdParamSchema,
  responses: { 204: z.null().describe('Deleted') },
  errors: [404],
});

export const markSavedSearchSeen = contract({
  method: 'POST',
  path: '/api/saved-searches/:id/seen',
  access: 'signed-in',
  tags,
  summary: 'Mark a saved search run now: its new matches count from here (Run on the Saved page)',
  params: savedSearchIdParamSchema,
  responses: { 200: savedSearchSchema },
  errors: [404],
});
