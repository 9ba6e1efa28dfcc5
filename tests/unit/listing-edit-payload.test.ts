import { afterEach, describe, expect, it, vi } from 'vitest';
import { propertyFormValues } from '../../src/client/components/property-form/property-values';
import { sellerListingSchema, sellerListingSchemaFor } from '../../src/client/components/property-form/seller-listing-schema';
import { toListingUpdate } from '../../src/client/features/listings/listing-update';
import { propertyUpdateSchema } from '../../src/shared/schemas/property-payload';
import type { ApiSchema } from '../../src/client/lib/api-client';

// My Listings' Edit (docs/product.md#my-listings): a stored listing fills the form; what the form
// sends back keeps it as it was, clears what was cleared, and leaves alone what the form does not show.

const stored: ApiSchema['Property'] = {
  id: 7,
  title: 'Villa in Al Malqa',
  description: 'A bright family villa with a garden.',
  titleAr: 'فيلا في الملقا',
  descriptionAr: null,
  price: '2500000.00',
  currency: 'USD',
  rentPeriod: null,
  rentPrice: null,
  priceSar: '9375000.00',
  yearlyRentSar: null,
  propertyType: 'villa',
  city: 'Riyadh',
  address: 'King Salman Road',
  bedrooms: 5,
  bathrooms: 4,
  area: '420.50',
  images: ['/uploads/a-gallery.webp'],
  developerId: 'dev-1',
  developmentProjectId: 3,
  status: 'pending',
  featured: true,
  forSale: true,
  forRent: false,
  latitude: '24.71360000',
  longitude: '46.67530000',
  neighborhood: 'Al Malqa',
  yearBuilt: 2019,
  parking: 2,
  amenities: ['Swimming Pool', 'Central AC'],
  furnished: false,
  balcony: false,
  garden: true,
  pool: true,
  gym: false,
  security: false,
  elevator: false,
  pricePerSqm: '5945.30',
  adLicenseNumber: null,
  adLicenseExpiresAt: null,
  falLicenseNumber: null,
  deedNumber: null,
  priceReducedFromSar: null,
  priceReducedAt: null,
  soldPrice: null,
  soldPriceSar: null,
  soldAt: null,
  pricePerSqmSar: '22294.89',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

const send = (values: ReturnType<typeof propertyFormValues>) => toListingUpdate(sellerListingSchema.parse(values));
/** The form's messages by field, as they show beside the fields before any request. */
const messages = (values: ReturnType<typeof propertyFormValues>) => {
  const r = sellerListingSchema.safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the Edit form of My Listings', () => {
  it('sends the listing back as it was, without status, featured, currency or project', () => {
    const body = send(propertyFormValues(stored));
    expect(body).toMatchObject({
      title: 'Villa in Al Malqa',
      price: '2500000',
      area: '420.50',
      bedrooms: 5,
      parking: 2,
      yearBuilt: 2019,
      latitude: '24.7136',
      longitude: '46.6753',
      neighborhood: 'Al Malqa',
      images: ['/uploads/a-gallery.webp'],
      amenities: ['Swimming Pool', 'Central AC'],
      pool: true,
      garden: true,
    });
    for (const key of ['status', 'featured', 'currency', 'developmentProjectId']) expect(body).not.toHaveProperty(key);
    // The server's schema takes it as it is.
    expect(propertyUpdateSchema.safeParse(body).success).toBe(true);
  });

  it('clears what was emptied (null), and takes a price typed with commas', () => {
    const body = send({
      ...propertyFormValues(stored),
      price: '3,210,000',
      bedrooms: '',
      area: '',
      yearBuilt: '',
      latitude: '',
      longitude: '',
      address: '',
    });
    expect(body).toMatchObject({
      price: '3210000',
      bedrooms: null,
      area: null,
      yearBuilt: null,
      latitude: null,
      longitude: null,
      address: null,
    });
  });

  it('fills and sends back the Arabic title and description; emptied, they are cleared (null)', () => {
    const values = propertyFormValues(stored);
    expect(values).toMatchObject({ titleAr: 'فيلا في الملقا', descriptionAr: '' });
    expect(send(values)).toMatchObject({ titleAr: 'فيلا في الملقا', descriptionAr: null });
    expect(send({ ...values, titleAr: ' ', descriptionAr: 'فيلا عائلية مشرقة مع حديقة واسعة.' })).toMatchObject({
      titleAr: null,
      descriptionAr: 'فيلا عائلية مشرقة مع حديقة واسعة.',
    });
  });

  it('sends a listing for sale only with no rent (null), so a rent once given is cleared', () => {
    const body = send(propertyFormValues(stored));
    expect(body).toMatchObject({ forSale: true, forRent: false, rentPeriod: null, rentPrice: null });
  });

  it('fills and sends back the rent period of a rent-only listing, whose price is its rent', () => {
    const rentOnly = { ...stored, forSale: false, forRent: true, price: '69000.00', rentPeriod: 'yearly' as const, pricePerSqm: null };
    const values = propertyFormValues(rentOnly);
    expect(values).toMatchObject({ price: '69000', rentPeriod: 'yearly', rentPrice: '' });
    const body = send(values);
    expect(body).toMatchObject({ forSale: false, forRent: true, price: '69000', rentPeriod: 'yearly', rentPrice: null });
    expect(propertyUpdateSchema.safeParse(body).success).toBe(true);
  });

  it('fills and sends back the rent price of a listing both for sale and for rent (commas allowed)', () => {
    const both = { ...stored, forRent: true, rentPeriod: 'monthly' as const, rentPrice: '12500.00' };
    const values = propertyFormValues(both);
    expect(values).toMatchObject({ price: '2500000', rentPeriod: 'monthly', rentPrice: '12500' });
    expect(send({ ...values, rentPrice: '13,000' })).toMatchObject({ price: '2500000', rentPeriod: 'monthly', rentPrice: '13000' });
  });

  it('refuses, beside the fields, what the listing rules refuse', () => {
    const values = propertyFormValues(stored);
    expect(messages({ ...values, forSale: false, forRent: false })).toEqual({ forSale: 'A listing must be for sale, for rent or both' });
    expect(messages({ ...values, forRent: true, rentPeriod: '', rentPrice: '' })).toEqual({
      rentPeriod: 'Rent period is required for a listing for rent',
      rentPrice: 'Rent price is required for a listing both for sale and for rent',
    });
    expect(messages({ ...values, forSale: false, forRent: true, rentPeriod: 'weekly' })).toEqual({
      rentPeriod: 'Rent period must be one of yearly, monthly',
    });
  });

  it('refuses a short title and description with the shared messages, all at once', () => {
    expect(messages({ ...propertyFormValues(stored), title: 'Vila', description: 'Too short', forSale: false })).toEqual({
      title: 'Title must be at least 5 characters',
      description: 'Description must be at least 20 characters',
      forSale: 'A listing must be for sale, for rent or both',
    });
    expect(messages({ ...propertyFormValues(stored), description: '  ' })).toEqual({ description: 'Description is required' });
  });
});

describe('the Edit form of My Listings: the ad licence', () => {
  afterEach(() => vi.useRealTimers());
  // Dec 3, 2026 is the last day in force: the licence runs out at the next midnight in Riyadh.
  const licensed = {
    ...stored,
    adLicenseNumber: '7100123456',
    adLicenseExpiresAt: '2026-12-03T21:00:00.000Z',
    falLicenseNumber: '1100987654',
    deedNumber: '310112233445',
  };
  const sendFor = (listing: typeof licensed, patch: Partial<ReturnType<typeof propertyFormValues>> = {}) =>
    toListingUpdate(
      sellerListingSchemaFor(propertyFormValues(listing).adLicenseExpiresAt || null).parse({ ...propertyFormValues(listing), ...patch }),
    );

  it('shows the stored expiry as its last day in Riyadh, and sends a new day as typed', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T09:00:00Z') });
    expect(propertyFormValues(licensed)).toMatchObject({
      adLicenseNumber: '7100123456',
      adLicenseExpiresAt: '2026-12-03',
      falLicenseNumber: '1100987654',
      deedNumber: '310112233445',
    });
    const body = sendFor(licensed, { adLicenseExpiresAt: '2027-06-30' });
    expect(body).toMatchObject({ adLicenseNumber: '7100123456', adLicenseExpiresAt: '2027-06-30', deedNumber: '310112233445' });
    expect(propertyUpdateSchema.safeParse(body).success).toBe(true);
  });

  it('saves other fields of a listing whose licence has run out, leaving the stored expiry out', () => {
    vi.useFakeTimers({ now: new Date('2026-12-10T09:00:00Z') });
    const body = sendFor(licensed, { title: 'Villa in Al Malqa, renovated' });
    expect(body.title).toBe('Villa in Al Malqa, renovated');
    expect(body).not.toHaveProperty('adLicenseExpiresAt');
    expect(propertyUpdateSchema.safeParse(body).success).toBe(true);
  });

  it('refuses a new expiry that has passed, with the shared message', () => {
    vi.useFakeTimers({ now: new Date('2026-12-10T09:00:00Z') });
    const schema = sellerListingSchemaFor('2026-12-03');
    const r = schema.safeParse({ ...propertyFormValues(licensed), adLicenseExpiresAt: '2026-12-05' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['adLicenseExpiresAt', 'Ad licence expiry must be a date in the future: renew the licence to publish'],
    ]);
  });

  it('clears the licence (null) when its number and date are emptied', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T09:00:00Z') });
    expect(sendFor(licensed, { adLicenseNumber: '', adLicenseExpiresAt: '' })).toMatchObject({
      adLicenseNumber: null,
      adLicenseExpiresAt: null,
    });
  });
});
