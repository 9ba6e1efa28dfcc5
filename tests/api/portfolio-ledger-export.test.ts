import { describe, expect, it } from 'vitest';
import { dbKindLabel, signedInAs } from '../setup/app';
import { signedOut } from '../setup/audiences';
import { distribute, invest, opportunity, refund, t, usePortfolioApp } from './portfolio-shared';

// GET /api/user/ledger/export (docs/product.md#the-ledger): the ledger as a CSV file a spreadsheet
// opens as it is, oldest first, with the page's filters.

usePortfolioApp();

const BOM = '\uFEFF';
const HEADER = 'Reference,Date,Type,Opportunity,Method,Amount';

describe(`GET /api/user/ledger/export (${dbKindLabel})`, () => {
  it('downloads every movement, oldest first, amounts signed, titles quoted and never run as formulas', async () => {
    const quoted = await opportunity({ title: 'The "Pearl", Jeddah Corniche' });
    const hostile = await opportunity({ title: '=HYPERLINK("https://evil.example","Click")' });
    const arabic = await opportunity({ title: 'برج الرياض' });
    const { agent, user } = await signedInAs(t, 'investor');
    const stranger = await signedInAs(t, 'investor');
    await invest(stranger.agent, quoted.id, '7000');

    // Paid out in March (Riyadh time 00:05 on the 2nd): before the investments made today.
    const paid = await distribute(user.id, arabic.id, '120.50', new Date('2026-03-01T21:05:00Z'));
    const pearl = await invest(agent, quoted.id, '1000', 'apple-pay');
    const formula = await invest(agent, hostile.id, '2500.75', 'stc-pay');
    const refunded = await refund(formula.id, new Date(Date.now() + 60_000));

    const res = await agent.get('/api/user/ledger/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="manzil-ledger-\d{4}-\d{2}-\d{2}\.csv"$/);
    // The byte-order mark first, so Excel reads the Arabic as UTF-8; RFC 4180 line ends.
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.startsWith(`${BOM}${HEADER}\r\n`)).toBe(true);
    expect(res.body.endsWith('\r\n')).toBe(true);
    const lines = res.body.slice(BOM.length).split('\r\n').slice(1, -1);
    const minute = '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}';
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(`${paid.reference},2026-03-02 00:05,Distribution,برج الرياض,Bank Transfer,120.50`);
    // Money out of the investor's pocket is negative; a title with a comma or a quote is quoted.
    expect(lines[1]).toMatch(new RegExp(`^${pearl.reference},${minute},Investment,"The ""Pearl"", Jeddah Corniche",Apple Pay,-1000\\.00$`));
    // A title a spreadsheet would run as a formula is made text by a leading apostrophe.
    expect(lines[2]).toMatch(
      new RegExp(`^${formula.reference},${minute},Investment,"'=HYPERLINK\\(""https://evil\\.example"",""Click""\\)",STC Pay,-2500\\.75$`),
    );
    expect(lines[3]).toMatch(new RegExp(`^${refunded},${minute},Refund,"'=HYPERLINK.*",STC Pay,2500\\.75$`));
  });

  it('guards every character that starts a formula', async () => {
    const { agent } = await signedInAs(t, 'investor');
    for (const title of ['+966 Fund', '-10 Discount REIT', '@SUM(A1)', '\tTabbed Towers', 'Plain = Tower']) {
      await invest(agent, (await opportunity({ title })).id, '1000');
    }
    const body = (await agent.get('/api/user/ledger/export')).body;
    const titles = body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[3]);
    expect(titles).toEqual(["'+966 Fund", "'-10 Discount REIT", "'@SUM(A1)", "'\tTabbed Towers", 'Plain = Tower']);
  });

  it('takes the ledger page filters', async () => {
    const { agent, user } = await signedInAs(t, 'investor');
    const a = await opportunity({ title: 'Qassim Farms Fund' });
    await invest(agent, a.id, '1000');
    await distribute(user.id, a.id, '10.00', new Date('2026-03-01T09:00:00Z'));
    await distribute(user.id, a.id, '20.00', new Date('2026-04-01T09:00:00Z'));
    const rows = async (query: string) => {
      const res = await agent.get(`/api/user/ledger/export?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.body
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',').slice(2).join(','));
    };
    expect(await rows('type=distribution')).toEqual([
      'Distribution,Qassim Farms Fund,Bank Transfer,10.00',
      'Distribution,Qassim Farms Fund,Bank Transfer,20.00',
    ]);
    expect(await rows('from=2026-03-15&to=2026-04-01')).toEqual(['Distribution,Qassim Farms Fund,Bank Transfer,20.00']);
    expect(await rows('type=refund')).toEqual([]);
    const bad = await agent.get('/api/user/ledger/export?from=2026-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ from: 'From must be a date such as 2026-01-31' });
  });

  it('is for the signed-in user only', async () => {
    expect((await signedOut(t).get('/api/user/ledger/export')).statusCode).toBe(401);
  });
});
