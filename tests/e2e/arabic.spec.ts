import type { Page } from '@playwright/test';
import fs from 'node:fs';
import { CATALOG_FILES, readCatalog } from '../../scripts/vite-catalogs';
import { englishLeft, expectArabicPage } from './arabic-helpers';
import { demo, expect, listings, signedInPage, test, toastsGone } from './fixtures';

// Issue 22: the site in Arabic (docs/product.md#languages), walked as a reader of Arabic would, at
// desktop and phone width: each page in Arabic and right to left from its first response, with no
// English of ours left, nothing wider than the screen, and accessible. The interface's words are
// looked up in the catalogs by their English, so the test follows the translation.

const ROOT = new URL('../..', import.meta.url).pathname;
const FEATURES = fs.readdirSync(`${ROOT}src/client/features`);
const CATALOG: Record<string, string> = Object.assign(
  {},
  ...[...Object.keys(CATALOG_FILES), ...FEATURES].map((namespace) => readCatalog(ROOT, namespace)),
);

/** The Arabic of one of our English messages. */
function ar(english: string): string {
  const arabic = CATALOG[english];
  if (!arabic) throw new Error(`no Arabic for "${english}"`);
  return arabic;
}

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

async function arabicPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectArabicPage(page);
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`in Arabic on a ${name}`, () => {
    test.use({ viewport });

    test('the landing, the search with filters, chips, the map and paging, and a listing', async ({ page }) => {
      // The first response is already Arabic, right to left.
      const html = await (await page.request.get('/ar')).text();
      expect(html).toContain('<html lang="ar" dir="rtl">');
      await arabicPage(page, '/ar');
      await expect(page.locator('a[hreflang="en"]').first()).toHaveAttribute('href', '/');

      await arabicPage(page, '/ar/buy');
      const cards = page.locator('main a[href^="/ar/properties/"]');
      await expect(cards.first()).toBeVisible();

      // Filters from the address, shown as chips in Arabic.
      await arabicPage(page, '/ar/buy?forSale=true&city=Riyadh&propertyType=villa');
      await expect(page.getByText(ar('Riyadh')).filter({ visible: true }).first()).toBeVisible();
      // The next page of results.
      await arabicPage(page, '/ar/buy?page=2');
      // The map.
      await arabicPage(page, '/ar/buy?forSale=true&forRent=false&view=map');

      // A listing, opened from the results.
      await page.goto('/ar/buy');
      await page.locator('main a[href^="/ar/properties/"]').first().click();
      await expect(page).toHaveURL(/\/ar\/properties\/\d+$/);
      await expectArabicPage(page);
    });

    test('an investor opens the payment modal of an opportunity', async ({ browser, baseURL }) => {
      const page = await signedInPage(browser, baseURL, 'investor');
      await arabicPage(page, '/ar/invest');
      await page.locator('main a[href^="/ar/investments/"]').first().click();
      await expect(page).toHaveURL(/\/ar\/investments\/\d+$/);
      await expectArabicPage(page);
      const invest = page.getByRole('button', { name: ar('Invest Now') });
      if (await invest.isVisible()) {
        await invest.click();
        await page.getByRole('button', { name: ar('Proceed to Payment') }).click();
        const dialog = page.getByRole('dialog', { name: ar('Choose Payment Method') });
        await expect(dialog).toBeVisible();
        await expectArabicPage(page);
      }
    });

    test('an admin reads every tab of the dashboard', async ({ page }) => {
      const admin = demo('admin');
      await page.goto('/ar/login');
      await page.getByLabel(ar('Email address')).fill(admin.email);
      await page.locator('input#password').fill(admin.password);
      await page.getByRole('button', { name: ar('Sign In') }).click();
      await expect(page).toHaveURL(/\/ar\/?$/);
      await arabicPage(page, '/ar/admin');
      const tabs = page.getByRole('tab');
      for (let i = 0; i < (await tabs.count()); i++) {
        await tabs.nth(i).click();
        await expectArabicPage(page);
      }
    });

    test('a new account signs up, makes an offer and sends an inquiry, typing Arabic digits', async ({ page, request }) => {
      const email = `arabic.${Date.now()}@example.sa`;
      await page.goto('/ar/signup');
      await expectArabicPage(page);
      await page.getByLabel(ar('First name')).fill('هدى');
      await page.getByLabel(ar('Last name')).fill('الحربي');
      await page.getByLabel(ar('Email address')).fill(email);
      await page.locator('input#password').fill('palm-trees-at-dusk');
      await page.getByRole('button', { name: ar('Next') }).click();
      await page.getByRole('checkbox', { name: new RegExp(ar('Privacy Policy')) }).click();
      await page.getByRole('checkbox', { name: new RegExp(ar('Terms of Service')) }).click();
      await page.getByRole('button', { name: ar('Next') }).click();
      await page.getByRole('button', { name: ar('Create Account') }).click();
      await expect(page).toHaveURL(/\/ar\/?$/);
      await expectArabicPage(page);

      // An offer on an active listing for sale, its amount typed in Arabic-Indic digits.
      const listing = (await listings(request, '&forSale=true')).find((p) => p.status === 'active' && p.currency === 'SAR')!;
      await arabicPage(page, `/ar/properties/${listing.id}`);
      await page
        .getByRole('button', { name: ar('Make Offer') })
        .filter({ visible: true })
        .first()
        .click();
      const offer = Math.round(Number(listing.price) * 0.95);
      const arabicDigits = String(offer).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]);
      await page.getByLabel(ar('Bid Amount (SAR)')).pressSequentially(arabicDigits);
      await expect(page.getByLabel(ar('Bid Amount (SAR)'))).toHaveValue(offer.toLocaleString('en-US'));
      await expectArabicPage(page);
      await page.getByRole('button', { name: ar('Submit Bid') }).click();
      await expect(page.getByText(ar('Bid Submitted')).first()).toBeVisible();

      // An inquiry, its phone typed as ٠٥xxxxxxxx.
      await page
        .getByRole('button', { name: ar('Contact Owner') })
        .filter({ visible: true })
        .first()
        .click();
      await page.getByRole('textbox', { name: ar('Message'), exact: true }).fill('هل العقار متاح للمعاينة هذا الأسبوع؟');
      await page.getByLabel(ar('Contact Phone')).fill('٠٥١٢٣٤٥٦٧٨');
      // (axe reads a toast that is fading out at partial contrast: the offer's is gone first.)
      await toastsGone(page);
      await expectArabicPage(page);
      await page.getByRole('button', { name: ar('Send Inquiry') }).click();
      await expect(page.getByText(ar('Inquiry Sent!')).first()).toBeVisible();
    });
  });
}

test('the English pages keep their English, and the switch goes to the Arabic twin', async ({ page }) => {
  await page.goto('/buy?city=Riyadh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const toArabic = page.locator('a[hreflang="ar"]').first();
  await expect(toArabic).toHaveText('العربية');
  await toArabic.click();
  await expect(page).toHaveURL(/\/ar\/buy\?city=Riyadh$/);
  expect(await englishLeft(page)).toEqual([]);
  // The choice is remembered: the site's root opens in Arabic.
  await page.goto('/');
  await expect(page).toHaveURL(/\/ar$/);
});
