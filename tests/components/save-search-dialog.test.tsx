import { beforeEach, describe, expect, onTestFinished, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import BuyPage from '@client/features/properties/buy-page';
import { aProperty, aPropertyPage } from './builders';
import { answer, requestsTo } from './network';
import { renderPart, signInAs } from './render';

// "Save this search" on /buy (docs/product.md#saved-searches): the filters in force are saved as the
// URL holds them, with a suggested name and a frequency; the server's refusals show in the dialog;
// signed out, it asks to sign in and comes back to the same search.

const SAVE = '/api/saved-searches';
const SEARCH = '/buy?forSale=true&forRent=false&city=Riyadh&propertyType=villa&maxPrice=3000000&sort=price_asc&page=2&view=grid';

beforeEach(() => {
  answer('GET', '/api/properties', { body: aPropertyPage([aProperty({ id: 7, title: 'Villa with a garden' })], { total: 60 }) });
});

const saveButton = () => page.getByRole('button', { name: 'Save this search' });
const dialog = () => page.getByRole('dialog', { name: 'Save this search' });
const nameField = () => dialog().getByRole('textbox', { name: 'Name' });

async function openDialog(path = SEARCH) {
  const rendered = await renderPart(<BuyPage />, { path });
  await expect.element(page.getByRole('heading', { name: 'Villa with a garden' })).toBeVisible();
  await userEvent.click(saveButton());
  await expect.element(dialog()).toBeVisible();
  return rendered;
}

function aSavedSearch(body: { name: string; filters: Record<string, string>; frequency: string }) {
  const at = '2026-01-01T00:00:00.000Z';
  return { id: 4, ...body, createdAt: at, lastSeenAt: at, matchCount: 12, matchCountCapped: false, newCount: 0 };
}

describe('signed in', () => {
  beforeEach(() => {
    signInAs();
  });

  test('saves the filters of the URL (not its page or view) with the suggested name and Instant, then links to the Saved page', async () => {
    answer('POST', SAVE, (request) => ({ status: 201, body: aSavedSearch(request.body as never) }));
    const { history } = await openDialog();

    await expect.element(nameField()).toHaveValue('Villas in Riyadh under 3M');
    await expect.element(dialog().getByText('For sale · Riyadh · Villa · Up to 3.0M SAR')).toBeVisible();
    await expect.element(dialog().getByRole('radio', { name: /^Instant/ })).toBeChecked();
    await expect.element(dialog().getByText('No e-mails. New matches still show in your notifications.')).toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: 'Save search' }));

    await expect.poll(() => requestsTo('POST', SAVE).length).toBe(1);
    expect(requestsTo('POST', SAVE)[0].body).toEqual({
      name: 'Villas in Riyadh under 3M',
      frequency: 'instant',
      filters: { forSale: 'true', forRent: 'false', city: 'Riyadh', propertyType: 'villa', maxPrice: '3000000', sort: 'price_asc' },
    });
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(page.getByText('Search saved')).toBeVisible();
    await expect.element(page.getByText('“Villas in Riyadh under 3M” is on your Saved page.')).toBeVisible();
    // The focus is back on the button that opened the dialog.
    await expect.element(saveButton()).toHaveFocus();

    await userEvent.click(page.getByRole('button', { name: 'View Saved' }));
    expect(history.at(-1)).toBe('/saved');
  });

  test('a name of my own and another frequency are what is saved', async () => {
    answer('POST', SAVE, (request) => ({ status: 201, body: aSavedSearch(request.body as never) }));
    await openDialog('/buy?forSale=false&forRent=true&city=Jeddah&propertyType=apartment');
    await expect.element(nameField()).toHaveValue('Apartments for rent in Jeddah');

    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Family flat near work');
    await userEvent.click(dialog().getByRole('radio', { name: /^Weekly/ }));
    await userEvent.click(dialog().getByRole('button', { name: 'Save search' }));

    await expect.poll(() => requestsTo('POST', SAVE).length).toBe(1);
    expect(requestsTo('POST', SAVE)[0].body).toMatchObject({
      name: 'Family flat near work',
      frequency: 'weekly',
      filters: { forSale: 'false', forRent: 'true', city: 'Jeddah', propertyType: 'apartment' },
    });
  });

  test('an empty name is refused before anything is sent', async () => {
    await openDialog();
    await userEvent.clear(nameField());
    await userEvent.click(dialog().getByRole('button', { name: 'Save search' }));

    await expect.element(dialog().getByText('Name is required')).toBeVisible();
    await expect.element(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('POST', SAVE)).toHaveLength(0);
  });

  test("the server's field messages stand beside their fields; one about a filter is said above the buttons", async () => {
    answer('POST', SAVE, {
      status: 400,
      body: {
        message: 'Name is taken (and 1 more)',
        errors: { name: 'You already have a search with this name', 'filters.minPrice': 'Min price must be a number' },
      },
    });
    await openDialog();
    await userEvent.click(dialog().getByRole('button', { name: 'Save search' }));

    await expect.element(dialog().getByText('You already have a search with this name')).toBeVisible();
    await expect.element(nameField()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(nameField()).toHaveFocus();
    await expect.element(dialog().getByRole('alert').filter({ hasText: 'Name is taken (and 1 more)' })).toBeVisible();
    await expect.element(dialog()).toBeVisible();
  });

  test('the 26th search: the limit is said, with the way to the Saved page', async () => {
    answer('POST', SAVE, { status: 409, body: { message: 'You can keep at most 25 saved searches. Delete one to save another.' } });
    const { history } = await openDialog();
    await userEvent.click(dialog().getByRole('button', { name: 'Save search' }));

    await expect.element(dialog().getByText('You can keep at most 25 saved searches. Delete one to save another.')).toBeVisible();
    await expect.element(page.getByText('Search saved')).not.toBeInTheDocument();
    await userEvent.click(dialog().getByRole('link', { name: 'Delete one on your Saved page' }));
    expect(history.at(-1)).toBe('/saved');
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  test('back from signing in to save this search, the dialog opens by itself', async () => {
    sessionStorage.setItem('manzil:save-search-after-sign-in', '?forSale=true&forRent=false&city=Riyadh&propertyType=villa');
    await renderPart(<BuyPage />, { path: '/buy?forSale=true&forRent=false&city=Riyadh&propertyType=villa' });

    await expect.element(dialog()).toBeVisible();
    await expect.element(nameField()).toHaveValue('Villas in Riyadh');
    expect(sessionStorage.getItem('manzil:save-search-after-sign-in')).toBeNull();
  });
});

test('signed out, the button asks to sign in and comes back to this search', async () => {
  // The app leaves for the sign-in page with window.location; the test page must stay, so the
  // navigation is recorded and cancelled (Navigation API).
  const attempted: string[] = [];
  const hold = (event: NavigateEvent) => {
    attempted.push(event.destination.url);
    event.preventDefault();
  };
  navigation.addEventListener('navigate', hold);
  onTestFinished(() => navigation.removeEventListener('navigate', hold));
  await renderPart(<BuyPage />, { path: SEARCH });
  await expect.element(page.getByRole('heading', { name: 'Villa with a garden' })).toBeVisible();

  await userEvent.click(saveButton());

  await expect.element(page.getByText('Login Required')).toBeVisible();
  await expect.element(dialog()).not.toBeInTheDocument();
  await expect.poll(() => attempted.length, { timeout: 3000 }).toBe(1);
  const target = new URL(attempted[0]);
  expect(target.pathname).toBe('/api/login');
  expect(target.searchParams.get('returnTo')).toBe(window.location.pathname + window.location.search);
  // What to open on the way back: this search, without its page or view.
  expect(sessionStorage.getItem('manzil:save-search-after-sign-in')).toBe(
    '?forSale=true&forRent=false&city=Riyadh&propertyType=villa&maxPrice=3000000&sort=price_asc',
  );
  expect(requestsTo('POST', SAVE)).toHaveLength(0);
});
