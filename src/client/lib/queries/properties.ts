import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PropertyDto, PropertyMap, PropertyPage, Stats } from '@shared/schemas/property';
import type { PropertyMapParams, PropertySearchParams } from '@shared/schemas/property-search';
import { throwIfNotOk, toQueryString } from '../api';

// Listings and market statistics (SPEC §7). Query keys are the URL path (+ the filter object for the
// search), so a filter change is a new cache entry and Back shows the previous results at once.

export const PROPERTIES_KEY = ['/api/properties'] as const;
export const FEATURED_PROPERTIES_KEY = ['/api/properties/featured'] as const;
export const STATS_KEY = ['/api/stats'] as const;

/** The search filters plus sort and paging, every value a string as in the URL; empty values are skipped. */
export type PropertyQuery = PropertySearchParams;

export const propertiesKey = (filters: PropertyQuery) => [...PROPERTIES_KEY, filters] as const;

/** GET {path}?{filters} of the search; a non-OK answer raises 'Failed to fetch properties: {status text}'. */
async function fetchSearch<T>(path: string, filters: Record<string, string | undefined>, signal?: AbortSignal): Promise<T> {
  const res = await fetch(`${path}${toQueryString(filters)}`, { credentials: 'include', signal });
  if (!res.ok) throw new Error(`Failed to fetch properties: ${res.statusText || res.status}`);
  return (await res.json()) as T;
}

/** The search's page; the previous page stays on screen (`isPlaceholderData`) while the next one loads. */
export function useProperties(filters: PropertyQuery, { enabled = true } = {}) {
  return useQuery<PropertyPage>({
    queryKey: propertiesKey(filters),
    queryFn: ({ signal }) => fetchSearch<PropertyPage>('/api/properties', filters, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The search's filters and sort without paging, every value a string; empty values are skipped. */
export type PropertyMapQuery = PropertyMapParams;

/**
 * GET /api/properties/map?{filters}: every match as a pin (up to the server's cap), for the map view
 * only. The previous pins stay on screen while a new search loads.
 */
export function usePropertyMap(filters: PropertyMapQuery, { enabled = true } = {}) {
  return useQuery<PropertyMap>({
    // Under the search's key, so whatever refreshes the search after a listing changes refreshes the map too.
    queryKey: [...PROPERTIES_KEY, 'map', filters],
    queryFn: ({ signal }) => fetchSearch<PropertyMap>('/api/properties/map', filters, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Featured active listings, newest first. */
export function useFeaturedProperties() {
  return useQuery<PropertyDto[]>({ queryKey: FEATURED_PROPERTIES_KEY });
}

/** Market statistics (SPEC §3 Statistics). */
export function useStats() {
  return useQuery<Stats>({ queryKey: STATS_KEY });
}

export const ADMIN_PROPERTIES_KEY = ['/api/admin/properties'] as const;

/** The admin list's query: text search on title, city and neighborhood, and the page. */
export type AdminPropertyQuery = { q?: string; page: number; pageSize: number };

/** GET /api/admin/properties (admin): every listing, any status, paginated; the last page stays on screen while the next loads. */
export function useAdminProperties(query: AdminPropertyQuery) {
  return useQuery<PropertyPage>({
    queryKey: [...ADMIN_PROPERTIES_KEY, query],
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/admin/properties${toQueryString(query)}`, { credentials: 'include', signal });
      await throwIfNotOk(res);
      return (await res.json()) as PropertyPage;
    },
    placeholderData: keepPreviousData,
  });
}
