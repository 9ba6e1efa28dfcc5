import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Link } from 'wouter';
import AccountPage from '@client/features/account/account-page';
import type { ApiSchema } from '@client/lib/api-client';
import { answer, requestsTo } from './network';
import { renderPart, signInAs } from './render';

// /account, its parts one by one: what each shows, what it sends, and what a refusal looks like.

const AT = '2026-01-01T00:00:00.000Z';

function anAccount(overrides: Partial<ApiSchema['Account']> = {}): ApiSchema['Account'] {
  return {
    id: 'user-1',
    email: 'noura@example.sa',
    pendingEmail: null,
    emailVerified: true,
    firstName: 'Noura',
    lastName: 'Al-Harbi',
    phone: null,
    role: 'buyer',
    emailCommunications: true,
    emailNotifications: true,
    emailMarketing: false,
    language: 'en',
    hasPassword: true,
    createdAt: AT,
    ...overrides,
  };
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function aSession(overrides: Partial<ApiSchema['AccountSession']> = {}): ApiSchema['AccountSession'] {
  return {
    id: 's-1',
    current: true,
    browser: 'Chrome on Linux',
    ipAddress: '10.0.0.1',
    createdAt: AT,
    lastSeenAt: minutesAgo(0),
    ...overrides,
  };
}

async function renderAccount(account = anAccount(), sessions = [aSession()]) {
  signInAs({ email: account.email, firstName: account.firstName, lastName: account.lastName });
  answer('GET', '/api/account', { body: account });
  answer('GET', '/api/account/sessions', { body: { items: sessions } });
  const rendered = await renderPart(
    <>
      <Link href="/buy">Buy</Link>
      <AccountPage />
    </>,
    { path: '/account' },
  );
  await expect.element(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  await expect.element(page.getByLabelText('First name')).toHaveValue(account.firstName ?? '');
  return rendered;
}

const region = (name: string) => page.getByRole('region', { name });

test('signed out, it asks to sign in', async () => {
  await renderPart(<AccountPage />, { path: '/account' });
  await expect.element(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  expect(requestsTo('GET', '/api/account')).toHaveLength(0);
});

describe('Profile', () => {
  test('saves the names and the phone as the server keeps them (international form)', async () => {
    answer('PUT', '/api/account', ({ body }) => ({ body: anAccount({ ...(body as object), phone: '+966512345678' }) }));
    await renderAccount();
    await page.getByLabelText('First name').fill('  Nora ');
    await page.getByLabelText('Phone').fill('05 1234 5678');
    await page.getByRole('button', { name: 'Save profile' }).click();

    await expect.element(page.getByText('Profile saved')).toBeVisible();
    expect(requestsTo('PUT', '/api/account').map((r) => r.body)).toEqual([
      { firstName: 'Nora', lastName: 'Al-Harbi', phone: '+966512345678' },
    ]);
    await expect.element(page.getByLabelText('Phone')).toHaveValue('+966512345678');
    // Saved: nothing left to undo, nothing to ask about on leaving.
    expect(page.getByRole('button', { name: 'Undo changes' }).elements()).toHaveLength(0);
  });

  test("the form's own checks, then the server's field messages, under their fields", async () => {
    answer('PUT', '/api/account', { status: 400, body: { message: 'Invalid input', errors: { lastName: 'Last name is not allowed' } } });
    await renderAccount();
    await page.getByLabelText('First name').fill('N');
    await page.getByLabelText('Phone').fill('0112345678');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.element(page.getByText('First name must be at least 2 characters')).toBeVisible();
    await expect.element(page.getByText('Please enter a Saudi mobile number such as 05XXXXXXXX or +9665XXXXXXXX')).toBeVisible();
    expect(requestsTo('PUT', '/api/account')).toHaveLength(0);

    await page.getByLabelText('First name').fill('Noura');
    await page.getByLabelText('Phone').fill('');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.element(page.getByText('Last name is not allowed')).toBeVisible();
    await expect.element(page.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('PUT', '/api/account')[0].body).toMatchObject({ phone: null });
  });

  test('a link of the app asks before unsaved changes are left', async () => {
    const { history } = await renderAccount();
    await page.getByLabelText('Last name').fill('Al-Otaibi');
    await userEvent.click(page.getByRole('link', { name: 'Buy' }));
    const question = page.getByRole('alertdialog', { name: 'Leave this page?' });
    await userEvent.click(question.getByRole('button', { name: 'Stay on this page' }));
    expect(history.at(-1)).toBe('/account');
    await expect.element(page.getByLabelText('Last name')).toHaveValue('Al-Otaibi');

    await userEvent.click(page.getByRole('link', { name: 'Buy' }));
    await userEvent.click(question.getByRole('button', { name: 'Leave without saving' }));
    await expect.poll(() => history.at(-1)).toBe('/buy');
  });
});

describe('E-mail address', () => {
  test('shows a change waiting for its link; asks for one with the password; an address in use is said under it', async () => {
    answer('PUT', '/api/account/email', { status: 409, body: { message: 'An account with this email address already exists' } });
    await renderAccount(anAccount({ pendingEmail: 'old-wish@example.sa' }));
    await expect.element(region('E-mail address').getByText('Confirmed')).toBeVisible();
    await expect.element(region('E-mail address').getByRole('status')).toHaveTextContent(/Waiting for confirmation: old-wish@example\.sa/);

    await page.getByLabelText('New e-mail address').fill('taken@example.sa');
    await page.getByLabelText('Your password').first().fill('sand dunes at dawn');
    await page.getByRole('button', { name: 'Change e-mail address' }).click();
    await expect.element(page.getByText('An account with this email address already exists')).toBeVisible();
    await expect.element(page.getByLabelText('New e-mail address')).toHaveAttribute('aria-invalid', 'true');

    answer('PUT', '/api/account/email', {
      status: 202,
      body: { message: 'We sent a link to noura.new@example.sa.', pendingEmail: 'noura.new@example.sa' },
    });
    await page.getByLabelText('New e-mail address').fill('noura.new@example.sa');
    await page.getByRole('button', { name: 'Change e-mail address' }).click();
    await expect.element(page.getByText('Check your new inbox')).toBeVisible();
    await expect.element(region('E-mail address').getByRole('status')).toHaveTextContent(/noura\.new@example\.sa/);
    await expect.element(page.getByLabelText('New e-mail address')).toHaveValue('');
    expect(requestsTo('PUT', '/api/account/email').at(-1)?.body).toEqual({ email: 'noura.new@example.sa', password: 'sand dunes at dawn' });
  });

  test('an account without a password (a sign-in provider) is told to set one before changing address or password', async () => {
    await renderAccount(anAccount({ hasPassword: false }));
    await expect.element(region('E-mail address')).toHaveTextContent(/takes your Manzil password, and your account has none yet/);
    await expect.element(region('Password')).toHaveTextContent(/no Manzil password yet/);
    const links = page.getByRole('link', { name: 'Set a password with “Forgot password?”' });
    expect(links.elements().map((a) => a.getAttribute('href'))).toEqual([
      '/forgot-password?email=noura%40example.sa',
      '/forgot-password?email=noura%40example.sa',
    ]);
    expect(page.getByLabelText('New e-mail address').elements()).toHaveLength(0);
    expect(page.getByLabelText('Current password').elements()).toHaveLength(0);
  });
});

describe('Password', () => {
  test('the new one is typed twice; a wrong current password is said under it; changed, the form empties', async () => {
    answer('PUT', '/api/account/password', {
      status: 400,
      body: { message: 'Invalid input', errors: { currentPassword: 'Current password is incorrect' } },
    });
    await renderAccount();
    await page.getByLabelText('Current password').fill('wrong one');
    await page.getByLabelText(/^New password/).fill('palm grove at noon');
    await page.getByLabelText('Confirm new password').fill('palm grove at night');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.element(page.getByText('The two passwords are not the same')).toBeVisible();
    expect(requestsTo('PUT', '/api/account/password')).toHaveLength(0);

    await page.getByLabelText('Confirm new password').fill('palm grove at noon');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.element(page.getByText('Current password is incorrect')).toBeVisible();

    answer('PUT', '/api/account/password', { body: { message: 'Your password has been changed. Your other sessions have ended.' } });
    await page.getByLabelText('Current password').fill('sand dunes at dawn');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.element(page.getByText('Your other sessions have ended.')).toBeVisible();
    expect(requestsTo('PUT', '/api/account/password').at(-1)?.body).toEqual({
      currentPassword: 'sand dunes at dawn',
      newPassword: 'palm grove at noon',
    });
    await expect.element(page.getByLabelText('Current password')).toHaveValue('');
  });
});

describe('E-mail preferences', () => {
  test('a switch saves as it is turned; a refusal puts it back', async () => {
    answer('PUT', '/api/account', ({ body }) => ({ body: anAccount(body as object) }));
    await renderAccount();
    const marketing = page.getByRole('switch', { name: 'Marketing and promotions' });
    await expect.element(marketing).not.toBeChecked();
    await marketing.click();
    await expect.element(page.getByText('E-mail preferences saved')).toBeVisible();
    await expect.element(marketing).toBeChecked();
    expect(requestsTo('PUT', '/api/account').map((r) => r.body)).toEqual([{ emailMarketing: true }]);

    answer('PUT', '/api/account', { status: 500, body: { message: 'Internal Server Error' } });
    const communications = page.getByRole('switch', { name: 'User communications' });
    await communications.click();
    await expect.element(page.getByText('Something went wrong')).toBeVisible();
    await expect.element(communications).toBeChecked();
  });
});

describe('Sessions', () => {
  test('lists each browser with its address and last use, this one marked; others can be ended one by one or all at once', async () => {
    answer('DELETE', '/api/account/sessions/{id}', { status: 204 });
    answer('DELETE', '/api/account/sessions', { body: { ended: 1 } });
    await renderAccount(anAccount(), [
      aSession(),
      aSession({ id: 's-2', current: false, browser: 'Safari on iPhone', ipAddress: '10.0.0.2', lastSeenAt: minutesAgo(5) }),
      aSession({ id: 's-3', current: false, browser: 'Firefox on Windows', ipAddress: null, lastSeenAt: minutesAgo(60 * 26) }),
    ]);
    const sessions = region('Sessions');
    await expect.element(sessions.getByText('This device')).toBeVisible();
    await expect.element(sessions.getByText(/10\.0\.0\.2 · Last active 5 minutes ago/)).toBeVisible();
    await expect.element(sessions.getByText(/Unknown address · Last active yesterday/)).toBeVisible();
    // This device has no End session of its own.
    expect(sessions.getByRole('button', { name: /^End session/ }).elements()).toHaveLength(2);

    await sessions.getByRole('button', { name: 'End session: Safari on iPhone, 10.0.0.2' }).click();
    await expect.element(page.getByText('Safari on iPhone is signed out.')).toBeVisible();
    expect(requestsTo('DELETE', '/api/account/sessions/{id}').map((r) => r.path)).toEqual(['/api/account/sessions/s-2']);

    await sessions.getByRole('button', { name: 'End all other sessions' }).click();
    await expect.element(page.getByText('1 session signed out.')).toBeVisible();
    expect(requestsTo('DELETE', '/api/account/sessions').filter((r) => r.path === '/api/account/sessions')).toHaveLength(1);
  });
});

describe('Delete account', () => {
  test('the dialog says what happens; a wrong password is said under it; deleted, the person is signed out and home', async () => {
    answer('DELETE', '/api/account', { status: 400, body: { message: 'Invalid input', errors: { password: 'Password is incorrect' } } });
    const { history } = await renderAccount();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect.element(dialog).toHaveTextContent(/Your listings are withdrawn/);
    await expect.element(dialog).toHaveTextContent(/Your investments are kept, without your name/);

    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.element(dialog.getByText('Password is required')).toBeVisible();
    await dialog.getByLabelText('Your password').fill('not it');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.element(dialog.getByText('Password is incorrect')).toBeVisible();

    answer('DELETE', '/api/account', { status: 204 });
    await dialog.getByLabelText('Your password').fill('sand dunes at dawn');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.element(page.getByText('Your account has been deleted')).toBeVisible();
    expect(history.at(-1)).toBe('/');
    expect(requestsTo('DELETE', '/api/account').at(-1)?.body).toEqual({ password: 'sand dunes at dawn' });
  });

  test('an account without a password confirms by typing DELETE; the last admin is told why not', async () => {
    answer('DELETE', '/api/account', {
      status: 409,
      body: { message: 'There must always be at least one admin: this change would leave none' },
    });
    await renderAccount(anAccount({ hasPassword: false, role: 'admin' }));
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabelText('Type DELETE to confirm').fill('delete');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('Type DELETE to confirm');
    expect(requestsTo('DELETE', '/api/account')).toHaveLength(0);

    await dialog.getByLabelText('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('There must always be at least one admin');
    expect(requestsTo('DELETE', '/api/account').at(-1)?.body).toEqual({ confirm: 'DELETE' });
  });
});
