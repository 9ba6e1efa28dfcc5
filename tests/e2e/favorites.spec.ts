import type { Locator, Page } from '@playwright/test';
import { demo, escapeRe, expect, expectAccessible, listings, signedInPage, test, toastsGone } from './fixtures';

// Favourites and recently viewed (docs/product.md#favourites, #recently-viewed): a signed-out visitor's
// heart asks to sign in and saves the listing once they are in; the Saved page lists it, and its
// heart removes it; the home page shows the listings last opened.

const heartOf = (page: Page | Locator, title: string) => page.getByRole('button', { name: new RegExp(`^Saved? ${escapeRe(title)}$`) });

test('a signed-out visitor hearts a listing, signs in, and finds it saved; the Saved page lists it and removes it', async ({
  page,
  request,
}) => {
  // A listing the demo buyer has not saved yet (the demo data saves two Riyadh villas).
  const buyer = demo('buyer');
  expect((await request.post('/api/auth/login', { data: { email: buyer.email, password: buyer.password } })).ok()).toBe(true);
  const saved = ((await (await request.get('/api/favorites/ids')).json()) as { ids: number[] }).ids;
  const listing = (await listings(request, '&city=Riyadh')).find((l) => !saved.includes(l.id))!;
  await page.goto(`/properties/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();

  // Signed out: the heart asks to sign in, as Make Offer does, and comes back here.
  await heartOf(page, listing.title).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await page.getByLabel('Email address').fill(buyer.email);
  await page.getByLabel('Password').fill(buyer.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/${listing.id}$`));
  await expect(page.getByText(`${listing.title} is in your Saved listings.`)).toBeVisible();
  await expect(heartOf(page, listing.title)).toHaveAttribute('aria-pressed', 'true');
  // Saved on the server, not only on screen.
  expect(((await (await page.request.get('/api/favorites/ids')).json()) as { ids: number[] }).ids).toContain(listing.id);

  // The header's Saved link leads to it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
  const favourites = page.getByRole('list', { name: 'Favourites' });
  const card = favourites.getByRole('article', { name: listing.title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Saved just now');
  await expect(page.getByRole('heading', { name: 'Saved searches' })).toBeVisible();
  await toastsGone(page);
  await expectAccessible(page);

  // Its heart removes it: at once on screen, and gone from the list when the page is next opened.
  await heartOf(card, listing.title).click();
  await expect(heartOf(card, listing.title)).toHaveAttribute('aria-pressed', 'false');
  await expect
    .poll(async () => ((await (await page.request.get('/api/favorites/ids')).json()) as { ids: number[] }).ids)
    .not.toContain(listing.id);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Favourites' })).toBeVisible();
  await expect(page.getByRole('article', { name: listing.title })).toHaveCount(0);
});

test('the home page shows the listings a buyer opened, the last opened first', async ({ browser, baseURL }) => {
  const page = await signedInPage(browser, baseURL, 'buyer');
  const [first, second] = await listings(page.request, '&city=Jeddah');
  for (const listing of [first, second]) {
    const noted = page.waitForResponse((r) => r.url().endsWith(`/api/recently-viewed/${listing.id}`) && r.request().method() === 'PUT');
    await page.goto(`/properties/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    expect((await noted).status()).toBe(204);
  }

  await page.goto('/');
  const row = page.getByRole('list', { name: 'Recently viewed' });
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toBeVisible();
  await expect(row.getByRole('article').nth(0)).toHaveAccessibleName(second.title);
  await expect(row.getByRole('article').nth(1)).toHaveAccessibleName(first.title);
  await expectAccessible(page);
});
