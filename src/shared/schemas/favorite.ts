import { z } from 'zod';
import { MAX_ID } from '../constants';
import { dateTime, pageOf } from './common';
import { propertySchema } from './property';

// Favourites and recently viewed (docs/product.md#favourites, #recently-viewed): the listings a
// buyer keeps with the heart, and the last ones they opened.

/** A listing id in a path: /api/favorites/{propertyId}, /api/recently-viewed/{propertyId}. */
export const propertyIdParamSchema = z.object({
  propertyId: z.coerce
    .number({ error: 'Property id must be a number' })
    .int('Property id must be a whole number')
    .positive('Property id must be positive')
    .max(MAX_ID, 'Property id is too large'),
});

/**
 * Where a kept listing stands now: open for offers, under offer (pending), sold, or withdrawn (not
 * active and without an owner any more, as deleting its owner's account leaves it).
 */
export const FAVORITE_STATUSES = ['active', 'pending', 'sold', 'withdrawn'] as const;
export type FavoriteStatus = (typeof FAVORITE_STATUSES)[number];

/** PUT /api/favorites/{propertyId}: the listing is kept (now, or since it was first kept). */
export const favoriteSavedSchema = z
  .object({ propertyId: z.number().int(), savedAt: dateTime.describe('When it was first kept') })
  .meta({ id: 'FavoriteSaved' });

/** One kept listing on the Saved page. */
export const favoriteSchema = z
  .object({
    /** The listing as a card, as the search answers it: its price is the price now. */
    property: propertySchema,
    active: z.boolean().describe('Still open for offers (status active)'),
    status: z.enum(FAVORITE_STATUSES).describe('active, pending (under offer), sold, or withdrawn (no longer shown to anyone but admins)'),
    savedAt: dateTime,
  })
  .meta({ id: 'Favorite' });
export type FavoriteDto = z.output<typeof favoriteSchema>;

export const favoritePageSchema = pageOf(favoriteSchema).meta({ id: 'FavoritePage' });

/** GET /api/favorites/ids: every listing the caller keeps, newest first, so cards can show their heart with one request. */
export const favoriteIdsSchema = z.object({ ids: z.array(z.number().int()) }).meta({ id: 'FavoriteIds' });

/** How many listings "Recently viewed" keeps per user. */
export const RECENTLY_VIEWED_LIMIT = 12;

/** GET /api/recently-viewed: the last listings opened that one may still open, newest first. */
export const recentlyViewedSchema = z
  .object({ items: z.array(propertySchema).describe(`At most ${RECENTLY_VIEWED_LIMIT}, the last opened first`) })
  .meta({ id: 'RecentlyViewed' });
