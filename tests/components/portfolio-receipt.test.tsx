import { beforeAll, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { Route } from 'wouter';
import ReceiptPage from '@client/features/portfolio/receipt-page';
import type { ApiSchema } from '@client/lib/api-client';
import { aLedgerEntry } from './builders';
import { answer, requestsTo } from './network';
import { renderPart, signInAs } from './render';
import { loadCatalogs } from '@client/lib/i18n';

// A receipt (docs/product.md#the-portfolio-page): one movement of money with everything a printed
// receipt says, the Print button, and a clear answer for a reference that is not the investor's.

// The messages with values and plurals are formatted from the catalogs, loaded as the app and its page load them.
beforeAll(() => loadCatalogs(['common', 'portfolio']));

const RECEIPT = '/api/user/ledger/{reference}';

function aReceipt(overrides: Partial<ApiSchema['Receipt']> = {}): ApiSchema['Receipt'] {
  return {
    ...aLedgerEntry({ occurredAt: '2026-03-31T21:30:00.000Z' }),
    investor: { name: 'Noura Al-Harbi', email: 'noura@example.sa' },
    investment: { id: 7, title: 'Riyadh Logistics REIT', investmentType: 'REIT', location: 'Riyadh' },
    holding: { id: 31, amount: '30000.00', status: 'active' },
    distribution: null,
    ...overrides,
  };
}

async function renderReceipt(reference: string) {
  return renderPart(<Route path="/portfolio/receipts/:reference" component={ReceiptPage} />, { path: `/portfolio/receipts/${reference}` });
}

/** The receipt's rows: each label with what it says. */
function rows(): Record<string, string> {
  const terms = [...page.getByRole('article').element().querySelectorAll('dt')];
  return Object.fromEntries(
    terms.map((dt) => [dt.textContent, (dt.nextElementSibling as HTMLElement).innerText.replace(/\s+/g, ' ').trim()]),
  );
}

describe('a receipt', () => {
  test('an investment: reference, Riyadh time, method, opportunity, investor, holding, and the statement that no real funds moved', async () => {
    signInAs({ role: 'investor' });
    answer('GET', RECEIPT, { body: aReceipt() });
    await renderReceipt('MNZ-2026-000031');

    await expect.element(page.getByRole('heading', { level: 1, name: 'Investment receipt' })).toBeVisible();
    expect(requestsTo('GET', RECEIPT)[0].path).toBe('/api/user/ledger/MNZ-2026-000031');
    await expect.element(page.getByText('Paid by you')).toBeVisible();
    expect(rows()).toEqual({
      Reference: 'MNZ-2026-000031',
      'Date and time (Riyadh)': 'Apr 1, 2026, 12:30 AM GMT+3',
      Type: 'Investment',
      Amount: '30,000 SAR',
      Method: 'PayTabs',
      Opportunity: 'Riyadh Logistics REIT REIT · Riyadh',
      Investor: 'Noura Al-Harbi noura@example.sa',
      Holding: 'Investment #31 of 30,000 SAR Active',
    });
    await expect.element(page.getByRole('link', { name: 'Riyadh Logistics REIT' })).toHaveAttribute('href', '/investments/7');
    await expect.element(page.getByText('Payments on Manzil are simulated: no real funds moved.')).toBeVisible();
    expect(document.title).toBe('Receipt MNZ-2026-000031 | Manzil');
  });

  test('Print opens the browser’s print dialog', async () => {
    signInAs({ role: 'investor' });
    answer('GET', RECEIPT, { body: aReceipt() });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await renderReceipt('MNZ-2026-000031');
    await page.getByRole('button', { name: 'Print' }).click();
    expect(print).toHaveBeenCalledTimes(1);
  });

  test('a distribution: paid to the investor by bank transfer, as a share of the whole distribution', async () => {
    signInAs({ role: 'investor' });
    answer('GET', RECEIPT, {
      body: aReceipt({
        reference: 'MNZ-2026-000040',
        kind: 'distribution',
        amount: '750.00',
        method: 'transfer',
        holding: null,
        distribution: { id: 5, amount: '25000.00', paidAt: '2026-03-31T09:00:00.000Z' },
      }),
    });
    await renderReceipt('MNZ-2026-000040');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Distribution receipt' })).toBeVisible();
    await expect.element(page.getByText('Paid to you')).toBeVisible();
    expect(rows()).toMatchObject({
      Method: 'Bank Transfer',
      Distribution:
        "Your share of a distribution of 25,000 SAR to the opportunity's investors, paid on Mar 31, 2026, in proportion to your holding.",
    });
  });

  test('a reference that is not one of the investor’s says the receipt is not found', async () => {
    signInAs({ role: 'investor' });
    answer('GET', RECEIPT, { status: 404, body: { message: 'Receipt not found' } });
    await renderReceipt('MNZ-2026-999999');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Receipt Not Found' })).toBeVisible();
    await expect.element(page.getByText('MNZ-2026-999999')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Go to Portfolio' })).toHaveAttribute('href', '/portfolio');
  });

  test('signed out, it asks to sign in', async () => {
    await renderReceipt('MNZ-2026-000031');
    await expect.element(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
    expect(requestsTo('GET', RECEIPT)).toHaveLength(0);
  });
});
