// Hardening 1: a production start never holds, nor prints, a published password.
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { DEMO_ACCOUNTS, SEED_MEMBER_PASSWORD } from '../../src/server/db/seed';
import { prepareDemoData, PUBLIC_PASSWORDS_WARNING } from '../../src/server/db/seed/on-start';
import { Agent, setupTestApp, type TestApp } from '../setup/app';

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://manzil.example' };
const PUBLISHED = [...DEMO_ACCOUNTS.map((a) => a.password), SEED_MEMBER_PASSWORD];
const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Runs the start's demo-data step with `env`, recording every line it logs. */
async function start(env: Record<string, string>) {
  t ??= await setupTestApp();
  const lines: string[] = [];
  const log = { info: (m: string) => void lines.push(m), warn: (m: string) => void lines.push(`WARN ${m}`) };
  const config = loadConfig({ DATA_DIR: t.dataDir, ...env });
  await prepareDemoData({ config, db: t.db, log, images: false });
  return { lines, text: lines.join('\n') };
}

const signIn = (email: string, password: string) => new Agent(t!.app).post('/api/auth/login', { email, password });

describe('a production start', () => {
  it('seeds nothing unless SEED=true', async () => {
    expect(loadConfig(PRODUCTION).seed).toBe(false);
    await start(PRODUCTION);
    expect((await signIn(ADMIN.email, ADMIN.password)).statusCode).toBe(401);
    expect((await t!.app.inject({ url: '/api/properties' })).json().total).toBe(0);
  });

  it('with SEED=true creates the demo data, but no demo account signs in with a published password, and none is printed', async () => {
    const { text } = await start({ ...PRODUCTION, SEED: 'true' });
    expect((await t!.app.inject({ url: '/api/properties' })).json().total).toBeGreaterThan(50);
    for (const account of DEMO_ACCOUNTS) expect((await signIn(account.email, account.password)).statusCode, account.email).toBe(401);
    for (const password of PUBLISHED) expect(text).not.toContain(password);
    expect(text).toContain('npm run user:password');
  });

  it('with DEMO_PUBLIC_PASSWORDS=true keeps the published passwords, warns at every start, and still prints none', async () => {
    const first = await start({ ...PRODUCTION, SEED: 'true', DEMO_PUBLIC_PASSWORDS: 'true' });
    expect((await signIn(ADMIN.email, ADMIN.password)).json().role).toBe('admin');
    const second = await start({ ...PRODUCTION, SEED: 'true', DEMO_PUBLIC_PASSWORDS: 'true' });
    for (const run of [first, second]) {
      expect(run.lines).toContain(`WARN ${PUBLIC_PASSWORDS_WARNING}`);
      for (const password of PUBLISHED) expect(run.text).not.toContain(password);
    }
  });

  it('retires the published passwords of a database seeded in development', async () => {
    await start({ NODE_ENV: 'development' });
    const agent = new Agent(t!.app);
    expect((await agent.post('/api/auth/login', { email: ADMIN.email, password: ADMIN.password })).statusCode).toBe(200);
    const { text } = await start(PRODUCTION);
    expect((await signIn(ADMIN.email, ADMIN.password)).statusCode).toBe(401);
    // The admin's session from before is gone too.
    expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
    expect(text).toMatch(/WARN \d+ seeded account\(s\) still had a published demo password \(.*admin@manzil\.sa/);
    for (const password of PUBLISHED) expect(text).not.toContain(password);
  });
});

describe('a development start', () => {
  it('seeds by default and prints the demo accounts with their passwords, as the README says', async () => {
    const { text } = await start({ NODE_ENV: 'development' });
    expect(text).toContain(`${ADMIN.email}`);
    expect(text).toContain(ADMIN.password);
    expect(text).toContain(SEED_MEMBER_PASSWORD);
    expect((await signIn(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
  });
});
