import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { sarRates, type SarRates } from './lib/sar';

/** Names proxy-addr understands for whole address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const TRUST_PROXY_HELP =
  'name the proxies in front of the app: how many (a hop count such as 1) or their addresses ' +
  '(10.0.0.2, 10.0.0.0/8, loopback), or false';

// Every environment variable the server reads, validated once at boot (README "Configuration").
/**
 * SAR per euro when EUR_SAR_RATE is not set: EUR/USD ≈ 1.16 (the ECB's reference rate in November
 * 2025) times the riyal's 3.75 peg to the dollar. An operator should set the rate of the day.
 */
export const DEFAULT_EUR_SAR_RATE = '4.35';
/** What one investor may put into one opportunity when INVESTOR_CAP_SAR is not set (docs/product.md). */
export const DEFAULT_INVESTOR_CAP_SAR = '500000';

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
    SESSION_TTL_HOURS: z.coerce
      .number()
      .int()
      .positive()
      .default(24 * 7),
    COOKIE_SECURE: z.enum(['true', 'false', 'auto']).default('auto'),
    TRUST_PROXY: z
      .string()
      .default('false')
      .refine((v) => v !== 'true', `true would believe any X-Forwarded-For a client makes up: ${TRUST_PROXY_HELP}`)
      .refine((v) => v === 'false' || /^[1-9]\d?$/.test(v) || v.split(',').every((e) => isProxyAddress(e.trim())), TRUST_PROXY_HELP),
    LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    SIGNUP_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    SEARCH_RATE_LIMIT: z.coerce.number().int().positive().default(120),
    WRITE_RATE_LIMIT: z.coerce.number().int().positive().default(20),
    SEED: z.enum(['true', 'false']).optional(),
    DEMO_PUBLIC_PASSWORDS: z.enum(['true', 'false']).default('false'),
    SESSION_MAX_AGE_DAYS: z.coerce.number().int().positive().max(365).default(30),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // SAR for one euro, for the listings priced in EUR (USD is pegged at 3.75): a decimal with at most
    // six decimals, above 0 and at most 100.
    EUR_SAR_RATE: z
      .string()
      .trim()
      .regex(/^\d{1,3}(\.\d{1,6})?$/, 'must be a decimal number of SAR per euro, such as 4.35')
      .refine((v) => Number(v) > 0 && Number(v) <= 100, 'must be above 0 and at most 100 (SAR per euro)')
      .default(DEFAULT_EUR_SAR_RATE),
    // Outgoing mail: without SMTP_URL, e-mails stay in the outbox (/admin's Outbox tab).
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL, such as smtps://user:password@smtp.example.com:465')
      .optional(),
    MAIL_FROM: z.string().trim().min(3).max(200).optional(),
    // docs/product.md#trust: a listing needs an ad licence in force to be published (active).
    REQUIRE_AD_LICENSE: z.enum(['true', 'false']).default('false'),
    // docs/product.md#limits-a-regulator-would-ask-for: what one investor may put into one
    // opportunity, in whole riyals, over all their holdings in it (refunded ones aside).
    INVESTOR_CAP_SAR: z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,11}$/, 'must be a whole number of riyals, such as 500000')
      .default(DEFAULT_INVESTOR_CAP_SAR),
    // How long a worker holds a job it claimed before another may take it (a crashed worker's jobs
    // wait this long): longer than any job runs (an SMTP send gives up after 30 s of silence).
    JOB_LEASE_SECONDS: z.coerce.number().int('must be a whole number of seconds').min(1).max(86_400).default(300),
    // Scale-out (docs/operations.md): uploads in an S3-compatible bucket instead of UPLOAD_DIR
    // (credentials from the AWS SDK's usual variables), served from UPLOAD_PUBLIC_URL when a CDN or a
    // public bucket serves them, otherwise by the app.
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3–63 lower-case letters, digits, dots and dashes)')
      .optional(),
    S3_ENDPOINT: z.url('must be the URL of an S3-compatible service, such as https://s3.me-central-1.amazonaws.com').optional(),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    UPLOAD_PUBLIC_URL: z.url('must be the public URL the bucket’s files are served from, such as https://cdn.manzil.sa/uploads').optional(),
    // A user's uploads per day (a rolling 24 hours): files and megabytes stored.
    UPLOAD_DAILY_FILES: z.coerce.number().int().positive().default(100),
    UPLOAD_DAILY_MB: z.coerce.number().int().positive().default(100),
    // Limits shared by every server: counted in Redis when REDIS_URL is set, else in the database.
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/[^\s]+$/, 'must be a redis:// or rediss:// URL')
      .optional(),
    // Public reads on a replica; a user's own reads stay on the primary this long after their last write.
    DATABASE_READ_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    READ_AFTER_WRITE_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
    // /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`; unset, /metrics is a 404.
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters (a random secret)').optional(),
    // SIGTERM: answer "not ready" and keep serving this long, so the balancer's health check stops
    // sending requests here before the server closes (default 5 in production, 0 elsewhere).
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int('must be a whole number of seconds').min(0).max(300).optional(),
    OIDC_ISSUER_URL: z.url('must be the issuer URL of an OpenID Connect provider').optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  })
  .refine(
    (e) =>
      [e.OIDC_ISSUER_URL, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET].every((v) => v === undefined) ||
      [e.OIDC_ISSUER_URL, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET].every((v) => v !== undefined),
    { message: 'set all three of OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, or none', path: ['OIDC_ISSUER_URL'] },
  )
  .refine((e) => e.DATABASE_READ_URL === undefined || e.DATABASE_URL !== undefined, {
    message: 'needs DATABASE_URL (the primary the replica follows)',
    path: ['DATABASE_READ_URL'],
  })
  .refine((e) => e.S3_BUCKET !== undefined || (e.S3_ENDPOINT === undefined && e.UPLOAD_PUBLIC_URL === undefined), {
    message: 'set S3_BUCKET too (S3_ENDPOINT and UPLOAD_PUBLIC_URL describe the bucket)',
    path: ['S3_BUCKET'],
  })
  .refine(
    // Sitemaps, robots.txt, share links and sign-in redirects are cached and followed: in production
    // they must name the site, never whatever Host a request claims.
    (e) => e.NODE_ENV !== 'production' || e.PUBLIC_URL !== undefined,
    { message: 'is required in production (the public address of the site, such as https://manzil.sa)', path: ['PUBLIC_URL'] },
  );

/** Which proxies may speak for the client: none, the nearest N hops, or the named addresses and ranges. */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

function parseTrustProxy(value: string): TrustProxy {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  return { addresses: value.split(',').map((e) => e.trim()) };
}

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
  trustProxy: TrustProxy;
  /** Per client address, per minute (sign-in), per hour (sign-up), per minute (search, bids and inquiries). */
  rateLimits: { login: number; signup: number; search: number; writes: number };
  /** Fill an empty database with the demo data (default: outside production only). */
  seed: boolean;
  /**
   * The demo accounts get the passwords published in the README. Outside production always; in
   * production only when DEMO_PUBLIC_PASSWORDS=true declares a public showcase.
   */
  demoPublicPasswords: boolean;
  /** Absolute session lifetime: a session ends this long after sign-in however active it is. */
  sessionMaxAgeMs: number;
  logLevel: string;
  /** SAR per unit of each listing currency: SAR 1, USD the 3.75 peg, EUR from EUR_SAR_RATE (docs/product.md#listings). */
  sarRates: SarRates;
  oidc?: { issuerUrl: string; clientId: string; clientSecret: string };
  /** Outgoing mail: the SMTP server (none: e-mails stay in the outbox) and the From address. */
  mail: { smtpUrl?: string; from: string };
  /** The job worker: how long a claimed job is the claiming worker's (JOB_LEASE_SECONDS). */
  jobs: { leaseMs: number };
  /** Publishing a listing (active) needs an ad licence in force (REQUIRE_AD_LICENSE, docs/product.md#trust). */
  requireAdLicense: boolean;
  /** The most one investor may hold in one opportunity, SAR, a decimal string (INVESTOR_CAP_SAR). */
  investorCapSar: string;
  /** Where uploads are kept: the local UPLOAD_DIR (uploadDir) unless `s3` names a bucket. */
  storage: { s3?: { bucket: string; endpoint?: string; region: string }; publicUrl?: string };
  /** A user's uploads in any 24 hours. */
  uploadQuota: { files: number; bytes: number };
  /** Shared limits in Redis (else in the database). */
  redisUrl?: string;
  /** Public reads on this replica; a user's reads stay on the primary `readAfterWriteMs` after their write. */
  databaseReadUrl?: string;
  readAfterWriteMs: number;
  /** The bearer token /metrics asks for; unset: no /metrics. */
  metricsToken?: string;
  /** How long a shutting-down server keeps serving while it answers "not ready" (SHUTDOWN_DRAIN_SECONDS). */
  shutdownDrainMs: number;
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
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimits: { login: e.LOGIN_RATE_LIMIT, signup: e.SIGNUP_RATE_LIMIT, search: e.SEARCH_RATE_LIMIT, writes: e.WRITE_RATE_LIMIT },
    seed: e.SEED === undefined ? e.NODE_ENV !== 'production' : e.SEED === 'true',
    demoPublicPasswords: e.NODE_ENV !== 'production' || e.DEMO_PUBLIC_PASSWORDS === 'true',
    sessionMaxAgeMs: e.SESSION_MAX_AGE_DAYS * 24 * 3600_000,
    logLevel: e.LOG_LEVEL,
    sarRates: sarRates(e.EUR_SAR_RATE),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Manzil <no-reply@${e.PUBLIC_URL ? new URL(e.PUBLIC_URL).hostname : 'localhost'}>`,
    },
    jobs: { leaseMs: e.JOB_LEASE_SECONDS * 1000 },
    requireAdLicense: e.REQUIRE_AD_LICENSE === 'true',
    investorCapSar: `${e.INVESTOR_CAP_SAR}.00`,
    storage: {
      s3: e.S3_BUCKET ? { bucket: e.S3_BUCKET, endpoint: e.S3_ENDPOINT, region: e.S3_REGION } : undefined,
      publicUrl: e.UPLOAD_PUBLIC_URL?.replace(/\/$/, ''),
    },
    uploadQuota: { files: e.UPLOAD_DAILY_FILES, bytes: e.UPLOAD_DAILY_MB * 1024 * 1024 },
    redisUrl: e.REDIS_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    readAfterWriteMs: e.READ_AFTER_WRITE_SECONDS * 1000,
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainMs: (e.SHUTDOWN_DRAIN_SECONDS ?? (e.NODE_ENV === 'production' ? 5 : 0)) * 1000,
    oidc:
      e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuerUrl: e.OIDC_ISSUER_URL, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : undefined,
  };
}
