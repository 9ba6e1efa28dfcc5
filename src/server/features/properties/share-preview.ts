import { APP_NAME, MAX_ID } from '../../../shared/constants';
import { formatPrice } from '../../../shared/format';
import { pathInLocale, type Locale } from '../../../shared/i18n/locale';
import type { Property } from '../../db/schema';
import { translate } from '../../lib/i18n';
import { escapeHtml, type HeadProvider } from '../../spa';
import { publicOrigin } from './seo';
import { findActiveProperty } from './sitemap';

// Shared links of a listing preview properly: the SPA's page gets the listing's meta tags in the
// page's language (docs/product.md#listings, #languages), and a preload of its data. Only an active
// listing has them; any other page keeps the default.

export const LISTING_PAGE = /^\/properties\/\d+$/;

const DESCRIPTION_MAX = 200;

function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/** "Villa in Riyadh, Saudi Arabia · 2,500,000 SAR"; in Arabic "فيلا في الرياض، المملكة العربية السعودية · 2,500,000 ر.س". */
function summaryOf(property: Property, locale: Locale): string {
  const price = formatPrice(property.price, property.currency, locale);
  if (locale === 'en')
    return `${property.propertyType[0].toUpperCase()}${property.propertyType.slice(1)} in ${property.city}, Saudi Arabia · ${price}`;
  const say = (word: string) => translate(locale, word);
  return `${say(property.propertyType)} في ${say(property.city)}، ${say('Saudi Arabia')} · ${price}`;
}

/** A listing's page: its title, description and first image, in the page's language, for the previews of shared links. */
export const listingPreview: HeadProvider = async (request, page) => {
  const id = Number(page.path.split('/')[2]);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null;
  const property = await findActiveProperty({ db: request.server.deps.database.db, id });
  if (!property) return null;
  const { locale } = page;
  const { origin, cacheable } = publicOrigin(request);
  // Each language shows its own words, falling back to the other's (docs/product.md#languages).
  const ownTitle = (locale === 'ar' ? property.titleAr : null) ?? property.title;
  const ownDescription = (locale === 'ar' ? property.descriptionAr : null) ?? property.description;
  const brand = translate(locale, APP_NAME);
  const title = `${ownTitle} | ${brand}`;
  const summary = summaryOf(property, locale);
  const description = truncate(ownDescription ? `${summary}. ${ownDescription}` : summary, DESCRIPTION_MAX);
  const image = property.images[0];
  const imageUrl = image ? (image.startsWith('/') ? `${origin}${image}` : image) : undefined;
  const attr = (v: string) => escapeHtml(v);
  const html = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${attr(description)}">`,
    `<meta property="og:title" content="${attr(ownTitle)}">`,
    `<meta property="og:description" content="${attr(description)}">`,
    imageUrl ? `<meta property="og:image" content="${attr(imageUrl)}">` : '',
    `<meta property="og:type" content="website">`,
    `<meta property="og:url" content="${attr(`${origin}${pathInLocale(`/properties/${property.id}`, locale)}`)}">`,
    `<meta property="og:site_name" content="${attr(brand)}">`,
    locale === 'ar' ? `<meta property="og:locale" content="ar_SA"><meta property="og:locale:alternate" content="en_US">` : '',
    `<meta name="twitter:card" content="${imageUrl ? 'summary_large_image' : 'summary'}">`,
    // The page's data, fetched while its scripts load rather than after them (the client's fetch
    // sends credentials, so the preload does too, or the browser would not reuse it).
    `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/properties/${property.id}">`,
  ].join('');
  return { html, cacheable };
};
