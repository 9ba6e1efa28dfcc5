import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { APP_NAME, MAP_PIN_CAP } from '../../../shared/constants';
import { formatPrice } from '../../../shared/format';
import { errorResponseSchema, idParamSchema } from '../../../shared/schemas/common';
import {
  adminPropertiesQuerySchema, propertyCreateSchema, propertyMapQuerySchema, propertyMapSchema, propertyPageSchema, propertySchema,
  propertySearchQuerySchema, propertyUpdateSchema, statsSchema,
} from '../../../shared/schemas/property';
import { requireRole } from '../../auth/guards';
import { plainJsonSerializer, type ZodApp } from '../../lib/http';
import { addHeadProvider, escapeHtml } from '../../spa';
import {
  createProperty, deleteProperty, findActiveProperty, getProperty, getStats, listAdminProperties, listFeatured,
  searchMapPins, searchProperties, updateProperty, type Actor,
} from './service';
import { publicOrigin } from './seo';

const tags = ['properties'];
const err = errorResponseSchema;

function actorOf(request: FastifyRequest): Actor {
  return request.user ? { id: request.user.id, role: request.user.role } : null;
}

// Who may call is decided before the payload is looked at: a signed-out caller learns nothing from validation.
const developerOrAdmin = async (request: FastifyRequest) => void requireRole(request, 'developer', 'admin');
const adminOnly = async (request: FastifyRequest) => void requireRole(request, 'admin');

export async function propertiesRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;

  app.get('/properties', {
    onRequest: app.limits.search,
    serializerCompiler: plainJsonSerializer,
    schema: {
      tags,
      summary: 'Search listings (SPEC §7 filters), sorted and paginated',
      description: 'Buyers see active listings; a developer also sees their own, an admin sees all. ' +
        'bedrooms, bathrooms, parking and yearBuilt are minimums; amenities (comma-joined) must all be present; ' +
        'furnished=true, forSale=true and forRent=true each restrict, and their false does not (a listing for sale and for rent ' +
        'matches both forSale=true&forRent=false and forSale=false&forRent=true).',
      querystring: propertySearchQuerySchema,
      response: { 200: propertyPageSchema, 400: err, 429: err },
    },
  }, async (request) => searchProperties({ db, actor: actorOf(request), query: request.query }));

  app.get('/properties/map', {
    onRequest: app.limits.search,
    serializerCompiler: plainJsonSerializer,
    schema: {
      tags,
      summary: `The search's matches as map pins: the same filters, sort and visibility as GET /properties, no paging, at most ${MAP_PIN_CAP}`,
      description: 'Each pin carries what the map view shows: price, place, facts, a cut description and the first image. ' +
        '`total` counts matches like the search; `truncated` says there are more matches than pins.',
      querystring: propertyMapQuerySchema,
      response: { 200: propertyMapSchema, 400: err, 429: err },
    },
  }, async (request) => searchMapPins({ db, actor: actorOf(request), query: request.query }));

  app.get('/properties/featured', {
    schema: { tags, summary: 'Featured active listings, newest first (at most 12)', response: { 200: z.array(propertySchema) } },
  }, async () => listFeatured({ db }));

  app.get('/properties/:id', {
    schema: { tags, summary: 'One listing', params: idParamSchema, response: { 200: propertySchema, 400: err, 404: err } },
  }, async (request) => getProperty({ db, actor: actorOf(request), id: request.params.id }));

  app.post('/properties', {
    preValidation: developerOrAdmin,
    schema: {
      tags,
      summary: 'List a property (developer or admin); the owner is the signed-in user',
      security: [{ session: [] }],
      body: propertyCreateSchema,
      response: { 201: propertySchema, 400: err, 401: err, 403: err },
    },
  }, async (request, reply) => {
    const created = await createProperty({ db, actor: actorOf(request), input: request.body });
    return reply.status(201).send(created);
  });

  app.put('/properties/:id', {
    preValidation: developerOrAdmin,
    schema: {
      tags,
      summary: 'Edit a listing (admin, or the developer who owns it)',
      security: [{ session: [] }],
      params: idParamSchema,
      body: propertyUpdateSchema,
      response: { 200: propertySchema, 400: err, 401: err, 403: err, 404: err },
    },
  }, async (request) => updateProperty({ db, actor: actorOf(request), id: request.params.id, input: request.body }));

  app.delete('/properties/:id', {
    preValidation: developerOrAdmin,
    schema: {
      tags,
      summary: 'Delete a listing (admin, or the developer who owns it)',
      security: [{ session: [] }],
      params: idParamSchema,
      response: { 204: z.null().describe('Deleted'), 400: err, 401: err, 403: err, 404: err },
    },
  }, async (request, reply) => {
    await deleteProperty({ db, actor: actorOf(request), id: request.params.id });
    return reply.status(204).send(null);
  });

  app.get('/admin/properties', {
    preValidation: adminOnly,
    schema: {
      tags: ['admin', ...tags],
      summary: 'Every listing, any status (admin); text search q on title, city and neighborhood',
      security: [{ session: [] }],
      querystring: adminPropertiesQuerySchema,
      response: { 200: propertyPageSchema, 400: err, 401: err, 403: err },
    },
  }, async (request) => listAdminProperties({ db, actor: actorOf(request), query: request.query }));

  app.get('/stats', {
    schema: { tags: ['stats'], summary: 'Market statistics (SPEC §3 Statistics)', response: { 200: statsSchema } },
  }, async () => getStats({ db }));
}

/* Shared links of a listing preview properly: the SPA's page gets the listing's meta tags. */

const DESCRIPTION_MAX = 200;

function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

addHeadProvider(/^\/properties\/\d+$/, async (request) => {
  const id = Number(request.url.split('?')[0].split('/')[2]);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const property = await findActiveProperty({ db: request.server.deps.database.db, id });
  if (!property) return null;
  const { origin, cacheable } = publicOrigin(request);
  const title = `${property.title} | ${APP_NAME}`;
  const summary = `${property.propertyType[0].toUpperCase()}${property.propertyType.slice(1)} in ${property.city}, Saudi Arabia · ${formatPrice(property.price, property.currency)}`;
  const description = truncate(property.description ? `${summary}. ${property.description}` : summary, DESCRIPTION_MAX);
  const image = property.images[0];
  const imageUrl = image ? (image.startsWith('/') ? `${origin}${image}` : image) : undefined;
  const attr = (v: string) => escapeHtml(v);
  const html = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${attr(description)}">`,
    `<meta property="og:title" content="${attr(property.title)}">`,
    `<meta property="og:description" content="${attr(description)}">`,
    imageUrl ? `<meta property="og:image" content="${attr(imageUrl)}">` : '',
    `<meta property="og:type" content="website">`,
    `<meta property="og:url" content="${attr(`${origin}/properties/${property.id}`)}">`,
    `<meta property="og:site_name" content="${attr(APP_NAME)}">`,
    `<meta name="twitter:card" content="${imageUrl ? 'summary_large_image' : 'summary'}">`,
  ].join('');
  return { html, cacheable };
});
