import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(5000);
    expect(c.dataDir).toMatch(/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.oidc).toBeUndefined();
  });

  it('fails with one clear line per bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      expect((e as Error).message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect((e as Error).message).toContain('PORT:');
    }
  });

  it('wants all three OpenID Connect settings or none', () => {
    expect(() => loadConfig({ OIDC_ISSUER_URL: 'http://localhost:9000' })).toThrow(/OIDC_CLIENT_ID and OIDC_CLIENT_SECRET/);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default', () => expect(loadConfig({}).trustProxy).toBe(false));
  it('takes a hop count', () => expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 }));
  it('takes addresses, ranges and named ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.0.0/8,::1,fd00::/8, loopback' }).trustProxy).toEqual({
      addresses: ['10.0.0.2', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback'],
    });
  });
  it('refuses true, which would believe any address a client makes up, and says what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would believe any X-Forwarded-For.*hop count/);
  });
  it.each(['banana', '10.0.0.0/33', '300.1.1.1', '0', '1.2.3.4/8/9'])('refuses %s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
  });
});

describe('production', () => {
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://manzil.example' };
  it('needs PUBLIC_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: is required in production/);
  });
  it('seeds nothing and publishes no password unless told', () => {
    expect(loadConfig(production)).toMatchObject({ seed: false, demoPublicPasswords: false });
    expect(loadConfig({ ...production, SEED: 'true' })).toMatchObject({ seed: true, demoPublicPasswords: false });
    expect(loadConfig({ ...production, SEED: 'true', DEMO_PUBLIC_PASSWORDS: 'true' })).toMatchObject({
      seed: true,
      demoPublicPasswords: true,
    });
  });
  it('development keeps seeding with the published passwords', () => {
    expect(loadConfig({})).toMatchObject({ seed: true, demoPublicPasswords: true });
    expect(loadConfig({ SEED: 'false' }).seed).toBe(false);
  });
});

describe('EUR_SAR_RATE', () => {
  it('defaults to the documented rate, and dollars keep the peg', () =>
    expect(loadConfig({}).sarRates).toEqual({ SAR: '1', USD: '3.75', EUR: '4.35' }));
  it('takes the rate of the day', () => expect(loadConfig({ EUR_SAR_RATE: '4.3912' }).sarRates.EUR).toBe('4.3912'));
  it.each(['0', '-4', '4,35', '1e2', '101', '4.1234567'])('refuses %s with the line to fix', (value) => {
    expect(() => loadConfig({ EUR_SAR_RATE: value })).toThrow(/EUR_SAR_RATE: must/);
  });
});
