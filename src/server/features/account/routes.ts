import type { FastifyRequest } from 'fastify';
import * as contracts from '../../../shared/contracts/account';
import { publicSessionId } from '../../auth/sessions';
import { serve } from '../../lib/endpoint';
import { notFound } from '../../lib/errors';
import type { ZodApp } from '../../lib/http';
import { localeOf, translate } from '../../lib/i18n';
import { siteOf } from '../mail/site';
import { describeBrowser } from './browser';
import { deleteAccount } from './delete';
import { exportAccount } from './export';
import { changePassword, requestEmailChange, toAccount, unsubscribe, updateAccount } from './service';

// /account's calls and the e-mails' unsubscribe link (docs/product.md#accounts-and-sessions, #your-data).
// Their messages are said in the request's language.

/** An answer's message in the request's language. */
const said = <T extends { message: string }>(request: FastifyRequest, answer: T): T => ({
  ...answer,
  message: translate(localeOf(request), answer.message),
});

/** "2026-11-25": the export's file name is the day it was made (UTC). */
const today = () => new Date().toISOString().slice(0, 10);

export async function accountRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps.database;
  const site = siteOf(app.deps.config);
  // The routes that check the password: counted like sign-ins, so a stolen session cannot guess it.
  const checksPassword = { onRequest: app.limits.signIn };

  serve(app, contracts.getAccount, async (_input, _reply, request) => toAccount(db, request.user!));

  serve(app, contracts.updateAccount, async ({ body }, _reply, request) => updateAccount(db, request.user!, body), {
    onRequest: app.limits.writes,
  });

  serve(
    app,
    contracts.changeEmail,
    async ({ body }, _reply, request) => said(request, await requestEmailChange(db, site, request.user!, body)),
    checksPassword,
  );

  serve(
    app,
    contracts.changePassword,
    async ({ body }, _reply, request) => said(request, await changePassword(db, site, request.user!, request.session!.sid, body)),
    checksPassword,
  );

  serve(app, contracts.listSessions, async (_input, _reply, request) => {
    const items = await app.sessions.listFor(request.user!.id);
    return {
      items: items.map((s) => ({
        id: s.id,
        current: s.sid === request.session!.sid,
        browser: describeBrowser(s.userAgent),
        ipAddress: s.ipAddress,
        createdAt: s.createdAt,
        lastSeenAt: s.lastSeenAt,
      })),
    };
  });

  serve(app, contracts.endSession, async ({ params }, reply, request) => {
    if (!(await app.sessions.endFor(request.user!.id, params.id))) throw notFound('Session not found');
    // Ending this very session is signing out here.
    if (publicSessionId(request.session!.sid) === params.id) await app.sessions.destroy(request, reply);
  });

  serve(app, contracts.endOtherSessions, async (_input, _reply, request) => ({
    ended: await app.sessions.endOthers(request.user!.id, request.session!.sid),
  }));

  serve(
    app,
    contracts.exportAccount,
    async (_input, reply, request) => {
      reply.header('content-disposition', `attachment; filename="manzil-data-${today()}.json"`);
      reply.header('cache-control', 'no-store');
      return exportAccount(db, request.user!);
    },
    { onRequest: app.limits.writes },
  );

  serve(
    app,
    contracts.deleteAccount,
    async ({ body }, reply, request) => {
      await deleteAccount(db, site, request.user!, body);
      await app.sessions.destroy(request, reply);
    },
    checksPassword,
  );

  // The unsubscribe link, without signing in. A mail client's one-click POST (RFC 8058) is a form
  // (`List-Unsubscribe=One-Click`): this scope reads form bodies and ignores them. Mail providers post
  // for many people from few addresses: the generous search limit, not the sign-in one.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_r, _b, done) => done(null, undefined),
    );
    const handler = async ({ query }: { query: { token: string } }, _reply: unknown, request: FastifyRequest) =>
      said(request, await unsubscribe(db, query.token));
    serve(scope, contracts.unsubscribeByLink, handler, { onRequest: app.limits.search });
    serve(scope, contracts.unsubscribeOneClick, handler, { onRequest: app.limits.search });
  });
}
