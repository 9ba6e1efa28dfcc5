import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database, Db } from '../../src/server/db/client';
import { insertUser } from '../../src/server/db/seed/factories';
import type { User } from '../../src/server/db/schema';
import { SESSION_COOKIE } from '../../src/server/auth/sessions';
import { freshDatabase, testDbKind } from './database';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/** Throttles out of the way: the tests of each limit set their own. */
const UNLIMITED = { LOGIN_RATE_LIMIT: '100000', SIGNUP_RATE_LIMIT: '100000', SEARCH_RATE_LIMIT: '100000', WRITE_RATE_LIMIT: '100000' };

/** buildApp on a fresh copy of the migrated template database (one per test file). */
export async function setupTestApp(env: Record<string, string> = {}, deps: Pick<AppDeps, 'clientDir' | 'onRoute'> = {}): Promise<TestApp> {
  const database = await freshDatabase(inject('templateName'), inject('templateDump'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...UNLIMITED, ...env });
  const app = await buildApp({ config, database, ...deps });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another app on the same database, with other settings (a throttle, TRUST_PROXY…): far cheaper than
 * a database of its own when a test only needs the app to be configured differently.
 */
export async function appWith(t: TestApp, env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, ...UNLIMITED, ...env });
  const app = await buildApp({ config, database: t.database });
  await app.ready();
  return app;
}

export const dbKindLabel = testDbKind();

/** A browser-like client: keeps the session cookie between requests. */
export class Agent {
  cookie: string | undefined;
  constructor(private readonly app: FastifyInstance) {}

  async request(opts: InjectOptions): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({
      ...opts,
      headers: { ...(this.cookie ? { cookie: `${SESSION_COOKIE}=${this.cookie}` } : {}), ...opts.headers },
    });
    const set = res.cookies.find((c) => c.name === SESSION_COOKIE);
    if (set) this.cookie = set.value === '' || (set.expires && set.expires.getTime() < Date.now()) ? undefined : set.value;
    return res;
  }

  get = (url: string, headers?: Record<string, string>) => this.request({ method: 'GET', url, headers });
  post = (url: string, payload?: unknown, headers?: Record<string, string>) =>
    this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers });
  put = (url: string, payload?: unknown) => this.request({ method: 'PUT', url, payload: payload as InjectOptions['payload'] });
  patch = (url: string, payload?: unknown) => this.request({ method: 'PATCH', url, payload: payload as InjectOptions['payload'] });
  delete = (url: string) => this.request({ method: 'DELETE', url });
}

export const TEST_PASSWORD = 'correct-horse-battery';

/** Creates a user of `role` directly in the database and signs an Agent in as them. */
export async function signedInAs(t: TestApp, role: User['role'], overrides: Partial<User> = {}): Promise<{ agent: Agent; user: User }> {
  const user = await insertUser(t.db, { role, password: TEST_PASSWORD, ...overrides });
  const agent = new Agent(t.app);
  const res = await agent.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { agent, user };
}
