// Sharing a listing (docs/product.md#listing-page): its address without the visitor's search, and a
// WhatsApp message carrying its title and that address.

/** The listing's own address in the page's language, e.g. "https://manzil.sa/properties/42", "https://manzil.sa/ar/properties/42" (`base` "/ar"). */
export function listingUrl(origin: string, id: number, base = ''): string {
  return `${origin}${base}/properties/${id}`;
}

/** WhatsApp's "send a message" link with the listing's title and address as the text. */
export function whatsAppShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}
