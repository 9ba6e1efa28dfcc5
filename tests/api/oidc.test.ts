import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { Agent, setupTestApp, type TestApp } from '../setup/app';

// A real OpenID Connect provider (the `oidc-provider` package) on a loopback port, not a mock.
const APP_URL = 'http://manzil.localhost:3999';
const ACCOUNT = { sub: 'oidc-user-1', email: 'layla@idp.example', email_verified: true, given_name: 'Layla', family_name: 'Al-Saud' };

let server: http.Server;
let issuer: string;
let t: TestApp;

function startProvider(): Promise<void> {
  return new Promise((resolve) => {
    server = http.createServer();
    server.listen(0, '127.0.0.1', () => {
      issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: 'manzil',
            client_secret: 'manzil-secret',
            redirect_uris: [`${APP_URL}/api/callback`],
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
        conformIdTokenClaims: false,
        pkce: { required: () => true },
        features: { devInteractions: { enabled: false } },
        interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
        findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => ({ ...ACCOUNT, sub: id }) }),
      });
      // The "user" at the provider: signs in as ACCOUNT and consents to everything asked.
      server.on('request', async (req, res) => {
        if (req.url?.startsWith('/interaction/')) {
          const details = await provider.interactionDetails(req, res);
          if (details.prompt.name === 'login') {
            await provider.interactionFinished(req, res, { login: { accountId: ACCOUNT.sub } }, { mergeWithLastSubmission: false });
          } else {
            const grant = new provider.Grant({ accountId: ACCOUNT.sub, clientId: 'manzil' });
            grant.addOIDCScope('openid email profile');
            await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
          }
          return;
        }
        provider.callback()(req, res);
      });
      resolve();
    });
  });
}

/** Follows the provider's redirects like a browser (with its cookies) until it sends us back to the app. */
async function browseProvider(start: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = start;
  for (let i = 0; i < 10; i++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...rest] = pair.split('=');
      jar.set(name, rest.join('='));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url} with ${res.status}: ${await res.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(APP_URL)) return next;
    url = next.href;
  }
  throw new Error('too many redirects at the provider');
}

async function signInThroughProvider(agent: Agent, returnTo: string): Promise<string> {
  const start = await agent.get(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.origin).toBe(issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const back = await browseProvider(authorize.href);
  expect(back.pathname).toBe('/api/callback');
  const done = await agent.get(`${back.pathname}${back.search}`);
  expect(done.statusCode).toBe(302);
  return done.headers.location as string;
}

beforeAll(async () => {
  await startProvider();
  t = await setupTestApp({ OIDC_ISSUER_URL: issuer, OIDC_CLIENT_ID: 'manzil', OIDC_CLIENT_SECRET: 'manzil-secret', PUBLIC_URL: APP_URL });
});
afterAll(async () => {
  await t.close();
  server.close();
});

describe('OpenID Connect sign-in (authorization code + PKCE)', () => {
  it('creates the user on first sign-in and sends them to finish sign-up', async () => {
    const agent = new Agent(t.app);
    expect(await signInThroughProvider(agent, '/invest')).toBe('/signup');
    const me = await agent.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'layla@idp.example', firstName: 'Layla', signupCompleted: false, role: 'buyer' });

    const done = await agent.post('/api/auth/complete-signup', {
      firstName: 'Layla',
      lastName: 'Al-Saud',
      role: 'investor',
      privacyPolicyAccepted: true,
      termsAccepted: true,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ role: 'investor', signupCompleted: true });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'layla@idp.example'));
    expect(row.oidcSubject).toBe(`${issuer}|oidc-user-1`);
    expect(row.passwordHash).toBeNull();
  });

  it('signs a returning user straight back to where they were going', async () => {
    const agent = new Agent(t.app);
    expect(await signInThroughProvider(agent, '/invest')).toBe('/invest');
    expect((await agent.get('/api/auth/user')).json().role).toBe('investor');
  });

  it('refuses a callback whose state does not match', async () => {
    const agent = new Agent(t.app);
    await agent.get('/api/login');
    const res = await agent.get('/api/callback?code=forged&state=forged');
    expect(res.statusCode).toBe(400);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(401);
  });
});
