import * as contracts from '../../../shared/contracts/saved-searches';
import { serve } from '../../lib/endpoint';
import type { ZodApp } from '../../lib/http';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, markSavedSearchSeen, updateSavedSearch } from './service';

/** Saved searches: each user's own only (the alerts they bring are jobs: alerts.ts, digest.ts). */
export async function savedSearchesRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;

  serve(app, contracts.listSavedSearches, ({ actor }) => listSavedSearches(db, { actor }));
  serve(app, contracts.createSavedSearch, ({ actor, body }) => createSavedSearch(db, { actor, input: body }));
  serve(app, contracts.updateSavedSearch, ({ actor, params, body }) => updateSavedSearch(db, { actor, id: params.id, input: body }));
  serve(app, contracts.deleteSavedSearch, async ({ actor, params }) => deleteSavedSearch(db, { actor, id: params.id }));
  serve(app, contracts.markSavedSearchSeen, ({ actor, params }) => markSavedSearchSeen(db, { actor, id: params.id }));
}
