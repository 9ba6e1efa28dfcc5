import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import MarketPage from '@client/features/market/market-page';
import type { Market, MarketMonth } from '@client/features/market/api/market';
import { answer, requestsTo } from './network';
import { renderPart } from './render';

// The market page (docs/product.md#market): every chart's numbers as a table under it, with the
// listing counts and, for sale, the sold figures of the last 12 months; the selection in the address.

// The messages with values and plurals are formatted from the catalogs, loaded as the app and its page load them.

const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];
const month = (m: string, more: Partial<MarketMonth> = {}): MarketMonth => ({
  month: m,
  listings: 0,
  medianPerSqm: null,
  soldListings: 0,
  soldMedianPerSqm: null,
  ...more,
});

function aMarket(overrides: Partial<Market> = {}): Market {
  return {
    computedAt: '2026-11-20T12:00:00.000Z',
    mode: 'sale',
    propertyType: null,
    city: 'Riyadh',
    overall: { listings: 15, medianPerSqm: '8100.00', soldListings: 6, soldMedianPerSqm: '7900.00' },
    areas: [
      { name: 'Al Malqa', listings: 12, medianPerSqm: '8250.00', soldListings: 6, soldMedianPerSqm: '7900.00' },
      { name: 'Hittin', listings: 3, medianPerSqm: null, soldListings: 0, soldMedianPerSqm: null },
    ],
    byType: [
      { propertyType: 'villa', listings: 9, medianPerSqm: '7400.00' },
      { propertyType: 'land', listings: 6, medianPerSqm: '2100.50' },
    ],
    trend: MONTHS.map((m) =>
      m === '2026-11' ? month(m, { listings: 7, medianPerSqm: '8300.00', soldListings: 6, soldMedianPerSqm: '7900.00' }) : month(m),
    ),
    cities: ['Jeddah', 'Riyadh'],
    ...overrides,
  };
}

const rent = aMarket({
  mode: 'rent',
  overall: { listings: 5, medianPerSqm: '640.00', soldListings: 0, soldMedianPerSqm: null },
  areas: [{ name: 'Al Malqa', listings: 5, medianPerSqm: '640.00', soldListings: 0, soldMedianPerSqm: null }],
  byType: [{ propertyType: 'apartment', listings: 5, medianPerSqm: '640.00' }],
  trend: MONTHS.map((m) => month(m)),
});

/** The figures of the table headed `caption` (its sr-only caption), row by row: the row's header, then its cells. */
function rowsOf(caption: string): string[][] {
  const table = [...document.querySelectorAll('table')].find((t) => t.caption?.textContent === caption);
  if (!table) throw new Error(`no table "${caption}"`);
  return [...table.tBodies[0].rows].map((tr) => [...tr.cells].map((c) => c.textContent ?? ''));
}

/** Every column header's text, in every table. */
const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent);

async function renderMarket(path = '/market?city=Riyadh') {
  answer('GET', '/api/market', (request) => ({ body: request.query.get('mode') === 'rent' ? rent : aMarket() }));
  const rendered = await renderPart(<MarketPage />, { path });
  await expect.element(page.getByRole('heading', { name: 'Market Analytics', level: 1 })).toBeVisible();
  await expect.element(page.getByRole('table').first()).toBeVisible();
  return rendered;
}

describe('the market page', () => {
  test('shows each chart’s numbers as a table: listings, medians and, for sale, the sold figures of 12 months', async () => {
    await renderMarket();
    await expect.element(page.getByText('Data as of Nov 20, 2026, 3:00 PM GMT+3')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Median price per m² by neighbourhood' })).toBeVisible();
    expect(rowsOf('By neighbourhood')).toEqual([
      ['Al Malqa', '12', '8,250', '6', '7,900'],
      ['Hittin', '3', '—', '0', '—'],
    ]);
    expect(headers()).toContain('Sold (last 12 months)');
    const months = rowsOf('By month');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual(['Dec 2025', '0', '—', '0', '—']);
    expect(months[11]).toEqual(['Nov 2026', '7', '8,300', '6', '7,900']);
    expect(rowsOf('By property type')).toEqual([
      ['Villa', '9', '7,400'],
      ['Land', '6', '2,101'],
    ]);
    await expect.element(page.getByText('8,100 SAR/m²')).toBeVisible();
    await expect.element(page.getByText('6 sales')).toBeVisible();
  });

  test('Rent asks for the rent figures, keeps the city in the address, and shows a year of rent without sold figures', async () => {
    const { history } = await renderMarket();
    await userEvent.click(page.getByRole('button', { name: 'Rent' }));
    await expect.element(page.getByRole('button', { name: 'Rent' })).toHaveAttribute('aria-pressed', 'true');
    await expect.element(page.getByText('640 SAR/m²').first()).toBeVisible();
    expect(history.at(-1)).toBe('/market?mode=rent&city=Riyadh');
    expect(requestsTo('GET', '/api/market').at(-1)?.query.get('mode')).toBe('rent');
    expect(rowsOf('By neighbourhood')).toEqual([['Al Malqa', '5', '640']]);
    expect(headers()).toContain('Median (SAR/m² a year)');
    expect(headers()).not.toContain('Sold (last 12 months)');
  });

  test('says when there is nothing to show for the choice', async () => {
    answer('GET', '/api/market', {
      body: aMarket({ overall: { listings: 0, medianPerSqm: null, soldListings: 0, soldMedianPerSqm: null }, areas: [], byType: [] }),
    });
    await renderPart(<MarketPage />, { path: '/market?city=Riyadh&propertyType=warehouse' });
    await expect.element(page.getByRole('heading', { name: 'No figures for this choice' })).toBeVisible();
  });

  test('offers Try Again when the figures could not be loaded', async () => {
    answer('GET', '/api/market', { status: 500, body: { message: 'boom' } });
    await renderPart(<MarketPage />, { path: '/market' });
    await expect.element(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});
