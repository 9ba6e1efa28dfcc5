// What a start does with the demo data, by environment (README "Running in production"):
// - development and test: seed an empty database; the demo accounts get the README's passwords,
//   printed in the log;
// - production: nothing unless SEED=true; then every account gets a random password that is never
//   printed, unless DEMO_PUBLIC_PASSWORDS=true declares a public showcase (a warning at every start).
//   A production start also retires the published passwords of a database seeded elsewhere.
import { inArray, like, or } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Config } from '../../config';
import type { Db } from '../client';
import { sessions, users } from '../schema';
import { DEMO_ACCOUNTS, randomPassword, SEED_MEMBER_EMAIL_DOMAIN, SEED_MEMBER_PASSWORD } from './accounts';
import { seedIfEmpty } from './index';

export interface StartLog {
  info(msg: string): void;
  warn(msg: string): void;
}

export const PUBLIC_PASSWORDS_WARNING =
  'DEMO_PUBLIC_PASSWORDS=true: the demo accounts, admin@manzil.sa included, sign in with the ' +
  'passwords published in the README. Anyone can act as admin here. Use it only for a public showcase.';

/**
 * The demo accounts and seeded members whose password is still the published one get a random
 * password (and lose their sessions): a database seeded by `npm start` in development and then
 * served in production must not keep a known admin password.
 */
async function retirePublishedPasswords(db: Db, log: StartLog): Promise<void> {
  const candidates = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      or(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
        like(users.email, `%@${SEED_MEMBER_EMAIL_DOMAIN}`),
      ),
    );
  const published = new Map(DEMO_ACCOUNTS.map((a) => [a.email, a.password]));
  const known = await Promise.all(
    candidates.map(async (u) =>
      u.passwordHash && (await verifyPassword(u.passwordHash, published.get(u.email) ?? SEED_MEMBER_PASSWORD)) ? u : null,
    ),
  );
  const retired = known.filter((u) => u !== null);
  for (const u of retired) {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword(randomPassword()), updatedAt: new Date() })
        .where(inArray(users.id, [u.id]));
      await tx.delete(sessions).where(inArray(sessions.userId, [u.id]));
    });
  }
  if (retired.length > 0) {
    log.warn(
      `${retired.length} seeded account(s) still had a published demo password (${retired.map((u) => u.email).join(', ')}): ` +
        'each now has a random one. Set one with `npm run user:password -- <e-mail>`.',
    );
  }
}

export async function prepareDemoData({
  config,
  db,
  log,
  images,
}: {
  config: Config;
  db: Db;
  log: StartLog;
  /** false: do not render the image files (tests). */
  images?: boolean;
}): Promise<void> {
  const production = config.env === 'production';
  if (production && config.demoPublicPasswords) log.warn(PUBLIC_PASSWORDS_WARNING);
  if (config.seed) {
    await seedIfEmpty(db, {
      uploadDir: config.uploadDir,
      log,
      images,
      passwords: config.demoPublicPasswords ? 'published' : 'random',
      printPasswords: !production,
    });
  }
  if (!config.demoPublicPasswords) await retirePublishedPasswords(db, log);
}
