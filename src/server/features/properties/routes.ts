import * as contracts from '../../../shared/contracts/properties';
import type { ZodApp } from '../../lib/http';
import { serve } from '../../lib/endpoint';
import { listOwnerListings, setPropertyStatus } from './owner-listings';
import { getPropertyDetail } from './detail';
import { listAdminProperties, listFeatured } from './reads';
import { searchMapPins, searchProperties } from './search';
import { getStats } from './stats';
import { createProperty, deleteProperty, updateProperty } from './writes';

export async function propertiesRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;
  const rates = app.deps.config.sarRates;
  const { requireAdLicense } = app.deps.config;

  serve(app, contracts.searchProperties, ({ actor, query }) => searchProperties({ db, actor, query }), {
    onRequest: app.limits.search,
    plainJson: true,
  });
  serve(app, contracts.propertyMap, ({ actor, query }) => searchMapPins({ db, actor, query }), {
    onRequest: app.limits.search,
    plainJson: true,
  });
  serve(app, contracts.featuredProperties, () => listFeatured({ db }));
  serve(app, contracts.getProperty, ({ actor, params }) => getPropertyDetail({ db, actor, id: params.id }));
  serve(app, contracts.createProperty, ({ actor, body }) => createProperty({ db, actor, input: body, rates, requireAdLicense }));
  serve(app, contracts.updateProperty, ({ actor, params, body }) =>
    updateProperty({ db, actor, id: params.id, input: body, rates, requireAdLicense }),
  );
  serve(app, contracts.deleteProperty, async ({ actor, params }) => deleteProperty({ db, actor, id: params.id }));
  serve(app, contracts.setPropertyStatus, ({ actor, params, body }) =>
    setPropertyStatus({ db, actor, id: params.id, input: body, rates, requireAdLicense }),
  );
  serve(app, contracts.ownerProperties, ({ actor, query }) => listOwnerListings({ db, actor, query }));
  serve(app, contracts.adminProperties, ({ query }) => listAdminProperties({ db, query }));
  serve(app, contracts.marketStats, () => getStats({ db }));
}
