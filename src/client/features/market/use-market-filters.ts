import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PROPERTY_TYPES, type PropertyType } from '@shared/constants';
import type { MarketQuery } from './api/market';

// The market page's selection lives in the address (/market?mode=rent&propertyType=villa&city=Riyadh),
// so a reload or a shared link shows the same figures (docs/product.md#market).

export type MarketMode = 'sale' | 'rent';
export type MarketFilters = { mode: MarketMode; propertyType: PropertyType | null; city: string | null };

export function parseMarketFilters(search: string): MarketFilters {
  const params = new URLSearchParams(search);
  const type = params.get('propertyType') ?? '';
  return {
    mode: params.get('mode') === 'rent' ? 'rent' : 'sale',
    propertyType: (PROPERTY_TYPES as readonly string[]).includes(type) ? (type as PropertyType) : null,
    city: params.get('city')?.trim() || null,
  };
}

/** What GET /api/market is asked: only what is chosen. */
export function marketQueryOf(f: MarketFilters): MarketQuery {
  return { mode: f.mode, ...(f.propertyType ? { propertyType: f.propertyType } : {}), ...(f.city ? { city: f.city } : {}) };
}

/** The selection in force, and `change`, which writes part of it to the address (in place: no new history entry). */
export function useMarketFilters() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const change = useCallback(
    (patch: Partial<MarketFilters>) => {
      const next = { ...parseMarketFilters(search), ...patch };
      const params = new URLSearchParams();
      if (next.mode !== 'sale') params.set('mode', next.mode);
      if (next.propertyType) params.set('propertyType', next.propertyType);
      if (next.city) params.set('city', next.city);
      const query = params.toString();
      navigate(query ? `${location}?${query}` : location, { replace: true });
    },
    [search, location, navigate],
  );
  return { ...parseMarketFilters(search), change };
}
