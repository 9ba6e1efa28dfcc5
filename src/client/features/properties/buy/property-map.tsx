import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { geoBounds, geoEquirectangular, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { ArrowRight, Maximize2, Minimize2, MapPin } from 'lucide-react';
import atlasUrl from 'world-atlas/countries-50m.json?url';
import { CITY_COORDINATES, MAP_BOUNDS } from '@shared/constants';
import { formatCompactNumber, formatNumber } from '@shared/format';
import type { PropertyDto } from '@shared/schemas/property';
import { PropertyFacts, PropertyTypeBadge } from '@client/components/property-card';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';

// SPEC §2 map view: a real outline of Saudi Arabia (world-atlas, projected with d3-geo into SVG),
// pins at each listing's own position or else its city's, grouped into clusters where they overlap.

const WIDTH = 600;
const HEIGHT = 400;
const SAUDI_ARABIA = '682';
/** Pins closer than this on screen share one cluster (a price label is about this wide). */
const CLUSTER_PX = 44;
const DEFAULT_CLUSTER_RADIUS = 24;

const projection = geoEquirectangular()
  .fitExtent(
    [[0, 0], [WIDTH, HEIGHT]],
    { type: 'MultiPoint', coordinates: [[MAP_BOUNDS.minLng, MAP_BOUNDS.minLat], [MAP_BOUNDS.maxLng, MAP_BOUNDS.maxLat]] },
  )
  .clipExtent([[0, 0], [WIDTH, HEIGHT]]);
const path = geoPath(projection);

type CountryProps = { name?: string };
type Country = Feature<Geometry, CountryProps> & { id?: string | number };

interface MapShapes {
  saudi: string;
  neighbours: string[];
}

async function loadShapes(): Promise<MapShapes> {
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
    saudi: saudi ? path(saudi) ?? '' : '',
    neighbours: countries.filter((c) => String(c.id) !== SAUDI_ARABIA && inView(c)).map((c) => path(c) ?? '').filter(Boolean),
  };
}

/** A listing's own coordinates when inside the map, else its city's; null when neither is known. */
export function propertyPosition(p: Pick<PropertyDto, 'latitude' | 'longitude' | 'city'>): [number, number] | null {
  const lat = p.latitude === null ? NaN : Number(p.latitude);
  const lng = p.longitude === null ? NaN : Number(p.longitude);
  const inBounds = Number.isFinite(lat) && Number.isFinite(lng) && lng >= MAP_BOUNDS.minLng && lng <= MAP_BOUNDS.maxLng && lat >= MAP_BOUNDS.minLat && lat <= MAP_BOUNDS.maxLat;
  const coords = inBounds ? { lat, lng } : CITY_COORDINATES[p.city];
  if (!coords) return null;
  const xy = projection([coords.lng, coords.lat]);
  return xy ? [xy[0], xy[1]] : null;
}

interface PinGroup {
  key: string;
  x: number;
  y: number;
  city: string;
  properties: PropertyDto[];
}

/**
 * Groups listings whose projected positions fall within `radius` viewBox units of a group's first pin
 * (positions rounded first, so equal spots always share one pin): one pin per group, a cluster when
 * it holds several.
 */
export function groupPins(properties: PropertyDto[], radius = DEFAULT_CLUSTER_RADIUS): PinGroup[] {
  const groups: Array<PinGroup & { ax: number; ay: number; sx: number; sy: number }> = [];
  for (const p of properties) {
    const xy = propertyPosition(p);
    if (!xy) continue;
    const [x, y] = [Math.round(xy[0]), Math.round(xy[1])];
    let g = groups.find((c) => Math.hypot(c.ax - x, c.ay - y) <= radius);
    if (!g) {
      g = { key: `${x}:${y}`, x, y, ax: x, ay: y, sx: 0, sy: 0, city: p.city, properties: [] };
      groups.push(g);
    }
    g.properties.push(p);
    g.sx += xy[0];
    g.sy += xy[1];
  }
  return groups.map(({ sx, sy, ax: _ax, ay: _ay, ...g }) => {
    // The group's cities, the one with most listings first, name the cluster.
    const counts = new Map<string, number>();
    for (const p of g.properties) counts.set(p.city, (counts.get(p.city) ?? 0) + 1);
    const city = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c).join(', ');
    return { ...g, city, x: sx / g.properties.length, y: sy / g.properties.length };
  });
}

/** Width of an element in CSS pixels, kept up to date. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

const pinLabel = (g: PinGroup) =>
  g.properties.length === 1
    ? `${g.properties[0].title}, ${formatNumber(g.properties[0].price)} SAR`
    : `${g.properties.length} properties in ${g.city}`;

/** `totalText`: the search's match count as the results header shows it ("1,234", or "10,000+" when capped). */
export default function PropertyMap({ properties, totalText }: { properties: PropertyDto[]; totalText: string }) {
  const shapes = useQuery({ queryKey: ['world-atlas', 'countries-50m'], queryFn: loadShapes, staleTime: Infinity });
  const [mapRef, mapWidth] = useWidth<HTMLDivElement>();
  // The cluster radius follows the drawn size, so pins never overlap on a phone nor merge on a wide screen.
  const radius = mapWidth > 0 ? Math.max(8, (CLUSTER_PX * WIDTH) / mapWidth) : DEFAULT_CLUSTER_RADIUS;
  const groups = useMemo(() => groupPins(properties, radius), [properties, radius]);
  const pinned = groups.reduce((n, g) => n + g.properties.length, 0);
  const [expanded, setExpanded] = useState(false);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const itemRefs = useRef(new Map<number, HTMLLIElement>());
  const listRef = useRef<HTMLUListElement>(null);

  const groupOf = useMemo(() => {
    const m = new Map<number, PinGroup>();
    for (const g of groups) for (const p of g.properties) m.set(p.id, g);
    return m;
  }, [groups]);
  const selectedGroup = groups.find((g) => g.key === selectedKey) ?? null;
  const selected = selectedId !== null ? properties.find((p) => p.id === selectedId) ?? null : null;
  // A cluster narrows the side list to its listings.
  const listed = selectedGroup && selectedGroup.properties.length > 1 ? selectedGroup.properties : properties;

  const selectGroup = (g: PinGroup) => {
    setSelectedKey(g.key);
    setSelectedId(g.properties.length === 1 ? g.properties[0].id : null);
  };
  const selectProperty = (p: PropertyDto) => {
    setSelectedId(p.id);
    const g = groupOf.get(p.id);
    // Keep a selected cluster when choosing one of its listings.
    if (!(selectedGroup && selectedGroup.properties.some((q) => q.id === p.id))) setSelectedKey(g?.key ?? null);
  };
  const clear = () => {
    setSelectedKey(null);
    setSelectedId(null);
  };

  // The side list follows the map: the selected listing scrolls into view, a cluster from the top.
  useEffect(() => {
    if (selectedId !== null) itemRefs.current.get(selectedId)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    else if (selectedKey !== null) listRef.current?.scrollTo({ top: 0 });
  }, [selectedId, selectedKey]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && (selectedKey !== null || selectedId !== null)) {
      e.stopPropagation();
      clear();
    }
  };

  return (
    <div className="grid gap-4" onKeyDown={onKeyDown}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {formatNumber(pinned)} of {totalText} on the map
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <ul aria-label="Legend" className="flex items-center gap-4 text-sm">
            <li className="flex items-center gap-1.5"><span className="size-3 rounded-full bg-primary ring-2 ring-white" aria-hidden /> Available Property</li>
            <li className="flex items-center gap-1.5"><span className="size-3 rounded-full bg-amber-500 ring-2 ring-white" aria-hidden /> Selected Property</li>
          </ul>
          <Button type="button" variant="outline" size="sm" aria-pressed={expanded} onClick={() => setExpanded((v) => !v)}>
            {expanded ? <Minimize2 aria-hidden /> : <Maximize2 aria-hidden />} {expanded ? 'Collapse' : 'Expand'}
          </Button>
        </div>
      </div>

      <div className={cn('grid gap-4', expanded ? 'grid-cols-1' : 'lg:grid-cols-[minmax(0,1fr)_320px]')}>
        <div className="grid content-start gap-4">
          <div
            ref={mapRef}
            role="region"
            aria-label="Map of properties in Saudi Arabia"
            className={cn(
              // A fixed 3:2 box (the viewBox's), so the percent-placed pins sit on the projected spots.
              'relative aspect-[3/2] w-full overflow-hidden rounded-xl border border-border bg-sky-100',
            )}
          >
            {shapes.isPending ? (
              <Skeleton className="absolute inset-0 rounded-none" />
            ) : (
              <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="xMidYMid meet" className="absolute inset-0 size-full" aria-hidden>
                {shapes.data?.neighbours.map((d, i) => <path key={i} d={d} className="fill-slate-100 stroke-slate-300" strokeWidth={0.6} />)}
                {shapes.data?.saudi ? <path d={shapes.data.saudi} className="fill-emerald-50 stroke-teal-700" strokeWidth={1.2} /> : null}
                {shapes.isError ? (
                  <text x={WIDTH / 2} y={HEIGHT / 2} textAnchor="middle" className="fill-slate-600 text-sm">Map outline unavailable</text>
                ) : null}
              </svg>
            )}
            {/* Pins are HTML buttons over the SVG, placed in percent of the viewBox, so they stay crisp and focusable. */}
            <MapPins groups={groups} selectedKey={selectedKey} selectedId={selectedId} onSelect={selectGroup} />
          </div>

          {selected ? <SelectedCard property={selected} /> : selectedGroup && selectedGroup.properties.length > 1 ? (
            <p className="text-sm text-muted-foreground">
              {selectedGroup.properties.length} properties in {selectedGroup.city}: choose one from the list.
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">Select a pin or a listing to see its details. Press Escape to clear the selection.</p>
          )}
        </div>

        <div className="grid content-start gap-2">
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-semibold" id="map-list-heading">
              {selectedGroup && selectedGroup.properties.length > 1 ? `${selectedGroup.properties.length} properties in ${selectedGroup.city}` : 'Properties on this page'}
            </h3>
            {selectedKey !== null ? (
              <Button type="button" variant="ghost" size="sm" onClick={clear}>Show all</Button>
            ) : null}
          </div>
          <ul
            ref={listRef}
            aria-labelledby="map-list-heading"
            className={cn('grid gap-2 overflow-y-auto pe-1', expanded ? 'max-h-96 sm:grid-cols-2 lg:grid-cols-3' : 'max-h-[32rem]')}
          >
            {listed.map((p) => {
              const isSelected = p.id === selectedId;
              return (
                <li
                  key={p.id}
                  ref={(el) => {
                    if (el) itemRefs.current.set(p.id, el);
                    else itemRefs.current.delete(p.id);
                  }}
                >
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => selectProperty(p)}
                    className={cn(
                      'w-full rounded-lg border p-3 text-start transition outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      isSelected ? 'border-amber-500 bg-amber-50' : 'border-border bg-card hover:border-primary',
                    )}
                  >
                    <span className="line-clamp-1 block font-medium">{p.title}</span>
                    <span className="mt-0.5 flex items-center justify-between gap-2 text-sm text-muted-foreground">
                      <span className="flex items-center gap-1"><MapPin className="size-3.5" aria-hidden /> {p.city}</span>
                      <span className="font-semibold text-foreground tabular-nums">{formatNumber(p.price)} SAR</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </div>
  );
}

function MapPins({
  groups, selectedKey, selectedId, onSelect,
}: {
  groups: PinGroup[];
  selectedKey: string | null;
  selectedId: number | null;
  onSelect: (g: PinGroup) => void;
}) {
  // Selected last, so it paints above its neighbours.
  const ordered = [...groups].sort((a, b) => Number(a.key === selectedKey) - Number(b.key === selectedKey));
  return (
    <>
      {ordered.map((g) => {
        const isSelected = g.key === selectedKey || (selectedId !== null && g.properties.some((p) => p.id === selectedId));
        const cluster = g.properties.length > 1;
        return (
          <button
            key={g.key}
            type="button"
            aria-label={pinLabel(g)}
            aria-pressed={isSelected}
            data-selected={isSelected || undefined}
            onClick={() => onSelect(g)}
            // Buttons already answer Enter and Space; this keeps Space from scrolling the page in any browser.
            onKeyDown={(e) => {
              if (e.key === ' ' || e.key === 'Enter') {
                e.preventDefault();
                onSelect(g);
              }
            }}
            style={{ left: `${(g.x / WIDTH) * 100}%`, top: `${(g.y / HEIGHT) * 100}%` }}
            className={cn(
              'absolute -translate-x-1/2 -translate-y-full rounded-full border-2 px-2 py-0.5 text-xs font-semibold whitespace-nowrap shadow-md transition outline-none',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 hover:z-20 focus-visible:z-20',
              isSelected ? 'z-10 scale-110 border-white bg-amber-500 text-amber-950' : 'border-white bg-primary text-primary-foreground hover:bg-primary-hover',
            )}
          >
            {cluster ? (
              <span className="tabular-nums">{g.properties.length}</span>
            ) : (
              <span className="tabular-nums">{formatCompactNumber(g.properties[0].price)}</span>
            )}
          </button>
        );
      })}
    </>
  );
}

function SelectedCard({ property }: { property: PropertyDto }) {
  return (
    <Card className="gap-3 py-5" aria-labelledby="map-selected-title" role="region">
      <CardContent className="grid gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id="map-selected-title" className="text-lg font-semibold">{property.title}</h3>
          <PropertyTypeBadge type={property.propertyType} />
        </div>
        {property.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{property.description}</p> : null}
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4" aria-hidden /> {property.city}, Saudi Arabia
        </p>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xl font-bold text-primary tabular-nums">{formatNumber(property.price)} SAR</p>
          <PropertyFacts property={property} />
        </div>
        <Button asChild className="justify-self-start">
          <Link href={`/properties/${property.id}`}>
            View Details<span className="sr-only">: {property.title}</span> <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
