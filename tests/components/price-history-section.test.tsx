import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { PriceHistorySection, marketTimeText } from '@client/features/properties/detail/price-history';
import type { PropertyDetail } from '@client/features/properties/api/listing';
import { aProperty } from './builders';
import { renderPart } from './render';

// The listing page's price history (docs/product.md#price-history-and-sold-prices): a chart and the
// list of prices with the change from the one before, "Listed at …" for a price never changed, what
// a sold listing sold for; and the header's "Listed 12 days ago".

const entry = (price: string, changedAt: string) => ({ price, rentPrice: null, currency: 'SAR' as const, priceSar: price, changedAt });
const detail = (overrides: Partial<PropertyDetail> = {}): PropertyDetail => ({
  ...aProperty({ price: '2280000.00', priceSar: '2280000.00', area: '300.00' }),
  priceHistory: [entry('2400000.00', '2026-01-05T12:00:00.000Z')],
  daysOnMarket: 12,
  adLicenseStatus: 'none',
  marketComparison: null,
  ...overrides,
});

describe('the price history section', () => {
  test('lists every price, newest first, with the change from the one before, beside a chart', async () => {
    const history = [
      entry('2400000.00', '2026-01-05T12:00:00.000Z'),
      entry('2520000.00', '2026-02-10T12:00:00.000Z'),
      entry('2280000.00', '2026-03-02T12:00:00.000Z'),
    ];
    await renderPart(<PriceHistorySection property={detail({ priceHistory: history })} />);
    await expect.element(page.getByRole('heading', { name: 'Price history' })).toBeVisible();
    await expect
      .element(page.getByRole('img', { name: /from 2,400,000 SAR on Jan 5, 2026 to 2,280,000 SAR on Mar 2, 2026, 2 changes/ }))
      .toBeVisible();
    const rows = page.getByTestId('price-history-row');
    await expect
      .poll(() => rows.elements().map((r) => r.textContent))
      .toEqual(['Mar 2, 20262,280,000 SAR−9.5 %', 'Feb 10, 20262,520,000 SAR+5 %', 'Jan 5, 20262,400,000 SARListed']);
  });

  test('says when a listing was listed at a price it has kept', async () => {
    await renderPart(<PriceHistorySection property={detail()} />);
    await expect.element(page.getByText('Listed at 2,400,000 SAR on Jan 5, 2026; the price has not changed since.')).toBeVisible();
    await expect.element(page.getByRole('table')).not.toBeInTheDocument();
  });

  test('says what a sold listing sold for, when, and per m²', async () => {
    await renderPart(
      <PriceHistorySection
        property={detail({ status: 'sold', soldPrice: '2250000.00', soldPriceSar: '2250000.00', soldAt: '2026-03-20T12:00:00.000Z' })}
      />,
    );
    await expect.element(page.getByTestId('sold-for')).toHaveTextContent('Sold for 2,250,000 SAR on Mar 20, 2026 (7,500 SAR/m²).');
  });
});

describe("the header's time on the market", () => {
  test('counts days since listing, and a sold listing the days it took', () => {
    expect(marketTimeText({ daysOnMarket: 0, status: 'active' })).toBe('Listed today');
    expect(marketTimeText({ daysOnMarket: 1, status: 'pending' })).toBe('Listed 1 day ago');
    expect(marketTimeText({ daysOnMarket: 12, status: 'active' })).toBe('Listed 12 days ago');
    expect(marketTimeText({ daysOnMarket: 40, status: 'sold' })).toBe('Sold after 40 days on the market');
    expect(marketTimeText({ daysOnMarket: 0, status: 'sold' })).toBe('Sold the day it was listed');
  });
});
