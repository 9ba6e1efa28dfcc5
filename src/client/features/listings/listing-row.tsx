import { useId, useState } from 'react';
import { Link } from 'wouter';
import { BadgeCheck, CalendarDays, Gavel, Handshake, MapPin, MessageSquare, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import type { PropertyStatus } from '@shared/constants';
import { formatDateWithHijri, formatPrice } from '@shared/format';
import { ListingStatusBadge } from '@client/components/listing-status-badge';
import { MoneyInput } from '@client/components/money-input';
import { currencyName } from '@client/components/property-form/currency-name';
import { PriceTag, PropertyFacts, PropertyTypeBadge } from '@client/components/property-card';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { FormField } from '@client/components/ui/form-field';
import { errorMessage, isUnauthorized } from '@client/lib/api-client';
import { handleUnauthorized } from '@client/lib/auth';
import { msg, ownWords, t } from '@client/lib/i18n';
import { cardImageUrl, showPlaceholder } from '@client/lib/images';
import { toast } from '@client/lib/toast';
import { useDeleteListing, useSetListingStatus, type OwnerListing } from './api/listings';
import { ConfirmActionDialog, type ConfirmAction } from './confirm-action-dialog';

// One of my listings on My Listings (docs/product.md#my-listings): its card, what waits on it, and
// what I can do with it. Mark sold (with the price it sold for) and Delete ask first; every button
// waits while one runs.

/** The status moves a listing can make: under offer and sold from active; back to active (Re-open) from either. */
const MOVES: Record<PropertyStatus, PropertyStatus[]> = {
  active: ['pending', 'sold'],
  pending: ['active', 'sold'],
  sold: ['active'],
};

const MOVE_LABEL: Record<PropertyStatus, string> = { active: msg('Re-open'), pending: msg('Mark under offer'), sold: msg('Mark sold') };
const MOVE_ICON = { active: RotateCcw, pending: Handshake, sold: BadgeCheck } as const;
const MOVE_DONE: Record<PropertyStatus, string> = {
  active: msg('Listing re-opened'),
  pending: msg('Marked under offer'),
  sold: msg('Marked sold'),
};

/** What waits on the listing ("2 pending offers"), a link to it once there is any. */
function Waiting({ count, text, href, icon: Icon }: { count: number; text: string; href: string; icon: typeof Gavel }) {
  if (count === 0) {
    return (
      <span className="inline-flex items-center gap-1.5 text-muted-foreground">
        <Icon className="size-4" aria-hidden /> {text}
      </span>
    );
  }
  return (
    <Link href={href} className="inline-flex items-center gap-1.5 font-medium text-primary hover:underline">
      <Icon className="size-4" aria-hidden /> {text}
    </Link>
  );
}

/** The accepted offer as the sold price's field starts: its amount when it is in the listing's currency. */
function offerAsSoldPrice(listing: OwnerListing): string {
  const offer = listing.acceptedOffer;
  return offer && offer.currency === listing.currency ? offer.amount.replace(/\.00$/, '') : '';
}

/** Mark sold's "Sold for": optional, prefilled with the accepted offer's amount (docs/product.md#price-history-and-sold-prices). */
function SoldPriceField({
  listing,
  value,
  onChange,
  disabled,
}: {
  listing: OwnerListing;
  value: string;
  onChange: (v: string) => void;
  disabled: boolean;
}) {
  const id = useId();
  const offer = listing.acceptedOffer;
  let description = t('Shown on the listing’s page as its sold price.');
  if (offer && offer.currency === listing.currency)
    description = t('The accepted offer’s amount: change it if the sale closed at another price.');
  else if (offer)
    description = t('Left empty, the accepted offer ({amount}) is kept, in {currency}.', {
      amount: formatPrice(offer.amount, offer.currency),
      currency: currencyName(listing.currency),
    });
  return (
    <FormField label={t('Sold for ({currency})', { currency: currencyName(listing.currency) })} htmlFor={id} description={description}>
      <MoneyInput id={id} value={value} onChange={onChange} decimals disabled={disabled} placeholder={t('Optional')} />
    </FormField>
  );
}

export function ListingRow({ listing }: { listing: OwnerListing }) {
  const titleId = useId();
  const setStatus = useSetListingStatus();
  const remove = useDeleteListing();
  const busy = setStatus.isPending || remove.isPending;
  const [asking, setAsking] = useState<'sold' | 'delete' | null>(null);
  const [soldPrice, setSoldPrice] = useState('');
  const href = `/properties/${listing.id}`;
  const title = ownWords(listing.title, listing.titleAr);

  const failed = (fallback: string) => (err: unknown) => {
    if (isUnauthorized(err)) return handleUnauthorized();
    toast({ title: t('Error'), description: errorMessage(err, fallback), variant: 'destructive' });
  };

  const move = (status: PropertyStatus, sold?: string) =>
    setStatus.mutate(
      { id: listing.id, status, soldPrice: sold || undefined },
      {
        onSuccess: () => {
          setAsking(null);
          toast({ title: t(MOVE_DONE[status]), description: t('“{title}”', { title }) });
        },
        onError: failed(t('Failed to change the listing. Please try again.')),
      },
    );

  const askToMove = (status: PropertyStatus) => {
    if (busy) return;
    if (status !== 'sold') return move(status);
    setSoldPrice(offerAsSoldPrice(listing));
    setAsking('sold');
  };

  const askToDelete = () => {
    if (!busy) setAsking('delete');
  };

  // Built at each render, so Mark sold sends the price as typed.
  const confirming: ConfirmAction | null =
    asking === 'sold'
      ? {
          title: t('Mark “{title}” sold?', { title }),
          description: t(
            'It leaves the search and the map and takes no more offers. Its page stays, marked Sold. You can re-open it later.',
          ),
          confirmLabel: t('Mark sold'),
          busyLabel: t('Marking sold...'),
          run: () => move('sold', soldPrice),
        }
      : asking === 'delete'
        ? {
            title: t('Delete “{title}”?', { title }),
            description: t('The listing, its offers and its inquiries are deleted for good. This cannot be undone.'),
            confirmLabel: t('Delete listing'),
            busyLabel: t('Deleting...'),
            run: () =>
              remove.mutate(listing.id, {
                onSuccess: () => {
                  setAsking(null);
                  toast({ title: t('Listing deleted'), description: t('“{title}”', { title }) });
                },
                onError: failed(t('Failed to delete the listing. Please try again.')),
              }),
          }
        : null;

  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      aria-busy={busy}
      className="gap-0 py-0"
      data-testid="my-listing"
      data-listing-id={listing.id}
    >
      <CardContent className="flex gap-3 p-4 sm:gap-5 sm:p-5">
        <Link href={href} tabIndex={-1} aria-hidden className="block shrink-0 self-start">
          <img
            src={cardImageUrl(listing.images[0])}
            alt=""
            width={640}
            height={480}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-24 rounded-lg bg-muted object-cover sm:w-48"
            onError={showPlaceholder}
          />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <ListingStatusBadge status={listing.status} />
            <PropertyTypeBadge type={listing.propertyType} />
            {listing.forSale ? <span className="text-xs text-muted-foreground">{t('For Sale')}</span> : null}
            {listing.forRent ? <span className="text-xs text-muted-foreground">{t('For Rent')}</span> : null}
          </div>
          <h2 id={titleId} className="text-base leading-snug font-semibold break-words sm:text-lg">
            <Link href={href} dir="auto" className="hover:underline">
              {title}
            </Link>
          </h2>
          <PriceTag listing={listing} priceClassName="text-lg font-bold text-primary sm:text-xl" testId="my-listing-price" />
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <MapPin className="size-4 shrink-0" aria-hidden />
              {listing.neighborhood
                ? t('{neighborhood}, {city}', { neighborhood: t(listing.neighborhood), city: t(listing.city) })
                : t(listing.city)}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4 shrink-0" aria-hidden />{' '}
              {t('Listed {date}', { date: formatDateWithHijri(listing.createdAt) })}
            </span>
            {listing.status === 'sold' && listing.soldPrice ? (
              <span className="font-medium text-foreground tabular-nums" data-testid="my-listing-sold-price">
                {t('Sold for {amount}', { amount: formatPrice(listing.soldPrice, listing.currency) })}
              </span>
            ) : null}
            <PropertyFacts property={listing} />
          </div>
          <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm">
            <Waiting
              count={listing.pendingOffers}
              text={t('{n, plural, one {# pending offer} other {# pending offers}}', { n: listing.pendingOffers })}
              href="/bids?tab=received"
              icon={Gavel}
            />
            <Waiting
              count={listing.unansweredInquiries}
              text={t('{n, plural, one {# unanswered inquiry} other {# unanswered inquiries}}', { n: listing.unansweredInquiries })}
              href="/messages?tab=received"
              icon={MessageSquare}
            />
          </div>
        </div>
      </CardContent>
      <div className="grid grid-cols-2 gap-2 border-t px-4 py-3 sm:flex sm:flex-wrap sm:px-5">
        <Button asChild variant="outline" size="sm" aria-disabled={busy} className={busy ? 'pointer-events-none opacity-50' : undefined}>
          <Link href={`/my-listings/${listing.id}/edit`} tabIndex={busy ? -1 : undefined} aria-label={t('Edit {title}', { title })}>
            <Pencil aria-hidden /> {t('Edit')}
          </Link>
        </Button>
        {MOVES[listing.status].map((status) => {
          const Icon = MOVE_ICON[status];
          return (
            <Button
              key={status}
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => askToMove(status)}
              aria-label={t('{action} {title}', { action: t(MOVE_LABEL[status]), title })}
            >
              <Icon aria-hidden /> {t(MOVE_LABEL[status])}
            </Button>
          );
        })}
        <Button
          variant="outline"
          size="sm"
          className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive sm:ms-auto"
          disabled={busy}
          onClick={askToDelete}
          aria-label={t('Delete {title}', { title })}
        >
          <Trash2 aria-hidden /> {t('Delete')}
        </Button>
      </div>
      <ConfirmActionDialog action={confirming} busy={busy} onOpenChange={(open) => (open ? undefined : setAsking(null))}>
        {asking === 'sold' ? <SoldPriceField listing={listing} value={soldPrice} onChange={setSoldPrice} disabled={busy} /> : null}
      </ConfirmActionDialog>
    </Card>
  );
}
