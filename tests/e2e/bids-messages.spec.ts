import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { formatPrice } from '../../src/shared/format';
import type { PropertyDto, PropertyPage } from '../../src/shared/schemas/property';
import { demo, expect, expectAccessible, signIn, test } from './fixtures';

// SPEC §2 Bids and Messages against the production build and the demo seed. The data each journey
// needs (a fresh bid, a fresh inquiry) is made through the API first, so nothing depends on the
// seed's order or on what other tests did.

/** A page in its own browser context (own cookies), signed in as the given demo account. */
async function signedInPage(browser: Browser, baseURL: string | undefined, role: 'developer' | 'buyer'): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const account = demo(role);
  await signIn(page, account.email, account.password);
  return page;
}

/** An active, for-sale listing owned by the demo developer. */
async function developerListing(request: APIRequestContext, developerId: string): Promise<PropertyDto> {
  const res = await request.get('/api/properties?forSale=true&pageSize=100');
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as PropertyPage;
  const listing = items.find((p) => p.developerId === developerId && p.status === 'active' && p.forSale);
  expect(listing, "the seed has an active for-sale listing of the demo developer's").toBeDefined();
  return listing!;
}

async function userId(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/auth/user');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

test('signed out, /bids asks to sign in and /messages asks to log in', async ({ page }) => {
  await page.goto('/bids');
  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', /^\/api\/login/);
  await expectAccessible(page);

  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', /^\/api\/login/);
  await expectAccessible(page);
});

test('the developer accepts a buyer’s fresh bid and the buyer sees it accepted', async ({ browser, baseURL }) => {
  const developer = await signedInPage(browser, baseURL, 'developer');
  const developerId = await userId(developer.request);
  const buyer = await signedInPage(browser, baseURL, 'buyer');
  const listing = await developerListing(buyer.request, developerId);

  // A unique amount, so the row is found by it whatever else is on the lists.
  const amount = Math.round(Number(listing.price) * 0.9) + Math.floor(Math.random() * 900) + 1;
  const message = `E2E offer ${Date.now()}`;
  const placed = await buyer.request.post(`/api/properties/${listing.id}/bids`, { data: { bidAmount: String(amount), currency: 'SAR', message } });
  expect(placed.status()).toBe(201);
  const amountText = formatPrice(amount, 'SAR');

  // The buyer sees it pending on My Bids, counted in the stats.
  await buyer.goto('/bids');
  await expect(buyer.getByRole('heading', { level: 1, name: 'My Bids' })).toBeVisible();
  for (const stat of ['Total Bids', 'Pending', 'Accepted', 'Rejected']) await expect(buyer.getByText(stat, { exact: true })).toBeVisible();
  await expect(buyer.getByRole('tab', { name: /^My Bids \(\d+\)$/ })).toBeVisible();
  await expect(buyer.getByRole('tab', { name: /Received Bids/ })).toHaveCount(0);
  const myRow = buyer.getByRole('list', { name: 'My bids' }).getByRole('listitem').filter({ hasText: message });
  await expect(myRow).toContainText(amountText);
  await expect(myRow.getByRole('link', { name: listing.title })).toHaveAttribute('href', `/properties/${listing.id}`);
  await expect(myRow.getByTestId('bid-status')).toHaveText('pending');
  await expectAccessible(buyer);

  // The developer accepts it in Received Bids.
  await developer.goto('/bids');
  await developer.getByRole('tab', { name: /^Received Bids \(\d+\)$/ }).click();
  const received = developer.getByRole('list', { name: 'Received bids' }).getByRole('listitem').filter({ hasText: message });
  await expect(received).toContainText(amountText);
  await expect(received).toContainText('Abdullah Al-Otaibi');
  await expect(received).toContainText(`${(await userId(buyer.request)).slice(0, 8)}...`);
  await expect(received.getByTestId('bid-status')).toHaveText('pending');
  await expectAccessible(developer);
  await received.getByRole('button', { name: 'Accept' }).click();
  await expect(developer.getByText('Bid has been accepted successfully.')).toBeVisible();
  await expect(received.getByTestId('bid-status')).toHaveText('accepted');
  await expect(received.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(received.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  // The tab is in the URL: a reload stays on Received Bids.
  await developer.reload();
  await expect(developer.getByRole('tab', { name: /^Received Bids/ })).toHaveAttribute('aria-selected', 'true');
  await expect(received.getByTestId('bid-status')).toHaveText('accepted');

  // The buyer, on a fresh load, sees it accepted.
  await buyer.reload();
  await expect(myRow.getByTestId('bid-status')).toHaveText('accepted');

  await developer.context().close();
  await buyer.context().close();
});

test('a buyer’s inquiry is answered by the developer in Messages and the buyer reads the reply', async ({ browser, baseURL }) => {
  const developer = await signedInPage(browser, baseURL, 'developer');
  const developerId = await userId(developer.request);
  const buyer = await signedInPage(browser, baseURL, 'buyer');
  const listing = await developerListing(buyer.request, developerId);

  const question = `E2E question ${Date.now()}: is the price negotiable?`;
  const sent = await buyer.request.post(`/api/properties/${listing.id}/inquiries`, { data: { message: question, contactPhone: '0512345678' } });
  expect(sent.status()).toBe(201);

  // The developer finds it under Received Inquiries, pending, and answers it.
  await developer.goto('/messages');
  await expect(developer.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(developer.getByRole('tab', { name: /^My Inquiries \(\d+\)$/ })).toBeVisible();
  await developer.getByRole('tab', { name: /^Received Inquiries \(\d+\)$/ }).click();
  const row = developer.getByRole('list', { name: 'Received inquiries' }).getByRole('listitem').filter({ hasText: question });
  await expect(row).toContainText('From Abdullah Al-Otaibi');
  await expect(row.getByTestId('inquiry-status')).toHaveText('pending');
  await expectAccessible(developer);
  await row.getByRole('button', { name: /Open conversation/ }).click();

  const dialog = developer.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: listing.title })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Messages' })).toContainText(question);
  const reply = `Yes, within reason. Reply ${Date.now()}`;
  await dialog.getByLabel('Your reply').fill(reply);
  await dialog.getByRole('button', { name: 'Send' }).click();
  const mine = dialog.getByRole('list', { name: 'Messages' }).getByRole('listitem').last();
  await expect(mine).toContainText(reply);
  await expect(mine).toContainText('You');
  await expect(dialog.getByTestId('inquiry-status')).toHaveText('responded');
  await expect(dialog.getByLabel('Your reply')).toHaveValue('');
  await expectAccessible(developer);
  await developer.keyboard.press('Escape');
  await expect(row.getByTestId('inquiry-status')).toHaveText('responded');

  // The buyer sees the answer: the row is responded, and the conversation ends with the reply.
  await buyer.goto('/messages');
  const myRow = buyer.getByRole('list', { name: 'My inquiries' }).getByRole('listitem').filter({ hasText: question });
  await expect(myRow.getByTestId('inquiry-status')).toHaveText('responded');
  await expect(myRow).toContainText('To Saud Al-Rashid');
  await expect(myRow.getByRole('link', { name: listing.title })).toHaveAttribute('href', `/properties/${listing.id}`);
  await myRow.getByRole('button', { name: /Open conversation/ }).click();
  const buyerDialog = buyer.getByRole('dialog');
  const messages = buyerDialog.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  await expect(messages.first()).toContainText(question);
  await expect(messages.first()).toContainText('You');
  await expect(messages.last()).toContainText(reply);
  await expect(messages.last()).toContainText('Saud Al-Rashid');

  // The buyer can answer back with Ctrl+Enter.
  const followUp = `Thanks, I will visit on Saturday. ${Date.now()}`;
  await buyerDialog.getByLabel('Your reply').fill(followUp);
  await buyerDialog.getByLabel('Your reply').press('Control+Enter');
  await expect(messages.last()).toContainText(followUp);
  await expect(buyerDialog.getByTestId('inquiry-status')).toHaveText('responded');

  await developer.context().close();
  await buyer.context().close();
});
