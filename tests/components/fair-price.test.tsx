import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { ApiSchema } from '@client/lib/api-client';
import { FairPriceCheck } from '@client/features/properties/detail/fair-price';
import { aProperty } from './builders';
import { renderPart } from './render';

// The fair-price line beside a listing's price (docs/product.md#fair-price-check): how far its price
// per m² is from the median of comparable listings, in words, with the median and how it is worked out.

type Detail = ApiSchema['PropertyDetail'];
type Comparison = NonNullable<Detail['marketComparison']>;

/** A villa in Al Malqa, Riyadh at 6,908 SAR/m², with the comparison given. */
const villa = (comparison: Partial<Comparison> | null, overrides: Partial<Detail> = {}): Detail => ({
  ...aProperty({ neighborhood: 'Al Malqa', city: 'Riyadh', pricePerSqmSar: '6908.00' }),
  priceHistory: [],
  daysOnMarket: 12,
  adLicenseStatus: 'none',
  marketComparison: comparison && {
    medianPricePerSqm: '7850.00',
    sampleSize: 23,
    scope: 'neighborhood',
    differencePercent: -12,
    ...comparison,
  },
  ...overrides,
});

const line = () => page.getByTestId('fair-price-line');

describe('the fair-price check', () => {
  test('below the median: how far, for which listings, where, out of how many; the median and this listing', async () => {
    await renderPart(<FairPriceCheck property={villa({})} />);
    await expect.element(page.getByRole('heading', { name: 'Fair-price check' })).toBeVisible();
    await expect.element(line()).toHaveTextContent('12 % below the median for villas in Al Malqa (23 listings)');
    await expect.element(page.getByText('Median 7,850 SAR/m² · this listing 6,908 SAR/m²')).toBeVisible();
  });

  test('above the median, rounded to a whole percent', async () => {
    await renderPart(<FairPriceCheck property={villa({ differencePercent: 8.4 })} />);
    await expect.element(line()).toHaveTextContent('8 % above the median for villas in Al Malqa (23 listings)');
  });

  test.each([
    [-2.4, 'In line with the median for villas in Al Malqa (23 listings)'],
    [2.4, 'In line with the median for villas in Al Malqa (23 listings)'],
    [2.5, '3 % above the median for villas in Al Malqa (23 listings)'],
    [-2.5, '3 % below the median for villas in Al Malqa (23 listings)'],
  ])('within 2 %% either way is in line with the median: %s %% reads "%s"', async (differencePercent, words) => {
    await renderPart(<FairPriceCheck property={villa({ differencePercent })} />);
    await expect.element(line()).toHaveTextContent(words);
  });

  test("too few in the neighbourhood: the city's listings, named, and the disclosure says why", async () => {
    await renderPart(
      <FairPriceCheck
        property={villa({ scope: 'city', sampleSize: 5, differencePercent: -30 }, { propertyType: 'apartment', pricePerSqmSar: '5495.00' })}
      />,
    );
    await expect.element(line()).toHaveTextContent('30 % below the median for apartments in Riyadh (5 listings)');
    await userEvent.click(page.getByText('How is this worked out?'));
    await expect
      .element(page.getByText(/apartments on the market in Riyadh, this one left out\. Al Malqa has fewer than 5, so the whole of Riyadh/))
      .toBeVisible();
    await expect.element(page.getByText(/at least 5 comparable listings/)).toBeVisible();
  });

  test('nothing at all without a comparison (rent-only, no area, sold, or too few comparables)', async () => {
    await renderPart(<FairPriceCheck property={villa(null)} />);
    await expect.element(page.getByTestId('fair-price')).not.toBeInTheDocument();
  });
});
