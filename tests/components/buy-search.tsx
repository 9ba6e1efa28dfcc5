import { act, useState } from 'react';
import { expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import { EMPTY_FILTERS, type BuyFilters } from '@client/features/properties/buy/search-params';
import { SearchPanel } from '@client/features/properties/buy/search-panel';
import { renderPart } from './render';

// The /buy search panel alone, for its tests and the Advanced dialog's: what it hands to the page
// (onSearch), and a way to change the search in force under it, as Back or a removed chip does.

export async function renderPanel(filters: Partial<BuyFilters> = {}, activeCount = 0) {
  const onSearch = vi.fn<(filters: BuyFilters) => void>();
  let setInForce!: (filters: BuyFilters) => void;
  function Page() {
    const [inForce, set] = useState<BuyFilters>({ ...EMPTY_FILTERS, ...filters });
    setInForce = set;
    return <SearchPanel filters={inForce} activeCount={activeCount} onSearch={onSearch} />;
  }
  await renderPart(<Page />, { path: '/buy' });
  return {
    onSearch,
    lastSearch: () => onSearch.mock.lastCall?.[0],
    /** The page's search in force becomes `next` (the URL changed). */
    searchInForce: (next: Partial<BuyFilters>) => act(() => setInForce({ ...EMPTY_FILTERS, ...next })),
  };
}

/** Opens a select (the panel's deferred ones or a dialog's) and picks an option, as a user does. */
export async function choose(combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.element(page.getByRole('combobox', { name: combobox, exact: true })).toHaveTextContent(option);
}

export const searchButton = () => page.getByRole('button', { name: 'Search', exact: true });
export const advancedButton = () => page.getByRole('button', { name: /^Advanced/ });
export const advancedDialog = () => page.getByRole('dialog', { name: 'Advanced Property Search' });
