import type { FastifyRequest } from 'fastify';
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

  const reads = (request: FastifyRequest) => app.reads.forRequest(request);

  serve(app, contracts.searchProperties, ({ actor, query }, _reply, request) => searchProperties({ db: reads(request), actor, query }), {
    onRequest: app.limits.search,
    plainJson: true,
  });
  serve(app, contracts.propertyMap, ({ actor, query }, _reply, request) => searchMapPins({ db: reads(request), actor, query }), {
    onRequest: app.limits.search,
    plainJson: true,
  });
  serve(app, contracts.featuredProperties, (_input, _reply, request) => listFeatured({ db: reads(request) }));
  serve(app, contracts.getProperty, ({ actor, params }, _reply, request) =>
    getPropertyDetail({ db: reads(request), actor, id: params.id }),
  );
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
  serve(app, contracts.marketStats, (_input, _reply, request) => getStats({ db: reads(request) }));
}
