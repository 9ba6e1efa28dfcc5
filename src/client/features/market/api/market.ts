import { api, keepLastPage, type ApiSchema } from '@client/lib/api-client';
import type { paths } from '@client/lib/api-types';

// The market page's figures (GET /api/market): a new selection is a new cache entry, and the last
// figures stay on screen while the next load.

export type Market = ApiSchema['Market'];
export type MarketArea = ApiSchema['MarketArea'];
export type MarketMonth = ApiSchema['MarketMonth'];
export type MarketType = ApiSchema['MarketType'];
export type MarketQuery = NonNullable<paths['/api/market']['get']['parameters']['query']>;

export function useMarket(query: MarketQuery) {
  return api.useQuery('get', '/api/market', { params: { query } }, keepLastPage);
}
