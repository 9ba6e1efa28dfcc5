import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Link } from 'wouter';
import { CalendarPlus, Gavel, MessageSquare } from 'lucide-react';
import { listingPrice } from '@shared/listing-price';
import { Button } from '@client/components/ui/button';
import { msg, t } from '@client/lib/i18n';
import { BOTTOM_BAR_HEIGHT_VAR } from '@client/lib/toast';
import type { Property } from '../api/listing';
import { priceLabel } from './listing-price';
import { BIDS_SECTION_ID, type ListingActionsState } from './use-listing-actions';
import type { ListingAction } from './visitor-actions';

// On phones and tablets (below lg, where the price card is far down the page) the listing's price and
// its two main actions stay at the bottom of the screen (docs/product.md#listing-page): Make Offer and
// Contact Owner, or Contact Owner and Schedule Viewing on a listing not for sale; the owner's bids and
// My Listings. Each action opens the same form as the card's button and brings it into view. The page
// keeps room for the bar below its footer, and keyboard focus never lands under it.

const ACTION: Record<ListingAction, { label: string; icon: ReactNode }> = {
  offer: { label: msg('Make Offer'), icon: <Gavel aria-hidden /> },
  contact: { label: msg('Contact Owner'), icon: <MessageSquare aria-hidden /> },
  viewing: { label: msg('Schedule Viewing'), icon: <CalendarPlus aria-hidden /> },
};

/** While the bar shows, the page ends its height above it, scrolls focused fields clear of it, and toasts rise above it. */
function useRoomBelow(bar: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const el = bar.current;
    if (!el) return;
    const { body, documentElement: html } = document;
    // Hidden on wide screens (display: none) the bar is 0 px tall and takes no room.
    const observer = new ResizeObserver(() => {
      const room = el.offsetHeight ? `${el.offsetHeight}px` : '';
      body.style.paddingBottom = room;
      html.style.scrollPaddingBottom = room;
      html.style.setProperty(BOTTOM_BAR_HEIGHT_VAR, room);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = '';
      html.style.scrollPaddingBottom = '';
      html.style.removeProperty(BOTTOM_BAR_HEIGHT_VAR);
    };
  }, [bar, shown]);
}

/** The owner's bids card, scrolled to with keyboard focus on its heading. */
function showBids() {
  const heading = document.getElementById(BIDS_SECTION_ID);
  heading?.scrollIntoView({ block: 'start' });
  heading?.focus({ preventScroll: true });
}

export function StickyActionBar({ property, state }: { property: Property; state: ListingActionsState }) {
  const bar = useRef<HTMLDivElement>(null);
  // Nothing to do on a sold or under-offer listing: no bar (the banner at the top says why).
  const shown = state.isOwner || state.actions.length > 0;
  useRoomBelow(bar, shown);
  const { kind, main } = listingPrice(property);
  const buttonClass = 'h-11 sm:px-6';

  const buttons = state.isOwner ? (
    <>
      <Button className={buttonClass} onClick={showBids}>
        <Gavel aria-hidden /> {t('View Bids')}
      </Button>
      <Button asChild variant="outline" className={buttonClass}>
        <Link href="/my-listings">{t('My Listings')}</Link>
      </Button>
    </>
  ) : (
    state.actions.slice(0, 2).map((action, i) => (
      <Button
        key={action}
        variant={i === 0 ? 'default' : 'outline'}
        className={buttonClass}
        disabled={state.authLoading}
        onClick={() => state.showForm(action)}
      >
        {ACTION[action].icon} {t(ACTION[action].label)}
      </Button>
    ))
  );

  if (!shown) return null;
  return (
    <div
      ref={bar}
      role="region"
      aria-label={t('Quick actions')}
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-background px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] lg:hidden"
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <p className="flex min-w-0 items-baseline gap-2 tabular-nums sm:flex-1 sm:flex-col sm:gap-0">
          <span className="shrink-0 text-xs text-muted-foreground">{priceLabel(kind)}</span>
          <span className="truncate text-lg font-bold text-primary" data-testid="sticky-price">
            {main.text}
          </span>
        </p>
        <div className="grid grid-cols-2 gap-2 sm:flex">{buttons}</div>
      </div>
    </div>
  );
}
