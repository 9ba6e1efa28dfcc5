import { beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import BuyPage from '@client/features/properties/buy-page';
import { aProperty, aPropertyPage } from './builders';
import { answer, requestsTo } from './network';
import { renderPart } from './render';

// The chips of the active filters on /buy: what they say, that removing one changes the URL and
// the search the page asks the server for, and where focus goes after each action of the page.

beforeEach(() => {
  answer('GET', '/api/properties', { body: aPropertyPage([aProperty({ id: 7, title: 'Villa with a garden' })], { total: 60 }) });
});

const chipList = () => page.getByRole('list', { name: 'Active filters' });
const resultsHeading = () => page.getByRole('heading', { name: 'Available Properties' });

async function chipLabels(): Promise<string[]> {
  await expect.element(chipList()).toBeVisible();
  return chipList()
    .getByRole('listitem')
    .elements()
    .map((item) => item.textContent?.trim() ?? '');
}

/** The query of the last GET /api/properties, once the page has sent it. */
async function lastSearchQuery(expectedCount: number): Promise<URLSearchParams> {
  await expect.poll(() => requestsTo('GET', '/api/properties').length).toBe(expectedCount);
  return requestsTo('GET', '/api/properties').at(-1)!.query;
}

const queryOf = (path: string | undefined) => new URLSearchParams(path?.split('?')[1] ?? '');

async function renderBuyPage(path: string) {
  const rendered = await renderPart(<BuyPage />, { path });
  await expect.element(page.getByRole('heading', { name: 'Villa with a garden' })).toBeVisible();
  return rendered;
}

describe('active filter chips', () => {
  test('every filter of the URL is a chip, counted on the Advanced button, and is what the search asks for', async () => {
    await renderBuyPage(
      '/buy?forSale=true&forRent=false&city=Riyadh&propertyType=villa&minPrice=1000000&maxPrice=3500000&neighborhood=Al%20Olaya' +
        '&bedrooms=3&bathrooms=2&parking=0&yearBuilt=2015&minArea=150&maxArea=400&furnished=true&amenities=pool,security',
    );

    expect(await chipLabels()).toEqual([
      'City: Riyadh',
      'Type: Villa',
      'Min price: 1,000,000 SAR',
      'Max price: 3,500,000 SAR',
      'Neighborhood: Al Olaya',
      '3+ BR',
      '2+ BA',
      'No parking',
      'Built 2015 or later',
      'Min area: 150 sqm',
      'Max area: 400 sqm',
      'Furnished',
      'Pool',
      '24/7 Security',
    ]);
    await expect.element(page.getByRole('button', { name: 'Advanced 14 active filters' })).toBeVisible();

    const query = await lastSearchQuery(1);
    expect(Object.fromEntries(query)).toEqual({
      forSale: 'true',
      forRent: 'false',
      sort: 'newest',
      city: 'Riyadh',
      propertyType: 'villa',
      neighborhood: 'Al Olaya',
      minPrice: '1000000',
      maxPrice: '3500000',
      minArea: '150',
      maxArea: '400',
      bedrooms: '3',
      bathrooms: '2',
      parking: '0',
      yearBuilt: '2015',
      amenities: 'pool,security',
      furnished: 'true',
      page: '1',
      pageSize: '24',
    });
  });

  test('the keyword is a chip, and what the search asks for; removing it drops it', async () => {
    const { history } = await renderBuyPage('/buy?forSale=true&forRent=false&q=Al%20Olaya&city=Riyadh');
    expect(await chipLabels()).toEqual(['Keyword: Al Olaya', 'City: Riyadh']);
    await expect.element(page.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('Al Olaya');
    expect((await lastSearchQuery(1)).get('q')).toBe('Al Olaya');

    await page.getByRole('button', { name: 'Remove Keyword: Al Olaya' }).click();
    expect(history.at(-1)).toBe('/buy?forSale=true&forRent=false&city=Riyadh');
    expect(await chipLabels()).toEqual(['City: Riyadh']);
    await expect.element(page.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('');
    expect((await lastSearchQuery(2)).has('q')).toBe(false);
  });

  test('the map view asks for the keyword too', async () => {
    answer('GET', '/api/properties/map', { body: { items: [], total: 0, totalCapped: false, truncated: false } });
    await renderPart(<BuyPage />, { path: '/buy?forSale=false&forRent=true&q=hittin&view=map' });
    await expect.element(page.getByRole('heading', { name: 'No properties found' })).toBeVisible();
    const map = requestsTo('GET', '/api/properties/map');
    expect(map).toHaveLength(1);
    expect([map[0].query.get('q'), map[0].query.get('forRent')]).toEqual(['hittin', 'true']);
    expect(requestsTo('GET', '/api/properties')).toHaveLength(0);
  });

  test('a keyword typed in the panel goes to the URL and the search; "#59" is kept as typed', async () => {
    const { history } = await renderBuyPage('/buy?forSale=true&forRent=false');

    await page.getByRole('searchbox', { name: 'Keyword' }).fill('#59');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    expect(history.at(-1)).toBe('/buy?forSale=true&forRent=false&q=%2359');
    expect(await chipLabels()).toEqual(['Keyword: #59']);
    expect((await lastSearchQuery(2)).get('q')).toBe('#59');
  });

  test('in Rent mode the price chips are rents for a year', async () => {
    await renderBuyPage('/buy?forSale=false&forRent=true&minPrice=60000&maxPrice=100000');
    expect(await chipLabels()).toEqual(['Min price: 60,000 SAR / year', 'Max price: 100,000 SAR / year']);
    await expect.element(page.getByRole('combobox', { name: 'Price Range' })).toHaveTextContent('60K - 100K SAR / year');
    const query = await lastSearchQuery(1);
    expect([query.get('forRent'), query.get('minPrice'), query.get('maxPrice')]).toEqual(['true', '60000', '100000']);
  });

  test('the Buy/Rent mode is not a chip, and with no filter there are no chips', async () => {
    await renderBuyPage('/buy?forSale=false&forRent=true');

    await expect.element(page.getByRole('button', { name: 'Rent', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect.element(chipList()).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Advanced', exact: true })).toBeVisible();
  });

  test('removing a chip drops that filter from the URL, the search panel and the request, back on page 1', async () => {
    const { history } = await renderBuyPage('/buy?forSale=true&forRent=false&city=Riyadh&minPrice=1000000&page=3');
    expect(await chipLabels()).toEqual(['City: Riyadh', 'Min price: 1,000,000 SAR']);
    expect((await lastSearchQuery(1)).get('page')).toBe('3');

    await page.getByRole('button', { name: 'Remove City: Riyadh' }).click();

    expect(history.at(-1)).toBe('/buy?forSale=true&forRent=false&minPrice=1000000');
    expect(history).toHaveLength(2);
    expect(await chipLabels()).toEqual(['Min price: 1,000,000 SAR']);
    await expect.element(page.getByRole('combobox', { name: 'City' })).toHaveTextContent('All Cities');
    await expect.element(page.getByLabelText('Min Price (SAR)')).toHaveValue('1000000');
    const query = await lastSearchQuery(2);
    expect(query.has('city')).toBe(false);
    expect(query.get('minPrice')).toBe('1000000');
    expect(query.get('page')).toBe('1');
  });

  test('removing one amenity keeps the other amenities', async () => {
    const { history } = await renderBuyPage('/buy?forSale=true&forRent=false&amenities=pool,gym,elevator');
    expect(await chipLabels()).toEqual(['Pool', 'Gym', 'Elevator']);

    await page.getByRole('button', { name: 'Remove Gym' }).click();

    expect(queryOf(history.at(-1)).get('amenities')).toBe('pool,elevator');
    expect(await chipLabels()).toEqual(['Pool', 'Elevator']);
    expect((await lastSearchQuery(2)).get('amenities')).toBe('pool,elevator');
  });

  test('removing the last chip leaves no chips and searches without the filter, in the same mode', async () => {
    const { history } = await renderBuyPage('/buy?forSale=false&forRent=true&furnished=true');
    expect(await chipLabels()).toEqual(['Furnished']);

    await page.getByRole('button', { name: 'Remove Furnished' }).click();

    expect(history.at(-1)).toBe('/buy?forSale=false&forRent=true');
    await expect.element(chipList()).not.toBeInTheDocument();
    const query = await lastSearchQuery(2);
    expect(query.get('furnished')).toBe('false');
    expect(query.get('forRent')).toBe('true');
  });

  test('a search from the panel adds its chips to the ones in force', async () => {
    const { history } = await renderBuyPage('/buy?forSale=true&forRent=false&bedrooms=2');

    await page.getByRole('combobox', { name: 'City' }).click();
    await page.getByRole('option', { name: 'Jeddah', exact: true }).click();
    await page.getByLabelText('Max Price (SAR)').fill('900000');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    expect(history.at(-1)).toBe('/buy?forSale=true&forRent=false&city=Jeddah&maxPrice=900000&bedrooms=2');
    expect(await chipLabels()).toEqual(['City: Jeddah', 'Max price: 900,000 SAR', '2+ BR']);
    // Focus goes to the results, never to <body>.
    await expect.element(resultsHeading()).toHaveFocus();
    const query = await lastSearchQuery(2);
    expect(query.get('city')).toBe('Jeddah');
    expect(query.get('maxPrice')).toBe('900000');
  });
});

describe('focus after each action', () => {
  test('removing a chip puts focus on the next chip, the last one on the chip before it, and the only one on the results heading', async () => {
    await renderBuyPage('/buy?forSale=true&forRent=false&city=Riyadh&bedrooms=3&furnished=true');

    await page.getByRole('button', { name: 'Remove City: Riyadh' }).click();
    await expect.element(page.getByRole('button', { name: 'Remove 3+ BR' })).toHaveFocus();
    await page.getByRole('button', { name: 'Remove Furnished' }).click();
    await expect.element(page.getByRole('button', { name: 'Remove 3+ BR' })).toHaveFocus();
    await page.getByRole('button', { name: 'Remove 3+ BR' }).click();
    await expect.element(chipList()).not.toBeInTheDocument();
    await expect.element(resultsHeading()).toHaveFocus();
  });

  test('Apply Filters and a new page put focus on the results heading, which stays one element (no remount)', async () => {
    const { history } = await renderBuyPage('/buy?forSale=true&forRent=false');
    const heading = resultsHeading().element();

    await page.getByRole('button', { name: /^Advanced/ }).click();
    await page.getByRole('checkbox', { name: 'Gym' }).click();
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => history.at(-1)).toBe('/buy?forSale=true&forRent=false&amenities=gym');
    await expect.element(resultsHeading()).toHaveFocus();

    await page.getByRole('button', { name: 'Next' }).click();
    expect(history.at(-1)).toBe('/buy?forSale=true&forRent=false&amenities=gym&page=2');
    await expect.element(resultsHeading()).toHaveFocus();
    expect(resultsHeading().element()).toBe(heading);
  });

  test('one match is "1 property found"', async () => {
    answer('GET', '/api/properties', { body: aPropertyPage([aProperty({ id: 7, title: 'Villa with a garden' })], { total: 1 }) });
    await renderBuyPage('/buy?forSale=true&forRent=false&q=%237');
    await expect.element(page.getByText('1 property found', { exact: true })).toBeVisible();
  });
});
