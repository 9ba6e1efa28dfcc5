import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { EMPTY_FILTERS } from '@client/features/properties/buy/search-params';
import { advancedButton, choose, renderPanel, searchButton } from './buy-search';

// The /buy search panel alone (wide screens): what it hands to the page (onSearch) when the user
// searches, and how its draft follows the search in force. The Advanced dialog: advanced-dialog.test.tsx.

describe('basic search', () => {
  test('shows the search in force', async () => {
    await renderPanel({ mode: 'rent', city: 'Jeddah', propertyType: 'office', minPrice: 4000, maxPrice: 9000 });

    await expect.element(page.getByRole('button', { name: 'Rent', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect.element(page.getByRole('button', { name: 'Buy', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect.element(page.getByRole('combobox', { name: 'City' })).toHaveTextContent('Jeddah');
    await expect.element(page.getByRole('combobox', { name: 'Property Type' })).toHaveTextContent('Office');
    // Rent mode's prices are rents for a year.
    await expect.element(page.getByLabelText('Min Price (SAR / year)')).toHaveValue('4000');
    await expect.element(page.getByLabelText('Max Price (SAR / year)')).toHaveValue('9000');
    await expect.element(page.getByRole('combobox', { name: 'Price Range' })).toHaveTextContent('Custom');
  });

  test('the fields are a draft: nothing is searched until Search, which sends mode, city, type and prices', async () => {
    const { onSearch, lastSearch } = await renderPanel();

    await page.getByRole('button', { name: 'Rent', exact: true }).click();
    await choose('City', 'Dammam');
    await choose('Property Type', 'Villa');
    await page.getByLabelText('Min Price (SAR / year)').fill('500000');
    await page.getByLabelText('Max Price (SAR / year)').fill('2000000');
    await expect.element(page.getByRole('button', { name: 'Rent', exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect(onSearch).not.toHaveBeenCalled();

    await searchButton().click();
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(lastSearch()).toEqual({
      ...EMPTY_FILTERS,
      mode: 'rent',
      city: 'Dammam',
      propertyType: 'villa',
      minPrice: 500000,
      maxPrice: 2000000,
    });
  });

  test('"All Cities", "All Types" and emptied prices search without those filters; Buy switches back from Rent', async () => {
    const { lastSearch } = await renderPanel({
      mode: 'rent',
      city: 'Riyadh',
      propertyType: 'apartment',
      minPrice: 100,
      maxPrice: 900,
      bedrooms: 2,
    });

    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    await choose('City', 'All Cities');
    await choose('Property Type', 'All Types');
    await page.getByLabelText('Min Price (SAR)').clear();
    await page.getByLabelText('Max Price (SAR)').clear();
    await searchButton().click();

    // The advanced filters in force are kept.
    expect(lastSearch()).toEqual({ ...EMPTY_FILTERS, mode: 'buy', bedrooms: 2 });
  });

  test('a city from a shared link that is not in the list still shows, and Enter in a price field searches', async () => {
    const { lastSearch } = await renderPanel({ city: 'Tabuk' });

    await expect.element(page.getByRole('combobox', { name: 'City' })).toHaveTextContent('Tabuk');
    await page.getByLabelText('Max Price (SAR)').fill('750000');
    await userEvent.keyboard('{Enter}');

    expect(lastSearch()).toEqual({ ...EMPTY_FILTERS, city: 'Tabuk', maxPrice: 750000 });
  });
});

describe('typed prices', () => {
  test('a price written with an exponent ("1.5e6") is refused with a message, not dropped; in digits it searches', async () => {
    const { onSearch, lastSearch } = await renderPanel();
    const min = page.getByLabelText('Min Price (SAR)');

    await min.fill('1.5e6');
    await searchButton().click();
    expect(onSearch).not.toHaveBeenCalled();
    expect((min.element() as HTMLInputElement).validationMessage).toBe('Please use digits only, like 1500000.');
    await expect.element(min).toHaveAttribute('aria-invalid', 'true');

    await min.fill('1500000');
    await expect.element(min).not.toHaveAttribute('aria-invalid');
    await searchButton().click();
    expect(lastSearch()).toEqual({ ...EMPTY_FILTERS, minPrice: 1_500_000 });
  });

  test('a minimum above the maximum searches the range between them, and the fields then show it the right way round', async () => {
    const { lastSearch, searchInForce } = await renderPanel();

    await page.getByLabelText('Min Price (SAR)').fill('2000000');
    await page.getByLabelText('Max Price (SAR)').fill('750000');
    await searchButton().click();
    expect(lastSearch()).toEqual({ ...EMPTY_FILTERS, minPrice: 750_000, maxPrice: 2_000_000 });

    await searchInForce(lastSearch()!);
    await expect.element(page.getByLabelText('Min Price (SAR)')).toHaveValue('750000');
    await expect.element(page.getByLabelText('Max Price (SAR)')).toHaveValue('2000000');
  });
});

describe('the search in force', () => {
  test('when it changes (Back, a removed chip), the fields show it, and focus stays on the field in use', async () => {
    const { searchInForce } = await renderPanel({ q: 'olaya', city: 'Riyadh' });
    const keyword = page.getByRole('searchbox', { name: 'Keyword' });
    await keyword.click();
    await userEvent.keyboard(' villa');

    await searchInForce({ city: 'Jeddah', maxPrice: 900000 });
    await expect.element(keyword).toHaveValue('');
    await expect.element(page.getByRole('combobox', { name: 'City' })).toHaveTextContent('Jeddah');
    await expect.element(page.getByLabelText('Max Price (SAR)')).toHaveValue('900000');
    await expect.element(keyword).toHaveFocus();
  });

  test('fields changed and not searched yet say so, until they are searched or put back', async () => {
    const { lastSearch, searchInForce } = await renderPanel({ city: 'Riyadh' });
    const notApplied = page.getByText('Not applied yet: press Search to update the results.');
    await expect.element(notApplied).not.toBeInTheDocument();

    await page.getByRole('button', { name: 'Rent', exact: true }).click();
    await expect.element(notApplied).toBeVisible();
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    await expect.element(notApplied).not.toBeInTheDocument();

    await choose('City', 'Jeddah');
    await expect.element(notApplied).toBeVisible();
    await searchButton().click();
    // The page pushes the search to the URL: it is the search in force.
    await searchInForce(lastSearch()!);
    await expect.element(notApplied).not.toBeInTheDocument();
  });
});

describe('keyword', () => {
  test('shows the keyword in force; Search sends the typed one, trimmed, with the other fields', async () => {
    const { lastSearch } = await renderPanel({ q: 'Al Olaya', city: 'Riyadh' });
    const keyword = page.getByRole('searchbox', { name: 'Keyword' });

    await expect.element(keyword).toHaveValue('Al Olaya');
    await expect.element(keyword).toHaveAttribute('placeholder', 'Neighbourhood, title, address or #number');
    await keyword.fill('  #59 ');
    await userEvent.keyboard('{Enter}');

    expect(lastSearch()).toEqual({ ...EMPTY_FILTERS, q: '#59', city: 'Riyadh' });
  });

  test('an emptied keyword searches without it, and it goes with Apply Filters too', async () => {
    const { lastSearch } = await renderPanel({ q: 'Hittin' });

    await page.getByRole('searchbox', { name: 'Keyword' }).fill('   ');
    await searchButton().click();
    expect(lastSearch()).toEqual(EMPTY_FILTERS);

    await page.getByRole('searchbox', { name: 'Keyword' }).fill('sea view');
    await advancedButton().click();
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(lastSearch).toEqual({ ...EMPTY_FILTERS, q: 'sea view' });
  });
});

describe('lists', () => {
  test("the city and type lists are the forms' lists", async () => {
    await renderPanel();

    await page.getByRole('combobox', { name: 'City', exact: true }).click();
    for (const city of ['Riyadh', 'Tabuk', 'Buraidah', 'Khamis Mushait', 'Hofuf', 'Najran', 'Jubail']) {
      await expect.element(page.getByRole('option', { name: city, exact: true })).toBeInTheDocument();
    }
    await userEvent.keyboard('{Escape}');
    await choose('Property Type', 'Land');
    await page.getByRole('combobox', { name: 'Property Type', exact: true }).click();
    await expect.element(page.getByRole('option', { name: 'Warehouse', exact: true })).toBeInTheDocument();
  });
});

describe('price bands', () => {
  const options = () =>
    page
      .getByRole('option')
      .elements()
      .map((o) => o.textContent?.trim());

  test('Buy mode offers the sale bands, Rent mode the rents for a year; a band fills the prices it stands for', async () => {
    const { lastSearch } = await renderPanel();

    await page.getByRole('combobox', { name: 'Price Range', exact: true }).click();
    await expect.element(page.getByRole('option', { name: '1M - 2M SAR', exact: true })).toBeInTheDocument();
    expect(options()).toEqual(['Any Price', 'Up to 500K SAR', '500K - 1M SAR', '1M - 2M SAR', '2M - 5M SAR', '5M+ SAR']);
    await userEvent.keyboard('{Escape}');

    await page.getByRole('button', { name: 'Rent', exact: true }).click();
    await page.getByRole('combobox', { name: 'Price Range', exact: true }).click();
    await expect.element(page.getByRole('option', { name: '60K - 100K SAR / year', exact: true })).toBeInTheDocument();
    expect(options()).toEqual([
      'Any Price',
      'Up to 30K SAR / year',
      '30K - 60K SAR / year',
      '60K - 100K SAR / year',
      '100K - 200K SAR / year',
      '200K+ SAR / year',
    ]);
    await page.getByRole('option', { name: '60K - 100K SAR / year', exact: true }).click();
    await expect.element(page.getByLabelText('Min Price (SAR / year)')).toHaveValue('60000');
    await expect.element(page.getByLabelText('Max Price (SAR / year)')).toHaveValue('100000');
    await searchButton().click();
    expect(lastSearch()).toEqual({ ...EMPTY_FILTERS, mode: 'rent', minPrice: 60000, maxPrice: 100000 });

    await choose('Price Range', '200K+ SAR / year');
    await searchButton().click();
    expect(lastSearch()).toEqual({ ...EMPTY_FILTERS, mode: 'rent', minPrice: 200000, maxPrice: null });
  });

  test('shows the band in force; typed prices show the band they make', async () => {
    await renderPanel({ mode: 'rent', minPrice: 30000, maxPrice: 60000 });
    const band = page.getByRole('combobox', { name: 'Price Range', exact: true });

    await expect.element(band).toHaveTextContent('30K - 60K SAR / year');
    await page.getByLabelText('Max Price (SAR / year)').fill('65000');
    await expect.element(band).toHaveTextContent('Custom');
    await page.getByLabelText('Min Price (SAR / year)').fill('');
    await page.getByLabelText('Max Price (SAR / year)').fill('30000');
    await expect.element(band).toHaveTextContent('Up to 30K SAR / year');
  });

  test('switching mode clears a band that does not belong, and keeps prices typed by hand', async () => {
    const { lastSearch } = await renderPanel();

    await choose('Price Range', '500K - 1M SAR');
    await page.getByRole('button', { name: 'Rent', exact: true }).click();
    await expect.element(page.getByRole('combobox', { name: 'Price Range', exact: true })).toHaveTextContent('Any Price');
    await expect.element(page.getByLabelText('Min Price (SAR / year)')).toHaveValue('');
    await searchButton().click();
    expect(lastSearch()).toEqual({ ...EMPTY_FILTERS, mode: 'rent' });

    await choose('Price Range', '60K - 100K SAR / year');
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    await expect.element(page.getByLabelText('Max Price (SAR)')).toHaveValue('');

    await page.getByLabelText('Max Price (SAR)').fill('75000');
    await page.getByRole('button', { name: 'Rent', exact: true }).click();
    await expect.element(page.getByLabelText('Max Price (SAR / year)')).toHaveValue('75000');
    await searchButton().click();
    expect(lastSearch()).toEqual({ ...EMPTY_FILTERS, mode: 'rent', maxPrice: 75000 });
  });
});
