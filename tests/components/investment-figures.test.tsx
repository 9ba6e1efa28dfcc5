import { beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import InvestmentsTab from '@client/features/admin/investments/investments-tab';
import { InvestmentStatsCard } from '@client/features/investments/investment-stats-card';
import { anInvestment } from './builders';
import { answer, requestsTo } from './network';
import { renderPart } from './render';
import { loadCatalogs } from '@client/lib/i18n';

// Money figures that must agree with the rest of the site (docs/product.md#investment-page), and an
// admin's Delete on an opportunity that has investors (docs/product.md#investments).

// The admin's messages with values and plurals are formatted from its catalog, loaded as its page loads it.
beforeAll(() => loadCatalogs(['admin']));

describe('Investment Stats', () => {
  test('the yearly return on the minimum is in whole riyals, like every other amount', async () => {
    // 5,100 × 12.5 % = 637.50 SAR a year: shown to the nearest riyal.
    await renderPart(<InvestmentStatsCard investment={anInvestment({ minimumInvestment: '5100.00', expectedRoi: '12.50' })} />);
    const row = page.getByText('Yearly return on minimum').element().closest('div')!;
    expect(row.textContent).toContain('638 SAR');
    expect(row.textContent).not.toContain('637.50');
  });
});

describe('deleting an opportunity (admin)', () => {
  const funded = anInvestment({ id: 7, title: 'Riyadh Logistics REIT', currentFunding: '900000.00', status: 'active' });
  const empty = anInvestment({ id: 8, title: 'Jeddah Seafront Fund', currentFunding: '0.00' });

  test('one with investors says at once that it cannot be deleted, and offers to close it instead', async () => {
    answer('GET', '/api/investments', { body: [funded, empty] });
    answer('PUT', '/api/investments/{id}', (req) => ({ body: { ...funded, ...(req.body as object) } }));
    await renderPart(<InvestmentsTab />, { path: '/admin?tab=investments' });

    await page.getByRole('button', { name: 'Delete Riyadh Logistics REIT' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'This opportunity cannot be deleted' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveTextContent('“Riyadh Logistics REIT” has investors (900,000 SAR invested)');
    await expect.element(dialog).toHaveTextContent('You can close it instead: it then takes no new money.');
    // It is never asked "This cannot be undone", and there is no Delete to press.
    await expect.element(dialog.getByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await dialog.getByRole('button', { name: 'Close Opportunity' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(requestsTo('PUT', '/api/investments/{id}').map((r) => [r.path, r.body])).toEqual([['/api/investments/7', { status: 'closed' }]]);
    expect(requestsTo('DELETE', '/api/investments/{id}')).toEqual([]);
    await expect.element(page.getByText('Investment closed: it takes no new money')).toBeVisible();
  });

  test('one already closed says so, with nothing more to do', async () => {
    answer('GET', '/api/investments', { body: [{ ...funded, status: 'closed' }] });
    await renderPart(<InvestmentsTab />, { path: '/admin?tab=investments' });

    await page.getByRole('button', { name: 'Delete Riyadh Logistics REIT' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'This opportunity cannot be deleted' });
    await expect.element(dialog).toHaveTextContent('It is already closed, so it takes no new money.');
    await expect.element(dialog.getByRole('button', { name: 'Close Opportunity' })).not.toBeInTheDocument();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test('one without investors is confirmed, then deleted', async () => {
    answer('GET', '/api/investments', { body: [funded, empty] });
    answer('DELETE', '/api/investments/{id}', { status: 204 });
    await renderPart(<InvestmentsTab />, { path: '/admin?tab=investments' });

    await page.getByRole('button', { name: 'Delete Jeddah Seafront Fund' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete investment?' });
    await expect.element(dialog).toHaveTextContent('“Jeddah Seafront Fund” will be deleted. This cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => requestsTo('DELETE', '/api/investments/{id}').map((r) => r.path)).toEqual(['/api/investments/8']);
  });
});
