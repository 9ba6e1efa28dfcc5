import { beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { CompareTable } from '@client/features/compare/page/compare-table';
import type { ApiSchema } from '@client/lib/api-client';
import { aProperty } from './builders';
import { renderPart } from './render';
import { loadCatalogs } from '@client/lib/i18n';

// The comparison table (docs/product.md#compare): a row per fact, headed; rows where the listings
// differ say "Differs"; the lowest price and price per m² (in SAR) and the largest area say so;
// what a listing does not give reads "Not given".

// The messages with values and plurals are formatted from the catalogs, loaded as the app and its page load them.
beforeAll(() => loadCatalogs(['common', 'compare']));

type Property = ApiSchema['Property'];

const villa = aProperty({
  id: 1,
  title: 'Villa in Al Olaya',
  bedrooms: 4,
  area: '300.00',
  price: '2500000.00',
  priceSar: '2500000.00',
  pricePerSqm: '8333.33',
});
const flat = aProperty({
  id: 2,
  title: 'Flat in Al Malqa',
  propertyType: 'apartment',
  bedrooms: 3,
  area: '150.00',
  price: '1800000.00',
  priceSar: '1800000.00',
  pricePerSqm: '12000.00',
  yearBuilt: null,
  pool: true,
  amenities: ['Swimming Pool'],
});
const townhouse = aProperty({
  id: 3,
  title: 'Townhouse in Hittin',
  bedrooms: 4,
  area: '400.00',
  price: '3000000.00',
  priceSar: '3000000.00',
  pricePerSqm: '7500.00',
});

async function renderTable(listings: Property[], onRemove: (id: number) => void = () => {}) {
  await renderPart(<CompareTable listings={listings} onRemove={onRemove} />, { path: '/compare' });
  await expect.element(page.getByRole('table')).toBeVisible();
}

/** The row headed `label` (its header's first line), as the reader sees it: its header, then one text per listing. */
function row(label: string): { header: string; cells: string[] } {
  const th = [...document.querySelectorAll<HTMLTableCellElement>('th[scope="row"]')].find((h) => h.firstChild?.textContent === label);
  if (!th) throw new Error(`no row headed ${label}`);
  const cells = [...th.closest('tr')!.querySelectorAll('td')].map((td) => td.textContent ?? '');
  return { header: th.textContent ?? '', cells };
}

describe('the comparison table', () => {
  test('one column per listing, headed by its title, and one headed row per fact', async () => {
    await renderTable([villa, flat, townhouse]);
    for (const title of ['Villa in Al Olaya', 'Flat in Al Malqa', 'Townhouse in Hittin']) {
      await expect.element(page.getByRole('columnheader').getByRole('link', { name: title })).toBeVisible();
    }
    for (const label of [
      'Price',
      'Price per m²',
      'Area',
      'Bedrooms',
      'Bathrooms',
      'Parking',
      'Year built',
      'Property type',
      'City',
      'Neighbourhood',
    ]) {
      expect(row(label).cells).toHaveLength(3);
    }
  });

  test('rows where the listings differ say "Differs"; rows where they agree do not', async () => {
    await renderTable([villa, flat, townhouse]);
    await expect.element(page.getByRole('rowheader', { name: 'Bedrooms Differs' })).toBeVisible();
    await expect.element(page.getByRole('rowheader', { name: 'Property type Differs' })).toBeVisible();
    await expect.element(page.getByRole('rowheader', { name: 'City', exact: true })).toBeVisible();
    await expect.element(page.getByRole('rowheader', { name: 'Bathrooms', exact: true })).toBeVisible();
    expect(row('Bedrooms').cells).toEqual(['4', '3', '4']);
  });

  test('the lowest price and price per m² and the largest area are marked', async () => {
    await renderTable([villa, flat, townhouse]);
    expect(row('Price').cells.map((c) => c.includes('Lowest'))).toEqual([false, true, false]);
    expect(row('Price per m²').cells.map((c) => c.includes('Lowest'))).toEqual([false, false, true]);
    expect(row('Area').cells.map((c) => c.includes('Largest'))).toEqual([false, false, true]);
  });

  test('prices are weighed in SAR: 750,000 USD is dearer than 2,000,000 SAR', async () => {
    const inUsd = aProperty({
      id: 4,
      title: 'Office in USD',
      price: '750000.00',
      currency: 'USD',
      priceSar: '2812500.00',
      pricePerSqm: '2500.00',
    });
    const inSar = aProperty({ id: 5, title: 'Office in SAR', price: '2000000.00', priceSar: '2000000.00', pricePerSqm: '6666.67' });
    await renderTable([inUsd, inSar]);
    expect(row('Price').cells.map((c) => c.includes('Lowest'))).toEqual([false, true]);
    expect(row('Price').cells[0]).toContain('≈ 2,812,500 SAR');
    expect(row('Price per m²').cells[0]).toContain('2,500 USD / m²');
    // 2,812,500 SAR over 300 m² is 9,375 SAR / m², dearer than 6,666.67.
    expect(row('Price per m²').cells.map((c) => c.includes('Lowest'))).toEqual([false, true]);
  });

  test('a sale and a rent are not weighed against each other; a rent has no price per m²', async () => {
    const rent = aProperty({
      id: 6,
      title: 'Flat for rent',
      forSale: false,
      forRent: true,
      price: '69000.00',
      priceSar: '69000.00',
      rentPeriod: 'yearly',
      yearlyRentSar: '69000.00',
      pricePerSqm: null,
    });
    await renderTable([villa, rent]);
    expect(row('Price').cells[1]).toContain('69,000 SAR / year');
    expect(row('Price').cells.some((c) => c.includes('Lowest'))).toBe(false);
    expect(row('Price per m²').cells[1]).toBe('Rent only');
  });

  test('what a listing does not give reads "Not given", and differs from what another gives', async () => {
    await renderTable([villa, flat]);
    expect(row('Year built').cells).toEqual(['2018', '—Not given']);
    await expect.element(page.getByRole('rowheader', { name: 'Year built Differs' })).toBeVisible();
  });

  test('features and amenities: a row each, yes or no, differing where only some have it', async () => {
    await renderTable([villa, flat]);
    expect(row('Swimming Pool').cells).toEqual(['—No', '✓Yes']);
    await expect.element(page.getByRole('rowheader', { name: 'Swimming Pool Differs' })).toBeVisible();
  });

  test('equal values mark no best, and a single listing differs from nothing', async () => {
    await renderTable([villa]);
    expect(row('Price').cells[0]).not.toContain('Lowest');
    expect(document.querySelectorAll('[data-differs]')).toHaveLength(0);
    await expect.element(page.getByText('None of these listings names a feature or an amenity.')).toBeVisible();
  });

  test('Remove names its listing and hands its id back', async () => {
    const onRemove = vi.fn();
    await renderTable([villa, flat], onRemove);
    await userEvent.click(page.getByRole('button', { name: 'Remove Flat in Al Malqa from the comparison' }));
    expect(onRemove).toHaveBeenCalledWith(2);
  });

  test('a sold listing shows its status', async () => {
    await renderTable([villa, { ...flat, status: 'sold' }]);
    await expect.element(page.getByRole('columnheader').getByText('Sold', { exact: true })).toBeVisible();
  });
});
