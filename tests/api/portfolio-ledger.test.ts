import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LEDGER_REFERENCE_PATTERN } from '../../src/shared/constants';
import { rowsOf } from '../../src/server/db/client';
import { dbKindLabel, signedInAs } from '../setup/app';
import { signedOut } from '../setup/audiences';
import { distribute, invest, opportunity, refund, t, usePortfolioApp } from './portfolio-shared';

// GET /api/user/ledger (docs/product.md#the-ledger): every movement of the investor's money, with
// its reference, newest first, a page at a time, by kind and by Riyadh days.

usePortfolioApp();

interface Entry {
  id: number;
  reference: string;
  kind: string;
  amount: string;
  method: string;
  occurredAt: string;
  investment: { id: number; title: string };
}
type Page = { items: Entry[]; total: number; page: number; pageSize: number };

/** Riyadh is UTC+3: "2026-03-01 23:59" there is 20:59 UTC. */
const riyadh = (local: string) => new Date(`${local.replace(' ', 'T')}:00+03:00`);

describe(`GET /api/user/ledger (${dbKindLabel})`, () => {
  it('records each movement of money once, with its own MNZ reference, and lists them newest first', async () => {
    const tower = await opportunity({ title: 'Olaya Tower REIT' });
    const chalets = await opportunity({ title: 'Abha Chalets' });
    const { agent, user } = await signedInAs(t, 'investor');
    const stranger = await signedInAs(t, 'investor');
    await invest(stranger.agent, tower.id, '9000');

    const bought = await invest(agent, tower.id, '1000', 'apple-pay');
    const doomed = await invest(agent, chalets.id, '2000', 'mada');
    const refunded = await refund(doomed.id, new Date(Date.now() + 60_000));
    const paid = await distribute(user.id, tower.id, '150.25', new Date(Date.now() + 120_000), '900.00');

    const res = await agent.get('/api/user/ledger');
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page;
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 24 });
    expect(page.items.map((e) => [e.kind, e.amount, e.method, e.investment.title, e.reference])).toEqual([
      ['distribution', '150.25', 'transfer', 'Olaya Tower REIT', paid.reference],
      // The refund goes back the way the money came.
      ['refund', '2000.00', 'mada', 'Abha Chalets', refunded],
      ['investment', '2000.00', 'mada', 'Abha Chalets', doomed.reference],
      ['investment', '1000.00', 'apple-pay', 'Olaya Tower REIT', bought.reference],
    ]);
    const references = page.items.map((e) => e.reference);
    for (const reference of references) expect(reference).toMatch(LEDGER_REFERENCE_PATTERN);
    expect(new Set(references).size).toBe(4);
    // The serial follows the order the movements were recorded in.
    const serials = references.map((r) => Number(r.split('-')[2]));
    expect(serials).toEqual([...serials].sort((a, b) => b - a));
  });

  it('gives every holding exactly one investment entry, matching its amount, method and time', async () => {
    const { agent } = await signedInAs(t, 'investor');
    const a = await opportunity();
    await invest(agent, a.id, '1234.56', 'stc-pay');
    await invest(agent, a.id, '1000', 'sadad');
    const mismatched = rowsOf<{ id: number }>(
      await t.db.execute(sql`
        SELECT ui.id FROM user_investments ui
        WHERE (SELECT count(*) FROM ledger_entries le
               WHERE le.holding_id = ui.id AND le.kind = 'investment' AND le.user_id = ui.user_id
                 AND le.investment_id = ui.investment_id AND le.amount = ui.amount
                 AND le.method = ui.payment_method
                 -- the entry's time went through a JS Date: milliseconds
                 AND le.occurred_at = date_trunc('milliseconds', ui.investment_date)) <> 1`),
    );
    const [{ holdings }] = rowsOf<{ holdings: number }>(await t.db.execute(sql`SELECT count(*)::int AS holdings FROM user_investments`));
    expect(holdings).toBeGreaterThanOrEqual(2);
    expect(mismatched).toEqual([]);
  });

  it('pages through the ledger without losing or repeating an entry', async () => {
    const { agent, user } = await signedInAs(t, 'investor');
    const a = await opportunity();
    for (const day of ['01', '02', '03', '04', '05']) await distribute(user.id, a.id, `${day}.00`, riyadh(`2026-04-${day} 12:00`));
    const pages = [];
    for (const n of [1, 2, 3, 4]) pages.push((await agent.get(`/api/user/ledger?page=${n}&pageSize=2`)).json() as Page);
    expect(pages.map((p) => [p.total, p.page, p.pageSize, p.items.map((e) => e.amount)])).toEqual([
      [5, 1, 2, ['5.00', '4.00']],
      [5, 2, 2, ['3.00', '2.00']],
      [5, 3, 2, ['1.00']],
      [5, 4, 2, []],
    ]);
  });

  it('filters by kind and by Riyadh days, both ends included', async () => {
    const { agent, user } = await signedInAs(t, 'investor');
    const a = await opportunity();
    await invest(agent, a.id, '5000');
    // Just before and just after midnight in Riyadh, on either side of the 1st of March.
    await distribute(user.id, a.id, '10.00', riyadh('2026-02-28 23:59'));
    await distribute(user.id, a.id, '20.00', riyadh('2026-03-01 00:00'));
    await distribute(user.id, a.id, '30.00', riyadh('2026-03-01 23:59'));
    await distribute(user.id, a.id, '40.00', riyadh('2026-03-02 00:00'));

    const amounts = async (query: string) => {
      const res = await agent.get(`/api/user/ledger?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Page).items.map((e) => `${e.kind} ${e.amount}`);
    };
    expect(await amounts('type=investment')).toEqual(['investment 5000.00']);
    expect(await amounts('type=distribution&from=2026-03-01&to=2026-03-01')).toEqual(['distribution 30.00', 'distribution 20.00']);
    expect(await amounts('from=2026-03-01&to=2026-03-02')).toEqual(['distribution 40.00', 'distribution 30.00', 'distribution 20.00']);
    expect(await amounts('to=2026-02-28')).toEqual(['distribution 10.00']);
    expect(await amounts('type=refund')).toEqual([]);
    // Blank filters are no filters, as a form sends them.
    expect(await amounts('type=&from=&to=')).toHaveLength(5);
  });

  it('refuses a bad filter with 400 naming the field', async () => {
    const { agent } = await signedInAs(t, 'investor');
    const refused = async (query: string) => {
      const res = await agent.get(`/api/user/ledger?${query}`);
      expect(res.statusCode, query).toBe(400);
      return res.json().errors as Record<string, string>;
    };
    expect(await refused('from=01-03-2026')).toEqual({ from: 'From must be a date such as 2026-01-31' });
    expect(await refused('from=2026-02-30')).toEqual({ from: 'From must be a date such as 2026-01-31' });
    expect(await refused('to=0000-01-01')).toEqual({ to: 'To must be a date such as 2026-01-31' });
    expect(await refused('from=2026-03-02&to=2026-03-01')).toEqual({ to: 'To must be on or after From' });
    expect(await refused('type=withdrawal')).toHaveProperty('type');
    expect(await refused('pageSize=1000')).toHaveProperty('pageSize');
  });

  it('is for the signed-in user only', async () => {
    expect((await signedOut(t).get('/api/user/ledger')).statusCode).toBe(401);
  });
});
