import type { APIRequestContext, Page } from '@playwright/test';
import { formatNumber } from '../../src/shared/format';
import type { ApiSchema } from '../../src/client/lib/api-client';
import { choose, escapeRe, expect, expectAccessible, test } from './fixtures';

// The public market page (docs/product.md#market): the footer's Market Analytics opens /market; its
// charts draw the figures of GET /api/market and say them again in tables; Rent and a city change them.

type Market = ApiSchema['Market'];

const figures = async (request: APIRequestContext, query = ''): Promise<Market> => (await request.get(`/api/market${query}`)).json();
/** The headline figure of the selection (the first card). */
const headline = (page: Page) => page.getByText(/^Median (price|rent) per m²( a year)? in /).locator('..');
/** A row of the table under a chart, by its header cell. */
const row = (page: Page, table: string, name: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
const median = (value: string | null) => (value === null ? '—' : formatNumber(value));

test('the footer opens /market: charts with their numbers in tables; Rent and a city change the figures', async ({ page, request }) => {
  await page.goto('/terms');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Market Analytics' }).click();
  await expect(page).toHaveURL(/\/market$/);
  await expect(page.getByRole('heading', { name: 'Market Analytics', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Data as of \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M GMT\+3$/)).toBeVisible();

  const sale = await figures(request);
  const top = sale.areas[0];
  await expect(headline(page)).toContainText(`${median(sale.overall.medianPerSqm)} SAR/m²`);
  await expect(headline(page)).toContainText(`${sale.overall.listings} listings on the market`);
  // Three charts, each drawn (an SVG named by its summary) and each with its table.
  await expect(page.getByRole('img', { name: /^Bar chart of the median per m² by city: / })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Line chart of the median per m² by month/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Bar chart of the median per m² by property type: / })).toBeVisible();
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(row(page, 'By city', top.name)).toHaveText(
    new RegExp(
      `^${escapeRe(top.name)}${top.listings}${escapeRe(median(top.medianPerSqm))}${top.soldListings}${escapeRe(median(top.soldMedianPerSqm))}$`,
    ),
  );
  await expect(page.getByRole('table', { name: 'By month' }).getByRole('row')).toHaveCount(12 + 2);
  await expect(page.getByRole('columnheader', { name: 'Sold (last 12 months)' }).first()).toBeVisible();
  await expectAccessible(page);

  // Rent: a year of rent per m², no sold figures.
  await page.getByRole('button', { name: 'Rent' }).click();
  await expect(page).toHaveURL(/\/market\?mode=rent$/);
  const rent = await figures(request, '?mode=rent');
  await expect(headline(page)).toContainText(`Median rent per m² a year in Saudi Arabia${median(rent.overall.medianPerSqm)}`);
  await expect(headline(page)).toContainText(`${rent.overall.listings} listings on the market`);
  await expect(page.getByRole('columnheader', { name: 'Sold (last 12 months)' })).toHaveCount(0);

  // A city: its neighbourhoods.
  const city = rent.areas[0].name;
  await choose(page, 'City', city);
  await expect(page).toHaveURL(new RegExp(`/market\\?mode=rent&city=${encodeURIComponent(city)}$`));
  const inCity = await figures(request, `?mode=rent&city=${encodeURIComponent(city)}`);
  await expect(headline(page)).toContainText(`in ${city}${median(inCity.overall.medianPerSqm)}`);
  await expect(headline(page)).toContainText(`${inCity.overall.listings} listing`);
  await expect(page.getByRole('heading', { name: 'Median rent per m² a year by neighbourhood' })).toBeVisible();
  const hood = inCity.areas[0];
  await expect(row(page, 'By neighbourhood', hood.name)).toHaveText(
    new RegExp(`^${escapeRe(hood.name)}${hood.listings}${escapeRe(median(hood.medianPerSqm))}$`),
  );
  await expectAccessible(page);
});

test('on a phone the page fits the screen; the tables scroll inside their cards', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto('/market?city=Riyadh');
  await expect(page.getByRole('heading', { name: 'Median price per m² by neighbourhood' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'By month' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
});
