import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../lib/error-handler';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Whether the request was routed to an API route. Decided on the route the router chose, never on
 * the raw URL: the router decodes it, so `/%61pi/auth/login` reaches `/api/auth/login` while a
 * prefix test on the raw text would let it pass as a page.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') ?? false;
}

/**
 * CSRF defence (SECURITY.md): a state-changing request must come from our own origin. Browsers send
 * `Origin` on cross-site POSTs and `Sec-Fetch-Site` on every request; either one naming another
 * site is refused. Requests with neither (curl, server-to-server) carry no ambient cookies to abuse.
 */
export async function originCheck(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (SAFE_METHODS.has(request.method) || !isApiRoute(request)) return;
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  const sameOrigin = origin ? hostOf(origin) === request.host : fetchSite !== 'cross-site' && fetchSite !== 'same-site';
  if (!sameOrigin) await sendError(request, reply, 403, 'Cross-origin request refused');
}
