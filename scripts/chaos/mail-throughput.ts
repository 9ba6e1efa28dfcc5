// The job worker's throughput, for docs/decisions/006-jobs-and-outbox.md:
//   npx tsx scripts/chaos/mail-throughput.ts [--emails 200] [--db postgres|pglite|both] [--delay 0]
// Queues `emails` e-mails and drains them to a real SMTP server (tests/setup/smtp.ts) with one
// worker, then with two workers on connection pools of their own (PostgreSQL; on PGlite, two workers
// in the one process). Prints e-mails per second, the time a claim takes (the claim statement
// alone, timed at the database driver) and the time a send takes, and checks that every e-mail
// arrived exactly once.
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { loadConfig } from '../../src/server/config';
import { composeEmail } from '../../src/server/features/mail/compose';
import { emailDelivery } from '../../src/server/features/mail/deliver';
import { DELIVER_EMAIL_JOB, queueEmail } from '../../src/server/features/mail/outbox';
import { JobWorker } from '../../src/server/jobs/worker';
import { startSmtpPeer, type SmtpPeer } from '../../tests/setup/smtp';

const { values: args } = parseArgs({
  options: {
    emails: { type: 'string', default: '200' },
    db: { type: 'string', default: 'both' },
    delay: { type: 'string', default: '0' },
  },
});
const EMAILS = Number(args.emails);
const ADMIN_URL = process.env.CHAOS_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const log = pino({ level: 'error' });
const site = { origin: 'https://manzil.test' };

const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : NaN);
const p95 = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] : NaN);

/** Times every claim statement a Db runs (the `with due as … for update skip locked` update). */
function timeClaims(database: Database, into: number[]): void {
  const db = database.db as unknown as { execute: (q: unknown) => Promise<unknown> };
  const execute = db.execute.bind(db);
  db.execute = async (q) => {
    const t0 = performance.now();
    try {
      return await execute(q);
    } finally {
      into.push(performance.now() - t0);
    }
  };
}

async function run(kind: 'pglite' | 'postgres', workers: number, peer: SmtpPeer): Promise<string> {
  const name = `manzil_mail_bench_${process.pid}_${workers}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  let databases: Database[];
  let drop = async () => undefined as void;
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    databases = Array.from({ length: workers }, () => openPostgres(url.toString(), 4));
    drop = async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const one = await openPglite();
    databases = Array.from({ length: workers }, () => one);
  }
  try {
    await runMigrations(databases[0]);
    peer.received.length = 0;
    const t0 = performance.now();
    await databases[0].db.transaction(async (tx) => {
      for (let i = 0; i < EMAILS; i++) {
        const content = composeEmail({ subject: `Confirm your e-mail address ${i}`, name: 'Sara', paragraphs: ['Welcome to Manzil.'] });
        await queueEmail(tx, site, {
          to: `bench-${i}-${randomUUID().slice(0, 6)}@example.sa`,
          userId: null,
          kind: 'bench',
          category: 'requested',
          ...content,
        });
      }
    });
    const queueMs = performance.now() - t0;

    const config = loadConfig({ SMTP_URL: peer.url, MAIL_FROM: 'Manzil <no-reply@manzil.test>' });
    const claims: number[] = [];
    const sends: number[] = [];
    for (const database of new Set(databases)) timeClaims(database, claims);
    const ws = databases.map((database) => {
      const email = emailDelivery(database.db, config.mail);
      return new JobWorker({
        db: database.db,
        log,
        handlers: {
          [DELIVER_EMAIL_JOB]: async (job) => {
            const s0 = performance.now();
            await email.deliver(job);
            sends.push(performance.now() - s0);
          },
        },
        onFailure: { [DELIVER_EMAIL_JOB]: email.onFailure },
        onStop: email.close,
      });
    });
    const d0 = performance.now();
    const ran = await Promise.all(ws.map((w) => w.drain()));
    const drainMs = performance.now() - d0;
    for (const w of ws) await w.stop();
    const ids = peer.received.map((m) => m.messageId);
    const duplicates = ids.length - new Set(ids).size;
    return (
      `${kind.padEnd(9)} ${String(workers).padEnd(8)} ${String(EMAILS).padEnd(7)} ${(drainMs / 1000).toFixed(2).padStart(6)} s ` +
      `${((EMAILS * 1000) / drainMs).toFixed(0).padStart(6)}/s   claim p50 ${median(claims).toFixed(1)} ms p95 ${p95(claims).toFixed(1)} ms   ` +
      `send p50 ${median(sends).toFixed(1)} ms   queue ${(queueMs / EMAILS).toFixed(2)} ms/e-mail   per worker ${ran.join('+')}   received ${ids.length}, duplicates ${duplicates}`
    );
  } finally {
    for (const d of new Set(databases)) await d.close();
    await drop();
  }
}

const peer = await startSmtpPeer({ dataDelayMs: Number(args.delay) });
const kinds = args.db === 'both' ? (['pglite', 'postgres'] as const) : [args.db as 'pglite' | 'postgres'];
console.log(`database  workers  e-mails  drain      rate      SMTP answers after ${args.delay} ms`);
for (const kind of kinds) for (const workers of [1, 2]) console.log(await run(kind, workers, peer));
await peer.close();
