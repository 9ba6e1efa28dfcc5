import { z } from 'zod';
import { MAP_PIN_CAP } from '../constants';
import { idParamSchema, pageQuerySchema } from '../schemas/common';
import { propertyCreateSchema, propertyStatusUpdateSchema, propertyUpdateSchema } from '../schemas/property-payload';
import {
  ownerListingPageSchema,
  propertyDetailSchema,
  propertyMapSchema,
  propertyPageSchema,
  propertySchema,
  statsSchema,
} from '../schemas/property';
import { adminPropertiesQuerySchema, propertyMapQuerySchema, propertySearchQuerySchema } from '../schemas/property-search';
import { contract } from './define';

// Listings (docs/product.md#listings): the search and its map, one listing, the writes of sellers
// and admins, the seller's own list (My Listings), the admin list, and the market statistics.

const tags = ['properties'];

export const searchProperties = contract({
  method: 'GET',
  path: '/api/properties',
  access: 'public',
  tags,
  summary: 'Search listings, sorted and paginated',
  description:
    'Buyers see active listings; a developer also sees their own, an admin sees all. ' +
    'bedrooms, bathrooms, parking and yearBuilt are minimums; amenities (comma-joined) must all be present; ' +
    'furnished=true, forSale=true and forRent=true each restrict, and their false does not (a listing for sale and for rent ' +
    'matches both forSale=true&forRent=false and forSale=false&forRent=true). Matches are counted up to 10,000 (1,000 with a neighborhood).',
  query: propertySearchQuerySchema,
  responses: { 200: propertyPageSchema },
  errors: [429],
});

export const propertyMap = contract({
  method: 'GET',
  path: '/api/properties/map',
  access: 'public',
  tags,
  summary: `The search's matches as map pins: the same filters, sort and visibility as GET /properties, no paging, at most ${MAP_PIN_CAP}`,
  description:
    'Each pin carries what the map view shows: price, place, facts, a cut description and the first image. ' +
    '`total` counts matches like the search; `truncated` says there are more matches than pins.',
  query: propertyMapQuerySchema,
  responses: { 200: propertyMapSchema },
  errors: [429],
});

export const featuredProperties = contract({
  method: 'GET',
  path: '/api/properties/featured',
  access: 'public',
  tags,
  summary: 'Featured active listings, newest first (at most 12)',
  responses: { 200: z.array(propertySchema) },
});

export const getProperty = contract({
  method: 'GET',
  path: '/api/properties/:id',
  access: 'public',
  tags,
  summary: 'One listing, whatever its status (active, pending = under offer, sold)',
  description:
    'A sold or pending listing stays viewable by everyone. Only a withdrawn listing (not active and without an owner, ' +
    "after its owner's account was deleted) is hidden: not found, except to admins. " +
    'Carries the price history, days on market, the ad licence state and the fair-price check (docs/product.md#trust).',
  params: idParamSchema,
  responses: { 200: propertyDetailSchema },
  errors: [404],
});

export const createProperty = contract({
  method: 'POST',
  path: '/api/properties',
  access: ['developer', 'admin'],
  tags,
  summary: 'List a property (developer or admin); the owner is the signed-in user',
  description: 'A deed number another active listing holds is a 409 naming that listing (docs/product.md#trust).',
  body: propertyCreateSchema,
  responses: { 201: propertySchema },
  errors: [409],
});

export const updateProperty = contract({
  method: 'PUT',
  path: '/api/properties/:id',
  access: ['developer', 'admin'],
  tags,
  summary: 'Edit a listing (admin, or the developer who owns it)',
  description: 'A deed number another active listing holds is a 409 naming that listing (docs/product.md#trust).',
  params: idParamSchema,
  body: propertyUpdateSchema,
  responses: { 200: propertySchema },
  errors: [404, 409],
});

export const deleteProperty = contract({
  method: 'DELETE',
  path: '/api/properties/:id',
  access: ['developer', 'admin'],
  tags,
  summary: 'Delete a listing (admin, or the developer who owns it)',
  params: idParamSchema,
  responses: { 204: z.null().describe('Deleted') },
  errors: [404],
});

export const setPropertyStatus = contract({
  method: 'PATCH',
  path: '/api/properties/:id/status',
  access: ['developer', 'admin'],
  tags,
  summary: 'Mark a listing under offer (pending), sold, or active again (admin, or the developer who owns it)',
  description:
    'Answers the listing. Only an active listing is found by the search and the map. Marking sold keeps a sold price: ' +
    "`soldPrice` if given, else the accepted offer's amount. Re-opening one whose deed another active listing holds is a 409.",
  params: idParamSchema,
  body: propertyStatusUpdateSchema,
  responses: { 200: propertySchema },
  errors: [404, 409],
});

export const ownerProperties = contract({
  method: 'GET',
  path: '/api/owner/properties',
  access: 'signed-in',
  tags,
  summary: 'My listings, every status, newest first, a page at a time; each with its counts of pending offers and unanswered inquiries',
  description: 'Admins too see only their own here. Someone who is not a seller (any more) gets an empty page.',
  query: pageQuerySchema,
  responses: { 200: ownerListingPageSchema },
});

export const adminProperties = contract({
  method: 'GET',
  path: '/api/admin/properties',
  access: ['admin'],
  tags: ['admin', ...tags],
  summary: 'Every listing, any status (admin); text search q on title, city and neighborhood; matches counted up to 10,000',
  query: adminPropertiesQuerySchema,
  responses: { 200: propertyPageSchema },
});

export const marketStats = contract({
  method: 'GET',
  path: '/api/stats',
  access: 'public',
  tags: ['stats'],
  summary: 'Market statistics: active listings, active opportunities, users, transactions of the last 30 days, listings per city',
  responses: { 200: statsSchema },
});
