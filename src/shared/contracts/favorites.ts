import { z } from 'zod';
import { pageQuerySchema } from '../schemas/common';
import {
  favoriteIdsSchema,
  favoritePageSchema,
  favoriteSavedSchema,
  propertyIdParamSchema,
  RECENTLY_VIEWED_LIMIT,
  recentlyViewedSchema,
} from '../schemas/favorite';
import { contract } from './define';

// Favourites (the heart) and recently viewed (docs/product.md#favourites, #recently-viewed). Each
// user reads and changes only their own.

const tags = ['favorites'];

export const listFavorites = contract({
  method: 'GET',
  path: '/api/favorites',
  access: 'signed-in',
  tags,
  summary: 'My favourites, the last saved first, a page at a time: each listing as a card, whether it is still active and when saved',
  description: 'A listing sold, under offer or withdrawn since stays in the list, with its `status` saying so.',
  query: pageQuerySchema,
  responses: { 200: favoritePageSchema },
});

export const favoriteIds = contract({
  method: 'GET',
  path: '/api/favorites/ids',
  access: 'signed-in',
  tags,
  summary: 'The ids of every listing I keep, the last saved first (the hearts of the cards on screen, in one request)',
  responses: { 200: favoriteIdsSchema },
});

export const addFavorite = contract({
  method: 'PUT',
  path: '/api/favorites/:propertyId',
  access: 'signed-in',
  tags,
  summary: 'Keep a listing (idempotent: keeping it again answers 200 with when it was first kept)',
  description: 'A listing one may not open (a withdrawn one) cannot be newly kept: 404, like an unknown listing.',
  params: propertyIdParamSchema,
  responses: { 200: favoriteSavedSchema },
  errors: [404],
});

export const removeFavorite = contract({
  method: 'DELETE',
  path: '/api/favorites/:propertyId',
  access: 'signed-in',
  tags,
  summary: 'Stop keeping a listing (idempotent: 204 whether or not it was kept)',
  description: 'An unknown listing is a 404.',
  params: propertyIdParamSchema,
  responses: { 204: z.null().describe('Not kept (any more)') },
  errors: [404],
});

export const recordView = contract({
  method: 'PUT',
  path: '/api/recently-viewed/:propertyId',
  access: 'signed-in',
  tags,
  summary: `Note that I opened a listing now (the listing page calls it); only my last ${RECENTLY_VIEWED_LIMIT} are kept`,
  params: propertyIdParamSchema,
  responses: { 204: z.null().describe('Noted') },
  errors: [404],
});

export const listRecentlyViewed = contract({
  method: 'GET',
  path: '/api/recently-viewed',
  access: 'signed-in',
  tags,
  summary: `The last ${RECENTLY_VIEWED_LIMIT} listings I opened that I may still open, the last opened first, as cards`,
  responses: { 200: recentlyViewedSchema },
});
