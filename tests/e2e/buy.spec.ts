import type { Page } from '@playwright/test';

import { choose, escapeRe, expect, expectAccessible, test } from './fixtures';
import { cardTitles, foundBadge, search } from './search-helpers';
import { expectNoOverlappingPins, listingsPinned, mapRegion, pinNames, SINGLE_PIN } from './map-helpers';
import type { ApiSchema } from '../../src/client/lib/api-client';

type PropertyDto = ApiSchema['Property'];
type PropertyMap = ApiSchema['PropertyMap'];

// The Buy journey (docs/product.md#listings: search and the map) against the production build and
// the demo seed: the landing quick search, the advanced filters and their chips, history, and the
// map view.

test('the landing quick search opens /buy with its filters, and results are all in the chosen city', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Your Dream Property in Saudi Arabia' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Properties' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Market Activity by City' })).toBeVisible();
  await expectAccessible(page);

  const quick = page.getByRole('search', { name: 'Quick property search' });
  await quick.getByRole('button', { name: 'Rent', exact: true }).click();
  await expect(quick.getByRole('button', { name: 'Rent', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await choose(page, 'Location', 'Riyadh');
  await choose(page, 'Property Type', 'Apartment');
  await quick.getByRole('button', { name: 'Search Properties' }).click();

  await expect(page).toHaveURL(/\/buy\?(?=.*forRent=true)(?=.*forSale=false)(?=.*city=Riyadh)(?=.*propertyType=apartment)/);
  const expected = await search(page, 'forSale=false&forRent=true&city=Riyadh&propertyType=apartment&pageSize=24');
  expect(expected.total, 'the seed has Riyadh apartments for rent').toBeGreaterThan(0);
  await expect(foundBadge(page, expected.total)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(expected.items.length);
  for (const text of await page
    .getByRole('article')
    .getByText(/, Saudi Arabia$/)
    .allTextContents()) {
    expect(text).toBe('Riyadh, Saudi Arabia');
  }
  // The panel shows the search in force.
  await expect(page.getByRole('button', { name: 'Rent', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: 'City', exact: true })).toHaveText('Riyadh');
  await expect(page.getByRole('combobox', { name: 'Property Type', exact: true })).toHaveText('Apartment');
  await expectAccessible(page);
});

test('advanced filters become chips; removing a chip updates the URL and results; Back restores the search', async ({ page }) => {
  await page.goto('/buy');
  await expect(page.getByRole('heading', { name: 'Available Properties' })).toBeVisible();
  const all = await search(page, 'forSale=true&forRent=false&pageSize=24');
  await expect(foundBadge(page, all.total)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  await page.getByRole('button', { name: /^Advanced/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Advanced Property Search' });
  await expect(dialog).toBeVisible();
  await choose(page, 'Bedrooms', '3+ BR');
  await dialog.getByRole('checkbox', { name: 'Pool' }).check();
  await expect(dialog.getByText('24/7 Security')).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(dialog).toBeHidden();

  await expect(page).toHaveURL(/\/buy\?(?=.*bedrooms=3)(?=.*amenities=pool)/);
  const filtered = await search(page, 'forSale=true&forRent=false&bedrooms=3&amenities=pool&pageSize=24');
  expect(filtered.total).toBeGreaterThan(0);
  expect(filtered.total).toBeLessThan(all.total);
  await expect(foundBadge(page, filtered.total)).toBeVisible();
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('listitem')).toHaveText(['3+ BR', 'Pool']);
  await expect(page.getByRole('button', { name: /^Advanced 2 active filters/ })).toBeVisible();
  // The cards follow the badge (the last results stay on screen, dimmed, until the new ones arrive).
  await expect.poll(async () => new Set(await cardTitles(page))).toEqual(new Set(filtered.items.map((p) => p.title)));

  // Remove the pool chip: the URL drops it and the results widen.
  await page.getByRole('button', { name: 'Remove Pool' }).click();
  await expect(page).toHaveURL(/bedrooms=3/);
  await expect(page).not.toHaveURL(/amenities=/);
  const bedroomsOnly = await search(page, 'forSale=true&forRent=false&bedrooms=3&pageSize=24');
  await expect(foundBadge(page, bedroomsOnly.total)).toBeVisible();
  await expect(chips.getByRole('listitem')).toHaveText(['3+ BR']);
  expect(bedroomsOnly.items.every((p: PropertyDto) => (p.bedrooms ?? 0) >= 3)).toBe(true);

  // Back restores the previous search, its chips and its results.
  await page.goBack();
  await expect(page).toHaveURL(/(?=.*bedrooms=3)(?=.*amenities=pool)/);
  await expect(foundBadge(page, filtered.total)).toBeVisible();
  await expect(chips.getByRole('listitem')).toHaveText(['3+ BR', 'Pool']);

  // A reload reproduces it too.
  await page.reload();
  await expect(foundBadge(page, filtered.total)).toBeVisible();
  await expect(chips.getByRole('listitem')).toHaveText(['3+ BR', 'Pool']);
});

/** What the map endpoint answers for a query string, as the map view would ask it. */
async function mapPins(page: Page, query: string): Promise<PropertyMap> {
  const res = await page.request.get(`/api/properties/map?${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as PropertyMap;
}

test('the map view: a pin selects its property, the detail card and the side list follow', async ({ page }) => {
  await page.goto('/buy?forSale=true&forRent=false&city=Jeddah');
  const jeddah = await search(page, 'forSale=true&forRent=false&city=Jeddah&pageSize=24');
  expect(jeddah.total).toBeGreaterThan(0);
  await expect(foundBadge(page, jeddah.total)).toBeVisible();

  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page).toHaveURL(/view=map/);
  const map = mapRegion(page);
  await expect(map).toBeVisible();
  const pins = await mapPins(page, 'forSale=true&forRent=false&city=Jeddah');
  expect(pins.total).toBe(jeddah.total);
  await expect(page.getByText(`Showing ${pins.items.length} of ${pins.total} on the map`)).toBeVisible();
  await expect(page.getByText('Available Property')).toBeVisible();
  await expect(page.getByText('Selected Property')).toBeVisible();
  // The real outline is drawn.
  await expect(map.locator('svg path').first()).toBeVisible();

  // At the country zoom a city's listings share one cluster; choosing it (Space works as well as
  // Enter) zooms in until they part, every listing still pinned, and the keyboard stays on a marker.
  const cluster = map.getByRole('button', { name: /properties in Jeddah$/ });
  const target = pins.items[0];
  expect(pins.items.length, 'the seed has several Jeddah listings for sale').toBeGreaterThan(1);
  await expect(cluster).toHaveCount(1);
  await cluster.focus();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await pinNames(page)).length).toBeGreaterThan(1);
  expect(listingsPinned(await pinNames(page))).toBe(pins.items.length);
  await expect(map.locator('button[data-marker]:focus')).toHaveCount(1);

  // A listing picked from the side list shows its card, and its marker lights up.
  const sideList = page.getByRole('list', { name: 'Properties on the map' });
  await sideList.getByRole('button', { name: new RegExp(escapeRe(target.title)) }).click();
  const detail = page.getByRole('region', { name: target.title });
  await expect(detail.getByRole('heading', { name: target.title })).toBeVisible();
  await expect(detail.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', `/properties/${target.id}`);
  await expect(map.locator('button[aria-pressed="true"]')).toHaveCount(1);

  // Escape clears the selection.
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);

  // Picking another selects that property's pin instead, and the list stays whole.
  const other = pins.items[1];
  await sideList.getByRole('button', { name: new RegExp(escapeRe(other.title)) }).click();
  await expect(page.getByRole('region', { name: other.title }).getByRole('heading', { name: other.title })).toBeVisible();
  await expect(map.locator('button[aria-pressed="true"]')).toHaveCount(1);
  await expect(sideList.getByRole('listitem')).toHaveCount(pins.items.length);

  // Expand toggles to Collapse.
  await page.getByRole('button', { name: 'Expand' }).click();
  await expect(page.getByRole('button', { name: 'Collapse' })).toBeVisible();
  await expectAccessible(page);

  // The view survives a reload.
  await page.reload();
  await expect(mapRegion(page)).toBeVisible();
});

test('the map pins every match, not one page; a pin chosen with the keyboard shows its card and keeps the Tab order', async ({ page }) => {
  await page.goto('/buy?forSale=true&forRent=false');
  const firstPage = await search(page, 'forSale=true&forRent=false&pageSize=24');
  const all = await mapPins(page, 'forSale=true&forRent=false');
  expect(all.total, 'the demo data has more listings for sale than one page holds').toBeGreaterThan(firstPage.items.length);
  expect(all).toMatchObject({ total: firstPage.total, truncated: false });
  await page.getByRole('button', { name: 'Map' }).click();
  const map = mapRegion(page);
  await expect(page.getByText(`Showing ${all.items.length} of ${all.total} on the map`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Properties on the map' }).getByRole('listitem')).toHaveCount(all.items.length);
  await expect(map.getByRole('button').first()).toBeVisible();
  const names = await pinNames(page);
  expect(listingsPinned(names)).toBe(all.items.length);
  await expectNoOverlappingPins(page);

  // A single listing's pin shows its price in SAR, short from a thousand ("850K", "1.2M":
  // docs/product.md#formats).
  const single = map.getByRole('button', { name: SINGLE_PIN }).first();
  await expect(single).toHaveText(/^SAR [\d.]+[KM]?$/);

  // Tab from the Expand button (past the zoom buttons and the map itself) to that pin, then Enter.
  const title = (await single.getAttribute('aria-label'))!.replace(SINGLE_PIN, '');
  await page.getByRole('button', { name: 'Expand' }).focus();
  for (let i = 0; i < names.length + 4 && !(await single.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(single).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(single).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: title }).getByRole('heading', { name: title })).toBeVisible();
  const row = page.getByRole('list', { name: 'Properties on the map' }).getByRole('button', { name: new RegExp(escapeRe(title)) });
  await expect(row).toHaveAttribute('aria-pressed', 'true');
  await expect(row).toBeInViewport();

  // The selected pin is drawn on top, but stays where it was in the DOM: Tab goes on to the next pin.
  expect(await pinNames(page)).toEqual(names);
  const next = names[names.indexOf((await single.getAttribute('aria-label'))!) + 1];
  if (next !== undefined) {
    await page.keyboard.press('Tab');
    await expect(map.getByRole('button', { name: next, exact: true })).toBeFocused();
  }
  await expectAccessible(page);
});

test("on a phone the map fits the screen, its pins do not overlap, and a chosen listing's card is in full view", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/buy?forSale=true&forRent=false&view=map');
  const map = mapRegion(page);
  await expect(map.getByRole('button').first()).toBeVisible();
  await expectNoOverlappingPins(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const sideList = page.getByRole('list', { name: 'Properties on the map' });
  const row = sideList.getByRole('button').first();
  const title = (await row.locator('span').first().textContent())!;
  await row.click();
  const card = page.getByRole('region', { name: title });
  await card.scrollIntoViewIfNeeded();
  const box = (await card.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(card.getByRole('link', { name: /View Details/ })).toBeInViewport();
  // The side list is a sheet under the map, and scrolls inside itself rather than running the page on for every listing.
  const [mapBox, listBox] = [(await map.boundingBox())!, (await sideList.boundingBox())!];
  expect(listBox.y).toBeGreaterThan(mapBox.y + mapBox.height);
  expect(listBox.height).toBeLessThan(844 / 2);
  await expectAccessible(page);
});

test('a page past the last one says so and links back to the last page', async ({ page }) => {
  const all = await search(page, 'forSale=true&forRent=false&pageSize=24');
  const last = Math.ceil(all.total / 24);
  expect(last).toBeGreaterThan(1);
  await page.goto('/buy?page=99');
  await expect(foundBadge(page, all.total)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page is past the last page of results' })).toBeVisible();
  await expect(page.getByText('No properties found')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: `Go to the last page (${last})` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=${last}(&|$)`));
  await expect(page.getByRole('article')).toHaveCount(all.total - (last - 1) * 24);
  await expect(page.getByRole('button', { name: `Page ${last}` })).toHaveAttribute('aria-current', 'page');
});

test('a new page keeps the last results on screen, dimmed and busy, until it arrives (no skeleton)', async ({ page }) => {
  await page.goto('/buy?forSale=true&forRent=false');
  const results = page.getByRole('list').filter({ has: page.getByRole('article') });
  await expect(results.getByRole('article')).toHaveCount(24);
  const firstTitles = await cardTitles(page);

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/properties' && url.searchParams.get('page') === '2',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(results).toHaveAttribute('aria-busy', 'true');
  expect(await cardTitles(page)).toEqual(firstTitles);
  await expect(page.getByRole('status', { name: 'Loading properties' })).toHaveCount(0);

  release();
  await expect(results).toHaveAttribute('aria-busy', 'false');
  const second = await search(page, 'forSale=true&forRent=false&pageSize=24&page=2');
  expect(await cardTitles(page)).toEqual(second.items.map((p) => p.title));
});

test('a search with no match shows the empty state, and Reset Search goes back to /buy with results', async ({ page }) => {
  // One riyal above the dearest listing for sale: nothing can match.
  const dearest = (await search(page, 'forSale=true&forRent=false&sort=price_desc&pageSize=1')).items[0];
  expect(dearest, 'the seed has listings for sale').toBeDefined();
  const minPrice = String(Math.floor(Number(dearest.price)) + 1);
  expect((await search(page, `forSale=true&forRent=false&minPrice=${minPrice}`)).total).toBe(0);

  await page.goto('/buy');
  const all = await search(page, 'forSale=true&forRent=false&pageSize=24');
  await expect(foundBadge(page, all.total)).toBeVisible();
  await page.getByLabel('Min Price (SAR)').fill(minPrice);
  await page.getByRole('search', { name: 'Search properties' }).getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`[?&]minPrice=${minPrice}(&|$)`));
  await expect(foundBadge(page, 0)).toBeVisible();
  await expect(page.getByText('No properties found', { exact: true })).toBeVisible();
  await expect(page.getByText('Try adjusting your search filters or check back later for new listings.', { exact: true })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Reset Search' }).click();
  await expect(page).toHaveURL(/\/buy$/);
  await expect(foundBadge(page, all.total)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(all.items.length);
  await expect(page.getByText('No properties found', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
  await expect(page.getByLabel('Min Price (SAR)')).toHaveValue('');
});

test('the Advanced dialog: Cancel discards its changes; Clear All Filters then Apply clears the chips', async ({ page }) => {
  await page.goto('/buy?bedrooms=3&amenities=pool');
  const chips = page.getByRole('list', { name: 'Active filters' });
  const filtered = await search(page, 'forSale=true&forRent=false&bedrooms=3&amenities=pool&pageSize=24');
  await expect(foundBadge(page, filtered.total)).toBeVisible();
  await expect(chips.getByRole('listitem')).toHaveText(['3+ BR', 'Pool']);
  const advanced = page.getByRole('button', { name: /^Advanced 2 active filters/ });
  const dialog = page.getByRole('dialog', { name: 'Advanced Property Search' });

  // Cancel: the changes made in the dialog are thrown away, the search in force stays.
  await advanced.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Bedrooms' })).toHaveText('3+ BR');
  await expect(dialog.getByRole('checkbox', { name: 'Pool' })).toBeChecked();
  await choose(page, 'Bedrooms', '5+ BR');
  await dialog.getByRole('checkbox', { name: 'Gym' }).check();
  await dialog.getByLabel('Neighborhood').fill('Al Olaya');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/(?=.*bedrooms=3)(?=.*amenities=pool(&|$))/);
  await expect(page).not.toHaveURL(/neighborhood=/);
  await expect(chips.getByRole('listitem')).toHaveText(['3+ BR', 'Pool']);
  await expect(foundBadge(page, filtered.total)).toBeVisible();
  // Reopened, the dialog shows the search in force again, not the cancelled draft.
  await advanced.click();
  await expect(dialog.getByRole('combobox', { name: 'Bedrooms' })).toHaveText('3+ BR');
  await expect(dialog.getByRole('checkbox', { name: 'Gym' })).not.toBeChecked();
  await expect(dialog.getByLabel('Neighborhood')).toHaveValue('');

  // Clear All Filters empties the dialog; Apply Filters then searches without them.
  await dialog.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Pool' })).not.toBeChecked();
  await expect(dialog.getByRole('combobox', { name: 'Bedrooms' })).toHaveText('Any');
  await dialog.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/bedrooms=|amenities=/);
  await expect(chips).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Advanced', exact: true })).toBeVisible();
  const all = await search(page, 'forSale=true&forRent=false&pageSize=24');
  await expect(foundBadge(page, all.total)).toBeVisible();
  await expectAccessible(page);
});
