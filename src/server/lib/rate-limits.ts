import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../config';
import { AppError } from './errors';

// The throttles of the API (SECURITY.md, "Abuse"): counted per client address (the address the
// trusted proxies name, see TRUST_PROXY) and, for signed-in writes, per account too, so neither a
// crowd of accounts behind one address nor one account hopping addresses escapes. Each limit is
// counted in a store of its own by @fastify/rate-limit; every 429 has the same shape and a Retry-After.

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
      keyGenerator: (request) => (limit.per === 'account' ? `user:${request.user!.id}` : `ip:${request.ip}`),
    }),
  }));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const applicable = limiters.filter((l) => l.per === 'client' || request.user);
    const results = await Promise.all(applicable.map((l) => l.count(request)));
    const spent = results.flatMap((r) => (!r.isAllowed && r.isExceeded ? [r.ttlInSeconds] : []));
    if (spent.length === 0) return;
    const seconds = Math.max(1, ...spent);
    reply.header('retry-after', String(seconds));
    throw tooManyRequests(seconds);
  };
}

export type RateLimits = Record<'signIn' | 'signUp' | 'passwordReset' | 'search' | 'writes' | 'uploads', onRequestAsyncHookHandler>;

/** How many more a shared address may send than one account: a household or an office behind one address. */
const CLIENT_SHARE = 5;

/** The hooks routes put in `onRequest`, from the configured numbers (README "Configuration"). */
export function createRateLimits(app: FastifyInstance, limits: Config['rateLimits']): RateLimits {
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
