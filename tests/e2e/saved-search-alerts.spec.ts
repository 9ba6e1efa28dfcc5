import type { Page } from '@playwright/test';
import { demo, emailedLink, escapeRe, expect, expectAccessible, signedInPage, test, toastsGone } from './fixtures';

// A saved search's alert, end to end (docs/product.md#saved-searches, #alerts): a buyer saves
// "Villas in Riyadh" on /buy; a developer lists a villa in Riyadh; the buyer's bell tells of it and
// the instant e-mail links to it; the Saved page shows the new match, and Run opens the search.

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** The buyer starts with no saved search and nothing unread, whatever other tests of this worker left. */
async function freshBuyer(page: Page) {
  const list = (await (await page.request.get('/api/saved-searches')).json()) as { items: { id: number }[] };
  for (const { id } of list.items) expect((await page.request.delete(`/api/saved-searches/${id}`)).status()).toBe(204);
  expect((await page.request.post('/api/notifications/read', { data: { all: true } })).ok()).toBe(true);
}

test('a buyer saves "Villas in Riyadh"; a new villa there reaches their bell and their e-mail, and the Saved page runs the search', async ({
  browser,
  baseURL,
  mail,
}) => {
  const buyer = await signedInPage(browser, baseURL, 'buyer');
  const developer = await signedInPage(browser, baseURL, 'developer');
  await freshBuyer(buyer);

  // The buyer's search, and "Save this search" with the name it suggests and Instant e-mails.
  await buyer.goto('/buy?forSale=true&forRent=false&city=Riyadh&propertyType=villa');
  await expect(buyer.getByRole('list', { name: 'Active filters' })).toContainText('City: Riyadh');
  await buyer.getByRole('button', { name: 'Save this search' }).click();
  const dialog = buyer.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Villas in Riyadh');
  await expect(dialog.getByRole('radio', { name: /^Instant/ })).toBeChecked();
  await expectAccessible(buyer);
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(buyer.getByText('Search saved')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // A developer lists a villa in Riyadh.
  const title = `E2E Alert Villa ${Date.now()}`;
  const created = await developer.request.post('/api/properties', {
    data: {
      title,
      price: '2750000',
      city: 'Riyadh',
      neighborhood: 'Al Malqa',
      propertyType: 'villa',
      area: '420',
      bedrooms: 5,
      forSale: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // The worker announces it within seconds: the buyer's next look (a reload) counts it in the bell.
  await expect(async () => {
    await buyer.reload();
    await expect(bell(buyer)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await bell(buyer).click();
  const item = buyer.getByRole('menuitem', { name: new RegExp(`^Unread: New listing for “Villas in Riyadh”`) });
  await expect(item).toContainText(title);
  await expectAccessible(buyer);
  await buyer.keyboard.press('Escape');

  // The instant e-mail links to the listing, and the link opens it.
  const link = await emailedLink(mail, demo('buyer').email, `/properties/${id}`);
  await buyer.goto(link);
  await expect(buyer.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The Saved page: the search with its new match; Run opens /buy with its filters, the villa first.
  await buyer.goto('/saved');
  const saved = buyer.getByRole('list', { name: 'Saved searches' }).getByRole('listitem').filter({ hasText: 'Villas in Riyadh' });
  await expect(saved).toContainText('1 new');
  await expect(saved).toContainText('For sale · Riyadh · Villa');
  await expect(saved).toContainText(/\d+ matches/);
  await toastsGone(buyer);
  await expectAccessible(buyer);
  await saved.getByRole('button', { name: 'Run Villas in Riyadh' }).click();

  await buyer.waitForURL((url) => url.pathname === '/buy');
  const query = Object.fromEntries(new URL(buyer.url()).searchParams);
  expect(query).toEqual({ forSale: 'true', forRent: 'false', city: 'Riyadh', propertyType: 'villa' });
  await expect(buyer.getByRole('article', { name: new RegExp(escapeRe(title)) })).toBeVisible();

  // Run saw it: back on the Saved page, nothing is new.
  await buyer.goto('/saved');
  await expect(saved).toContainText('Villas in Riyadh');
  await expect(saved).not.toContainText(' new');

  for (const page of [developer, buyer]) await page.context().close();
});
