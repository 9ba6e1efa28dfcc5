import { expect, expectAccessible, listings, signedInPage, test, toastsGone } from './fixtures';

// My Listings (docs/product.md#my-listings) against the production build and the demo seed: a
// developer edits a listing's price and marks it sold; its page stays, marked Sold, and the search
// no longer finds it.

test('a developer edits a price and marks a listing sold from My Listings; its page then says Sold', async ({
  browser,
  baseURL,
  page: visitor,
}) => {
  // A long journey (edit, save, mark sold, the search and the page): ~55 s under CI's load.
  test.slow();
  const developer = await signedInPage(browser, baseURL, 'developer');

  // From the account menu.
  await developer.getByRole('button', { name: 'Account menu' }).click();
  await developer.getByRole('menuitem', { name: 'My Listings' }).click();
  await expect(developer).toHaveURL(/\/my-listings$/);
  await expect(developer.getByRole('heading', { level: 1, name: 'My Listings' })).toBeVisible();
  const rows = developer.getByTestId('my-listing');
  await expect(rows.first()).toBeVisible();
  await expectAccessible(developer);

  // An active listing with no offer waiting (the bid journeys use the others).
  const row = rows
    .filter({ has: developer.getByTestId('listing-status').getByText('Active', { exact: true }) })
    .filter({ hasText: '0 pending offers' })
    // For sale only, in SAR: its form's price is "Price (SAR)" (a rent-only listing's is its rent).
    .filter({ has: developer.getByText('For Sale', { exact: true }) })
    .filter({ hasNot: developer.getByText('For Rent', { exact: true }) })
    .filter({ has: developer.getByTestId('my-listing-price').filter({ hasText: / SAR$/ }) })
    .first();
  const id = await row.getAttribute('data-listing-id');
  expect(id).toMatch(/^\d+$/);
  const title = (await row.getByRole('heading', { level: 2 }).innerText()).trim();
  const mine = developer.locator(`[data-listing-id="${id}"]`);

  // Edit: the listing form, filled with the listing; the new price shows on My Listings.
  await mine.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(developer).toHaveURL(new RegExp(`/my-listings/${id}/edit$`));
  await expect(developer.getByRole('heading', { level: 1, name: 'Edit Listing' })).toBeVisible();
  await expect(developer.getByLabel('Property Title')).toHaveValue(title);
  // Filled with the listing as stored; a listing made through the API may have no description,
  // which the seller's form asks for before it saves.
  const stored = (await (await developer.request.get(`/api/properties/${id}`)).json()) as { description: string | null };
  await expect(developer.getByLabel('Description')).toHaveValue(stored.description ?? '');
  if (!stored.description) await developer.getByLabel('Description').fill('A listing edited from My Listings, with a description.');
  await developer.getByLabel('Price (SAR)').fill('3,210,000');
  await developer.getByRole('button', { name: 'Save Changes' }).click();
  await expect(developer).toHaveURL(/\/my-listings$/);
  await expect(mine.getByTestId('my-listing-price')).toHaveText('3,210,000 SAR');

  // Mark sold asks first, naming the listing.
  await mine.getByRole('button', { name: `Mark sold ${title}` }).click();
  const dialog = developer.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: `Mark “${title}” sold?` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(mine.getByTestId('listing-status')).toHaveText('Active');

  await mine.getByRole('button', { name: `Mark sold ${title}` }).click();
  await dialog.getByRole('button', { name: 'Mark sold' }).click();
  await expect(dialog).toBeHidden();
  await expect(mine.getByTestId('listing-status')).toHaveText('Sold');
  await expect(mine.getByRole('button', { name: `Re-open ${title}` })).toBeVisible();
  await expect(mine.getByRole('button', { name: `Mark sold ${title}` })).toHaveCount(0);
  await toastsGone(developer);
  await expectAccessible(developer);

  // Its page stays for everyone, marked Sold, without Make Offer or the inquiry actions.
  await visitor.goto(`/properties/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByTestId('listing-status-banner')).toContainText('Sold');
  await expect(visitor.getByTestId('property-price')).toContainText('3,210,000');
  await expect(visitor.getByRole('button', { name: 'Make Offer' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Contact Owner' })).toHaveCount(0);
  await expectAccessible(visitor);
  // The search no longer finds it.
  expect((await listings(visitor.request)).map((p) => p.id)).not.toContain(Number(id));

  // Re-open: back in the search.
  await mine.getByRole('button', { name: `Re-open ${title}` }).click();
  await expect(mine.getByTestId('listing-status')).toHaveText('Active');
  expect((await listings(visitor.request)).map((p) => p.id)).toContain(Number(id));
  await developer.context().close();
});
