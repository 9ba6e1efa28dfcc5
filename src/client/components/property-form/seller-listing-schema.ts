import { propertyCreateFields, requiredDescription, withListingRules } from '@shared/schemas/property-payload';

// What a seller's listing form resolves with (docs/product.md#listing-forms): the shared create fields
// (the ones the server uses) with the description required, and the shared listing rules (for sale,
// for rent or both; a rent period when for rent; a rent price when both), so their messages show
// beside the fields before any request. /sell lists with it; My Listings' Edit saves with it.

export const sellerListingSchema = withListingRules(propertyCreateFields.extend({ description: requiredDescription }));
