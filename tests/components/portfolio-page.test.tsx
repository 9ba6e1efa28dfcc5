import { beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import PortfolioPage from '@client/features/portfolio/portfolio-page';
import type { ApiSchema } from '@client/lib/api-client';
import { aLedgerEntry, aPortfolio } from './builders';
import { choose } from './buy-search';
import { answer, requestsTo } from './network';
import { renderPart, signInAs } from './render';
import { loadCatalogs } from '@client/lib/i18n';

// /portfolio (docs/product.md#the-portfolio-page): the totals, the holdings by opportunity, the
// allocation with its figures as text, and the ledger with its filters in the address and its export.

// The messages with values and plurals are formatted from the catalogs, loaded as the app and its page load them.
beforeAll(() => loadCatalogs(['common', 'portfolio']));

type LedgerEntry = ApiSchema['LedgerEntry'];

const distribution = aLedgerEntry({
  id: 40,
  reference: 'MNZ-2026-000040',
  kind: 'distribution',
  amount: '750.00',
  method: 'transfer',
  occurredAt: '2026-03-31T21:30:00.000Z',
});
const ledgerPage = (items: LedgerEntry[], total = items.length, pageNo = 1) => ({ items, total, page: pageNo, pageSize: 20 });

async function renderPortfolio(path = '/portfolio', portfolio = aPortfolio(), ledger = [distribution, aLedgerEntry()]) {
  signInAs({ role: 'investor' });
  answer('GET', '/api/user/portfolio', { body: portfolio });
  answer('GET', '/api/user/ledger', { body: ledgerPage(ledger) });
  const rendered = await renderPart(<PortfolioPage />, { path });
  await expect.element(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  return rendered;
}

/** The cells of each body row of the table named `name`, as they read on screen, once it shows. */
async function rowsOf(name: string): Promise<string[][]> {
  await expect.element(page.getByRole('table', { name })).toBeVisible();
  const table = page.getByRole('table', { name }).element() as HTMLTableElement;
  return [...table.tBodies[0].rows].map((tr) => [...tr.cells].map((c) => (c as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
}

/** What the totals say under `label`: the figure, then its line. */
async function figure(label: string): Promise<string[]> {
  await expect.element(page.getByRole('region', { name: 'Totals' })).toBeVisible();
  const term = [...page.getByRole('region', { name: 'Totals' }).element().querySelectorAll('dt')].find(
    (dt) => dt.textContent?.trim() === label,
  );
  const values: string[] = [];
  for (let dd = term?.nextElementSibling; dd?.tagName === 'DD'; dd = dd.nextElementSibling)
    values.push((dd as HTMLElement).innerText.trim());
  return values;
}

const lastLedgerQuery = () => requestsTo('GET', '/api/user/ledger').at(-1)?.query;

describe('the portfolio page', () => {
  test('a signed-out visitor is asked to sign in, and nothing of a portfolio is asked for', async () => {
    await renderPart(<PortfolioPage />, { path: '/portfolio' });
    await expect.element(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
    expect(requestsTo('GET', '/api/user/portfolio')).toHaveLength(0);
  });

  test('a new investor sees no figures but the way to their first investment', async () => {
    await renderPortfolio('/portfolio', aPortfolio({ holdings: [], allocation: { byType: [], byCity: [] } }), []);
    await expect.element(page.getByRole('heading', { name: 'No investments yet' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Explore Investments' })).toHaveAttribute('href', '/invest');
    expect(page.getByRole('heading', { name: 'Ledger' }).elements()).toHaveLength(0);
  });

  test('shows the totals, each holding with its figures, the allocation in words and numbers, and the ledger signed by direction', async () => {
    await renderPortfolio();
    expect(await figure('Total Invested')).toEqual(['30,000 SAR', 'Principal still invested']);
    expect(await figure('Distributions Received')).toEqual(['750 SAR', 'Paid to you so far']);
    expect(await figure('Current Value')).toEqual(['30,750 SAR', 'Invested plus distributions']);
    expect(await figure('Holdings')).toEqual(['1', 'Expected 3,750 SAR a year']);

    expect(await rowsOf('Holdings')).toEqual([
      ['Riyadh Logistics REIT Riyadh', 'REIT', 'Active', '30,000 SAR', '3%', '12.5%', 'Jan 1, 2026', '750 SAR', '2.5%'],
    ]);
    await expect.element(page.getByRole('link', { name: 'Riyadh Logistics REIT' }).first()).toHaveAttribute('href', '/investments/7');

    const byType = page.getByRole('region', { name: 'By type' });
    await expect.element(byType.getByRole('listitem')).toHaveTextContent('REIT30,000 SAR100%');
    await expect.element(byType.getByRole('img', { name: 'By type: REIT 100%.' })).toBeInTheDocument();
    await expect.element(page.getByRole('region', { name: 'By city' }).getByRole('listitem')).toHaveTextContent('Riyadh30,000 SAR100%');

    // A distribution paid late on Mar 31 (UTC) is Apr 1 in Riyadh; money received is +, money paid −.
    expect(await rowsOf('Ledger')).toEqual([
      ['Apr 1, 2026', 'MNZ-2026-000040', 'Distribution', 'Riyadh Logistics REIT', 'Bank Transfer', '+750 SAR'],
      ['Jan 1, 2026', 'MNZ-2026-000031', 'Investment', 'Riyadh Logistics REIT', 'PayTabs', '−30,000 SAR'],
    ]);
    await expect
      .element(page.getByRole('link', { name: 'MNZ-2026-000031' }))
      .toHaveAttribute('href', '/portfolio/receipts/MNZ-2026-000031');
    await expect.element(page.getByText('+750 SAR')).toHaveClass(/text-success/);
    await expect.element(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/user/ledger/export');
  });

  test('a refunded holding says so, with the amount that came back', async () => {
    const refunded = aPortfolio();
    refunded.holdings[0] = {
      ...refunded.holdings[0],
      status: 'refunded',
      refunded: '30000.00',
      distributions: '0.00',
      realisedReturn: '0.00',
    };
    refunded.totals = { ...refunded.totals, invested: '0.00', refunded: '30000.00', holdings: 0 };
    refunded.allocation = { byType: [], byCity: [] };
    await renderPortfolio('/portfolio', refunded, [
      aLedgerEntry({ id: 50, reference: 'MNZ-2026-000050', kind: 'refund', method: 'paytabs' }),
    ]);
    expect(await rowsOf('Holdings')).toEqual([
      ['Riyadh Logistics REIT Riyadh', 'REIT', 'Refunded', '30,000 SAR 30,000 SAR refunded', '3%', '12.5%', 'Jan 1, 2026', '0 SAR', '0%'],
    ]);
    expect(await figure('Total Invested')).toEqual(['0 SAR', '30,000 SAR refunded']);
    await expect.element(page.getByRole('region', { name: 'By type' }).getByText('Nothing is invested at the moment.')).toBeVisible();
    expect((await rowsOf('Ledger'))[0]).toEqual([
      'Jan 1, 2026',
      'MNZ-2026-000050',
      'Refund',
      'Riyadh Logistics REIT',
      'PayTabs',
      '+30,000 SAR',
    ]);
  });

  test('the filters go into the address, the ledger request and the export link', async () => {
    const { history } = await renderPortfolio();
    await choose('Type', 'Distribution');
    await expect.poll(() => history.at(-1)).toBe('/portfolio?type=distribution');
    await expect.poll(() => lastLedgerQuery()?.get('type')).toBe('distribution');

    await userEvent.fill(page.getByLabelText('From', { exact: true }), '2026-01-01');
    await userEvent.fill(page.getByLabelText('To', { exact: true }), '2026-06-30');
    await expect.poll(() => history.at(-1)).toBe('/portfolio?type=distribution&from=2026-01-01&to=2026-06-30');
    await expect
      .poll(() => ['type', 'from', 'to'].map((key) => lastLedgerQuery()?.get(key)))
      .toEqual(['distribution', '2026-01-01', '2026-06-30']);
    await expect
      .element(page.getByRole('link', { name: 'Export CSV' }))
      .toHaveAttribute('href', '/api/user/ledger/export?type=distribution&from=2026-01-01&to=2026-06-30');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => history.at(-1)).toBe('/portfolio');
    await expect.element(page.getByRole('combobox', { name: 'Type' })).toHaveTextContent('All types');
  });

  test('opened with filters in the address, shows them; dates the wrong way round are refused with the server’s message', async () => {
    await renderPortfolio('/portfolio?type=refund&from=2026-06-30&to=2026-01-01');
    await expect.element(page.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Refund');
    await expect.element(page.getByLabelText('From', { exact: true })).toHaveValue('2026-06-30');
    await expect.element(page.getByRole('alert')).toHaveTextContent('To must be on or after From');
    await expect.element(page.getByLabelText('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('GET', '/api/user/ledger')).toHaveLength(0);
    expect(page.getByRole('link', { name: 'Export CSV' }).elements()).toHaveLength(0);
  });

  test('no movement matching the filters says so', async () => {
    await renderPortfolio('/portfolio?type=refund', aPortfolio(), []);
    await expect.element(page.getByRole('heading', { name: 'No movements match these filters' })).toBeVisible();
  });

  test('shows twenty movements, then the next twenty with Show more', async () => {
    const entries = Array.from({ length: 25 }, (_, i) =>
      aLedgerEntry({ id: 100 + i, reference: `MNZ-2026-${String(100 + i).padStart(6, '0')}` }),
    );
    signInAs({ role: 'investor' });
    answer('GET', '/api/user/portfolio', { body: aPortfolio() });
    answer('GET', '/api/user/ledger', (request) => {
      const pageNo = Number(request.query.get('page') ?? 1);
      return { body: ledgerPage(entries.slice((pageNo - 1) * 20, pageNo * 20), entries.length, pageNo) };
    });
    await renderPart(<PortfolioPage />, { path: '/portfolio' });
    await expect.element(page.getByText('Showing 20 of 25 movements')).toBeVisible();
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.element(page.getByRole('link', { name: 'MNZ-2026-000124' })).toBeVisible();
    expect(await rowsOf('Ledger')).toHaveLength(25);
    expect(page.getByRole('button', { name: 'Show more' }).elements()).toHaveLength(0);
  });

  test('on a phone, the holdings are cards and the ledger a list, none wider than the screen', async () => {
    await page.viewport(375, 812);
    try {
      await renderPortfolio();
      const holdings = page.getByRole('list', { name: 'Holdings' });
      await expect.element(holdings.getByRole('listitem')).toHaveTextContent(/Riyadh Logistics REIT.*Invested30,000 SAR.*Share of raise3%/);
      expect(page.getByRole('table').elements()).toHaveLength(0);
      const ledger = page.getByRole('list', { name: 'Ledger' });
      await expect
        .element(ledger.getByRole('listitem').first())
        .toHaveTextContent(/Distribution.*Apr 1, 2026 · Bank Transfer.*MNZ-2026-000040\+750 SAR/);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    } finally {
      await page.viewport(1280, 900);
    }
  });
});
