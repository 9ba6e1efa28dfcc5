import { useRef } from 'react';

// Every dialog gives the focus back to what had it when it opened (docs/product.md#forms-and-dialogs): Radix
// returns it only to a dialog's own Trigger, and most dialogs here are opened by a button of the
// page (Invest Now's Proceed to Payment, a row's Edit, a link the leave warning held back), so
// without this the focus fell to <body> on Escape.

type AutoFocusHandler = (event: Event) => void;

// The element that last had the focus: a button the dialog's opening disables (Proceed to Payment,
// in a form locked while paying) has lost it to <body> by the time the dialog asks.
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) lastFocused = event.target;
  });
}

/**
 * The dialog content's onOpenAutoFocus and onCloseAutoFocus, wrapping the caller's own: when the
 * dialog closes, the element focused as it opened gets the focus back, if it is still on the page
 * and can take it; else Radix's default (its Trigger, if it has one).
 */
export function useReturnFocus(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== document.body) opener.current = active;
      else opener.current = lastFocused?.matches(':disabled') ? lastFocused : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      // The page already put the focus somewhere (Change amount → the amount): it stays there.
      const active = document.activeElement;
      const placed = active !== null && active !== document.body && !(event.currentTarget as Node).contains(active);
      // Gone, disabled or hidden, the opener cannot take the focus: Radix's default then.
      if (event.defaultPrevented || placed || !target?.isConnected || target.matches(':disabled') || !target.checkVisibility()) return;
      event.preventDefault();
      target.focus();
    },
  };
}
