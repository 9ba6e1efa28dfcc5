import { describe, expect, onTestFinished, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import SignupPage from '@client/features/auth/signup-page';
import { answer, requestsTo } from './network';
import { aUser, renderPart } from './render';

// The sign-up wizard (Profile → Privacy → Preferences): each step's checks, moving between steps,
// and what the server is sent and answers.

const SIGNUP = '/api/auth/signup';

const stepHeading = (text: string) => page.getByText(text, { exact: true });
const next = () => page.getByRole('button', { name: 'Next' }).click();
const back = () => page.getByRole('button', { name: 'Back' }).click();
const alerts = () =>
  page
    .getByRole('alert')
    .elements()
    .map((alert) => alert.textContent);

async function renderSignup() {
  const rendered = await renderPart(<SignupPage />, { path: '/signup' });
  await expect.element(stepHeading('Step 1 of 3: Profile')).toBeVisible();
  return rendered;
}

async function fillProfile({
  firstName = 'Noura',
  lastName = 'Al-Harbi',
  email = 'noura@example.sa',
  password = 'sand dunes at dawn',
} = {}) {
  await page.getByLabelText('First name').fill(firstName);
  await page.getByLabelText('Last name').fill(lastName);
  await page.getByLabelText('Email address').fill(email);
  await page.getByLabelText('Password').fill(password);
}

async function acceptConsents() {
  await page.getByRole('checkbox', { name: 'I accept the Privacy Policy' }).click();
  await page.getByRole('checkbox', { name: 'I accept the Terms of Service' }).click();
}

/** Fills the first two steps and reaches the last one. */
async function reachPreferences(profile?: Parameters<typeof fillProfile>[0]) {
  await fillProfile(profile);
  await next();
  await expect.element(stepHeading('Step 2 of 3: Privacy')).toBeVisible();
  await acceptConsents();
  await next();
  await expect.element(stepHeading('Step 3 of 3: Preferences')).toBeVisible();
}

describe('step 1: Profile', () => {
  test("Next with empty fields shows each required field's message and stays on the step", async () => {
    await renderSignup();
    await next();

    await expect.element(page.getByText('First name must be at least 2 characters')).toBeVisible();
    expect(alerts()).toEqual([
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Please enter a valid email address',
      'Password must be at least 8 characters',
    ]);
    await expect.element(stepHeading('Step 1 of 3: Profile')).toBeVisible();
    await expect.element(page.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByLabelText('First name')).toHaveFocus();
  });

  test('a malformed e-mail, a short password and a one-letter name are refused; corrected, the step advances', async () => {
    await renderSignup();
    await fillProfile({ firstName: ' N ', email: 'noura@', password: 'short' });
    await next();

    await expect.element(page.getByText('Please enter a valid email address')).toBeVisible();
    expect(alerts()).toEqual([
      'First name must be at least 2 characters',
      'Please enter a valid email address',
      'Password must be at least 8 characters',
    ]);
    await expect.element(stepHeading('Step 1 of 3: Profile')).toBeVisible();

    // Once a field has a message, it is checked again as it changes.
    await page.getByLabelText('Email address').fill('noura@example.sa');
    await expect.element(page.getByText('Please enter a valid email address')).not.toBeInTheDocument();
    await page.getByLabelText('First name').fill('Noura');
    await page.getByLabelText('Password').fill('sand dunes at dawn');
    await next();
    await expect.element(stepHeading('Step 2 of 3: Privacy')).toBeVisible();
  });

  test('Back from a later step keeps what was entered, the role included', async () => {
    await renderSignup();
    await fillProfile();
    await page.getByRole('radio', { name: 'Developer/Seller' }).click();
    await next();
    await acceptConsents();
    await next();
    await expect.element(stepHeading('Step 3 of 3: Preferences')).toBeVisible();

    await back();
    await expect.element(page.getByRole('checkbox', { name: 'I accept the Privacy Policy' })).toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: 'I accept the Terms of Service' })).toBeChecked();
    await back();
    await expect.element(page.getByLabelText('First name')).toHaveValue('Noura');
    await expect.element(page.getByLabelText('Last name')).toHaveValue('Al-Harbi');
    await expect.element(page.getByLabelText('Email address')).toHaveValue('noura@example.sa');
    await expect.element(page.getByLabelText('Password')).toHaveValue('sand dunes at dawn');
    await expect.element(page.getByRole('radio', { name: 'Developer/Seller' })).toBeChecked();
    await expect.element(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  });
});

describe('step 2: Privacy', () => {
  test('Next without the required consents says which are missing; each message goes once it is accepted', async () => {
    await renderSignup();
    await fillProfile();
    await next();
    await expect.element(stepHeading('Step 2 of 3: Privacy')).toBeVisible();

    await next();
    await expect.element(page.getByText('You must accept the Privacy Policy to continue')).toBeVisible();
    expect(alerts()).toEqual(['You must accept the Privacy Policy to continue', 'You must accept the Terms of Service to continue']);
    await expect.element(stepHeading('Step 2 of 3: Privacy')).toBeVisible();

    await page.getByRole('checkbox', { name: 'I accept the Privacy Policy' }).click();
    await expect.element(page.getByText('You must accept the Privacy Policy to continue')).not.toBeInTheDocument();
    await next();
    await expect.element(stepHeading('Step 2 of 3: Privacy')).toBeVisible();
    expect(alerts()).toEqual(['You must accept the Terms of Service to continue']);

    // The data-processing consent is optional: the two required ones are enough.
    await page.getByRole('checkbox', { name: 'I accept the Terms of Service' }).click();
    await next();
    await expect.element(stepHeading('Step 3 of 3: Preferences')).toBeVisible();
    expect(requestsTo('POST', SIGNUP)).toHaveLength(0);
  });
});

describe('the draft', () => {
  test('the Terms of Service and the Privacy Policy open in a dialog over the wizard; closed, the step and its answers are as they were', async () => {
    await renderSignup();
    await fillProfile();
    await next();
    await page.getByRole('checkbox', { name: 'I accept the Privacy Policy' }).click();

    await page.getByRole('link', { name: 'Terms of Service' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms of Service' });
    await expect.element(terms.getByText(/at least 18 years old/)).toBeVisible();
    await userEvent.click(terms.getByRole('button', { name: 'Close' }));
    await expect.element(terms).not.toBeInTheDocument();
    // The keyboard is back on the link it left from.
    await expect.element(page.getByRole('link', { name: 'Terms of Service' })).toHaveFocus();

    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    const privacy = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect.element(privacy.getByText(/argon2id/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(privacy).not.toBeInTheDocument();

    await expect.element(stepHeading('Step 2 of 3: Privacy')).toBeVisible();
    await expect.element(page.getByRole('checkbox', { name: 'I accept the Privacy Policy' })).toBeChecked();
    await back();
    await expect.element(page.getByLabelText('First name')).toHaveValue('Noura');
    await expect.element(page.getByLabelText('Password')).toHaveValue('sand dunes at dawn');
  });

  test('a reload keeps what was typed, but never the password', async () => {
    const first = await renderSignup();
    await fillProfile();
    await page.getByRole('radio', { name: /Investor/ }).click();
    await first.screen.unmount();

    await renderSignup();
    await expect.element(page.getByLabelText('First name')).toHaveValue('Noura');
    await expect.element(page.getByLabelText('Last name')).toHaveValue('Al-Harbi');
    await expect.element(page.getByLabelText('Email address')).toHaveValue('noura@example.sa');
    await expect.element(page.getByRole('radio', { name: /Investor/ })).toBeChecked();
    await expect.element(page.getByLabelText('Password')).toHaveValue('');
    expect(JSON.stringify(sessionStorage)).not.toContain('sand dunes');
  });
});

describe('creating the account', () => {
  test('sends the whole sign-up, names trimmed, with the chosen role, consents and preferences, then goes home', async () => {
    answer('POST', SIGNUP, { status: 201, body: aUser({ role: 'investor', emailNotifications: false, emailMarketing: true }) });
    const { history } = await renderSignup();
    await page.getByRole('radio', { name: /Investor/ }).click();
    await reachPreferences({ firstName: '  Noura ', lastName: 'Al-Harbi  ' });
    await page.getByRole('switch', { name: 'System notifications' }).click();
    await page.getByRole('switch', { name: 'Marketing and promotions' }).click();

    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect.element(page.getByText('Welcome to Manzil!')).toBeVisible();
    // The draft has served its purpose.
    expect(sessionStorage.getItem('manzil:signup-draft')).toBeNull();
    // Outside the app's routes the page stays mounted after going home, so its redirect of a
    // signed-up user can add a second '/' (in the app the page has unmounted by then).
    expect(history[1]).toBe('/');
    expect(history.at(-1)).toBe('/');
    expect(requestsTo('POST', SIGNUP).map((r) => r.body)).toEqual([
      {
        firstName: 'Noura',
        lastName: 'Al-Harbi',
        email: 'noura@example.sa',
        password: 'sand dunes at dawn',
        role: 'investor',
        privacyPolicyAccepted: true,
        termsAccepted: true,
        dataProcessingConsent: false,
        emailCommunications: true,
        emailNotifications: false,
        emailMarketing: true,
      },
    ]);
  });

  test("an e-mail already taken (409) brings the user back to step 1 with the server's message under the e-mail", async () => {
    answer('POST', SIGNUP, { status: 409, body: { message: 'An account with this email address already exists' } });
    const { history } = await renderSignup();
    await reachPreferences({ email: 'taken@example.sa' });

    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect.element(stepHeading('Step 1 of 3: Profile')).toBeVisible();
    await expect.element(page.getByText('An account with this email address already exists')).toBeVisible();
    await expect.element(page.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByLabelText('Email address')).toHaveValue('taken@example.sa');
    await expect.element(page.getByText('Sign-up Failed')).toBeVisible();
    // The toast says why (retrying cannot help), not "Please try again.".
    await expect.element(page.getByText('This e-mail address already has an account: sign in, or use another address.')).toBeVisible();
    await expect.element(page.getByText('Please try again.')).not.toBeInTheDocument();
    expect(history).toEqual(['/signup']);
    expect(requestsTo('POST', SIGNUP)).toHaveLength(1);
  });

  test('a password the server refuses as too common (400 with a field error) shows under the password on step 1', async () => {
    const message = 'This password is too common. Please choose another.';
    answer('POST', SIGNUP, { status: 400, body: { message, errors: { password: message } } });
    const { history } = await renderSignup();
    await reachPreferences({ password: 'password123' });

    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect.element(stepHeading('Step 1 of 3: Profile')).toBeVisible();
    await expect.element(page.getByText(message)).toBeVisible();
    await expect.element(page.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(history).toEqual(['/signup']);
  });

  test('finishing an account a provider created asks no e-mail or password: step 1 checks the names only, and it can be finished', async () => {
    signedInThroughProvider({ firstName: null, lastName: null });
    answer('POST', '/api/auth/complete-signup', { body: aUser({ signupCompleted: true }) });
    const { history } = await renderPart(<SignupPage />, { path: '/signup' });

    await expect.element(page.getByRole('heading', { name: 'Finish creating your account' })).toBeVisible();
    await expect.element(page.getByLabelText('Email address')).not.toBeInTheDocument();
    await expect.element(page.getByLabelText('Password')).not.toBeInTheDocument();
    await expect.element(page.getByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await next();
    await expect.element(page.getByText('Last name must be at least 2 characters')).toBeVisible();
    expect(alerts()).toEqual(['First name must be at least 2 characters', 'Last name must be at least 2 characters']);

    // The messages go as the names are typed: the first press of Next (still in the field) moves on.
    await page.getByLabelText('First name').fill('Noura');
    await page.getByLabelText('Last name').fill('Al-Harbi');
    await next();
    await expect.element(stepHeading('Step 2 of 3: Privacy')).toBeVisible();
    await acceptConsents();
    await next();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect.poll(() => requestsTo('POST', '/api/auth/complete-signup')).toHaveLength(1);
    expect(requestsTo('POST', '/api/auth/complete-signup')[0].body).toEqual({
      firstName: 'Noura',
      lastName: 'Al-Harbi',
      role: 'buyer',
      privacyPolicyAccepted: true,
      termsAccepted: true,
      dataProcessingConsent: false,
      emailCommunications: true,
      emailNotifications: true,
      emailMarketing: false,
    });
    await expect.poll(() => history.at(-1)).toBe('/');
  });

  test("a provider's names are filled in, even when the page loads before it knows the user", async () => {
    signedInThroughProvider({ firstName: 'Faisal', lastName: 'Al-Qahtani' }, 300);
    await renderPart(<SignupPage />, { path: '/signup' });

    await expect.element(page.getByLabelText('First name')).toHaveValue('Faisal');
    await expect.element(page.getByLabelText('Last name')).toHaveValue('Al-Qahtani');
  });
});

/** Signed in through OpenID Connect (the session hint and the current-user call), sign-up not finished. */
function signedInThroughProvider(names: { firstName: string | null; lastName: string | null }, delayMs = 0) {
  document.cookie = 'manzil_auth=1; path=/';
  onTestFinished(() => {
    document.cookie = 'manzil_auth=; path=/; max-age=0';
  });
  answer('GET', '/api/auth/user', { body: aUser({ signupCompleted: false, email: 'noura@provider.sa', ...names }), delayMs });
}
