import type { Browser, BrowserContext, Page } from '@playwright/test';
import { demo, expect, signIn, test } from './fixtures';

// Issue #7, Security: script payloads stored in every place a user can write text — a listing's
// title and description, first and last names, an inquiry, its reply and a bid's message — are
// shown as text on every page that renders them. Any dialog (alert) fails the test, and none of
// the payloads' elements may exist in the page.

const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(1)</script>';
const SVG = '"><svg onload=alert(1)>';

const run = Date.now().toString(36);
const text = {
  title: `XSS villa ${run} ${IMG} ${SVG}`,
  description: `Quiet street ${SCRIPT} ${IMG} ${SVG}`,
  ownerFirst: IMG,
  ownerLast: SVG,
  buyerFirst: SCRIPT,
  buyerLast: IMG,
  inquiry: `Question ${run} ${SCRIPT} ${IMG} ${SVG}`,
  reply: `Reply ${run} ${IMG} ${SCRIPT}`,
  bid: `Offer ${run} ${SVG} ${SCRIPT}`,
};

const dialogs: string[] = [];

/** Every page of the test reports its dialogs; there must be none. */
function watch(page: Page): Page {
  page.on('dialog', (d) => {
    dialogs.push(`${page.url()}: ${d.type()} ${d.message()}`);
    void d.dismiss();
  });
  return page;
}

/** A new browser context signed up through the API as a fresh account with the given names. */
async function signedUp(
  browser: Browser,
  baseURL: string | undefined,
  role: 'developer' | 'buyer',
  firstName: string,
  lastName: string,
): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const context = await browser.newContext({ baseURL });
  const email = `xss.${role}.${run}@example.sa`;
  const res = await context.request.post('/api/auth/signup', {
    data: {
      firstName,
      lastName,
      email,
      password: 'desert-rose-2026',
      role,
      privacyPolicyAccepted: true,
      termsAccepted: true,
      dataProcessingConsent: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const stored = await res.json();
  expect([stored.firstName, stored.lastName]).toEqual([firstName, lastName]);
  return { context, page: watch(await context.newPage()), email };
}

/** None of the payloads became an element. */
async function noInjectedElements(page: Page): Promise<void> {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('svg[onload]')).toHaveCount(0);
  expect(await page.evaluate(() => [...document.scripts].filter((s) => s.textContent?.includes('alert(1)')).length)).toBe(0);
}

test('stored script payloads render as text everywhere they are shown, and never run', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const owner = await signedUp(browser, baseURL, 'developer', text.ownerFirst, text.ownerLast);
  const buyer = await signedUp(browser, baseURL, 'buyer', text.buyerFirst, text.buyerLast);

  // The owner lists a property; the buyer asks about it and bids; the owner replies.
  const created = await owner.context.request.post('/api/properties', {
    data: {
      title: text.title,
      description: text.description,
      price: '1750000',
      city: 'Riyadh',
      propertyType: 'villa',
      area: '400',
      bedrooms: 4,
      bathrooms: 3,
      forSale: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const property = (await created.json()) as { id: number; title: string; description: string };
  expect([property.title, property.description]).toEqual([text.title, text.description]);
  const inquiry = await buyer.context.request.post(`/api/properties/${property.id}/inquiries`, {
    data: { message: text.inquiry, contactPhone: '0551234567' },
  });
  expect(inquiry.status(), await inquiry.text()).toBe(201);
  const inquiryId = ((await inquiry.json()) as { id: number }).id;
  const bid = await buyer.context.request.post(`/api/properties/${property.id}/bids`, {
    data: { bidAmount: '1600000', message: text.bid },
  });
  expect(bid.status(), await bid.text()).toBe(201);
  const reply = await owner.context.request.post(`/api/inquiries/${inquiryId}/messages`, { data: { body: text.reply } });
  expect(reply.status(), await reply.text()).toBe(201);

  // Signed out: search results and the detail page.
  const visitor = watch(await (await browser.newContext({ baseURL })).newPage());
  await visitor.goto('/buy');
  await expect(visitor.getByText(text.title).first()).toBeVisible();
  await noInjectedElements(visitor);
  await visitor.goto(`/properties/${property.id}`);
  await expect(visitor.getByRole('heading', { name: text.title })).toBeVisible();
  await expect(visitor.getByText(text.description)).toBeVisible();
  await expect(visitor).toHaveTitle(new RegExp(`XSS villa ${run}`));
  await noInjectedElements(visitor);

  // The buyer: My Inquiries with the conversation (the owner's names and reply), My Bids.
  const b = buyer.page;
  await b.goto('/messages');
  const myRow = b
    .getByRole('list', { name: 'My inquiries' })
    .getByRole('listitem')
    .filter({ hasText: `Question ${run}` });
  await expect(myRow).toContainText(text.inquiry);
  await expect(myRow.getByRole('link', { name: text.title })).toBeVisible();
  await expect(myRow).toContainText(`To ${text.ownerFirst} ${text.ownerLast}`);
  await myRow.getByRole('button', { name: /Open conversation/ }).click();
  const conversation = b.getByRole('dialog').getByRole('list', { name: 'Messages' });
  await expect(conversation).toContainText(text.inquiry);
  await expect(conversation).toContainText(text.reply);
  await expect(conversation).toContainText(`${text.ownerFirst} ${text.ownerLast}`);
  await noInjectedElements(b);
  await b.keyboard.press('Escape');
  await b.goto('/bids');
  const myBid = b
    .getByRole('list', { name: 'My bids' })
    .getByRole('listitem')
    .filter({ hasText: `Offer ${run}` });
  await expect(myBid).toContainText(text.bid);
  await expect(myBid.getByRole('link', { name: text.title })).toBeVisible();
  await noInjectedElements(b);

  // The owner: Received Inquiries and Received Bids show the buyer's names and words.
  const o = owner.page;
  await o.goto('/messages');
  await o.getByRole('tab', { name: /^Received Inquiries/ }).click();
  const received = o
    .getByRole('list', { name: 'Received inquiries' })
    .getByRole('listitem')
    .filter({ hasText: `Question ${run}` });
  await expect(received).toContainText(`From ${text.buyerFirst} ${text.buyerLast}`);
  await expect(received).toContainText(text.inquiry);
  await noInjectedElements(o);
  await o.goto('/bids');
  await o.getByRole('tab', { name: /^Received Bids/ }).click();
  const receivedBid = o
    .getByRole('list', { name: 'Received bids' })
    .getByRole('listitem')
    .filter({ hasText: `Offer ${run}` });
  // Received Bids name the bidder by first name (docs/product.md#my-bids).
  await expect(receivedBid).toContainText(`From ${text.buyerFirst}`);
  await expect(receivedBid).toContainText(text.bid);
  await noInjectedElements(o);

  // The admin: the users table finds both accounts by e-mail and shows their names as text.
  const adminContext = await browser.newContext({ baseURL });
  const admin = watch(await adminContext.newPage());
  await signIn(admin, demo('admin').email, demo('admin').password);
  for (const who of [owner, buyer]) {
    await admin.goto('/admin?tab=users');
    await admin.getByLabel('Search users').fill(who.email);
    const row = admin.getByRole('row').filter({ hasText: who.email });
    await expect(row).toBeVisible();
    const [first, last] = who === owner ? [text.ownerFirst, text.ownerLast] : [text.buyerFirst, text.buyerLast];
    await expect(row).toContainText(first);
    await expect(row).toContainText(last);
    await noInjectedElements(admin);
  }
  await admin.goto('/admin?tab=properties');
  await expect(admin.getByText(text.title).first()).toBeVisible();
  await noInjectedElements(admin);

  expect(dialogs).toEqual([]);
});
