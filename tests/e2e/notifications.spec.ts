import type { Page } from '@playwright/test';
import { formatPrice } from '../../src/shared/format';
import { developerListing, escapeRe, expect, expectAccessible, signedInPage, test, toastsGone, userId } from './fixtures';

// The bell and the unread badges in the browser (docs/product.md#notifications): a buyer's offer
// reaches the owner's bell; opening it, or My Bids, reads it.

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const myBids = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Bids', exact: true });

test("a buyer's offer shows in the developer's bell; opening it goes to Received Bids and clears the count", async ({
  browser,
  baseURL,
}) => {
  const developer = await signedInPage(browser, baseURL, 'developer');
  const buyer = await signedInPage(browser, baseURL, 'buyer');
  const listing = await developerListing(buyer.request, await userId(developer.request));
  // Whatever other tests left unread, the developer starts at zero.
  expect((await developer.request.post('/api/notifications/read', { data: { all: true } })).ok()).toBe(true);
  await developer.goto('/');
  await expect(bell(developer)).toHaveAccessibleName('Notifications');

  const amount = Math.round(Number(listing.price) * 0.95) + Math.floor(Math.random() * 900) + 1;
  await buyer.goto(`/properties/${listing.id}`);
  await buyer.getByRole('button', { name: 'Make Offer' }).click();
  await buyer.getByLabel('Bid Amount (SAR)').fill(String(amount));
  await buyer.getByRole('button', { name: 'Submit Bid' }).click();
  await expect(buyer.getByText('Bid Submitted')).toBeVisible();
  // The buyer is not told of their own offer.
  await expect(bell(buyer)).toHaveAccessibleName(/^Notifications/);
  expect(
    ((await (await buyer.request.get('/api/notifications')).json()) as { items: { kind: string }[] }).items.map((n) => n.kind),
  ).not.toContain('offer-received');

  // The developer's next look (a reload, or the minute's poll) counts it.
  await developer.reload();
  await expect(bell(developer)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(myBids(developer)).toHaveAccessibleDescription('1 unread');
  await bell(developer).click();
  const item = developer.getByRole('menuitem', { name: new RegExp(`^Unread: New offer on ${escapeRe(listing.title)}`) });
  await expect(item).toContainText(`Abdullah offered ${formatPrice(amount, 'SAR')}.`);
  await expectAccessible(developer);
  await item.click();

  await developer.waitForURL((url) => url.pathname === '/bids' && url.searchParams.get('tab') === 'received');
  await expect(developer.getByRole('tab', { name: /Received Bids/ })).toHaveAttribute('aria-selected', 'true');
  await expect(bell(developer)).toHaveAccessibleName('Notifications');
  await expect(myBids(developer)).not.toHaveAttribute('aria-describedby');
  await toastsGone(developer);
  await expectAccessible(developer);

  // /notifications lists it, read now.
  await developer.goto('/notifications');
  const list = developer.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('link').first()).toContainText(`New offer on ${listing.title}`);
  await expect(list.getByRole('link').first()).not.toContainText('Unread:');
  await expectAccessible(developer);

  for (const page of [developer, buyer]) await page.context().close();
});

test('opening My Bids reads the offers; the Unread filter of /notifications empties with "Mark all as read"', async ({
  browser,
  baseURL,
}) => {
  const developer = await signedInPage(browser, baseURL, 'developer');
  const investor = await signedInPage(browser, baseURL, 'investor');
  const listing = await developerListing(investor.request, await userId(developer.request));
  expect((await developer.request.post('/api/notifications/read', { data: { all: true } })).ok()).toBe(true);

  const bidAmount = String(Math.round(Number(listing.price) * 0.9) + Math.floor(Math.random() * 900) + 1);
  expect((await investor.request.post(`/api/properties/${listing.id}/bids`, { data: { bidAmount } })).status()).toBe(201);

  await developer.goto('/notifications?tab=unread');
  await expect(developer.getByRole('tab', { name: 'Unread (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(developer.getByRole('list', { name: 'Notifications' }).getByRole('link')).toHaveCount(1);
  await expect(myBids(developer)).toHaveAccessibleDescription('1 unread');
  await expectAccessible(developer);

  // My Bids, opened from the header, reads it.
  await myBids(developer).click();
  await expect(developer.getByRole('heading', { level: 1, name: 'My Bids' })).toBeVisible();
  await expect(bell(developer)).toHaveAccessibleName('Notifications');
  await expect(myBids(developer)).not.toHaveAttribute('aria-describedby');

  // Another one, read with "Mark all as read" on the page.
  const more = String(Number(bidAmount) + 1_000);
  expect((await investor.request.post(`/api/properties/${listing.id}/bids`, { data: { bidAmount: more } })).status()).toBe(201);
  await developer.goto('/notifications?tab=unread');
  await expect(developer.getByRole('list', { name: 'Notifications' }).getByRole('link')).toHaveCount(1);
  await developer.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(developer.getByRole('heading', { name: "You're All Caught Up" })).toBeVisible();
  await expect(bell(developer)).toHaveAccessibleName('Notifications');

  for (const page of [developer, investor]) await page.context().close();
});
