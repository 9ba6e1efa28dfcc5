import { z } from 'zod';
import { text } from '../schemas/common';
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
  summary: 'Create an account and sign in',
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
