import { beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ListingRow } from '@client/features/listings/listing-row';
import type { OwnerListing } from '@client/features/listings/api/listings';
import { loadCatalogs } from '@client/lib/i18n';
import { answer, requestsTo } from './network';
import { renderPart, signInAs } from './render';

// The messages with values (labels naming the currency, counts) come from the pages' catalogs.
beforeAll(() => loadCatalogs(['listings']));

// My Listings' Mark sold (docs/product.md#price-history-and-sold-prices): its confirmation asks
// "Sold for", prefilled with the accepted offer's amount, optional.

const STATUS = '/api/properties/{id}/status';
const listing = (overrides: Partial<OwnerListing> = {}): OwnerListing => ({
  id: 7,
  title: 'Villa in Al Malqa',
  titleAr: null,
  price: '1000000.00',
  currency: 'SAR',
  propertyType: 'villa',
  city: 'Riyadh',
  neighborhood: 'Al Malqa',
  bedrooms: 5,
  bathrooms: 4,
  area: '400.00',
  images: [],
  status: 'pending',
  featured: false,
  forSale: true,
  forRent: false,
  rentPeriod: null,
  rentPrice: null,
  priceSar: '1000000.00',
  yearlyRentSar: null,
  adLicenseExpiresAt: null,
  soldPrice: null,
  acceptedOffer: { amount: '975000.00', currency: 'SAR' },
  pendingOffers: 0,
  unansweredInquiries: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const markSold = () => page.getByRole('button', { name: 'Mark sold Villa in Al Malqa' });
const soldFor = () => page.getByLabelText('Sold for (SAR)');
const confirm = () => page.getByRole('alertdialog').getByRole('button', { name: 'Mark sold' });

describe('Mark sold', () => {
  test("offers the accepted offer's amount as the sold price, and sends the price as changed", async () => {
    signInAs({ role: 'developer' });
    answer('PATCH', STATUS, { body: {} });
    await renderPart(<ListingRow listing={listing()} />, { path: '/my-listings' });
    await userEvent.click(markSold());
    await expect.element(soldFor()).toHaveValue('975,000');
    await userEvent.clear(soldFor());
    await userEvent.type(soldFor(), '980000');
    await userEvent.click(confirm());
    await expect.poll(() => requestsTo('PATCH', STATUS).map((r) => r.body)).toEqual([{ status: 'sold', soldPrice: '980000' }]);
  });

  test('without an accepted offer, the price is optional: left empty, none is sent', async () => {
    signInAs({ role: 'developer' });
    answer('PATCH', STATUS, { body: {} });
    await renderPart(<ListingRow listing={listing({ status: 'active', acceptedOffer: null })} />, { path: '/my-listings' });
    await userEvent.click(markSold());
    await expect.element(soldFor()).toHaveValue('');
    await expect.element(page.getByText('Shown on the listing’s page as its sold price.')).toBeVisible();
    await userEvent.click(confirm());
    await expect.poll(() => requestsTo('PATCH', STATUS).map((r) => r.body)).toEqual([{ status: 'sold' }]);
  });
});
