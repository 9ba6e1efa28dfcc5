import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError } from './errors';
import { sharedLimitStore } from './rate-limit-store';

// The throttles of the API (SECURITY.md, "Abuse"): counted per client address (the address the
// trusted proxies name, see TRUST_PROXY) and, for signed-in writes, per account too, so neither a
// crowd of accounts behind one address nor one account hopping addresses escapes. @fastify/rate-limit
// counts them in the store every server shares (rate-limit-store.ts), each limit under keys named
// after it; every 429 has the same shape and a Retry-After. When the store cannot answer, the request
// goes through and the error is logged: an outage of the counter must not take sign-in down with it.

interface Limit {
  /** What the limit guards, named in its 429 and keeping its counts apart from the others'. */
  name: string;
  max: number;
  timeWindow: string;
  /** Count per client address, or per signed-in account (a signed-out caller has no account to count). */
  per: 'client' | 'account';
}

export const tooManyRequests = (seconds: number) =>
  new AppError('RATE_LIMITED', `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`);

/** One onRequest hook that counts the request against every limit and answers 429 when any is spent. */
function limitHook(app: FastifyInstance, limits: Limit[]): onRequestAsyncHookHandler {
  const limiters = limits.map((limit) => ({
    per: limit.per,
    count: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindow,
      keyGenerator: (request) => `${limit.name}:${limit.per === 'account' ? `user:${request.user!.id}` : `ip:${request.ip}`}`,
    }),
  }));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const applicable = limiters.filter((l) => l.per === 'client' || request.user);
    const results = await Promise.all(
      applicable.map((l) =>
        l.count(request).catch((err: unknown) => {
          request.log.error({ err }, 'the rate-limit store did not answer; the request is let through');
          return null;
        }),
      ),
    );
    const spent = results.flatMap((r) => (r && !r.isAllowed && r.isExceeded ? [r.ttlInSeconds] : []));
    if (spent.length === 0) return;
    const seconds = Math.max(1, ...spent);
    reply.header('retry-after', String(seconds));
    throw tooManyRequests(seconds);
  };
}

export type RateLimits = Record<'signIn' | 'signUp' | 'passwordReset' | 'search' | 'writes' | 'uploads', onRequestAsyncHookHandler>;

/** How many more a shared address may send than one account: a household or an office behind one address. */
const CLIENT_SHARE = 5;

/** Registers @fastify/rate-limit on the shared store and decorates the app with its `limits`. */
export async function registerRateLimits(app: FastifyInstance, config: Config, db: Db): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, ...sharedLimitStore(app, config, db) });
  app.decorate('limits', createRateLimits(app, config.rateLimits));
}

/** The hooks routes put in `onRequest`, from the configured numbers (README "Configuration"). */
function createRateLimits(app: FastifyInstance, limits: Config['rateLimits']): RateLimits {
  return {
    signIn: limitHook(app, [{ name: 'sign-in', max: limits.login, timeWindow: '1 minute', per: 'client' }]),
    signUp: limitHook(app, [{ name: 'sign-up', max: limits.signup, timeWindow: '1 hour', per: 'client' }]),
    // "Forgot password?" requests: LOGIN_RATE_LIMIT per quarter hour per client. Each address has
    // its own limit too, in the database (src/server/auth/password-reset.ts).
    passwordReset: limitHook(app, [{ name: 'password-reset', max: limits.login, timeWindow: '15 minutes', per: 'client' }]),
    search: limitHook(app, [{ name: 'search', max: limits.search, timeWindow: '1 minute', per: 'client' }]),
    writes: limitHook(app, [
      { name: 'writes', max: limits.writes, timeWindow: '1 minute', per: 'account' },
      { name: 'writes-per-client', max: limits.writes * CLIENT_SHARE, timeWindow: '1 minute', per: 'client' },
    ]),
    uploads: limitHook(app, [{ name: 'uploads', max: 60, timeWindow: '1 minute', per: 'account' }]),
  };
}
