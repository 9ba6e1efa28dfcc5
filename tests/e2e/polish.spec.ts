import type { Locator, Page } from '@playwright/test';
import { formatSar } from '../../src/shared/money';
import { expectNamesHoldTheirWords } from './axe-rules';
import { demo, expect, expectAccessible, listings, signedInPage, signIn, test } from './fixtures';
import type { ApiSchema } from '../../src/client/lib/api-client';

// Small things a careful visitor trips over (issue 23): what /sell offers a visitor, a footer whose
// links look like links, figures that agree with the data, a listing's features named once, and
// toasts that cover nothing one needs. Expected figures come from the API.

/** Whether two elements' boxes on screen overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** A toast on screen, once it has finished rising. */
async function toastShown(page: Page): Promise<Locator> {
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toBeVisible();
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  return toast;
}

test('a visitor on /sell can sign in or create a seller account', async ({ page }) => {
  await page.goto('/sell');
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In to Continue' })).toHaveAttribute('href', /^\/api\/login/);
  const create = page.getByRole('link', { name: 'Create a seller account' });
  await expect(create).toHaveAttribute('href', '/signup?role=developer');
  await expectAccessible(page);
  await expectNamesHoldTheirWords(page);
  await create.click();
  await expect(page).toHaveURL(/\/signup\?role=developer$/);
  await expect(page.getByRole('radio', { name: /Developer/ })).toBeChecked();
});

test('sign-in: a signed-in visitor goes on to where sign-in leads; a refused form drops the last answer', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(demo('buyer').email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  // Sent again with no password: only the field's own message, not the stale answer beside it.
  await page.getByLabel('Password').fill('');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toHaveCount(0);

  await signIn(page, demo('buyer').email, demo('buyer').password);
  await page.goto('/login?returnTo=%2Fbids');
  await expect(page).toHaveURL(/\/bids$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
});

test("the footer's links look like links and lead somewhere; the items without a page are plain text", async ({ page }) => {
  await page.goto('/terms');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', 'mailto:support@manzil.sa');
  for (const name of ['Buy Property', 'Market Analytics', 'Terms of Service', 'API Documentation', 'Contact Us']) {
    await expect(footer.getByRole('link', { name })).toHaveCSS('text-decoration-line', 'underline');
  }
  for (const text of ['Help Center', 'Cookie Policy', 'Developer Resources', 'Compliance']) {
    await expect(footer.getByText(text, { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: text })).toHaveCount(0);
    await expect(footer.getByText(text, { exact: true })).toHaveCSS('text-decoration-line', 'none');
  }
  // The preview banner is a landmark of its own: nothing on the page sits outside one.
  await expect(page.getByRole('complementary', { name: 'Preview notice' })).toContainText('Preview: listings are demo data');
  await expectAccessible(page);
});

test("the landing page's Invest card quotes the real lowest minimum; /invest calls its fixed figures averages", async ({ page }) => {
  const res = await page.request.get('/api/investments');
  const active = ((await res.json()) as Array<ApiSchema['Investment']>).filter((i) => i.status === 'active');
  expect(active.length, 'the seed has active opportunities').toBeGreaterThan(0);
  const lowest = active.map((i) => i.minimumInvestment).sort((a, b) => Number(a) - Number(b))[0];

  await page.goto('/');
  const invest = page
    .getByRole('link', { name: /^Invest/ })
    .filter({ hasText: 'REITs, funds and development projects' })
    .first();
  await expect(invest).toContainText(`REITs, funds and development projects, from ${formatSar(lowest)} SAR.`);

  await page.goto('/invest');
  await expect(page.getByText('Platform averages.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Platform averages' })).toContainText('25,000');
  await expectAccessible(page);
});

test("a listing's features and amenities name each thing once", async ({ page }) => {
  const withPool = (await listings(page.request, '&amenities=pool')).find((p) => p.amenities.includes('Swimming Pool'));
  expect(withPool, 'the seed has a listing with the pool switch and the Swimming Pool amenity').toBeDefined();
  await page.goto(`/properties/${withPool!.id}`);
  await expect(page.getByRole('heading', { name: 'Features & Amenities' })).toBeVisible();
  const features = page.getByRole('heading', { name: 'Features & Amenities' }).locator('xpath=ancestor::*[@data-slot="card"][1]');
  const items = await features.getByRole('listitem').allTextContents();
  expect(items.map((t) => t.trim())).toContain('Swimming Pool');
  expect(items.map((t) => t.trim())).not.toContain('Pool');
  expect(new Set(items).size).toBe(items.length);
  if (withPool!.amenities.includes('Security')) expect(items.map((t) => t.trim())).not.toContain('Security');
});

test('a toast covers neither the account menu nor, on a phone, the listing bar of actions', async ({ browser, baseURL }) => {
  const page = await signedInPage(browser, baseURL, 'buyer');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const [listing] = await listings(page.request, '&forSale=true');
  await page.goto(`/properties/${listing.id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  const toast = await toastShown(page);
  await expect(toast).toContainText('Link copied');
  expect(await overlap(toast, page.getByRole('button', { name: 'Account menu' }))).toBe(false);
  expect(await overlap(toast, page.getByRole('button', { name: 'Make Offer' }).first())).toBe(false);
  await page.context().close();

  const phone = await signedInPage(browser, baseURL, 'buyer', async (p) => {
    await p.setViewportSize({ width: 375, height: 812 });
  });
  await phone.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await phone.goto(`/properties/${listing.id}`);
  await phone.getByRole('button', { name: 'Share' }).click();
  await phone.getByRole('menuitem', { name: 'Copy link' }).click();
  const phoneToast = await toastShown(phone);
  const bar = phone.getByRole('button', { name: 'Make Offer' }).last();
  await expect(bar).toBeInViewport();
  expect(await overlap(phoneToast, bar)).toBe(false);
  expect(await overlap(phoneToast, phone.getByRole('button', { name: 'Account menu' }))).toBe(false);
  await phone.context().close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the landing's statistics keep their words inside their cards, and the figures of a row line up", async ({ page }) => {
    await page.goto('/');
    const stats = page.getByRole('region', { name: 'Market Statistics' }).getByRole('listitem');
    await expect(stats.filter({ hasText: 'Monthly Transactions' })).toBeVisible();
    for (const label of ['Active Listings', 'Active Investments', 'Registered Users', 'Monthly Transactions']) {
      const card = stats.filter({ hasText: label });
      const [box, words] = [await card.boundingBox(), await card.getByText(label, { exact: true }).boundingBox()];
      // At least 12 px of the card on either side of its words.
      expect(words!.x - box!.x, label).toBeGreaterThanOrEqual(12);
      expect(box!.x + box!.width - (words!.x + words!.width), label).toBeGreaterThanOrEqual(12);
    }
    const figureTop = async (label: string) => (await stats.filter({ hasText: label }).locator('.text-2xl').boundingBox())!.y;
    expect(await figureTop('Active Investments')).toBe(await figureTop('Active Listings'));
    expect(await figureTop('Monthly Transactions')).toBe(await figureTop('Registered Users'));
  });
});

test("the project form's fields side by side stay aligned when one of them shows its message", async ({ page }) => {
  const admin = demo('admin');
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin?tab=projects');
  await page.getByRole('button', { name: 'Create Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Development Project' });
  await dialog.getByLabel('Project Name').fill('Aligned Towers');
  await dialog.getByLabel('Location').fill('Al Olaya');
  await dialog.getByLabel('Total Units').fill('0');
  await dialog.getByLabel('Completed Units').fill('3');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog.getByText('Total units must be a positive whole number')).toBeVisible();
  const top = async (label: string) => (await dialog.getByLabel(label).boundingBox())!.y;
  expect(await top('Completed Units')).toBe(await top('Total Units'));
  // The same beside the city's message ("City is required").
  expect(await top('Location')).toBe(await top('City'));
});
