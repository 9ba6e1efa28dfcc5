import { z } from 'zod';
import { errorResponseSchema, text } from '../../shared/schemas/common';
import { completeSignupSchema, loginSchema, signupSchema, userSchema } from '../../shared/schemas/user';
import { badRequest } from '../lib/errors';
import type { ZodApp } from '../lib/http';
import { requireUser } from './guards';
import { beginOidcLogin, finishOidcLogin, oidcEnabled } from './oidc';
import { completeSignup, logIn, signUp, toPublicUser } from './service';

const returnToQuery = z.object({
  // Only a path on this site: never `//evil.example` or an absolute URL (open redirect).
  returnTo: text('returnTo').max(500).regex(/^\/(?![/\\])[^\s]*$/, 'returnTo must be a path on this site').optional(),
});

const userResponse = { 200: userSchema, 201: userSchema, 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema };

export async function authRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;

  app.post('/auth/signup', {
    onRequest: app.limits.signUp,
    schema: { tags: ['auth'], summary: 'Create an account and sign in', body: signupSchema, response: { ...userResponse, 429: errorResponseSchema } },
  }, async (request, reply) => {
    const user = await signUp(db, request.body);
    await app.sessions.create(request, reply, { userId: user.id });
    return reply.status(201).send(toPublicUser(user));
  });

  app.post('/auth/complete-signup', {
    schema: { tags: ['auth'], summary: 'Finish an account created by an OpenID Connect sign-in', body: completeSignupSchema, response: userResponse },
  }, async (request) => {
    const user = requireUser(request);
    if (user.signupCompleted) throw badRequest('Sign-up is already complete');
    return toPublicUser(await completeSignup(db, user, request.body));
  });

  app.post('/auth/login', {
    onRequest: app.limits.signIn,
    schema: { tags: ['auth'], summary: 'Sign in with e-mail and password', body: loginSchema, response: { ...userResponse, 429: errorResponseSchema } },
  }, async (request, reply) => {
    const user = await logIn(db, request.body);
    await app.sessions.create(request, reply, { userId: user.id });
    return toPublicUser(user);
  });

  app.get('/auth/user', {
    schema: { tags: ['auth'], summary: 'The signed-in user (401 when signed out)', response: { 200: userSchema, 401: errorResponseSchema } },
  }, async (request, reply) => {
    // Signed out (or the session ended): the client's hint cookie is stale, clear it with the 401.
    if (!request.user) app.sessions.clearHint(request, reply);
    return toPublicUser(requireUser(request));
  });

  app.get('/login', {
    schema: { tags: ['auth'], summary: 'Start signing in: the OpenID Connect provider when configured, else the /login page', querystring: returnToQuery },
  }, async (request, reply) => {
    const returnTo = request.query.returnTo ?? '/';
    if (oidcEnabled(app)) return reply.redirect(await beginOidcLogin(app, request, reply, returnTo));
    return reply.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  });

  app.get('/callback', {
    schema: { tags: ['auth'], summary: 'OpenID Connect redirect target', hide: true },
  }, async (request, reply) => reply.redirect(await finishOidcLogin(app, request, reply)));

  app.get('/logout', {
    schema: { tags: ['auth'], summary: 'Sign out and return to the home page (a link the user follows, not an image or a script)' },
  }, async (request, reply) => {
    // SPEC makes sign-out a GET. So that an <img src="/api/logout"> planted in a page, or a link on
    // another site, cannot sign people out, only a same-site page navigation (or a client that sends
    // no fetch metadata, like curl) ends the session; anything else just goes home.
    const dest = request.headers['sec-fetch-dest'];
    const site = request.headers['sec-fetch-site'];
    if ((dest === undefined || dest === 'document') && site !== 'cross-site') await app.sessions.destroy(request, reply);
    return reply.redirect('/');
  });
}
