import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DISTRIBUTION_METHOD, LEDGER_REFERENCE_PATTERN } from '../../src/shared/constants';
import { toHalalas } from '../../src/shared/money';
import { distributions, ledgerEntries } from '../../src/server/db/schema';
import {
  daysAgo,
  distribute,
  holdingOn,
  invest,
  investor,
  mailTo,
  bellOf,
  opportunity,
  partsOf,
  t,
  useDistributionsApp,
} from './distributions-shared';

// Recording a distribution (docs/product.md#distributions): split pro rata across the investors who
// held the opportunity when it was paid, in exact halalas (floor, then the halalas left over to the
// largest remainders), as one ledger entry and one notice per investor.

useDistributionsApp();

const sum = (amounts: Iterable<string>) => [...amounts].reduce((s, a) => s + toHalalas(a), 0n);

describe('POST /api/investments/{id}/distributions', () => {
  it('splits 1,000.00 SAR over three equal holders as 333.34 / 333.33 / 333.33, the extra halala to the first to invest', async () => {
    const raise = await opportunity();
    const [first, second, third] = [await investor(), await investor(), await investor()];
    for (const who of [first, second, third]) await invest(who.agent, raise.id, '25000');

    const res = await distribute(raise.id, { amount: '1000', paidAt: new Date().toISOString() });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ investmentId: raise.id, amount: '1000.00', investors: 3 });

    const parts = await partsOf(body.id);
    expect(parts.get(first.user.id)).toBe('333.34');
    expect(parts.get(second.user.id)).toBe('333.33');
    expect(parts.get(third.user.id)).toBe('333.33');
    expect(sum(parts.values())).toBe(toHalalas('1000.00'));
    const [row] = await t.db.select().from(distributions).where(eq(distributions.id, body.id));
    expect(row.amount).toBe('1000.00');
  });

  it('weighs by what each holds: the halala left over goes to the largest remainder, here the smallest holder', async () => {
    const raise = await opportunity();
    const [small, middle, large] = [await investor(), await investor(), await investor()];
    await invest(large.agent, raise.id, '30000');
    await invest(middle.agent, raise.id, '20000');
    await invest(small.agent, raise.id, '10000');

    // Exact shares of 100.00: 16.666…, 33.333…, 50.00; floors 16.66, 33.33, 50.00 leave one halala.
    const res = await distribute(raise.id, { amount: '100.00', paidAt: new Date().toISOString() });
    expect(res.statusCode, res.body).toBe(201);
    const parts = await partsOf(res.json().id);
    expect(Object.fromEntries(parts)).toEqual({ [small.user.id]: '16.67', [middle.user.id]: '33.33', [large.user.id]: '50.00' });
  });

  it('pays an investor with two holdings one part, for the two together', async () => {
    const raise = await opportunity();
    const twice = await investor();
    const once = await investor();
    await invest(twice.agent, raise.id, '10000');
    await invest(once.agent, raise.id, '20000');
    await invest(twice.agent, raise.id, '10000');

    const res = await distribute(raise.id, { amount: '300.01', paidAt: new Date().toISOString() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().investors).toBe(2);
    const parts = await partsOf(res.json().id);
    expect(parts.size).toBe(2);
    // Equal weights (20,000 each): the extra halala goes to the earlier first investment.
    expect(parts.get(twice.user.id)).toBe('150.01');
    expect(parts.get(once.user.id)).toBe('150.00');
  });

  it('pays only the holdings made at or before it was paid', async () => {
    const raise = await opportunity(60);
    const early = await investor();
    const late = await investor();
    await holdingOn(early.user.id, raise.id, '40000.00', daysAgo(20));
    await holdingOn(late.user.id, raise.id, '10000.00', daysAgo(20));
    await holdingOn(late.user.id, raise.id, '50000.00', daysAgo(5)); // bought after the payout: none of it

    const res = await distribute(raise.id, { amount: '500.00', paidAt: daysAgo(10).toISOString() });
    expect(res.statusCode, res.body).toBe(201);
    const parts = await partsOf(res.json().id);
    expect(Object.fromEntries(parts)).toEqual({ [early.user.id]: '400.00', [late.user.id]: '100.00' });

    // A holding made after paidAt alone gets nothing: only `early` held it on day 25.
    const onlyEarly = await opportunity(60);
    await holdingOn(early.user.id, onlyEarly.id, '5000.00', daysAgo(30));
    await holdingOn(late.user.id, onlyEarly.id, '5000.00', daysAgo(3));
    const again = await distribute(onlyEarly.id, { amount: '75.50', paidAt: daysAgo(25).toISOString() });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().investors).toBe(1);
    expect(Object.fromEntries(await partsOf(again.json().id))).toEqual({ [early.user.id]: '75.50' });
  });

  it('writes one distribution ledger entry per investor, at the payment date, by bank transfer, with its reference', async () => {
    const raise = await opportunity();
    const a = await investor();
    const b = await investor();
    await invest(a.agent, raise.id, '15000');
    await invest(b.agent, raise.id, '5000');
    const paidAt = new Date();
    const res = await distribute(raise.id, { amount: '2000', paidAt: paidAt.toISOString() });
    expect(res.statusCode, res.body).toBe(201);

    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.distributionId, res.json().id));
    expect(entries).toHaveLength(2);
    for (const e of entries) {
      expect(e).toMatchObject({ kind: 'distribution', investmentId: raise.id, holdingId: null, method: DISTRIBUTION_METHOD });
      expect(e.occurredAt.getTime()).toBe(paidAt.getTime());
      expect(e.reference).toMatch(LEDGER_REFERENCE_PATTERN);
    }
    expect(new Set(entries.map((e) => e.reference)).size).toBe(2);
    expect(Object.fromEntries(entries.map((e) => [e.userId, e.amount]))).toEqual({ [a.user.id]: '1500.00', [b.user.id]: '500.00' });
  });

  it('tells each investor in the bell, and by e-mail while their user communications are on', async () => {
    const raise = await opportunity(30, { title: 'Jeddah Waterfront Residences' });
    const keen = await investor({ firstName: 'Noura' });
    const quiet = await investor({ firstName: 'Fahad', emailCommunications: false });
    await invest(keen.agent, raise.id, '123456');
    await invest(quiet.agent, raise.id, '123456');

    const res = await distribute(raise.id, { amount: '2469.12', paidAt: new Date().toISOString() });
    expect(res.statusCode, res.body).toBe(201);
    const [reference] = (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, keen.user.id))).filter(
      (e) => e.kind === 'distribution',
    );

    for (const who of [keen, quiet]) {
      const bell = await bellOf(who.user.id);
      expect(bell).toHaveLength(1);
      expect(bell[0]).toMatchObject({ title: 'You received 1,234.56 SAR from Jeddah Waterfront Residences', link: '/portfolio' });
    }
    const [mail] = await mailTo(keen.user.id);
    expect(mail.subject).toBe('You received 1,234.56 SAR from Jeddah Waterfront Residences');
    expect(mail.textBody).toContain(reference.reference);
    expect(mail.textBody).toContain('/portfolio');
    expect(await mailTo(quiet.user.id)).toHaveLength(0);

    // The investor's bell, through the API, shows it too.
    const items = (await keen.agent.get('/api/notifications')).json().items as { title: string }[];
    expect(items.map((n) => n.title)).toContain('You received 1,234.56 SAR from Jeddah Waterfront Residences');
  });

  it('keeps exact money on large amounts', async () => {
    const raise = await opportunity(30, { totalFunding: '9000000000000.00', minimumInvestment: '1000.00' });
    const [a, b, c] = [await investor(), await investor(), await investor()];
    const day = daysAgo(2);
    await holdingOn(a.user.id, raise.id, '1000000000001.00', day);
    await holdingOn(b.user.id, raise.id, '1000000000001.00', new Date(day.getTime() + 1));
    await holdingOn(c.user.id, raise.id, '3333333333333.33', new Date(day.getTime() + 2));
    const res = await distribute(raise.id, { amount: '9999999999999.99', paidAt: new Date().toISOString() });
    expect(res.statusCode, res.body).toBe(201);
    const parts = await partsOf(res.json().id);
    expect(sum(parts.values())).toBe(toHalalas('9999999999999.99'));
    // Exact in halalas: floors 1,875,000,000,001.17 (twice) and 6,249,999,999,997.64; the halala left
    // over goes to the largest remainder, the third's.
    expect(Object.fromEntries(parts)).toEqual({
      [a.user.id]: '1875000000001.17',
      [b.user.id]: '1875000000001.17',
      [c.user.id]: '6249999999997.65',
    });
  });
});
