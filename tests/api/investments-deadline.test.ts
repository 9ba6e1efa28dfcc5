import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outboxEmails } from '../../src/server/db/schema';
import { refundMissedRaise } from '../../src/server/features/investments/deadline';
import { siteOf } from '../../src/server/features/mail/site';
import { RAISE_REFUNDED_KIND } from '../../src/server/features/notifications/events/investments';
import { LEDGER_REFERENCE_PATTERN } from '../../src/shared/constants';
import { formatRiyadhDateTime } from '../../src/shared/format';
import { dbKindLabel, setupTestApp, signedInAs, type TestApp } from '../setup/app';
import { audiencesOf, type SignedIn } from '../setup/audiences';
import {
  deadlineJobsOf,
  expectRefundedOnce,
  holdingsIn,
  inMs,
  investIn,
  ledgerOf,
  moveDeadline,
  raiseRow,
  raiseWithDeadline,
  untilPassed,
} from './deadline-shared';
import { workerFor } from './mail-shared';

// Raises with a deadline (docs/product.md#raises-with-a-deadline): the admin sets it; no investment
// lands at or after it; the job queued for it closes a raise short of its target and refunds every
// holding once, with ledger entries and one notice per investor.

const DEADLINE_IN_PAST = 'Funding deadline must be in the future';
const closedOn = (deadline: Date) => `This raise closed on ${formatRiyadhDateTime(deadline)}`;

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await setupTestApp({ PUBLIC_URL: 'https://manzil.test' });
  ({ admin } = await audiencesOf(t, ['admin']));
});
afterAll(() => t.close());

const drainJobs = () => workerFor(t).drain();

async function refundNoticesOf(userId: string) {
  const bell = await t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, RAISE_REFUNDED_KIND)));
  const mail = await t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.userId, userId), eq(outboxEmails.kind, RAISE_REFUNDED_KIND)));
  return { bell, mail };
}

describe(`the admin sets a deadline (${dbKindLabel})`, () => {
  it('on create: stored, shown, and its job queued for that instant', async () => {
    const deadline = inMs(30 * 86_400_000);
    const raise = await raiseWithDeadline(admin.agent, deadline);
    expect(raise.fundingDeadline).toBe(deadline.toISOString());
    expect((await admin.agent.get(`/api/investments/${raise.id}`)).json()).toMatchObject({
      fundingDeadline: deadline.toISOString(),
      refundedAt: null,
    });
    const [job] = await deadlineJobsOf(t.db, raise.id);
    expect(job).toMatchObject({
      status: 'queued',
      payload: { investmentId: raise.id, deadline: deadline.toISOString() },
      dedupeKey: `investment.deadline:${raise.id}:${deadline.toISOString()}`,
    });
    expect(job.runAt.getTime()).toBe(deadline.getTime());
  });

  it('refuses a deadline that has passed or is not a date, with a message on the field', async () => {
    const cases = [
      ['2020-01-01T00:00:00Z', DEADLINE_IN_PAST],
      [inMs(-1000).toISOString(), DEADLINE_IN_PAST],
      ['next Tuesday', 'Funding deadline must be a date and time, such as 2027-03-31T23:59:00+03:00'],
    ];
    for (const [fundingDeadline, message] of cases) {
      const created = await admin.agent.post('/api/investments', {
        title: `Deadline ${fundingDeadline}`,
        minimumInvestment: '1000',
        expectedRoi: '9',
        duration: 12,
        investmentType: 'REIT',
        location: 'Riyadh',
        totalFunding: '100000',
        fundingDeadline,
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().errors.fundingDeadline).toBe(message);
    }
    const titles = ((await admin.agent.get('/api/investments')).json() as Array<{ title: string }>).map((i) => i.title);
    expect(titles.filter((title) => title.startsWith('Deadline '))).toEqual([]);
  });

  it('on edit: moved (a job for the new instant), kept with any other edit, cleared with null, never moved into the past', async () => {
    const first = inMs(10 * 86_400_000);
    const raise = await raiseWithDeadline(admin.agent, first);
    const moved = inMs(20 * 86_400_000);
    await moveDeadline(admin.agent, raise.id, moved);
    expect((await raiseRow(t.db, raise.id)).fundingDeadline?.toISOString()).toBe(moved.toISOString());

    // The form sends the deadline back with every edit: no second job for the same instant.
    const renamed = await admin.agent.put(`/api/investments/${raise.id}`, { title: 'Renamed fund', fundingDeadline: moved.toISOString() });
    expect(renamed.statusCode).toBe(200);
    expect((await deadlineJobsOf(t.db, raise.id)).map((j) => j.payload)).toEqual([
      { investmentId: raise.id, deadline: first.toISOString() },
      { investmentId: raise.id, deadline: moved.toISOString() },
    ]);

    const past = await admin.agent.put(`/api/investments/${raise.id}`, { fundingDeadline: inMs(-60_000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.fundingDeadline).toBe(DEADLINE_IN_PAST);
    expect((await raiseRow(t.db, raise.id)).fundingDeadline?.toISOString()).toBe(moved.toISOString());

    const cleared = await admin.agent.put(`/api/investments/${raise.id}`, { fundingDeadline: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().fundingDeadline).toBeNull();
  });

  it('is only for admins', async () => {
    const raise = await raiseWithDeadline(admin.agent, inMs(86_400_000));
    const { agent } = await signedInAs(t, 'investor');
    const res = await agent.put(`/api/investments/${raise.id}`, { fundingDeadline: inMs(2 * 86_400_000).toISOString() });
    expect(res.statusCode).toBe(403);
    expect(await deadlineJobsOf(t.db, raise.id)).toHaveLength(1);
  });
});

describe(`a raise that misses its deadline (${dbKindLabel})`, () => {
  it('takes no investment at or after it, then is closed and every holding refunded once, each investor told once', async () => {
    const raise = await raiseWithDeadline(admin.agent, inMs(86_400_000), { title: 'Tabuk Greenhouses Fund' });
    const sara = await signedInAs(t, 'investor', { firstName: 'Sara' });
    const omar = await signedInAs(t, 'investor', { firstName: 'Omar', emailCommunications: false });
    expect((await investIn(sara.agent, raise.id, '10000', 'mada')).statusCode).toBe(201);
    expect((await investIn(omar.agent, raise.id, '20000', 'sadad')).statusCode).toBe(201);
    expect((await investIn(sara.agent, raise.id, '5000.50', 'apple-pay')).statusCode).toBe(201);

    const deadline = inMs(1200);
    await moveDeadline(admin.agent, raise.id, deadline);
    await untilPassed(t.db, deadline);

    // Past the deadline, before the job has run: refused all the same.
    const late = await investIn(omar.agent, raise.id, '1000');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(closedOn(deadline));
    expect((await raiseRow(t.db, raise.id)).status).toBe('active');

    await drainJobs();

    const jobs = await deadlineJobsOf(t.db, raise.id);
    expect(jobs.map((j) => j.status)).toEqual(['queued', 'done']); // the first deadline's job is not due yet
    await expectRefundedOnce(t.db, raise.id);
    const closed = await raiseRow(t.db, raise.id);
    expect(closed.currentFunding).toBe('35000.50'); // what was raised; each holding shows its refund
    expect(closed.refundedAt!.getTime()).toBeGreaterThanOrEqual(deadline.getTime());
    const refunds = await ledgerOf(t.db, raise.id, 'refund');
    expect(refunds.map((r) => [r.amount, r.method])).toEqual([
      ['10000.00', 'mada'],
      ['20000.00', 'sadad'],
      ['5000.50', 'apple-pay'],
    ]);
    expect(refunds.every((r) => LEDGER_REFERENCE_PATTERN.test(r.reference))).toBe(true);
    expect(new Set(refunds.map((r) => r.reference)).size).toBe(3);

    const sarasHoldings = (await sara.agent.get('/api/user/investments')).json() as Array<{
      status: string;
      investment: { status: string };
    }>;
    expect(sarasHoldings.map((h) => [h.status, h.investment.status])).toEqual([
      ['refunded', 'closed'],
      ['refunded', 'closed'],
    ]);

    // One notice each, however many holdings; the e-mail only where user communications are on.
    const toSara = await refundNoticesOf(sara.user.id);
    expect(toSara.bell).toHaveLength(1);
    expect(toSara.bell[0]).toMatchObject({
      title: 'Refunded: “Tabuk Greenhouses Fund” missed its funding deadline',
      body: `The raise closed on ${formatRiyadhDateTime(deadline)} short of its target, so your 15,000.50 SAR was refunded to the method you paid with.`,
      link: '/portfolio',
    });
    expect(toSara.mail).toHaveLength(1);
    expect(toSara.mail[0].subject).toBe('Refunded: “Tabuk Greenhouses Fund” missed its funding deadline');
    expect(toSara.mail[0].textBody).toContain('Your portfolio shows your 2 holdings in it as refunded');
    expect(toSara.mail[0].textBody).toContain('https://manzil.test/portfolio');
    const toOmar = await refundNoticesOf(omar.user.id);
    expect(toOmar.bell.map((n) => n.body)).toEqual([
      `The raise closed on ${formatRiyadhDateTime(deadline)} short of its target, so your 20,000 SAR was refunded to the method you paid with.`,
    ]);
    expect(toOmar.mail).toHaveLength(0);

    // Still closed to money, and the raise cannot be reopened on top of refunded holdings.
    const after = await investIn(sara.agent, raise.id, '1000');
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(closedOn(deadline));
    const reopened = await admin.agent.put(`/api/investments/${raise.id}`, {
      status: 'active',
      fundingDeadline: inMs(86_400_000).toISOString(),
    });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().message).toBe('This raise missed its deadline and its holdings were refunded: it stays closed');

    // Run again (a retried job): nothing more.
    const site = siteOf(t.app.deps.config);
    expect(await refundMissedRaise(t.db, site, { investmentId: raise.id, deadline: deadline.toISOString() })).toBe(0);
    await expectRefundedOnce(t.db, raise.id);
    expect((await refundNoticesOf(sara.user.id)).bell).toHaveLength(1);
  });

  it('leaves a raise that reached its target funded, its holdings untouched', async () => {
    const { agent, user } = await signedInAs(t, 'investor');
    const deadline = inMs(2000);
    const raise = await raiseWithDeadline(admin.agent, deadline, { totalFunding: '30000', minimumInvestment: '1000' });
    expect((await investIn(agent, raise.id, '30000')).statusCode).toBe(201);
    expect((await raiseRow(t.db, raise.id)).status).toBe('funded');
    await untilPassed(t.db, deadline);

    await drainJobs();

    expect((await deadlineJobsOf(t.db, raise.id)).map((j) => j.status)).toEqual(['done']);
    const row = await raiseRow(t.db, raise.id);
    expect({ status: row.status, refundedAt: row.refundedAt, currentFunding: row.currentFunding }).toEqual({
      status: 'funded',
      refundedAt: null,
      currentFunding: '30000.00',
    });
    expect((await holdingsIn(t.db, raise.id)).map((h) => h.status)).toEqual(['active']);
    expect(await ledgerOf(t.db, raise.id, 'refund')).toEqual([]);
    expect((await refundNoticesOf(user.id)).bell).toEqual([]);
  });

  it('does nothing on a deadline since moved or cleared: the old job finds another deadline', async () => {
    const { agent } = await signedInAs(t, 'investor');
    const first = inMs(2000);
    const moved = await raiseWithDeadline(admin.agent, first);
    const cleared = await raiseWithDeadline(admin.agent, first);
    expect((await investIn(agent, moved.id, '5000')).statusCode).toBe(201);
    expect((await investIn(agent, cleared.id, '5000')).statusCode).toBe(201);
    await moveDeadline(admin.agent, moved.id, inMs(3_600_000));
    await moveDeadline(admin.agent, cleared.id, null);
    await untilPassed(t.db, first);

    await drainJobs();

    for (const raise of [moved, cleared]) {
      expect((await deadlineJobsOf(t.db, raise.id))[0].status).toBe('done');
      expect((await raiseRow(t.db, raise.id)).status).toBe('active');
      expect((await holdingsIn(t.db, raise.id)).map((h) => h.status)).toEqual(['active']);
      expect(await ledgerOf(t.db, raise.id, 'refund')).toEqual([]);
    }
    // Both still take money.
    expect((await investIn(agent, moved.id, '1000')).statusCode).toBe(201);
    expect((await investIn(agent, cleared.id, '1000')).statusCode).toBe(201);
  });
});
