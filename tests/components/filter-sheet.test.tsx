import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { SearchMode } from '@client/components/buy-rent-toggle';
import { PhoneSearchBar } from '@client/features/properties/buy/phone-search-bar';
import { activeFilterChips, EMPTY_FILTERS, type BuyFilters, type BuyState } from '@client/features/properties/buy/search-params';
import { aProperty, aPropertyPage } from './builders';
import { answer, requestsTo } from './network';
import { renderPart } from './render';
import { choose } from './buy-search';

// The Buy page's search on phones: the slim bar (Buy/Rent at once, the filters' summary) and the
// filter sheet, whose "Show {n} properties" counts the draft's own matches.

/** The server's count: 1 in Riyadh, 46 in Jeddah, 120 everywhere, 7 for any keyword. */
function answerCounts() {
  answer('GET', '/api/properties', ({ query }) => {
    const total = query.get('q') ? 7 : (({ Riyadh: 1, Jeddah: 46 } as Record<string, number>)[query.get('city') ?? ''] ?? 120);
    return { body: aPropertyPage([aProperty()], { total }) };
  });
}

async function renderBar(filters: Partial<BuyFilters> = {}) {
  const search: BuyState = { ...EMPTY_FILTERS, ...filters, sort: 'newest', page: 1, view: 'grid' };
  const onModeChange = vi.fn<(mode: SearchMode) => void>();
  const onSearch = vi.fn<(filters: BuyFilters) => void>();
  await renderPart(
    <PhoneSearchBar search={search} activeCount={activeFilterChips(search).length} onModeChange={onModeChange} onSearch={onSearch} />,
    { path: '/buy' },
  );
  return { onModeChange, onSearch };
}

const filtersButton = () => page.getByRole('button', { name: /^Filters:/ });
const sheet = () => page.getByRole('dialog', { name: 'Filters' });
const showButton = () => page.getByRole('button', { name: /^Show / });

describe('the phone search bar', () => {
  test('sums the search up on its Filters button, counting the filters; Buy/Rent applies at once', async () => {
    const { onModeChange } = await renderBar({ city: 'Riyadh', minPrice: 1_000_000, maxPrice: 2_000_000, bedrooms: 3 });

    // Each chip counts: the band's two ends are two filters.
    await expect.element(filtersButton()).toHaveAccessibleName('Filters: Riyadh · 1M - 2M SAR · 3+ BR · 4 active filters');
    await page.getByRole('button', { name: 'Rent', exact: true }).click();
    expect(onModeChange).toHaveBeenCalledExactlyOnceWith('rent');
  });

  test('with no filter it says so, and counts none', async () => {
    await renderBar();
    await expect.element(filtersButton()).toHaveAccessibleName('Filters: Any city, type or price');
  });
});

describe('the filter sheet', () => {
  test("opens on itself with the search in force; Show counts the draft's matches as it changes, after a pause in typing", async () => {
    answerCounts();
    await renderBar({ city: 'Riyadh' });
    await filtersButton().click();

    await expect.element(sheet()).toHaveFocus();
    await expect.element(page.getByRole('combobox', { name: 'City' })).toHaveTextContent('Riyadh');
    await expect.element(showButton()).toHaveTextContent('Show 1 property');
    await choose('City', 'Jeddah');
    await expect.element(showButton()).toHaveTextContent('Show 46 properties');

    await page.getByRole('searchbox', { name: 'Keyword' }).click();
    await userEvent.keyboard('sea');
    await expect.element(showButton()).toHaveTextContent('Show 7 properties');
    // One question for the word typed, none for each letter.
    expect(requestsTo('GET', '/api/properties').map((r) => r.query.get('q') ?? '')).toEqual(['', '', 'sea']);
  });

  test('Show searches with the draft once the sheet has closed; Clear All Filters keeps the mode', async () => {
    answerCounts();
    const { onSearch } = await renderBar({ mode: 'rent', city: 'Riyadh', bedrooms: 2 });
    await filtersButton().click();
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect.element(page.getByRole('combobox', { name: 'Bedrooms' })).toHaveTextContent('Any');
    await page.getByRole('checkbox', { name: 'Pool' }).click();
    await page.getByLabelText('Max Price (SAR / year)').fill('90000');
    expect(onSearch).not.toHaveBeenCalled();

    await showButton().click();
    await expect.element(sheet()).not.toBeInTheDocument();
    await expect.poll(() => onSearch.mock.calls).toEqual([[{ ...EMPTY_FILTERS, mode: 'rent', maxPrice: 90000, amenities: ['pool'] }]]);
  });

  test('Escape throws the draft away and gives focus back to the Filters button', async () => {
    answerCounts();
    const { onSearch } = await renderBar({ city: 'Riyadh' });
    await filtersButton().click();
    await choose('City', 'Jeddah');
    await userEvent.keyboard('{Escape}');

    await expect.element(sheet()).not.toBeInTheDocument();
    await expect.element(filtersButton()).toHaveFocus();
    await filtersButton().click();
    await expect.element(page.getByRole('combobox', { name: 'City' })).toHaveTextContent('Riyadh');
    expect(onSearch).not.toHaveBeenCalled();
  });
});
