import { useState } from 'react';
import { Link, useParams } from 'wouter';
import {
  ArrowLeft,
  Bath,
  BedDouble,
  CalendarDays,
  CalendarPlus,
  Car,
  CheckCircle2,
  Gavel,
  Hammer,
  Home,
  MapPin,
  MessageSquare,
  Ruler,
  SearchX,
  Star,
} from 'lucide-react';
import { PROPERTY_FEATURE_SWITCHES } from '@shared/constants';
import { formatDateTime } from '@shared/format';
import { ErrorCard } from '@client/components/page-states';
import { LISTING_STATUS_LABEL, ListingStatusBadge } from '@client/components/listing-status-badge';
import { PropertyTypeBadge, formatArea } from '@client/components/property-card';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiError } from '@client/lib/api-client';
import { useProperty, type Property } from './api/listing';
import { handleLoginRequired, useAuth } from '@client/lib/auth';
import { usePageTitle } from '@client/lib/use-page-title';
import { BidForm } from './detail/bid-form';
import { MyOffer } from './detail/my-offer';
import { Gallery } from './detail/gallery';
import { InquiryForm, VIEWING_MESSAGE } from './detail/inquiry-form';
import { ListingPrice } from './detail/listing-price';
import { PropertyBids, PropertyInquiries } from './detail/owner-activity';
import { StatusBanner } from './detail/status-banner';

// /properties/{id} (docs/product.md#listing-page).

const VALID_ID = /^[1-9]\d{0,9}$/;

const FEATURE_LABELS: Record<(typeof PROPERTY_FEATURE_SWITCHES)[number], string> = {
  furnished: 'Furnished',
  balcony: 'Balcony',
  garden: 'Garden',
  pool: 'Pool',
  gym: 'Gym',
  security: '24/7 Security',
  elevator: 'Elevator',
};

export default function PropertyDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const validId = VALID_ID.test(id);
  const { data: property, isPending, error } = useProperty(id);
  const notFound = !validId || (error instanceof ApiError && (error.status === 404 || error.status === 400));
  usePageTitle(property?.title ?? (notFound ? 'Property Not Found' : 'Property Details'));

  if (notFound) return <NotFound message={error instanceof ApiError ? error.serverMessage : undefined} />;
  if (error) {
    return (
      <section className="px-4 py-16">
        <h1 className="sr-only">Property Details</h1>
        <ErrorCard
          title="Property Not Found"
          message="Failed to load property details"
          action={<Button onClick={() => window.location.reload()}>Try Again</Button>}
        />
      </section>
    );
  }
  if (isPending) return <DetailSkeleton />;
  return <PropertyDetail property={property} />;
}

function BackLink() {
  return (
    <Link href="/buy" className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline">
      <ArrowLeft className="size-4" aria-hidden /> Back to Properties
    </Link>
  );
}

function NotFound({ message }: { message?: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <SearchX className="size-12 text-muted-foreground" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">Property Not Found</h1>
      <p className="mt-2 text-muted-foreground">{message || 'Failed to load property details'}</p>
      <Button asChild className="mt-6">
        <Link href="/buy">
          <ArrowLeft className="size-4" aria-hidden /> Back to Properties
        </Link>
      </Button>
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label="Loading property" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
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

type Panel = 'none' | 'bid' | 'inquiry';

function PropertyDetail({ property }: { property: Property }) {
  const { user, isAuthenticated, isLoading: authLoading } = useAuth();
  const isDeveloper = user !== null && user.id === property.developerId;
  const isOwnerView = isDeveloper || user?.role === 'admin';
  // Make Offer (docs/product.md#listing-page): never for the listing's developer, only on a listing
  // for sale and still active (the server takes no bids on a sold or pending one). Signed-out visitors
  // see it too, and it behaves like the inquiry actions: Login Required, then the login page
  // (docs/product.md#waiting-errors-and-sign-in). Contact Owner and Schedule Viewing likewise only
  // on an active listing: a sold or under-offer one takes no inquiries (its page says so instead).
  const open = property.status === 'active';
  const offerable = property.forSale && open && !isDeveloper;
  const [panel, setPanel] = useState<Panel>('none');
  const [inquiryMessage, setInquiryMessage] = useState('');
  const [inquirySent, setInquirySent] = useState(false);

  // While the current user loads, isAuthenticated is still false: the actions wait (disabled) rather
  // than tell a signed-in user to log in.
  const toggleBid = () => {
    if (authLoading) return;
    if (!isAuthenticated) return handleLoginRequired();
    setPanel((p) => (p === 'bid' ? 'none' : 'bid'));
  };

  const openInquiry = (message: string) => {
    if (authLoading) return;
    if (!isAuthenticated) return handleLoginRequired();
    setInquiryMessage(message);
    setInquirySent(false);
    setPanel('inquiry');
  };

  const area = formatArea(property.area);
  const features = PROPERTY_FEATURE_SWITCHES.filter((f) => property[f]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <BackLink />
      <StatusBanner status={property.status} />
      {/* On phones the price and actions follow the facts; on wide screens they sit in the right column beside everything. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 space-y-8 lg:col-span-2">
          <Gallery
            images={property.images}
            title={property.title}
            badges={
              <>
                {property.featured ? (
                  <Badge className="border-amber-300 bg-amber-400 text-amber-950">
                    <Star className="fill-current" aria-hidden /> Featured
                  </Badge>
                ) : null}
                <PropertyTypeBadge type={property.propertyType} />
                {property.status !== 'active' ? <ListingStatusBadge status={property.status} /> : null}
              </>
            }
          />

          <header className="space-y-3">
            <div className="flex flex-wrap gap-2">
              {property.forSale ? <Badge variant="success">For Sale</Badge> : null}
              {property.forRent ? <Badge className="bg-blue-700 text-white">For Rent</Badge> : null}
              {property.status !== 'active' ? <ListingStatusBadge status={property.status} /> : null}
            </div>
            <h1 className="text-3xl font-bold tracking-tight break-words">{property.title}</h1>
            <p className="flex items-center gap-1.5 text-muted-foreground">
              <MapPin className="size-4 shrink-0" aria-hidden />
              {property.neighborhood ? `${property.neighborhood}, ` : ''}
              {property.city}, Saudi Arabia
            </p>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarDays className="size-4 shrink-0" aria-hidden /> Listed {formatDateTime(property.createdAt)}
            </p>
          </header>

          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {property.bedrooms !== null ? <Fact icon={BedDouble} label="Bedrooms" value={property.bedrooms} /> : null}
            {property.bathrooms !== null ? <Fact icon={Bath} label="Bathrooms" value={property.bathrooms} /> : null}
            {area ? <Fact icon={Ruler} label="Area" value={area} /> : null}
            {property.parking !== null ? <Fact icon={Car} label="Parking" value={property.parking} /> : null}
            {property.yearBuilt !== null ? <Fact icon={Hammer} label="Year Built" value={property.yearBuilt} /> : null}
          </dl>
        </div>

        <aside className="space-y-6 lg:col-start-3 lg:row-span-2 lg:row-start-1" aria-label="Price and actions">
          <Card className="lg:sticky lg:top-20">
            <CardContent className="space-y-5">
              <ListingPrice property={property} />

              {isDeveloper ? null : <MyOffer property={property} />}
              {isDeveloper ? (
                <div className="space-y-2 rounded-md bg-secondary p-3 text-sm text-secondary-foreground">
                  <p>
                    <Home className="me-1.5 inline size-4 align-text-bottom" aria-hidden />
                    This is your listing. Bids and inquiries appear below.
                  </p>
                  <Link href="/my-listings" className="font-medium text-primary hover:underline">
                    Edit it or change its status in My Listings
                  </Link>
                </div>
              ) : !open ? null : (
                <div className="space-y-3">
                  {offerable ? (
                    <Button
                      className="w-full"
                      size="lg"
                      aria-expanded={isAuthenticated ? panel === 'bid' : undefined}
                      disabled={authLoading}
                      onClick={toggleBid}
                    >
                      <Gavel aria-hidden /> Make Offer
                    </Button>
                  ) : null}
                  {offerable && panel === 'bid' ? <BidForm property={property} onDone={() => setPanel('none')} /> : null}
                  <Button className="w-full" variant="outline" disabled={authLoading} onClick={() => openInquiry('')}>
                    <MessageSquare aria-hidden /> Contact Owner
                  </Button>
                  <Button className="w-full" variant="outline" disabled={authLoading} onClick={() => openInquiry(VIEWING_MESSAGE)}>
                    <CalendarPlus aria-hidden /> Schedule Viewing
                  </Button>
                  {panel === 'inquiry' ? (
                    <InquiryForm
                      key={inquiryMessage}
                      propertyId={property.id}
                      initialMessage={inquiryMessage}
                      viewing={inquiryMessage === VIEWING_MESSAGE}
                      onSent={() => {
                        setPanel('none');
                        setInquirySent(true);
                      }}
                      onCancel={() => setPanel('none')}
                    />
                  ) : null}
                  {/* Where the form was; the actions stay, so a buyer who asked can still make an offer. */}
                  {inquirySent ? (
                    <div
                      className="flex flex-col items-center gap-1 rounded-lg border border-success/40 bg-success/5 p-4 text-center"
                      role="status"
                    >
                      <CheckCircle2 className="size-7 text-success" aria-hidden />
                      <p className="font-semibold">Inquiry Sent!</p>
                      <p className="text-sm text-muted-foreground">The owner will get back to you soon.</p>
                      <Button asChild variant="link" size="sm" className="h-auto py-0">
                        <Link href="/messages">Follow the conversation in Messages</Link>
                      </Button>
                    </div>
                  ) : null}
                </div>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg">Property Details</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="divide-y text-sm">
                {[
                  ['Property ID', `#${property.id}`],
                  ['Type', property.propertyType],
                  ['Status', LISTING_STATUS_LABEL[property.status]],
                  ['Currency', property.currency || 'SAR'],
                  ['Listed', formatDateTime(property.createdAt)],
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
                <h2 className="text-lg">Description</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <p className="whitespace-pre-line break-words text-muted-foreground">{property.description || 'No description provided.'}</p>
              {property.address ? (
                <div>
                  <h3 className="text-sm font-semibold">Address</h3>
                  <p className="flex items-start gap-1.5 text-muted-foreground">
                    <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden /> {property.address}
                  </p>
                </div>
              ) : null}
            </CardContent>
          </Card>

          {features.length > 0 || property.amenities.length > 0 ? (
            <Card>
              <CardHeader>
                <CardTitle>
                  <h2 className="text-lg">Features &amp; Amenities</h2>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                  {[
                    ...features.map((f) => FEATURE_LABELS[f]),
                    ...property.amenities.filter((a) => !features.some((f) => FEATURE_LABELS[f] === a)),
                  ].map((label) => (
                    <li key={label} className="flex items-center gap-2 text-sm">
                      <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden /> {label}
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ) : null}

          {isOwnerView ? (
            <div className="space-y-6">
              <PropertyBids propertyId={property.id} />
              <PropertyInquiries propertyId={property.id} />
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
