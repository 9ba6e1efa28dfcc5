import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { formatSar, toHalalas } from '../../src/shared/money';
import { demo, escapeRe, expect, expectAccessible, signIn, test } from './fixtures';
import type { ApiSchema } from '../../src/client/lib/api-client';

// Issue 20: an investor's portfolio (docs/product.md#the-portfolio-page) against the production
// build: invest through the opportunity page, see the reference, find the holding and its receipt on
// /portfolio, and export the ledger.

type Investment = ApiSchema['Investment'];
type Holding = ApiSchema['Holding'];

/** A new investor, signed in in a browser context of its own: no demo holdings on their pages. */
async function newInvestor(browser: Browser, baseURL: string | undefined): Promise<{ page: Page; email: string }> {
  const email = `portfolio.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.sa`;
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post('/api/auth/signup', {
    data: {
      firstName: 'Reem',
      lastName: 'Al-Otaibi',
      email,
      password: 'desert-rose-2026',
      role: 'investor',
      privacyPolicyAccepted: true,
      termsAccepted: true,
      dataProcessingConsent: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { page: await context.newPage(), email };
}

/** An active opportunity with room for its minimum. */
async function openOpportunity(page: Page): Promise<Investment> {
  const res = await page.request.get('/api/investments');
  expect(res.ok()).toBe(true);
  const open = ((await res.json()) as Investment[]).find(
    (i) => i.status === 'active' && toHalalas(i.totalFunding) - toHalalas(i.currentFunding) >= toHalalas(i.minimumInvestment),
  );
  expect(open, 'the seed has an open opportunity').toBeDefined();
  return open!;
}

test('an investor invests, sees the reference, finds the holding and its receipt on /portfolio, and exports the ledger', async ({
  browser,
  baseURL,
}) => {
  const { page, email } = await newInvestor(browser, baseURL);

  // A new investor's portfolio leads to the opportunities.
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { name: 'No investments yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Investments' })).toHaveAttribute('href', '/invest');
  await expectAccessible(page);

  // Invest the minimum through the Invest Now card and the payment modal.
  const opportunity = await openOpportunity(page);
  const amount = `${formatSar(opportunity.minimumInvestment)} SAR`;
  await page.goto(`/investments/${opportunity.id}`);
  await page.getByRole('button', { name: 'Invest Now' }).click();
  await page.getByLabel('Investment Amount (SAR)').fill(opportunity.minimumInvestment);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Payment Method' });
  await expect(dialog).toBeVisible();
  // Before a first investment in an opportunity the modal may ask for the risks to be acknowledged.
  const risks = dialog.getByRole('checkbox');
  if ((await risks.count()) > 0) await risks.check();
  await dialog.getByRole('radio', { name: /PayTabs/ }).check();
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/user/investments') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: /^Pay / }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  const holding = (await response.json()) as Holding;
  expect(holding.reference).toMatch(/^MNZ-\d{4}-\d{6,}$/);

  // The success step shows the reference, with a link to its receipt.
  await expect(page.getByText(holding.reference, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', `/portfolio/receipts/${holding.reference}`);

  // The home page's portfolio summary leads to the portfolio: the holding, the totals, the allocation and the ledger.
  await page.goto('/');
  await page.getByRole('region', { name: 'Your Portfolio' }).getByRole('link', { name: 'View Portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  const holdingRow = page.getByRole('table', { name: 'Holdings' }).getByRole('row', { name: new RegExp(escapeRe(opportunity.title)) });
  await expect(holdingRow).toContainText(amount);
  await expect(holdingRow).toContainText('active', { ignoreCase: true });
  await expect(holdingRow.getByRole('link', { name: opportunity.title })).toHaveAttribute('href', `/investments/${opportunity.id}`);
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText(`Total Invested${amount}`);
  await expect(page.getByRole('region', { name: 'By type' }).getByRole('listitem')).toContainText('100%');
  const entry = page.getByRole('table', { name: 'Ledger' }).getByRole('row', { name: new RegExp(holding.reference) });
  await expect(entry).toContainText(`−${amount}`);
  await expect(entry).toContainText('PayTabs');
  await expectAccessible(page);

  // The ledger's reference opens the receipt: printable, saying no real funds moved.
  await entry.getByRole('link', { name: holding.reference }).click();
  await expect(page).toHaveURL(new RegExp(`/portfolio/receipts/${holding.reference}$`));
  const receipt = page.getByRole('article', { name: 'Investment receipt' });
  await expect(receipt).toContainText(holding.reference);
  await expect(receipt).toContainText(amount);
  await expect(receipt).toContainText('PayTabs');
  await expect(receipt).toContainText(opportunity.title);
  await expect(receipt).toContainText(`Reem Al-Otaibi${email}`);
  await expect(receipt).toContainText('Payments on Manzil are simulated: no real funds moved.');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessible(page);
  // On paper: the receipt alone, without the site's header, footer or the page's buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(receipt).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Export the ledger: a CSV with its header row and the new reference.
  await page.getByRole('link', { name: 'Back to Portfolio' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const lines = fs
    .readFileSync((await file.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('Reference,Date,Type,Opportunity,Method,Amount');
  const row = new RegExp(`^${holding.reference},[^,]+,Investment,.*,PayTabs,-${escapeRe(opportunity.minimumInvestment)}$`);
  expect(lines.slice(1)).toEqual([expect.stringMatching(row)]);
});

test('the ledger keeps its filters in the address (chosen by keyboard) and the export link follows them; a phone shows it all; an unknown receipt is not found', async ({
  page,
}) => {
  const investor = demo('investor');
  await signIn(page, investor.email, investor.password);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Portfolio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  // By keyboard: the type filter opens and takes a choice.
  const type = page.getByRole('combobox', { name: 'Type' });
  await type.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'All types' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Investment', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portfolio\?type=investment$/);
  await expect(type).toHaveText('Investment');
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/user/ledger/export?type=investment');
  const kinds = page.getByRole('table', { name: 'Ledger' }).getByRole('row').locator('td:nth-child(3)');
  await expect(kinds.first()).toHaveText('Investment');
  expect(new Set(await kinds.allTextContents())).toEqual(new Set(['Investment']));

  await page.getByLabel('From', { exact: true }).fill('2026-01-01');
  await expect(page).toHaveURL(/\/portfolio\?type=investment&from=2026-01-01$/);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/api/user/ledger/export?type=investment&from=2026-01-01',
  );
  await page.reload();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2026-01-01');

  // On a phone: nothing wider than the screen, and still accessible.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/portfolio');
  await expect(page.getByRole('list', { name: 'Holdings' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ledger' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await page.getByRole('list', { name: 'Ledger' }).getByRole('link', { name: /^MNZ-/ }).first().click();
  await expect(page.getByRole('article')).toContainText('Payments on Manzil are simulated: no real funds moved.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);

  await page.goto('/portfolio/receipts/MNZ-2000-999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt Not Found' })).toBeVisible();
  await expectAccessible(page);
});
