import type { APIRequestContext, Page } from '@playwright/test';
import { formatNumber } from '../../src/shared/format';

import { choose, demo, escapeRe, expect, expectAccessible, seenTexts, signIn, test, watchForTexts } from './fixtures';
import type { ApiSchema } from '../../src/client/lib/api-client';

type AdminUserList = ApiSchema['UserList'];
type Analytics = ApiSchema['Analytics'];

// The admin dashboard and who may open it (docs/product.md#roles): /admin, the Analytics tab with
// the demo data, and the Users tab's search and edit. Expected figures come from the API, not from
// this file.

async function userList(request: APIRequestContext, query = ''): Promise<AdminUserList> {
  const res = await request.get(`/api/admin/users${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as AdminUserList;
}

async function signInAsAdmin(page: Page): Promise<void> {
  const admin = demo('admin');
  await signIn(page, admin.email, admin.password);
}

test('signed out, /admin says Unauthorized and goes to the login page', async ({ page }) => {
  await watchForTexts(page, ['Unauthorized', 'You are logged out. Logging in again...']);
  await page.goto('/admin');
  // Through the login endpoint to the sign-in page, which brings the admin back to /admin.
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === '/admin');
  await expect(page.getByLabel('Email address')).toBeVisible();
  // The toast was on screen for the 500 ms before the redirect.
  expect(await seenTexts(page)).toEqual(expect.arrayContaining(['Unauthorized', 'You are logged out. Logging in again...']));
});

test('a buyer opening /admin sees Access Denied and lands on /', async ({ page }) => {
  const buyer = demo('buyer');
  await signIn(page, buyer.email, buyer.password);
  await watchForTexts(page, ['Access Denied', 'Admin access required to view this page.']);
  await page.goto('/admin');
  await page.waitForURL((url) => url.pathname === '/');
  // The page said so for its 500 ms, and the toast still says so on the home page.
  expect(await seenTexts(page)).toEqual(['Access Denied', 'Admin access required to view this page.']);
  await expect(page.getByText('Admin access required to view this page.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
});

test('the admin reads the analytics of the demo data, as charts and as numbers', async ({ page }) => {
  await signInAsAdmin(page);
  const analytics = (await (await page.request.get('/api/analytics')).json()) as Analytics;
  const { counts } = await userList(page.request);
  const everyone = counts.buyer + counts.developer + counts.investor + counts.admin;

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle(/Admin Dashboard/);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Analytics', 'Development Projects', 'Properties', 'Investments', 'Users', 'Outbox']);
  await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');

  // The users card agrees with the users list; the properties card with the analytics.
  await expect(page.getByTestId('stat-users-value')).toHaveText(formatNumber(everyone));
  await expect(page.getByTestId('stat-properties-value')).toHaveText(formatNumber(analytics.totals.properties.total));
  await expect(page.getByTestId('stat-funding')).toContainText(`${analytics.totals.investments.percentFunded.toFixed(1)}%`);

  // Each chart is drawn (an SVG named by its summary) and its numbers are in a table.
  const byCity = page.getByTestId('chart-by-city');
  const topCity = analytics.propertiesByCity[0];
  expect(topCity, 'the demo data has listings').toBeDefined();
  const cityChart = byCity.getByRole('img', { name: /^Bar chart, properties by city:/ });
  await expect(cityChart).toHaveAttribute('aria-label', new RegExp(`${topCity.city} ${formatNumber(topCity.count)} listings`));
  await expect(byCity.locator('svg .recharts-bar-rectangle').first()).toBeVisible();
  await byCity.getByText('Show data').click();
  const cityRow = byCity.getByRole('row', { name: new RegExp(`^${topCity.city}\\b`) });
  await expect(cityRow.getByRole('cell').first()).toHaveText(formatNumber(topCity.count));

  await expect(page.getByTestId('chart-by-type').getByRole('img', { name: /^Bar chart, properties by type:/ })).toBeVisible();
  const weekly = page.getByTestId('chart-weekly');
  const weeklyChart = weekly.getByRole('img', { name: /^Area chart of new listings and new users per week/ });
  await expect(weeklyChart).toBeVisible();
  await expect(weekly.locator('svg .recharts-area-curve').first()).toBeVisible();
  const listings = analytics.weekly.reduce((s, w) => s + w.newListings, 0);
  await expect(weeklyChart).toHaveAttribute('aria-label', new RegExp(`${formatNumber(listings)} new listings`));

  const top = analytics.topOpportunities[0];
  expect(top, 'the demo data has investments').toBeDefined();
  await expect(
    page.getByTestId('chart-top-opportunities').getByRole('progressbar', { name: new RegExp(escapeRe(top.title)) }),
  ).toBeVisible();

  await expectAccessible(page);
});

test('the admin finds the demo buyer, promotes them to developer, and the role counts follow', async ({ page }) => {
  await signInAsAdmin(page);
  const buyer = demo('buyer');
  const [target] = (await userList(page.request, `?q=${encodeURIComponent(buyer.email)}`)).items;
  expect(target?.role).toBe('buyer');
  const before = (await userList(page.request)).counts;

  try {
    await page.goto('/admin?tab=users');
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('role-count-buyer-value')).toHaveText(formatNumber(before.buyer));
    await expect(page.getByTestId('role-count-developer-value')).toHaveText(formatNumber(before.developer));

    // The search is on names and e-mail; the demo buyer is found by their last name.
    await page.getByLabel('Search users').fill(buyer.lastName);
    const row = page.getByTestId('admin-user-row').filter({ hasText: buyer.email });
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId('admin-user-row').filter({ hasNotText: buyer.lastName })).toHaveCount(0);
    await expect(row).toContainText(`…${target.id.slice(-8)}`);
    await expect(row.getByText('Buyer', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await row.getByRole('button', { name: `Edit ${buyer.firstName} ${buyer.lastName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByLabel('Email address')).toHaveValue(buyer.email);
    await expect(dialog.getByLabel('Email address')).toHaveAttribute('type', 'email');
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Developer' }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText('User updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Developer', { exact: true })).toBeVisible();
    await expect(page.getByTestId('role-count-buyer-value')).toHaveText(formatNumber(before.buyer - 1));
    await expect(page.getByTestId('role-count-developer-value')).toHaveText(formatNumber(before.developer + 1));

    // The tab is in the URL: a reload opens Users again, with the new role from the server.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('role-count-developer-value')).toHaveText(formatNumber(before.developer + 1));
    // The search is in the URL too: the reload keeps it, and its results.
    await expect(page.getByLabel('Search users')).toHaveValue(buyer.lastName);
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId('admin-user-row').filter({ hasNotText: buyer.lastName })).toHaveCount(0);

    // The admin's own row offers no delete, and the edit dialog does not offer to change the role.
    await page.getByLabel('Search users').fill(demo('admin').email);
    const own = page.getByTestId('admin-user-row').filter({ hasText: demo('admin').email });
    await expect(own).toHaveCount(1);
    await expect(own.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await own.getByRole('button', { name: /^Edit/ }).click();
    await expect(page.getByRole('dialog', { name: 'Edit User' }).getByRole('combobox', { name: 'Role' })).toBeDisabled();
  } finally {
    // Other journeys sign in as the demo buyer: give the account its role back.
    const res = await page.request.put(`/api/admin/users/${target.id}`, { data: { role: 'buyer' } });
    expect(res.ok()).toBe(true);
  }
});

test('the analytics tab says so when the figures cannot be loaded', async ({ page }) => {
  await signInAsAdmin(page);
  // The one failure this test is about: the analytics call answers 500. Nothing else is stubbed.
  await page.route('**/api/analytics', (route) => route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Error Loading Analytics' })).toBeVisible();
  await expect(page.getByText('Failed to load analytics')).toBeVisible();
  // The rest of the dashboard still works.
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByTestId('admin-user-row').first()).toBeVisible();
});

test('the admin deletes a user after confirming; the account is signed out and no longer found', async ({ page, request }) => {
  // A fresh account (its own API context, so the admin's session is untouched).
  const stamp = Date.now();
  const user = { firstName: 'Hessa', lastName: `Temporary${stamp}`, email: `delete.me.${stamp}@example.sa` };
  const signup = await request.post('/api/auth/signup', {
    data: {
      ...user,
      password: 'desert-rose-2026',
      role: 'buyer',
      privacyPolicyAccepted: true,
      termsAccepted: true,
      dataProcessingConsent: true,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  expect((await request.get('/api/auth/user')).ok()).toBe(true);

  await signInAsAdmin(page);
  await page.goto('/admin?tab=users');
  // A search that matches nobody says so.
  await page.getByLabel('Search users').fill(`nobody-${stamp}`);
  await expect(page.getByRole('heading', { name: 'No users found' })).toBeVisible();

  await page.getByLabel('Search users').fill(user.email);
  const row = page.getByTestId('admin-user-row').filter({ hasText: user.email });
  await expect(row).toHaveCount(1);
  const name = `${user.firstName} ${user.lastName}`;

  // Cancel keeps the account.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await expect(confirm).toContainText(user.email);
  await expect(confirm).toContainText('They are signed out everywhere.');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await confirm.getByRole('button', { name: 'Delete User' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No users found' })).toBeVisible();

  // The deleted account's session ended with it.
  expect((await request.get('/api/auth/user')).status()).toBe(401);
});

test('the Users tab keeps its role filter over a reload, and a name keeps the sign-up rules', async ({ page }) => {
  await signInAsAdmin(page);
  const investors = await userList(page.request, '?role=investor');
  await page.goto('/admin?tab=users');
  await choose(page, 'Role', 'Investor');
  await expect(page).toHaveURL(/role=investor/);
  await expect(
    page.getByText(`${formatNumber(investors.total)} ${investors.total === 1 ? 'user' : 'users'}`, { exact: true }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Role', exact: true })).toHaveText('Investor');
  await expect(page.getByTestId('admin-user-row')).toHaveCount(Math.min(investors.total, 20));
  for (const row of await page.getByTestId('admin-user-row').all()) await expect(row.getByText('Investor', { exact: true })).toBeVisible();

  // An emptied first name is refused as at sign-up, and nothing is saved.
  const investor = demo('investor');
  await page.getByLabel('Search users').fill(investor.email);
  const row = page.getByTestId('admin-user-row').filter({ hasText: investor.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByLabel('First name').fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('First name must be at least 2 characters')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  const stored = (await userList(page.request, `?q=${encodeURIComponent(investor.email)}`)).items[0];
  expect(stored.firstName).toBe(investor.firstName);
});

test('deleting an opportunity with investors says at once that it cannot be, and offers Close instead', async ({ page }) => {
  await signInAsAdmin(page);
  const res = await page.request.get('/api/investments');
  // One on the tab's first page (10 a page, newest first, as the API lists them).
  const firstPage = ((await res.json()) as Array<ApiSchema['Investment']>).slice(0, 10);
  const funded = firstPage.find((i) => Number(i.currentFunding) > 0 && i.status !== 'closed');
  expect(funded, 'the seed has an opportunity with investors among the newest 10').toBeDefined();

  await page.goto('/admin?tab=investments');
  await page.getByRole('button', { name: `Delete ${funded!.title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'This opportunity cannot be deleted' });
  await expect(dialog).toContainText(`“${funded!.title}” has investors`);
  await expect(dialog.getByRole('button', { name: 'Close Opportunity' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Delete ${funded!.title}` })).toBeFocused();
});
