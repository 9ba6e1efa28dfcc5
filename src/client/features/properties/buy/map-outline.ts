import { useQuery } from '@tanstack/react-query';
import { geoBounds, type GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import atlasUrl from 'world-atlas/countries-50m.json?url';
import { MAP_BOUNDS } from '@shared/constants';

import { mapPath } from './map-geometry';

// The real outlines the maps draw (world-atlas, projected with d3-geo into SVG paths): Saudi
// Arabia, and its neighbours in view. Fetched once and shared by every map on the site.

const SAUDI_ARABIA = '682';

type CountryProps = { name?: string };
type Country = Feature<Geometry, CountryProps> & { id?: string | number };

export interface MapOutline {
  saudi: string;
  neighbours: string[];
}

async function loadOutline(): Promise<MapOutline> {
  const res = await fetch(atlasUrl);
  if (!res.ok) throw new Error(`Failed to load the map: ${res.status}`);
  const topology = (await res.json()) as Topology<{ countries: GeometryCollection<CountryProps> }>;
  const countries = (feature(topology, topology.objects.countries) as FeatureCollection<Geometry, CountryProps>).features as Country[];
  const inView = (c: Country) => {
    const [[w, s], [e, n]] = geoBounds(c as GeoPermissibleObjects);
    return e >= MAP_BOUNDS.minLng - 5 && w <= MAP_BOUNDS.maxLng + 5 && n >= MAP_BOUNDS.minLat - 5 && s <= MAP_BOUNDS.maxLat + 5;
  };
  const saudi = countries.find((c) => String(c.id) === SAUDI_ARABIA);
  return {
    saudi: saudi ? (mapPath(saudi) ?? '') : '',
    neighbours: countries
      .filter((c) => String(c.id) !== SAUDI_ARABIA && inView(c))
      .map((c) => mapPath(c) ?? '')
      .filter(Boolean),
  };
}

export function useMapOutline() {
  return useQuery({ queryKey: ['world-atlas', 'countries-50m'], queryFn: loadOutline, staleTime: Infinity });
}
