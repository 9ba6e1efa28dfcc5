import * as client from 'openid-client';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { localeOfPath, pathInLocale } from '../../shared/i18n/locale';
import type { ZodApp } from '../lib/http';
import { users } from '../db/schema';
import { badRequest } from '../lib/errors';
import { findUserByEmail } from './service';

// Discovery is done once per app and cached; a failed discovery is retried on the next sign-in.
const configurations = new WeakMap<object, Promise<client.Configuration>>();

export function oidcEnabled(app: ZodApp): boolean {
  return app.deps.config.oidc !== undefined;
}

function configurationFor(app: ZodApp): Promise<client.Configuration> {
  const oidc = app.deps.config.oidc!;
  let pending = configurations.get(app.deps);
  if (!pending) {
    const issuer = new URL(oidc.issuerUrl);
    pending = client.discovery(issuer, oidc.clientId, oidc.clientSecret, undefined, {
      // Plain http only for a provider on this machine (development and tests).
      execute: issuer.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(issuer.hostname) ? [client.allowInsecureRequests] : [],
    });
    pending.catch(() => configurations.delete(app.deps));
    configurations.set(app.deps, pending);
  }
  return pending;
}

function redirectUri(app: ZodApp, request: FastifyRequest): string {
  const base = app.deps.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return `${base}/api/callback`;
}

/** Authorization code + PKCE: the verifier, state and nonce wait in a fresh pre-login session. */
export async function beginOidcLogin(app: ZodApp, request: FastifyRequest, reply: FastifyReply, returnTo: string): Promise<string> {
  const config = await configurationFor(app);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await app.sessions.create(request, reply, { oidc: { codeVerifier, state, nonce, returnTo } });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(app, request),
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return url.href;
}

/** Exchanges the code, finds or creates the user, and signs them in with a new session id. */
export async function finishOidcLogin(app: ZodApp, request: FastifyRequest, reply: FastifyReply): Promise<string> {
  if (!oidcEnabled(app)) throw badRequest('Single sign-on is not configured');
  const pending = request.session?.data.oidc;
  if (!pending) throw badRequest('Sign-in expired. Please try again.');
  const config = await configurationFor(app);
  const currentUrl = new URL(request.url, redirectUri(app, request));
  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (err) {
    request.log.warn({ err }, 'OpenID Connect sign-in failed');
    throw badRequest('Sign-in failed. Please try again.');
  }
  if (!claims) throw badRequest('Sign-in failed. Please try again.');
  const subject = `${claims.iss}|${claims.sub}`;
  // The language of the page the sign-in started from: a new account's, and where it finishes.
  const locale = localeOfPath(pending.returnTo);
  const { db } = app.deps.database;
  let [user] = await db.select().from(users).where(eq(users.oidcSubject, subject)).limit(1);
  if (!user) {
    const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : `${claims.sub}@users.noreply.manzil.sa`;
    const existing = await findUserByEmail(db, email);
    if (existing && claims.email_verified === true) {
      // A verified e-mail that already has an account: link the provider to it.
      // The provider vouches for the address: it counts as verified.
      [user] = await db
        .update(users)
        .set({ oidcSubject: subject, emailVerifiedAt: existing.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning();
    } else if (existing) {
      throw badRequest('An account with this email address already exists. Sign in with your password.');
    } else {
      [user] = await db
        .insert(users)
        .values({
          email,
          oidcSubject: subject,
          firstName: typeof claims.given_name === 'string' ? claims.given_name : null,
          lastName: typeof claims.family_name === 'string' ? claims.family_name : null,
          profileImageUrl: typeof claims.picture === 'string' && /^https?:\/\//.test(claims.picture) ? claims.picture : null,
          signupCompleted: false,
          emailVerifiedAt: claims.email_verified === true ? new Date() : null,
          language: locale,
        })
        .returning();
    }
  }
  await app.sessions.create(request, reply, { userId: user.id });
  return user.signupCompleted ? pending.returnTo : pathInLocale('/signup', locale);
}
