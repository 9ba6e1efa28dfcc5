// Hardening 7: the logs never hold a password, a password hash, an e-mail address of a failed
// insert, a cookie or a token. The app logs through the same settings as `npm start` (loggerOptions).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { loggerOptions, scrub } from '../../../src/server/lib/logger';
import { setupTestApp, type TestApp } from '../../setup/app';
import { signupProfile } from './payloads';

let t: TestApp;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  t = await setupTestApp();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir });
  app = await buildApp({ config, database: t.database }, loggerOptions('info', { write: (line) => void lines.push(line) }));
  await app.ready();
  // A sign-up whose insert fails in the database: the case that once logged the whole row.
  await t.db.execute(sql`alter table users add constraint test_no_explosions check (first_name <> 'Explode')`);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const logged = () => lines.join('\n');

describe('the logs', () => {
  it('show a failed query without its parameters: no password hash, no e-mail address, no detail', async () => {
    lines.length = 0;
    const password = 'a-secret-nobody-may-read';
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...signupProfile, firstName: 'Explode', email: 'victim.person@manzil.example', password },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('Something went wrong on our side. Please try again.');
    const text = logged();
    expect(text).toContain('unhandled error');
    expect(text).toContain('insert into \\"users\\"'); // the SQL is there (JSON-escaped), to find the fault
    expect(text).toContain('test_no_explosions');
    expect(text).not.toContain('$argon2id');
    expect(text).not.toContain('victim.person@manzil.example');
    expect(text).not.toContain(password);
  });

  it('never show the session cookie nor a token in a URL', async () => {
    lines.length = 0;
    await app.inject({ url: '/api/auth/user?token=leaky-token-123&page=2', cookies: { manzil_sid: 'cookie-value-456' } });
    const text = logged();
    expect(text).toContain('/api/auth/user?token=[redacted]&page=2');
    expect(text).not.toContain('leaky-token-123');
    expect(text).not.toContain('cookie-value-456');
  });
});

describe('scrub', () => {
  it('replaces secret keys at any depth and the parameters of a failed query', () => {
    expect(
      scrub({
        user: { email: 'a@b.sa', passwordHash: 'x', nested: [{ token: 't', password: 'p' }] },
        err: { message: 'Failed query: insert\nparams: a@b.sa,$argon2id$v=19' },
      }),
    ).toEqual({
      user: { email: 'a@b.sa', passwordHash: '[redacted]', nested: [{ token: '[redacted]', password: '[redacted]' }] },
      err: { message: 'Failed query: insert\nparams: [redacted]' },
    });
  });
});
