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
