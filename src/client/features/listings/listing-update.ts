import type { SellerListing } from '@client/components/property-form/seller-listing-schema';
import type { ListingUpdateBody } from './api/listings';

// What My Listings' Edit sends (docs/product.md#my-listings), apart from the form so it can be
// tested as a pure function. What the seller's form does not show is not sent, so it keeps its
// stored value: the status (the status buttons change it), featured (an admin's choice), the
// currency and the development project. The licence expiry comes as the schema leaves it: the day
// typed, null when cleared, absent when the stored one was left as it was (seller-listing-schema.ts).

/** The form's output as a PUT body: a cleared optional field is sent as null, so it is cleared. */
export function toListingUpdate(values: SellerListing): ListingUpdateBody {
  const { status: _status, featured: _featured, currency: _currency, developmentProjectId: _project, ...fields } = values;
  return {
    ...fields,
    description: fields.description ?? null,
    titleAr: fields.titleAr ?? null,
    descriptionAr: fields.descriptionAr ?? null,
    address: fields.address ?? null,
    neighborhood: fields.neighborhood ?? null,
    bedrooms: fields.bedrooms ?? null,
    bathrooms: fields.bathrooms ?? null,
    parking: fields.parking ?? null,
    area: fields.area ?? null,
    yearBuilt: fields.yearBuilt ?? null,
    latitude: fields.latitude ?? null,
    longitude: fields.longitude ?? null,
  };
}
