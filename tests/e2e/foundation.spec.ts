import { demo, expect, expectAccessible, signIn, test } from './fixtures';

test('a visitor signs up through the wizard, signs out and signs back in', async ({ page }) => {
  const email = `huda.${Date.now()}@example.sa`;
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Discover Your Dream Property in Saudi Arabia' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByText('Step 1 of 3: Profile')).toBeVisible();
  await expectAccessible(page);

  // Next validates the current step and stays put when it is not valid.
  await page.getByLabel('First name').fill('H');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Step 1 of 3: Profile')).toBeVisible();

  await page.getByLabel('First name').fill('Huda');
  await page.getByLabel('Last name').fill('Al-Harbi');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('palm-trees-at-dusk');
  await page.getByLabel('Investor').check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 3: Privacy')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('You must accept the Privacy Policy to continue')).toBeVisible();
  await expect(page.getByText('You must accept the Terms of Service to continue')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).click();
  // Wait for the message to go (the layout moves up) before the next click.
  await expect(page.getByText('You must accept the Privacy Policy to continue')).toBeHidden();
  await page.getByRole('checkbox', { name: /Terms of Service/ }).click();
  await expect(page.getByText('You must accept the Terms of Service to continue')).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 3 of 3: Preferences')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Step 2 of 3: Privacy')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('switch', { name: 'Marketing and promotions' }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome to Manzil!')).toBeVisible();
  // A brand-new account is welcomed, not welcomed back (that is for signing in again, below).
  await expect(page.getByRole('heading', { name: 'Welcome to Manzil, Huda!' })).toBeVisible();
  await expectAccessible(page);

  // Sign out through the avatar menu, which shows the full name and e-mail.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText('Huda Al-Harbi')).toBeVisible();
  // (The confirmation banner names the address too.)
  await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  // A wrong password is refused with a clear message; the right one signs in.
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expectAccessible(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('not-my-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await page.getByLabel('Password').fill('palm-trees-at-dusk');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Huda!' })).toBeVisible();
});

test('a taken e-mail is reported on the first step', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Sara');
  await page.getByLabel('Last name').fill('Buyer');
  await page.getByLabel('Email address').fill(demo('buyer').email);
  await page.getByLabel('Password').fill('another-good-passphrase');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Sign-up Failed')).toBeVisible();
  await expect(page.getByText('Step 1 of 3: Profile')).toBeVisible();
  await expect(page.getByText('An account with this email address already exists')).toBeVisible();
});

const NAV = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' });

test('header links follow the role, and the current link is highlighted', async ({ page }) => {
  await page.goto('/buy');
  await expect(NAV(page).getByRole('link')).toHaveText(['Buy', 'Sell', 'Invest']);
  await expect(NAV(page).getByRole('link', { name: 'Buy' })).toHaveAttribute('aria-current', 'page');

  await signIn(page, demo('buyer').email, demo('buyer').password);
  await expect(NAV(page).getByRole('link')).toHaveText(['Buy', 'Sell', 'Invest', 'My Bids', 'Messages', 'Saved']);
  await page.goto('/api/logout');

  await signIn(page, demo('admin').email, demo('admin').password);
  await expect(NAV(page).getByRole('link')).toHaveText(['Buy', 'Sell', 'Invest', 'My Bids', 'Messages', 'Saved', 'Admin']);
  await page.goto('/invest');
  await expect(NAV(page).getByRole('link', { name: 'Invest' })).toHaveAttribute('aria-current', 'page');
  await expect(NAV(page).getByRole('link', { name: 'Buy' })).not.toHaveAttribute('aria-current', 'page');
});

test('the mobile menu opens, closes, and closes when a link is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(NAV(page)).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobile).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(mobile).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await mobile.getByRole('link', { name: 'Invest' }).click();
  await expect(page).toHaveURL(/\/invest$/);
  await expect(mobile).toBeHidden();
  await expectAccessible(page);
});

test('an unknown path shows the 404 page; terms and privacy carry their facts', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/terms');
  await expect(page.getByText('Last updated: 21/07/2025')).toBeVisible();
  await expect(page.getByText(/at least 18 years old/)).toBeVisible();
  await expect(page.getByText(/at least 7 days/)).toBeVisible();
  await expectAccessible(page);
  await page.goto('/privacy');
  await expect(page.getByText('Last updated: 21/07/2025')).toBeVisible();
  await expectAccessible(page);
  // The footer's API Documentation item opens the generated OpenAPI docs.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'API Documentation' })).toHaveAttribute('href', '/api/docs');
});
