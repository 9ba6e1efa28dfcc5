import type { SyntheticEvent } from 'react';
import { UPLOAD_IMAGE_WIDTHS } from '@shared/constants';

// Listing images. Our uploads are stored in two sizes, <id>-card.webp and <id>-gallery.webp (server:
// features/uploads/service.ts), under /uploads/ or the bucket's public URL, and listings keep the
// gallery URL; a pasted link comes in the one size it has.

/**
 * The neutral "no photo" picture. It ships with the client build (src/client/public), so it is
 * there whatever the upload directory holds (no demo seed, a fresh UPLOAD_DIR).
 */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

const GALLERY_SUFFIX = /-gallery\.webp$/;
/** Ours wherever they are served from: /uploads/ on this site, or the bucket's public URL (UPLOAD_PUBLIC_URL). */
const OUR_UPLOAD = /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-gallery\.webp$/;
const isOurUpload = (url: string) => OUR_UPLOAD.test(url);

/** The card-size variant of one of our uploads; any other URL as it is; the placeholder when there is none. */
export function cardImageUrl(url: string | undefined): string {
  if (!url) return PLACEHOLDER_IMAGE;
  return isOurUpload(url) ? url.replace(GALLERY_SUFFIX, '-card.webp') : url;
}

/** A `srcset` with both sizes of one of our uploads, so the browser fetches the one its slot needs; undefined for other URLs. */
export function imageSrcSet(url: string | undefined): string | undefined {
  if (!url || !isOurUpload(url)) return undefined;
  return `${cardImageUrl(url)} ${UPLOAD_IMAGE_WIDTHS.card}w, ${url} ${UPLOAD_IMAGE_WIDTHS.gallery}w`;
}

/** An image's onError: show the placeholder instead of the browser's broken-image icon (once). */
export function showPlaceholder(e: SyntheticEvent<HTMLImageElement>): void {
  const img = e.currentTarget;
  if (img.getAttribute('src') === PLACEHOLDER_IMAGE) return;
  // With a srcset the browser would ignore the new src.
  img.removeAttribute('srcset');
  img.src = PLACEHOLDER_IMAGE;
}
