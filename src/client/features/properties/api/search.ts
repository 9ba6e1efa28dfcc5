import { api, keepLastPage, type ApiSchema } from '@client/lib/api-client';
import type { paths } from '@client/lib/api-types';

// The listing search and its map (GET /api/properties, /api/properties/map). A new search is a new
// cache entry, so Back shows the previous results at once; the last results stay on screen (dimmed)
// while the next ones load.

export type SearchQuery = NonNullable<paths['/api/properties']['get']['parameters']['query']>;
export type MapQuery = NonNullable<paths['/api/properties/map']['get']['parameters']['query']>;
export type PropertyMap = ApiSchema['PropertyMap'];
export type MapPin = ApiSchema['MapPin'];

export function useSearch(query: SearchQuery, { enabled = true } = {}) {
  return api.useQuery('get', '/api/properties', { params: { query } }, { ...keepLastPage, enabled });
}

/** Every match as a pin (up to the server's cap), for the map view only. */
export function usePropertyMap(query: MapQuery, { enabled = true } = {}) {
  return api.useQuery('get', '/api/properties/map', { params: { query } }, { ...keepLastPage, enabled });
}
