import { z } from 'zod';
import { text } from '../schemas/common';
import { messageSchema, passwordResetConfirmSchema, passwordResetRequestSchema, verifyEmailSchema } from '../schemas/account';
import { completeSignupSchema, loginSchema, signupSchema, userSchema } from '../schemas/user';
import { contract } from './define';

// Accounts and sessions (docs/product.md#accounts-and-sessions).

const tags = ['auth'];

const returnToQuery = z.object({
  // Only a path on this site: never `//evil.example` or an absolute URL (open redirect).
  returnTo: text('returnTo')
    .max(500)
    .regex(/^\/(?![/\\])[^\s]*$/, 'returnTo must be a path on this site')
    .optional(),
});

const redirect = (to: string) => z.null().describe(`Redirect: ${to}`);

export const signUp = contract({
  method: 'POST',
  path: '/api/auth/signup',
  access: 'public',
  tags,
  summary: 'Create an account and sign in; a verification link is e-mailed to the address (valid 7 days)',
  body: signupSchema,
  responses: { 201: userSchema },
  errors: [409, 429],
});

export const completeSignup = contract({
  method: 'POST',
  path: '/api/auth/complete-signup',
  access: 'signed-in',
  tags,
  summary: 'Finish an account created by an OpenID Connect sign-in (a role an admin gave it meanwhile is kept)',
  body: completeSignupSchema,
  responses: { 200: userSchema },
});

export const logIn = contract({
  method: 'POST',
  path: '/api/auth/login',
  access: 'public',
  tags,
  summary: 'Sign in with e-mail and password',
  body: loginSchema,
  responses: { 200: userSchema },
  errors: [429],
});

export const currentUser = contract({
  method: 'GET',
  path: '/api/auth/user',
  access: 'signed-in',
  tags,
  summary: 'The signed-in user (401 when signed out)',
  responses: { 200: userSchema },
});

export const startLogin = contract({
  method: 'GET',
  path: '/api/login',
  access: 'public',
  tags,
  summary: 'Start signing in: the OpenID Connect provider when configured, else the /login page',
  query: returnToQuery,
  responses: { 302: redirect('the provider, or /login?returnTo=…') },
});

export const oidcCallback = contract({
  method: 'GET',
  path: '/api/callback',
  access: 'public',
  tags,
  summary: 'OpenID Connect redirect target',
  responses: { 302: redirect('the page the sign-in started from, or /signup for a new account') },
  errors: [400],
  hidden: true,
});

export const logOut = contract({
  method: 'GET',
  path: '/api/logout',
  access: 'public',
  tags,
  summary: 'Sign out and return to the home page (a link the user follows, not an image or a script)',
  responses: { 302: redirect('/') },
});

export const verifyEmail = contract({
  method: 'POST',
  path: '/api/auth/verify-email',
  access: 'public',
  tags,
  summary:
    'Follow an e-mailed verification link: the address is verified (for an e-mail change, the account switches to it and the old address is told)',
  description:
    'Works once, for 7 days. 400 "This link is invalid or has expired." for an unknown, used or expired token; ' +
    '409 "An account with this email address already exists" when another account took the new address meanwhile.',
  body: verifyEmailSchema,
  responses: { 200: userSchema },
  errors: [409, 429],
});

export const resendVerification = contract({
  method: 'POST',
  path: '/api/auth/verify-email/resend',
  access: 'signed-in',
  tags,
  summary: 'Send a new verification link to your address (409 when it is already verified)',
  responses: { 202: messageSchema },
  errors: [409, 429],
});

export const requestPasswordReset = contract({
  method: 'POST',
  path: '/api/auth/password-reset',
  access: 'public',
  tags,
  summary: 'E-mail a link to choose a new password (the same answer whether or not an account uses the address)',
  description:
    'The account is looked up after the answer, by a job, so the answer takes the same time either way. ' +
    'The link works once, for one hour. Limited per client and per address (3 links an hour).',
  body: passwordResetRequestSchema,
  responses: { 202: messageSchema },
  errors: [429],
});

export const confirmPasswordReset = contract({
  method: 'POST',
  path: '/api/auth/password-reset/confirm',
  access: 'public',
  tags,
  summary: "Set a new password with a reset link's token: ends every session of the account, then signs in here",
  description:
    'The password follows the sign-up rules (400 with a field error). 400 "This link is invalid or has expired." for an ' +
    'unknown, used or expired token. A "Your password was changed" notice is e-mailed.',
  body: passwordResetConfirmSchema,
  responses: { 200: userSchema },
  errors: [429],
});
