// The demo data set: accounts, listings, development projects, investment opportunities and the
// activity around them (bids, inquiries, holdings). Seeded once into an empty database, from a
// fixed PRNG seed, so every fresh install shows the same marketplace.
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
import { DEMO_ACCOUNTS, SEED_MEMBER_PASSWORD, type SeedPasswords } from './accounts';
import { buildPlan } from './build-plan';
import { generateSeedImages } from './images/generate';
import { seedImageUrls } from './images/urls';
import { insertPlan } from './insert';
import { seedReturnLoop } from './return-loop';
import { seedComparables } from './trust-comparables';
import { seedLicences } from './trust-licences';
import { seedPriceHistory } from './trust-prices';

export { DEMO_ACCOUNTS, SEED_MEMBER_PASSWORD } from './accounts';

// Any fixed number: one process seeds at a time when several start against one server.
const SEED_LOCK = 72_616_935;

export interface SeedOptions {
  uploadDir: string;
  log: { info(msg: string): void };
  passwords: SeedPasswords;
  /** Print the demo accounts with their passwords (development only; never in production). */
  printPasswords: boolean;
  /** false: do not render the image files (tests); listings still point at the same URLs. */
  images?: boolean;
}

async function hasUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return Number(row.n) > 0;
}

/**
 * Seeds the demo data set when the database has no users yet; returns whether it did.
 * Everything is inserted in one transaction, so a failure leaves the database empty.
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<boolean> {
  if (await hasUsers(db)) return false;
  const started = Date.now();
  const images = opts.images === false ? seedImageUrls() : await generateSeedImages(opts.uploadDir);
  const plan = await buildPlan(images, new Date(), opts.passwords);

  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasUsers(tx)) return null;
    return {
      ...(await insertPlan(tx, plan)),
      ...(await seedReturnLoop(tx)),
      ...(await seedComparables(tx)),
      ...(await seedLicences(tx)),
      ...(await seedPriceHistory(tx)),
    };
  });
  if (!counts) return false;

  opts.log.info(
    `Seeded the demo data in ${Date.now() - started} ms: ${Object.entries(counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}.`,
  );
  if (opts.passwords === 'random') {
    opts.log.info('The demo accounts have random passwords that were never shown: set one with `npm run user:password -- <e-mail>`.');
  } else if (opts.printPasswords) {
    const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
    for (const line of [
      'Demo accounts (sign in at /login):',
      ...DEMO_ACCOUNTS.map(
        (a) => `  ${a.role.padEnd(9)}  ${a.email.padEnd(width)}  ${a.password.padEnd(22)}  ${a.firstName} ${a.lastName}: ${a.note}`,
      ),
      `  The ${plan.users.length - DEMO_ACCOUNTS.length} other seeded users share the password ${SEED_MEMBER_PASSWORD}.`,
    ])
      opts.log.info(line);
  }
  return true;
}
