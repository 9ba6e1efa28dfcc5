import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { EMPTY_FILTERS, type BuyFilters } from '@client/features/properties/buy/search-params';
import { SearchPanel } from '@client/features/properties/buy/search-panel';
import { renderPart } from './render';

// The /buy search panel alone: what it hands to the page (onSearch) when the user searches.

async function renderPanel(filters: Partial<BuyFilters> = {}, activeCount = 0) {
  const onSearch = vi.fn<(filters: BuyFilters) => void>();
  await renderPart(<SearchPanel filters={{ ...EMPTY_FILTERS, ...filters }} activeCount={activeCount} onSearch={onSearch} />, {
    path: '/buy',
  });
  return { onSearch, lastSearch: () => onSearch.mock.lastCall?.[0] };
}

/** Opens a select (the panel's deferred ones or the dialog's) and picks an option, as a user does. */
async function choose(combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.element(page.getByRole('combobox', { name: combobox, exact: true })).toHaveTextContent(option);
}

const searchButton = () => page.getByRole('button', { name: 'Search', exact: true });
const advancedButton = () => page.getByRole('button', { name: /^Advanced/ });
const dialog = () => page.getByRole('dialog', { name: 'Advanced Property Search' });

describe('basic search', () => {
  test('shows the search in force', async () => {
    await renderPanel({ mode: 'rent', city: 'Jeddah', propertyType: 'office', minPrice: 4000, maxPrice: 9000 });

    await expect.element(page.getByRole('button', { name: 'Rent', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect.element(page.getByRole('button', { name: 'Buy', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect.element(page.getByRole('combobox', { name: 'City' })).toHaveTextContent('Jeddah');
    await expect.element(page.getByRole('combobox', { name: 'Property Type' })).toHaveTextContent('Office');
    // Rent mode's prices are rents for a year.
    await expect.element(page.getByLabelText('Min Price (SAR / year)')).toHaveValue(4000);
    await expect.element(page.getByLabelText('Max Price (SAR / year)')).toHaveValue(9000);
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
    expect(lastSearch()).toEqual({ ...EMPTY_FILTERS, q: 'sea view' });
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
    expect(options()).toEqual(['Any Price', 'Below 500K SAR', '500K - 1M SAR', '1M - 2M SAR', '2M - 5M SAR', 'Above 5M SAR']);
    await userEvent.keyboard('{Escape}');

    await page.getByRole('button', { name: 'Rent', exact: true }).click();
    await page.getByRole('combobox', { name: 'Price Range', exact: true }).click();
    await expect.element(page.getByRole('option', { name: '60K - 100K SAR / year', exact: true })).toBeInTheDocument();
    expect(options()).toEqual([
      'Any Price',
      'Below 30K SAR / year',
      '30K - 60K SAR / year',
      '60K - 100K SAR / year',
      '100K - 200K SAR / year',
      'Above 200K SAR / year',
    ]);
    await page.getByRole('option', { name: '60K - 100K SAR / year', exact: true }).click();
    await expect.element(page.getByLabelText('Min Price (SAR / year)')).toHaveValue(60000);
    await expect.element(page.getByLabelText('Max Price (SAR / year)')).toHaveValue(100000);
    await searchButton().click();
    expect(lastSearch()).toEqual({ ...EMPTY_FILTERS, mode: 'rent', minPrice: 60000, maxPrice: 100000 });

    await choose('Price Range', 'Above 200K SAR / year');
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
    await expect.element(band).toHaveTextContent('Below 30K SAR / year');
  });

  test('switching mode clears a band that does not belong, and keeps prices typed by hand', async () => {
    const { lastSearch } = await renderPanel();

    await choose('Price Range', '500K - 1M SAR');
    await page.getByRole('button', { name: 'Rent', exact: true }).click();
    await expect.element(page.getByRole('combobox', { name: 'Price Range', exact: true })).toHaveTextContent('Any Price');
    await expect.element(page.getByLabelText('Min Price (SAR / year)')).toHaveValue(null);
    await searchButton().click();
    expect(lastSearch()).toEqual({ ...EMPTY_FILTERS, mode: 'rent' });

    await choose('Price Range', '60K - 100K SAR / year');
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    await expect.element(page.getByLabelText('Max Price (SAR)')).toHaveValue(null);

    await page.getByLabelText('Max Price (SAR)').fill('75000');
    await page.getByRole('button', { name: 'Rent', exact: true }).click();
    await expect.element(page.getByLabelText('Max Price (SAR / year)')).toHaveValue(75000);
    await searchButton().click();
    expect(lastSearch()).toEqual({ ...EMPTY_FILTERS, mode: 'rent', maxPrice: 75000 });
  });
});

describe('Advanced dialog', () => {
  test('the badge shows how many filters are active', async () => {
    await renderPanel({}, 3);
    await expect.element(page.getByRole('button', { name: 'Advanced, 3 active filters' })).toBeVisible();
    await expect.element(advancedButton()).toHaveTextContent(/Advanced\s*3$/);
  });

  test('without active filters there is no badge', async () => {
    await renderPanel({}, 0);
    await expect.element(page.getByRole('button', { name: 'Advanced', exact: true })).toBeVisible();
    await expect.element(advancedButton()).toHaveTextContent(/^\s*Advanced\s*$/);
  });

  test("Apply Filters sends the dialog's fields with the basic draft, once, and closes the dialog", async () => {
    const { onSearch, lastSearch } = await renderPanel();
    // A basic field changed but not searched yet goes with the advanced ones.
    await choose('City', 'Jeddah');

    await advancedButton().click();
    await page.getByLabelText('Neighborhood').fill('  Al Rawdah  ');
    await choose('Bedrooms', '3+ BR');
    await choose('Bathrooms', '2+ BA');
    await choose('Parking', 'No parking');
    await page.getByLabelText('Year Built').fill('2015');
    await page.getByLabelText('Min Area (sqm)').fill('120');
    await page.getByLabelText('Max Area (sqm)').fill('400');
    await page.getByRole('switch', { name: 'Furnished' }).click();
    await page.getByRole('checkbox', { name: 'Gym' }).click();
    await page.getByRole('checkbox', { name: 'Pool' }).click();
    expect(onSearch).not.toHaveBeenCalled();
    await page.getByRole('button', { name: 'Apply Filters' }).click();

    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(lastSearch()).toEqual({
      ...EMPTY_FILTERS,
      city: 'Jeddah',
      neighborhood: 'Al Rawdah',
      bedrooms: 3,
      bathrooms: 2,
      parking: 0,
      yearBuilt: 2015,
      minArea: 120,
      maxArea: 400,
      furnished: true,
      amenities: ['gym', 'pool'],
    });
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  test('a year outside 1900–2030 or a fractional area is refused by its field; corrected, it is applied', async () => {
    const { onSearch, lastSearch } = await renderPanel({ yearBuilt: 2001, minArea: 50, maxArea: 90 });
    const year = page.getByLabelText('Year Built');
    const minArea = page.getByLabelText('Min Area (sqm)');
    const apply = page.getByRole('button', { name: 'Apply Filters' });

    await advancedButton().click();
    await expect.element(year).toHaveValue(2001);
    await year.fill('1850');
    await apply.click();
    await year.fill('2150');
    await apply.click();
    expect(onSearch).not.toHaveBeenCalled();
    await expect.element(dialog()).toBeVisible();
    expect((year.element() as HTMLInputElement).validity.rangeOverflow).toBe(true);

    await year.fill('2020');
    await minArea.fill('120.75');
    await apply.click();
    expect(onSearch).not.toHaveBeenCalled();
    expect((minArea.element() as HTMLInputElement).validity.stepMismatch).toBe(true);

    await minArea.fill('120');
    await page.getByLabelText('Max Area (sqm)').clear();
    await apply.click();
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(lastSearch()).toMatchObject({ yearBuilt: 2020, minArea: 120, maxArea: null });
  });

  test('Cancel discards the changes: nothing is searched and the next opening shows the search in force', async () => {
    const { onSearch } = await renderPanel({ neighborhood: 'Al Olaya', bedrooms: 2, minArea: 100, amenities: ['pool'] });

    await advancedButton().click();
    await expect.element(page.getByLabelText('Neighborhood')).toHaveValue('Al Olaya');
    await page.getByLabelText('Neighborhood').fill('Hittin');
    await choose('Bedrooms', '5+ BR');
    await page.getByLabelText('Min Area (sqm)').fill('999');
    await page.getByRole('checkbox', { name: 'Pool' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();

    await advancedButton().click();
    await expect.element(page.getByLabelText('Neighborhood')).toHaveValue('Al Olaya');
    await expect.element(page.getByRole('combobox', { name: 'Bedrooms' })).toHaveTextContent('2+ BR');
    await expect.element(page.getByLabelText('Min Area (sqm)')).toHaveValue(100);
    await expect.element(page.getByRole('checkbox', { name: 'Pool' })).toBeChecked();
  });

  test("Clear All Filters empties the dialog's fields (not the basic ones) and searches only on Apply", async () => {
    const { onSearch, lastSearch } = await renderPanel(
      {
        city: 'Riyadh',
        minPrice: 1000,
        neighborhood: 'Al Olaya',
        bedrooms: 4,
        bathrooms: 3,
        parking: 1,
        yearBuilt: 2010,
        minArea: 100,
        maxArea: 300,
        furnished: true,
        amenities: ['pool', 'security'],
      },
      11,
    );

    await advancedButton().click();
    await page.getByRole('button', { name: 'Clear All Filters' }).click();

    await expect.element(dialog()).toBeVisible();
    await expect.element(page.getByLabelText('Neighborhood')).toHaveValue('');
    for (const select of ['Bedrooms', 'Bathrooms', 'Parking']) {
      await expect.element(page.getByRole('combobox', { name: select })).toHaveTextContent('Any');
    }
    for (const field of ['Year Built', 'Min Area (sqm)', 'Max Area (sqm)']) {
      await expect.element(page.getByLabelText(field)).toHaveValue(null);
    }
    await expect.element(page.getByRole('switch', { name: 'Furnished' })).not.toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: 'Pool' })).not.toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: '24/7 Security' })).not.toBeChecked();
    expect(onSearch).not.toHaveBeenCalled();

    await page.getByRole('button', { name: 'Apply Filters' }).click();
    expect(lastSearch()).toEqual({ ...EMPTY_FILTERS, city: 'Riyadh', minPrice: 1000 });
  });
});
