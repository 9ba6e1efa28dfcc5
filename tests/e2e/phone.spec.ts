import type { Page } from '@playwright/test';
import { demo, expect, signIn, test } from './fixtures';

// Phone width (390 × 844, an iPhone 12–15): every main page fits the screen without sideways
// scrolling, what a visitor came for is on screen, and a full-page screenshot of each is kept in
// test-results/phone-*/ for a person to look at.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Nothing wider than the screen: no sideways scrolling, and no element sticking out of it. */
async function expectFitsTheScreen(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        // Invisible helpers (a checkbox's hidden native input, screen-reader-only text) are not seen.
        const style = getComputedStyle(el);
        if (style.opacity === '0' || style.visibility === 'hidden' || el.closest('.sr-only')) return false;
        // Content inside a horizontally scrolling box (tables, thumbnail strips) may be wider.
        for (let p = el.parentElement; p; p = p.parentElement) {
          const o = getComputedStyle(p).overflowX;
          if (o === 'auto' || o === 'scroll' || o === 'hidden') return false;
        }
        return r.right > width + 1 || r.left < -1;
      })
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')} (${Math.round(el.getBoundingClientRect().right)}px)`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, width, wide };
  });
  expect(overflow.wide, `elements wider than the ${overflow.width}px screen`).toEqual([]);
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.width);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const path = test.info().outputPath(`${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-390px.png`);
  await page.screenshot({ path, fullPage: true });
}

test('the public pages fit a phone screen, with their main content in view', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expectFitsTheScreen(page);
  await shoot(page, 'landing');

  await page.goto('/buy');
  await expect(page.getByRole('heading', { name: 'Available Properties' })).toBeVisible();
  await expect(page.getByText(/\d[\d,+]* properties found/)).toBeVisible();
  await expectFitsTheScreen(page);
  await shoot(page, 'buy');

  // The first listing's page: its price and the offer button come right after the facts.
  const first = page.getByRole('article').first().getByRole('link').first();
  await first.click();
  await expect(page).toHaveURL(/\/properties\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const price = page.getByTestId('property-price');
  await price.scrollIntoViewIfNeeded();
  await expect(price).toBeInViewport();
  const priceTop = (await price.boundingBox())!.y;
  const descriptionTop = (await page.getByRole('heading', { name: 'Description' }).boundingBox())!.y;
  expect(priceTop).toBeLessThan(descriptionTop);
  await expectFitsTheScreen(page);
  await shoot(page, 'property detail');

  await page.goto('/invest');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFitsTheScreen(page);
  await shoot(page, 'invest');
});

test('a developer’s pages fit a phone screen: list a property, bids, messages', async ({ page }) => {
  await signIn(page, demo('developer').email, demo('developer').password);
  for (const [path, heading] of [
    ['/sell', 'Create New Property Listing'],
    ['/bids?tab=received', 'My Bids'],
    ['/messages?tab=received', 'Messages'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expectFitsTheScreen(page);
    await shoot(page, path);
  }
});

test('the admin dashboard fits a phone screen; its tables scroll inside their cards', async ({ page }) => {
  await signIn(page, demo('admin').email, demo('admin').password);
  for (const tab of ['analytics', 'properties', 'users'] as const) {
    await page.goto(tab === 'analytics' ? '/admin' : `/admin?tab=${tab}`);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('tab', { selected: true })).toBeInViewport();
    await expectFitsTheScreen(page);
    await shoot(page, `admin ${tab}`);
  }
});
