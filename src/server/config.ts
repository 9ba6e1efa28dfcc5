import path from 'node:path';
import { z } from 'zod';

// Every environment variable the server reads, validated once at boot (README "Configuration").
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    UPLOAD_DIR: z.string().min(1).optional(),
    PUBLIC_URL: z.url('must be a full URL such as https://manzil.sa').optional(),
    SESSION_TTL_HOURS: z.coerce.number().int().positive().default(24 * 7),
    COOKIE_SECURE: z.enum(['true', 'false', 'auto']).default('auto'),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    SEED: z.enum(['true', 'false']).default('true'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    OIDC_ISSUER_URL: z.url('must be the issuer URL of an OpenID Connect provider').optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  })
  .refine(
    (e) => [e.OIDC_ISSUER_URL, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET].every((v) => v === undefined) ||
      [e.OIDC_ISSUER_URL, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET].every((v) => v !== undefined),
    { message: 'set all three of OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, or none', path: ['OIDC_ISSUER_URL'] },
  );

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  uploadDir: string;
  publicUrl?: string;
  sessionTtlMs: number;
  cookieSecure: boolean | 'auto';
  trustProxy: boolean;
  loginRateLimit: number;
  seed: boolean;
  logLevel: string;
  oidc?: { issuerUrl: string; clientId: string; clientSecret: string };
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set", as a shell user would expect of `FOO= npm start`.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    seed: e.SEED === 'true',
    logLevel: e.LOG_LEVEL,
    oidc: e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
      ? { issuerUrl: e.OIDC_ISSUER_URL, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
      : undefined,
  };
}
