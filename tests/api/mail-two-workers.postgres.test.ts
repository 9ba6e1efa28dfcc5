import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, rowsOf, type Database } from '../../src/server/db/client';
import { outboxEmails } from '../../src/server/db/schema';
import { queueEmail } from '../../src/server/features/mail/outbox';
import { siteOf } from '../../src/server/features/mail/site';
import { setupTestApp, type TestApp } from '../setup/app';
import { startSmtpPeer, type SmtpPeer } from '../setup/smtp';
import { draftTo, MAIL_FROM, workerFor } from './mail-shared';

// PostgreSQL only (vitest.config.ts runs `*.postgres.test.ts` on the api-postgres project alone): two
// workers, each on a connection pool of its own as two servers would be, drain one outbox together.

const EMAILS = 200;

let peer: SmtpPeer;
let t: TestApp;
const pools: Database[] = [];
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await setupTestApp({ SMTP_URL: peer.url, MAIL_FROM });
  // The test's database, reached again through two pools of its own.
  const [{ name }] = rowsOf<{ name: string }>(await t.db.execute(sql`select current_database() as name`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  pools.push(openPostgres(url.toString(), 4), openPostgres(url.toString(), 4));
});
afterAll(async () => {
  for (const pool of pools) await pool.close();
  await t.close();
  await peer.close();
});

describe('two workers on one PostgreSQL', () => {
  it(`deliver ${EMAILS} e-mails exactly once between them`, async () => {
    const site = siteOf(t.app.deps.config);
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < EMAILS; i++) await queueEmail(tx, site, draftTo(`buyer${i}@example.sa`));
    });
    const [a, b] = pools.map((pool) => workerFor(t, { db: pool.db }));

    const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);

    // Both took part, and no job ran twice.
    expect(ranA).toBeGreaterThan(0);
    expect(ranB).toBeGreaterThan(0);
    expect(ranA + ranB).toBe(EMAILS);
    const rows = await t.db
      .select({ messageId: outboxEmails.messageId, status: outboxEmails.status, attempts: outboxEmails.attempts })
      .from(outboxEmails);
    expect(rows).toHaveLength(EMAILS);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    const received = peer.received.map((m) => m.messageId);
    expect(received).toHaveLength(EMAILS);
    expect(new Set(received).size).toBe(EMAILS);
    expect(new Set(received)).toEqual(new Set(rows.map((r) => r.messageId)));
    expect(new Set(peer.received.map((m) => m.to[0])).size).toBe(EMAILS);
  });
});
