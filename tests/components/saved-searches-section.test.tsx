import { beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { SavedSearchesSection } from '@client/features/saved/saved-searches-section';
import type { SavedSearch } from '@client/features/saved/api/saved-searches';
import { answer, requestsTo } from './network';
import { renderPart, signInAs } from './render';

// The saved searches on the Saved page (docs/product.md#saved-searches): what each finds and how often
// it e-mails, its matches and new matches; Run, Edit and Delete.

const LIST = '/api/saved-searches';
const AT = '2026-01-01T00:00:00.000Z';

function aSavedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 1,
    name: 'Villas in Riyadh',
    filters: { forSale: 'true', forRent: 'false', city: 'Riyadh', propertyType: 'villa' },
    frequency: 'instant',
    createdAt: AT,
    lastSeenAt: AT,
    matchCount: 12,
    matchCountCapped: false,
    newCount: 3,
    ...overrides,
  };
}

const villas = aSavedSearch();
const flats = aSavedSearch({
  id: 2,
  name: 'Flats in Jeddah',
  filters: { forSale: 'false', forRent: 'true', city: 'Jeddah', propertyType: 'apartment', minPrice: '60000', maxPrice: '100000' },
  frequency: 'weekly',
  matchCount: 200,
  matchCountCapped: true,
  newCount: 0,
});

const list = () => page.getByRole('list', { name: 'Saved searches' });
const item = (name: string) => list().getByRole('listitem').filter({ hasText: name });

beforeEach(() => {
  signInAs();
});

async function renderSection(items: SavedSearch[] = [villas, flats]) {
  answer('GET', LIST, { body: { items, limit: 25 } });
  const rendered = await renderPart(<SavedSearchesSection />, { path: '/saved' });
  await expect.element(page.getByRole('heading', { name: 'Saved searches' })).toBeVisible();
  return rendered;
}

test('lists each search with its filters, its matches, its new matches and how often it e-mails', async () => {
  await renderSection();

  await expect.element(page.getByText('2 of 25')).toBeVisible();
  await expect.element(item('Villas in Riyadh').getByRole('heading', { name: 'Villas in Riyadh' })).toBeVisible();
  await expect.element(item('Villas in Riyadh')).toHaveTextContent('For sale · Riyadh · Villa');
  await expect.element(item('Villas in Riyadh')).toHaveTextContent('12 matches');
  await expect.element(item('Villas in Riyadh')).toHaveTextContent('3 new');
  await expect.element(item('Villas in Riyadh')).toHaveTextContent('Instant e-mails');

  await expect.element(item('Flats in Jeddah')).toHaveTextContent('For rent · Jeddah · Apartment · 60K - 100K SAR / year');
  await expect.element(item('Flats in Jeddah')).toHaveTextContent('200+ matches');
  await expect.element(item('Flats in Jeddah')).toHaveTextContent('Weekly e-mail');
  await expect.element(item('Flats in Jeddah')).not.toHaveTextContent('new');
});

test('Run marks the search seen, then opens /buy with its filters', async () => {
  answer('POST', '/api/saved-searches/{id}/seen', { body: { ...villas, newCount: 0 } });
  const { history } = await renderSection();

  await userEvent.click(item('Villas in Riyadh').getByRole('button', { name: 'Run Villas in Riyadh' }));

  await expect.poll(() => history.at(-1)).toBe('/buy?forSale=true&forRent=false&city=Riyadh&propertyType=villa');
  expect(requestsTo('POST', '/api/saved-searches/{id}/seen').map((r) => r.path)).toEqual(['/api/saved-searches/1/seen']);
});

test('Edit changes the name and the frequency, and the list shows them', async () => {
  answer('PUT', '/api/saved-searches/{id}', (request) => {
    const changed = { ...flats, ...(request.body as object) };
    answer('GET', LIST, { body: { items: [villas, changed], limit: 25 } });
    return { body: changed };
  });
  await renderSection();

  await userEvent.click(item('Flats in Jeddah').getByRole('button', { name: 'Edit Flats in Jeddah' }));
  const dialog = page.getByRole('dialog', { name: 'Edit saved search' });
  await expect.element(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Flats in Jeddah');
  await expect.element(dialog.getByRole('radio', { name: /^Weekly/ })).toBeChecked();
  await userEvent.clear(dialog.getByRole('textbox', { name: 'Name' }));
  await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Jeddah rentals');
  await userEvent.click(dialog.getByRole('radio', { name: /^Off/ }));
  await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));

  await expect.element(dialog).not.toBeInTheDocument();
  expect(requestsTo('PUT', '/api/saved-searches/{id}').map((r) => [r.path, r.body])).toEqual([
    ['/api/saved-searches/2', { name: 'Jeddah rentals', frequency: 'off' }],
  ]);
  await expect.element(page.getByText('Search updated')).toBeVisible();
  await expect.element(item('Jeddah rentals')).toHaveTextContent('No e-mails');
  await expect.element(item('Jeddah rentals').getByRole('button', { name: 'Edit Jeddah rentals' })).toHaveFocus();
});

describe('Delete', () => {
  test('asks first; Cancel keeps it', async () => {
    await renderSection();
    await userEvent.click(item('Villas in Riyadh').getByRole('button', { name: 'Delete Villas in Riyadh' }));

    const confirm = page.getByRole('alertdialog', { name: 'Delete “Villas in Riyadh”?' });
    await expect
      .element(confirm)
      .toHaveTextContent('You will no longer be told when new listings match it. Its 3 new matches will not be kept.');
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));

    await expect.element(confirm).not.toBeInTheDocument();
    expect(requestsTo('DELETE', '/api/saved-searches/{id}')).toHaveLength(0);
    await expect.element(item('Villas in Riyadh')).toBeVisible();
  });

  test('confirmed, it is gone, and the focus goes to the heading', async () => {
    answer('DELETE', '/api/saved-searches/{id}', () => {
      answer('GET', LIST, { body: { items: [flats], limit: 25 } });
      return { status: 204 };
    });
    await renderSection();
    await userEvent.click(item('Villas in Riyadh').getByRole('button', { name: 'Delete Villas in Riyadh' }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }));

    await expect.element(page.getByText('Search deleted')).toBeVisible();
    await expect.element(list().getByRole('listitem')).toHaveTextContent('Flats in Jeddah');
    expect(requestsTo('DELETE', '/api/saved-searches/{id}').map((r) => r.path)).toEqual(['/api/saved-searches/1']);
    await expect.element(page.getByRole('heading', { name: 'Saved searches' })).toHaveFocus();
  });
});

test('with none saved, it says how to save a search on the Buy page', async () => {
  const { history } = await renderSection([]);

  await expect.element(page.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
  await expect.element(page.getByText('Search on the Buy page, then choose “Save this search”', { exact: false })).toBeVisible();
  await userEvent.click(page.getByRole('link', { name: 'Search properties' }));
  expect(history.at(-1)).toBe('/buy');
});
