import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { localeOfPath, pathWithoutLocale } from '@shared/i18n/locale';
import { locale } from './i18n';

// Focus and scroll across navigations (docs/product.md#pages):
// - a new page (another path) starts at the top, with focus on its main heading (h1), as a page load
//   would put a screen reader there; a change of the query alone (a search, a page of results) is
//   the page's own to handle;
// - Back and Forward put the scroll position back where that entry had it (kept per history entry,
//   in memory and in sessionStorage for a reload), and focus back on the link last focused there (the
//   card a listing was opened from), without scrolling to it;
// - "Back to …" links go back in history when the previous entry is the page they name, so that
//   page comes back as it was (its filters, its page, its scroll); else to the last address of it
//   seen in this tab.
// Addresses here are the router's: without an Arabic page's /ar ("/buy", on /ar/buy too), as links
// and the router's location write them.

/** Each history entry this app made carries `{ id, from }` under this key of history.state. */
const ENTRY = 'manzilEntry';
const POSITIONS_KEY = 'manzil:scroll-positions';
const LAST_URL_KEY = 'manzil:last-url:';
/** Scroll positions kept for a reload: those of the latest entries. */
const KEPT_POSITIONS = 50;
/** How long a restored position is held while the page fills in (its data, its deferred render). */
const RESTORE_WITHIN_MS = 2000;
/** How long a new page may take to show its main heading before focus goes to `main` itself. */
const HEADING_WITHIN_MS = 5000;
/** Any of these from the person ends an automatic scroll or focus move that is still waiting. */
const PERSON_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

interface Entry {
  id: string;
  /** The address of the entry this one was opened from (null for the first of the tab). */
  from: string | null;
}

export function entryOf(state: unknown): Entry | null {
  const entry = state && typeof state === 'object' ? (state as Record<string, unknown>)[ENTRY] : null;
  return entry && typeof entry === 'object' && typeof (entry as Entry).id === 'string' ? (entry as Entry) : null;
}

const here = () => pathWithoutLocale(window.location.pathname) + window.location.search;
/** The path of an address of this app ("/buy?city=Riyadh" → "/buy"). */
const pathOf = (url: string) => url.split(/[?#]/)[0];

/** The entry on screen: the scroll events record its position, focus events its last focused link. */
let active: (Entry & { url: string }) | null = null;
/** Per entry, the address of the link last focused on it (in memory: a reload starts at the top of the Tab order). */
const focusedLinks = new Map<string, string>();
/** Ends a restore or a heading watch still waiting. */
let stopRestore: (() => void) | null = null;
let stopHeadingWatch: (() => void) | null = null;

function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '[]');
    return new Map(Array.isArray(stored) ? (stored as Array<[string, number]>) : []);
  } catch {
    return new Map();
  }
}
const positions = typeof window === 'undefined' ? new Map<string, number>() : readPositions();

function savePositions() {
  try {
    sessionStorage.setItem(POSITIONS_KEY, JSON.stringify([...positions].slice(-KEPT_POSITIONS)));
  } catch {
    // Storage full or refused: positions stay for this visit only.
  }
}

/** Marks the entry on screen as this app's, remembering where it was opened from. */
function keyEntry(from: string | null): Entry {
  const entry: Entry = { id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`, from };
  const state: unknown = window.history.state;
  window.history.replaceState({ ...(state && typeof state === 'object' ? state : {}), [ENTRY]: entry }, '');
  return entry;
}

function enter(entry: Entry) {
  active = { ...entry, url: here() };
}

function recordScroll() {
  // Between a navigation and its page, the entry on screen is not yet the one in history: nothing is recorded.
  if (stopRestore || !active || entryOf(window.history.state)?.id !== active.id) return;
  positions.delete(active.id);
  positions.set(active.id, window.scrollY);
}

/**
 * Waits at most `ms`, ended early by PERSON_INPUT or by calling the stop function it returns; then
 * `end` runs once, told whether the time ran out.
 */
function untilPersonActs(ms: number, end: (timedOut: boolean) => void): () => void {
  let ended = false;
  const finish = (timedOut: boolean) => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    PERSON_INPUT.forEach((type) => window.removeEventListener(type, stop, { capture: true }));
    end(timedOut);
  };
  const stop = () => finish(false);
  const timer = setTimeout(() => finish(true), ms);
  PERSON_INPUT.forEach((type) => window.addEventListener(type, stop, { capture: true, passive: true }));
  return stop;
}

/** Scrolls to `y` once the page is tall enough, and holds it there while the page fills in. */
function restoreScroll(y: number) {
  stopRestore?.();
  const apply = () => {
    if (document.documentElement.scrollHeight - window.innerHeight >= y && window.scrollY !== y) window.scrollTo(0, y);
  };
  // A ResizeObserver reports once the new page has been laid out, then each time it grows.
  const observer = new ResizeObserver(apply);
  observer.observe(document.body);
  stopRestore = untilPersonActs(RESTORE_WITHIN_MS, () => {
    observer.disconnect();
    stopRestore = null;
    recordScroll();
  });
}

/** Puts focus back on the link to `href` once the returning page shows it (unless the person acts first). */
function restoreFocus(href: string | undefined) {
  if (!href) return;
  const find = () => document.querySelector<HTMLElement>(`#main a[href="${CSS.escape(href)}"]`);
  const found = find();
  if (found) return focusElement(found);
  const observer = new MutationObserver(() => {
    const el = find();
    if (el) {
      focusElement(el);
      stop();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const stop = untilPersonActs(RESTORE_WITHIN_MS, () => observer.disconnect());
}

/** Focus on `el` without scrolling to it; a heading is made focusable (tabindex -1) for it. */
export function focusElement(el: HTMLElement) {
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}

/** Focus on the new page's main heading once it shows (a lazy page, a page waiting for its data), else on `main`. */
function focusPageHeading() {
  stopHeadingWatch?.();
  const main = document.getElementById('main');
  if (!main) return;
  const before = document.activeElement;
  // The page put focus somewhere of its own (a field it starts on): it stays there.
  const pageTookFocus = () => {
    const now = document.activeElement;
    return now !== before && now !== document.body && now !== null && main.contains(now);
  };
  const tryFocus = () => {
    if (pageTookFocus()) return true;
    const heading = [...main.querySelectorAll<HTMLElement>('h1')].find((h) => h.getClientRects().length > 0);
    if (heading) focusElement(heading);
    return heading !== undefined;
  };
  if (tryFocus()) return;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stopHeadingWatch?.();
  });
  observer.observe(main, { childList: true, subtree: true });
  stopHeadingWatch = untilPersonActs(HEADING_WITHIN_MS, (timedOut) => {
    observer.disconnect();
    stopHeadingWatch = null;
    // A page that never shows an h1: focus on `main` itself, unless the page has put it somewhere.
    if (timedOut && !pageTookFocus()) focusElement(main);
  });
}

/**
 * Page-level focus and scroll for the app's routes; mounted once, by the router. (The browser's own
 * scroll restoration is turned off: it cannot wait for a page that fills in after its data.)
 */
export function usePageFocusAndScroll(): void {
  const [pathname] = useLocation();
  const search = useSearch();
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onPopState = () => {
      stopHeadingWatch?.();
      const entry = entryOf(window.history.state);
      // An entry the app did not make (a #fragment link): it becomes one, where the browser put it.
      if (!entry) return enter(keyEntry(active?.url ?? null));
      enter(entry);
      restoreScroll(positions.get(entry.id) ?? 0);
      restoreFocus(focusedLinks.get(entry.id));
    };
    const onScroll = () => recordScroll();
    const onFocusIn = (event: FocusEvent) => {
      const link = event.target instanceof HTMLAnchorElement ? event.target.getAttribute('href') : null;
      if (link && active) focusedLinks.set(active.id, link);
    };
    window.addEventListener('popstate', onPopState);
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('pagehide', savePositions);
    // A reload (or a return to an entry of an earlier visit of this tab) is put back where it was.
    const entry = entryOf(window.history.state);
    if (entry) {
      enter(entry);
      const y = positions.get(entry.id);
      if (y) restoreScroll(y);
    }
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('pagehide', savePositions);
    };
  }, []);

  useEffect(() => {
    const previousPath = shownPath.current;
    shownPath.current = pathname;
    const entry = entryOf(window.history.state);
    if (entry) {
      // Back, Forward or a reload: handled as it happened; the address may have moved on (a #fragment).
      if (entry.id !== active?.id) enter(entry);
      else if (active) active.url = here();
      return;
    }
    // A new entry (a link, a search, a redirect).
    enter(keyEntry(active?.url ?? null));
    if (previousPath !== null && previousPath !== pathname) {
      stopRestore?.();
      window.scrollTo(0, 0);
      focusPageHeading();
    }
    recordScroll();
  }, [pathname, search]);
}

/** Whether a heading's top sits below the sticky bars (its scroll margin) and its bottom in the upper three quarters of the screen. */
export function isWellInView(top: number, bottom: number, topInset: number, viewportHeight: number): boolean {
  return top >= topInset - 1 && bottom <= viewportHeight * 0.75;
}

/**
 * Brings a heading of the page into view under the sticky bars (its CSS scroll-margin-top) unless
 * it is already well in view, and moves focus to it (`focus: false` leaves focus where it is).
 */
export function showHeading(el: HTMLElement, { focus = true } = {}) {
  const rect = el.getBoundingClientRect();
  const inset = Number.parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
  if (!isWellInView(rect.top, rect.bottom, inset, window.innerHeight)) el.scrollIntoView({ block: 'start' });
  if (focus) focusElement(el);
}

/**
 * A whole path of the site ("/ar/buy?city=Riyadh", as a returnTo holds it) as the router's path
 * ("/buy?city=Riyadh"), or null when it is a page of the other language: only a page load goes there.
 */
export function routerPath(sitePath: string): string | null {
  const pathname = sitePath.split(/[?#]/)[0];
  if (localeOfPath(pathname) !== locale) return null;
  return pathWithoutLocale(pathname) + sitePath.slice(pathname.length);
}

/** Remembers the address of a page (its filters, its page) for the "Back to …" links of other pages. */
export function rememberUrl(url: string) {
  try {
    sessionStorage.setItem(LAST_URL_KEY + pathOf(url), url);
  } catch {
    // Storage refused: the link goes to the page's plain address.
  }
}

/** Whether an entry opened from `from` (an address) was opened from the page at `pathname`. */
export const cameFrom = (from: string | null, pathname: string) => from !== null && pathOf(from) === pathname;

/**
 * A "Back to …" link to `pathname`: it goes back in history when the previous entry is that page (so
 * it returns as it was: its query and its scroll), else to the address last seen of it in this tab.
 */
export function backLinkTo(pathname: string): { href: string; onClick: (event: MouseEvent) => void } {
  let lastSeen: string | null = null;
  try {
    lastSeen = sessionStorage.getItem(LAST_URL_KEY + pathname);
  } catch {
    // Storage refused: the page's plain address.
  }
  return {
    href: lastSeen ?? pathname,
    onClick: (event) => {
      if (!cameFrom(entryOf(window.history.state)?.from ?? null, pathname)) return;
      event.preventDefault();
      window.history.back();
    },
  };
}
