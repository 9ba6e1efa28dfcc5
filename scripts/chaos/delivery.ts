// The e-mail scenario of `npm run chaos` (docs/decisions/006-jobs-and-outbox.md): `kill -9` during
// delivery. The built server delivers to a real SMTP server (tests/setup/smtp.ts) that answers each
// message slowly, as a distant provider does; sign-ups through the API queue one verification e-mail
// each; the server is killed while messages are in flight, restarted on the same data, and left to
// finish. Then the outbox is read from the database itself and compared with what the SMTP server got:
//   sent        outbox rows marked sent
//   delivered   distinct Message-IDs the SMTP server accepted
//   duplicated  messages it accepted a second time (same Message-ID): at-least-once allows a few,
//               one per message whose 250 the killed server never read
//   lost        e-mails queued for an acknowledged sign-up that never arrived: must be 0
import { randomUUID } from 'node:crypto';
import { startSmtpPeer } from '../../tests/setup/smtp';
import { freshStore, sleep, startServer, type Kind, type Server } from './lib';

export interface DeliveryRow {
  kind: Kind;
  queued: number;
  deliveredBeforeKill: number;
  sent: number;
  delivered: number;
  duplicated: number;
  lost: number;
  /** From the restart until the last e-mail arrived. */
  recoveryMs: number;
  notes: string[];
}

export interface DeliveryOptions {
  emails: number;
  /** How long the SMTP server takes to answer each message's data. */
  dataDelayMs: number;
  /** JOB_LEASE_SECONDS of both servers: the lease the killed server's claims run out after. */
  leaseSeconds: number;
}

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const since = Date.now();
  while (!check()) {
    if (Date.now() - since > timeoutMs) return false;
    await sleep(20);
  }
  return true;
}

/** `count` sign-ups, `concurrency` at a time; answers how many were acknowledged (201). */
async function signUps(server: Server, count: number, concurrency: number): Promise<number> {
  let next = 0;
  let acknowledged = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const res = await fetch(`${server.url}/api/auth/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify({
            firstName: 'Chaos',
            lastName: `Tester ${i}`,
            email: `chaos-${i}-${randomUUID().slice(0, 8)}@example.sa`,
            password: 'chaos-password-2026',
            role: 'buyer',
            privacyPolicyAccepted: true,
            termsAccepted: true,
          }),
        });
        if (res.status === 201) acknowledged++;
        else console.log(`  sign-up ${i}: ${res.status} ${await res.text()}`);
      }
    }),
  );
  return acknowledged;
}

export async function deliveryCrash(kind: Kind, o: DeliveryOptions): Promise<DeliveryRow> {
  console.log(
    `\n## kill -9 during delivery: ${kind}, ${o.emails} sign-ups, SMTP answers each message after ${o.dataDelayMs} ms, lease ${o.leaseSeconds} s`,
  );
  const row: DeliveryRow = {
    kind,
    queued: 0,
    deliveredBeforeKill: 0,
    sent: 0,
    delivered: 0,
    duplicated: 0,
    lost: 0,
    recoveryMs: 0,
    notes: [],
  };
  const peer = await startSmtpPeer({ dataDelayMs: o.dataDelayMs });
  const store = await freshStore(kind, 'chaos-mail');
  const env = { SMTP_URL: peer.url, JOB_LEASE_SECONDS: String(o.leaseSeconds) };
  let server: Server | null = null;
  try {
    server = await startServer(store, env);
    const acknowledged = await signUps(server, o.emails, 4);
    // Mid-delivery: some e-mails are in, one is in the SMTP server's hands awaiting its answer.
    const target = Math.floor(acknowledged / 3);
    if (!(await until(() => peer.received.length >= target && peer.waiting > 0, 60_000)))
      row.notes.push('delivery never reached the kill point');
    row.deliveredBeforeKill = peer.received.length;
    const awaiting = peer.waiting;
    await server.kill();
    console.log(
      `${acknowledged} sign-ups acknowledged; killed with ${row.deliveredBeforeKill} e-mails in and ${awaiting} awaiting the SMTP server's answer`,
    );

    const restartT0 = Date.now();
    server = await startServer(store, env);
    const distinct = () => new Set(peer.received.map((m) => m.messageId)).size;
    // The killed server's claims wait for their lease; the rest go at once.
    const done = await until(() => distinct() >= acknowledged, o.leaseSeconds * 1000 + o.emails * (o.dataDelayMs + 200) + 30_000);
    row.recoveryMs = Date.now() - restartT0;
    if (!done) row.notes.push('not every e-mail arrived in time');
    // Anything still in flight lands before the count.
    await until(() => peer.waiting === 0, 10_000);
    await server.stop();
    server = null;

    await store.query(async (q) => {
      const rows = (await q(`SELECT message_id, status FROM outbox_emails WHERE kind = 'verify-email'`)) as unknown as Array<{
        message_id: string;
        status: string;
      }>;
      const ids = new Set(rows.map((r) => r.message_id));
      const got = peer.received.filter((m) => ids.has(m.messageId));
      const distinctIds = new Set(got.map((m) => m.messageId));
      row.queued = rows.length;
      row.sent = rows.filter((r) => r.status === 'sent').length;
      row.delivered = distinctIds.size;
      row.duplicated = got.length - distinctIds.size;
      row.lost = rows.filter((r) => !distinctIds.has(r.message_id)).length;
      if (rows.length !== acknowledged) row.notes.push(`${acknowledged} sign-ups acknowledged but ${rows.length} e-mails queued`);
    });
    console.log(
      `queued ${row.queued}; after the restart (${(row.recoveryMs / 1000).toFixed(1)} s): sent ${row.sent}, delivered ${row.delivered}, duplicated ${row.duplicated}, lost ${row.lost}`,
    );
  } catch (err) {
    row.notes.push(`failed: ${(err as Error).message.split('\n')[0]}`);
    console.error(err);
  } finally {
    if (server) await server.kill();
    await peer.close();
    await store.drop();
  }
  return row;
}

/** The scenario's table; answers whether it failed (an e-mail lost, not sent, or a failed step). */
export function reportDelivery(rows: DeliveryRow[], pad: (s: string | number, n: number) => string): boolean {
  console.log(
    `\n${pad('kill -9 during delivery', 26)}${pad('queued', 8)}${pad('in before kill', 16)}${pad('sent', 6)}${pad('delivered', 11)}${pad('duplicated', 12)}${pad('lost', 6)}${pad('recovery', 10)}notes`,
  );
  let failed = false;
  for (const r of rows) {
    console.log(
      `${pad(r.kind, 26)}${pad(r.queued, 8)}${pad(r.deliveredBeforeKill, 16)}${pad(r.sent, 6)}${pad(r.delivered, 11)}${pad(r.duplicated, 12)}${pad(r.lost, 6)}${pad(`${(r.recoveryMs / 1000).toFixed(1)} s`, 10)}${r.notes.join('; ')}`,
    );
    if (r.lost || r.queued === 0 || r.sent !== r.queued || r.delivered !== r.queued || r.notes.length) failed = true;
  }
  return failed;
}
