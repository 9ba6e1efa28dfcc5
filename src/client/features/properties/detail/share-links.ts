// Sharing a listing (docs/product.md#listing-page): its address without the visitor's search, and a
// WhatsApp message carrying its title and that address.

/** The listing's own address, e.g. "https://manzil.sa/properties/42". */
export function listingUrl(origin: string, id: number): string {
  return `${origin}/properties/${id}`;
}

/** WhatsApp's "send a message" link with the listing's title and address as the text. */
export function whatsAppShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}
