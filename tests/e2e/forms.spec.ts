import { demo, expect, expectAccessible, signedInPage, test } from './fixtures';

// Forms that keep your work, dialogs and menus that give the keyboard back (docs/product.md#forms-and-dialogs).

type PublicInvestment = { id: number; status: string; minimumInvestment: string; totalFunding: string; currentFunding: string };

test('Escape in the payment modal gives the focus back to Proceed to Payment; the amount is selected, so typing replaces it', async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, baseURL, 'buyer');
  const all = (await (await page.request.get('/api/investments')).json()) as PublicInvestment[];
  const open = all.find(
    (i) => i.status === 'active' && Number(i.totalFunding) - Number(i.currentFunding) >= 2 * Number(i.minimumInvestment),
  );
  expect(open, 'an active opportunity with room for twice its minimum').toBeDefined();
  await page.goto(`/investments/${open!.id}`);

  await page.getByRole('button', { name: 'Invest Now' }).click();
  const amount = page.getByLabel('Investment Amount (SAR)');
  await expect(amount).toBeFocused();
  const twice = String(2 * Number(open!.minimumInvestment));
  await page.keyboard.type(twice);
  await expect(amount).toHaveValue(Number(twice).toLocaleString('en-US'));

  const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
  await proceed.click();
  const dialog = page.getByRole('dialog', { name: 'Choose Payment Method' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(proceed).toBeFocused();
  await page.context().close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('Escape closes the mobile menu and gives the focus back to its button', async ({ page }) => {
    await page.goto('/invest');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Buy' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test('the sign-up wizard keeps what was typed while its Terms of Service and Privacy Policy are read', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Sara');
  await page.getByLabel('Last name').fill('Al-Qahtani');
  await page.getByLabel('Email address').fill(`sara.${Date.now()}@example.sa`);
  await page.getByLabel('Password').fill('desert-rose-at-noon');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();

  const wizard = page.getByRole('main');
  await wizard.getByRole('link', { name: 'Terms of Service' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(terms.getByText(/at least 18 years old/)).toBeVisible();
  await expectAccessible(page);
  await terms.getByRole('button', { name: 'Close' }).click();
  await expect(terms).toBeHidden();

  await wizard.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByText('Step 2 of 3: Privacy')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Privacy Policy/ })).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Sara');
  await expect(page.getByLabel('Password')).toHaveValue('desert-rose-at-noon');
});

test('/sell keeps a typed listing: a link or Back asks first, Clear Form asks first, and leaving is a choice', async ({
  browser,
  baseURL,
}) => {
  const page = await signedInPage(browser, baseURL, 'developer');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Sell' }).click();
  const title = page.getByLabel('Property Title');
  await title.fill('Courtyard villa in Al Nakheel');
  await page.getByLabel('Price (SAR)').pressSequentially('750000');
  await expect(page.getByLabel('Price (SAR)')).toHaveValue('750,000');

  // An in-app link asks; staying keeps the page and the text.
  await nav.getByRole('link', { name: 'Buy' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave this page?' });
  await expect(leave).toBeVisible();
  await expectAccessible(page);
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/sell$/);
  await expect(title).toHaveValue('Courtyard villa in Al Nakheel');

  // So does Back.
  await page.goBack();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/sell$/);
  await expect(title).toHaveValue('Courtyard villa in Al Nakheel');

  // Clear Form asks first; keeping on editing keeps everything.
  await page.getByRole('button', { name: 'Clear Form' }).click();
  const clear = page.getByRole('alertdialog', { name: 'Clear the form?' });
  await clear.getByRole('button', { name: 'Keep editing' }).click();
  await expect(clear).toBeHidden();
  await expect(title).toHaveValue('Courtyard villa in Al Nakheel');

  // Leaving is a choice: the link then goes where it led.
  await nav.getByRole('link', { name: 'Buy' }).click();
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/buy$/);
  await page.context().close();
});

test("the header's Sign In comes back to the page it was pressed on, query and all", async ({ page }) => {
  await page.goto('/invest?type=reit');
  await expect(page.getByRole('combobox', { name: 'Investment Type' })).toContainText('REIT');
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await page.getByLabel('Email address').fill(demo('buyer').email);
  await page.getByLabel('Password').fill(demo('buyer').password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/invest\?type=reit$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});
