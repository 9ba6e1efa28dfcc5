import { memo } from 'react';
import { Link } from 'wouter';
import { ArrowRight, MapPin } from 'lucide-react';
import { listingPrice } from '@shared/listing-price';

import { FavoriteButton } from '@client/components/favorite-button';
import { PriceTag, PropertyFacts, PropertyTypeBadge } from '@client/components/property-card';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { ownWords, t } from '@client/lib/i18n';
import { cardImageUrl, showPlaceholder } from '@client/lib/images';
import type { ApiSchema } from '@client/lib/api-client';
import { placeInSaudiArabia } from '../listing-words';

type MapPin = ApiSchema['MapPin'];

// The search map's list of matches and the card of the chosen one (docs/product.md#buy-page-and-map).

export function SideList({
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
        'relative grid gap-2 overflow-y-auto overscroll-contain pe-1',
        // A phone shows a few rows in the sheet under the map and scrolls the rest inside it.
        expanded ? 'max-h-96 sm:grid-cols-2 lg:grid-cols-3' : 'max-h-80 lg:max-h-[32rem]',
      )}
    >
      {pins.map((p) => (
        <ListRow key={p.id} pin={p} selected={p.id === selectedId} onSelect={onSelect} />
      ))}
    </ul>
  );
}

// Memoised: a selection re-renders only the rows whose highlight changes, not all 500.
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
        <span dir="auto" className="line-clamp-1 block font-medium">
          {ownWords(pin.title, pin.titleAr)}
        </span>
        <span className="mt-0.5 flex items-center justify-between gap-2 text-sm text-muted-foreground">
          <span className="flex items-center gap-1">
            <MapPin className="size-3.5" aria-hidden /> {t(pin.city)}
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

export function SelectedCard({ pin }: { pin: MapPin }) {
  const title = ownWords(pin.title, pin.titleAr);
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
            <h3 id="map-selected-title" dir="auto" className="text-lg leading-snug font-semibold">
              {title}
            </h3>
            <PropertyTypeBadge type={pin.propertyType} />
          </div>
          {/* A pin carries no Arabic description: the English one, in its own direction. */}
          {pin.description ? (
            <p dir="auto" className="line-clamp-2 text-sm text-muted-foreground">
              {pin.description}
            </p>
          ) : null}
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin className="size-4" aria-hidden /> {placeInSaudiArabia(pin.city)}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <PriceTag listing={pin} />
            <PropertyFacts property={pin} />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button asChild>
              <Link href={`/properties/${pin.id}`}>
                {t('View Details')}
                <span className="sr-only">: {title}</span> <ArrowRight className="rtl:-scale-x-100" aria-hidden />
              </Link>
            </Button>
            <FavoriteButton listing={pin} />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
