import type { z } from 'zod';
import { propertyCreateFields, requiredDescription, withListingRules } from '@shared/schemas/property-payload';
import { licenceExpiryField, sendingLicenceDay } from './licence-schema';

// What a seller's listing form resolves with (docs/product.md#listing-forms): the shared create fields
// (the ones the server uses) with the description required, and the shared listing rules (for sale,
// for rent or both; a rent period when for rent; a rent price when both; an ad licence number and
// its expiry together), so their messages show beside the fields before any request. The licence
// expiry goes out as the day typed (licence-schema.ts). /sell lists with it; My Listings' Edit saves
// with the one for the listing edited, whose stored expiry (its last day, `kept`) is kept as it is.

export function sellerListingSchemaFor(kept: string | null) {
  return sendingLicenceDay(
    withListingRules(propertyCreateFields.extend({ description: requiredDescription, adLicenseExpiresAt: licenceExpiryField(kept) })),
    kept,
  );
}

export const sellerListingSchema = sellerListingSchemaFor(null);
export type SellerListing = z.output<typeof sellerListingSchema>;
