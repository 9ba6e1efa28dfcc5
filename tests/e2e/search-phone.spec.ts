import type { Locator, Page } from '@playwright/test';
import { choose, expect, expectAccessible, test } from './fixtures';
import type { ApiSchema } from '../../src/client/lib/api-client';

// The search under a thumb (docs/product.md#buy-page-and-map), at 375 × 812 with touch: the first
// results and the landing quick search in the first screen, the slim search bar, and the filter
// sheet whose "Show {n} properties" counts the draft and brings the results into view.

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

const SCREEN_HEIGHT = 812;

async function total(page: Page, query: string): Promise<number> {
  const res = await page.request.get(`/api/properties?${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as ApiSchema['PropertyPage']).total;
}

/** The element's top and bottom are both within the first screen (the page scrolled to the top). */
async function expectInFirstScreen(element: Locator): Promise<void> {
  const box = (await element.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(SCREEN_HEIGHT);
}

/** "1 property", "46 properties". */
const properties = (n: number) => `${n} ${n === 1 ? 'property' : 'properties'}`;

const resultsHeading = (page: Page) => page.getByRole('heading', { name: 'Available Properties' });

/** Scrolled far down the results, the results heading is out of sight. */
async function scrollPastResultsHeading(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 2500));
  await expect(resultsHeading(page)).not.toBeInViewport();
}

test('the landing quick search and the first results are in the first screen', async ({ page }) => {
  await page.goto('/');
  const quick = page.getByRole('search', { name: 'Quick property search' });
  await expectInFirstScreen(quick.getByRole('group', { name: 'Buy or rent' }));
  await expectInFirstScreen(quick.getByRole('button', { name: 'Search Properties' }));

  await page.goto('/buy');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect((await page.getByRole('article').first().boundingBox())!.y).toBeLessThan(SCREEN_HEIGHT / 2);
  // The slim bar instead of the big panel: Buy/Rent and the filters' summary.
  const bar = page.getByRole('search', { name: 'Search properties' });
  await expectInFirstScreen(bar);
  await expect(bar.getByRole('button', { name: 'Filters: Any city, type or price' })).toBeVisible();
  await expectAccessible(page);
});

test('the filter sheet counts its matches as they change; Show brings the results heading into view with focus on it', async ({ page }) => {
  await page.goto('/buy');
  const forSale = await total(page, 'forSale=true&forRent=false');
  await expect(page.getByText(`${properties(forSale)} found`)).toBeVisible();
  const filters = page.getByRole('button', { name: /^Filters:/ });
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  const show = sheet.getByRole('button', { name: /^Show / });

  // A search that changes nothing still shows the results, from far down the page.
  await scrollPastResultsHeading(page);
  await expect(filters).toBeInViewport();
  await filters.tap();
  await expect(show).toHaveText(`Show ${properties(forSale)}`);
  await show.tap();
  await expect(sheet).toBeHidden();
  await expect(resultsHeading(page)).toBeInViewport();
  await expect(resultsHeading(page)).toBeFocused();

  // Another city: the count follows the draft; Show applies it.
  await scrollPastResultsHeading(page);
  await filters.tap();
  await expect(sheet).toBeFocused();
  await choose(page, 'City', 'Riyadh');
  const riyadh = await total(page, 'forSale=true&forRent=false&city=Riyadh');
  expect(riyadh).toBeGreaterThan(0);
  expect(riyadh).toBeLessThan(forSale);
  await expect(show).toHaveText(`Show ${properties(riyadh)}`);
  // The fields scroll under the sheet's header and Show stays in view.
  await sheet.getByRole('checkbox', { name: 'Balcony' }).scrollIntoViewIfNeeded();
  await expect(show).toBeInViewport();
  await expectAccessible(page);
  await show.tap();

  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/[?&]city=Riyadh(&|$)/);
  await expect(resultsHeading(page)).toBeInViewport();
  await expect(resultsHeading(page)).toBeFocused();
  await expect(page.getByText(`${properties(riyadh)} found`)).toBeVisible();
  await expect(filters).toHaveAccessibleName('Filters: Riyadh · 1 active filter');

  // Buy/Rent in the bar applies at once, and focus stays on it.
  const rent = page.getByRole('search', { name: 'Search properties' }).getByRole('button', { name: 'Rent', exact: true });
  await rent.tap();
  await expect(page).toHaveURL(/[?&]forRent=true(&|$)/);
  await expect(page.getByText(`${properties(await total(page, 'forSale=false&forRent=true&city=Riyadh'))} found`)).toBeVisible();
  await expect(rent).toBeFocused();
});
