import { expect, expectAccessible, signedInPage, test } from './fixtures';
import type { ApiSchema } from '../../src/client/lib/api-client';

// The fair-price check (docs/product.md#fair-price-check) on a listing's page: a developer lists six
// villas in one neighbourhood the demo data has none in; the sixth's page says how its price per m²
// compares with the other five, on a desktop and on a phone.

const PHONE = { width: 375, height: 812 };

test('a listing page shows how its price per m² compares with comparable listings', async ({ browser, baseURL }) => {
  const developer = await signedInPage(browser, baseURL, 'developer');
  const villa = async (perSqm: number) => {
    const res = await developer.request.post('/api/properties', {
      data: {
        title: `Courtyard villa at ${perSqm} a metre`,
        description: 'A family villa with a courtyard, listed by the end-to-end suite.',
        propertyType: 'villa',
        city: 'Tabuk',
        neighborhood: 'Al Qadisiyah',
        price: String(perSqm * 400),
        area: '400',
        forSale: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as ApiSchema['Property'];
  };
  // Five comparables: 4,000 … 6,000 SAR/m², the median 5,000. The sixth asks 5,600: 12 % above.
  for (const perSqm of [4000, 4500, 5000, 5500, 6000]) await villa(perSqm);
  const listing = await villa(5600);

  await developer.goto(`/properties/${listing.id}`);
  const check = developer.getByRole('region', { name: 'Fair-price check' });
  await expect(check).toContainText('12 % above the median for villas in Al Qadisiyah (5 listings)');
  await expect(check).toContainText('Median 5,000 SAR/m² · this listing 5,600 SAR/m²');
  await check.getByText('How is this worked out?').click();
  await expect(check).toContainText(
    'The median sale price per m² (in SAR) of the villas on the market in Al Qadisiyah, this one left out.',
  );
  await expectAccessible(developer);

  // On a phone the line wraps inside the aside, nothing cut off or scrolling sideways.
  await developer.setViewportSize(PHONE);
  await check.scrollIntoViewIfNeeded();
  await expect(check).toBeInViewport();
  const box = (await check.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(developer);
});
