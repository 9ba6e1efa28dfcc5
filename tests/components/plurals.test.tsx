import { beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import InvestPage from '@client/features/investments/invest-page';
import { anInvestment } from './builders';
import { answer } from './network';
import { renderPart } from './render';
import { loadCatalogs } from '@client/lib/i18n';

// Counts read as English does (docs/product.md#formats): one of a thing is singular.

// The messages with values and plurals are formatted from the catalogs, loaded as the app and its page load them.
beforeAll(() => loadCatalogs(['common', 'investments']));

test('one opportunity is "1 opportunity found", and its one-month term "1 month"', async () => {
  answer('GET', '/api/investments', { body: [anInvestment({ id: 1, title: 'Short Bridge Fund', duration: 1 })] });
  await renderPart(<InvestPage />, { path: '/invest' });
  await expect.element(page.getByText('1 opportunity found')).toBeVisible();
  await expect.element(page.getByText('1 month', { exact: true })).toBeVisible();
});

test('two opportunities are "2 opportunities found", a 36-month term "36 months"', async () => {
  answer('GET', '/api/investments', {
    body: [anInvestment({ id: 1, duration: 1 }), anInvestment({ id: 2, title: 'Riyadh Office REIT', duration: 36 })],
  });
  await renderPart(<InvestPage />, { path: '/invest' });
  await expect.element(page.getByText('2 opportunities found')).toBeVisible();
  await expect.element(page.getByText('36 months', { exact: true })).toBeVisible();
});
