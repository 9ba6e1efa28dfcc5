import { expectNamesHoldTheirWords } from './axe-rules';
import { choose, expect, expectAccessible, test } from './fixtures';
import { foundBadge, search } from './search-helpers';

// The search's ranges and its clearing (docs/product.md#buy-page-and-map): the open-ended price bands,
// a range given the wrong way round, a number not written in digits, and Clear All Filters in the
// Advanced dialog. Expected results come from the API.
test('"Up to 500K" and "5M+" leave their open end empty; a range given the wrong way round is searched the right way round', async ({
  page,
}) => {
  await page.goto('/');
  const quick = page.getByRole('search', { name: 'Quick property search' });
  await choose(page, 'Price Range', 'Up to 500K SAR', quick);
  await quick.getByRole('button', { name: 'Search Properties' }).click();
  await expect(page).toHaveURL(/\/buy\?.*maxPrice=500000/);
  await expect(page).not.toHaveURL(/minPrice=/);
  const upTo = await search(page, 'forSale=true&forRent=false&maxPrice=500000&pageSize=24');
  await expect(foundBadge(page, upTo.total)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Price Range', exact: true })).toHaveText('Up to 500K SAR');
  await expect(page.getByLabel('Min Price (SAR)')).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText(['Max price: 500,000 SAR']);

  await choose(page, 'Price Range', '5M+ SAR');
  await expect(page.getByLabel('Max Price (SAR)')).toHaveValue('');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/minPrice=5000000/);
  await expect(page).not.toHaveURL(/maxPrice=/);
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText(['Min price: 5,000,000 SAR']);

  // A link with the minimum above the maximum finds what lies between them, and says the range the right way round.
  await page.goto('/buy?minPrice=2000000&maxPrice=750000');
  const between = await search(page, 'forSale=true&forRent=false&minPrice=750000&maxPrice=2000000&pageSize=24');
  expect(between.total, 'the seed has listings between 750,000 and 2,000,000 SAR').toBeGreaterThan(0);
  await expect(foundBadge(page, between.total)).toBeVisible();
  await expect(page.getByLabel('Min Price (SAR)')).toHaveValue('750000');
  await expect(page.getByLabel('Max Price (SAR)')).toHaveValue('2000000');
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText([
    'Min price: 750,000 SAR',
    'Max price: 2,000,000 SAR',
  ]);

  // A price written with an exponent is refused with a message, not dropped from the search.
  await page.getByLabel('Min Price (SAR)').fill('1.5e6');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  expect(await page.getByLabel('Min Price (SAR)').evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
    'Please use digits only, like 1500000.',
  );
  await expect(page).toHaveURL(/minPrice=2000000&maxPrice=750000$/);
  await expectAccessible(page);
});

test('Clear All Filters in the Advanced dialog clears the keyword, city and prices too, as its count said', async ({ page }) => {
  await page.goto('/buy?q=villa&city=Riyadh&maxPrice=5000000&bedrooms=2');
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('listitem')).toHaveCount(4);
  // Seen "Advanced 4", heard "Advanced 4 active filters": the name holds the words on the button.
  const advanced = page.getByRole('button', { name: 'Advanced 4 active filters', exact: true });
  await expect(advanced).toBeVisible();
  await expectNamesHoldTheirWords(page);

  await advanced.click();
  const dialog = page.getByRole('dialog', { name: 'Advanced Property Search' });
  await dialog.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Apply Filters clears every filter: the keyword, city, type and price too.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(dialog).toBeHidden();
  await expect(chips).toHaveCount(0);
  await expect(page).not.toHaveURL(/q=|city=|maxPrice=|bedrooms=/);
  await expect(page.getByRole('button', { name: 'Advanced', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'City', exact: true })).toHaveText('All Cities');
  const all = await search(page, 'forSale=true&forRent=false&pageSize=24');
  await expect(foundBadge(page, all.total)).toBeVisible();
});
