import { Link, useLocation, useParams } from 'wouter';
import { ArrowLeft, SearchX, ShieldAlert } from 'lucide-react';
import { ListingStatusBadge } from '@client/components/listing-status-badge';
import { ErrorCard, PageLoading } from '@client/components/page-states';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { useProperty } from '@client/features/properties/api/listing';
import { ApiError } from '@client/lib/api-client';
import type { CurrentUser } from '@client/lib/auth';
import { msg, ownWords, t } from '@client/lib/i18n';
import { usePageTitle } from '@client/lib/use-page-title';
import { EditListingForm } from './edit-listing-form';
import { SellerGate } from './seller-gate';

// /my-listings/{id}/edit (docs/product.md#my-listings): the listing form filled with one of my
// listings; saved, back to My Listings.

function BackToListings() {
  return (
    <Link href="/my-listings" className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline">
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden /> {t('Back to My Listings')}
    </Link>
  );
}

function Problem({ icon, title, message }: { icon: React.ReactNode; title: string; message: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      {icon}
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{message}</p>
      <Button asChild className="mt-6">
        <Link href="/my-listings">
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden /> {t('Back to My Listings')}
        </Link>
      </Button>
    </section>
  );
}

function EditListing({ seller }: { seller: CurrentUser }) {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { data: property, isPending, error } = useProperty(id);
  const title = property ? ownWords(property.title, property.titleAr) : null;
  usePageTitle(title ? t('Edit {title}', { title }) : msg('Edit Listing'));

  const missing = !/^[1-9]\d{0,9}$/.test(id) || (error instanceof ApiError && (error.status === 404 || error.status === 400));
  if (missing)
    return (
      <Problem
        icon={<SearchX className="size-12 text-muted-foreground" aria-hidden />}
        title={t('Listing Not Found')}
        message={t('This listing does not exist (any more).')}
      />
    );
  if (error) return <ErrorCard action={<Button onClick={() => window.location.reload()}>{t('Try Again')}</Button>} />;
  if (isPending) return <PageLoading />;
  if (seller.role !== 'admin' && property.developerId !== seller.id)
    return (
      <Problem
        icon={<ShieldAlert className="size-12 text-warning" aria-hidden />}
        title={t('Not Your Listing')}
        message={t('You can only edit your own listings.')}
      />
    );

  const back = () => navigate('/my-listings');
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <BackToListings />
      <Card className="mt-6">
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl break-words">{t('Edit Listing')}</h1>
            <ListingStatusBadge status={property.status} />
          </CardTitle>
          <CardDescription>
            {t('“{title}”. Fields marked with * are required. The status changes from My Listings.', { title: title ?? property.title })}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <EditListingForm key={property.id} property={property} onSaved={back} onCancel={back} />
        </CardContent>
      </Card>
    </div>
  );
}

export default function EditListingPage() {
  return <SellerGate signInMessage={msg('Please sign in to edit your listing.')}>{(seller) => <EditListing seller={seller} />}</SellerGate>;
}
