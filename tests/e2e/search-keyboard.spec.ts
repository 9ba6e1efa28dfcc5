import type { Page } from '@playwright/test';
import { choose, expect, test } from './fixtures';

// Focus and scroll on /buy and between pages, with the keyboard on a desktop screen
// (docs/product.md#pages, #buy-page-and-map): after each action focus is on the control used or the
// results heading, never on <body>; a new page of results shows its heading, not the footer; a
// listing's "Back to Properties" returns to the search, its page, its scroll and the card's link.

test.use({ viewport: { width: 1280, height: 800 } });

const resultsHeading = (page: Page) => page.getByRole('heading', { name: 'Available Properties' });
const focusIsOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body || document.activeElement === null);

test('after Search, Apply Filters, a removed chip and Next page, focus is on the control used or the results heading', async ({ page }) => {
  await page.goto('/buy');
  await expect(page.getByText(/^\d+ properties found$/)).toBeVisible();

  // Search (Enter in the keyword box).
  await choose(page, 'City', 'Riyadh');
  await page.getByRole('searchbox', { name: 'Keyword' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]city=Riyadh(&|$)/);
  await expect(resultsHeading(page)).toBeFocused();

  // Apply Filters: the dialog opens on itself (no field, no phone keyboard), Apply is pressed with Enter.
  await page.getByRole('button', { name: /^Advanced/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Advanced Property Search' });
  await expect(dialog).toBeFocused();
  await dialog.getByRole('checkbox', { name: 'Balcony' }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('switch', { name: 'Furnished' }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Apply Filters' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/(?=.*furnished=true)(?=.*amenities=balcony)/);
  await expect(resultsHeading(page)).toBeFocused();

  // Removing a chip: focus on the next chip; the last chip's place goes to the one before it.
  await page.getByRole('button', { name: 'Remove City: Riyadh' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/city=/);
  await expect(page.getByRole('button', { name: 'Remove Furnished' })).toBeFocused();
  await page.getByRole('button', { name: 'Remove Balcony' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Furnished' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
  await expect(resultsHeading(page)).toBeFocused();

  // Next page, from the foot of the page: the new page's heading in view, with focus on it.
  const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(resultsHeading(page)).toBeFocused();
  await expect(resultsHeading(page)).toBeInViewport();
  expect(await focusIsOnBody(page)).toBe(false);
});

test('a listing opens at its top with focus on its title; Back to Properties returns to the search, its page and its scroll', async ({
  page,
}) => {
  const search = '/buy?forSale=true&forRent=false&sort=price_desc&page=2';
  await page.goto(search);
  const card = page.getByRole('article').nth(4);
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!;

  await card.getByRole('link', { name: /View Details/ }).focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Back to Properties goes back in history: the same search and page, scrolled where it was.
  await page.getByRole('link', { name: 'Back to Properties' }).click();
  await expect(page).toHaveURL(search);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(card).toBeInViewport();
  // …and focus is back on the card's link, so Tab goes on from the listing just seen.
  await expect(card.getByRole('link', { name: /View Details/ })).toBeFocused();

  // Forward and Back keep their own positions too.
  await page.goForward();
  await expect(heading).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

  // Opened from elsewhere (a shared link), the listing links to the last search seen in this tab.
  await page.goto(`/properties/${(await card.getByRole('link', { name: /View Details/ }).getAttribute('href'))!.split('/').pop()}`);
  await expect(page.getByRole('link', { name: 'Back to Properties' })).toHaveAttribute('href', search);
});
