import { formatPrice } from '../../src/shared/format';
import { developerListing, expect, expectAccessible, signedInPage, test, toastsGone, userId } from './fixtures';

// An offer's life in the browser (docs/product.md#offers-bids): the owner's answers are confirmed and
// act on one offer only; a buyer's pending offer shows on the listing, with Withdraw.

test('a double click on Decline in Received Bids asks once and declines that one offer only', async ({ browser, baseURL }) => {
  const developer = await signedInPage(browser, baseURL, 'developer');
  const buyer = await signedInPage(browser, baseURL, 'buyer');
  const investor = await signedInPage(browser, baseURL, 'investor');
  const listing = await developerListing(buyer.request, await userId(developer.request));
  const stamp = Date.now();
  const offer = async (page: typeof buyer, message: string) => {
    const bidAmount = String(Math.round(Number(listing.price) * 0.95) + Math.floor(Math.random() * 900) + 1);
    const res = await page.request.post(`/api/properties/${listing.id}/bids`, { data: { bidAmount, message } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number; bidAmount: string };
  };
  const declined = await offer(buyer, `E2E declined once ${stamp}`);
  const kept = await offer(investor, `E2E still pending ${stamp}`);

  await developer.goto('/bids?tab=received');
  const list = developer.getByRole('list', { name: 'Received bids' });
  const row = list.getByRole('listitem').filter({ hasText: `E2E declined once ${stamp}` });
  await row.getByRole('button', { name: 'Decline' }).dblclick();
  const question = developer.getByRole('alertdialog');
  await expect(question).toHaveCount(1);
  await expect(question).toContainText(`Decline Abdullah's offer of ${formatPrice(declined.bidAmount, 'SAR')} for ${listing.title}?`);
  // While the question is open, no other offer's buttons act.
  await expectAccessible(developer);
  await question.getByRole('button', { name: 'Decline offer' }).click();
  await expect(developer.getByText('Bid has been rejected successfully.')).toBeVisible();
  await expect(row.getByTestId('bid-status')).toHaveText('rejected');

  const statuses = (await (await developer.request.get(`/api/properties/${listing.id}/bids?pageSize=100`)).json()).items as Array<{
    id: number;
    status: string;
  }>;
  expect(statuses.find((b) => b.id === declined.id)?.status).toBe('rejected');
  expect(statuses.find((b) => b.id === kept.id)?.status).toBe('pending');

  for (const page of [developer, buyer, investor]) await page.context().close();
});

test('a buyer sees their pending offer on the listing and withdraws it; a new offer replaces the old one', async ({ browser, baseURL }) => {
  const developer = await signedInPage(browser, baseURL, 'developer');
  const buyer = await signedInPage(browser, baseURL, 'buyer');
  const listing = await developerListing(buyer.request, await userId(developer.request));
  const first = Math.round(Number(listing.price) * 0.9) + Math.floor(Math.random() * 900) + 1;
  const second = first + 5_000;

  await buyer.goto(`/properties/${listing.id}`);
  await buyer.getByRole('button', { name: 'Make Offer' }).click();
  // Thousands are grouped as they are typed.
  await buyer.getByLabel('Bid Amount (SAR)').pressSequentially(String(first));
  await expect(buyer.getByLabel('Bid Amount (SAR)')).toHaveValue(first.toLocaleString('en-US'));
  await buyer.getByRole('button', { name: 'Submit Bid' }).click();
  await expect(buyer.getByText('Bid Submitted')).toBeVisible();
  const mine = buyer.getByRole('region', { name: 'Your offer' });
  await expect(mine).toContainText(`Your offer: ${formatPrice(first, 'SAR')}`);
  await expect(mine).toContainText('A new offer replaces this one.');

  // A second offer replaces the first.
  await toastsGone(buyer);
  await buyer.getByRole('button', { name: 'Make Offer' }).click();
  await buyer.getByLabel('Bid Amount (SAR)').fill(String(second));
  await buyer.getByRole('button', { name: 'Submit Bid' }).click();
  await expect(mine).toContainText(`Your offer: ${formatPrice(second, 'SAR')}`);

  // A token offer asks first.
  await toastsGone(buyer);
  await buyer.getByRole('button', { name: 'Make Offer' }).click();
  await buyer.getByLabel('Bid Amount (SAR)').fill('1000');
  await buyer.getByRole('button', { name: 'Submit Bid' }).click();
  await expect(buyer.getByRole('alertdialog')).toContainText(/Your offer is 0\.\d+% of the asking price/);
  await buyer.getByRole('button', { name: 'Change amount' }).click();
  await buyer.getByRole('button', { name: 'Cancel' }).click();

  await mine.getByRole('button', { name: 'Withdraw' }).click();
  await buyer.getByRole('alertdialog').getByRole('button', { name: 'Withdraw offer' }).click();
  await expect(buyer.getByText('Offer withdrawn')).toBeVisible();
  await expect(mine).toHaveCount(0);

  await buyer.goto('/bids');
  const rows = buyer.getByRole('list', { name: 'My bids' }).getByRole('listitem').filter({ hasText: listing.title });
  await expect(rows.filter({ hasText: formatPrice(first, 'SAR') }).getByTestId('bid-status')).toHaveText('withdrawn');
  await expect(rows.filter({ hasText: formatPrice(second, 'SAR') }).getByTestId('bid-status')).toHaveText('withdrawn');

  for (const page of [developer, buyer]) await page.context().close();
});
