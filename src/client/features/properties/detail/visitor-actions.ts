import type { PropertyDetail } from '../api/listing';

// What a visitor can do on a listing (docs/product.md#listing-page): the price card and the phone's
// sticky bar offer the same actions.

export type ListingAction = 'offer' | 'contact' | 'viewing';

/**
 * Make Offer: never for the listing's owner, only on an active listing for sale (the server takes
 * no bids on a sold or under-offer one). Contact Owner and Schedule Viewing: on any active listing
 * but one's own (a sold or under-offer one takes no inquiries; its page says so instead).
 * Signed-out visitors get them too, and are asked to sign in (docs/product.md#waiting-errors-and-sign-in).
 * A listing whose ad licence has expired takes neither offers nor inquiries until it is renewed
 * (docs/product.md#ad-licence-and-deed): its page says so instead.
 */
export function listingActions(
  property: Pick<PropertyDetail, 'status' | 'forSale'> & Partial<Pick<PropertyDetail, 'adLicenseStatus'>>,
  isOwner: boolean,
): ListingAction[] {
  if (isOwner || property.status !== 'active' || property.adLicenseStatus === 'expired') return [];
  return property.forSale ? ['offer', 'contact', 'viewing'] : ['contact', 'viewing'];
}
