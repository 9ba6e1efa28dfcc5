import { APP_NAME, MAX_ID } from '../../../shared/constants';
import { formatPrice } from '../../../shared/format';
import { escapeHtml, type HeadProvider } from '../../spa';
import { publicOrigin } from './seo';
import { findActiveProperty } from './sitemap';

// Shared links of a listing preview properly: the SPA's page gets the listing's meta tags
// (docs/product.md#listings), and a preload of its data. Only an active listing has them; any
// other page keeps the default.

export const LISTING_PAGE = /^\/properties\/\d+$/;

const DESCRIPTION_MAX = 200;

function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/** A listing's page: its title, description and first image for the previews of shared links. */
export const listingPreview: HeadProvider = async (request) => {
  const id = Number(request.url.split('?')[0].split('/')[2]);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null;
  const property = await findActiveProperty({ db: request.server.deps.database.db, id });
  if (!property) return null;
  const { origin, cacheable } = publicOrigin(request);
  const title = `${property.title} | ${APP_NAME}`;
  const summary = `${property.propertyType[0].toUpperCase()}${property.propertyType.slice(1)} in ${property.city}, Saudi Arabia · ${formatPrice(property.price, property.currency)}`;
  const description = truncate(property.description ? `${summary}. ${property.description}` : summary, DESCRIPTION_MAX);
  const image = property.images[0];
  const imageUrl = image ? (image.startsWith('/') ? `${origin}${image}` : image) : undefined;
  const attr = (v: string) => escapeHtml(v);
  const html = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${attr(description)}">`,
    `<meta property="og:title" content="${attr(property.title)}">`,
    `<meta property="og:description" content="${attr(description)}">`,
    imageUrl ? `<meta property="og:image" content="${attr(imageUrl)}">` : '',
    `<meta property="og:type" content="website">`,
    `<meta property="og:url" content="${attr(`${origin}/properties/${property.id}`)}">`,
    `<meta property="og:site_name" content="${attr(APP_NAME)}">`,
    `<meta name="twitter:card" content="${imageUrl ? 'summary_large_image' : 'summary'}">`,
    // The page's data, fetched while its scripts load rather than after them (the client's fetch
    // sends credentials, so the preload does too, or the browser would not reuse it).
    `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/properties/${property.id}">`,
  ].join('');
  return { html, cacheable };
};
