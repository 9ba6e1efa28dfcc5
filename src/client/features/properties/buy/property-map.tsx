import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { geoBounds, type GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { ArrowRight, Maximize2, Minimize2, MapPin } from 'lucide-react';
import atlasUrl from 'world-atlas/countries-50m.json?url';
import { MAP_BOUNDS, MAP_PIN_CAP } from '@shared/constants';
import { formatCompactNumber, formatNumber } from '@shared/format';
import { listingPrice } from '@shared/listing-price';

import { PriceTag, PropertyFacts, PropertyTypeBadge } from '@client/components/property-card';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { cardImageUrl, showPlaceholder } from '@client/lib/images';
import { groupPins, LABEL_PX, MAP_HEIGHT, MAP_WIDTH, mapPath, placePins, type PinGroup } from './map-pins';
import type { ApiSchema } from '@client/lib/api-client';

type MapPin = ApiSchema['MapPin'];

// The map view (docs/product.md#buy-page-and-map): a real outline of Saudi Arabia (world-atlas, projected with d3-geo into SVG),
// pins at each listing's own position or else its city's, grouped where their labels would overlap.
// It pins every match of the search (GET /api/properties/map, up to MAP_PIN_CAP), not one page.

const SAUDI_ARABIA = '682';

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
    saudi: saudi ? (mapPath(saudi) ?? '') : '',
    neighbours: countries
      .filter((c) => String(c.id) !== SAUDI_ARABIA && inView(c))
      .map((c) => mapPath(c) ?? '')
      .filter(Boolean),
  };
}

/** Width of an element in CSS pixels, kept up to date. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** "SAR 1.2M": the pin's visible label, its price in short form (docs/product.md#buy-page-and-map). */
const priceLabel = (p: MapPin) => `${p.currency} ${formatCompactNumber(p.price)}`;

/** The accessible name starts with the visible label (WCAG 2.5.3), then says what it is. */
const pinName = (g: PinGroup) =>
  g.pins.length === 1 ? `${priceLabel(g.pins[0])}, ${g.pins[0].title}` : `${g.pins.length} properties in ${g.city}`;

/**
 * `totalText`: the search's match count as the results header shows it ("1,234", or "10,000+");
 * `truncated`: the server pinned only the first MAP_PIN_CAP of them.
 */
export default function PropertyMap({ pins, totalText, truncated }: { pins: MapPin[]; totalText: string; truncated: boolean }) {
  const shapes = useQuery({ queryKey: ['world-atlas', 'countries-50m'], queryFn: loadShapes, staleTime: Infinity });
  const [mapRef, mapWidth] = useWidth<HTMLDivElement>();
  // Projected once per result; a resize only regroups.
  const placed = useMemo(() => placePins(pins), [pins]);
  // The label box in viewBox units follows the drawn size, so labels never overlap on a phone nor merge on a wide screen.
  const scale = mapWidth > 0 ? MAP_WIDTH / mapWidth : 1;
  const groups = useMemo(
    () => groupPins(placed, { width: Math.max(1, LABEL_PX.width * scale), height: Math.max(1, LABEL_PX.height * scale) }),
    [placed, scale],
  );
  const [expanded, setExpanded] = useState(false);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const listsRef = useRef<HTMLDivElement>(null);

  const groupOf = useMemo(() => {
    const m = new Map<number, PinGroup>();
    for (const g of groups) for (const p of g.pins) m.set(p.id, g);
    return m;
  }, [groups]);
  const selectedGroup = groups.find((g) => g.key === selectedKey) ?? null;
  const selected = selectedId !== null ? (pins.find((p) => p.id === selectedId) ?? null) : null;
  const cluster = selectedGroup && selectedGroup.pins.length > 1 ? selectedGroup : null;
  // A cluster narrows the side list to its listings (in the results' order), shown in a list of its
  // own: the whole list stays built but hidden, so going back to it costs no rebuild of hundreds of rows.
  const clusterPins = useMemo(() => {
    if (!cluster) return null;
    const ids = new Set(cluster.pins.map((p) => p.id));
    return pins.filter((p) => ids.has(p.id));
  }, [cluster, pins]);
  // The group drawn highlighted: the selected one, or the one holding the selected listing.
  const highlightedKey = (selectedId !== null ? groupOf.get(selectedId)?.key : undefined) ?? selectedGroup?.key ?? null;

  const selectGroup = useCallback((g: PinGroup) => {
    setSelectedKey(g.key);
    setSelectedId(g.pins.length === 1 ? g.pins[0].id : null);
  }, []);
  // A listing picked from the list: its pin lights up (highlightedKey); the list stays as it is, a
  // chosen cluster's or the whole one.
  const selectPin = useCallback(
    (p: MapPin) => {
      setSelectedId(p.id);
      setSelectedKey((key) => (key !== null && groupOf.get(p.id)?.key === key ? key : null));
    },
    [groupOf],
  );
  const clear = () => {
    setSelectedKey(null);
    setSelectedId(null);
  };

  // The side list follows the map: the selected listing scrolls into view, a cluster from the top.
  // Only the list scrolls, never the page (on a phone the list is below the map, which stays in view).
  useEffect(() => {
    const list = listsRef.current?.querySelector<HTMLElement>('ul:not([hidden])');
    if (!list) return;
    const row = selectedId !== null ? list.querySelector<HTMLElement>(`[data-pin-id="${selectedId}"]`) : null;
    if (row) {
      const [top, bottom] = [row.offsetTop, row.offsetTop + row.offsetHeight];
      if (top < list.scrollTop) list.scrollTo({ top, behavior: 'smooth' });
      else if (bottom > list.scrollTop + list.clientHeight) list.scrollTo({ top: bottom - list.clientHeight, behavior: 'smooth' });
    } else if (selectedKey !== null) list.scrollTo({ top: 0 });
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
          Showing {formatNumber(placed.length)} of {totalText} on the map
          {truncated ? (
            <span className="block text-xs">The first {formatNumber(MAP_PIN_CAP)} in this order: narrow the search to see the rest.</span>
          ) : null}
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <ul aria-label="Legend" className="flex items-center gap-4 text-sm">
            <li className="flex items-center gap-1.5">
              <span className="size-3 rounded-full bg-primary ring-2 ring-white" aria-hidden /> Available Property
            </li>
            <li className="flex items-center gap-1.5">
              <span className="size-3 rounded-full bg-amber-500 ring-2 ring-white" aria-hidden /> Selected Property
            </li>
          </ul>
          <Button type="button" variant="outline" size="sm" aria-pressed={expanded} onClick={() => setExpanded((v) => !v)}>
            {expanded ? <Minimize2 aria-hidden /> : <Maximize2 aria-hidden />} {expanded ? 'Collapse' : 'Expand'}
          </Button>
        </div>
      </div>

      <div className={cn('grid gap-4', expanded ? 'grid-cols-1' : 'lg:grid-cols-[minmax(0,1fr)_320px]')}>
        <div className="grid min-w-0 content-start gap-4">
          <div
            ref={mapRef}
            role="region"
            aria-label="Map of properties in Saudi Arabia"
            // A fixed 3:2 box (the viewBox's), so the percent-placed pins sit on the projected spots.
            className="relative aspect-[3/2] w-full overflow-hidden rounded-xl border border-border bg-sky-100"
          >
            {shapes.isPending ? (
              <Skeleton className="absolute inset-0 rounded-none" />
            ) : (
              <svg
                viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
                preserveAspectRatio="xMidYMid meet"
                className="absolute inset-0 size-full"
                aria-hidden
              >
                {shapes.data?.neighbours.map((d, i) => (
                  <path key={i} d={d} className="fill-slate-100 stroke-slate-300" strokeWidth={0.6} />
                ))}
                {shapes.data?.saudi ? <path d={shapes.data.saudi} className="fill-emerald-50 stroke-teal-700" strokeWidth={1.2} /> : null}
                {shapes.isError ? (
                  <text x={MAP_WIDTH / 2} y={MAP_HEIGHT / 2} textAnchor="middle" className="fill-slate-600 text-sm">
                    Map outline unavailable
                  </text>
                ) : null}
              </svg>
            )}
            {/*
              Pins are HTML buttons over the SVG, placed in percent of the viewBox, so they stay crisp and
              focusable. They keep one DOM (and Tab) order; the highlighted one paints on top by z-index.
            */}
            {groups.map((g) => (
              <MapPinButton key={g.key} group={g} highlighted={g.key === highlightedKey} onSelect={selectGroup} />
            ))}
          </div>

          {selected ? (
            <SelectedCard pin={selected} />
          ) : cluster ? (
            <p className="text-sm text-muted-foreground">
              {cluster.pins.length} properties in {cluster.city}: choose one from the list.
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              Select a pin or a listing to see its details. Press Escape to clear the selection.
            </p>
          )}
        </div>

        <div className="grid min-w-0 content-start gap-2">
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-semibold" id="map-list-heading">
              {cluster ? `${cluster.pins.length} properties in ${cluster.city}` : 'Properties on the map'}
            </h3>
            {cluster ? (
              <Button type="button" variant="ghost" size="sm" onClick={clear}>
                Show all
              </Button>
            ) : null}
          </div>
          <div ref={listsRef} className="contents">
            <SideList pins={pins} hidden={clusterPins !== null} expanded={expanded} selectedId={selectedId} onSelect={selectPin} />
            {clusterPins ? <SideList pins={clusterPins} expanded={expanded} selectedId={selectedId} onSelect={selectPin} /> : null}
          </div>
        </div>
      </div>
    </div>
  );
}

// Memoised: a selection re-renders only the pins and rows whose highlight changes, not all 500.

const MapPinButton = memo(function MapPinButton({
  group,
  highlighted,
  onSelect,
}: {
  group: PinGroup;
  highlighted: boolean;
  onSelect: (g: PinGroup) => void;
}) {
  const single = group.pins.length === 1 ? group.pins[0] : null;
  return (
    <button
      type="button"
      aria-label={pinName(group)}
      aria-pressed={highlighted}
      data-selected={highlighted || undefined}
      onClick={() => onSelect(group)}
      // Buttons already answer Enter and Space; this keeps Space from scrolling the page in any browser.
      onKeyDown={(e) => {
        if (e.key === ' ' || e.key === 'Enter') {
          e.preventDefault();
          onSelect(group);
        }
      }}
      style={{ left: `${(group.x / MAP_WIDTH) * 100}%`, top: `${(group.y / MAP_HEIGHT) * 100}%` }}
      className={cn(
        'absolute -translate-x-1/2 -translate-y-full border-2 border-white text-xs font-semibold whitespace-nowrap tabular-nums shadow-md transition outline-none',
        'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 hover:z-20 focus-visible:z-20',
        single ? 'rounded-full px-2 py-0.5' : 'grid min-w-7 place-items-center rounded-full px-1.5 py-0.5',
        highlighted ? 'z-10 scale-110 bg-amber-500 text-amber-950' : 'bg-primary text-primary-foreground hover:bg-primary-hover',
      )}
    >
      {single ? (
        <>
          <span className="text-[0.625rem] font-medium">{single.currency}</span> {formatCompactNumber(single.price)}
        </>
      ) : (
        group.pins.length
      )}
    </button>
  );
});

function SideList({
  pins,
  hidden = false,
  expanded,
  selectedId,
  onSelect,
}: {
  pins: MapPin[];
  hidden?: boolean;
  expanded: boolean;
  selectedId: number | null;
  onSelect: (p: MapPin) => void;
}) {
  return (
    <ul
      hidden={hidden}
      aria-labelledby="map-list-heading"
      className={cn(
        // relative: the rows' offsetTop is measured from the list, which scrolls them into view.
        'relative grid gap-2 overflow-y-auto pe-1',
        // A phone shows a few rows under the map and scrolls the rest inside the list.
        expanded ? 'max-h-96 sm:grid-cols-2 lg:grid-cols-3' : 'max-h-80 lg:max-h-[32rem]',
      )}
    >
      {pins.map((p) => (
        <ListRow key={p.id} pin={p} selected={p.id === selectedId} onSelect={onSelect} />
      ))}
    </ul>
  );
}

const ListRow = memo(function ListRow({ pin, selected, onSelect }: { pin: MapPin; selected: boolean; onSelect: (p: MapPin) => void }) {
  const price = listingPrice(pin);
  return (
    <li data-pin-id={pin.id}>
      <button
        type="button"
        aria-pressed={selected}
        onClick={() => onSelect(pin)}
        className={cn(
          'w-full rounded-lg border p-3 text-start transition outline-none focus-visible:ring-2 focus-visible:ring-ring',
          selected ? 'border-amber-500 bg-amber-50' : 'border-border bg-card hover:border-primary',
        )}
      >
        <span className="line-clamp-1 block font-medium">{pin.title}</span>
        <span className="mt-0.5 flex items-center justify-between gap-2 text-sm text-muted-foreground">
          <span className="flex items-center gap-1">
            <MapPin className="size-3.5" aria-hidden /> {pin.city}
          </span>
          <span className="font-semibold text-foreground tabular-nums">{price.main.text}</span>
        </span>
        {price.main.sar || price.rent ? (
          <span className="mt-0.5 block text-end text-xs text-muted-foreground tabular-nums">
            {[price.main.sar, price.rent?.text].filter(Boolean).join(' · ')}
          </span>
        ) : null}
      </button>
    </li>
  );
});

function SelectedCard({ pin }: { pin: MapPin }) {
  return (
    <Card className="gap-3 overflow-hidden py-0" aria-labelledby="map-selected-title" role="region">
      <CardContent className="grid grid-cols-[5rem_minmax(0,1fr)] gap-4 p-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <img
          src={cardImageUrl(pin.image ?? undefined)}
          alt=""
          width={160}
          height={120}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full rounded-lg bg-muted object-cover"
          onError={showPlaceholder}
        />
        <div className="grid min-w-0 content-start gap-2">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 id="map-selected-title" className="text-lg leading-snug font-semibold">
              {pin.title}
            </h3>
            <PropertyTypeBadge type={pin.propertyType} />
          </div>
          {pin.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{pin.description}</p> : null}
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin className="size-4" aria-hidden /> {pin.city}, Saudi Arabia
          </p>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <PriceTag listing={pin} />
            <PropertyFacts property={pin} />
          </div>
          <Button asChild className="justify-self-start">
            <Link href={`/properties/${pin.id}`}>
              View Details<span className="sr-only">: {pin.title}</span> <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
