import { useId, useMemo } from 'react';
import { MapPin } from 'lucide-react';

import { t } from '@client/lib/i18n';
import { placeName } from '../listing-words';
import { MapFrame } from '../buy/map-frame';
import { MAP_HEIGHT, MAP_WIDTH, mapPosition, type MapPosition, type Place } from '../buy/map-geometry';
import { centredOn } from '../buy/map-viewport';
import { markerStyle, useMapZoom } from '../buy/use-map-zoom';

// A listing's location (docs/product.md#listing-page): the search map's real outline and
// projection, zoomed in on the listing's own coordinates, or on its city's centre when it has none
// (the caption then says the location is approximate), with the nearby cities named for bearings.
// Lazy-loaded by the listing page: d3 and the world atlas come with it.

/** The listing map's first zoom: about 10° of longitude across, a region with its neighbouring cities. */
const LISTING_ZOOM = 3;

type ListingLocationMapProps = Place & { neighborhood?: string | null };

/** Nothing when neither the listing's coordinates nor its city are on the map. */
export default function ListingLocationMap({ latitude, longitude, city, neighborhood }: ListingLocationMapProps) {
  const at = useMemo(() => mapPosition({ latitude, longitude, city }), [latitude, longitude, city]);
  return at ? <LocationMap at={at} city={city} neighborhood={neighborhood ?? null} /> : null;
}

function LocationMap({ at, city, neighborhood }: { at: MapPosition; city: string; neighborhood: string | null }) {
  const home = useMemo(() => centredOn(at.x / MAP_WIDTH, at.y / MAP_HEIGHT, LISTING_ZOOM), [at]);
  // A map inside a long page: the wheel and a swipe scroll the page (the buttons, keys and a drag move the map).
  const zoom = useMapZoom({ home, gestures: 'page' });
  const hintId = useId();
  const place = placeName(city, neighborhood);

  return (
    <figure className="grid gap-2">
      <MapFrame
        zoom={zoom}
        label={t("Map of the property's location: {place}", { place })}
        resetLabel={t('Back to the property')}
        hintId={hintId}
        city={city}
      >
        {at.exact ? null : (
          // Somewhere in the city: a soft circle round its centre.
          <span
            aria-hidden
            style={markerStyle(at.x, at.y)}
            className="pointer-events-none absolute size-20 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-dashed border-primary/60 bg-primary/10"
          />
        )}
        <MapPin
          aria-hidden
          style={markerStyle(at.x, at.y)}
          className="pointer-events-none absolute size-9 -translate-x-1/2 -translate-y-full fill-primary text-white drop-shadow"
          strokeWidth={1.5}
        />
      </MapFrame>
      <figcaption className="grid gap-0.5 text-sm">
        <span className="flex items-center gap-1.5 font-medium">
          <MapPin className="size-4 text-primary" aria-hidden />
          {at.exact ? place : t('Approximate location: {place}', { place })}
        </span>
        <span id={hintId} className="text-xs text-muted-foreground">
          {at.exact
            ? t('Pinned at the listing’s own coordinates.')
            : t('No exact position was given: the pin marks the centre of {city}.', { city: t(city) })}{' '}
          <span className="pointer-coarse:hidden">{t('Use + and − to zoom; drag or use the arrow keys to move the map.')}</span>
          <span className="hidden pointer-coarse:inline">{t('Use + and − to zoom.')}</span>
        </span>
      </figcaption>
    </figure>
  );
}
