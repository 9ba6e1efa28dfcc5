import type { Browser } from '@playwright/test';
import { emailedLink, expect, expectAccessible, test, toastsGone } from './fixtures';

// The account pages (docs/product.md#account-pages) with real e-mail: the server's worker delivers
// to the worker's SMTP peer, and the tests follow the links it received, as a person would.

const PASSWORD = 'desert-rose-2026';

/** A new buyer account, signed in in a browser context of its own (its e-mail not yet confirmed). */
async function newAccount(browser: Browser, baseURL: string | undefined) {
  const email = `account.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.sa`;
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post('/api/auth/signup', {
    data: {
      firstName: 'Sara',
      lastName: 'Al-Qahtani',
      email,
      password: PASSWORD,
      role: 'buyer',
      privacyPolicyAccepted: true,
      termsAccepted: true,
      dataProcessingConsent: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, context, page: await context.newPage() };
}

test('a forgotten password: the e-mailed link sets a new one and signs in', async ({ browser, baseURL, mail }) => {
  const { email, context } = await newAccount(browser, baseURL);
  await context.close();
  const signedOut = await browser.newContext({ baseURL });
  const page = await signedOut.newPage();

  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  // The address typed on the sign-in page came along.
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText("If an account uses that address, we've sent it a link");

  const link = await emailedLink(mail, email, '/reset-password?token=');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page);
  // The sign-up's rules, and the two must agree.
  await page.getByLabel(/^New password/).fill('short');
  await page.getByLabel('Confirm new password').fill('different');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('The two passwords are not the same')).toBeVisible();

  await page.getByLabel(/^New password/).fill('palm-grove-at-noon');
  await page.getByLabel('Confirm new password').fill('palm-grove-at-noon');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel(/^New password/).fill('another-long-pass');
  await page.getByLabel('Confirm new password').fill('another-long-pass');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');

  // The new password signs in; the old one no longer does.
  const old = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(old.status()).toBe(401);
  const fresh = await page.request.post('/api/auth/login', { data: { email, password: 'palm-grove-at-noon' } });
  expect(fresh.status()).toBe(200);
  await signedOut.close();
});

test('the banner asks a new account to confirm its address, and goes once the e-mailed link is followed', async ({
  browser,
  baseURL,
  mail,
}) => {
  const { email, context, page } = await newAccount(browser, baseURL);
  await page.goto('/buy');
  const banner = page.getByRole('region', { name: 'Confirm your e-mail address' });
  await expect(banner).toContainText(`Please confirm your e-mail address. We sent a link to ${email}.`);
  await expectAccessible(page);

  await banner.getByRole('button', { name: 'Resend link' }).click();
  await expect(page.getByText('Link sent')).toBeVisible();

  const link = await emailedLink(mail, email, '/verify-email?token=');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Continue to Manzil' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await context.close();
});

test('/account: a preference and the name are saved and still there after a reload', async ({ browser, baseURL }) => {
  const { context, page } = await newAccount(browser, baseURL);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sessions' })).toContainText('This device');

  const marketing = page.getByRole('switch', { name: 'Marketing and promotions' });
  await expect(marketing).not.toBeChecked();
  await marketing.click();
  await expect(page.getByText('E-mail preferences saved')).toBeVisible();

  await page.getByLabel('First name').fill('Sarah');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await toastsGone(page);
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Marketing and promotions' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'User communications' })).toBeChecked();
  await expect(page.getByLabel('First name')).toHaveValue('Sarah');
  await context.close();
});

test('deleting the account signs out, and the address can no longer sign in', async ({ browser, baseURL }) => {
  const { email, context, page } = await newAccount(browser, baseURL);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('Your listings are withdrawn');
  await expectAccessible(page);

  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(401);
  await context.close();
});
