import type { Page } from '@playwright/test';
import { FORM_CITIES, INVESTMENT_TYPES, LEDGER_REFERENCE_PATTERN, PAYMENT_METHODS, RISK_STATEMENT } from '../../src/shared/constants';
import { formatSar, toHalalas } from '../../src/shared/schemas/investment';
import { demo, expect, expectAccessible, signIn, test } from './fixtures';
import type { ApiSchema } from '../../src/client/lib/api-client';

type PublicInvestment = ApiSchema['Investment'];
type PublicUserInvestment = ApiSchema['Holding'];

// Issues 5 and 20: the investments journey (docs/product.md#investments, #paying) against the
// production build and the demo seed.

async function allInvestments(page: Page): Promise<PublicInvestment[]> {
  const res = await page.request.get('/api/investments');
  expect(res.ok()).toBe(true);
  return (await res.json()) as PublicInvestment[];
}

const remaining = (i: PublicInvestment) => toHalalas(i.totalFunding) - toHalalas(i.currentFunding);
const isOpen = (i: PublicInvestment) => i.status === 'active' && remaining(i) >= toHalalas(i.minimumInvestment);
const sar = (halalas: bigint) => `${formatSar(`${halalas / 100n}.${(halalas % 100n).toString().padStart(2, '0')}`)} SAR`;

/** The titles of the investment cards on the page, in order. */
const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();

test('an investor filters and sorts /invest, invests the minimum through the payment modal, confirming the risks, and sees its reference and receipt', async ({
  page,
}) => {
  const investor = demo('investor');
  await signIn(page, investor.email, investor.password);
  const investments = await allInvestments(page);
  const holdings = (await (await page.request.get('/api/user/investments')).json()) as PublicUserInvestment[];
  const held = new Set(holdings.map((h) => h.investmentId));

  await page.goto('/invest');
  await expect(page.getByRole('heading', { level: 1, name: 'Investment Opportunities' })).toBeVisible();
  await expect(page.getByText(`${investments.length} opportunities found`)).toBeVisible();
  for (const stat of ['12.5%', 'Average ROI', '25,000', 'Min Investment (SAR)', '36', 'Avg Duration (months)']) {
    await expect(page.getByText(stat, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Your Portfolio' }).getByRole('link', { name: /View Portfolio/ })).toHaveAttribute(
    'href',
    '/portfolio',
  );
  await expectAccessible(page);

  // Type REIT, sort Highest ROI: only REIT cards, highest ROI first, and the URL says so.
  await page.getByRole('combobox', { name: 'Investment Type' }).click();
  await page.getByRole('option', { name: 'REIT', exact: true }).click();
  await page.getByRole('combobox', { name: 'Sort By' }).click();
  await page.getByRole('option', { name: 'Highest ROI' }).click();
  await expect(page).toHaveURL(/\/invest\?(?=.*type=REIT)(?=.*sort=roi)/);

  const reits = investments.filter((i) => i.investmentType === 'REIT');
  const roiOf = new Map(reits.map((i) => [i.title, Number(i.expectedRoi)]));
  const maxRoi = Math.max(...reits.map((i) => Number(i.expectedRoi)));
  await expect(page.getByText(`${reits.length} opportunities found`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(reits.length);
  const sorted = await cardTitles(page);
  expect(new Set(sorted)).toEqual(new Set(reits.map((i) => i.title)));
  expect(roiOf.get(sorted[0])).toBe(maxRoi);
  const rois = sorted.map((t) => roiOf.get(t)!);
  expect(rois).toEqual([...rois].sort((a, b) => b - a));

  // A reload keeps the filters and the order.
  await page.reload();
  await expect(page).toHaveURL(/\/invest\?(?=.*type=REIT)(?=.*sort=roi)/);
  await expect(page.getByRole('combobox', { name: 'Investment Type' })).toHaveText('REIT');
  await expect(page.getByRole('combobox', { name: 'Sort By' })).toHaveText('Highest ROI');
  await expect(page.getByRole('article')).toHaveCount(reits.length);
  expect(await cardTitles(page)).toEqual(sorted);

  // Open the best-paying REIT that still takes money and that the investor holds none of: their first investment in it.
  const target = sorted.map((title) => reits.find((i) => i.title === title)!).find((i) => isOpen(i) && !held.has(i.id));
  expect(target, 'the seed has an open REIT the demo investor does not hold').toBeDefined();
  const opportunity = target!;
  await page
    .getByRole('article', { name: opportunity.title })
    .getByRole('link', { name: /Learn More/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/investments/${opportunity.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: opportunity.title })).toBeVisible();
  const currentFunding = page.getByTestId('current-funding');
  await expect(currentFunding).toHaveText(sar(toHalalas(opportunity.currentFunding)));
  await expectAccessible(page);

  // The amount form enforces the minimum before any payment.
  await page.getByRole('button', { name: 'Invest Now' }).click();
  const amount = page.getByLabel('Investment Amount (SAR)');
  await amount.fill(String(Number(opportunity.minimumInvestment) / 2));
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByText(`The minimum investment is ${formatSar(opportunity.minimumInvestment)} SAR`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await amount.fill(opportunity.minimumInvestment);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Payment Method' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(PAYMENT_METHODS.length);
  for (const name of ['mada', 'Apple Pay', 'STC Pay', 'SADAD'])
    await expect(dialog.getByRole('radio', { name: new RegExp(`^${name} `) })).toBeVisible();
  await expect(dialog.locator('label', { hasText: 'PayTabs' })).toContainText('Popular');
  const payButton = dialog.getByRole('button', { name: /^Pay / });
  await expect(payButton).toBeDisabled();

  // The first investment in it: Pay waits for the risks to be confirmed.
  await dialog.getByRole('radio', { name: /^mada / }).check();
  await expect(dialog.getByText(RISK_STATEMENT)).toBeVisible();
  await expect(payButton).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'I have read and understood the risks' }).click();
  await expect(payButton).toBeEnabled();
  await expectAccessible(page);

  const posted = page.waitForResponse((r) => r.url().endsWith('/api/user/investments') && r.request().method() === 'POST');
  await payButton.click();

  // Processing: the modal cannot be closed (no close button; Escape does nothing).
  const processing = page.getByRole('dialog', { name: 'Processing Payment' });
  await expect(processing).toBeVisible();
  await expect(processing.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(processing).toBeVisible();

  const success = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(success).toBeVisible();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(response.request().postDataJSON()).toMatchObject({ paymentMethod: 'mada', riskAcknowledged: true });
  const holding = (await response.json()) as PublicUserInvestment;
  expect(toHalalas(holding.amount)).toBe(toHalalas(opportunity.minimumInvestment));
  expect(holding.paymentMethod).toBe('mada');
  expect(holding.reference).toMatch(LEDGER_REFERENCE_PATTERN);

  // The reference stays on screen, to copy or open as a receipt, until the investor is done.
  await expect(success.getByText(`Reference ${holding.reference}`)).toBeVisible();
  await expect(success.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', `/portfolio/receipts/${holding.reference}`);
  await expect(page.getByText('Your investment has been processed successfully!')).toBeVisible();
  await expectAccessible(page);
  await success.getByRole('button', { name: 'Done' }).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Investment Successful!' })).toBeVisible();
  // The funding figures refreshed: current funding grew by the amount invested.
  await expect(currentFunding).toHaveText(sar(toHalalas(opportunity.currentFunding) + toHalalas(opportunity.minimumInvestment)));

  // Its receipt, from the card.
  await page.getByRole('link', { name: 'View receipt' }).click();
  await expect(page).toHaveURL(new RegExp(`/portfolio/receipts/${holding.reference}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(holding.reference).first()).toBeVisible();

  // The home page lists it first under Your Investments, and leads to the portfolio.
  await page.goto('/');
  const yours = page.getByRole('region', { name: 'Your Investments' });
  await expect(yours.getByRole('heading', { name: `Investment #${holding.id}` })).toBeVisible();
  await yours.getByRole('link', { name: 'View Portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
});

test('filters with no match show the empty state, and Clear Filters brings the list back', async ({ page }) => {
  const investments = await allInvestments(page);
  const combo = INVESTMENT_TYPES.flatMap((type) => FORM_CITIES.map((city) => ({ type, city }))).find(
    ({ type, city }) => !investments.some((i) => i.investmentType === type && i.location.includes(city)),
  );
  expect(combo, 'some type and city have no opportunity').toBeDefined();

  await page.goto(`/invest?type=${combo!.type}&location=${encodeURIComponent(combo!.city)}`);
  await expect(page.getByRole('combobox', { name: 'Investment Type' })).toHaveText(combo!.type.toUpperCase());
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveText(combo!.city);
  await expect(page.getByText('0 opportunities found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No investments found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your filters to find more investment opportunities.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/invest$/);
  await expect(page.getByText(`${investments.length} opportunities found`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Investment Type' })).toHaveText('All Types');
});

test('a signed-out visitor pressing Invest Now is asked to sign in; closed and unknown opportunities say why', async ({ page }) => {
  const investments = await allInvestments(page);
  const open = investments.find(isOpen)!;
  const funded = investments.find((i) => i.status === 'funded');

  await page.goto(`/investments/${open.id}`);
  await expect(page.getByRole('heading', { level: 1, name: open.title })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Funding progress' })).toBeVisible();
  await page.getByRole('button', { name: 'Invest Now' }).click();
  await expect(page.getByText('Login Required')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/login\\?returnTo=${encodeURIComponent(`/investments/${open.id}`)}`));

  expect(funded, 'the seed has a funded opportunity').toBeDefined();
  await page.goto(`/investments/${funded!.id}`);
  await expect(page.getByRole('button', { name: 'Invest Now' })).toBeDisabled();
  await expect(page.getByText('This opportunity is fully funded and no longer accepts investments.')).toBeVisible();

  // A raise with a deadline ahead says when it closes, in Riyadh time; one that missed it says it refunded everyone.
  const closing = investments.find((i) => isOpen(i) && i.fundingDeadline !== null);
  expect(closing, 'the seed has an open raise with a deadline').toBeDefined();
  await page.goto(`/investments/${closing!.id}`);
  await expect(page.getByText(/^Raise closes \d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} [AP]M \(in \d+ days\)$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invest Now' })).toBeEnabled();

  const missed = investments.find((i) => i.refundedAt !== null);
  expect(missed, 'the seed has a raise that missed its deadline').toBeDefined();
  await page.goto(`/investments/${missed!.id}`);
  await expect(
    page.getByText(/This raise missed its deadline on \d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} [AP]M and every investor was refunded\.$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invest Now' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/investments/987654');
  await expect(page.getByRole('heading', { name: 'Investment Not Found' })).toBeVisible();
  await expect(page.getByText('Failed to load investment details')).toBeVisible();
});
