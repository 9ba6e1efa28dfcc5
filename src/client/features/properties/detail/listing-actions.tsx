import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { CalendarPlus, CheckCircle2, Gavel, Home, MessageSquare } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { t } from '@client/lib/i18n';
import type { Property } from '../api/listing';
import { Spinner } from '@client/components/ui/spinner';
import { ListingPrice } from './listing-price';
import type { ListingActionsState } from './use-listing-actions';

// The forms (and zod, their checks) load when a visitor reaches for an action, not with the page:
// the page's first paint waits for its scripts (Lighthouse's render delay on a phone).
const loadBidForm = () => import('./bid-form');
const loadInquiryForm = () => import('./inquiry-form');
// The visitor's own pending offer: only a signed-in buyer has one, so its code loads with it.
const MyOffer = lazy(() => import('./my-offer').then((m) => ({ default: m.MyOffer })));
const BidForm = lazy(() => loadBidForm().then((m) => ({ default: m.BidForm })));
const InquiryForm = lazy(() => loadInquiryForm().then((m) => ({ default: m.InquiryForm })));
const warmForms = () => {
  void loadBidForm();
  void loadInquiryForm();
};
function FormLoading() {
  return (
    <div className="flex justify-center py-4">
      <Spinner label={t('Loading the form')} className="size-6 text-muted-foreground" />
    </div>
  );
}

// The price card of a listing's page (docs/product.md#listing-page): the price, the visitor's own
// offer, and Make Offer, Contact Owner and Schedule Viewing with the form each opens; the owner gets
// a link to My Listings instead.

export function ListingActions({ property, state }: { property: Property; state: ListingActionsState }) {
  const { isOwner, actions, authLoading, isAuthenticated, panel } = state;
  return (
    <Card className="lg:sticky lg:top-20">
      <CardContent className="space-y-5">
        <ListingPrice property={property} />

        {isOwner || !isAuthenticated ? null : (
          <Suspense fallback={null}>
            <MyOffer property={property} />
          </Suspense>
        )}
        {isOwner ? (
          <div className="space-y-2 rounded-md bg-secondary p-3 text-sm text-secondary-foreground">
            <p>
              <Home className="me-1.5 inline size-4 align-text-bottom" aria-hidden />
              {t('This is your listing. Bids and inquiries appear below.')}
            </p>
            <Link href="/my-listings" className="font-medium text-primary hover:underline">
              {t('Edit it or change its status in My Listings')}
            </Link>
          </div>
        ) : actions.length === 0 ? null : (
          <div className="space-y-3" onPointerEnter={warmForms} onFocus={warmForms} onTouchStart={warmForms}>
            {actions.includes('offer') ? (
              <>
                <Button
                  className="w-full"
                  size="lg"
                  aria-expanded={isAuthenticated ? panel === 'bid' : undefined}
                  disabled={authLoading}
                  onClick={state.toggleOffer}
                >
                  <Gavel aria-hidden /> {t('Make Offer')}
                </Button>
                {panel === 'bid' ? (
                  <Suspense fallback={<FormLoading />}>
                    <BidForm property={property} onDone={state.closePanel} />
                  </Suspense>
                ) : null}
              </>
            ) : null}
            <Button className="w-full" variant="outline" disabled={authLoading} onClick={() => state.openInquiry('contact')}>
              <MessageSquare aria-hidden /> {t('Contact Owner')}
            </Button>
            <Button className="w-full" variant="outline" disabled={authLoading} onClick={() => state.openInquiry('viewing')}>
              <CalendarPlus aria-hidden /> {t('Schedule Viewing')}
            </Button>
            {panel === 'inquiry' ? (
              <Suspense fallback={<FormLoading />}>
                <InquiryForm
                  key={state.inquiryMessage}
                  propertyId={property.id}
                  initialMessage={state.inquiryMessage}
                  viewing={state.inquiryViewing}
                  onSent={state.inquiryDone}
                  onCancel={state.closePanel}
                />
              </Suspense>
            ) : null}
            {/* Where the form was; the actions stay, so a buyer who asked can still make an offer. */}
            {state.inquirySent ? (
              <div
                className="flex flex-col items-center gap-1 rounded-lg border border-success/40 bg-success/5 p-4 text-center"
                role="status"
              >
                <CheckCircle2 className="size-7 text-success" aria-hidden />
                <p className="font-semibold">{t('Inquiry Sent!')}</p>
                <p className="text-sm text-muted-foreground">{t('The owner will get back to you soon.')}</p>
                <Button asChild variant="link" size="sm" className="h-auto py-0">
                  <Link href="/messages">{t('Follow the conversation in Messages')}</Link>
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
