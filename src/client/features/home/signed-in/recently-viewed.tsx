import { PropertyCard } from '@client/components/property-card';
import { useRecentlyViewed } from '@client/features/saved/api/recently-viewed';
import { t } from '@client/lib/i18n';

// Home (docs/product.md#recently-viewed): the last 12 listings I opened, the last first, in a row
// that scrolls sideways; nothing at all until I have opened one. Its own chunk: the landing page,
// which shares this feature's first chunk, never needs it.

export default function RecentlyViewed() {
  const { data } = useRecentlyViewed(true);
  if (!data || data.items.length === 0) return null;
  return (
    <section className="mt-12" aria-labelledby="home-recently-viewed">
      <h2 id="home-recently-viewed" className="mb-6 text-2xl font-bold tracking-tight">
        {t('Recently viewed')}
      </h2>
      <ul className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 sm:-mx-6 sm:px-6" aria-label={t('Recently viewed')}>
        {data.items.map((property) => (
          <li key={property.id} className="w-72 shrink-0 snap-start sm:w-80">
            <PropertyCard property={property} />
          </li>
        ))}
      </ul>
    </section>
  );
}
