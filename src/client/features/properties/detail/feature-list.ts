// The listing page's "Features & Amenities": shared with the comparison (docs/product.md#compare).
export { listingFeatures } from '@client/lib/listing-features';
