import * as contracts from '../../../shared/contracts/favorites';
import { serve } from '../../lib/endpoint';
import type { ZodApp } from '../../lib/http';
import { listRecentlyViewed, recordView } from './recently-viewed';
import { addFavorite, listFavoriteIds, listFavorites, removeFavorite } from './service';

/** Favourites and recently viewed: each user's own only. */
export async function favoritesRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;

  serve(app, contracts.listFavorites, ({ actor, query }) => listFavorites(db, { actor, query }));
  serve(app, contracts.favoriteIds, ({ actor }) => listFavoriteIds(db, { actor }));
  serve(app, contracts.addFavorite, ({ actor, params }) => addFavorite(db, { actor, propertyId: params.propertyId }));
  serve(app, contracts.removeFavorite, ({ actor, params }) => removeFavorite(db, { actor, propertyId: params.propertyId }));
  serve(app, contracts.recordView, ({ actor, params }) => recordView(db, { actor, propertyId: params.propertyId }));
  serve(app, contracts.listRecentlyViewed, ({ actor }) => listRecentlyViewed(db, { actor }));
}
