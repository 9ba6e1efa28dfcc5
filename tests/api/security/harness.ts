import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import sharp from 'sharp';
import { SESSION_COOKIE } from '../../../src/server/auth/sessions';
import { sessions, type User } from '../../../src/server/db/schema';
import { setupTestApp, type TestApp } from '../../setup/app';

// Shared by the security tests: the app with its route table recorded as Fastify builds it, cheap
// sessions for any user, and a count of the rows written to every table that holds data.

export interface RecordedRoute {
  method: string;
  url: string;
  schema?: RouteOptions['schema'];
  /** `schema.hide`: left out of the OpenAPI document, still a route. */
  hidden: boolean;
}

export interface RecordedApp extends TestApp {
  routes: RecordedRoute[];
}

/** setupTestApp, plus the route table as the server itself builds it (the `onRoute` hook). */
export async function setupRecordedApp(env: Record<string, string> = {}, clientDir?: string): Promise<RecordedApp> {
  const routes: RecordedRoute[] = [];
  const onRoute = (r: RouteOptions) => {
    for (const method of [r.method].flat()) {
      routes.push({ method, url: r.url, schema: r.schema, hidden: Boolean((r.schema as { hide?: boolean } | undefined)?.hide) });
    }
  };
  const t = await setupTestApp(env, { clientDir, onRoute });
  await countRowChanges(t.db);
  return { ...t, routes };
}

/** `METHOD /url` — the key of a route in the expected table. */
export const routeKey = (r: Pick<RecordedRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;

/**
 * A session row for `user`, made directly (no argon2 sign-in per case), returned as its cookie token.
 * The same shape SessionStore.create writes: the table holds the SHA-256 of the token.
 */
export async function sessionFor(t: TestApp, user: Pick<User, 'id'>): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const sid = crypto.createHash('sha256').update(token).digest('hex');
  await t.db.insert(sessions).values({
    sid,
    sess: { userId: user.id, createdAt: new Date().toISOString() },
    // A full lifetime, as at sign-in: a younger one would be slid forward (a write) by the next request.
    expire: new Date(Date.now() + t.app.deps.config.sessionTtlMs),
    userId: user.id,
  });
  return token;
}

/** app.inject with an optional session token. */
export function call(app: FastifyInstance, token: string | undefined, opts: InjectOptions): Promise<LightMyRequestResponse> {
  return app.inject({ ...opts, cookies: { ...(token ? { [SESSION_COOKIE]: token } : {}), ...(opts.cookies ?? {}) } });
}

/** Every table that holds users' data. */
export const DATA_TABLES = [
  'users',
  'sessions',
  'development_projects',
  'properties',
  'property_bids',
  'property_inquiries',
  'inquiry_messages',
  'investments',
  'user_investments',
  'notifications',
  'outbox_emails',
  'user_tokens',
  'jobs',
  'favorites',
  'saved_searches',
  'saved_search_matches',
  'recently_viewed',
  'ledger_entries',
  'distributions',
  'risk_acknowledgements',
  'uploads',
] as const;

/**
 * Counts every row written to a data table from now on (migration-free: test databases only). A row
 * trigger on each table of DATA_TABLES adds one per inserted or deleted row, and per updated row whose
 * values changed, in the writer's own transaction (a rolled-back write counts nothing).
 */
async function countRowChanges(db: TestApp['db']): Promise<void> {
  const statements = [
    'create table security_row_changes (n bigint not null)',
    'insert into security_row_changes values (0)',
    `create function security_count_row_change() returns trigger language plpgsql as $$
     begin
       if tg_op = 'UPDATE' and old is not distinct from new then return null; end if;
       update security_row_changes set n = n + 1;
       return null;
     end $$`,
    ...DATA_TABLES.map(
      (t) =>
        `create trigger ${t}_security_count after insert or update or delete on ${t} for each row execute function security_count_row_change()`,
    ),
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
}

/** How many rows have changed in the data tables so far: equal versions mean unchanged data. */
export async function dataVersion(db: TestApp['db']): Promise<string> {
  const result = await db.execute(sql.raw('select n::text as n from security_row_changes'));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ n: string }>;
  return rows[0].n;
}

/** A small real PNG. */
export function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 12, height: 10, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
}

/** A multipart/form-data body with one file field. */
export function multipart(
  data: Buffer,
  filename: string,
  type: string,
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----manzil${crypto.randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
