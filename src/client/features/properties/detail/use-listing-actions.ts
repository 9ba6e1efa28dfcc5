import { useEffect, useState } from 'react';
import { handleLoginRequired, useAuth } from '@client/lib/auth';
import { msg, t } from '@client/lib/i18n';
import type { Property } from '../api/listing';
import { listingActions, type ListingAction } from './visitor-actions';

/** The id of the owner's Bids heading (owner-activity.tsx), which the sticky bar's View Bids brings into view. */
export const BIDS_SECTION_ID = 'listing-bids';

/** The message Schedule Viewing starts the inquiry with (in the page's language: t(VIEWING_MESSAGE)). */
export const VIEWING_MESSAGE = msg(
  'Hello, I would like to schedule a viewing of this property at the time below. Please confirm it or propose another.',
);

// A listing's actions (visitor-actions.ts) and the one form open at a time, shared by the price card
// and the phone's sticky action bar, so both open the same forms.

type Panel = 'none' | 'bid' | 'inquiry';

/** The field each form puts the keyboard in. */
const FIRST_FIELD: Record<Exclude<Panel, 'none'>, string> = { bid: 'bidAmount', inquiry: 'inquiryMessage' };

export function useListingActions(property: Property) {
  const { user, isAuthenticated, isLoading: authLoading } = useAuth();
  const isOwner = user !== null && user.id === property.developerId;
  const actions = listingActions(property, isOwner);
  const [panel, setPanel] = useState<Panel>('none');
  const [inquiryMessage, setInquiryMessage] = useState('');
  const [inquirySent, setInquirySent] = useState(false);
  // Asked for by the sticky bar, far from the forms: the open form is scrolled into view, keyboard in its first field.
  const [reveal, setReveal] = useState<{ panel: Exclude<Panel, 'none'> } | null>(null);

  useEffect(() => {
    if (!reveal) return;
    const field = document.getElementById(FIRST_FIELD[reveal.panel]);
    field?.closest('form')?.scrollIntoView({ block: 'nearest' });
    field?.focus({ preventScroll: true });
  }, [reveal]);

  // While the current user loads, isAuthenticated is still false: the actions wait (disabled) rather
  // than tell a signed-in user to log in.
  const mayAct = () => {
    if (authLoading) return false;
    if (!isAuthenticated) handleLoginRequired();
    return isAuthenticated;
  };

  const toggleOffer = () => {
    if (mayAct()) setPanel((p) => (p === 'bid' ? 'none' : 'bid'));
  };

  const openInquiry = (action: 'contact' | 'viewing') => {
    if (!mayAct()) return false;
    setInquiryMessage(action === 'viewing' ? t(VIEWING_MESSAGE) : '');
    setInquirySent(false);
    setPanel('inquiry');
    return true;
  };

  /** From the sticky bar: open the action's form (never close it) and bring it into view. */
  const showForm = (action: ListingAction) => {
    if (action === 'offer') {
      if (!mayAct()) return;
      setPanel('bid');
      setReveal({ panel: 'bid' });
    } else if (openInquiry(action)) {
      setReveal({ panel: 'inquiry' });
    }
  };

  return {
    isOwner,
    actions,
    authLoading,
    isAuthenticated,
    panel,
    closePanel: () => setPanel('none'),
    inquiryMessage,
    /** The inquiry form asks for a viewing time (Schedule Viewing). */
    inquiryViewing: inquiryMessage === t(VIEWING_MESSAGE),
    inquirySent,
    inquiryDone: () => {
      setPanel('none');
      setInquirySent(true);
    },
    toggleOffer,
    openInquiry,
    showForm,
  };
}

export type ListingActionsState = ReturnType<typeof useListingActions>;
