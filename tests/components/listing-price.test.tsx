import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { PropertyCard } from '@client/components/property-card';
import { ListingPrice } from '@client/features/properties/detail/listing-price';
import { aProperty } from './builders';
import { renderPart } from './render';

// A listing's price as the card and the listing page show it (docs/product.md#formats): the rent
// per period, a sale price with its rent, and the SAR equivalent of a price in another currency.

const rentOnly = aProperty({
  forSale: false,
  forRent: true,
  price: '69000.00',
  priceSar: '69000.00',
  rentPeriod: 'yearly',
  yearlyRentSar: '69000.00',
  pricePerSqm: null,
});
const both = aProperty({ forRent: true, rentPeriod: 'yearly', rentPrice: '150000.00', yearlyRentSar: '150000.00' });
const inUsd = aProperty({ price: '750000.00', currency: 'USD', priceSar: '2812500.00', pricePerSqm: '2500.00' });

describe('the listing card', () => {
  test('a rent-only listing shows its rent per period', async () => {
    await renderPart(<PropertyCard property={rentOnly} />);
    await expect.element(page.getByText('69,000 SAR / year')).toBeVisible();
  });

  test('a listing for sale and for rent shows its sale price, then its rent', async () => {
    await renderPart(<PropertyCard property={both} />);
    await expect.element(page.getByText('2,500,000 SAR', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Rent 150,000 SAR / year')).toBeVisible();
  });

  test('a price in another currency shows its SAR equivalent beside it', async () => {
    await renderPart(<PropertyCard property={inUsd} />);
    await expect.element(page.getByText('750,000 USD', { exact: true })).toBeVisible();
    await expect.element(page.getByText('≈ 2,812,500 SAR')).toBeVisible();
  });
});

describe("the listing page's price", () => {
  test('a rent-only listing: "Rent", its rent per period, and no price per m²', async () => {
    await renderPart(<ListingPrice property={{ ...rentOnly, area: '300.00' }} />);
    await expect.element(page.getByText('Rent', { exact: true })).toBeVisible();
    await expect.element(page.getByTestId('property-price')).toHaveTextContent('69,000 SAR / year');
    await expect.element(page.getByText('/ m²')).not.toBeInTheDocument();
  });

  test('a listing for sale and for rent: the asking price, its price per m² and its rent', async () => {
    await renderPart(<ListingPrice property={both} />);
    await expect.element(page.getByText('Asking Price')).toBeVisible();
    await expect.element(page.getByTestId('property-price')).toHaveTextContent('2,500,000 SAR');
    await expect.element(page.getByText('8,333.33 SAR / m²')).toBeVisible();
    await expect.element(page.getByTestId('property-rent')).toHaveTextContent('Rent 150,000 SAR / year');
  });

  test('a price in USD: its SAR equivalent beside it', async () => {
    await renderPart(<ListingPrice property={inUsd} />);
    await expect.element(page.getByTestId('property-price')).toHaveTextContent('750,000 USD');
    await expect.element(page.getByTestId('property-price-sar')).toHaveTextContent('≈ 2,812,500 SAR');
    await expect.element(page.getByText('2,500 USD / m²')).toBeVisible();
  });
});
