import { handleLoginRequired } from '@client/lib/auth';
import { ownWords } from '@client/lib/i18n';

// A heart clicked while signed out (docs/product.md#favourites): the listing is remembered in this
// tab, the visitor asked to sign in like Make Offer does, and api/favorites.ts saves it once they
// are back signed in. In every listing card's first load (the landing page's too): keep it tiny.

/** What a heart needs of a listing: its id, and its title (and its Arabic one) to name the button and the toasts. */
export type FavoriteListing = { id: number; title: string; titleAr?: string | null };

/** The listing's title in the page's language. */
export const favoriteTitle = (listing: FavoriteListing): string => ownWords(listing.title, listing.titleAr);

const PENDING_KEY = 'manzil:pending-favorite';
/** A heart clicked and the sign-in abandoned: not saved by a sign-in much later. */
const PENDING_MAX_AGE_MS = 60 * 60_000;

/** The signed-out heart's click: remember the listing, then the Login Required toast and the sign-in. */
export function saveAfterSignIn(listing: FavoriteListing): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ id: listing.id, title: favoriteTitle(listing), at: Date.now() }));
  } catch {
    /* storage refused (private mode): the visitor saves it again once signed in */
  }
  handleLoginRequired();
}

/** The listing a signed-out heart asked for, once (it is forgotten as it is read). */
export function takePendingFavorite(): FavoriteListing | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(PENDING_KEY);
    const { id, title, at } = JSON.parse(raw) as { id?: unknown; title?: unknown; at?: unknown };
    const fresh = typeof at === 'number' && Date.now() - at < PENDING_MAX_AGE_MS;
    return fresh && Number.isInteger(id) && typeof title === 'string' ? { id: id as number, title } : null;
  } catch {
    return null;
  }
}
