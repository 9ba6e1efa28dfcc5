import { PROPERTY_AMENITIES, type PropertyAmenity } from '@shared/constants';
import type { ApiSchema } from '@client/lib/api-client';
import { licenceFormValues } from './licence-values';
import { EMPTY_PROPERTY, type PropertyFormValues } from './property-fields';

// A stored listing as the listing form's inputs hold it, for the forms that edit one (the admin's
// "Edit Property" and the seller's Edit on My Listings).

type Property = ApiSchema['Property'];

/** "2500000.00" → "2500000"; "420.50" stays. */
const plainDecimal = (v: string | null) => (v == null ? '' : v.replace(/\.00$/, ''));
/** A stored coordinate ("24.71360000") as a person would type it ("24.7136"). */
const coordinate = (v: string | null) => (v == null ? '' : v.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''));
const count = (v: number | null) => (v == null ? '' : String(v));
const isAmenity = (a: string): a is PropertyAmenity => (PROPERTY_AMENITIES as readonly string[]).includes(a);

export function propertyFormValues(p: Property): PropertyFormValues {
  return {
    ...EMPTY_PROPERTY,
    title: p.title,
    description: p.description ?? '',
    titleAr: p.titleAr ?? '',
    descriptionAr: p.descriptionAr ?? '',
    propertyType: p.propertyType,
    city: p.city,
    neighborhood: p.neighborhood ?? '',
    address: p.address ?? '',
    latitude: coordinate(p.latitude),
    longitude: coordinate(p.longitude),
    price: plainDecimal(p.price),
    rentPeriod: p.forRent ? (p.rentPeriod ?? '') : '',
    rentPrice: p.forRent && p.forSale ? plainDecimal(p.rentPrice) : '',
    currency: p.currency,
    area: plainDecimal(p.area),
    bedrooms: count(p.bedrooms),
    bathrooms: count(p.bathrooms),
    parking: count(p.parking),
    yearBuilt: count(p.yearBuilt),
    forSale: p.forSale,
    forRent: p.forRent,
    featured: p.featured,
    status: p.status,
    developmentProjectId: p.developmentProjectId == null ? '' : String(p.developmentProjectId),
    images: p.images,
    amenities: p.amenities.filter(isAmenity),
    ...licenceFormValues(p),
    furnished: p.furnished,
    balcony: p.balcony,
    garden: p.garden,
    pool: p.pool,
    gym: p.gym,
    security: p.security,
    elevator: p.elevator,
  };
}
