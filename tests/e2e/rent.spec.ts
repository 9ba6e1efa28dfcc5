import { choose, expect, test } from './fixtures';
import { cardTitles, foundBadge, search } from './search-helpers';
import { RENT_PRICE_BANDS } from '../../src/shared/constants';

// Rent mode on /buy and the landing quick search (docs/product.md#listings): the price bands are
// rents for a year, a monthly rent counted 12 times; and the keyword box. Against the production
// build and the demo seed, whose every third apartment for rent is let by the month.

const bandQuery = (b: (typeof RENT_PRICE_BANDS)[number]) =>
  [b.min !== null ? `minPrice=${b.min}` : '', b.max !== null ? `maxPrice=${b.max}` : ''].filter(Boolean).join('&');

test('a monthly rent is found through the rent band of its rent for a year, in Rent mode on /buy', async ({ page }) => {
  // A seeded apartment let by the month, and the band its rent for a year falls in.
  const rentals = await search(page, 'forSale=false&forRent=true&propertyType=apartment&pageSize=100');
  const monthly = rentals.items.find((p) => p.rentPeriod === 'monthly');
  expect(monthly, 'the seed lets some apartments by the month').toBeDefined();
  const yearly = Number(monthly!.yearlyRentSar);
  expect(yearly).toBe(Number(monthly!.price) * 12);
  const band = RENT_PRICE_BANDS.find((b) => (b.min === null || yearly >= b.min) && (b.max === null || yearly <= b.max))!;
  const label = `${band.label} SAR / year`;

  await page.goto('/buy');
  await expect(page.getByRole('heading', { name: 'Available Properties' })).toBeVisible();
  const panel = page.getByRole('search', { name: 'Search properties' });
  await panel.getByRole('button', { name: 'Rent', exact: true }).click();
  await choose(page, 'Property Type', 'Apartment');
  await choose(page, 'Price Range', label);
  await expect(page.getByLabel('Min Price (SAR / year)')).toHaveValue(band.min === null ? '' : String(band.min));
  await panel.getByRole('button', { name: 'Search', exact: true }).click();

  const query = `forSale=false&forRent=true&propertyType=apartment&${bandQuery(band)}`;
  await expect(page).toHaveURL(new RegExp(`/buy\\?${query.replace(/[?]/g, '\\?')}$`));
  const inBand = await search(page, `${query}&pageSize=24`);
  expect(inBand.total).toBeGreaterThan(0);
  await expect(foundBadge(page, inBand.total)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toContainText([
    'Type: Apartment',
    /^Min price: .* SAR \/ year|^Max price: .* SAR \/ year/,
  ]);

  // The listing's number as the keyword: that listing alone, in its band.
  await page.getByRole('searchbox', { name: 'Keyword' }).fill(`#${monthly!.id}`);
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(foundBadge(page, 1)).toBeVisible();
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(monthly!.title);
  // Last, as it depends on the card's rent display: the card says the rent is due by the month.
  await expect(card).toContainText('/ month');
});

test('the landing quick search offers the rent bands in Rent mode, and switching back to Buy clears one', async ({ page }) => {
  await page.goto('/');
  const quick = page.getByRole('search', { name: 'Quick property search' });
  await expect(quick).toBeVisible();

  await quick.getByRole('button', { name: 'Rent', exact: true }).click();
  await choose(page, 'Price Range', '60K - 100K SAR / year');
  await quick.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Price Range', exact: true })).toHaveText('Any Price');

  await quick.getByRole('button', { name: 'Rent', exact: true }).click();
  await choose(page, 'Price Range', '60K - 100K SAR / year');
  await quick.getByRole('button', { name: 'Search Properties' }).click();
  await expect(page).toHaveURL(/\/buy\?forSale=false&forRent=true&minPrice=60000&maxPrice=100000$/);
  const expected = await search(page, 'forSale=false&forRent=true&minPrice=60000&maxPrice=100000&pageSize=24');
  await expect(foundBadge(page, expected.total)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Price Range', exact: true })).toHaveText('60K - 100K SAR / year');
});

test("the keyword finds a listing by its number, and by a part of its neighbourhood; the cities and types are the forms' lists", async ({
  page,
}) => {
  await page.goto('/buy');
  await expect(page.getByRole('heading', { name: 'Available Properties' })).toBeVisible();
  // A listing with a neighbourhood (one listed by another test may have none).
  const listing = (await search(page, 'forSale=true&forRent=false&pageSize=24')).items.find((p) => p.neighborhood)!;
  const keyword = page.getByRole('searchbox', { name: 'Keyword' });

  await keyword.fill(`#${listing.id}`);
  await keyword.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=%23${listing.id}(&|$)`));
  await expect(foundBadge(page, 1)).toBeVisible();
  expect(await cardTitles(page)).toEqual([listing.title]);
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('listitem')).toHaveText([`Keyword: #${listing.id}`]);

  // A part of the neighbourhood, in another case.
  const part = listing.neighborhood!.slice(0, 6).toUpperCase();
  await keyword.fill(part);
  await keyword.press('Enter');
  const byText = await search(page, `forSale=true&forRent=false&q=${encodeURIComponent(part)}&pageSize=24`);
  expect(byText.items.map((p) => p.id)).toContain(listing.id);
  await expect(foundBadge(page, byText.total)).toBeVisible();
  await expect.poll(async () => new Set(await cardTitles(page))).toEqual(new Set(byText.items.map((p) => p.title)));

  // Removing the chip drops the keyword.
  await page.getByRole('button', { name: `Remove Keyword: ${part}` }).click();
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(keyword).toHaveValue('');

  // Every city and type a listing can have.
  await page.getByRole('combobox', { name: 'City', exact: true }).click();
  await expect(page.getByRole('option', { name: 'Khamis Mushait', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await choose(page, 'Property Type', 'Warehouse');
});
