import { Suspense, lazy, useEffect, useRef, useState, type RefObject } from 'react';
import { MapPin } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { t } from '@client/lib/i18n';
import type { Property } from '../api/listing';
import { placeInSaudiArabia } from '../listing-words';

// Where a listing is (docs/product.md#listing-page): its neighborhood, city and address, and a map
// pinned at its coordinates (or its city). The map (d3 and the world outline) is fetched only as
// the section comes near the screen, so the page's first paint never waits for it.

const ListingLocationMap = lazy(() => import('./location-map'));

/** True from the moment `target` comes within a screen's height of the viewport. */
function useNearScreen(target: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = target.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), { rootMargin: '100% 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [target, near]);
  return near;
}

const mapPlaceholder = <Skeleton className="aspect-[3/2] w-full rounded-xl" />;

export function LocationSection({ property }: { property: Property }) {
  const section = useRef<HTMLDivElement>(null);
  const near = useNearScreen(section);
  const facts = [
    [t('Neighborhood'), property.neighborhood ? t(property.neighborhood) : null],
    [t('City'), placeInSaudiArabia(property.city)],
    [t('Address'), property.address],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <Card ref={section}>
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-lg">
            <MapPin className="size-5 text-primary" aria-hidden /> {t('Location')}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-muted-foreground">{label}</dt>
              <dd dir="auto" className="font-medium break-words">
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {near ? (
          <Suspense fallback={mapPlaceholder}>
            <ListingLocationMap
              latitude={property.latitude}
              longitude={property.longitude}
              city={property.city}
              neighborhood={property.neighborhood}
            />
          </Suspense>
        ) : (
          mapPlaceholder
        )}
      </CardContent>
    </Card>
  );
}
