import { lazy, Suspense } from 'react';
import { Link, useParams } from 'wouter';
import { ArrowLeft, Bath, BedDouble, CalendarDays, Car, CheckCircle2, Hammer, MapPin, Ruler, SearchX, Star } from 'lucide-react';
import { FavoriteButton } from '@client/components/favorite-button';
import { ErrorCard } from '@client/components/page-states';
import { LISTING_STATUS_LABEL, ListingStatusBadge } from '@client/components/listing-status-badge';
import { PropertyTypeBadge, formatArea } from '@client/components/property-card';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiError } from '@client/lib/api-client';
import { useProperty, type PropertyDetail } from './api/listing';
import { useNoteListingViewed } from '@client/features/saved/api/recently-viewed';
import { useAuth } from '@client/lib/auth';
import { usePageTitle } from '@client/lib/use-page-title';
import { ownWords, t } from '@client/lib/i18n';
import { backLinkTo } from '@client/lib/navigation';
import { Gallery } from './detail/gallery';
import { PriceHistorySection, marketTimeText } from './detail/price-history';
import { TrustPanels } from './detail/trust-panels';
import { listingFeatures } from './detail/feature-list';
import { ListingActions } from './detail/listing-actions';
import { LocationSection } from './detail/location-section';
import { ShareButton } from './detail/share-button';
import { currencyWord, dateTimeWithHijri, placeInSaudiArabia } from './listing-words';
import { typeName } from './buy/search-params';
import { StatusBanner } from './detail/status-banner';
import { StickyActionBar } from './detail/sticky-action-bar';
import { useListingActions } from './detail/use-listing-actions';

// The owner's bids and inquiries: their own chunk, loaded only for the listing's owner.
const OwnerActivity = lazy(() => import('./detail/owner-activity'));

// /properties/{id} (docs/product.md#listing-page).

const VALID_ID = /^[1-9]\d{0,9}$/;

export default function PropertyDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const validId = VALID_ID.test(id);
  const { data: property, isPending, error } = useProperty(id);
  const notFound = !validId || (error instanceof ApiError && (error.status === 404 || error.status === 400));
  usePageTitle(property ? ownWords(property.title, property.titleAr) : notFound ? t('Property Not Found') : t('Property Details'));

  if (notFound) return <NotFound message={error instanceof ApiError ? error.serverMessage : undefined} />;
  if (error) {
    return (
      <section className="px-4 py-16">
        <h1 className="sr-only">{t('Property Details')}</h1>
        <ErrorCard
          title={t('Property Not Found')}
          message={t('Failed to load property details')}
          action={<Button onClick={() => window.location.reload()}>{t('Try Again')}</Button>}
        />
      </section>
    );
  }
  if (isPending) return <DetailSkeleton />;
  return <ListingDetail property={property} />;
}

function BackLink() {
  // To the search the listing was opened from, as it was: its filters, page and scroll (docs/product.md#pages).
  const back = backLinkTo('/buy');
  return (
    <Link
      href={back.href}
      onClick={back.onClick}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
    >
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden /> {t('Back to Properties')}
    </Link>
  );
}

function NotFound({ message }: { message?: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <SearchX className="size-12 text-muted-foreground" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{t('Property Not Found')}</h1>
      <p className="mt-2 text-muted-foreground">{message || t('Failed to load property details')}</p>
      <Button asChild className="mt-6">
        <Link href="/buy">
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden /> {t('Back to Properties')}
        </Link>
      </Button>
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label={t('Loading property')} className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Skeleton className="h-4 w-40" />
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Skeleton className="aspect-[16/10] w-full rounded-xl" />
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-40" />
        </div>
        <div className="space-y-6">
          <Skeleton className="h-64" />
          <Skeleton className="h-56" />
        </div>
      </div>
    </div>
  );
}

function Fact({ icon: Icon, label, value }: { icon: typeof BedDouble; label: string; value: string | number }) {
  return (
    <div className="rounded-lg border bg-card p-3">
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Icon className="size-4 shrink-0 text-primary" aria-hidden /> {label}
      </dt>
      <dd className="mt-1 font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function ListingDetail({ property }: { property: PropertyDetail }) {
  const { user } = useAuth();
  useNoteListingViewed(property.id, user !== null);
  const actions = useListingActions(property);
  const isOwnerView = actions.isOwner || user?.role === 'admin';
  const area = formatArea(property.area);
  const features = listingFeatures(property);
  // The listing's own words in the page's language, else the other's; shown in their own direction.
  const title = ownWords(property.title, property.titleAr);
  const description = ownWords(property.description, property.descriptionAr);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <BackLink />
      <StatusBanner status={property.status} />
      {/* On phones the price and actions follow the facts (and stay at hand in the sticky bar); on wide screens they sit in the right column beside everything. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 space-y-8 lg:col-span-2">
          <Gallery
            images={property.images}
            title={title}
            badges={
              <>
                {property.featured ? (
                  <Badge className="border-amber-300 bg-amber-400 text-amber-950">
                    <Star className="fill-current" aria-hidden /> {t('Featured')}
                  </Badge>
                ) : null}
                <PropertyTypeBadge type={property.propertyType} />
                {property.status !== 'active' ? <ListingStatusBadge status={property.status} /> : null}
              </>
            }
          />

          <header className="space-y-3">
            <div className="flex items-start justify-between gap-3">
              <div className="flex flex-wrap gap-2 pt-2">
                {property.forSale ? <Badge variant="success">{t('For Sale')}</Badge> : null}
                {property.forRent ? <Badge className="bg-blue-700 text-white">{t('For Rent')}</Badge> : null}
                {property.status !== 'active' ? <ListingStatusBadge status={property.status} /> : null}
              </div>
              <div className="flex shrink-0 gap-2">
                <FavoriteButton listing={property} labelled />
                <ShareButton id={property.id} title={title} />
              </div>
            </div>
            <h1 dir="auto" className="text-3xl font-bold tracking-tight break-words">
              {title}
            </h1>
            <p className="flex items-center gap-1.5 text-muted-foreground">
              <MapPin className="size-4 shrink-0" aria-hidden />
              {placeInSaudiArabia(property.city, property.neighborhood)}
            </p>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarDays className="size-4 shrink-0" aria-hidden /> {marketTimeText(property)}
            </p>
          </header>

          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {property.bedrooms !== null ? <Fact icon={BedDouble} label={t('Bedrooms')} value={property.bedrooms} /> : null}
            {property.bathrooms !== null ? <Fact icon={Bath} label={t('Bathrooms')} value={property.bathrooms} /> : null}
            {area ? <Fact icon={Ruler} label={t('Area')} value={area} /> : null}
            {property.parking !== null ? <Fact icon={Car} label={t('Parking')} value={property.parking} /> : null}
            {property.yearBuilt !== null ? <Fact icon={Hammer} label={t('Year Built')} value={property.yearBuilt} /> : null}
          </dl>
        </div>

        <aside className="space-y-6 lg:col-start-3 lg:row-span-2 lg:row-start-1" aria-label={t('Price and actions')}>
          <ListingActions property={property} state={actions} />
          <TrustPanels property={property} />

          <Card>
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg">{t('Property Details')}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="divide-y text-sm">
                {[
                  [t('Property ID'), `#${property.id}`],
                  [t('Type'), typeName(property.propertyType)],
                  [t('Status'), t(LISTING_STATUS_LABEL[property.status])],
                  [t('Currency'), currencyWord(property.currency || 'SAR')],
                  [t('Listed'), dateTimeWithHijri(property.createdAt)],
                ].map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd className="text-end font-medium capitalize">{value}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        </aside>

        <div className="min-w-0 space-y-8 lg:col-span-2 lg:row-start-2">
          <Card>
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg">{t('Description')}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {description ? (
                <p dir="auto" className="whitespace-pre-line break-words text-muted-foreground">
                  {description}
                </p>
              ) : (
                <p className="text-muted-foreground">{t('No description provided.')}</p>
              )}
            </CardContent>
          </Card>

          {features.length > 0 ? (
            <Card>
              <CardHeader>
                <CardTitle>
                  <h2 className="text-lg">{t('Features & Amenities')}</h2>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                  {features.map((label) => (
                    <li key={label} className="flex items-center gap-2 text-sm">
                      <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden /> {t(label)}
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ) : null}

          <PriceHistorySection property={property} />

          <LocationSection property={property} />

          {isOwnerView ? (
            <Suspense fallback={null}>
              <OwnerActivity propertyId={property.id} />
            </Suspense>
          ) : null}
        </div>
      </div>
      <StickyActionBar property={property} state={actions} />
    </div>
  );
}
