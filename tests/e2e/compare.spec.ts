import type { Locator, Page } from '@playwright/test';
import { escapeRe, expect, expectAccessible, listings, signedInPage, test, toastsGone } from './fixtures';

// Compare (docs/product.md#compare): a buyer ticks up to three listings on their cards, a fourth is
// refused, and /compare?ids=… shows them side by side with their differences; the link is the
// comparison, so it opens the same in another browser.

const PHONE = { width: 375, height: 812 };

const tray = (page: Page) => page.getByRole('region', { name: 'Compare listings' });
const columnTitles = (page: Page) => page.getByRole('columnheader').getByRole('link');
const cardTitle = (card: Locator) => card.getByRole('heading', { level: 3 }).innerText();
const idsIn = (url: string) => new URL(url).searchParams.get('ids');

test('a buyer compares three listings from /buy; a fourth is refused; Remove and the shared link keep the comparison', async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, baseURL, 'buyer');
  await page.goto('/buy');
  await expect(page.getByRole('heading', { name: 'Available Properties' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.nth(3)).toBeVisible();
  const titles = await Promise.all([0, 1, 2, 3].map((i) => cardTitle(cards.nth(i))));

  for (const title of titles.slice(0, 3)) await page.getByRole('checkbox', { name: `Compare ${title}` }).check();
  // Each ticked title, then its remove button.
  await expect(tray(page).getByRole('listitem')).toHaveText(titles.slice(0, 3).map((t) => new RegExp(`^${escapeRe(t)}Remove`)));
  await expect(tray(page).getByRole('link', { name: 'Compare (3)' })).toBeVisible();

  // The fourth is refused, and the tray says why.
  const fourth = page.getByRole('checkbox', { name: `Compare ${titles[3]}` });
  await fourth.click();
  await expect(fourth).not.toBeChecked();
  await expect(tray(page).getByRole('status')).toHaveText('You can compare up to 3 listings: remove one first.');
  await expect(tray(page).getByRole('listitem')).toHaveCount(3);
  await expectAccessible(page);

  // The ticks last across pages of the tab.
  await cards
    .first()
    .getByRole('link', { name: /^View Details/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: titles[0] })).toBeVisible();
  await expect(tray(page).getByRole('listitem')).toHaveCount(3);

  await tray(page).getByRole('link', { name: 'Compare (3)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compare Listings' })).toBeVisible();
  await expect(columnTitles(page)).toHaveText(titles.slice(0, 3));
  const ids = idsIn(page.url())!.split(',');
  expect(ids).toHaveLength(3);
  // Three demo listings differ somewhere: the row says so, to the eye and to a screen reader.
  const differing = page.getByRole('rowheader', { name: /Differs$/ });
  await expect(differing.first()).toBeVisible();
  // …and is tinted (a row alike keeps the card's plain background).
  const tint = await page
    .getByRole('row')
    .filter({ has: differing })
    .first()
    .evaluate((row) => getComputedStyle(row).backgroundColor);
  expect(tint).not.toBe('rgba(0, 0, 0, 0)');
  await expect(tray(page)).toHaveCount(0);
  await expectAccessible(page);

  // Remove rewrites the link; focus moves to the next column's Remove.
  await page.getByRole('button', { name: `Remove ${titles[1]} from the comparison` }).click();
  await expect(columnTitles(page)).toHaveText([titles[0], titles[2]]);
  expect(idsIn(page.url())).toBe(`${ids[0]},${ids[2]}`);
  await expect(page.getByRole('button', { name: `Remove ${titles[2]} from the comparison` })).toBeFocused();

  // Copy link copies the comparison as it is now.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared).toBe(page.url());
  await toastsGone(page);

  // The link opens the same comparison in a fresh browser, signed out, on a phone.
  const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(shared);
  await expect(phone.getByRole('heading', { level: 1, name: 'Compare Listings' })).toBeVisible();
  await expect(columnTitles(phone)).toHaveText([titles[0], titles[2]]);
  await expectAccessible(phone);
  // The table scrolls sideways inside its card; the row headers stay in view.
  const scroller = phone.locator('[data-slot="table-container"]');
  const area = phone.getByRole('rowheader', { name: /^Area/ });
  const before = (await area.boundingBox())!.x;
  await scroller.evaluate((el) => el.scrollBy({ left: 200 }));
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect((await area.boundingBox())!.x).toBe(before);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await context.close();
  await page.context().close();
});

test('a comparison link with a word, an unknown listing and a fourth says so and compares the rest', async ({ page, request }) => {
  const [a, b, c] = await listings(request);
  await page.goto(`/compare?ids=abc,${a.id},99999999,${b.id},${c.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare Listings' })).toBeVisible();
  const notices = page.getByRole('list', { name: 'Not compared' });
  await expect(notices).toContainText('“abc” is not a listing number.');
  await expect(notices).toContainText('Listing #99999999 was not found');
  await expect(notices).toContainText(`Up to 3 listings can be compared: #${c.id} left out.`);
  await expect(columnTitles(page)).toHaveText([a.title, b.title]);
  await expectAccessible(page);

  await page.goto('/compare');
  await expect(page.getByRole('heading', { name: 'Nothing to compare yet' })).toBeVisible();
});

test('on a phone the tick is a 44 px target and the tray stays clear of a listing’s bar of actions; Enter on its remove button unticks', async ({
  browser,
  baseURL,
  request,
}) => {
  const [a] = await listings(request, '&forSale=true');
  const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/buy');
  const card = page.getByRole('article').filter({ hasText: a.title }).first();
  await card.getByRole('checkbox', { name: `Compare ${a.title}` }).tap();
  const box = (await card.locator('label').filter({ hasText: 'Compare' }).boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await expect(tray(page).getByRole('link', { name: 'Compare (1)' })).toBeVisible();

  await page.goto(`/properties/${a.id}`);
  const bar = page.getByRole('region', { name: 'Quick actions' });
  await expect(bar).toBeVisible();
  await expect(tray(page)).toBeVisible();
  const trayBox = (await tray(page).boundingBox())!;
  const barBox = (await bar.boundingBox())!;
  expect(trayBox.y + trayBox.height).toBeLessThanOrEqual(barBox.y + 1);
  await expectAccessible(page);

  // Untick from the tray with the keyboard alone.
  await tray(page)
    .getByRole('button', { name: `Remove ${a.title} from the comparison` })
    .focus();
  await page.keyboard.press('Enter');
  await expect(tray(page)).toHaveCount(0);
  await context.close();
});
