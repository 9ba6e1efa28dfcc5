import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

// What the logs may hold (SECURITY.md, "Secrets in logs"): never a password, a hash, a token, a
// cookie or the values of a failed query. A database error is logged with its SQL, code and
// constraint, without its parameters (the row that failed to insert: e-mail, password hash…) and
// without PostgreSQL's `detail` (which quotes the conflicting values).

const REDACTED = '[redacted]';
/** Keys whose values are secret wherever they appear in a logged object. */
const SECRET_KEY = /^(password|passwordHash|password_hash|token|secret|cookie|set-cookie|authorization|sid|codeVerifier|params|detail)$/i;
/** `?token=…` and friends in a logged URL. */
const SECRET_QUERY = /([?&](?:token|code|state|password|secret)=)[^&#\s]*/gi;
/** Drizzle puts the failed query's parameters in its message (and so in the stack). */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;

function scrubText(text: string): string {
  return text.replace(QUERY_PARAMS, '\nparams: [redacted]').replace(SECRET_QUERY, `$1${REDACTED}`);
}

/** A deep copy with every secret key's value replaced and every string scrubbed. */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > 6) return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? REDACTED : scrub(v, depth + 1)]));
}

/** pino's error serializer (message, stack, causes), then scrubbed. */
function errSerializer(err: Error): ReturnType<typeof stdSerializers.err> {
  return scrub(stdSerializers.err(err)) as ReturnType<typeof stdSerializers.err>;
}

/** Method, URL (secret query values masked) and the client address: never headers, so never cookies. */
function reqSerializer(req: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) {
  return { method: req.method, url: scrubText(req.url), remoteAddress: req.ip ?? req.socket?.remoteAddress };
}

/** The server's logger settings: JSON lines, readable ones on a terminal, and nothing secret in either. */
export function loggerOptions(level: string, destination?: { write(line: string): void }): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    serializers: { err: errSerializer, error: errSerializer, req: reqSerializer },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], censor: REDACTED },
    ...(destination ? { stream: destination } : {}),
    ...(!destination && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}

/** The route pattern that answered (`/api/properties/:id`), for the log and the metrics: never the URL. */
export function routeOf(request: FastifyRequest, status: number): string {
  return request.routeOptions.url ?? (status < 400 ? '(app page)' : '(no route)');
}

/**
 * Fastify's request lines, one per answered request instead of its two: the request id (reqId),
 * method, URL, route pattern, the signed-in user's id, the status and the milliseconds it took. A 5xx
 * is a warning, and an answer cut short an error; the routes registered with a quieter level (the
 * health probes, asked every second) log only those.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      req: request,
      route: routeOf(request, reply.statusCode),
      userId: request.user?.id,
      statusCode: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 500) request.log.warn(line, 'request completed');
    else request.log.info(line, 'request completed');
  }
}
