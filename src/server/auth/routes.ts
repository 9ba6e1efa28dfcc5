import type { FastifyRequest } from 'fastify';
import * as contracts from '../../shared/contracts/auth';
import { LANGUAGE_COOKIE, localeOfPath, pathInLocale, type Locale } from '../../shared/i18n/locale';
import { PASSWORD_RESET_SENT } from '../../shared/schemas/account';
import { siteOf } from '../features/mail/site';
import { serve } from '../lib/endpoint';
import { badRequest } from '../lib/errors';
import type { ZodApp } from '../lib/http';
import { localeOf, translate } from '../lib/i18n';
import { beginOidcLogin, finishOidcLogin, oidcEnabled } from './oidc';
import { confirmPasswordReset, requestPasswordReset } from './password-reset';
import { completeSignup, logIn, signUp, toPublicUser } from './service';
import { resendVerification, tooManyLinks, verifyEmail } from './verification';

/**
 * The language of the page a link was followed from (sign-out): its Referer's path, else the
 * language the person chose with the switch (the cookie), else English.
 */
function pageLocaleOf(request: FastifyRequest): Locale {
  try {
    const referer = request.headers.referer;
    if (referer) return localeOfPath(new URL(referer).pathname);
  } catch {
    // Not a URL: no page to go by.
  }
  return request.cookies[LANGUAGE_COOKIE] === 'ar' ? 'ar' : 'en';
}

export async function authRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;
  const site = siteOf(app.deps.config);

  serve(
    app,
    contracts.signUp,
    async ({ body }, reply, request) => {
      // The account takes the language of the page it signed up on.
      const user = await signUp(db, site, body, localeOf(request));
      await app.sessions.create(request, reply, { userId: user.id });
      return toPublicUser(user);
    },
    { onRequest: app.limits.signUp },
  );

  serve(app, contracts.completeSignup, async ({ body }, _reply, request) => {
    const user = request.user!;
    if (user.signupCompleted) throw badRequest('Sign-up is already complete');
    return toPublicUser(await completeSignup(db, user, body));
  });

  serve(
    app,
    contracts.logIn,
    async ({ body }, reply, request) => {
      const user = await logIn(db, body);
      await app.sessions.create(request, reply, { userId: user.id });
      return toPublicUser(user);
    },
    { onRequest: app.limits.signIn },
  );

  serve(app, contracts.currentUser, async (_input, _reply, request) => toPublicUser(request.user!));

  serve(app, contracts.startLogin, async ({ query }, reply, request) => {
    const returnTo = query.returnTo ?? '/';
    if (oidcEnabled(app)) return reply.redirect(await beginOidcLogin(app, request, reply, returnTo));
    // The sign-in page in the language of the page the sign-in started from (/ar/… → /ar/login).
    return reply.redirect(`${pathInLocale('/login', localeOfPath(returnTo))}?returnTo=${encodeURIComponent(returnTo)}`);
  });

  serve(app, contracts.oidcCallback, async (_input, reply, request) => reply.redirect(await finishOidcLogin(app, request, reply)));

  serve(app, contracts.logOut, async (_input, reply, request) => {
    // Sign-out is a GET (a link). So that an <img src="/api/logout"> planted in a page, or a link on
    // another site, cannot sign people out, only a same-site page navigation (or a client that sends
    // no fetch metadata, like curl) ends the session; anything else just goes home.
    const dest = request.headers['sec-fetch-dest'];
    const site = request.headers['sec-fetch-site'];
    if ((dest === undefined || dest === 'document') && site !== 'cross-site') await app.sessions.destroy(request, reply);
    // Home in the language of the page signed out from.
    return reply.redirect(pathInLocale('/', pageLocaleOf(request)));
  });

  serve(app, contracts.verifyEmail, async ({ body }) => toPublicUser(await verifyEmail(db, site, body.token)), {
    onRequest: app.limits.signIn,
  });

  serve(
    app,
    contracts.resendVerification,
    async (_input, _reply, request) => {
      const { message } = await resendVerification(db, site, request.user!);
      return { message: translate(localeOf(request), message) };
    },
    { onRequest: app.limits.writes },
  );

  serve(
    app,
    contracts.requestPasswordReset,
    async ({ body }, reply, request) => {
      const limited = await requestPasswordReset(db, body.email);
      if (limited) {
        reply.header('retry-after', String(limited.retryAfter));
        throw tooManyLinks();
      }
      return { message: translate(localeOf(request), PASSWORD_RESET_SENT) };
    },
    { onRequest: app.limits.passwordReset },
  );

  serve(
    app,
    contracts.confirmPasswordReset,
    async ({ body }, reply, request) => {
      const user = await confirmPasswordReset(db, site, body);
      await app.sessions.create(request, reply, { userId: user.id });
      return toPublicUser(user);
    },
    { onRequest: app.limits.signIn },
  );
}
