import type { Page } from '@playwright/test';
import type { ApiSchema } from '../../src/client/lib/api-client';
import { expect, expectAccessible, signedInPage, test } from './fixtures';

// The signed-in home fits the role (docs/product.md#home), against the production build and the demo
// seed: the demo buyer's home counts their offers by state and shows the latest; the demo developer's
// shows their listings, the offers waiting on them and the unanswered inquiries. What the home should
// say is read from the API as the same user, so the journeys hold whatever other specs changed.

type MyBid = ApiSchema['MyBid'];
type OwnerBid = ApiSchema['OwnerBid'];
type OwnerListing = ApiSchema['OwnerListing'];

const waiting = (b: { status: string; validUntil: string | null }) =>
  b.status === 'pending' && (b.validUntil === null || Date.parse(b.validUntil) > Date.now());

async function get<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

test("the demo buyer's home shows their offers with counts by state and the latest, linking to My Bids", async ({ browser, baseURL }) => {
  const buyer = await signedInPage(browser, baseURL, 'buyer');
  const bids = await get<MyBid[]>(buyer, '/api/user/bids');
  expect(bids.length).toBeGreaterThan(0);

  await buyer.goto('/');
  const offers = buyer.getByRole('region', { name: 'Your Offers' });
  await expect(offers).toBeVisible();
  await expect(buyer.getByTestId('home-my-offers-count-pending')).toHaveText(String(bids.filter(waiting).length));
  await expect(buyer.getByTestId('home-my-offers-count-accepted')).toHaveText(String(bids.filter((b) => b.status === 'accepted').length));
  await expect(buyer.getByTestId('home-my-offers-count-rejected')).toHaveText(String(bids.filter((b) => b.status === 'rejected').length));
  await expect(buyer.getByRole('region', { name: 'Your Inquiries' })).toBeVisible();
  // A buyer's home has no seller blocks.
  await expect(buyer.getByRole('region', { name: 'Your Listings' })).toHaveCount(0);

  const latest = offers.getByRole('list', { name: 'Latest offers' }).getByRole('listitem');
  await expect(latest).toHaveCount(Math.min(3, bids.length));
  const newest = [...bids].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
  await expect(latest.first().getByRole('link')).toHaveAttribute('href', `/properties/${newest.propertyId}`);
  await expectAccessible(buyer);

  await offers.getByRole('link', { name: 'View My Bids' }).click();
  await expect(buyer).toHaveURL(/\/bids$/);
  await expect(buyer.getByRole('heading', { level: 1, name: 'My Bids' })).toBeVisible();
  await buyer.context().close();
});

test("the demo developer's home shows their listings' pending offers and unanswered inquiries", async ({ browser, baseURL }) => {
  const developer = await signedInPage(browser, baseURL, 'developer');
  const listings = await get<{ items: OwnerListing[]; total: number }>(developer, '/api/owner/properties?pageSize=100');
  const received = await get<{ items: OwnerBid[]; total: number }>(developer, '/api/owner/bids?pageSize=20');
  const pending = received.items.filter(waiting);
  // The first page puts waiting offers first: when it holds nothing else and there is more, the home says "20+".
  const more = received.total > received.items.length && received.items.every((b) => b.status === 'pending');
  expect(listings.total).toBeGreaterThan(0);
  expect(pending.length).toBeGreaterThan(0);

  await developer.goto('/');
  const mine = developer.getByRole('region', { name: 'Your Listings' });
  await expect(mine).toBeVisible();
  const active = listings.items.filter((l) => l.status === 'active').length;
  await expect(developer.getByTestId('home-my-listings-count-active')).toHaveText(String(active));
  // Each of the latest listings says what waits on it.
  const latestListings = mine.getByRole('list', { name: 'Latest listings' }).getByRole('listitem');
  await expect(latestListings).toHaveCount(Math.min(3, listings.items.length));
  for (const [i, listing] of listings.items.slice(0, 3).entries()) {
    await expect(latestListings.nth(i).getByRole('link', { name: listing.title })).toHaveAttribute('href', `/properties/${listing.id}`);
    if (listing.pendingOffers > 0) {
      await expect(latestListings.nth(i)).toContainText(`${listing.pendingOffers} pending offer${listing.pendingOffers === 1 ? '' : 's'}`);
    }
  }

  const offers = developer.getByRole('region', { name: 'New Offers' });
  await expect(developer.getByTestId('home-new-offers-count-new')).toHaveText(`${pending.length}${more ? '+' : ''}`);
  const latestOffers = offers.getByRole('list', { name: 'Latest offers received' }).getByRole('listitem');
  await expect(latestOffers).toHaveCount(Math.min(3, pending.length));
  const newest = [...pending].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
  await expect(latestOffers.first().getByRole('link', { name: newest.property.title })).toHaveAttribute(
    'href',
    `/properties/${newest.propertyId}`,
  );
  await expect(developer.getByRole('region', { name: 'Unanswered Inquiries' })).toBeVisible();
  // A seller's home asks nothing about their own offers as a buyer.
  await expect(developer.getByRole('region', { name: 'Your Offers' })).toHaveCount(0);
  await expectAccessible(developer);

  await offers.getByRole('link', { name: 'View Received Bids' }).click();
  await expect(developer).toHaveURL(/\/bids\?tab=received$/);
  await expect(developer.getByRole('tab', { name: /Received Bids/, selected: true })).toBeVisible();
  await developer.context().close();
});
