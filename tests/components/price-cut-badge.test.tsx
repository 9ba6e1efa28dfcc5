import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { PropertyCard } from '@client/components/property-card';
import { aProperty } from './builders';
import { renderPart } from './render';

// "Price reduced 8 %" on a card (docs/product.md#price-history-and-sold-prices): an active listing
// whose price was cut in the last 30 days.

const DAY = 86_400_000;
const cut = (daysAgo: number, overrides = {}) =>
  aProperty({
    priceSar: '2300000.00',
    price: '2300000.00',
    priceReducedFromSar: '2500000.00',
    priceReducedAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
    ...overrides,
  });

describe('the card of a listing whose price was cut', () => {
  test('shows the cut in whole percent on its photo', async () => {
    await renderPart(<PropertyCard property={cut(5)} />);
    await expect.element(page.getByText('Price reduced 8 %')).toBeVisible();
  });

  test('shows nothing once the cut is more than 30 days old, for a sold listing, or without a cut', async () => {
    for (const property of [cut(31, { id: 2 }), cut(5, { id: 3, status: 'sold' }), aProperty({ id: 4 })]) {
      const { screen } = await renderPart(<PropertyCard property={property} />);
      await expect.element(page.getByRole('article')).toBeVisible();
      await expect.element(page.getByText(/Price reduced/)).not.toBeInTheDocument();
      screen.unmount();
    }
  });
});
