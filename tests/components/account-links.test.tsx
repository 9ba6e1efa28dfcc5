import { StrictMode } from 'react';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { VerifyEmailBanner } from '@client/components/verify-email-banner';
import ForgotPasswordPage from '@client/features/auth/forgot-password-page';
import LoginPage from '@client/features/auth/login-page';
import ResetPasswordPage from '@client/features/auth/reset-password-page';
import VerifyEmailPage from '@client/features/auth/verify-email-page';
import UnsubscribePage from '@client/features/account/unsubscribe-page';
import { answer, requestsTo } from './network';
import { aUser, renderPart, signInAs } from './render';

// The pages the e-mailed links open (reset, verify, unsubscribe), asking for a reset link, and the
// banner that asks a new account to confirm its address.

const SENT = "If an account uses that address, we've sent it a link to choose a new password. The link works for one hour.";
const INVALID = { status: 400, body: { message: 'This link is invalid or has expired.' } };

describe('a forgotten password', () => {
  test('"Forgot password?" on the sign-in page takes the typed address along', async () => {
    await renderPart(<LoginPage />, { path: '/login' });
    await expect.element(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await page.getByLabelText('Email address').fill('noura@example.sa');
    await expect
      .element(page.getByRole('link', { name: 'Forgot password?' }))
      .toHaveAttribute('href', '/forgot-password?email=noura%40example.sa');
  });

  test('the address is checked, then the server’s answer is shown in place of the form', async () => {
    answer('POST', '/api/auth/password-reset', { status: 202, body: { message: SENT } });
    await renderPart(<ForgotPasswordPage />, { path: '/forgot-password?email=noura%40example' });
    await expect.element(page.getByLabelText('Email address')).toHaveValue('noura@example');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.element(page.getByText('Please enter a valid email address')).toBeVisible();
    expect(requestsTo('POST', '/api/auth/password-reset')).toHaveLength(0);

    await page.getByLabelText('Email address').fill('noura@example.sa');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent(SENT);
    await expect.element(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    expect(page.getByLabelText('Email address').elements()).toHaveLength(0);
    expect(requestsTo('POST', '/api/auth/password-reset').map((r) => r.body)).toEqual([{ email: 'noura@example.sa' }]);
    await expect.element(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  test('too many asks: the server’s words under the form', async () => {
    answer('POST', '/api/auth/password-reset', { status: 429, body: { message: 'Too many requests. Please try again later.' } });
    await renderPart(<ForgotPasswordPage />, { path: '/forgot-password?email=noura%40example.sa' });
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  });
});

describe('the reset link', () => {
  test('a new password typed twice (the sign-up rules) signs in and goes home', async () => {
    answer('POST', '/api/auth/password-reset/confirm', { body: aUser() });
    const { history } = await renderPart(<ResetPasswordPage />, { path: '/reset-password?token=abc123' });
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.element(page.getByText('Password must be at least 8 characters')).toBeVisible();

    await page.getByLabelText(/^New password/).fill('palm grove at noon');
    await page.getByLabelText('Confirm new password').fill('palm grove at noon');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.element(page.getByText('Your password has been changed')).toBeVisible();
    expect(history.at(-1)).toBe('/');
    expect(requestsTo('POST', '/api/auth/password-reset/confirm').map((r) => r.body)).toEqual([
      { token: 'abc123', password: 'palm grove at noon' },
    ]);
  });

  test("the server's password rule goes under the field; a used or expired link says so, with a way to ask again", async () => {
    answer('POST', '/api/auth/password-reset/confirm', {
      status: 400,
      body: { message: 'Invalid input', errors: { password: 'This password is too common. Please choose another' } },
    });
    await renderPart(<ResetPasswordPage />, { path: '/reset-password?token=abc123' });
    await page.getByLabelText(/^New password/).fill('password123');
    await page.getByLabelText('Confirm new password').fill('password123');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.element(page.getByText('This password is too common. Please choose another')).toBeVisible();

    answer('POST', '/api/auth/password-reset/confirm', INVALID);
    await page.getByLabelText(/^New password/).fill('palm grove at noon');
    await page.getByLabelText('Confirm new password').fill('palm grove at noon');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.element(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await expect.element(page.getByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    await expect.element(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  test('a link without its token is not a link', async () => {
    await renderPart(<ResetPasswordPage />, { path: '/reset-password' });
    await expect.element(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  });
});

describe('the verification link', () => {
  test('confirms the address once, however often React mounts the page', async () => {
    signInAs({ emailVerified: false });
    answer('POST', '/api/auth/verify-email', { body: aUser({ emailVerified: true }), delayMs: 50 });
    await renderPart(
      <StrictMode>
        <VerifyEmailPage />
      </StrictMode>,
      { path: '/verify-email?token=t0k3n' },
    );
    await expect.element(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
    await expect.element(page.getByText('noura@example.sa')).toBeVisible();
    expect(requestsTo('POST', '/api/auth/verify-email').map((r) => r.body)).toEqual([{ token: 't0k3n' }]);
    await expect.element(page.getByRole('link', { name: 'Continue to Manzil' })).toHaveAttribute('href', '/');
  });

  test('a link that no longer works offers a new one to the signed-in, unconfirmed person', async () => {
    signInAs({ emailVerified: false });
    answer('POST', '/api/auth/verify-email', INVALID);
    answer('POST', '/api/auth/verify-email/resend', { status: 202, body: { message: 'We sent a new link to noura@example.sa.' } });
    await renderPart(<VerifyEmailPage />, { path: '/verify-email?token=old' });
    await expect.element(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect.element(page.getByText('We sent a new link to noura@example.sa.')).toBeVisible();
    expect(requestsTo('POST', '/api/auth/verify-email/resend')).toHaveLength(1);
  });
});

describe('the banner', () => {
  const banner = () => page.getByRole('region', { name: 'Confirm your e-mail address' });

  test('asks a signed-in, unconfirmed person to confirm, and sends the link again (busy meanwhile)', async () => {
    signInAs({ emailVerified: false, email: 'sara@example.com' });
    answer('POST', '/api/auth/verify-email/resend', {
      status: 202,
      body: { message: 'We sent a new link to sara@example.com.' },
      delayMs: 300,
    });
    await renderPart(<VerifyEmailBanner />, { path: '/buy' });
    await expect.element(banner()).toHaveTextContent('Please confirm your e-mail address. We sent a link to sara@example.com.');

    await banner().getByRole('button', { name: 'Resend link' }).click();
    await expect.element(banner().getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect.element(page.getByText('We sent a new link to sara@example.com.')).toBeVisible();
    await expect.element(banner().getByRole('button', { name: 'Resend link' })).toBeEnabled();
  });

  test('too many asks: the server’s words', async () => {
    signInAs({ emailVerified: false });
    answer('POST', '/api/auth/verify-email/resend', {
      status: 429,
      body: { message: 'Too many requests. Please try again in a few minutes.' },
    });
    await renderPart(<VerifyEmailBanner />, { path: '/' });
    await page.getByRole('button', { name: 'Resend link' }).click();
    await expect.element(page.getByText('Too many requests. Please try again in a few minutes.')).toBeVisible();
  });

  test('not shown once the address is confirmed, nor on the verification page itself', async () => {
    signInAs({ emailVerified: false });
    const onVerify = await renderPart(<VerifyEmailBanner />, { path: '/verify-email' });
    // Wait for the current user to arrive before looking for the banner's absence.
    await expect.poll(() => requestsTo('GET', '/api/auth/user').length).toBe(1);
    expect(banner().elements()).toHaveLength(0);
    await onVerify.screen.unmount();

    signInAs({ emailVerified: true });
    await renderPart(
      <>
        <p>Page</p>
        <VerifyEmailBanner />
      </>,
      { path: '/' },
    );
    await expect.element(page.getByText('Page')).toBeVisible();
    await expect.poll(() => requestsTo('GET', '/api/auth/user').length).toBe(2);
    expect(banner().elements()).toHaveLength(0);
  });
});

describe('the unsubscribe link', () => {
  test('turns that kind of e-mail off once, says which, and leads to the preferences', async () => {
    answer('POST', '/api/unsubscribe', { body: { message: 'Unsubscribed', preference: 'emailMarketing' } });
    await renderPart(
      <StrictMode>
        <UnsubscribePage />
      </StrictMode>,
      { path: '/unsubscribe?token=u1' },
    );
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('You will no longer receive marketing and promotions e-mails from Manzil.');
    expect(requestsTo('POST', '/api/unsubscribe').map((r) => r.query.get('token'))).toEqual(['u1']);
    await expect
      .element(page.getByRole('link', { name: 'Change your e-mail preferences' }))
      .toHaveAttribute('href', '/account#preferences');
  });

  test('an unknown link says so', async () => {
    answer('POST', '/api/unsubscribe', INVALID);
    await renderPart(<UnsubscribePage />, { path: '/unsubscribe?token=nope' });
    await expect.element(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await expect.element(page.getByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
  });
});
