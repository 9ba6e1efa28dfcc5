import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowRight, Bath, BedDouble, MapPin, Ruler, Star, TrendingDown } from 'lucide-react';
import { formatNumber } from '@shared/format';
import { listingPrice, type PricedListing } from '@shared/listing-price';
import { priceCutPercent } from '@shared/price-cut';

import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardFooter } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { CompareToggle } from '@client/components/compare-toggle';
import { FavoriteButton } from '@client/components/favorite-button';
import { cn } from '@client/lib/cn';
import { ownWords, t } from '@client/lib/i18n';
import { cardImageUrl, imageSrcSet, showPlaceholder } from '@client/lib/images';
import type { ApiSchema } from '@client/lib/api-client';

type Property = ApiSchema['Property'];

// The listing card (docs/product.md#cards). Every text/background pair meets WCAG AA.

const CARD_IMAGE = { width: 640, height: 480 } as const;

/**
 * Commercial has its own colour, every other type grey (docs/product.md#cards). The original product
 * also coloured "featured" and "new", which are not property types.
 */
const TYPE_BADGE: Record<string, string> = {
  featured: 'border-amber-300 bg-amber-50 text-amber-900',
  new: 'border-emerald-300 bg-emerald-50 text-emerald-800',
  commercial: 'border-blue-200 bg-blue-50 text-blue-800',
};
const GREY_BADGE = 'border-slate-200 bg-slate-100 text-slate-700';

/** A property type's name in the page's language ("villa" → "Villa", "فيلا"), from the shared names catalog. */
export const propertyTypeName = (type: string): string => t(type ? `${type[0].toUpperCase()}${type.slice(1)}` : type);

export function PropertyTypeBadge({ type, className }: { type: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn('capitalize', TYPE_BADGE[type] ?? GREY_BADGE, className)}>
      {propertyTypeName(type)}
    </Badge>
  );
}

/** "120.50" → "120.5 m²" ("120.5 م²"); null when the area is unknown. */
export function formatArea(area: string | null | undefined): string | null {
  if (area === null || area === undefined || area === '') return null;
  return t('{area} m²', { area: formatNumber(area) });
}

/**
 * A listing's price in a card, a row or the map (docs/product.md#formats): the price (a rent-only
 * listing's rent per period), its SAR equivalent when in another currency, and a listing both for
 * sale and for rent's rent under it. The listing page's larger version is detail/listing-price.tsx.
 */
export function PriceTag({
  listing,
  className,
  priceClassName = 'text-xl font-bold text-primary',
  testId,
}: {
  listing: PricedListing;
  className?: string;
  priceClassName?: string;
  testId?: string;
}) {
  const { main, rent } = listingPrice(listing);
  return (
    <div className={cn('tabular-nums', className)}>
      <p className={priceClassName} data-testid={testId}>
        {main.text}
      </p>
      {main.sar ? <p className="text-sm text-muted-foreground">{main.sar}</p> : null}
      {rent ? (
        <p className="text-sm font-medium text-foreground">
          {rent.text}
          {rent.sar ? <span className="text-muted-foreground"> ({rent.sar})</span> : null}
        </p>
      ) : null}
    </div>
  );
}

/** "Price reduced 8 %": an active listing whose price was cut in the last 30 days (docs/product.md#price-history-and-sold-prices). */
export function PriceCutBadge({ property, className }: { property: Property; className?: string }) {
  const percent = property.status === 'active' ? priceCutPercent(property) : null;
  if (percent === null) return null;
  return (
    <Badge className={cn('border-transparent bg-rose-700 text-white', className)} data-testid="price-cut">
      <TrendingDown aria-hidden /> {t('Price reduced {percent} %', { percent })}
    </Badge>
  );
}

export function PropertyFacts({
  property,
  className,
}: {
  property: Pick<Property, 'bedrooms' | 'bathrooms' | 'area'>;
  className?: string;
}) {
  const area = formatArea(property.area);
  return (
    <dl className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground', className)}>
      {property.bedrooms !== null ? (
        <div className="flex items-center gap-1">
          <dt>
            <BedDouble className="size-4" aria-hidden />
            <span className="sr-only">{t('Bedrooms')}</span>
          </dt>
          <dd className="tabular-nums text-foreground">{property.bedrooms}</dd>
        </div>
      ) : null}
      {property.bathrooms !== null ? (
        <div className="flex items-center gap-1">
          <dt>
            <Bath className="size-4" aria-hidden />
            <span className="sr-only">{t('Bathrooms')}</span>
          </dt>
          <dd className="tabular-nums text-foreground">{property.bathrooms}</dd>
        </div>
      ) : null}
      {area ? (
        <div className="flex items-center gap-1">
          <dt>
            <Ruler className="size-4" aria-hidden />
            <span className="sr-only">{t('Area')}</span>
          </dt>
          <dd className="tabular-nums text-foreground">{area}</dd>
        </div>
      ) : null}
    </dl>
  );
}

export function PropertyCard({
  property,
  className,
  priority = false,
  note,
}: {
  property: Property;
  className?: string;
  /** The card whose photo is the first screen's largest picture (the first result on a phone): loaded at once, first. */
  priority?: boolean;
  /** A line under the facts: the Saved page's status and "Saved 3 days ago". */
  note?: ReactNode;
}) {
  const titleId = useId();
  const href = `/properties/${property.id}`;
  // The listing's own words in the page's language (its Arabic title on Arabic pages, if it has one).
  const title = ownWords(property.title, property.titleAr);
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className={cn('relative h-full gap-0 overflow-hidden py-0 transition hover:shadow-md focus-within:shadow-md', className)}
    >
      <div className="relative aspect-[4/3] bg-muted">
        <img
          src={cardImageUrl(property.images[0])}
          srcSet={imageSrcSet(property.images[0])}
          // The card's width in the grid of PropertyCardGrid and the Buy page: three columns from lg, two from sm.
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          alt=""
          width={CARD_IMAGE.width}
          height={CARD_IMAGE.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover"
          onError={showPlaceholder}
        />
        <div className="absolute start-3 top-3 flex flex-wrap gap-2">
          {property.featured ? (
            <Badge className="border-amber-300 bg-amber-400 text-amber-950">
              <Star className="fill-current" aria-hidden /> {t('Featured')}
            </Badge>
          ) : null}
          <PropertyTypeBadge type={property.propertyType} />
        </div>
        <FavoriteButton listing={property} className="absolute end-3 top-3 rounded-full border-0 bg-background/90" />
        <PriceCutBadge property={property} className="absolute start-3 bottom-3" />
      </div>
      <CardContent className="flex flex-1 flex-col gap-2 pt-4">
        <PriceTag listing={property} />
        <h3 id={titleId} className="line-clamp-2 leading-snug font-semibold" dir="auto">
          {title}
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden />
          {t('{city}, Saudi Arabia', { city: t(property.city) })}
        </p>
        <PropertyFacts property={property} className="mt-auto pt-2" />
        {note}
      </CardContent>
      <CardFooter className="gap-2 pt-4 pb-5">
        <Button asChild variant="outline" className="min-w-0 flex-1">
          {/* The link's ::after covers the card: one click target and one tab stop. */}
          <Link href={href} className="after:absolute after:inset-0 after:rounded-xl after:content-['']">
            {t('View Details')}
            <span className="sr-only" dir="auto">
              : {title}
            </span>
            <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
          </Link>
        </Button>
        <CompareToggle listing={{ id: property.id, title }} />
      </CardFooter>
    </Card>
  );
}

export function PropertyCardSkeleton() {
  return (
    <Card className="h-full gap-0 overflow-hidden py-0" aria-hidden>
      <Skeleton className="aspect-[4/3] rounded-none" />
      <CardContent className="space-y-3 pt-4">
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
      </CardContent>
      <CardFooter className="pt-4 pb-5">
        <Skeleton className="h-10 w-full" />
      </CardFooter>
    </Card>
  );
}

/** Property cards in the three-column grid of the landing, home and Buy pages. */
export function PropertyCardGrid({ properties }: { properties: Property[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {properties.map((property) => (
        <li key={property.id}>
          <PropertyCard property={property} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards, 6 by default (docs/product.md#waiting-errors-and-sign-in), announced once as loading. */
export function PropertyCardGridSkeleton({ count = 6, className }: { count?: number; className?: string }) {
  return (
    <div role="status" aria-label={t('Loading properties')} className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {Array.from({ length: count }, (_, i) => (
        <PropertyCardSkeleton key={i} />
      ))}
    </div>
  );
}
