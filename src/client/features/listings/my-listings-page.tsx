import { Link } from 'wouter';
import { Building2, Plus } from 'lucide-react';
import { EmptyState, ErrorCard } from '@client/components/page-states';
import { ShowMore } from '@client/components/show-more';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { msg, t } from '@client/lib/i18n';
import { usePageTitle } from '@client/lib/use-page-title';
import { useOwnerListings } from './api/listings';
import { ListingRow } from './listing-row';
import { SellerGate } from './seller-gate';

// /my-listings (docs/product.md#my-listings): a seller's own listings, every status, newest first,
// each with its pending offers and unanswered inquiries, and Edit, the status moves and Delete.

function ListingsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="space-y-4" role="status" aria-label={t('Loading listings')}>
      {Array.from({ length: rows }, (_, i) => (
        <Card key={i} className="py-0">
          <CardContent className="flex gap-3 p-4 sm:gap-5 sm:p-5">
            <Skeleton className="aspect-[4/3] w-24 self-start rounded-lg sm:w-48" />
            <div className="flex-1 space-y-3">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-7 w-36" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function NewListingButton({ variant = 'default' }: { variant?: 'default' | 'outline' }) {
  return (
    <Button asChild variant={variant}>
      <Link href="/sell">
        <Plus aria-hidden /> {t('List a Property')}
      </Link>
    </Button>
  );
}

function MyListings() {
  const list = useOwnerListings(true);
  let body: React.ReactNode;
  if (list.isLoading) body = <ListingsSkeleton />;
  else if (list.isError) body = <ErrorCard message={t('Unable to load your listings. Please try again.')} />;
  else if (list.items.length === 0)
    body = (
      <EmptyState
        icon={<Building2 className="size-10 text-muted-foreground" aria-hidden />}
        title={t('No listings yet')}
        message={t('List your first property and it will show here, with the offers and inquiries waiting on it.')}
        action={<NewListingButton />}
      />
    );
  else
    body = (
      <>
        <ul className="space-y-4" aria-label={t('My listings')}>
          {list.items.map((listing) => (
            <li key={listing.id}>
              <ListingRow listing={listing} />
            </li>
          ))}
        </ul>
        <ShowMore list={list} noun={msg('listings')} />
      </>
    );

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold">{t('My Listings')}</h1>
          <p className="mt-1 text-muted-foreground">
            {list.total ? `${t('{n, plural, one {# listing} other {# listings}}.', { n: list.total })} ` : ''}
            {t('Edit them, mark them under offer or sold, and see what waits for your answer.')}
          </p>
        </div>
        {list.items.length > 0 ? <NewListingButton variant="outline" /> : null}
      </header>
      {body}
    </section>
  );
}

export default function MyListingsPage() {
  usePageTitle(msg('My Listings'));
  return <SellerGate signInMessage={msg('Please sign in to see and manage your listings.')}>{() => <MyListings />}</SellerGate>;
}
