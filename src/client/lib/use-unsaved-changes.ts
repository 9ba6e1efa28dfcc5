import { useEffect, useRef, useState } from 'react';

// Forms that keep your work (docs/product.md#forms-and-dialogs): while a form has unsaved changes,
// leaving asks first. A reload or closing the tab gets the browser's own question (beforeunload);
// an in-app link, Back and Forward, and the form's own Cancel get the app's (LeaveConfirmation).
// wouter has no navigation blocker, so the link's click is held back before wouter sees it (a
// capturing listener on document), and a Back's popstate before wouter's listener: listeners on
// window run in the order they were added, so the gate is added before the app starts
// (guardHistoryMoves, in main.tsx) and a form with unsaved changes takes it while it is shown.

/** The form holding Back and Forward: true when it holds this one back. */
let holdHistoryMove: ((event: PopStateEvent) => boolean) | null = null;

/** Adds the popstate gate ahead of the router's own listener; once, before the app renders. */
export function guardHistoryMoves(): void {
  window.addEventListener('popstate', (event) => {
    if (holdHistoryMove?.(event)) event.stopImmediatePropagation();
  });
}

/** What a click on a link looks like, for `leavesPage`. */
export interface LinkClick {
  /** The link's resolved address (anchor.href). */
  href: string;
  target: string;
  download: boolean;
  button: number;
  modified: boolean;
}

/**
 * Whether a click on a link leaves this page for another page of the app: a plain left click on a
 * same-origin link, in this tab, to another path or query (a #hash on the page is not leaving). A
 * link to another site is the browser's to ask about (beforeunload).
 */
export function leavesPage(click: LinkClick, here: { origin: string; pathname: string; search: string }): boolean {
  if (click.button !== 0 || click.modified || click.download || (click.target !== '' && click.target !== '_self')) return false;
  const to = new URL(click.href, here.origin);
  return to.origin === here.origin && (to.pathname !== here.pathname || to.search !== here.search);
}

/** A leave held back: what leaving does, and what staying has to put back (the address, after a Back). */
interface HeldLeave {
  leave: () => void;
  stay?: () => void;
}

export interface UnsavedChanges {
  /** A leave is waiting for the answer (LeaveConfirmation shows). */
  asking: boolean;
  /** Runs `leave` at once when nothing is unsaved, else once the person confirms (a Cancel button). */
  confirm: (leave: () => void) => void;
  leave: () => void;
  stay: () => void;
}

export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  const [held, setHeld] = useState<HeldLeave | null>(null);
  // Once the person chose to leave, nothing holds them back any more (the page is going).
  const released = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    released.current = false;
    const here = { url: window.location.href, state: window.history.state as unknown };

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (released.current || !(anchor instanceof HTMLAnchorElement)) return;
      const click = {
        href: anchor.href,
        target: anchor.target,
        download: anchor.hasAttribute('download'),
        button: event.button,
        modified: event.ctrlKey || event.metaKey || event.shiftKey || event.altKey,
      };
      if (!leavesPage(click, window.location)) return;
      event.preventDefault();
      event.stopPropagation();
      // Leaving clicks the link again, so it goes where and how it would have (wouter's or a full load).
      setHeld({ leave: () => anchor.click() });
    };
    const onHistoryMove = () => {
      if (released.current) return false;
      // The address already shows where Back (or Forward) leads; the page stays until the answer.
      setHeld({
        leave: () => window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown })),
        stay: () => window.history.pushState(here.state, '', here.url),
      });
      return true;
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, { capture: true });
    holdHistoryMove = onHistoryMove;
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, { capture: true });
      if (holdHistoryMove === onHistoryMove) holdHistoryMove = null;
    };
  }, [dirty]);

  return {
    asking: held !== null,
    confirm: (leave) => (dirty ? setHeld({ leave }) : leave()),
    leave: () => {
      released.current = true;
      setHeld(null);
      held?.leave();
    },
    stay: () => {
      held?.stay?.();
      setHeld(null);
    },
  };
}
